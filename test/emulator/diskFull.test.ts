// The emulator on a full disk: a temp file whose write fails is removed and the error names the file (injected at
// the file layer), and a write the database cannot store is answered 507 FILE_SYSTEM naming the data dir (a real
// full tmpfs, when this machine lets a test mount one) — not a bare 500 the client would retry. Its 413 names its
// body limit.
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/api/http/errors.js';
import { createHttpClient } from '../../src/api/http/http.js';
import { SecretsClient } from '../../src/api/secrets/client.js';
import { writeTempFile } from '../../src/emulator/tempFile.js';
import { startTestEmulator } from '../helpers/emulator.js';
import { canMountTmpfs, mountTmpfs } from '../helpers/tmpfs.js';

const inject = vi.hoisted(() => ({ writeFails: false }));
vi.mock('node:fs', async (original) => {
  const real = await original<typeof import('node:fs')>();
  // A write that fails once part of the file exists, as on a full disk (writeFileSync's error names no path).
  const writeFileSync: typeof real.writeFileSync = (file, data, options) => {
    if (!inject.writeFails) return real.writeFileSync(file, data, options);
    real.writeFileSync(file, String(data).slice(0, 3), options);
    throw Object.assign(new Error('ENOSPC: no space left on device, write'), {
      code: 'ENOSPC',
      errno: -28,
      syscall: 'write',
    });
  };
  return { ...real, writeFileSync, default: { ...real, writeFileSync } };
});

describe('a temp file the emulator cannot write', () => {
  it('is removed, and the error names the file it was for', () => {
    const dir = mkdtempSync(join(tmpdir(), 'agentdeck-tempfile-'));
    inject.writeFails = true;
    try {
      const temp = join(dir, 'keys.json.123.tmp');
      let caught: NodeJS.ErrnoException | undefined;
      try {
        writeTempFile(temp, join(dir, 'keys.json'), '{"a":1}', 0o600);
      } catch (error) {
        caught = error as NodeJS.ErrnoException;
      }
      expect(caught).toMatchObject({ code: 'ENOSPC', syscall: 'write', path: join(dir, 'keys.json') });
      expect(existsSync(temp)).toBe(false);
    } finally {
      inject.writeFails = false;
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('a write the emulator cannot store', () => {
  it.skipIf(!canMountTmpfs())(
    'on a full disk: 507 FILE_SYSTEM naming the data dir and the fix; the emulator goes on',
    { timeout: 30_000 },
    async () => {
      const disk = mountTmpfs(4096)!;
      const emu = await startTestEmulator({}, disk.dir);
      try {
        const secrets = new SecretsClient({
          http: createHttpClient({
            baseUrl: emu.apiHost,
            token: emu.keys.privateKey,
            flavor: 'pipecat',
            retryLimit: 0,
          }),
        });
        await secrets.putSecrets('fits', { K: 'v' });
        disk.fill();
        let error: unknown;
        // New pages for a 200 KB value: the database (or its journal) must grow.
        for (let i = 0; i < 5 && !error; i++) {
          await secrets.putSecrets(`big-${i}`, { K: 'x'.repeat(200_000) }).catch((e: unknown) => (error = e));
        }
        expect(error).toBeInstanceOf(ApiError);
        expect(error).toMatchObject({ status: 507, code: 'FILE_SYSTEM' });
        expect((error as Error).message).toMatch(
          new RegExp(
            `the emulator cannot store the change: the disk of ${join(disk.dir, 'data').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} is full \\((SQLITE_FULL|SQLITE_IOERR_SHMSIZE|ENOSPC)\\); free some space`,
          ),
        );
        // Reads still work, and what was stored before is there.
        expect((await secrets.listSecretSets()).map((s) => s.name)).toContain('fits');
      } finally {
        await emu.close();
        disk.unmount();
      }
    },
  );

  it('a body over its limit: 413 naming the limit; the client says its body size and that nothing was written', async () => {
    const emu = await startTestEmulator({ bodyLimit: 64 * 1024 });
    try {
      const secrets = new SecretsClient({
        http: createHttpClient({ baseUrl: emu.apiHost, token: emu.keys.privateKey, flavor: 'pipecat', retryLimit: 0 }),
      });
      const error = await secrets.putSecrets('too-big', { K: 'x'.repeat(100_000) }).catch((e: unknown) => e);
      expect(error).toMatchObject({ status: 413, code: 'PAYLOAD_TOO_LARGE' });
      expect((error as Error).message).toBe(
        `The request body (98 KiB) is more than ${new URL(emu.apiHost).host} accepts (HTTP 413: Payload too large: request body is over the emulator's 64 KiB limit); nothing was written`,
      );
      expect((await secrets.listSecretSets()).map((s) => s.name)).not.toContain('too-big');
      expect(readdirSync(join(emu.root, 'data')).some((name) => name.endsWith('.tmp'))).toBe(false);
    } finally {
      await emu.stop();
    }
  });
});
