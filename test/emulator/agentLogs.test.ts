// Agent logs on the emulator over HTTP (`GET /v1/agents/{name}/logs`, `…/organizations/{org}/services/{name}/logs`):
// lines per deployment as their time comes (fake clock), each query parameter, the published answer shape, and no
// secret value in any line.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { base64, call, startTestEmulator, type TestEmulator } from './support/harness.js';

const DEPLOY_MS = 1000;
const T0 = Date.parse('2026-03-02T08:00:00.000Z'); // a whole second: startTime/endTime are in seconds
const CANARY = 'canary-log-value-1a2b3c4d5e';

let emu: TestEmulator;
let clock = T0 - 1000;
let d1: string;
let d2: string;

type Line = { log: string; timestamp: string; deploymentId: string };
const logs = async (query = '', name = 'talker') => {
  const answer = await call(emu.url, 'GET', `/v1/agents/${name}/logs${query}`, { key: emu.keys.privateKey });
  return {
    status: answer.status,
    text: answer.text,
    total: answer.json?.total,
    lines: (answer.json?.logs ?? []) as Line[],
    error: answer.json?.error,
  };
};
const texts = (lines: Line[]) => lines.map((l) => l.log.replace(/^\w+\s+/, ''));

beforeAll(async () => {
  emu = await startTestEmulator({ readyDelayMs: 100, deployMs: DEPLOY_MS, now: () => clock });
  const pk = emu.keys.privateKey;
  await call(emu.url, 'PUT', '/v1/secrets/log-keys', {
    key: pk,
    body: { secrets: [{ secretKey: 'API_KEY', secretValue: CANARY }] },
  });
  await call(emu.url, 'PUT', '/v1/secrets/log-reg', {
    key: pk,
    body: { isImagePullSecret: true, host: 'https://ghcr.io', secretValue: base64(`ann:${CANARY}`) },
  });
  clock = T0;
  const created = await call(emu.url, 'POST', '/v1/agents', {
    key: pk,
    body: { serviceName: 'talker', image: 'me/voice:1', secretSet: 'log-keys', imagePullSecretSet: 'log-reg' },
  });
  d1 = created.json.desiredDeploymentId;
  clock = T0 + 1500;
  await call(emu.url, 'PUT', '/v1/secrets/log-keys', {
    key: pk,
    body: { secrets: [{ secretKey: 'API_KEY', secretValue: `${CANARY}-2` }] },
  });
  clock = T0 + 2000;
  await call(emu.url, 'PUT', '/_emulator/agents/talker', {
    key: pk,
    body: { failDeployments: 'KeyError: API_KEY\nthe bot could not start' },
  });
  d2 = (await call(emu.url, 'POST', '/v1/agents/talker', { key: pk, body: { forceRedeploy: true } })).json
    .desiredDeploymentId;
});
afterAll(async () => emu?.dispose());

describe('agent logs', () => {
  it('gives only the lines whose time has come, newest first, 10 by default, in the published shape', async () => {
    clock = T0 + 2000;
    const atRedeploy = await logs('?limit=100');
    expect(atRedeploy.total).toEqual({ value: 7, relation: 'eq' });
    expect(texts(atRedeploy.lines)).toEqual([
      `Deployment ${d2} created (forced redeploy)`,
      `Ready: deployment ${d1} is serving`,
      'Application startup complete.',
      'Validating: starting the agent and waiting for its readiness check',
      "Loaded secret set 'log-keys' (version 1)",
      "Pulling image me/voice:1 with image pull secret 'log-reg' (version 1)",
      `Deployment ${d1} created`,
    ]);
    expect(atRedeploy.lines[0]).toEqual({
      log: expect.stringMatching(/^INFO /),
      timestamp: new Date(T0 + 2000).toISOString(),
      deploymentId: d2,
    });
    expect(atRedeploy.lines.at(-1)?.timestamp).toBe(new Date(T0).toISOString());

    clock = T0 + 3000; // the second deployment has failed
    const all = await logs();
    expect(all.total).toEqual({ value: 15, relation: 'eq' });
    expect(all.lines).toHaveLength(10);
    expect(texts(all.lines).slice(0, 6)).toEqual([
      `Deployment ${d2} failed: CrashLoopBackOff (exit code 1, 3 restarts)`,
      'the bot could not start',
      'KeyError: API_KEY',
      'File "/app/bot.py", line 1, in <module>', // (texts() drops the level and the indent)
      'Traceback (most recent call last):',
      'Validating: starting the agent and waiting for its readiness check',
    ]);
    expect(all.lines[0].log).toMatch(/^ERROR /);
    expect(texts(all.lines)).toContain("Loaded secret set 'log-keys' (version 2)");
  });

  it('limit, offset and order', async () => {
    clock = T0 + 3000;
    const asc = await logs('?order=asc&limit=100');
    expect(asc.lines).toHaveLength(15);
    expect(texts(asc.lines)[0]).toBe(`Deployment ${d1} created`);
    const page = await logs('?order=asc&limit=3&offset=2');
    expect(page.total.value).toBe(15);
    expect(page.lines).toEqual(asc.lines.slice(2, 5));
    const desc = await logs('?limit=2&offset=1');
    expect(desc.lines).toEqual([...asc.lines].reverse().slice(1, 3));
    expect((await logs('?offset=100')).lines).toEqual([]);
  });

  it('deploymentId, query, sessionId', async () => {
    clock = T0 + 3000;
    const first = await logs(`?deploymentId=${d1}&limit=100`);
    expect(first.total.value).toBe(6);
    expect(first.lines.every((l) => l.deploymentId === d1)).toBe(true);
    expect((await logs(`?deploymentId=${d2}&limit=100`)).total.value).toBe(9);
    expect((await logs('?deploymentId=nope')).total.value).toBe(0);
    const loaded = await logs('?query=LOADED%20SECRET%20SET&order=asc');
    expect(texts(loaded.lines)).toEqual([
      "Loaded secret set 'log-keys' (version 1)",
      "Loaded secret set 'log-keys' (version 2)",
    ]);
    expect((await logs(`?query=keyerror&deploymentId=${d2}`)).total.value).toBe(1);
    // The emulator runs no sessions: no line belongs to one.
    expect((await logs('?sessionId=some-session')).total.value).toBe(0);
  });

  it('startTime and endTime (Unix seconds, or milliseconds)', async () => {
    clock = T0 + 3000;
    const second = (ms: number) => String(ms / 1000);
    const fromRedeploy = await logs(`?startTime=${second(T0 + 2000)}&limit=100`);
    expect(fromRedeploy.total.value).toBe(9);
    expect(fromRedeploy.lines.every((l) => l.deploymentId === d2)).toBe(true);
    // endTime covers its whole second: the first deployment's lines up to T0 + 999 ms.
    const firstSecond = await logs(`?endTime=${second(T0)}&order=asc&limit=100`);
    expect(texts(firstSecond.lines)).toEqual([
      `Deployment ${d1} created`,
      "Pulling image me/voice:1 with image pull secret 'log-reg' (version 1)",
      "Loaded secret set 'log-keys' (version 1)",
      'Validating: starting the agent and waiting for its readiness check',
    ]);
    expect((await logs(`?startTime=${T0 + 2000}&endTime=${T0 + 2600}&limit=100`)).total.value).toBe(4);
  });

  it('the org-scoped path gives the same answer (not wrapped); errors name the parameter', async () => {
    clock = T0 + 3000;
    const org = await call(emu.url, 'GET', '/v1/organizations/local/services/talker/logs?limit=5', {
      key: emu.keys.userToken,
    });
    expect(org.json).toEqual(JSON.parse((await logs('?limit=5')).text));
    for (const [query, message] of [
      ['?limit=0', /^limit must be a whole number from 1 to 1000$/],
      ['?limit=1001', /^limit must be/],
      ['?limit=ten', /^limit must be/],
      ['?offset=-1', /^offset must be a whole number/],
      ['?order=newest', /^order must be 'asc' or 'desc'$/],
      ['?startTime=yesterday', /^Invalid timestamp format: startTime/],
      ['?endTime=1.5', /^Invalid timestamp format: endTime/],
    ] as const) {
      const refused = await logs(query);
      expect(refused.status, query).toBe(400);
      expect(refused.error, query).toMatch(message);
    }
    expect((await logs('', 'nobody')).status).toBe(404);
    expect(
      (await call(emu.url, 'GET', '/v1/organizations/local/services/talker/logs', { key: emu.keys.privateKey })).status,
    ).toBe(401);
    expect((await call(emu.url, 'GET', '/v1/agents/talker/logs', { key: emu.keys.userToken })).status).toBe(401);
  });

  it('a superseded deployment stops; the one that served drains when the next one is ready', async () => {
    const pk = emu.keys.privateKey;
    clock = T0 + 10_000;
    const first = (
      await call(emu.url, 'POST', '/v1/agents', { key: pk, body: { serviceName: 'hasty', image: 'me/h:1' } })
    ).json.desiredDeploymentId;
    clock += DEPLOY_MS;
    const second = (await call(emu.url, 'POST', '/v1/agents/hasty', { key: pk, body: { forceRedeploy: true } })).json
      .desiredDeploymentId;
    clock += 300;
    const third = (await call(emu.url, 'POST', '/v1/agents/hasty', { key: pk, body: { forceRedeploy: true } })).json
      .desiredDeploymentId;
    clock += DEPLOY_MS;
    const all = texts((await logs('?order=asc&limit=100', 'hasty')).lines);
    expect(all).toContain(`Deployment ${second} stopped: superseded by ${third}`);
    expect(all.filter((l) => l.includes(second))).not.toContain(`Ready: deployment ${second} is serving`);
    expect(all.at(-1)).toBe(`Deployment ${first} drained: traffic moved to ${third}`);
    expect((await logs(`?deploymentId=${first}&order=desc&limit=1`, 'hasty')).lines[0].log).toContain('drained');
  });

  it('never carries a secret value', async () => {
    clock = T0 + 20_000;
    const everything = await logs('?limit=1000');
    expect(everything.total.value).toBeGreaterThan(10);
    expect(everything.text).not.toContain(CANARY);
    expect(everything.text).not.toContain(base64(`ann:${CANARY}`));
  });
});
