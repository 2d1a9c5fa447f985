// A rollout ends when the old deployment has drained — from the command line, against the emulator's sessions over
// HTTP: live sessions keep an agent "draining" until they end; --drain-timeout passing reports "ready, still
// draining" (exit 1) and a re-run follows the drain without redeploying; the emulator's "old deployment still takes
// sessions" fault is a failure naming the deployment and the sessions; --no-drain; two Ctrl+C during the drain name
// the agents ready but not drained; after it finished, a re-run redeploys nothing.
import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AgentsClient } from '../../src/api/agents/client.js';
import { createHttpClient } from '../../src/api/http/http.js';
import { SecretsClient } from '../../src/api/secrets/client.js';
import {
  CANARY,
  DIST_MAIN,
  ROOT,
  cleanRunners,
  runInProcess,
  startTestEmulator,
  type TestEmulator,
} from './helpers.js';

function clients(t: TestEmulator) {
  const http = createHttpClient({ baseUrl: t.emu.apiHost, token: t.emu.keys.privateKey, flavor: 'pipecat' });
  return { agents: new AgentsClient({ http }), secrets: new SecretsClient({ http }) };
}

async function until<T>(probe: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

async function emulator(t: TestEmulator, method: string, path: string, body?: object): Promise<unknown> {
  const res = await fetch(`${t.emu.apiHost}${path}`, {
    method,
    headers: { authorization: `Bearer ${t.emu.keys.privateKey}`, 'content-type': 'application/json' },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  expect(res.status, `${method} ${path}`).toBe(200);
  return res.json();
}

const startSessions = (t: TestEmulator, agent: string, count: number, durationMs: number | null) =>
  emulator(t, 'POST', `/_emulator/agents/${agent}/sessions`, { count, durationMs }) as Promise<{
    sessions: Array<{ sessionId: string; deploymentId: string }>;
  }>;
const endSessions = (t: TestEmulator, agent: string) =>
  emulator(t, 'POST', `/_emulator/agents/${agent}/sessions/end`, {});
const forcedOf = async (t: TestEmulator, agent: string) =>
  (
    (await emulator(t, 'GET', `/_emulator/agents/${agent}/deployments`)) as {
      deployments: Array<{ id: string; forced: boolean }>;
    }
  ).deployments.filter((d) => d.forced);

/** A set (ready) and one agent that binds it, ready on its first deployment; then the set written again (stale). */
async function staleAgent(t: TestEmulator, set: string, name: string): Promise<string> {
  const { agents, secrets } = clients(t);
  const ready = () =>
    until(async () =>
      (await secrets.listSecretSets()).find((s) => s.name === set)?.status === 'ready' ? true : undefined,
    );
  await secrets.putSecrets(set, { OPENAI_API_KEY: CANARY }, { region: 'us-west' });
  await ready();
  await agents.createAgent(name, { image: `me/${name}:1`, region: 'us-west', secretSet: set });
  const first = await until(async () => {
    const d = await agents.getAgent(name);
    return d.ready && d.reconciledDeploymentId === d.desiredDeploymentId ? d.desiredDeploymentId : undefined;
  });
  await secrets.putSecrets(set, { OPENAI_API_KEY: `${CANARY}-2` });
  await ready();
  return first!;
}

function spawnBin(args: string[], env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, [DIST_MAIN, ...args], { env, cwd: ROOT, stdio: 'pipe' });
  const out = { stdout: '', stderr: '' };
  child.stdout.setEncoding('utf8').on('data', (d: string) => (out.stdout += d));
  child.stderr.setEncoding('utf8').on('data', (d: string) => (out.stderr += d));
  child.stdin.end();
  const exit = new Promise<number | null>((resolve) => child.on('close', resolve));
  return {
    child,
    out,
    exit,
    stderrHas: (pattern: RegExp) => until(async () => (pattern.test(out.stderr) ? true : undefined), 30_000),
  };
}

describe('agents redeploy: the drain', () => {
  let t: TestEmulator;
  const { run } = cleanRunners(() => t);

  beforeAll(async () => {
    t = await startTestEmulator(100, { deployMs: 300 });
  }, 60_000);
  afterAll(async () => t?.close());

  it('live sessions on the old deployment: "draining" until they end, then drained (exit 0); a re-run redeploys nothing', async () => {
    const old = await staleAgent(t, 'live-keys', 'live-one');
    await startSessions(t, 'live-one', 2, 6000);
    const started = Date.now();
    const r = await run(['agents', 'redeploy', '--uses', 'live-keys', '-s', '--json']);
    expect(r.code, r.stderr).toBe(0);
    expect(Date.now() - started).toBeGreaterThanOrEqual(5500);
    expect(r.stderr).toMatch(
      new RegExp(
        `live-one: draining \\(deployment \\w{8}, Active, old 2 · new 0\\) — draining: 2 sessions on deployment ${old.slice(0, 8)} since`,
      ),
    );
    expect(r.stderr).toMatch(/live-one: ready \(deployment \w{8}, Active/);
    expect(r.stderr).toContain('every agent is ready on its new deployment and no session is left on an old one.');
    const summary = JSON.parse(r.stdout);
    expect(summary.rolled[0]).toMatchObject({ name: 'live-one', drain: { state: 'drained', sessions: 0 } });
    expect(summary.draining).toEqual([]);

    const again = await run(['agents', 'redeploy', '--uses', 'live-keys', '-s']);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stderr).toContain("Nothing to redeploy: every agent that uses 'live-keys' runs it as it is now");
    expect(await forcedOf(t, 'live-one')).toHaveLength(1);
  }, 90_000);

  it('--drain-timeout passing: "ready, still draining: N sessions on deployment X since T", exit 1; a re-run follows the drain only', async () => {
    const old = await staleAgent(t, 'slow-keys', 'slow-one');
    await startSessions(t, 'slow-one', 1, null);
    const r = await run(['agents', 'redeploy', '--uses', 'slow-keys', '-s', '--json', '--drain-timeout', '1']);
    expect(r.code, r.stderr).toBe(1);
    expect(r.stderr).toMatch(
      new RegExp(
        `◌ slow-one: ready, still draining: 1 session on deployment ${old.slice(0, 8)} since \\d\\d:\\d\\d:\\d\\d UTC — agentdeck agents redeploy --uses slow-keys follows it without redeploying again`,
      ),
    );
    const summary = JSON.parse(r.stdout);
    expect(summary.ok).toBe(false);
    expect(summary.rolled).toEqual([]);
    expect(summary.draining).toEqual([
      expect.objectContaining({
        name: 'slow-one',
        drain: expect.objectContaining({
          state: 'timedOut',
          sessions: 1,
          deployments: [{ deploymentId: old, active: 1 }],
        }) as unknown,
      }),
    ]);
    expect(summary.options).toMatchObject({ drain: true, drainTimeoutSeconds: 1 });

    // The old session ends; the re-run follows the drain (no redeploy) and ends drained.
    await endSessions(t, 'slow-one');
    const again = await run(['agents', 'redeploy', '--uses', 'slow-keys', '-s', '--json']);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stderr).toMatch(
      /slow-one .*not redeployed again: an earlier run saw deployment \w{8} ready; following its drain/,
    );
    expect(JSON.parse(again.stdout).rolled[0]).toMatchObject({ name: 'slow-one', drain: { state: 'drained' } });
    expect(await forcedOf(t, 'slow-one')).toHaveLength(1);
  }, 90_000);

  it('the old deployment still taking sessions after the new one was ready: a failure naming the deployment and the sessions', async () => {
    const old = await staleAgent(t, 'late-keys', 'late-one');
    await startSessions(t, 'late-one', 1, null);
    await emulator(t, 'PUT', '/_emulator/agents/late-one', {
      supersededTakesSessions: true,
      sessionsPerMinute: 240,
      sessionDurationMs: 30_000,
    });
    try {
      const r = await run(['agents', 'redeploy', '--uses', 'late-keys', '-s', '--json', '--drain-timeout', '20']);
      expect(r.code, r.stderr).toBe(1);
      expect(r.stderr).toMatch(
        new RegExp(
          `✗ failed: late-one — OLD DEPLOYMENT STILL TAKES SESSIONS: superseded deployment ${old.slice(0, 8)} started \\d+ new sessions? after the new one was ready \\([0-9a-f-]{36}`,
        ),
      );
      const failed = JSON.parse(r.stdout).failed[0];
      expect(failed.drain.state).toBe('late');
      expect(failed.drain.late.length).toBeGreaterThan(0);
      for (const s of failed.drain.late) expect(s.deploymentId).toBe(old);
    } finally {
      await emulator(t, 'PUT', '/_emulator/agents/late-one', { supersededTakesSessions: false, sessionsPerMinute: 0 });
      await endSessions(t, 'late-one');
    }
  }, 90_000);

  it('--no-drain: ready is the end (exit 0), the old sessions are not read', async () => {
    await staleAgent(t, 'quick-keys', 'quick-one');
    await startSessions(t, 'quick-one', 1, null);
    const r = await run(['agents', 'redeploy', '--uses', 'quick-keys', '-s', '--json', '--no-drain']);
    expect(r.code, r.stderr).toBe(0);
    const summary = JSON.parse(r.stdout);
    expect(summary.rolled[0].drain).toBeUndefined();
    expect(summary.options).toMatchObject({ drain: false });
    expect(r.stderr).toContain('drain not followed (--no-drain)');
    await endSessions(t, 'quick-one');
  }, 90_000);

  it('two Ctrl+C during the drain: says which agents were ready but not drained; the re-run follows the drain without redeploying', async () => {
    const old = await staleAgent(t, 'int-keys', 'int-one');
    await startSessions(t, 'int-one', 1, null);
    const bin = spawnBin(['agents', 'redeploy', '--uses', 'int-keys', '-s', '--json'], t.env);
    await bin.stderrHas(/int-one: draining .*old 1/);
    bin.child.kill('SIGINT');
    await bin.stderrHas(/Stopping: no new redeploys; following the drain of 1 ready agent to the end/);
    bin.child.kill('SIGINT');
    expect(await bin.exit).toBe(1);
    expect(bin.out.stderr).toContain(`Ready but not drained: int-one (1 session on ${old.slice(0, 8)}).`);
    const first = JSON.parse(bin.out.stdout);
    expect(first.draining).toEqual([
      expect.objectContaining({ name: 'int-one', message: 'draining when following stopped' }),
    ]);

    await endSessions(t, 'int-one');
    const again = await runInProcess(['agents', 'redeploy', '--uses', 'int-keys', '-s', '--json'], t.env);
    expect(again.code, again.stderr).toBe(0);
    expect(JSON.parse(again.stdout).rolled[0]).toMatchObject({ name: 'int-one', drain: { state: 'drained' } });
    expect(await forcedOf(t, 'int-one')).toHaveLength(1);
  }, 90_000);
});
