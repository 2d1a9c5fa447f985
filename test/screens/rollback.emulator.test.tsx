// Rollback in the app against the emulator over HTTP, signed in as a user (the org-scoped API lists deployments):
// `b` on a failed agent asks in the command line's words — what changes, and that secret VALUES cannot roll back —
// and `y` follows the rollback in the rollout view until the agent is ready on its previous image. `b` on a ready
// agent says why not; with a private key the confirmation says it cannot be done, and `y` sends nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AgentsClient } from '../../src/api/agents/client.js';
import { createHttpClient } from '../../src/api/http/http.js';
import { memoryJournal } from '../../src/api/rollout/journal.js';
import { SecretsClient } from '../../src/api/secrets/client.js';
import { systemClock } from '../../src/state/store.js';
import { startTestEmulator, type TestEmulator } from '../emulator/support/harness.js';
import { KEYS } from '../helpers/keys.js';
import { renderApp, tidy } from '../helpers/renderApp.js';
import { waitFor } from '../helpers/waitFor.js';

const SLOW = { tries: 1000, interval: 20 };
let emu: TestEmulator;

function clients(user: boolean) {
  const http = createHttpClient({
    baseUrl: emu.apiHost,
    token: user ? emu.keys.userToken : emu.keys.privateKey,
    flavor: 'pipecat',
    retryLimit: 0,
    timeoutMs: 5_000,
  });
  const priv = createHttpClient({ baseUrl: emu.apiHost, token: emu.keys.privateKey, flavor: 'pipecat' });
  return {
    secrets: new SecretsClient({ http: priv }),
    agents: user ? new AgentsClient({ http, org: emu.orgs[0]! }) : new AgentsClient({ http }),
  };
}

async function settled(agents: AgentsClient, name: string) {
  for (let i = 0; i < 500; i++) {
    const d = await agents.getAgent(name);
    if (d.ready || d.currentRevision?.phase === 'Failed') return d;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`${name} never settled`);
}

beforeAll(async () => {
  emu = await startTestEmulator({ readyDelayMs: 100, deployMs: 300 });
  const { agents } = clients(true);
  await agents.createAgent('broken', { image: 'me/broken:1', region: 'us-west' });
  await settled(agents, 'broken');
  await agents.updateAgent('broken', { image: 'me/broken:fail' });
  await settled(agents, 'broken');
  await agents.createAgent('fine', { image: 'me/fine:1', region: 'us-west' });
  await settled(agents, 'fine');
}, 60_000);
afterAll(async () => emu?.stop());

async function open(user: boolean) {
  const app = await renderApp({
    ...clients(user),
    clock: systemClock,
    columns: 110,
    rows: 26,
    rolloutJournal: memoryJournal(),
  });
  await waitFor(() => expect(app.frame()).toContain('updated'), SLOW);
  await app.press('4');
  await waitFor(() => expect(app.frame()).toMatch(/› broken\s+us-west\s+✖ failed/), SLOW);
  return app;
}

describe('rollback in the app', () => {
  it(
    'b on a failed agent: the confirmation says what changes and that values do not roll back; y follows it to ready',
    {
      timeout: 60_000,
    },
    async () => {
      const app = await open(true);
      await app.press('b');
      await waitFor(() => expect(app.frame()).toContain('image me/broken:fail → me/broken:1'), SLOW);
      expect(app.frame()).toContain('Roll back broken?');
      expect(app.frame().replace(/│/g, '').replace(/\s+/g, ' ')).toContain(
        'Secret VALUES cannot roll back: the new deployment reads its secret sets as they are now (their current values)',
      );
      expect(tidy(app.frame()).replace(/[0-9a-f]{8}( \(made [^)]*\))?/g, 'ID')).toMatchSnapshot(
        'rollback confirmation',
      );
      await app.press('y');
      await waitFor(() => expect(app.store.getState().routes.at(-1)).toEqual({ name: 'rollout' }));
      await waitFor(() => expect(app.frame()).toContain('Rollback of broken'));
      expect(app.frame()).not.toContain('Redeploy of');
      await waitFor(() => expect(app.store.getState().rollout?.phase).toBe('finished'), SLOW);
      const after = await clients(true).agents.getAgent('broken');
      expect(after.image).toBe('me/broken:1');
      expect(after.ready).toBe(true);
      expect(app.store.getState().rollout?.resumeHint).toBe('agentdeck agents rollback broken');
    },
  );

  it(
    'b on a ready agent says why not; with a private key the confirmation says it cannot, and y sends nothing',
    {
      timeout: 60_000,
    },
    async () => {
      // It was rolled back above: fail it again.
      const { agents } = clients(true);
      await agents.updateAgent('broken', { image: 'me/broken:fail' });
      await settled(agents, 'broken');
      const before = (await agents.getAgent('broken')).desiredDeploymentId;
      const app = await open(false);
      await app.type('j');
      await waitFor(() => expect(app.frame()).toMatch(/› fine/));
      await app.press('b');
      await waitFor(() =>
        expect(app.frame()).toContain('fine is not failed or degraded: b rolls back only such an agent'),
      );
      await app.press('k');
      await waitFor(() => expect(app.frame()).toMatch(/› broken\s+us-west\s+✖ failed/), SLOW);
      await app.press('b');
      await waitFor(
        () => expect(app.frame()).toContain("agent 'broken' cannot be rolled back with a private API key"),
        SLOW,
      );
      await app.press('y');
      await app.press(KEYS.esc);
      await waitFor(() => expect(app.frame()).toContain('SETS · PULL SECRET'));
      expect((await agents.getAgent('broken')).desiredDeploymentId).toBe(before);
      expect(app.store.getState().rollout).toBeNull();
    },
  );
});
