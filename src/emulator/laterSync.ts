// Files flushed to disk in the background (fdatasync on libuv's thread pool), shortly after writes that skipped
// SQLite's own fsyncs: the scrub's checkpoint and the commits after it (scrub.ts). A request starts a flush
// `delayMs` later, and every request until that flush starts rides on it; a request while it runs makes one more
// after it. Why the delay: a flush running under every write slows the writes it is meant to follow (the file
// system serialises a truncation or a write of the file with its flush). `settled` runs on the main thread once a
// flush ends with no request after it started. A failed flush is not an error of the writes it follows (they are
// in the files already, as every reader sees them): the next request tries again.
// The descriptors stay open from the first flush to close(), which the store calls after closing its connection:
// closing any descriptor of emulator.db releases every POSIX lock this process holds on it, SQLite's too — and in
// WAL mode SQLite holds a shared lock on it for as long as the connection is open, which tells other processes
// (an older SQLite, a tool switching the journal mode) that the WAL is in use (test/emulator/sharedLocks.test.ts).
import { closeSync, fdatasync, openSync } from 'node:fs';

/** A descriptor of `path`, or undefined when it is not there yet (no WAL before the first write). */
function openIfThere(path: string): number | undefined {
  try {
    return openSync(path, 'r');
  } catch {
    return undefined;
  }
}

export class LaterSync {
  /** Our own descriptors by path: an fsync through any descriptor of a file flushes all of it. */
  private readonly fds = new Map<string, number>();
  private timer: NodeJS.Timeout | undefined;
  private running = false;
  private again = false;
  private closed = false;

  constructor(
    private readonly paths: readonly string[],
    private readonly delayMs: number,
    private readonly settled: () => void,
  ) {}

  request(): void {
    if (this.closed || this.timer) return;
    if (this.running) {
      this.again = true;
      return;
    }
    // Unreferenced: a process may end before it fires; closing the store syncs (store.ts close()).
    this.timer = setTimeout(() => this.flush(), this.delayMs).unref();
  }

  /** Stops further flushes; the descriptors are closed now, or when the flush in flight ends (never under it). */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    if (!this.running) this.release();
  }

  private flush(): void {
    this.timer = undefined;
    this.running = true;
    for (const path of this.paths) {
      if (this.fds.has(path)) continue;
      const fd = openIfThere(path);
      if (fd !== undefined) this.fds.set(path, fd);
    }
    let left = this.fds.size;
    if (left === 0) return this.flushed();
    for (const fd of this.fds.values()) {
      fdatasync(fd, () => {
        if (--left === 0) this.flushed();
      });
    }
  }

  private flushed(): void {
    this.running = false;
    if (this.closed) return this.release();
    if (!this.again) return this.settled();
    this.again = false;
    this.request();
  }

  private release(): void {
    for (const fd of this.fds.values()) closeSync(fd);
    this.fds.clear();
  }
}
