// Several processes, one embedded emulator: with nothing configured, every agentdeck process starts its own
// emulator (own port) on the same data dir. Here the app runs in this process on an emulator over that dir, and
// real CLI processes (the built bin, nothing configured) write beside it.
import { join } from 'node:path';
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient } from '../../src/api/http/http.js';
import { RoomHelper } from '../../src/api/rooms/client.js';
import { SecretsClient } from '../../src/api/secrets/client.js';
import { startEmulator, type RunningEmulator } from '../../src/emulator/index.js';
import { createAppStore } from '../../src/state/store.js';
import { isolatedEnv, runBuilt } from '../cli/helpers.js';
import { KEYS } from '../helpers/keys.js';
import { EMULATOR_TARGET, renderApp } from '../helpers/renderApp.js';
import { waitFor } from '../helpers/waitFor.js';

const SLOW = { interval: 20, tries: 500 };
let env: NodeJS.ProcessEnv;
let emu: RunningEmulator;

beforeAll(async () => {
  env = isolatedEnv();
  // Where a process with nothing configured keeps the embedded emulator's data.
  emu = await startEmulator({ dataDir: join(env.XDG_DATA_HOME!, 'agentdeck', 'emulator'), readyDelayMs: 0 });
}, 60_000);
afterAll(async () => {
  await emu?.close();
  rmSync(env.HOME!, { recursive: true, force: true });
});

function appStore() {
  const secrets = new SecretsClient({
    http: createHttpClient({ baseUrl: emu.apiHost, token: emu.keys.privateKey, flavor: 'pipecat', timeoutMs: 5000 }),
  });
  const rooms = new RoomHelper({
    roomApiKey: emu.keys.roomKey,
    http: createHttpClient({ baseUrl: emu.roomApiUrl, token: emu.keys.roomKey, flavor: 'daily', timeoutMs: 5000 }),
  });
  return createAppStore({
    secrets,
    getRooms: async () => rooms,
    clock: { now: () => Date.now() },
    target: EMULATOR_TARGET,
  });
}

describe('several processes share the embedded emulator', () => {
  it(
    'a set written by a CLI process shows in the running app at its next refresh (r)',
    { timeout: 60_000 },
    async () => {
      const app = await renderApp({ store: appStore(), columns: 100, rows: 24 });
      await waitFor(() => expect(app.frame()).toMatch(/No secret sets|NAME/), SLOW);
      // The app's list is now cached by its emulator; another process writes.
      const first = await runBuilt(['secrets', 'set', 'from-other-process', 'A=1', '-s'], env, { timeoutMs: 30_000 });
      expect(first.code, first.stderr).toBe(0);
      await app.press('r');
      await waitFor(() => expect(app.frame()).toContain('from-other-process'), SLOW);
      // And the other way round: a second process sees what the first wrote, and a deletion shows too.
      const del = await runBuilt(['secrets', 'delete', 'from-other-process', '-s'], env, { timeoutMs: 30_000 });
      expect(del.code, del.stderr).toBe(0);
      await app.press('r');
      await waitFor(() => expect(app.frame()).not.toContain('from-other-process'), SLOW);
    },
  );

  it(
    'a room created by one command is found by its URL from another command and from the app',
    { timeout: 60_000 },
    async () => {
      const created = await runBuilt(['rooms', 'create', '--name', 'shared-room', '--json'], env, {
        timeoutMs: 30_000,
      });
      expect(created.code, created.stderr).toBe(0);
      const { url } = JSON.parse(created.stdout) as { url: string };
      // The creating process and its port are gone; the URL does not depend on them.
      expect(url).not.toMatch(/127\.0\.0\.1|localhost:\d+/);
      expect(url.endsWith('/shared-room')).toBe(true);

      const looked = await runBuilt(['rooms', 'get', url, '--json'], env, { timeoutMs: 30_000 });
      expect(looked.code, looked.stderr).toBe(0);
      expect(JSON.parse(looked.stdout)).toMatchObject({ name: 'shared-room', url });

      const app = await renderApp({
        store: appStore(),
        routes: [{ name: 'sets' }, { name: 'rooms' }],
        columns: 100,
        rows: 40,
      });
      await waitFor(() => expect(app.frame()).toMatch(/\d+ rooms? · page|No rooms yet/), SLOW);
      expect(app.frame()).toContain('shared-room');
      await app.press('u');
      await app.type(url);
      await app.press(KEYS.enter);
      await waitFor(() => expect(app.frame()).toContain('Room shared-room'), SLOW);
      expect(app.frame()).toContain(url);
    },
  );

  it('three processes starting at once on a fresh data dir: every write lands', { timeout: 60_000 }, async () => {
    const fresh = isolatedEnv();
    const runs = await Promise.all(
      [1, 2, 3].map((i) => runBuilt(['secrets', 'set', `race-${i}`, 'A=1', '-s'], fresh, { timeoutMs: 30_000 })),
    );
    for (const r of runs) expect(r.code, r.stderr).toBe(0);
    const list = await runBuilt(['secrets', 'list', '--json'], fresh, { timeoutMs: 30_000 });
    expect(JSON.parse(list.stdout).secretSets.map((s: { name: string }) => s.name)).toEqual([
      'race-1',
      'race-2',
      'race-3',
    ]);
    rmSync(fresh.HOME!, { recursive: true, force: true });
  });
});
