// A small tmpfs of its own, for a real full disk (ENOSPC, SQLITE_FULL): only as root, where `mount` works (a
// container may refuse it). Null otherwise: such a test is skipped, and a unit test injecting the failure remains.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface Tmpfs {
  dir: string;
  /** Fills what is left with one file (`fill`), so the next write fails with ENOSPC. */
  fill(): void;
  unmount(): void;
}

export function mountTmpfs(sizeKb: number): Tmpfs | null {
  if (process.getuid?.() !== 0) return null;
  const dir = mkdtempSync(join(tmpdir(), 'agentdeck-tmpfs-'));
  const mounted = spawnSync('mount', ['-t', 'tmpfs', '-o', `size=${sizeKb}k,mode=0755`, 'tmpfs', dir], {
    encoding: 'utf8',
  });
  if (mounted.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    return null;
  }
  return {
    dir,
    fill() {
      // Write in pieces until the file system refuses: a tmpfs has no reserved blocks, so it is then full.
      const piece = Buffer.alloc(4096);
      for (let i = 0; ; i++) {
        try {
          writeFileSync(join(dir, 'fill'), piece, { flag: i === 0 ? 'w' : 'a' });
        } catch {
          return;
        }
      }
    },
    unmount() {
      spawnSync('umount', ['-l', dir]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Whether this machine can give a test a real full disk (checked once by mounting and unmounting one). */
export function canMountTmpfs(): boolean {
  const probe = mountTmpfs(64);
  probe?.unmount();
  return probe !== null;
}
