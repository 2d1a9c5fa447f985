// Agent usage in the secrets commands, against the emulator over HTTP: USED BY in `secrets list` (table and
// --json), the agents of `secrets list NAME`, the warnings before delete/set/unset (with and without --skip, and
// in --json), problem flags, `secrets doctor`, and the commands going on when agents cannot be read.
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AgentsClient } from '../../src/api/agents/client.js';
import { createHttpClient } from '../../src/api/http/http.js';
import { SecretsClient } from '../../src/api/secrets/client.js';
import { cleanRunners, keysDirect, runInProcess, startTestEmulator, type TestEmulator } from './helpers.js';

/** Polls until `probe` is true (bounded). */
async function waitFor(probe: () => Promise<boolean>, { timeoutMs }: { timeoutMs: number }): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

let t: TestEmulator;
let secrets: SecretsClient;
let agents: AgentsClient;
const { run, runIn } = cleanRunners(() => t);

async function readySet(name: string, region = 'us-west', pull = false): Promise<void> {
  if (pull) await secrets.putImagePullSecret(name, { host: 'https://ghcr.io', credentials: 'ann:pw', region });
  else await secrets.putSecrets(name, { K: 'v', K2: 'v' }, { region });
  await waitFor(async () => (await secrets.listSecretSets()).find((s) => s.name === name)?.status === 'ready', {
    timeoutMs: 5000,
  });
}

beforeAll(async () => {
  t = await startTestEmulator(100);
  const http = createHttpClient({ baseUrl: t.emu.apiHost, token: t.emu.keys.privateKey, flavor: 'pipecat' });
  secrets = new SecretsClient({ http });
  agents = new AgentsClient({ http });
  await Promise.all([
    readySet('shared-keys'),
    readySet('east-keys', 'us-east'),
    readySet('lonely'),
    readySet('reg', 'us-west', true),
    readySet('moving'),
    readySet('gone'),
    readySet('del-me'),
    readySet('edit-me'),
  ]);
  await agents.createAgent('voice-a', {
    image: 'me/a:1',
    region: 'us-west',
    secretSet: 'shared-keys',
    imagePullSecretSet: 'reg',
  });
  await agents.createAgent('voice-b', { image: 'me/b:1', region: 'us-west', secretSet: 'shared-keys' });
  await agents.createAgent('east-bot', { image: 'me/c:1', region: 'us-east', secretSet: 'east-keys' });
  await agents.createAgent('mover', { image: 'me/d:1', region: 'us-west', secretSet: 'moving' });
  await agents.createAgent('orphan', { image: 'me/e:1', region: 'us-west', secretSet: 'gone' });
  await agents.createAgent('deleter', { image: 'me/f:1', region: 'us-west', secretSet: 'del-me' });
  await agents.createAgent('editor', { image: 'me/g:1', region: 'us-west', secretSet: 'edit-me' });
  // Problems: 'moving' re-created in another region under its agent; 'gone' deleted under its agent.
  await secrets.deleteSecretSet('moving');
  await readySet('moving', 'eu-central');
  await secrets.deleteSecretSet('gone');
  await waitFor(async () => (await agents.getAgent('editor')).ready === true, { timeoutMs: 5000 });
}, 120_000);
afterAll(async () => t?.close());

describe('secrets list: USED BY', () => {
  it('shows the agents per set, flags a region mismatch under its row, and warns about a missing set', async () => {
    const r = await run(['secrets', 'list', '--no-sets']);
    expect(r.code).toBe(0);
    const lines = r.stdout.split('\n');
    expect(lines[0]).toMatch(/^NAME\s+TYPE\s+REGION\s+STATUS\s+USED BY$/);
    expect(lines.find((l) => l.startsWith('shared-keys'))).toMatch(/voice-a, voice-b$/);
    expect(lines.find((l) => l.startsWith('reg '))).toMatch(/voice-a$/);
    expect(lines.find((l) => l.startsWith('lonely'))).toMatch(/–$/);
    const moving = lines.findIndex((l) => l.startsWith('moving'));
    expect(lines[moving]).toMatch(/⚠ mover$/);
    expect(lines[moving + 1]).toBe(
      "  ↳ ⚠ agent 'mover' is in region us-west but its secret set 'moving' is in eu-central: they must be in the same region",
    );
    expect(r.stderr).toContain(
      "warning: agent 'orphan' binds secret set 'gone', which does not exist: its next deploy will fail",
    );
    expect(r.stderr).toContain('agentdeck secrets doctor');
  });

  it('--json carries usedBy and problems per set and the agent usage summary; stdout stays one JSON document', async () => {
    const r = await run(['secrets', 'list', '--no-sets', '--json']);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    const byName = Object.fromEntries(out.secretSets.map((s: { name: string }) => [s.name, s]));
    expect(byName['shared-keys']).toMatchObject({ usedBy: ['voice-a', 'voice-b'], problems: [] });
    expect(byName.lonely.usedBy).toEqual([]);
    expect(byName.moving.problems).toEqual([
      { kind: 'region-mismatch', agent: 'mover', message: expect.stringContaining("'moving' is in eu-central") },
    ]);
    expect(out.agentUsage).toMatchObject({ read: true, agents: 7, unreadable: [] });
    expect(out.agentUsage.missingSets).toEqual([
      expect.objectContaining({ set: 'gone', kind: 'missing-set', agent: 'orphan' }),
    ]);
  });

  it('with --region the list is partial, so no set is called missing', async () => {
    const r = await run(['secrets', 'list', '-r', 'us-east', '--json']);
    const out = JSON.parse(r.stdout);
    expect(out.secretSets.map((s: { name: string }) => s.name)).toEqual(['east-keys']);
    expect(out.secretSets[0].usedBy).toEqual(['east-bot']);
    expect(out.agentUsage.missingSets).toBeUndefined();
    expect(r.stderr).not.toContain('does not exist');
  });

  it('cuts a long USED BY cell to fit and says how many more', async () => {
    await readySet('popular');
    for (const n of ['agent-number-one', 'agent-number-two', 'agent-number-three']) {
      await agents.createAgent(n, { image: 'me/p:1', region: 'us-west', secretSet: 'popular' });
    }
    const r = await runIn(['secrets', 'list']);
    const line = r.stdout.split('\n').find((l) => l.startsWith('popular'))!;
    expect(line).toMatch(/agent-number-one \+2$/);
    for (const n of ['agent-number-one', 'agent-number-two', 'agent-number-three']) await agents.deleteAgent(n);
  });
});

describe('secrets list NAME: the agents of one set', () => {
  it('lists each agent with its region and deployment readiness', async () => {
    const r = await run(['secrets', 'list', 'shared-keys']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Used by 2 agents:');
    expect(r.stdout).toMatch(/AGENT\s+REGION\s+DEPLOYMENT/);
    expect(r.stdout).toMatch(/voice-a\s+us-west\s+● ready/);
    const json = JSON.parse((await run(['secrets', 'list', 'shared-keys', '--json'])).stdout);
    // Both were deployed after the set's last write: they run it as it is now (the emulator's versions say so exactly).
    const current = {
      state: 'current',
      since: null,
      sets: [{ set: 'shared-keys', state: 'current', basis: 'version' }],
    };
    expect(json.usedBy).toEqual([
      { name: 'voice-a', region: 'us-west', ready: true, staleness: current },
      { name: 'voice-b', region: 'us-west', ready: true, staleness: current },
    ]);
    expect(json.staleness).toEqual({ current: 2, stale: 0, unknown: 0, total: 2 });
    expect(r.stdout).toMatch(/AGENT\s+REGION\s+DEPLOYMENT\s+VALUES\n\s*voice-a\s+us-west\s+● ready\s+current/);
    expect(r.stdout).toContain(
      'Last write: not recorded (no write through agentdeck, or its marker is off) · emulator version 1',
    );
    expect(json.keys).toEqual(['K', 'K2']);
  });

  it('says when no agent uses the set; flags problems; works for an image pull secret', async () => {
    expect((await runIn(['secrets', 'list', 'lonely'])).stdout).toContain('Used by no agent.');
    const moving = await runIn(['secrets', 'list', 'moving']);
    expect(moving.stdout).toContain(
      "⚠ agent 'mover' is in region us-west but its secret set 'moving' is in eu-central",
    );
    const reg = JSON.parse((await runIn(['secrets', 'list', 'reg', '--json'])).stdout);
    expect(reg).toMatchObject({
      name: 'reg',
      type: 'imagePullSecret',
      usedBy: [{ name: 'voice-a', region: 'us-west', ready: true }],
    });
  });
});

describe('warnings before a change', () => {
  it('delete --skip: the warning names the agents that will fail their next deploy (stderr), --json carries it', async () => {
    const r = await run(['secrets', 'delete', 'del-me', '--skip', '--json']);
    expect(r.code).toBe(0);
    expect(r.stderr).toContain(
      "warning: 'del-me' is used by 1 agent (deleter): it will fail its next deploy once it is deleted.",
    );
    expect(JSON.parse(r.stdout)).toEqual({
      name: 'del-me',
      type: 'secret',
      deleted: true,
      usedBy: ['deleter'],
      warning: "'del-me' is used by 1 agent (deleter): it will fail its next deploy once it is deleted.",
    });
  });

  it('delete on a terminal: the warning comes before the question; "n" changes nothing', async () => {
    const stdin = new PassThrough();
    stdin.write('n\n');
    const r = await runInProcess(['secrets', 'delete', 'shared-keys'], t.env, { isTTY: true, stdin });
    expect(r.code).toBe(1);
    const warning = r.stderr.indexOf('will fail their next deploy');
    expect(warning).toBeGreaterThan(-1);
    expect(r.stderr.indexOf("Delete secret set 'shared-keys'")).toBeGreaterThan(warning);
    expect(r.stderr).toContain('2 agents (voice-a, voice-b)');
    expect(await keysDirect(t, 'shared-keys')).toEqual(['K', 'K2']);
  });

  it('set and unset name the agents that still run the old values and point at --rollout; --json carries usedBy', async () => {
    const set = await run(['secrets', 'set', 'edit-me', 'NEW=x', '-s', '--json']);
    expect(set.code).toBe(0);
    expect(set.stderr).toContain(
      "warning: 'edit-me' is used by 1 agent (editor): it runs the old values until redeployed; add --rollout, or afterwards run: agentdeck agents redeploy --uses edit-me",
    );
    expect(set.stderr).toContain('Roll it out to editor: agentdeck agents redeploy --uses edit-me');
    expect(JSON.parse(set.stdout)).toMatchObject({
      name: 'edit-me',
      usedBy: ['editor'],
      warning: expect.stringContaining('add --rollout'),
    });
    const unset = await run(['secrets', 'unset', 'edit-me', 'NEW', '-s', '--json']);
    expect(unset.code).toBe(0);
    expect(unset.stderr).toContain("'edit-me' is used by 1 agent (editor)");
    expect(unset.stderr).toContain(
      "Secret 'NEW' removed from secret set 'edit-me'. Roll it out to editor: agentdeck agents redeploy --uses edit-me",
    );
    expect(JSON.parse(unset.stdout)).toMatchObject({ removed: true, usedBy: ['editor'] });
    const unused = await runIn(['secrets', 'unset', 'lonely', 'K2', '-s', '--json']);
    expect(unused.stderr).not.toContain('warning:');
    expect(JSON.parse(unused.stdout)).toEqual({ name: 'lonely', key: 'K2', removed: true, usedBy: [] });
  });
});

describe('secrets doctor', () => {
  it('lists every problem and exits 1; --json has them all', async () => {
    // The tests above wrote 'edit-me': a bound set still pending would be a fourth (true) problem.
    await waitFor(async () => (await secrets.listSecretSets()).every((s) => s.status === 'ready'), { timeoutMs: 5000 });
    const r = await run(['secrets', 'doctor']);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/PROBLEM\s+SET\s+AGENT\s+DETAIL/);
    expect(r.stdout).toMatch(/✖ region mismatch\s+moving\s+mover/);
    expect(r.stdout).toMatch(/✖ missing set\s+gone\s+orphan/);
    expect(r.stdout).toMatch(/✖ missing set\s+del-me\s+deleter/);
    // 'edit-me' was written above after its agent was deployed: that agent runs older values (a warning).
    expect(r.stdout).toMatch(
      /⚠ stale values\s+edit-me\s+editor\s+since \d\d:\d\d:\d\d UTC: runs version 1 of 'edit-me'; it is at version \d+/,
    );
    expect(r.stdout).toMatch(/⚠ stale values\s+moving\s+mover/); // made again in another region after mover's deployment
    expect(r.stderr).toMatch(/✖ \d+ set\(s\), \d+ agent\(s\) checked: 3 problem\(s\), 2 agents with stale values\./);
    expect(r.stderr).toContain(
      'Redeploy the stale agents with: agentdeck agents redeploy --uses edit-me; agentdeck agents redeploy --uses moving (--strict makes them fail this check)',
    );
    const json = await run(['secrets', 'doctor', '--json']);
    expect(json.code).toBe(1);
    const out = JSON.parse(json.stdout);
    expect(out.ok).toBe(false);
    expect(out.problems.map((p: { kind: string; set: string }) => `${p.kind}:${p.set}`).sort()).toEqual([
      'missing-set:del-me',
      'missing-set:gone',
      'region-mismatch:moving',
    ]);
  });

  it('flags a failed image pull secret, and exits 0 once everything fits', async () => {
    await secrets.putImagePullSecret('reg', { host: 'https://ghcr.io', credentials: 'not-base64', encode: false });
    await waitFor(async () => (await secrets.listSecretSets()).find((s) => s.name === 'reg')?.status === 'failed', {
      timeoutMs: 5000,
    });
    const failed = JSON.parse((await runIn(['secrets', 'doctor', '--json'])).stdout);
    expect(failed.problems).toContainEqual(
      expect.objectContaining({ kind: 'set-failed', set: 'reg', agent: 'voice-a' }),
    );

    // Fix everything: good credentials, agents unbound from the missing and moved sets. (A pending bound set is
    // covered with a fixed status in test/api/bindings.test.ts: here it would race the emulator's ready delay.)
    await secrets.putImagePullSecret('reg', { host: 'https://ghcr.io', credentials: 'ann:pw' });
    await waitFor(async () => (await secrets.listSecretSets()).find((s) => s.name === 'reg')?.status === 'ready', {
      timeoutMs: 5000,
    });
    for (const name of ['mover', 'orphan', 'deleter']) await agents.updateAgent(name, { secretSet: '' });
    // Only the stale agent is left: a warning (exit 0), a failure with --strict.
    const warned = await run(['secrets', 'doctor']);
    expect(warned.code).toBe(0);
    expect(warned.stderr).toMatch(/⚠ \d+ set\(s\), 7 agent\(s\) checked: 0 problem\(s\), 1 agent with stale values\./);
    const strict = await run(['secrets', 'doctor', '--strict', '--json']);
    expect(strict.code).toBe(1);
    expect(JSON.parse(strict.stdout)).toMatchObject({
      ok: false,
      strict: true,
      problems: [],
      stale: [{ agent: 'editor', state: 'stale', sets: [{ set: 'edit-me', state: 'stale' }] }],
    });
    expect((await run(['agents', 'redeploy', '--uses', 'edit-me', '-s'])).code).toBe(0);
    const ok = await run(['secrets', 'doctor', '--strict']);
    expect(ok.code).toBe(0);
    expect(ok.stdout).toBe('');
    expect(ok.stderr).toMatch(/✔ \d+ set\(s\), 7 agent\(s\) checked: 0 problem\(s\)\./);
  }, 60_000);
});

describe('when the agents cannot be read', () => {
  let proxy: Server;
  let proxyUrl: string;
  let agentsStatus = 500;
  beforeAll(async () => {
    // Everything goes through to the emulator except the agents endpoints, which answer `agentsStatus`.
    const upstream = new URL(t.emu.apiHost);
    proxy = createServer((req, res) => {
      if (req.url?.startsWith('/v1/agents')) {
        res.writeHead(agentsStatus, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify(
            agentsStatus === 500
              ? { error: 'Internal server error', code: 'INTERNAL_SERVER_ERROR' }
              : { error: 'Forbidden', code: 'FORBIDDEN' },
          ),
        );
        return;
      }
      const forward = request(
        { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: req.headers },
        (up) => {
          res.writeHead(up.statusCode ?? 502, up.headers);
          up.pipe(res);
        },
      );
      req.pipe(forward);
    });
    await new Promise<void>((r) => proxy.listen(0, '127.0.0.1', r));
    proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    proxy.closeAllConnections();
    await new Promise<void>((r) => proxy.close(() => r()));
  });

  it('list, delete and doctor go on (or fail for doctor) and say so', async () => {
    const env = { PIPECAT_API_HOST: proxyUrl, AGENTDECK_TIMEOUT: '2' };
    const list = await run(['secrets', 'list', '--json'], env);
    expect(list.code).toBe(0);
    const out = JSON.parse(list.stdout);
    // Retried 500s: either the retries run out or the 5 s deadline ends the wait first (jitter decides).
    expect(out.agentUsage).toEqual({
      read: false,
      error: expect.stringMatching(/^(Server error 500 .*Internal server error|no answer within 5 s)$/),
    });
    expect(out.secretSets.find((s: { name: string }) => s.name === 'lonely').usedBy).toBeNull();
    expect(list.stderr).toMatch(
      /note: could not read which agents use the sets \((Server error 500 .*|no answer within 5 s)\); agent usage is not shown\./,
    );
    agentsStatus = 403; // not retried: keeps the rest of the test fast
    const table = await runIn(['secrets', 'list'], env);
    expect(table.stdout.split('\n').find((l) => l.startsWith('lonely'))).toMatch(/\?$/);

    await readySet('del-too');
    const del = await run(['secrets', 'delete', 'del-too', '-s', '--json'], env);
    expect(del.code).toBe(0);
    expect(del.stderr).toMatch(/note: could not check which agents use 'del-too' \(.*Forbidden.*\)\./);
    expect(JSON.parse(del.stdout)).toMatchObject({ deleted: true, usedBy: null });

    const doctor = await run(['secrets', 'doctor'], env);
    expect(doctor.code).toBe(1);
    expect(doctor.stderr).toContain('Forbidden');
  }, 60_000);
});
