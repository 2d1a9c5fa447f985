// The emulator's background flush (src/emulator/laterSync.ts) must not cost SQLite its locks on emulator.db.
// Closing any descriptor of a file drops every POSIX lock the process holds on it (sqlite.org/howtocorrupt.html,
// 2.2), and in WAL mode SQLite holds a shared lock on emulator.db for as long as its connection is open: it tells
// another process (an older SQLite, a tool switching the journal mode) that the WAL is in use. Read from
// /proc/locks, before and after a flush has run and ended.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DB_FILE } from '../../src/emulator/store.js';
import { call, startTestEmulator, type TestEmulator } from './support/harness.js';

const running: TestEmulator[] = [];
afterEach(async () => {
  for (const emu of running.splice(0)) await emu.stop();
});

/** This process's POSIX locks on `path`, as /proc/locks lists them ("READ 1073741826 1073742335": the byte range). */
function locksHeld(path: string): string[] {
  const { ino } = statSync(path);
  return readFileSync('/proc/locks', 'utf8')
    .split('\n')
    .filter((line) => line.includes(`:${ino} `) && line.split(/\s+/).includes(String(process.pid)))
    .map((line) => line.split(/\s+/).slice(4, 5).concat(line.split(/\s+/).slice(-2)).join(' '));
}

describe.skipIf(process.platform !== 'linux')('the emulator keeps its locks on emulator.db', () => {
  it('SQLite’s shared lock is still held after a rotation’s background flush has run', async () => {
    const emu = await startTestEmulator();
    running.push(emu);
    const dbPath = join(emu.dataDir, DB_FILE);
    const put = async (value: string) =>
      expect(
        (
          await call(emu.url, 'PUT', '/v1/secrets/locks-set', {
            key: emu.keys.privateKey,
            body: { secrets: [{ secretKey: 'K', secretValue: value }] },
          })
        ).status,
      ).toBe(202);
    await put('first-value');
    const before = locksHeld(dbPath);
    expect(before.length, 'the connection holds a lock on emulator.db').toBeGreaterThan(0);
    await put('second-value'); // a rotation: its scrub asks for a flush of emulator.db and its WAL 200 ms later
    await new Promise((resolve) => setTimeout(resolve, 700)); // the flush has run and ended
    expect(locksHeld(dbPath)).toEqual(before);
    await put('third-value');
    expect(locksHeld(dbPath)).toEqual(before);
  });
});
