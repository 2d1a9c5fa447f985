// Which agents run values older than their set's last write, end to end against the emulator: a set changed with
// `secrets set` (no --rollout) makes its agents stale in `agents list`, `secrets list SET` and `secrets doctor
// --strict`; `agents redeploy --uses SET --dry-run` lists only them; the rollout redeploys only them and a re-run
// nothing. Then the rollout's re-runs: an interrupted rollout and a write by another tool (a PUT straight to the
// emulator, no marker) — the resumed run redeploys every agent; two processes at once (the lock), --follow, a stale
// lock, a damaged journal.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AgentsClient } from '../../src/api/agents/client.js';
import { createHttpClient } from '../../src/api/http/http.js';
import { journalKey, rolloutTargetName } from '../../src/api/rollout/journal.js';
import { SecretsClient } from '../../src/api/secrets/client.js';
import { rolloutJournalDir } from '../../src/config/paths.js';
import { journalPath } from '../../src/config/rolloutJournal.js';
import { lockPath } from '../../src/config/rolloutLock.js';
import {
  CANARY,
  DIST_MAIN,
  ROOT,
  cleanRunners,
  expectClean,
  markerDirect,
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

const emulatorGet = async (t: TestEmulator, path: string) =>
  (await fetch(`${t.emu.apiHost}${path}`, { headers: { authorization: `Bearer ${t.emu.keys.privateKey}` } })).json();
const forcedOf = async (t: TestEmulator, agent: string) =>
  (
    (await emulatorGet(t, `/_emulator/agents/${agent}/deployments`)) as {
      deployments: Array<{ forced: boolean; id: string }>;
    }
  ).deployments.filter((d) => d.forced);

/** A write by "another tool": a PUT straight to the emulator, no marker kept. */
async function foreignPut(t: TestEmulator, set: string, secrets: Record<string, string>): Promise<void> {
  const res = await fetch(`${t.emu.apiHost}/v1/secrets/${set}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${t.emu.keys.privateKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      secrets: Object.entries(secrets).map(([secretKey, secretValue]) => ({ secretKey, secretValue })),
    }),
  });
  expect(res.status).toBeLessThan(300);
}

const ready = async (t: TestEmulator, set: string) =>
  until(async () =>
    (await clients(t).secrets.listSecretSets()).find((s) => s.name === set)?.status === 'ready' ? true : undefined,
  );

/** A set (written through agentdeck's client with the marker on) and agents that bind it, each ready. */
async function world(t: TestEmulator, set: string, agents: string[]): Promise<void> {
  const http = createHttpClient({ baseUrl: t.emu.apiHost, token: t.emu.keys.privateKey, flavor: 'pipecat' });
  await new SecretsClient({ http, marker: 'on' }).putSecrets(set, { OPENAI_API_KEY: CANARY });
  await ready(t, set);
  const api = clients(t).agents;
  for (const name of agents) await api.createAgent(name, { image: `me/${name}:1`, region: 'us-west', secretSet: set });
  for (const name of agents) {
    await until(async () => {
      const d = await api.getAgent(name);
      return d.ready && d.reconciledDeploymentId === d.desiredDeploymentId ? true : undefined;
    });
  }
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

describe('a set changed without --rollout: every view names the stale agents; the rollout redeploys only them', () => {
  let t: TestEmulator;
  const { run } = cleanRunners(() => t);
  beforeAll(async () => {
    t = await startTestEmulator(100, { deployMs: 300 });
    await world(t, 'voice-keys', ['v-one', 'v-two']);
    await world(t, 'other-keys', ['o-one']);
  }, 60_000);
  afterAll(async () => t?.close());

  it('agents list, secrets list SET, doctor --strict, redeploy --dry-run; then the rollout, and a re-run that does nothing', async () => {
    const write = await run(['secrets', 'set', 'voice-keys', `OPENAI_API_KEY=${CANARY}-rotated`, '-s']);
    expect(write.code, write.stderr).toBe(0);
    expect(await markerDirect(t, 'voice-keys')).toHaveLength(1); // the marker replaced, never added to
    await ready(t, 'voice-keys');

    const list = await run(['agents', 'list']);
    const row = (name: string) => list.stdout.split('\n').find((l) => l.startsWith(name))!;
    expect(row('v-one')).toMatch(/voice-keys\s+⚠ stale since \d\d:\d\d:\d\d UTC/);
    expect(row('v-two')).toMatch(/⚠ stale since/);
    expect(row('o-one')).toMatch(/other-keys\s+current/);
    expect(list.stderr).toContain('2 agents run values older than the last write of a set they bind');

    const set = await run(['secrets', 'list', 'voice-keys']);
    expect(set.stdout).toMatch(
      /^Last write: by agentdeck at \d\d:\d\d:\d\d UTC \(its marker records every key and value\) · emulator version \d+$/m,
    );
    expect(set.stdout).toContain(
      '⚠ 2 of 2 agents run values older than the last write: agentdeck agents redeploy --uses voice-keys',
    );
    expect(set.stdout).not.toContain('AGENTDECK_');

    const doctor = await run(['secrets', 'doctor', '--strict', '--json']);
    expect(doctor.code).toBe(1);
    expect(JSON.parse(doctor.stdout).stale.map((s: { agent: string }) => s.agent)).toEqual(['v-one', 'v-two']);

    // Only the stale agents are planned; nothing is changed.
    const dry = await run(['agents', 'redeploy', '--uses', 'voice-keys', '--dry-run', '--json']);
    expect(dry.code, dry.stderr).toBe(0);
    const plan = JSON.parse(dry.stdout);
    expect(plan.redeploy.map((a: { name: string }) => a.name)).toEqual(['v-one', 'v-two']);
    expect(plan.redeploy[0].why).toMatch(/^stale: runs version \d+ of 'voice-keys'; it is at version \d+$/);
    expect(plan.counts).toMatchObject({ redeploy: 2, follow: 0, skip: 0 });
    expect(dry.stderr).toContain('Dry run: 2 agents would be redeployed, 0 followed, 0 skipped; nothing was changed.');
    expect(await forcedOf(t, 'v-one')).toHaveLength(0);

    const rollout = await run(['agents', 'redeploy', '--uses', 'voice-keys', '-s', '--json']);
    expect(rollout.code, rollout.stderr).toBe(0);
    expect(JSON.parse(rollout.stdout).rolled.map((i: { name: string }) => i.name)).toEqual(['v-one', 'v-two']);
    expect(await forcedOf(t, 'o-one')).toHaveLength(0);

    const again = await run(['agents', 'redeploy', '--uses', 'voice-keys', '-s']);
    expect(again.code).toBe(0);
    expect(again.stderr).toContain("Nothing to redeploy: every agent that uses 'voice-keys' runs it as it is now");
    for (const name of ['v-one', 'v-two']) expect(await forcedOf(t, name)).toHaveLength(1);
    expect((await run(['secrets', 'doctor', '--strict'])).code).toBe(0);
  }, 120_000);
});

describe('re-runs of a rollout', () => {
  let t: TestEmulator;
  beforeAll(async () => {
    // Slow enough deployments that a Ctrl+C lands while one is rolling, and a second process starts meanwhile.
    t = await startTestEmulator(100, { deployMs: 2500 });
    await world(t, 'int-keys', ['i-one', 'i-two', 'i-three']);
    await world(t, 'lock-keys', ['l-one', 'l-two']);
    await world(t, 'follow-keys', ['f-one']);
    for (const set of ['int-keys', 'lock-keys', 'follow-keys'])
      await clients(t).secrets.putSecrets(set, { OPENAI_API_KEY: `${CANARY}-2` });
  }, 90_000);
  afterAll(async () => t?.close());

  it('interrupted, then a write by another tool (a PUT without the marker): the resumed run redeploys every agent, the rolled one too', async () => {
    const first = spawnBin(['agents', 'redeploy', '--uses', 'int-keys', '-s'], t.env);
    await first.stderrHas(/i-one: (waiting|rolling)/);
    first.child.kill('SIGINT');
    expect(await first.exit).toBe(1);
    expect(await forcedOf(t, 'i-one')).toHaveLength(1);
    expect(await forcedOf(t, 'i-two')).toHaveLength(0);

    await foreignPut(t, 'int-keys', { OPENAI_API_KEY: `${CANARY}-from-the-dashboard` });
    await ready(t, 'int-keys');
    const again = spawnBin(['agents', 'redeploy', '--uses', 'int-keys', '-s', '--json'], t.env);
    expect(await again.exit, again.out.stderr).toBe(0);
    expectClean({ code: 0, ...again.out }, [CANARY, ...t.keys]);
    expect(again.out.stderr).toMatch(
      /An earlier run of this rollout started \d+ s ago \(last active \d+ s ago\) and did not finish/,
    );
    expect(again.out.stderr).toMatch(/i-one +us-west +stale: runs version \d+ of 'int-keys'/);
    const summary = JSON.parse(again.out.stdout);
    expect(summary.skipped).toEqual([]);
    expect(summary.rolled.map((i: { name: string }) => i.name)).toEqual(['i-one', 'i-three', 'i-two']);
    expect(await forcedOf(t, 'i-one')).toHaveLength(2);
  }, 120_000);

  it('two processes at once: the second says which process runs the rollout and since when, and exits 1 without redeploying', async () => {
    const first = spawnBin(['agents', 'redeploy', '--uses', 'lock-keys', '-s'], t.env);
    await first.stderrHas(/l-one: (requesting|waiting|rolling)/);
    const second = spawnBin(['agents', 'redeploy', '--uses', 'lock-keys', '-s'], t.env);
    expect(await second.exit).toBe(1);
    expect(second.out.stderr).toMatch(
      new RegExp(
        `Another rollout of 'lock-keys' is in progress: pid ${first.child.pid} on ${hostname()} \\(agentdeck agents redeploy --uses lock-keys\\), since \\d\\d:\\d\\d:\\d\\d UTC \\(\\d+ s ago\\)\\. Nothing was redeployed\\.`,
      ),
    );
    expect(second.out.stderr).toContain('[ROLLOUT_IN_PROGRESS]');
    expect(await first.exit, first.out.stderr).toBe(0);
    for (const name of ['l-one', 'l-two']) expect(await forcedOf(t, name), name).toHaveLength(1);
  }, 120_000);

  it('--follow: the second run follows the first to its end, then redeploys only what is still stale (nothing)', async () => {
    const first = spawnBin(['agents', 'redeploy', '--uses', 'follow-keys', '-s'], t.env);
    await first.stderrHas(/f-one: (requesting|waiting|rolling)/);
    const second = spawnBin(['agents', 'redeploy', '--uses', 'follow-keys', '-s', '--follow'], t.env);
    expect(await second.exit, second.out.stderr).toBe(0);
    expect(second.out.stderr).toMatch(
      /Another rollout of 'follow-keys' is in progress: pid \d+ .*Following it until it ends…/,
    );
    expect(second.out.stderr).toMatch(/ {2}that rollout: 1 of 1 agent ready/);
    expect(second.out.stderr).toContain(
      "Nothing to redeploy: every agent that uses 'follow-keys' runs it as it is now",
    );
    expect(await first.exit).toBe(0);
    expect(await forcedOf(t, 'f-one')).toHaveLength(1);
  }, 120_000);

  it('a lock left by a process that is gone is taken over and said so; a damaged journal is reported, not ignored silently', async () => {
    await clients(t).secrets.putSecrets('lock-keys', { OPENAI_API_KEY: `${CANARY}-3` });
    await ready(t, 'lock-keys');
    const key = journalKey(rolloutTargetName({ apiHost: t.emu.apiHost }), { set: 'lock-keys' });
    const dir = rolloutJournalDir(t.env);
    mkdirSync(dir, { recursive: true });
    const dead = 2 ** 22 + 12_345; // above Linux's pid_max default: no such process
    writeFileSync(
      lockPath(dir, key),
      JSON.stringify({
        pid: dead,
        host: hostname(),
        since: Date.now() - 60_000,
        beat: Date.now() - 1000,
        token: 'x',
        command: 'agentdeck agents redeploy --uses lock-keys',
      }),
    );
    writeFileSync(journalPath(dir, key), '{"key": "half a file');
    const r = spawnBin(['agents', 'redeploy', '--uses', 'lock-keys', '-s', '--no-wait'], t.env);
    expect(await r.exit, r.out.stderr).toBe(0);
    expect(r.out.stderr).toMatch(
      new RegExp(
        `note: an earlier rollout of 'lock-keys' by pid ${dead} on .* left its lock behind \\(process ${dead} is no longer running\\); this run took it over\\.`,
      ),
    );
    expect(r.out.stderr).toMatch(/note: the rollout journal .*\.json is damaged \(not valid JSON\) and was ignored/);
    for (const name of ['l-one', 'l-two']) expect(await forcedOf(t, name), name).toHaveLength(2);
  }, 120_000);

  it('named agents: the second run names them once ("of l-one, l-two", not "of of")', async () => {
    const first = spawnBin(['agents', 'redeploy', 'l-one', 'l-two', '-s'], t.env);
    await first.stderrHas(/l-one: (requesting|waiting|rolling)/);
    const second = spawnBin(['agents', 'redeploy', 'l-one', 'l-two', '-s'], t.env);
    expect(await second.exit).toBe(1);
    expect(second.out.stderr).toMatch(/Another rollout of l-one, l-two is in progress: pid \d+ on /);
    expect(await first.exit, first.out.stderr).toBe(0);
  }, 120_000);
});
