// How a removed secret value leaves the database files (store.ts calls it around every commit that removed one).
// secure_delete (CONNECTION_PRAGMAS) zeroes the value's bytes in the pages the commit writes, but the pages as they
// were before it are still in emulator.db (until the commit's frames are copied back) and may be in older frames
// of the WAL. Two ways to be rid of them before the answer leaves:
// - Fast, when the commit started a new WAL generation (its frames went in from the start of the file, which
//   SQLite then cut to their end: journal_size_limit = 0): the WAL holds nothing but the commit's own frames, so
//   copying them into emulator.db (a passive checkpoint) is enough. That is the case whenever the WAL was fully
//   copied back before the commit, as after the previous removal: a stream of rotations takes this path.
// - Otherwise: the WAL is copied back and truncated to nothing (wal_checkpoint(TRUNCATE)).
// The fast path is proven, not assumed: the WAL header (checkpoint sequence and salt, new at every restart) read
// before the commit wrote and again after it, and the WAL's size matching exactly the frames the checkpoint saw.
// Both run without SQLite's fsyncs (synchronous = OFF until LaterSync has flushed both files, FLUSH_DELAY_MS later):
// see src/emulator/README.md for the crash window this opens.
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import type Database from './sqlite/database.js';
import { LaterSync } from './laterSync.js';

/**
 * How long after a scrub emulator.db and its WAL are flushed (laterSync.ts): the longest an OS crash could find
 * them unsynced, and, under a stream of rotations, the pace of the flushes.
 */
const FLUSH_DELAY_MS = 200;
/** The WAL header's checkpoint sequence number and two salts (bytes 12–23): all change when the WAL restarts. */
const GENERATION_AT = 12;
const GENERATION_BYTES = 12;
const WAL_HEADER_BYTES = 32;
const FRAME_HEADER_BYTES = 24;
/** A WAL up to this size is read whole after the commit: its header and its size in one read. */
const WHOLE_WAL_BYTES = 64 * 1024;

interface CheckpointRow {
  busy: number;
  log: number;
  checkpointed: number;
}

export class Scrub {
  private readonly passive: Database.Statement<[], CheckpointRow>;
  private readonly truncate: Database.Statement<[], CheckpointRow>;
  private readonly frameBytes: number;
  private readonly laterSync: LaterSync;
  private readonly walPath: string;
  /** Our own read-only descriptor of the WAL (SQLite's are not reachable); -1 when it could not be opened. */
  private walFd: number | undefined;
  /** Where the WAL is read into: its generation bytes before a commit, the whole of a small WAL after it. */
  private readonly buffer = Buffer.alloc(WHOLE_WAL_BYTES + 1);
  /** The WAL's generation before the commit being made wrote anything; undefined when not known. */
  private before: string | undefined;
  private synchronousNow: 'NORMAL' | 'OFF' = 'NORMAL';

  constructor(
    private readonly db: Database.Database,
    dbPath: string,
  ) {
    this.passive = db.prepare<[], CheckpointRow>('PRAGMA wal_checkpoint(PASSIVE)');
    this.truncate = db.prepare<[], CheckpointRow>('PRAGMA wal_checkpoint(TRUNCATE)');
    this.frameBytes = FRAME_HEADER_BYTES + (db.prepare<[], number>('PRAGMA page_size').pluck().get() as number);
    this.walPath = `${dbPath}-wal`;
    // Back to synchronous=NORMAL once both files are flushed with no scrub since.
    this.laterSync = new LaterSync([dbPath, this.walPath], FLUSH_DELAY_MS, () => {
      if (this.db.open) this.synchronous('NORMAL');
    });
  }

  /**
   * Inside a write transaction, when it removes or replaces a value: notes the WAL's generation, which its commit
   * changes when it starts a new one. Its frames are written at the commit, so nothing of it is in the WAL yet (a
   * transaction too large for the page cache could spill some earlier: then the generation has already moved,
   * the commit looks like it did not restart the WAL, and the scrub takes the slow path).
   */
  removing(): void {
    this.before ??= this.readGeneration();
  }

  /** The transaction was rolled back: what removing() noted is no longer about the next commit. */
  forget(): void {
    this.before = undefined;
  }

  /**
   * After the commit that removed a value. False when another process sharing the data dir kept the WAL from being
   * copied back or truncated within the busy timeout: try again after the next commit.
   */
  run(): boolean {
    const before = this.before;
    this.before = undefined;
    this.synchronous('OFF');
    let done = before !== undefined && this.restartedSince(before);
    if (!done) done = (this.truncate.get()?.busy ?? 0) === 0;
    this.laterSync.request();
    return done;
  }

  /**
   * Whether the WAL restarted after `before` was read and now holds nothing else, once a passive checkpoint has
   * copied it all into emulator.db. Every frame was then written after `before`, none beyond the last one counted.
   */
  private restartedSince(before: string): boolean {
    const wal = this.readWal();
    if (wal === undefined || wal.generation === before) return false;
    const { log, checkpointed } = this.passive.get() as CheckpointRow;
    return log > 0 && checkpointed === log && wal.size === WAL_HEADER_BYTES + log * this.frameBytes;
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

  /** The WAL header's generation bytes ('' for an empty WAL), or undefined when the WAL cannot be read. */
  private readGeneration(): string | undefined {
    const fd = this.wal();
    if (fd < 0) return undefined;
    try {
      const read = readSync(fd, this.buffer, 0, GENERATION_BYTES, GENERATION_AT);
      return this.buffer.toString('hex', 0, read);
    } catch {
      return undefined;
    }
  }

  /** The WAL's generation and size: one read when it is small (as after a restart), else a read and a stat. */
  private readWal(): { generation: string; size: number } | undefined {
    const fd = this.wal();
    if (fd < 0) return undefined;
    try {
      const read = readSync(fd, this.buffer, 0, this.buffer.length, 0);
      const generation = this.buffer.toString('hex', GENERATION_AT, Math.min(read, GENERATION_AT + GENERATION_BYTES));
      return { generation, size: read <= WHOLE_WAL_BYTES ? read : fstatSync(fd).size };
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
