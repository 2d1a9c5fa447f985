// How a removed secret value leaves the database files (scrubGroup.ts decides when: before the answer of a write
// after a quiet spell, or once for a stream of writes). secure_delete (CONNECTION_PRAGMAS) zeroes the value's
// bytes in the pages the commit writes, but the pages as they were before it are still in emulator.db (until the
// commit's frames are copied back) and may be in older frames of the WAL. Two ways to be rid of them:
// - Fast, when the WAL holds one commit and nothing else (the commit started a new WAL generation: its frames
//   went in from the start of the file, which SQLite then cut to their end, journal_size_limit = 0): copying its
//   frames into emulator.db (a passive checkpoint) is enough. That is the case whenever the WAL was fully copied
//   back before the commit, as after the previous scrub: rotations a while apart take this path.
// - Otherwise: the WAL is copied back and truncated to nothing (wal_checkpoint(TRUNCATE)).
// The fast path is proven from the WAL itself, read after the checkpoint: its size is exactly the frames the
// checkpoint copied (SQLite's count of the valid frames: none older lingers in a tail), and only the last frame
// ends a commit, so they are all of one commit, made after the value was removed. A transaction that wrote a page
// early (a spill) and again later still holds only the page's last image: SQLite rewrites a frame of the current
// transaction in place.
// Both run without SQLite's fsyncs (synchronous = OFF until LaterSync has flushed both files, FLUSH_DELAY_MS later):
// see src/emulator/README.md for the crash window this opens.
import { closeSync, openSync, readSync, statSync } from 'node:fs';
import type Database from './sqlite/database.js';
import { LaterSync } from './laterSync.js';

/**
 * How long after a scrub emulator.db and its WAL are flushed (laterSync.ts): the longest an OS crash could find
 * them unsynced, and, under a stream of rotations, the pace of the flushes.
 */
const FLUSH_DELAY_MS = 200;
const WAL_HEADER_BYTES = 32;
const FRAME_HEADER_BYTES = 24;
/** A WAL up to this size is read whole after the commit; a larger one takes the slow path. */
const WHOLE_WAL_BYTES = 64 * 1024;

interface CheckpointRow {
  busy: number;
  log: number;
  checkpointed: number;
}

/** What a scrub needs, made on the first one: most runs of the emulator never remove a value. */
interface Checkpoints {
  passive: Database.Statement<[], CheckpointRow>;
  truncate: Database.Statement<[], CheckpointRow>;
  frameBytes: number;
  /** Where a small WAL is read whole after a commit (one byte more: a larger one shows as too large). */
  buffer: Buffer;
}

export class Scrub {
  private checkpoints: Checkpoints | undefined;
  private readonly laterSync: LaterSync;
  private readonly walPath: string;
  /** Our own read-only descriptor of the WAL (SQLite's are not reachable); -1 when it could not be opened. */
  private walFd: number | undefined;
  private synchronousNow: 'NORMAL' | 'OFF' = 'NORMAL';

  constructor(
    private readonly db: Database.Database,
    dbPath: string,
  ) {
    this.walPath = `${dbPath}-wal`;
    // Back to synchronous=NORMAL once both files are flushed with no scrub since.
    this.laterSync = new LaterSync([dbPath, this.walPath], FLUSH_DELAY_MS, () => {
      if (this.db.open) this.synchronous('NORMAL');
    });
  }

  /**
   * After the commit that removed a value. False when another process sharing the data dir kept the WAL from being
   * copied back or truncated within the busy timeout: try again after the next commit.
   */
  run(): boolean {
    const checkpoints = (this.checkpoints ??= this.prepare());
    this.synchronous('OFF');
    let done = this.onlyOneCommitCopied(checkpoints);
    if (!done) done = (checkpoints.truncate.get()?.busy ?? 0) === 0;
    this.laterSync.request();
    return done;
  }

  /** Whether a passive checkpoint copied the whole WAL into emulator.db and the WAL holds one commit, nothing else. */
  private onlyOneCommitCopied({ passive, frameBytes, buffer }: Checkpoints): boolean {
    const { log, checkpointed } = passive.get() as CheckpointRow;
    if (log <= 0 || checkpointed !== log) return false;
    const size = this.readWal(buffer);
    if (size !== WAL_HEADER_BYTES + log * frameBytes) return false;
    // Frame headers: page number (bytes 0–3), then the database size after a commit on the frame that ends one,
    // else 0 (bytes 4–7).
    for (let frame = 0; frame < log - 1; frame++) {
      if (buffer.readUInt32BE(WAL_HEADER_BYTES + frame * frameBytes + 4) !== 0) return false;
    }
    return true;
  }

  /** Whether the WAL has frames (at open: a process killed with a scrub due may have left old values in them). */
  walHoldsFrames(): boolean {
    return (statSync(this.walPath, { throwIfNoEntry: false })?.size ?? 0) > WAL_HEADER_BYTES;
  }

  private prepare(): Checkpoints {
    const pageSize = this.db.prepare<[], number>('PRAGMA page_size').pluck().get() as number;
    return {
      passive: this.db.prepare<[], CheckpointRow>('PRAGMA wal_checkpoint(PASSIVE)'),
      truncate: this.db.prepare<[], CheckpointRow>('PRAGMA wal_checkpoint(TRUNCATE)'),
      frameBytes: FRAME_HEADER_BYTES + pageSize,
      buffer: Buffer.alloc(WHOLE_WAL_BYTES + 1),
    };
  }

  /** Before the connection closes: its last checkpoint is synced (and the WAL removed) as SQLite does it. */
  beforeClose(): void {
    this.synchronous('NORMAL');
  }

  close(): void {
    this.laterSync.close();
    if (this.walFd !== undefined && this.walFd >= 0) closeSync(this.walFd);
    this.walFd = -1;
  }

  /** exec: PRAGMA synchronous takes effect when it is prepared, so a prepared one cannot be run again later. */
  private synchronous(level: 'NORMAL' | 'OFF'): void {
    if (this.synchronousNow === level) return;
    this.db.exec(`PRAGMA synchronous = ${level}`);
    this.synchronousNow = level;
  }

  /** The WAL's size when it is small enough to be read whole into the buffer, else undefined. */
  private readWal(buffer: Buffer): number | undefined {
    const fd = this.wal();
    if (fd < 0) return undefined;
    try {
      const read = readSync(fd, buffer, 0, buffer.length, 0);
      return read <= WHOLE_WAL_BYTES ? read : undefined;
    } catch {
      return undefined;
    }
  }

  /**
   * Opened once: SQLite keeps the WAL file while any connection is open (ours is), so the descriptor stays on
   * the live file. Never emulator.db itself: closing a descriptor of it would drop SQLite's locks on it.
   */
  private wal(): number {
    if (this.walFd === undefined) {
      try {
        this.walFd = openSync(this.walPath, 'r');
      } catch {
        this.walFd = -1;
      }
    }
    return this.walFd;
  }
}
