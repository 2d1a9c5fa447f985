// The rollout in the app against the real emulator over HTTP (real clients, real time, a short deploy time): a key
// rotated in the key editor and rolled out with r reaches every agent that uses the set — each rolled agent's newest
// deployment captured the set's new version (GET /_emulator/agents/{name}/deployments), an agent on another set
// was not redeployed — and a failing agent (the emulator's control) stops the rollout with its revision's message,
// Enter showing its logs as the service gives them. The Agents screen reads the same agents.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AgentsClient } from '../../src/api/agents/client.js';
import { createHttpClient } from '../../src/api/http/http.js';
import { memoryJournal } from '../../src/api/rollout/journal.js';
import { SecretsClient } from '../../src/api/secrets/client.js';
import { systemClock } from '../../src/state/store.js';
import { call, startTestEmulator, type TestEmulator } from '../emulator/support/harness.js';
import { KEYS } from '../helpers/keys.js';
import { renderApp, type RenderedApp } from '../helpers/renderApp.js';
import { waitFor } from '../helpers/waitFor.js';

const DEPLOY_MS = 400;
const READY_MS = 150;
const OLD = 'sk-old-canary-value-1111';
const NEW = 'sk-new-canary-value-2222';
/** Waits on real time and HTTP: a budget far above what they take, so a loaded machine cannot fail them. */
const SLOW = { tries: 1000, interval: 20 };

let emu: TestEmulator;
const priv = (method: string, path: string, body?: unknown) =>
  call(emu.url, method, path, { key: emu.keys.privateKey, body });

function clients() {
  const http = createHttpClient({
    baseUrl: emu.apiHost,
    token: emu.keys.privateKey,
    flavor: 'pipecat',
    retryLimit: 0,
    timeoutMs: 5_000,
  });
  return { secrets: new SecretsClient({ http }), agents: new AgentsClient({ http }) };
}

async function untilReady(path: string, field: 'status' | 'ready') {
  for (let i = 0; i < 500; i++) {
    const answer = await priv('GET', path);
    if (field === 'status' ? answer.json?.status === 'ready' : answer.json?.ready === true) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`${path} never ready`);
}

async function writeSet(name: string, value: string) {
  expect(
    (
      await priv('PUT', `/v1/secrets/${name}`, {
        secrets: [{ secretKey: 'API_KEY', secretValue: value }],
        region: 'us-west',
      })
    ).status,
  ).toBe(202);
  await untilReady(`/v1/secrets/${name}`, 'status');
}

async function createAgent(name: string, set: string) {
  const created = await priv('POST', '/v1/agents', {
    serviceName: name,
    image: `me/${name}:1`,
    region: 'us-west',
    secretSet: set,
  });
  expect(created.status, created.text).toBe(200);
  await untilReady(`/v1/agents/${name}`, 'ready');
}

const setVersion = async (name: string) => (await priv('GET', `/_emulator/secrets/${name}`)).json.version as number;
const deployments = async (name: string) =>
  (await priv('GET', `/_emulator/agents/${name}/deployments`)).json.deployments as Array<{
    id: string;
    outcome: string;
    secretSet: { name: string; version: number } | null;
  }>;

beforeAll(async () => {
  emu = await startTestEmulator({ readyDelayMs: READY_MS, deployMs: DEPLOY_MS });
  await writeSet('voice-keys', OLD);
  await writeSet('other-keys', OLD);
  await createAgent('voice-a', 'voice-keys');
  await createAgent('voice-b', 'voice-keys');
  await createAgent('bystander', 'other-keys');
}, 60_000);

afterAll(async () => emu?.stop());

async function openEditor(): Promise<RenderedApp> {
  const { secrets, agents } = clients();
  const app = await renderApp({
    secrets,
    agents,
    clock: systemClock,
    columns: 110,
    rows: 26,
    rolloutJournal: memoryJournal(),
    routes: [{ name: 'sets' }, { name: 'keys', set: 'voice-keys' }],
  });
  await waitFor(() => expect(app.frame()).toContain('used by 2: voice-a (us-west), voice-b (us-west)'), SLOW);
  return app;
}

async function rotate(app: RenderedApp, value: string) {
  await app.press('e');
  await waitFor(() => expect(app.frame()).toContain('exists: the value will be replaced'));
  await app.type(value);
  await app.press(KEYS.enter, 's');
  await waitFor(() => expect(app.frame()).toContain("2 agents still run the old values of 'voice-keys'"), SLOW);
}

describe('rollout over the emulator', () => {
  it(
    'a rotated key reaches both agents that use the set: each new deployment captured the new version; the other agent is untouched',
    { timeout: 60_000 },
    async () => {
      const before = await setVersion('voice-keys');
      const bystander = await deployments('bystander');
      const app = await openEditor();
      await rotate(app, NEW);
      const after = await setVersion('voice-keys');
      expect(after).toBe(before + 1);
      await app.press('r');
      await waitFor(() => expect(app.store.getState().routes.at(-1)).toEqual({ name: 'rollout' }));
      await waitFor(
        () =>
          expect(app.frame()).toContain(
            "Rolled out 'voice-keys' to 2 of 2 agents: every agent is ready on its new deployment and no session",
          ),
        SLOW,
      );
      for (const name of ['voice-a', 'voice-b']) {
        const list = await deployments(name);
        const newest = list.at(-1)!;
        expect(newest.secretSet).toEqual({ name: 'voice-keys', version: after });
        expect(newest.outcome).toBe('ready');
        expect(list[0]!.secretSet?.version).toBe(before);
        // The rollout's row shows the deployment it followed.
        expect(app.frame()).toMatch(new RegExp(`✓ ${name} +ready +${newest.id.slice(0, 8)} Active`));
      }
      expect(await deployments('bystander')).toEqual(bystander);
      for (const frame of app.frames) {
        expect(frame).not.toContain(NEW);
        expect(frame).not.toContain(OLD);
      }
      // The Agents screen reads the same agents (no sessions and minAgents 0 on the emulator: scaled to zero).
      await app.press(KEYS.esc, KEYS.esc, KEYS.esc, '4');
      await waitFor(
        () => expect(app.frame()).toMatch(/voice-a\s+us-west\s+○ scaled to zero\s+0\s+current\s+voice-keys/),
        SLOW,
      );
    },
  );

  it(
    'a failing agent stops the rollout with its revision’s message; Enter shows its logs; the other is not started',
    { timeout: 60_000 },
    async () => {
      const control = await priv('PUT', '/_emulator/agents/voice-a', {
        failDeployments: 'RuntimeError: API_KEY rejected by the provider',
      });
      expect(control.status, control.text).toBe(200);
      const app = await openEditor();
      await rotate(app, `${NEW}-again`);
      await app.press('r');
      await waitFor(() => expect(app.frame()).toContain("Rolled out 'voice-keys' to 0 of 2 agents."), SLOW);
      expect(app.frame()).toMatch(/✗ voice-a +failed/);
      expect(app.frame().replace(/\s+/g, ' ')).toContain(
        'voice-a: CrashLoopBackOff (Error, exit 1): RuntimeError: API_KEY rejected by the provider',
      );
      expect(app.frame()).toMatch(/– voice-b +not started/);
      await app.press(KEYS.enter);
      await waitFor(() => expect(app.frame()).toContain('Logs of voice-a'), SLOW);
      await waitFor(() => expect(app.frame()).toContain('RuntimeError: API_KEY rejected by the provider'), SLOW);
      expect(app.frame().replace(/\s+/g, ' ')).toMatch(/Deployment [0-9a-f-]+ failed: CrashLoopBackOff/);
      await priv('PUT', '/_emulator/agents/voice-a', { failDeployments: null });
    },
  );
});
