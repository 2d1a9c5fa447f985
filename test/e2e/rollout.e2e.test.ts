// End to end: the BUILT app in a real pseudo-terminal (tmux) against an emulator started here with a short deploy
// time. A key is rotated in the key editor; the prompt offers the rollout to the three agents that use the set; r
// rolls it out, one agent at a time; the third agent's new deployments fail (the emulator's control), so the
// rollout stops there with its message; Enter on it reads its logs (the failure is in them). The two rolled agents
// run the new version of the set, the failed one does not; the app quits cleanly.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../src/emulator/index.js';
import { MAIN, hasTmux, startTmuxApp, type TmuxApp } from '../helpers/tmuxApp.js';

if (!hasTmux) {
  console.warn(
    'SKIPPED test/e2e/rollout.e2e.test.ts: tmux is not installed (apt-get install -y tmux) — the end-to-end tests need a pseudo-terminal',
  );
}

const OLD = 'sk-e2e-old-value-7d1f';
const NEW = 'sk-e2e-rotated-value-93ab';
const FAILURE = 'RuntimeError: the rotated key was rejected';
const AGENTS = ['alpha-bot', 'bravo-bot', 'gamma-bot'];

describe.skipIf(!hasTmux)('rotate a key and roll it out (tmux)', () => {
  let emulator: RunningEmulator;
  let dir: string;
  let app: TmuxApp;

  const api = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${emulator.apiHost}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${emulator.keys.privateKey}`,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
    return text ? JSON.parse(text) : undefined;
  };
  const until = async (probe: () => Promise<boolean>, what: string) => {
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline) {
      if (await probe()) return;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`${what}: not within 20 s`);
  };

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'agentdeck-e2e-rollout-'));
    emulator = await startEmulator({ dataDir: join(dir, 'emulator'), port: 0, readyDelayMs: 300, deployMs: 600 });
    await api('PUT', '/v1/secrets/rotate-keys', {
      secrets: [{ secretKey: 'API_KEY', secretValue: OLD }],
      region: 'us-west',
    });
    await until(async () => (await api('GET', '/v1/secrets/rotate-keys')).status === 'ready', 'set ready');
    for (const name of AGENTS)
      await api('POST', '/v1/agents', {
        serviceName: name,
        image: `me/${name}:1`,
        region: 'us-west',
        secretSet: 'rotate-keys',
      });
    await until(
      async () => (await Promise.all(AGENTS.map((n) => api('GET', `/v1/agents/${n}`)))).every((d) => d.ready === true),
      'agents ready',
    );
    // From now on gamma-bot's new deployments fail (its current one keeps serving).
    await api('PUT', '/_emulator/agents/gamma-bot', { failDeployments: FAILURE });
    app = await startTmuxApp({ name: 'rollout', dir, emulator, cols: 110, rows: 32 });
    app.run(`node ${MAIN}; echo "EXIT=$?"`);
  }, 60_000);

  afterAll(async () => {
    app?.kill();
    await emulator?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('rotates the key, rolls it out to three agents (one fails), and reads the failed agent’s logs', async () => {
    await app.waitForText('used by 3');
    await app.keys('Enter');
    await app.waitForText('API_KEY');
    // Replace the value: e, the new value, Enter — in ONE send-keys, as typed fast over SSH — then save.
    await app.text(`e${NEW}\r`);
    await app.waitForText('~ replace (staged)');
    await app.keys('s');
    let screen = await app.waitForText("3 agents still run the old values of 'rotate-keys' — r roll out · esc later");
    expect(screen).not.toContain(NEW);
    const version = (await api('GET', '/_emulator/secrets/rotate-keys')).version as number;

    await app.keys('r');
    await app.waitForText("Rollout of secret set 'rotate-keys'");
    screen = await app.waitForText("Rolled out 'rotate-keys' to 2 of 3 agents.", 60_000);
    expect(screen).toMatch(/✓ alpha-bot +ready/);
    expect(screen).toMatch(/✓ bravo-bot +ready/);
    expect(screen).toMatch(/✗ gamma-bot +failed/);
    expect(screen.replace(/\s+/g, ' ')).toContain(
      `✗ failed: gamma-bot — CrashLoopBackOff (Error, exit 1): ${FAILURE} (enter: its logs)`,
    );

    // The rolled agents run the new version of the set; the failed one still serves the old deployment.
    for (const name of ['alpha-bot', 'bravo-bot']) {
      const { deployments } = await api('GET', `/_emulator/agents/${name}/deployments`);
      expect(deployments.at(-1)).toMatchObject({ outcome: 'ready', secretSet: { name: 'rotate-keys', version } });
    }
    const gamma = await api('GET', '/_emulator/agents/gamma-bot/deployments');
    expect(gamma.deployments.at(-1)).toMatchObject({ outcome: 'failed', secretSet: { name: 'rotate-keys', version } });
    expect(gamma.deployments.find((d: { serving: boolean }) => d.serving).secretSet.version).toBeLessThan(version);

    // The failed agent is selected: Enter reads its logs.
    await app.keys('Enter');
    await app.waitForText('Logs of gamma-bot');
    screen = await app.waitForText(FAILURE);
    expect(screen.replace(/\s+/g, ' ')).toContain('failed: CrashLoopBackOff (exit code 1, 3 restarts)');
    expect(app.history()).not.toContain(NEW);

    // Back to the summary, then out: nothing runs any more, so q quits without asking.
    await app.keys('Escape');
    await app.waitForText("Rolled out 'rotate-keys' to 2 of 3 agents.");
    await app.keys('q');
    await app.waitForText('EXIT=0');
  });
});
