// One way to write a file under agentdeck's cache dir: the dir 0700, the file 0600, whole or not at all (a
// reader in another process never sees half a file), and never an error: a cache that cannot be written only
// makes the next run do the work again.
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** Writes `data` to `path` through a temp file and a rename; false when it could not. */
export function writeCacheFile(path: string, data: string | Uint8Array): boolean {
  const tmp = `${path}.${process.pid}.tmp`;
  try {
    mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
    writeFileSync(tmp, data, { mode: 0o600 });
    renameSync(tmp, path);
    return true;
  } catch {
    try {
      rmSync(tmp, { force: true }); // a temp file left by a failed rename
    } catch {
      // no temp file could be made either
    }
    return false;
  }
}
