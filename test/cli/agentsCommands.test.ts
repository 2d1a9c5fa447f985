// `agents list`, `agents status` and `agents logs` against the emulator over HTTP: the table and --json, statuses
// (ready, scaled to zero, failed with its message), bound sets with ⚠ problems, one agent's revisions and bindings,
// the logs oldest first, --follow printing new lines once each until Ctrl+C (SIGINT to the spawned bin: exit 0).
import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AgentsClient } from '../../src/api/agents/client.js';
import { createHttpClient } from '../../src/api/http/http.js';
import { SecretsClient } from '../../src/api/secrets/client.js';
import { CANARY, DIST_MAIN, ROOT, cleanRunners, expectClean, startTestEmulator, type TestEmulator } from './helpers.js';

let t: TestEmulator;
let agents: AgentsClient;
let secrets: SecretsClient;
const { run, runIn } = cleanRunners(() => t);

async function until<T>(probe: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

async function control(agent: string, body: object): Promise<void> {
  const res = await fetch(`${t.emu.apiHost}/_emulator/agents/${agent}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${t.emu.keys.privateKey}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
}

const readySet = async (name: string, region = 'us-west') => {
  await secrets.putSecrets(name, { OPENAI_API_KEY: CANARY }, { region });
  await until(async () =>
    (await secrets.listSecretSets()).find((s) => s.name === name)?.status === 'ready' ? true : undefined,
  );
};
const settled = (name: string) =>
  until(async () => {
    const d = await agents.getAgent(name);
    return d.reconciledDeploymentId === d.desiredDeploymentId && (d.ready || d.currentRevision?.phase === 'Failed')
      ? d
      : undefined;
  });

beforeAll(async () => {
  t = await startTestEmulator(100, { deployMs: 300 });
  const http = createHttpClient({ baseUrl: t.emu.apiHost, token: t.emu.keys.privateKey, flavor: 'pipecat' });
  agents = new AgentsClient({ http });
  secrets = new SecretsClient({ http });
  await readySet('keys');
  await readySet('moving');
  await agents.createAgent('busy', { image: 'me/busy:1', secretSet: 'keys' });
  await agents.createAgent('idle', { image: 'me/idle:1', secretSet: 'keys' });
  await agents.createAgent('broken', { image: 'me/broken:1', secretSet: 'keys' });
  await agents.createAgent('mover', { image: 'me/mover:1', secretSet: 'moving' });
  await control('busy', { activeSessionCount: 2 });
  for (const name of ['busy', 'idle', 'broken', 'mover']) await settled(name);
  await control('broken', { failDeployments: 'ValueError: bad config' });
  await agents.redeployAgent('broken');
  await settled('broken');
  // The set moves to another region under its agent.
  await secrets.deleteSecretSet('moving');
  await readySet('moving', 'eu-central');
}, 60_000);
afterAll(async () => t?.close());

describe('agents list', () => {
  it('a table: region, status (glyph + word), sets with ⚠ problems, pull secret, live sessions; notes under a row', async () => {
    const r = await run(['agents', 'list']);
    expect(r.code, r.stderr).toBe(0);
    const lines = r.stdout.split('\n');
    expect(lines[0]).toMatch(/^NAME\s+REGION\s+STATUS\s+SECRET SETS\s+VALUES\s+PULL SECRET\s+SESSIONS$/);
    expect(lines.find((l) => l.startsWith('busy'))).toMatch(/^busy\s+us-west\s+● ready\s+keys\s+current\s+–\s+2$/);
    expect(lines.find((l) => l.startsWith('idle'))).toMatch(
      /^idle\s+us-west\s+○ scaled to zero\s+keys\s+current\s+–\s+0$/,
    );
    const broken = lines.findIndex((l) => l.startsWith('broken'));
    expect(lines[broken]).toMatch(/✖ failed/);
    expect(lines[broken + 1]).toContain('↳ ValueError: bad config');
    // Its newest deployment failed: the older one serves, and which values that one runs is not known.
    expect(lines[broken]).toMatch(/keys\s+\? unknown/);
    const mover = lines.findIndex((l) => l.startsWith('mover'));
    expect(lines[mover]).toMatch(/moving ⚠/);
    expect(lines[mover + 1]).toBe(
      "  ↳ ⚠ agent 'mover' is in region us-west but its secret set 'moving' is in eu-central: they must be in the same region",
    );
    // 'moving' was made again after mover's deployment: it runs the values of the set before.
    expect(lines[mover]).toMatch(/⚠ stale/);
    expect(lines[mover + 2]).toBe("  ↳ ⚠ runs version 1 of 'moving'; it is at version 2");
    expect(r.stderr).toContain(
      '1 agent runs values older than the last write of a set it binds: agentdeck agents redeploy --uses SET',
    );
  });

  it('--json: one document per agent with status, bindings, sessions and problems; -r filters', async () => {
    const r = await run(['agents', 'list', '--json']);
    expect(r.code).toBe(0);
    const list = JSON.parse(r.stdout).agents as Array<Record<string, unknown>>;
    expect(list.map((a) => a.name)).toEqual(['broken', 'busy', 'idle', 'mover']);
    expect(list[1]).toMatchObject({
      name: 'busy',
      region: 'us-west',
      status: 'ready',
      secretSets: ['keys'],
      imagePullSecret: null,
      activeSessionCount: 2,
      ready: true,
      problems: [],
    });
    expect(list[0]).toMatchObject({
      status: 'failed',
      statusMessage: expect.stringContaining('ValueError: bad config'),
    });
    expect(list[3].problems).toEqual([expect.objectContaining({ kind: 'region-mismatch', set: 'moving' })]);
    const east = await runIn(['agents', 'list', '-r', 'us-east']);
    expect(east.code).toBe(0);
    expect(east.stderr).toContain('No agents in region us-east');
    const bad = await runIn(['agents', 'list', '-r', 'mars-1']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("Invalid region 'mars-1'");
  });
});

describe('agents status', () => {
  it('one agent: status, image, deployments, sessions, scaling, bindings with their status', async () => {
    const r = await run(['agents', 'status', 'busy']);
    expect(r.code, r.stderr).toBe(0);
    const d = await agents.getAgent('busy');
    expect(r.stdout).toContain('Agent busy · region us-west · ● ready');
    expect(r.stdout).toContain('Image: me/busy:1');
    expect(r.stdout).toContain(`Deployment: desired ${d.desiredDeploymentId} · reconciled ${d.reconciledDeploymentId}`);
    expect(r.stdout).toContain('Ready: yes · available: yes · live sessions: 2');
    expect(r.stdout).toContain('Scaling: 0–50 agents · profile agent-1x');
    expect(r.stdout).toContain('Secret set: keys (● ready, us-west)');
    expect(r.stdout).toMatch(new RegExp(`current   ${d.desiredDeploymentId} {2}Active · 2 ready · since `));
  });

  it('a failed deployment: the revision health, the Degraded condition, the errors, and where its logs are', async () => {
    const r = await run(['agents', 'status', 'broken']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('✖ failed');
    expect(r.stdout).toContain('CrashLoopBackOff (Error, exit 1): ValueError: bad config');
    expect(r.stdout).toMatch(/previous {2}\S+ {2}Active/);
    expect(r.stdout).toContain('Condition Degraded');
    expect(r.stdout).toContain('Error PCC_UNKNOWN_ERROR: ValueError: bad config');
    expect(r.stderr).toContain('Its logs: agentdeck agents logs broken');
  });

  it('--json carries the parsed detail, the status word and each binding’s status and problems', async () => {
    const r = await run(['agents', 'status', 'mover', '--json']);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out).toMatchObject({ name: 'mover', region: 'us-west', status: 'scaled to zero', image: 'me/mover:1' });
    expect(out.bindings).toEqual([
      {
        name: 'moving',
        kind: 'secret set',
        status: 'ready',
        region: 'eu-central',
        problems: [
          "agent 'mover' is in region us-west but its secret set 'moving' is in eu-central: they must be in the same region",
        ],
      },
    ]);
  });

  it('an unknown agent exits 1 naming it; a bad name exits 2', async () => {
    const missing = await runIn(['agents', 'status', 'nobody']);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/No agent named 'nobody'/);
    const bad = await runIn(['agents', 'status', 'no/such']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/agent name/);
  });
});

describe('agents logs', () => {
  it('the newest lines, oldest first, with their time; --limit, --deployment, --json', async () => {
    const d = await agents.getAgent('broken');
    const r = await run(['agents', 'logs', 'broken', '--limit', '4']);
    expect(r.code, r.stderr).toBe(0);
    const lines = r.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(4);
    const times = lines.map((l) => Date.parse(l.split(' ')[0]));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(lines.at(-1)).toContain(`Deployment ${d.desiredDeploymentId} failed: CrashLoopBackOff`);
    const own = await run(['agents', 'logs', 'broken', '-d', d.desiredDeploymentId!, '--json']);
    const out = JSON.parse(own.stdout);
    expect(out.name).toBe('broken');
    expect(out.logs.length).toBeGreaterThan(3);
    expect(out.logs.every((l: { deploymentId: string }) => l.deploymentId === d.desiredDeploymentId)).toBe(true);
    expect(out.logs[0].log).toContain(`Deployment ${d.desiredDeploymentId} created`);
  });

  it('an unknown agent exits 1; --limit over 1000 is a usage error', async () => {
    expect((await runIn(['agents', 'logs', 'nobody'])).code).toBe(1);
    const big = await runIn(['agents', 'logs', 'busy', '--limit', '5000']);
    expect(big.code).toBe(2);
    expect(big.stderr).toContain('--limit: must be a whole number from 1 to 1000');
  });

  it('--follow prints the lines of a new deployment as they come, each once, and Ctrl+C ends it cleanly (exit 0)', async () => {
    const child = spawn(process.execPath, [DIST_MAIN, 'agents', 'logs', 'idle', '--follow', '--limit', '3'], {
      env: t.env,
      cwd: ROOT,
      stdio: 'pipe',
    });
    const out = { stdout: '', stderr: '' };
    child.stdout.setEncoding('utf8').on('data', (d: string) => (out.stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (out.stderr += d));
    child.stdin.end();
    const exit = new Promise<number | null>((resolve) => child.on('close', resolve));
    await until(async () => (out.stderr.includes("Following 'idle'") ? true : undefined), 20_000);
    const id = (await agents.redeployAgent('idle')).desiredDeploymentId!;
    await until(async () => (out.stdout.includes(`Ready: deployment ${id} is serving`) ? true : undefined), 30_000);
    child.kill('SIGINT');
    expect(await exit).toBe(0);
    expectClean({ code: 0, ...out }, [CANARY, ...t.keys]);
    const lines = out.stdout.trimEnd().split('\n');
    expect(lines.filter((l) => l.includes(`Deployment ${id} created`))).toHaveLength(1);
    expect(new Set(lines).size).toBe(lines.length); // no line printed twice
    expect(out.stderr).not.toContain('error');
  }, 60_000);
});
