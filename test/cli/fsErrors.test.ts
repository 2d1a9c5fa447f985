// File-system trouble as a user meets it, with the built CLI: a data dir the embedded emulator cannot use is named
// with the variable that moves it (it used to be "unexpected error: ENOTDIR …"), and a cache dir that cannot be
// written never stops a command — caches are optional.
import { chmodSync, existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canMountTmpfs, mountTmpfs } from '../helpers/tmpfs.js';
import { isolatedEnv, runBuilt, startTestEmulator, tempDir, type TestEmulator } from './helpers.js';

const isRoot = process.getuid?.() === 0;

/**
 * A directory this process cannot create anything in: mode 0555 for an ordinary user; root ignores modes, so there
 * /sys (where mkdir is refused with EPERM even for root) stands in. Null when neither works here.
 */
function unwritableDir(): string | null {
  if (!isRoot) {
    const dir = tempDir('agentdeck-ro-');
    chmodSync(dir, 0o555);
    return dir;
  }
  return existsSync('/sys/kernel') ? '/sys' : null;
}

function fileInTheWay(): string {
  const path = join(tempDir('agentdeck-file-'), 'not-a-dir');
  writeFileSync(path, '');
  return path;
}

const HINT = 'set XDG_DATA_HOME to a writable directory (the data dir is $XDG_DATA_HOME/agentdeck/emulator)';

describe.concurrent('the embedded emulator cannot use its data dir', () => {
  it('a file in the way (XDG_DATA_HOME is a file): names the path, the reason and XDG_DATA_HOME; exit 1', async () => {
    const file = fileInTheWay();
    const r = await runBuilt(['secrets', 'list'], isolatedEnv({ XDG_DATA_HOME: file }));
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(
      `the local emulator cannot use its data dir ${file}/agentdeck/emulator: a part of the path is a file, not a folder (ENOTDIR)`,
    );
    expect(r.stderr).toContain(HINT);
    expect(r.stderr).toContain('PIPECAT_API_KEY');
    expect(r.stderr).not.toContain('unexpected error');
    expect(r.stderr).toContain('[FILE_SYSTEM]');
  });

  it('the database path is a folder: "cannot be opened", with the same way out', async () => {
    const env = isolatedEnv();
    mkdirSync(join(env.XDG_DATA_HOME!, 'agentdeck', 'emulator', 'emulator.db'), { recursive: true });
    const r = await runBuilt(['secrets', 'list'], env);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(
      `the local emulator cannot use its data dir ${join(env.XDG_DATA_HOME!, 'agentdeck', 'emulator')}: the database cannot be opened (SQLITE_CANTOPEN`,
    );
    expect(r.stderr).toContain(HINT);
  });

  const readOnly = unwritableDir();
  it.skipIf(readOnly === null)(
    'a directory that cannot be written (EACCES, or EPERM under root): the same',
    async () => {
      const r = await runBuilt(['secrets', 'list'], isolatedEnv({ XDG_DATA_HOME: readOnly! }));
      expect(r.code).toBe(1);
      expect(r.stderr).toMatch(
        /the local emulator cannot use its data dir \S+: (permission denied \(EACCES|operation not permitted \(EPERM)/,
      );
      expect(r.stderr).toContain(HINT);
    },
  );

  it.skipIf(isRoot)('an existing data dir made read-only: its database cannot be written, said so', async () => {
    const env = isolatedEnv();
    expect((await runBuilt(['secrets', 'set', 'ro-set', 'A=valuevalue', '-s'], env, { timeoutMs: 20_000 })).code).toBe(
      0,
    );
    const dataDir = join(env.XDG_DATA_HOME!, 'agentdeck', 'emulator');
    chmodSync(dataDir, 0o500);
    try {
      const r = await runBuilt(['secrets', 'list'], env);
      expect(r.code).toBe(1);
      expect(r.stderr).toMatch(
        new RegExp(
          `cannot use its data dir ${dataDir.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: (the database|permission)`,
        ),
      );
      expect(r.stderr).toContain(HINT);
    } finally {
      chmodSync(dataDir, 0o700);
    }
  });
});

describe('a database file made read-only', () => {
  // The data dir is stamped (its schema current), so no migration writes at start: the store's write probe is what
  // still says so at start rather than at the first write (src/emulator/store.ts).
  it.skipIf(isRoot)('is said at start, with the data dir, even by a command that only reads', async () => {
    const env = isolatedEnv();
    expect((await runBuilt(['secrets', 'set', 'ro-file', 'A=valuevalue', '-s'], env, { timeoutMs: 20_000 })).code).toBe(
      0,
    );
    const dataDir = join(env.XDG_DATA_HOME!, 'agentdeck', 'emulator');
    const db = join(dataDir, 'emulator.db');
    chmodSync(db, 0o400);
    try {
      const r = await runBuilt(['secrets', 'list'], env);
      expect(r.code).toBe(1);
      expect(r.stderr).toContain(`cannot use its data dir ${dataDir}: the database cannot be written (read-only)`);
      expect(r.stderr).toContain(HINT);
    } finally {
      chmodSync(db, 0o600);
    }
  });
});

describe('the embedded emulator on a full disk (a real tmpfs)', () => {
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true, recursive: true })
      .filter((e) => e.isFile())
      .map((e) => e.name);

  it.skipIf(!canMountTmpfs())(
    'no room for its keys: FILE_SYSTEM naming keys.json, "free some space", no temp file left',
    async () => {
      const disk = mountTmpfs(64)!;
      try {
        disk.fill();
        const r = await runBuilt(
          ['secrets', 'list'],
          isolatedEnv({ XDG_DATA_HOME: join(disk.dir, 'data'), XDG_CACHE_HOME: tempDir() }),
        );
        expect(r.code).toBe(1);
        expect(r.stderr).toContain(
          `the local emulator cannot use its data dir ${join(disk.dir, 'data', 'agentdeck', 'emulator')}: no space left on the device (ENOSPC at ${join(disk.dir, 'data', 'agentdeck', 'emulator', 'keys.json')}). Free some space there, or ${HINT}`,
        );
        expect(r.stderr).toContain('[FILE_SYSTEM]');
        expect(r.stderr).not.toContain('unexpected error');
        expect(files(disk.dir)).toEqual(['fill']);
      } finally {
        disk.unmount();
      }
    },
  );

  it.skipIf(!canMountTmpfs())(
    'room for its keys, not for its database: SQLITE_FULL said as a full disk, FILE_SYSTEM',
    async () => {
      const disk = mountTmpfs(64)!;
      try {
        disk.fill();
        // Leave 20 KiB: keys.json fits, the database and its journal do not.
        const { rmSync: rm, writeFileSync: write } = await import('node:fs');
        rm(join(disk.dir, 'fill'));
        write(join(disk.dir, 'fill'), Buffer.alloc(44 * 1024));
        const r = await runBuilt(
          ['secrets', 'list'],
          isolatedEnv({ XDG_DATA_HOME: join(disk.dir, 'data'), XDG_CACHE_HOME: tempDir() }),
        );
        expect(r.code).toBe(1);
        // SQLITE_FULL, or SQLITE_IOERR_SHMSIZE when the shared-memory file is what could not grow: both a full disk.
        expect(r.stderr).toMatch(
          /cannot use its data dir \S+: the disk is full (\(its shared-memory file cannot grow\) )?\(SQLITE_(FULL|IOERR_SHMSIZE)\)\. Free some space there/,
        );
        expect(r.stderr).toContain('[FILE_SYSTEM]');
      } finally {
        disk.unmount();
      }
    },
  );
});

describe.concurrent('a cache dir that cannot be written never blocks a command', () => {
  let t: TestEmulator;
  beforeAll(async () => {
    t = await startTestEmulator(50);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const caches: Array<[string, () => string | null]> = [
    ['a file in the way', fileInTheWay],
    ['not writable', unwritableDir],
  ];
  for (const [what, make] of caches) {
    const cacheHome = make();
    it.skipIf(cacheHome === null)(
      `XDG_CACHE_HOME ${what}: set, list (usage cache), completion and the embedded emulator (code cache) work`,
      async () => {
        const env = { ...t.env, XDG_CACHE_HOME: cacheHome! };
        const set = await runBuilt(['secrets', 'set', `cache-${what.replace(/\W/g, '')}`, 'A=valuevalue', '-s'], env);
        expect(set.code, set.stderr).toBe(0);
        const list = await runBuilt(['secrets', 'list', '--json'], env);
        expect(list.code, list.stderr).toBe(0);
        expect(list.stderr).toBe('');
        const complete = await runBuilt(['__complete', 'secrets', 'list', ''], env);
        expect(complete.code, complete.stderr).toBe(0);
        const local = await runBuilt(['secrets', 'list', '--json'], isolatedEnv({ XDG_CACHE_HOME: cacheHome! }), {
          timeoutMs: 20_000,
        });
        expect(local.code, local.stderr).toBe(0);
      },
    );
  }
});
