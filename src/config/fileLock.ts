// Serialises agentdeck's writers of a file with a lock file beside it (`<file>.lock`, O_EXCL): a refresh or a login
// waits for the other's write. The official CLI takes no lock; sessionFile.ts re-reads before writing for that.
import { closeSync, mkdirSync, openSync, statSync, unlinkSync, writeSync, constants as fsConstants } from 'node:fs';
import { dirname } from 'node:path';

function errnoCode(error: unknown): string {
  return (error as NodeJS.ErrnoException).code ?? 'error';
}

export interface LockOptions {
  /** Give up waiting after this long (default 10 s). */
  timeoutMs?: number;
  /** A lock older than this is a crashed holder's and is broken (default 30 s). */
  staleMs?: number;
}

/**
 * Runs `body` holding `<path>.lock` (O_EXCL create; polled every 25 ms). A lock left by a crashed process is
 * broken once stale. Without the lock after the timeout, `body` runs anyway: a refresh must not hang forever on a
 * stuck file, and the re-read before writing still protects the session.
 */
export async function withFileLock<T>(path: string, body: () => Promise<T>, opts: LockOptions = {}): Promise<T> {
  const lockPath = `${path}.lock`;
  const timeoutMs = opts.timeoutMs ?? 10_000;
  const staleMs = opts.staleMs ?? 30_000;
  const deadline = Date.now() + timeoutMs;
  let held = false;
  try {
    mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  } catch {
    // reported by the write that follows
  }
  while (!held) {
    try {
      const fd = openSync(lockPath, fsConstants.O_CREAT | fsConstants.O_EXCL | fsConstants.O_WRONLY, 0o600);
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      held = true;
    } catch (error) {
      if (errnoCode(error) !== 'EEXIST') break;
      try {
        if (Date.now() - statSync(lockPath).mtimeMs > staleMs) unlinkSync(lockPath);
      } catch {
        // gone meanwhile: try again at once
      }
      if (Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
  try {
    return await body();
  } finally {
    if (held) {
      try {
        unlinkSync(lockPath);
      } catch {
        // broken as stale by another process: nothing to release
      }
    }
  }
}
