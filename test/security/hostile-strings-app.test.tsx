// Server strings with terminal escapes never reach an app frame: set names, regions, errorMessage (list row
// and detail line), key names, and error bodies of a failed save, from a server that sends them all; the Agents
// screen (list, detail, logs) and a redeploy's rollout view likewise.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient } from '../../src/api/http/http.js';
import { SecretsClient } from '../../src/api/secrets/client.js';
import { AgentsClient } from '../../src/api/agents/client.js';
import { FakeClock } from '../helpers/fakeClock.js';
import { RoomHelper } from '../../src/api/rooms/client.js';
import { renderApp } from '../helpers/renderApp.js';
import { waitFor } from '../helpers/waitFor.js';
import { KEYS } from '../helpers/keys.js';
import { CONTROL_CHARS } from './support.js';
import { VISIBLE, startHostileServer, type HostileServer } from './hostileServer.js';

const SLOW = { interval: 25, tries: 400 };

describe('hostile server strings in app frames', () => {
  let server: HostileServer;
  beforeAll(async () => {
    server = await startHostileServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it(
    'list, failed detail line, key editor and a failed save stay free of control characters',
    { timeout: 30_000 },
    async () => {
      const http = createHttpClient({ baseUrl: server.url, token: 'pk_test', flavor: 'pipecat', retryLimit: 0 });
      const app = await renderApp({ secrets: new SecretsClient({ http }), columns: 120, rows: 24 });
      await waitFor(() => expect(app.frame()).toContain('broken-set'), SLOW);
      expect(app.frame()).toContain(VISIBLE.failure);

      // Select broken-set (rows are sorted by name: broken-set first) → its detail line, then its editor.
      await app.press('g');
      await waitFor(() => expect(app.frame()).toMatch(/broken-set: .*Provisioning failed/), SLOW);
      await app.press(KEYS.enter);
      await waitFor(() => expect(app.frame()).toContain('GOOD_KEY'), SLOW);
      expect(app.frame()).toContain('EVIL_KEY');

      // A save answered with a hostile error body.
      await app.press('a');
      await app.type('NEW_KEY');
      await app.press(KEYS.enter);
      await app.type('value');
      await app.press(KEYS.enter);
      await app.press('s');
      await waitFor(() => expect(app.frame()).toMatch(/save failed/), SLOW);
      expect(app.frame()).toContain(VISIBLE.error);

      const dirty = app.frames
        .map((frame, i) => ({ i, match: frame.match(new RegExp(`.{0,20}${CONTROL_CHARS.source}.{0,20}`)) }))
        .filter((x) => x.match)
        .map((x) => `frame ${x.i}: ${JSON.stringify(x.match![0])}`);
      expect(dirty).toEqual([]);
    },
  );

  it(
    'rooms screen: list, room details (config) and a meeting token stay free of control characters',
    { timeout: 30_000 },
    async () => {
      const secrets = new SecretsClient({
        http: createHttpClient({ baseUrl: server.url, token: 'pk_test', flavor: 'pipecat', retryLimit: 0 }),
      });
      const rooms = new RoomHelper({
        roomApiKey: 'room_test',
        http: createHttpClient({ baseUrl: server.roomApiUrl, token: 'room_test', flavor: 'daily', retryLimit: 0 }),
      });
      const app = await renderApp({
        secrets,
        getRooms: async () => rooms,
        columns: 120,
        rows: 30,
        routes: [{ name: 'rooms' }],
      });
      await waitFor(() => expect(app.frame()).toContain('hostile-room'), SLOW);
      await app.press(KEYS.enter);
      await waitFor(() => expect(app.frame()).toContain(VISIBLE.geo), SLOW);
      await app.press(KEYS.esc);
      await app.press('t');
      await waitFor(() => expect(app.frame()).toMatch(/token/i), SLOW);
      await app.press(KEYS.enter);
      await waitFor(() => expect(app.frame()).toContain('eyJhbGciOiJIUzI1NiJ9'), SLOW);
      const dirty = app.frames
        .map((frame, i) => ({ i, match: frame.match(new RegExp(`.{0,20}${CONTROL_CHARS.source}.{0,20}`)) }))
        .filter((x) => x.match)
        .map((x) => `frame ${x.i}: ${JSON.stringify(x.match![0])}`);
      expect(dirty).toEqual([]);
    },
  );

  it(
    'agents screen: list, detail, logs and a redeploy in the rollout view stay free of control characters',
    { timeout: 30_000 },
    async () => {
      const http = createHttpClient({ baseUrl: server.url, token: 'pk_test', flavor: 'pipecat', retryLimit: 0 });
      const app = await renderApp({
        secrets: new SecretsClient({ http }),
        agents: new AgentsClient({ http }),
        columns: 120,
        rows: 30,
        routes: [{ name: 'sets' }, { name: 'agents' }],
        rolloutClock: new FakeClock(),
      });
      await waitFor(() => expect(app.frame()).toMatch(/hostile-agent\s+Mars Base.*✖ failed/), SLOW);
      await app.press(KEYS.enter);
      await waitFor(() => expect(app.frame()).toContain(VISIBLE.crash), SLOW);
      expect(app.frame()).toContain('me/agent:1');
      await app.press('l');
      await waitFor(() => expect(app.frame()).toContain(VISIBLE.log), SLOW);
      await app.press(KEYS.esc, 'R');
      await waitFor(() => expect(app.frame()).toContain('Redeploy hostile-agent?'), SLOW);
      await app.press('y');
      await waitFor(() => expect(app.frame()).toContain('Redeploy of hostile-agent'), SLOW);
      const dirty = app.frames
        .map((frame, i) => ({ i, match: frame.match(new RegExp(`.{0,20}${CONTROL_CHARS.source}.{0,20}`)) }))
        .filter((x) => x.match)
        .map((x) => `frame ${x.i}: ${JSON.stringify(x.match![0])}`);
      expect(dirty).toEqual([]);
    },
  );
});
