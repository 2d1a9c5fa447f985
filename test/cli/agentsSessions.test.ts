// `agents sessions`, the sessions in `agents status`, and the new `agents logs` filters against the emulator over HTTP:
// sessions per deployment (serving, superseded and draining, counts), a superseded deployment that started sessions
// after the new one was ready (the emulator's fault), --status/--deployment/--limit/--json, both revisions with
// their sessions; logs by --since/--until/--query/--session/--level; and --follow printing a burst of 250 lines that
// arrive between two polls (three pages) whole, each line once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AgentsClient } from '../../src/api/agents/client.js';
import { createHttpClient } from '../../src/api/http/http.js';
import { CANARY, cleanRunners, runInProcess, startTestEmulator, type TestEmulator } from './helpers.js';

let t: TestEmulator;
let agents: AgentsClient;
const { run, runIn } = cleanRunners(() => t);
let oldId: string;
let newId: string;

async function until<T>(probe: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

async function control(method: string, path: string, body: object): Promise<any> {
  const res = await fetch(`${t.emu.apiHost}${path}`, {
    method,
    headers: { authorization: `Bearer ${t.emu.keys.privateKey}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
  return res.json();
}
const ready = (name: string) => until(async () => ((await agents.getAgent(name)).ready ? true : undefined));

beforeAll(async () => {
  t = await startTestEmulator(100, { deployMs: 200 });
  agents = new AgentsClient({
    http: createHttpClient({ baseUrl: t.emu.apiHost, token: t.emu.keys.privateKey, flavor: 'pipecat' }),
  });
  oldId = (await agents.createAgent('voice', { image: 'me/voice:1' })).desiredDeploymentId!;
  await ready('voice');
  await control('POST', '/_emulator/agents/voice/sessions', { count: 2 });
  await control('POST', '/_emulator/agents/voice/sessions/end', {});
  await control('POST', '/_emulator/agents/voice/sessions', { count: 3 });
  await control('PUT', '/_emulator/agents/voice', { supersededTakesSessions: true });
  newId = (await agents.redeployAgent('voice')).desiredDeploymentId!;
  await ready('voice');
  await new Promise((r) => setTimeout(r, 1100)); // a second later than "ready", so the next start is late by any reading
  await control('POST', '/_emulator/agents/voice/sessions', { count: 2 }); // the fault: one on the old, one on the new
  await agents.createAgent('quiet', { image: 'me/quiet:1' });
  await ready('quiet');
});
afterAll(async () => t?.close());

describe('agents sessions', () => {
  it('per deployment: the serving one, the superseded one still draining with counts, and the late session named', async () => {
    const r = await run(['agents', 'sessions', 'voice']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain(`Agent voice · serving ${newId} (ready since `);
    expect(r.stdout).toMatch(new RegExp(`${newId} {2}serving · Active · 1 active, 0 ended`));
    expect(r.stdout).toMatch(new RegExp(`${oldId} {2}superseded, draining · Draining · 4 active, 2 ended`));
    expect(r.stdout).toMatch(
      new RegExp(`⚠ Deployment ${oldId} is superseded but started 1 session after ${newId.slice(0, 8)} was ready`),
    );
    expect(r.stdout).toContain(`Drain: still draining — 4 on ${oldId.slice(0, 8)}`);
    const rows = r.stdout.split('\n').filter((l) => /^[0-9a-f-]{36} {2}/.test(l));
    expect(rows).toHaveLength(7);
    expect(rows.filter((l) => l.includes(' active '))).toHaveLength(5);
  });

  it('--json, --status, --deployment and --limit', async () => {
    const r = await run(['agents', 'sessions', 'voice', '--json', '--status', 'ended']);
    const out = JSON.parse(r.stdout);
    expect(out).toMatchObject({
      name: 'voice',
      servingDeploymentId: newId,
      drained: false,
      activeOnSuperseded: 4,
      total: 2,
    });
    expect(out.lateSessions).toHaveLength(1);
    expect(out.sessions.every((s: { active: boolean; endedAt: string }) => !s.active && s.endedAt)).toBe(true);
    const one = JSON.parse((await run(['agents', 'sessions', 'voice', '--json', '-d', newId, '-n', '1'])).stdout);
    expect(one.deployments.map((d: { deploymentId: string }) => d.deploymentId)).toEqual([newId]);
    expect(one.sessions).toHaveLength(1);
    const limited = await runIn(['agents', 'sessions', 'voice', '--limit', '2']);
    expect(limited.stderr).toContain('Showing the newest 2 of 7 sessions (--limit to see more).');
  });

  it('on the org-scoped path (user token) the same; an unknown agent exits 1, a bad status 2', async () => {
    const r = await runIn(['agents', 'sessions', 'voice', '--json', '-o', 'local'], {
      PIPECAT_API_KEY: '',
      PIPECAT_TOKEN: t.emu.keys.userToken,
    });
    expect(r.code, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ servingDeploymentId: newId, activeOnSuperseded: 4 });
    const missing = await runIn(['agents', 'sessions', 'nobody']);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/No agent named 'nobody'/);
    expect((await runIn(['agents', 'sessions', 'voice', '--status', 'gone'])).code).toBe(2);
    const none = await runIn(['agents', 'sessions', 'quiet']);
    expect(none.stdout).toContain('serving · Active · 0 active, 0 ended');
    expect(none.stdout).not.toContain('Drain:'); // nothing superseded
    expect(none.stderr).toContain('No sessions.');
  });
});

describe('agents status with sessions', () => {
  it('both revisions with their phase and active sessions, the drain, and the late session', async () => {
    const r = await run(['agents', 'status', 'voice']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(new RegExp(`current   ${newId} {2}Active · .* · 1 active session\\n`));
    expect(r.stdout).toMatch(new RegExp(`previous  ${oldId} {2}Draining · 4 ready · .* · 4 active sessions`));
    expect(r.stdout).toContain(`Drain: still draining — 4 on ${oldId.slice(0, 8)}`);
    expect(r.stdout).toContain(`⚠ Deployment ${oldId} is superseded but started 1 session after`);
    const json = JSON.parse((await run(['agents', 'status', 'voice', '--json'])).stdout);
    expect(json.sessions).toMatchObject({ servingDeploymentId: newId, activeOnSuperseded: 4, drained: false });
    const quiet = await runIn(['agents', 'status', 'quiet']);
    expect(quiet.stdout).not.toContain('Drain:');
  });
});

describe('agents logs filters', () => {
  it('--session, --query, --level, --since and --until', async () => {
    const [session] = (await agents.listSessions('voice', { status: 'ended', limit: 1 })).sessions;
    const own = await runIn(['agents', 'logs', 'voice', '--session', session.sessionId, '--json']);
    expect(own.code, own.stderr).toBe(0);
    expect(JSON.parse(own.stdout).logs.map((l: { log: string }) => l.log)).toEqual([
      expect.stringContaining(`Session ${session.sessionId} started`),
      expect.stringContaining(`Session ${session.sessionId} ended: HTTP_COMPLETED`),
    ]);
    const drain = await runIn(['agents', 'logs', 'voice', '--query', 'draining']);
    expect(drain.stdout.trim().split('\n')).toEqual([
      expect.stringContaining(`Deployment ${oldId} draining: new sessions go to ${newId}`),
    ]);
    await control('POST', '/_emulator/agents/quiet/sessions', { count: 1 });
    const [q] = (await agents.listSessions('quiet', { status: 'active' })).sessions;
    await control('POST', '/_emulator/agents/quiet/sessions/end', {
      sessionIds: [q.sessionId],
      completionStatus: '500',
    });
    const errors = await runIn(['agents', 'logs', 'quiet', '--level', 'error']);
    expect(errors.stdout.trim().split('\n')).toEqual([
      expect.stringMatching(new RegExp(`ERROR +Session ${q.sessionId} ended: 500$`)),
    ]);
    const future = await runIn(['agents', 'logs', 'voice', '--since', '2099-01-01']);
    expect(future.stdout).toBe('');
    expect(future.stderr).toContain("No log lines for 'voice'");
    const past = await runIn(['agents', 'logs', 'voice', '--until', '2000-01-01T00:00:00Z']);
    expect(past.stdout).toBe('');
    const recent = await runIn(['agents', 'logs', 'voice', '--since', '1h', '--until', '0s', '-n', '1000', '--json']);
    expect(JSON.parse(recent.stdout).logs.length).toBeGreaterThan(10);
  });

  it('refuses bad values naming the option, and --until with --follow', async () => {
    for (const [args, message] of [
      [['--since', 'yesterday'], "--since: 'yesterday' is not a duration back from now"],
      [['--since', '1h', '--until', '2h'], '--since must be before --until'],
      [['--until', '1h', '--follow'], '--until cannot be used with --follow'],
      [['--level', 'loud'], "argument 'loud' is invalid"],
      [['--session', 'a/b'], '--session: a session id'],
    ] as const) {
      const r = await runIn(['agents', 'logs', 'voice', ...args]);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.stderr).toContain(message);
    }
  });
});

describe('agents logs --follow', () => {
  it('prints a burst of 250 lines that arrived between two polls whole, each once', async () => {
    await control('PUT', '/_emulator/agents/quiet', { supersededTakesSessions: false });
    const env = { ...t.env };
    let polls = 0;
    // The injected sleep paces the polls: the burst is started while the command sleeps before its second poll.
    let burst: Promise<unknown> | undefined;
    const running = runInProcess(['agents', 'logs', 'quiet', '--follow', '--limit', '5'], env, {
      deps: {
        sleep: async () => {
          polls++;
          if (polls === 2) burst = control('POST', '/_emulator/agents/quiet/sessions', { count: 250 });
          if (burst) await burst;
          await new Promise((r) => setTimeout(r, 30));
        },
      },
    });
    let printed: string[] = [];
    const done = until(async () => (polls > 4 ? true : undefined), 30_000);
    await done;
    process.emit('SIGINT');
    const result = await running;
    expect(result.code, result.stderr).toBe(0);
    printed = result.stdout.trimEnd().split('\n');
    const ids = ((await burst) as { sessions: Array<{ sessionId: string }> }).sessions.map((x) => x.sessionId);
    expect(ids).toHaveLength(250);
    for (const id of ids)
      expect(
        printed.filter((l) => l.includes(`Session ${id} started`)),
        id,
      ).toHaveLength(1);
    expect(new Set(printed).size).toBe(printed.length);
    expect(result.stderr).not.toContain('were not printed');
    expect(result.stdout).not.toContain(CANARY);
  }, 60_000);
});
