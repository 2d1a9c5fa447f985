// Files flushed to disk in the background (fdatasync on libuv's thread pool), shortly after writes that skipped
// SQLite's own fsyncs: the scrub's checkpoint and the commits after it (store.ts). A request starts a flush
// `delayMs` later, and every request until that flush starts rides on it; a request while it runs makes one more
// after it. Why the delay: a flush running under every write slows the writes it is meant to follow (the file
// system serialises a truncation or a write of the file with its flush). `settled` runs on the main thread once a
// flush ends with no request after it started. A failed flush is not an error of the writes it follows (they are
// in the files already, as every reader sees them): the next request tries again.
import { closeSync, fdatasync, openSync } from 'node:fs';

/** A descriptor of `path`, or none when it is not there (a WAL another process's last close removed). */
function openIfThere(path: string): number[] {
  try {
    return [openSync(path, 'r')];
  } catch {
    return [];
  }
}

export class LaterSync {
  /** Our own descriptors, opened per flush: an fsync through any descriptor of a file flushes all of it. */
  private fds: number[] = [];
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
    this.fds = this.paths.flatMap(openIfThere);
    let left = this.fds.length;
    if (left === 0) return this.flushed();
    for (const fd of this.fds) {
      fdatasync(fd, () => {
        if (--left === 0) this.flushed();
      });
    }
  }

  private flushed(): void {
    this.running = false;
    this.release();
    if (this.closed) return;
    if (!this.again) return this.settled();
    this.again = false;
    this.request();
  }

  private release(): void {
    for (const fd of this.fds) closeSync(fd);
    this.fds = [];
  }
}
