// The app with the service gone mid-session: the emulator is closed and started again on the same data dir
// and port. The app (real store, real HTTP client) shows the service is unreachable, keeps the last list
// and the staged draft, and recovers by itself once the service is back. Real time, bounded by waitFor's
// try count; the HTTP client gets a short retry backoff so an outage is noticed in about a second.
import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmulator, type RunningEmulator } from '../../src/emulator/index.js';
import { createHttpClient } from '../../src/api/http/http.js';
import { SecretsClient } from '../../src/api/secrets/client.js';
import { renderApp, type RenderedApp } from '../helpers/renderApp.js';
import { waitFor } from '../helpers/waitFor.js';
import { KEYS } from '../helpers/keys.js';
import { freePort } from './support/emulatorProcess.js';
import { noIdleSocketTo } from './support/pool.js';

const UNREACHABLE = /cannot reach|connection refused|unreachable/i;
const SLOW = { interval: 50, tries: 300 }; // ≤ ~15 s of real time

describe('app when the service goes away and comes back', () => {
  let emu: RunningEmulator | undefined;
  let dataDir: string | undefined;

  afterEach(async () => {
    await emu?.close();
    emu = undefined;
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  async function setUp(
    readyDelayMs: number,
  ): Promise<{ port: number; app: () => Promise<RenderedApp>; restart: () => Promise<void> }> {
    dataDir = mkdtempSync(join(tmpdir(), 'agentdeck-outage-'));
    const port = await freePort();
    const dir = dataDir;
    emu = await startEmulator({ dataDir: dir, port, readyDelayMs, seedSets: 3 });
    const token = emu.keys.privateKey;
    const url = emu.url;
    return {
      port,
      app: () => {
        const http = createHttpClient({
          baseUrl: url,
          token,
          flavor: 'pipecat',
          timeoutMs: 2000,
          retryLimit: 1,
          retryBaseDelayMs: 50,
        });
        return renderApp({ secrets: new SecretsClient({ http }), columns: 100, rows: 24 });
      },
      restart: async () => {
        emu = await startEmulator({ dataDir: dir, port, readyDelayMs });
      },
    };
  }

  it(
    'set list: shows unreachable, keeps the last list, recovers without a key press (a set is pending)',
    { timeout: 45_000 },
    async () => {
      const env = await setUp(5000);
      const put = await fetch(`${emu!.url}/v1/secrets/outage-pending`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${emu!.keys.privateKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({ secrets: [{ secretKey: 'K', secretValue: 'v' }] }),
      });
      expect(put.status).toBe(202);
      const app = await env.app();
      await waitFor(() => {
        expect(app.frame()).toContain('seed-set-00001');
        expect(app.frame()).toMatch(/outage-pending.*pending/);
      }, SLOW);

      await emu!.close();
      emu = undefined;
      await waitFor(() => expect(app.frame()).toMatch(UNREACHABLE), SLOW);
      expect(app.frame()).toContain('seed-set-00001'); // the last good list stays
      expect(app.frame()).toContain('outage-pending');

      await env.restart();
      await waitFor(() => {
        expect(app.frame()).not.toMatch(UNREACHABLE);
        expect(app.frame()).toMatch(/outage-pending.*ready/);
      }, SLOW);
    },
  );

  it(
    'set list with nothing pending: a failed refresh shows unreachable and recovers by itself',
    { timeout: 45_000 },
    async () => {
      const env = await setUp(0);
      const app = await env.app();
      await waitFor(() => expect(app.frame()).toContain('seed-set-00001'), SLOW);

      await emu!.close();
      emu = undefined;
      await app.press('r');
      await waitFor(() => expect(app.frame()).toMatch(UNREACHABLE), SLOW);
      expect(app.frame()).toContain('seed-set-00001');

      await env.restart();
      // No key pressed from here on: the app must notice by itself that the service is back.
      await waitFor(() => expect(app.frame()).not.toMatch(UNREACHABLE), SLOW);
      expect(app.frame()).toContain('seed-set-00001');
    },
  );

  it(
    'key editor: a save during the outage fails, keeps the staged draft, and succeeds once the service is back',
    { timeout: 45_000 },
    async () => {
      const env = await setUp(500);
      const app = await env.app();
      await waitFor(() => expect(app.frame()).toContain('seed-set-00001'), SLOW);
      await app.press(KEYS.enter);
      await waitFor(() => expect(app.frame()).toContain('SEED_KEY'), SLOW);
      await app.press('a');
      await app.type('DRAFT_KEY');
      await app.press(KEYS.enter);
      await app.type('draft-value-that-must-stay-hidden');
      await app.press(KEYS.enter);
      await waitFor(() => expect(app.frame()).toMatch(/1 staged change/), SLOW);

      await emu!.close();
      emu = undefined;
      await noIdleSocketTo(`http://127.0.0.1:${env.port}`);
      await app.press('s');
      // The connection was refused: the request never reached the service, so it surely was not applied.
      await waitFor(
        () => expect(app.frame().replace(/\s+/g, ' ')).toMatch(/not applied — Cannot reach .*: connection refus/),
        SLOW,
      );
      expect(app.frame()).toMatch(UNREACHABLE);
      expect(app.frame()).toContain('DRAFT_KEY');
      expect(app.frame()).toMatch(/1 staged change/);

      await env.restart();
      await app.press('s');
      await waitFor(() => {
        expect(app.frame()).not.toMatch(/not applied/);
        expect(app.frame()).not.toMatch(/staged change/);
        expect(app.frame()).toContain('DRAFT_KEY');
      }, SLOW);
      for (const frame of app.frames) expect(frame).not.toContain('draft-value-that-must-stay-hidden');
    },
  );
});
