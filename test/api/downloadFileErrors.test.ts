// A recording download whose file cannot be written is this machine's failure, said as such (FILE_SYSTEM: the
// path, the reason, the fix, and that nothing was saved), never "download failed: ENOSPC" as if the link were at
// fault: on a real full disk (a small tmpfs, when this machine lets a test mount one), with the write failure
// injected at the file layer (everywhere), and for a folder that does not exist.
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { downloadToFile } from '../../src/api/files/download.js';
import { canMountTmpfs, mountTmpfs } from '../helpers/tmpfs.js';
import { rejectionOf, startCannedServer, type CannedServer } from './helpers.js';

/** Set by a test: writes to files fail with this errno code, as a full disk's do. */
const inject = vi.hoisted(() => ({ writeFails: undefined as string | undefined }));
vi.mock('node:fs', async (original) => {
  const real = await original<typeof import('node:fs')>();
  const writeSync = ((...args: Parameters<typeof real.writeSync>) => {
    const code = inject.writeFails;
    // A write's own error, as Node gives it: a code and a syscall, no path.
    if (code !== undefined)
      throw Object.assign(new Error(`${code}: no space left on device, write`), { code, errno: -28, syscall: 'write' });
    return (real.writeSync as (...a: typeof args) => number)(...args);
  }) as typeof real.writeSync;
  return { ...real, writeSync, default: { ...real, writeSync } };
});

let canned: CannedServer;
let dir: string;
const ONE_MB = Buffer.alloc(1024 * 1024, 7);

beforeAll(async () => {
  canned = await startCannedServer();
  canned.handle((_req, res) => {
    res.writeHead(200, { 'content-type': 'video/mp4', 'content-length': String(4 * ONE_MB.length) });
    for (let i = 0; i < 4; i++) res.write(ONE_MB);
    res.end();
  });
  dir = mkdtempSync(join(tmpdir(), 'agentdeck-download-fs-'));
});
afterAll(async () => {
  await canned?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('a download that cannot be written', () => {
  it('a write refused with ENOSPC (injected): FILE_SYSTEM naming the .part, the reason and the fix; nothing kept', async () => {
    inject.writeFails = 'ENOSPC';
    try {
      const target = join(dir, 'full.mp4');
      const error = await rejectionOf(downloadToFile(`${canned.url}/rec`, { target }));
      expect(error).toMatchObject({
        code: 'FILE_SYSTEM',
        message: `Download not saved: cannot write ${target}.part: no space left on the device (ENOSPC); free some space; nothing was saved`,
      });
      expect(existsSync(target) || existsSync(`${target}.part`)).toBe(false);
    } finally {
      inject.writeFails = undefined;
    }
  });

  it('a folder that does not exist: FILE_SYSTEM at the open, before any byte is read', async () => {
    const target = join(dir, 'no-such-folder', 'rec.mp4');
    const error = await rejectionOf(downloadToFile(`${canned.url}/rec`, { target }));
    expect(error).toMatchObject({
      code: 'FILE_SYSTEM',
      message: expect.stringContaining(`cannot write ${target}.part: it does not exist (ENOENT)`),
    });
    expect(String((error as Error).message)).not.toMatch(/Download from .* failed/);
  });

  it.skipIf(!canMountTmpfs())(
    'on a real full disk (a 1 MiB tmpfs, a 4 MiB file): FILE_SYSTEM, ENOSPC; the disk is left empty',
    async () => {
      const disk = mountTmpfs(1024)!;
      try {
        const target = join(disk.dir, 'rec.mp4');
        const error = await rejectionOf(downloadToFile(`${canned.url}/rec`, { target }));
        expect(error).toMatchObject({
          code: 'FILE_SYSTEM',
          message: `Download not saved: cannot write ${target}.part: no space left on the device (ENOSPC); free some space; nothing was saved`,
        });
        expect(readdirSync(disk.dir)).toEqual([]);
      } finally {
        disk.unmount();
      }
    },
  );
});
