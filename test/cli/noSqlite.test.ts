// No SQLite driver loads (simulated: test/helpers/noSqlite.cjs — better-sqlite3 without its addon, a Node without
// node:sqlite): the embedded emulator's commands and the app say what to do and exit 1, before the app's first frame
// and before anything is written; `agentdeck emulator` says it in its own words; a configured target never needs
// SQLite. test/package/pack.test.ts does the same from a real `--ignore-scripts` install.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noSqliteCommandMessage, noSqliteMessage } from '../../src/emulator/sqlite/open.js';
import { betterSqlite3Remedy } from '../../src/emulator/sqlite/remedy.js';
import { MAIN, hasTmux, startTmuxApp } from '../helpers/tmuxApp.js';
import { ROOT, isolatedEnv, runBuilt, startTestEmulator, type TestEmulator } from './helpers.js';

const NO_SQLITE_HOOK = join(ROOT, 'test', 'helpers', 'noSqlite.cjs');
// The hook leaves better-sqlite3 without its addon in this checkout: the way out is a rebuild here, not `-g`.
const FIX = betterSqlite3Remedy({ kind: 'checkout', dir: ROOT }, false);
const NO_SQLITE_MESSAGE = noSqliteMessage(FIX);
const withoutSqlite = (env: NodeJS.ProcessEnv): NodeJS.ProcessEnv => ({
  ...env,
  NODE_OPTIONS: `--require ${NO_SQLITE_HOOK}`,
});

let t: TestEmulator;
beforeAll(async () => {
  t = await startTestEmulator(0);
});
afterAll(async () => {
  await t.close();
});

describe('no SQLite driver can be loaded', () => {
  it('nothing configured: one message with the three ways out, exit 1, no loader path list, nothing written', async () => {
    const env = withoutSqlite(isolatedEnv({ AGENTDECK_SQLITE: undefined }));
    const run = await runBuilt(['secrets', 'list'], env);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(`error: ${NO_SQLITE_MESSAGE} [NO_SQLITE]\n`);
    expect(run.stderr).not.toContain('Tried');
    expect(existsSync(join(env.XDG_DATA_HOME!, 'agentdeck', 'emulator'))).toBe(false);

    const json = await runBuilt(['rooms', 'list', '--json'], env);
    expect(json.code).toBe(1);
    expect(JSON.parse(json.stdout)).toEqual({ error: { message: NO_SQLITE_MESSAGE, code: 'NO_SQLITE' } });
  });

  it('agentdeck emulator: the same without the credentials advice, exit 1', async () => {
    const run = await runBuilt(
      ['emulator', '--port', '0'],
      withoutSqlite(isolatedEnv({ AGENTDECK_SQLITE: undefined })),
    );
    expect(run.code).toBe(1);
    expect(run.stderr).toBe(`error: ${noSqliteCommandMessage(FIX)}\n`);
  });

  it('AGENTDECK_SQLITE naming a driver that cannot load, or no driver at all, says which', async () => {
    const forced = await runBuilt(
      ['secrets', 'list'],
      withoutSqlite(isolatedEnv({ AGENTDECK_SQLITE: 'better-sqlite3' })),
    );
    expect(forced.code).toBe(1);
    expect(forced.stderr).toBe(
      'error: AGENTDECK_SQLITE=better-sqlite3: better-sqlite3 has no native addon (its install script did not run or failed) [NO_SQLITE]\n',
    );
    const unknown = await runBuilt(['secrets', 'list'], isolatedEnv({ AGENTDECK_SQLITE: 'sqlite3' }));
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toBe(
      'error: AGENTDECK_SQLITE=sqlite3 is not a SQLite driver: use better-sqlite3 or node, or leave it unset [NO_SQLITE]\n',
    );
  });

  it('a configured target works without SQLite', async () => {
    const run = await runBuilt(['secrets', 'list', '--json'], withoutSqlite(t.env));
    expect(run.code, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toHaveProperty('secretSets');
  });

  it.skipIf(!hasTmux)('the app: the message and exit 1 before its first frame', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'agentdeck-nosqlite-app-'));
    // Wide enough for the message on one line.
    const app = await startTmuxApp({
      name: 'nosqlite',
      dir,
      cols: 400,
      env: { NODE_OPTIONS: `--require ${NO_SQLITE_HOOK}`, AGENTDECK_SQLITE: undefined },
    });
    try {
      app.run(`node ${MAIN}; echo "EXIT=$?"`);
      const screen = await app.waitForText('EXIT=1');
      expect(screen).toContain(`\nerror: ${NO_SQLITE_MESSAGE} [NO_SQLITE]\nEXIT=1`);
      expect(app.history()).not.toMatch(/^agentdeck {2}/m); // no frame was drawn (its first line is the title bar)
    } finally {
      app.kill();
      rmSync(dir, { recursive: true, force: true, maxRetries: 5 }); // bash may still be writing its history there
    }
  });
});
