// Rolling a set change out from the command line, against the emulator's deployments over HTTP: `agents redeploy`
// (names or --uses SET) and `secrets set|unset|image-pull-secret --rollout` — all ready, one failing with and without
// --keep-going, a pending set followed then ready, a failed set, an agent in another region, Ctrl+C midway (SIGINT
// to the spawned bin, once and twice) then a re-run that redeploys nothing twice, no terminal, --json, a terminal.
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
  expectClean,
  runInProcess,
  startTestEmulator,
  type TestEmulator,
} from './helpers.js';

interface Deployment {
  id: string;
  forced: boolean;
  outcome: string;
  secretSet: { name: string; version: number } | null;
}

function clients(t: TestEmulator) {
  const http = createHttpClient({ baseUrl: t.emu.apiHost, token: t.emu.keys.privateKey, flavor: 'pipecat' });
  return { agents: new AgentsClient({ http }), secrets: new SecretsClient({ http }) };
}

async function until<T>(probe: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
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

async function control(t: TestEmulator, agent: string, body: object): Promise<void> {
  const res = await fetch(`${t.emu.apiHost}/_emulator/agents/${agent}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${t.emu.keys.privateKey}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
}

const deploymentsOf = async (t: TestEmulator, agent: string) =>
  ((await emulatorGet(t, `/_emulator/agents/${agent}/deployments`)) as { deployments: Deployment[] }).deployments;
const forcedOf = async (t: TestEmulator, agent: string) => (await deploymentsOf(t, agent)).filter((d) => d.forced);
const versionOf = async (t: TestEmulator, set: string) =>
  ((await emulatorGet(t, `/_emulator/secrets/${set}`)) as { version: number }).version;

/** A set (ready) and agents that bind it, each ready on its first deployment. */
async function world(t: TestEmulator, set: string, agents: string[], region = 'us-west'): Promise<void> {
  const { agents: api, secrets } = clients(t);
  await secrets.putSecrets(set, { OPENAI_API_KEY: CANARY }, { region });
  await until(async () =>
    (await secrets.listSecretSets()).find((s) => s.name === set)?.status === 'ready' ? true : undefined,
  );
  for (const name of agents) await api.createAgent(name, { image: `me/${name}:1`, region, secretSet: set });
  for (const name of agents) {
    await until(async () => {
      const d = await api.getAgent(name);
      return d.ready && d.reconciledDeploymentId === d.desiredDeploymentId ? true : undefined;
    });
  }
}

/** The built bin as a child process whose output can be awaited line by line, and signalled. */
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

describe('agents redeploy', () => {
  let t: TestEmulator;
  const { run, runIn } = cleanRunners(() => t);

  beforeAll(async () => {
    t = await startTestEmulator(100, { deployMs: 300 });
    await world(t, 'keys', ['voice-a', 'voice-b', 'voice-c']);
    await world(t, 'solo-keys', ['solo']);
    await world(t, 'east-keys', ['east-bot'], 'us-east');
    await world(t, 'other-keys', ['bad-a', 'bad-b', 'bad-c']);
  }, 60_000);
  afterAll(async () => t?.close());

  it('--uses SET, no terminal: one plain line per change, every stale agent redeployed once and ready, exit 0; then nothing', async () => {
    // The set changes after its agents were deployed: they all run older values.
    await clients(t).secrets.putSecrets('keys', { OPENAI_API_KEY: `${CANARY}-2` });
    await until(async () =>
      (await clients(t).secrets.listSecretSets()).find((s) => s.name === 'keys')?.status === 'ready' ? true : undefined,
    );
    const version = await versionOf(t, 'keys');
    const r = await run(['agents', 'redeploy', '--uses', 'keys', '-s'], {});
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain(
      `'keys' is at version ${version} (the emulator counts writes): agents whose deployment captured an older one run older values.`,
    );
    expect(r.stderr).toContain(
      "Redeploy 3 agents — 1 at a time, stop at the first failure, follow each until ready (timeout 10 min), then until no session is left on the old deployment (drain timeout each agent's max session duration + 30 s, at most 1 h):",
    );
    expect(r.stderr).toMatch(
      new RegExp(`voice-a +us-west +stale: runs version ${version - 1} of 'keys'; it is at version ${version}`),
    );
    expect(r.stderr).toContain(
      'A redeploy does not interrupt live sessions: they continue on the previous revision while the new one validates',
    );
    for (const name of ['voice-a', 'voice-b', 'voice-c']) {
      const forced = await forcedOf(t, name);
      expect(forced, name).toHaveLength(1);
      expect(forced[0]).toMatchObject({ outcome: 'ready', secretSet: { name: 'keys', version } });
      expect(r.stderr).toContain(`${name}: requesting`);
      expect(r.stderr).toMatch(new RegExp(`${name}: ready \\(deployment ${forced[0].id.slice(0, 8)}, Active\\)`));
    }
    // One at a time: voice-b was requested after voice-a was ready (its drain holds no slot: read at once, drained).
    expect(r.stderr.indexOf('voice-b: requesting')).toBeGreaterThan(r.stderr.indexOf('voice-a: draining'));
    expect(r.stderr).toMatch(/voice-a: draining \(deployment \w{8}, Active\) — ready; reading its sessions/);
    expect(r.stderr).toContain(
      "Rolled out 'keys' to 3 of 3 agents: every agent is ready on its new deployment and no session is left on an old one.",
    );
    expect(r.stderr).not.toMatch(/\u001b\[/); // no terminal: no cursor movement

    // Run again: every agent runs the set as it is now — nothing is redeployed.
    const again = await run(['agents', 'redeploy', '--uses', 'keys', '-s', '--json']);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stderr).toContain('Skip 3 agents that already run the set as it is now:');
    expect(again.stderr).toContain(
      "Nothing to redeploy: every agent that uses 'keys' runs it as it is now (--all redeploys them anyway).",
    );
    expect(JSON.parse(again.stdout)).toMatchObject({
      ok: true,
      rolled: [],
      skipped: [{ name: 'voice-a' }, { name: 'voice-b' }, { name: 'voice-c' }],
    });
    for (const name of ['voice-a', 'voice-b', 'voice-c']) expect(await forcedOf(t, name), name).toHaveLength(1);
  }, 90_000);

  it('--json: one summary object on stdout; names the deployments; exit 0', async () => {
    const r = await run(['agents', 'redeploy', 'solo', '-s', '--json']);
    expect(r.code, r.stderr).toBe(0);
    const summary = JSON.parse(r.stdout);
    const forced = await forcedOf(t, 'solo');
    expect(summary).toEqual({
      ok: true,
      set: null,
      rolled: [
        {
          name: 'solo',
          deploymentId: forced.at(-1)!.id,
          sessions: 0,
          drain: expect.objectContaining({ state: 'drained', sessions: 0, deployments: [] }) as unknown,
        },
      ],
      draining: [],
      skipped: [],
      failed: [],
      requestedNotReady: [],
      notStarted: [],
      refused: [],
      resumed: false,
      options: {
        parallel: 1,
        keepGoing: false,
        timeoutSeconds: 600,
        wait: true,
        drain: true,
        drainTimeoutSeconds: null,
      },
    });
  }, 60_000);

  it('one failing agent stops the rollout (the rest not started), exit 1 naming it; --keep-going goes on', async () => {
    await control(t, 'bad-b', { failDeployments: 'KeyError: OPENAI_API_KEY' });
    const stop = await run(['agents', 'redeploy', 'bad-a', 'bad-b', 'bad-c', '-s']);
    expect(stop.code).toBe(1);
    expect(stop.stderr).toContain(
      '✗ failed: bad-b — CrashLoopBackOff (Error, exit 1): KeyError: OPENAI_API_KEY (logs: agentdeck agents logs bad-b)',
    );
    expect(stop.stderr).toContain('– not started: bad-c — agentdeck agents redeploy bad-a bad-b bad-c redeploys them');
    expect(await forcedOf(t, 'bad-c')).toHaveLength(0);
    expect(await forcedOf(t, 'bad-a')).toHaveLength(1);

    const going = await run(['agents', 'redeploy', 'bad-a', 'bad-b', 'bad-c', '-s', '--keep-going', '--json']);
    expect(going.code).toBe(1);
    const summary = JSON.parse(going.stdout);
    // bad-a was rolled by the first run: the re-run continues it (skipped), bad-b is redeployed again, bad-c at last.
    expect(summary.skipped.map((i: { name: string }) => i.name)).toEqual(['bad-a']);
    expect(summary.failed.map((i: { name: string }) => i.name)).toEqual(['bad-b']);
    expect(summary.rolled.map((i: { name: string }) => i.name)).toEqual(['bad-c']);
    expect(summary.ok).toBe(false);
    expect(await forcedOf(t, 'bad-a')).toHaveLength(1);
    expect(await forcedOf(t, 'bad-b')).toHaveLength(2);
    await control(t, 'bad-b', { failDeployments: null });
  }, 90_000);

  it('an agent in another region than the set is refused before any request, naming both regions; exit 1', async () => {
    const { secrets } = clients(t);
    // The set moves to another region under its agent.
    await secrets.deleteSecretSet('east-keys');
    await secrets.putSecrets('east-keys', { K: 'v' }, { region: 'eu-central' });
    await until(async () =>
      (await secrets.listSecretSets()).find((s) => s.name === 'east-keys')?.status === 'ready' ? true : undefined,
    );
    const before = (await deploymentsOf(t, 'east-bot')).length;
    const r = await run(['agents', 'redeploy', '--uses', 'east-keys', '-s', '--json']);
    expect(r.code).toBe(1);
    const message =
      "agent 'east-bot' is in region us-east but secret set 'east-keys' is in eu-central: a redeploy would be refused (they must be in the same region)";
    expect(JSON.parse(r.stdout).refused).toEqual([{ name: 'east-bot', message }]);
    expect(r.stderr).toContain(`refused: ${message}`);
    expect((await deploymentsOf(t, 'east-bot')).length).toBe(before);
  }, 60_000);

  it('usage errors exit 2 before anything is sent: names and --uses, neither, a bad name, --parallel 0; no terminal without -s names -s', async () => {
    const cases: Array<[string[], RegExp]> = [
      [['agents', 'redeploy', 'a', '--uses', 'keys', '-s'], /name agents or pass --uses SET, not both/],
      [['agents', 'redeploy', '-s'], /name the agents to redeploy, or pass --uses SET/],
      [['agents', 'redeploy', 'bad name', '-s'], /agent name/],
      [['agents', 'redeploy', 'a', '--parallel', '0', '-s'], /--parallel: must be a positive whole number/],
      [['agents', 'redeploy', 'a', '--timeout', 'soon', '-s'], /--timeout: must be a number > 0/],
      [['agents', 'redeploy', 'voice-a'], /needs confirmation but stdin is not a terminal; pass --skip \(-s\)/],
    ];
    for (const [args, message] of cases) {
      const r = await runIn(args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.stderr, args.join(' ')).toMatch(message);
    }
    expect(await forcedOf(t, 'voice-a')).toHaveLength(1);
  });

  it('on a terminal: the plan, a confirmation naming the live sessions, then one live line per agent redrawn in place', async () => {
    await control(t, 'solo', { activeSessionCount: 2 });
    const no = await runInProcess(['agents', 'redeploy', 'solo'], t.env, {
      isTTY: true,
      stderrIsTTY: true,
      input: 'n\n',
    });
    expect(no.code).toBe(1);
    expect(no.stderr).toContain('Redeploy 1 agent (2 live sessions continue on the previous revision)? [y/N]');
    expect(no.stderr).toContain('Redeploy cancelled; nothing was changed.');
    await control(t, 'solo', { activeSessionCount: 1 });
    const one = await runInProcess(['agents', 'redeploy', 'solo'], t.env, {
      isTTY: true,
      stderrIsTTY: true,
      input: 'n\n',
    });
    expect(one.stderr).toContain('Redeploy 1 agent (1 live session continues on the previous revision)? [y/N]');
    await control(t, 'solo', { activeSessionCount: 2 });
    const before = (await forcedOf(t, 'solo')).length;
    const yes = await runInProcess(['agents', 'redeploy', 'solo'], t.env, {
      isTTY: true,
      stderrIsTTY: true,
      input: 'y\n',
    });
    expectClean(yes, [CANARY, ...t.keys]);
    expect(yes.code, yes.stderr).toBe(0);
    expect((await forcedOf(t, 'solo')).length).toBe(before + 1);
    // Each draw clears its lines; every redraw first moves back up over the previous one.
    expect(yes.stderr).toContain('\u001b[2K');
    expect(yes.stderr).toContain('\r\u001b[1A');
    const final = yes.stderr.split('\u001b[2K').at(-1)!;
    expect(final).toMatch(/^✓ solo\s+ready\s+[0-9a-f]{8} Active\s+\d+:\d\d\s+2 live sessions\n/);
    expect(yes.stderr).not.toContain('solo: requesting'); // no plain lines on a terminal
    await control(t, 'solo', { activeSessionCount: 0 });
  }, 60_000);
});

describe('the set: pending followed, failed stops', () => {
  let t: TestEmulator;
  const { run } = cleanRunners(() => t);

  beforeAll(async () => {
    t = await startTestEmulator(100, { deployMs: 300 });
    await world(t, 'slow-keys', ['slow-a', 'slow-b']);
    await world(t, 'pull-keys', ['pull-a']);
  }, 60_000);
  afterAll(async () => t?.close());

  it('secrets set --rollout: the write, then the set pending → ready followed, then each agent redeployed on the new version', async () => {
    // This write's set takes a while to provision.
    const { secrets } = clients(t);
    const before = await versionOf(t, 'slow-keys');
    const r = await run(['secrets', 'set', 'slow-keys', `OPENAI_API_KEY=${CANARY}-new`, '--rollout', '-s', '--json']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toContain(
      "warning: 'slow-keys' is used by 2 agents (slow-a, slow-b): they will be redeployed after the write (--rollout).",
    );
    expect(r.stderr).toContain("secret set 'slow-keys': ready");
    const out = JSON.parse(r.stdout);
    expect(out).toMatchObject({
      name: 'slow-keys',
      overwritten: ['OPENAI_API_KEY'],
      usedBy: ['slow-a', 'slow-b'],
      rollout: { ok: true, set: { name: 'slow-keys', status: 'ready' } },
    });
    expect(out.rollout.rolled.map((i: { name: string }) => i.name)).toEqual(['slow-a', 'slow-b']);
    const version = await versionOf(t, 'slow-keys');
    expect(version).toBe(before + 1);
    for (const name of ['slow-a', 'slow-b'])
      expect((await forcedOf(t, name))[0].secretSet).toEqual({ name: 'slow-keys', version });
    expect((await secrets.listSecretSets()).find((s) => s.name === 'slow-keys')?.status).toBe('ready');
  }, 60_000);

  it('agents redeploy --uses while the set is pending: the set is followed, nothing is redeployed before it is ready', async () => {
    const slow = await startTestEmulator(2000, { deployMs: 300 });
    try {
      await world(slow, 'later-keys', ['later-a']);
      await clients(slow).secrets.putSecrets('later-keys', { K: 'v2' });
      const r = await runInProcess(['agents', 'redeploy', '--uses', 'later-keys', '-s'], slow.env);
      expectClean(r, [CANARY, ...slow.keys]);
      expect(r.code, r.stderr).toBe(0);
      expect(r.stderr).toMatch(/secret set 'later-keys': pending — waiting for it to be ready before any redeploy/);
      expect(r.stderr.indexOf("secret set 'later-keys': ready")).toBeLessThan(r.stderr.indexOf('later-a: requesting'));
      // The emulator refuses (409) a redeploy binding a pending set: a deployment exists, so it came after.
      const forced = await forcedOf(slow, 'later-a');
      expect(forced).toHaveLength(1);
      expect(forced[0]).toMatchObject({
        outcome: 'ready',
        secretSet: { name: 'later-keys', version: await versionOf(slow, 'later-keys') },
      });
    } finally {
      await slow.close();
    }
  }, 60_000);

  it('a failed set stops the rollout before any redeploy with its errorMessage, exit 1 (agents redeploy and --rollout)', async () => {
    const { secrets, agents } = clients(t);
    await secrets.putImagePullSecret('reg', { host: 'https://ghcr.io', credentials: 'ann:pw' });
    await until(async () =>
      (await secrets.listSecretSets()).find((s) => s.name === 'reg')?.status === 'ready' ? true : undefined,
    );
    await agents.createAgent('puller', { image: 'me/puller:1', imagePullSecretSet: 'reg' });
    // Credentials that are not base64 of user:password: the pull secret ends failed.
    await secrets.putImagePullSecret('reg', { host: 'https://ghcr.io', credentials: 'not base64', encode: false });
    await until(async () =>
      (await secrets.listSecretSets()).find((s) => s.name === 'reg')?.status === 'failed' ? true : undefined,
    );
    const r = await run(['agents', 'redeploy', '--uses', 'reg', '-s', '--json']);
    expect(r.code).toBe(1);
    const summary = JSON.parse(r.stdout);
    expect(summary).toMatchObject({
      ok: false,
      stoppedBecause: 'setFailed',
      set: { name: 'reg', type: 'imagePullSecret', status: 'failed' },
    });
    expect(summary.set.errorMessage).toContain("not valid base64 of 'username:password'");
    expect(summary.notStarted.map((i: { name: string }) => i.name)).toEqual(['puller']);
    expect(r.stderr).toMatch(
      /the image pull secret 'reg' failed to provision: Image pull secret credentials are not valid base64.*; nothing was redeployed\./,
    );
    expect(await forcedOf(t, 'puller')).toHaveLength(0);

    const again = await run([
      'secrets',
      'image-pull-secret',
      'reg',
      'https://ghcr.io',
      'still not base64',
      '--no-encode',
      '--rollout',
      '-s',
      '--json',
    ]);
    expect(again.code).toBe(1);
    expect(JSON.parse(again.stdout)).toMatchObject({
      name: 'reg',
      rollout: { stoppedBecause: 'setFailed', set: { status: 'failed' } },
    });
    expect(await forcedOf(t, 'puller')).toHaveLength(0);
  }, 60_000);

  it('secrets unset --rollout and image-pull-secret --rollout redeploy the agents that use the set', async () => {
    await control(t, 'pull-a', { activeSessionCount: 1 });
    const r = await run(['secrets', 'unset', 'pull-keys', 'OPENAI_API_KEY', '--rollout', '-s']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toContain('pull-a  us-west     1 live session');
    expect(r.stderr).toContain(
      "Rolled out 'pull-keys' to 1 of 1 agent: every agent is ready on its new deployment and no session is left on an old one.",
    );
    expect(await forcedOf(t, 'pull-a')).toHaveLength(1);
  }, 60_000);
});

describe('Ctrl+C midway, then the same command again', () => {
  let t: TestEmulator;

  beforeAll(async () => {
    // Slow enough deployments that a Ctrl+C lands while one is rolling.
    t = await startTestEmulator(100, { deployMs: 2500 });
    await world(t, 'ctrl-keys', ['c-one', 'c-two', 'c-three']);
    await world(t, 'hard-keys', ['h-one', 'h-two']);
    // Both sets change after their agents were deployed.
    for (const set of ['ctrl-keys', 'hard-keys'])
      await clients(t).secrets.putSecrets(set, { OPENAI_API_KEY: `${CANARY}-2` });
  }, 60_000);
  afterAll(async () => t?.close());

  it('one Ctrl+C: no new redeploys, the one in flight followed to ready, the rest listed as not started (exit 1); the re-run redeploys only those', async () => {
    const bin = spawnBin(['agents', 'redeploy', '--uses', 'ctrl-keys', '-s'], t.env);
    await bin.stderrHas(/c-one: waiting/);
    bin.child.kill('SIGINT');
    expect(await bin.exit).toBe(1);
    expectClean({ code: 1, ...bin.out }, [CANARY, ...t.keys]);
    expect(bin.out.stderr).toContain(
      'Stopping: no new redeploys; following the 1 agent in flight to the end (Ctrl+C again to stop following).',
    );
    expect(bin.out.stderr).toMatch(/✓ rolled: c-one \(deployment [0-9a-f]{8}\)/);
    expect(bin.out.stderr).toContain(
      '– not started: c-three, c-two — agentdeck agents redeploy --uses ctrl-keys redeploys them',
    );
    expect(await forcedOf(t, 'c-one')).toHaveLength(1);
    expect(await forcedOf(t, 'c-two')).toHaveLength(0);

    const again = spawnBin(['agents', 'redeploy', '--uses', 'ctrl-keys', '-s', '--json'], t.env);
    expect(await again.exit, again.out.stderr).toBe(0);
    const summary = JSON.parse(again.out.stdout);
    expect(summary.resumed).toBe(true);
    expect(summary.skipped.map((i: { name: string }) => i.name)).toEqual(['c-one']);
    expect(summary.skipped[0].message).toBe("runs the set as it is now: it captured the set's current version");
    expect(summary.rolled.map((i: { name: string }) => i.name)).toEqual(['c-three', 'c-two']);
    expect(again.out.stderr).toMatch(
      /An earlier run of this rollout started \d+ s ago \(last active \d+ s ago\) and did not finish; each agent is checked again against the set as it is now\./,
    );
    for (const name of ['c-one', 'c-two', 'c-three']) expect(await forcedOf(t, name), name).toHaveLength(1);

    // Finished and current: nothing again; --all redeploys every agent.
    const third = await runInProcess(['agents', 'redeploy', '--uses', 'ctrl-keys', '-s', '--no-wait', '--json'], t.env);
    expect(third.code, third.stderr).toBe(0);
    expect(JSON.parse(third.stdout).skipped).toHaveLength(3);
    const forced = await runInProcess(
      ['agents', 'redeploy', '--uses', 'ctrl-keys', '--all', '-s', '--no-wait', '--json'],
      t.env,
    );
    expect(forced.code, forced.stderr).toBe(0);
    expect(JSON.parse(forced.stdout).requestedNotReady).toHaveLength(3);
  }, 120_000);

  it('two Ctrl+C: following stops, the agent in flight is "requested, not yet ready"; the re-run follows it without redeploying it again', async () => {
    const bin = spawnBin(['agents', 'redeploy', '--uses', 'hard-keys', '-s', '--json'], t.env);
    await bin.stderrHas(/h-one: waiting/);
    bin.child.kill('SIGINT');
    await bin.stderrHas(/Stopping: no new redeploys/);
    bin.child.kill('SIGINT');
    expect(await bin.exit).toBe(1);
    const first = JSON.parse(bin.out.stdout);
    const requested = (await forcedOf(t, 'h-one'))[0].id;
    expect(first.requestedNotReady).toEqual([expect.objectContaining({ name: 'h-one', deploymentId: requested })]);
    expect(first.notStarted.map((i: { name: string }) => i.name)).toEqual(['h-two']);
    expect(bin.out.stderr).toContain('Stopped following: agents in flight are listed as requested, not yet ready.');

    const again = await runInProcess(['agents', 'redeploy', '--uses', 'hard-keys', '-s', '--json'], t.env);
    expect(again.code, again.stderr).toBe(0);
    const summary = JSON.parse(again.stdout);
    expect(summary.rolled.map((i: { name: string; deploymentId: string }) => [i.name, i.deploymentId])).toEqual([
      ['h-one', requested],
      ['h-two', (await forcedOf(t, 'h-two'))[0].id],
    ]);
    expect(again.stderr).toContain(`Follow 1 agent already being redeployed (not redeployed again):`);
    expect(again.stderr).toMatch(
      /h-one +us-west +not redeployed: deployment [0-9a-f]{8}, made after the last write, is rolling; following it/,
    );
    expect(await forcedOf(t, 'h-one')).toHaveLength(1); // followed, never redeployed twice
  }, 120_000);
});
