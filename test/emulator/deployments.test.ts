// Agent deployments on the emulator over HTTP, on both path families, on a fake clock (the emulator's `now`): a
// forced redeploy rolls out (desired ≠ reconciled, previousRevision, Creating → Validating → Active), an unchanged
// update answers a warning, failing deployments, live sessions, the set versions each deployment captured, the
// binding rules on a redeploy, and the list cache across the transitions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { base64, call, startTestEmulator, type TestEmulator } from './support/harness.js';

const DEPLOY_MS = 1000; // operator after 250 ms, Validating from 500 ms, done at 1000 ms
const READY_MS = 100;
const START = Date.parse('2026-03-01T12:00:00.000Z');
const ORG = '/v1/organizations/local';
const CANARY = 'canary-value-9f8e7d6c5b4a';

let emu: TestEmulator;
let clock = START;
let pk: string;
let ut: string;
const advance = (ms: number) => {
  clock += ms;
};

const priv = (method: string, path: string, body?: unknown) => call(emu.url, method, path, { key: pk, body });
const user = (method: string, path: string, body?: unknown) =>
  call(emu.url, method, `${ORG}${path}`, { key: ut, body });
const detail = async (name: string) => (await priv('GET', `/v1/agents/${name}`)).json;
const orgDetail = async (name: string) => (await user('GET', `/services/${name}`)).json.body;
const deployments = async (name: string) => (await priv('GET', `/_emulator/agents/${name}/deployments`)).json;

async function writeSet(name: string, values: Record<string, string>, region = 'us-west'): Promise<void> {
  const secrets = Object.entries(values).map(([secretKey, secretValue]) => ({ secretKey, secretValue }));
  expect((await priv('PUT', `/v1/secrets/${name}`, { secrets, region })).status).toBe(202);
}
async function readySet(name: string, region = 'us-west'): Promise<void> {
  await writeSet(name, { API_KEY: CANARY }, region);
  advance(READY_MS);
}
async function readyAgent(name: string, body: Record<string, unknown>): Promise<string> {
  const created = await priv('POST', '/v1/agents', {
    serviceName: name,
    image: 'me/voice:1',
    region: 'us-west',
    ...body,
  });
  expect(created.status, created.text).toBe(200);
  advance(DEPLOY_MS);
  expect((await detail(name)).ready).toBe(true);
  return created.json.desiredDeploymentId as string;
}

beforeAll(async () => {
  emu = await startTestEmulator({ readyDelayMs: READY_MS, deployMs: DEPLOY_MS, now: () => clock });
  pk = emu.keys.privateKey;
  ut = emu.keys.userToken;
  expect(emu.deployMs).toBe(DEPLOY_MS);
  await readySet('keys');
  await readySet('east-keys', 'us-east');
  const pull = { isImagePullSecret: true, host: 'https://ghcr.io', secretValue: base64('ann:pw'), region: 'us-west' };
  expect((await priv('PUT', '/v1/secrets/registry', pull)).status).toBe(202);
  advance(READY_MS);
});
afterAll(async () => emu?.dispose());

describe('a forced redeploy', () => {
  it('makes a new deployment that rolls out: desired ≠ reconciled with previousRevision, then ready (private path)', async () => {
    const first = await readyAgent('roll-a', {
      secretSet: 'keys',
      imagePullSecretSet: 'registry',
      autoScaling: { minAgents: 1, maxAgents: 4 },
    });
    const answer = await priv('POST', '/v1/agents/roll-a', { forceRedeploy: true });
    expect(answer.status).toBe(200);
    const second = answer.json.desiredDeploymentId as string;
    expect(second).not.toBe(first);
    expect(answer.json).toMatchObject({
      desiredDeploymentId: second,
      activeDeploymentId: second,
      reconciledDeploymentId: first,
      ready: false,
      available: true,
      currentRevision: { deploymentID: second, phase: 'Creating', readyReplicas: 0 },
      previousRevision: { deploymentID: first, phase: 'Draining', readyReplicas: 1 },
      errors: [],
    });
    expect(answer.json.currentRevision.health).toBeUndefined(); // no replica has started yet
    expect(answer.json.conditions).toContainEqual(expect.objectContaining({ type: 'Progressing', status: 'True' }));
    expect(answer.json.deployment).toMatchObject({
      id: second,
      manifest: { spec: { envFromSecretNames: ['keys'], imagePullSecretName: 'registry' } },
    });

    advance(249);
    expect((await detail('roll-a')).reconciledDeploymentId).toBe(first);
    advance(1); // the operator has processed it
    expect(await detail('roll-a')).toMatchObject({
      reconciledDeploymentId: second,
      ready: false,
      currentRevision: { phase: 'Creating' },
    });
    advance(250);
    const validating = await detail('roll-a');
    expect(validating).toMatchObject({
      ready: false,
      available: true,
      currentRevision: {
        phase: 'Validating',
        phaseStartedAt: new Date(clock).toISOString(),
        health: { ready: false, state: 'running' },
      },
      previousRevision: { deploymentID: first, phase: 'Draining' },
    });
    advance(499);
    expect((await detail('roll-a')).ready).toBe(false);
    advance(1);
    const done = await detail('roll-a');
    expect(done).toMatchObject({
      desiredDeploymentId: second,
      reconciledDeploymentId: second,
      ready: true,
      available: true,
      activeDeploymentReady: true,
      currentRevision: {
        deploymentID: second,
        phase: 'Active',
        readyReplicas: 1,
        health: { ready: true, state: 'running', restartCount: 0 },
      },
      previousRevision: null,
      errors: [],
    });
    expect(done.conditions).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'Progressing', status: 'False' }),
        expect.objectContaining({ type: 'Degraded', status: 'False' }),
        expect.objectContaining({ type: 'Available', status: 'True' }),
      ]),
    );
  });

  it('on the org-scoped path: PUT /services with the official CLI’s whole payload and forceRedeploy', async () => {
    const first = await readyAgent('roll-org', { secretSet: 'keys' });
    const payload = {
      serviceName: 'roll-org',
      image: 'me/voice:1',
      secretSet: 'keys',
      region: 'us-west',
      autoScaling: { minAgents: 0 },
      enableKrisp: false,
      agentProfile: 'agent-1x',
      krispViva: {},
      forceRedeploy: true,
    };
    const answer = await user('PUT', '/services', payload);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json.desiredDeploymentId).not.toBe(first);
    const rolling = await orgDetail('roll-org');
    expect(rolling).toMatchObject({
      desiredDeploymentId: answer.json.desiredDeploymentId,
      reconciledDeploymentId: first,
      previousRevision: { deploymentID: first },
    });
    advance(DEPLOY_MS);
    expect(await orgDetail('roll-org')).toMatchObject({
      ready: true,
      reconciledDeploymentId: answer.json.desiredDeploymentId,
      previousRevision: null,
    });
  });

  it('a first deployment is not available while it rolls out (no old pods)', async () => {
    const created = await priv('POST', '/v1/agents', { serviceName: 'brand-new', image: 'me/voice:1' });
    expect(created.json).toMatchObject({
      ready: false,
      available: false,
      reconciledDeploymentId: null,
      previousRevision: null,
    });
    expect(created.json.conditions).toContainEqual(expect.objectContaining({ type: 'Available', status: 'False' }));
    advance(DEPLOY_MS);
    expect(await detail('brand-new')).toMatchObject({ ready: true, available: true });
  });
});

describe('an update that changes nothing', () => {
  it('answers the warning and makes no new deployment unless forced, on both paths', async () => {
    const first = await readyAgent('same-a', { secretSet: 'keys' });
    const count = async () => (await deployments('same-a')).deployments.length;
    expect(await count()).toBe(1);
    const same = await priv('POST', '/v1/agents/same-a', { image: 'me/voice:1', secretSet: 'keys' });
    expect(same.status).toBe(200);
    expect(same.json.warning).toMatch(/no new deployment was created.*forceRedeploy/);
    expect(same.json).toMatchObject({ desiredDeploymentId: first, ready: true });
    const sameOrg = await user('PUT', '/services', {
      serviceName: 'same-a',
      image: 'me/voice:1',
      secretSet: 'keys',
      region: 'us-west',
    });
    expect(sameOrg.json.warning).toBeDefined();
    expect(await count()).toBe(1);
    // A changed field is a new deployment without force.
    const changed = await priv('POST', '/v1/agents/same-a', { image: 'me/voice:2' });
    expect(changed.json.warning).toBeUndefined();
    expect(changed.json.desiredDeploymentId).not.toBe(first);
    expect(await count()).toBe(2);
    expect((await priv('POST', '/v1/agents/same-a', { forceRedeploy: 'yes' })).json.error).toBe(
      'forceRedeploy must be a boolean',
    );
  });
});

describe('failing deployments', () => {
  it('the failDeployments control: the new revision fails with its message while the old one keeps serving', async () => {
    const first = await readyAgent('flaky', { secretSet: 'keys', autoScaling: { minAgents: 0, maxAgents: 5 } });
    const control = await priv('PUT', '/_emulator/agents/flaky', {
      failDeployments: 'KeyError: OPENAI_API_KEY\nbot could not start',
      activeSessionCount: 3,
    });
    expect(control.json).toEqual({
      supersededTakesSessions: false,
      sessionDurationMs: null,
      sessionsPerMinute: 0,
      name: 'flaky',
      agentExists: true,
      failDeployments: 'KeyError: OPENAI_API_KEY\nbot could not start',
      activeSessionCount: 3,
    });
    const second = (await priv('POST', '/v1/agents/flaky', { forceRedeploy: true })).json.desiredDeploymentId;
    advance(500);
    // Live sessions stay on the previous revision while the new one validates.
    expect(await detail('flaky')).toMatchObject({
      activeSessionCount: 3,
      available: true,
      previousRevision: { deploymentID: first, phase: 'Draining', readyReplicas: 3 },
    });
    advance(500);
    const failed = await detail('flaky');
    expect(failed).toMatchObject({
      desiredDeploymentId: second,
      reconciledDeploymentId: second,
      ready: false,
      available: true,
      activeSessionCount: 3,
      currentRevision: {
        deploymentID: second,
        phase: 'Failed',
        readyReplicas: 0,
        health: {
          ready: false,
          state: 'waiting',
          reason: 'CrashLoopBackOff',
          restartCount: 3,
          message: 'KeyError: OPENAI_API_KEY\nbot could not start',
        },
      },
      previousRevision: { deploymentID: first, phase: 'Active', readyReplicas: 3 },
      errors: [{ code: 'PCC_UNKNOWN_ERROR', message: 'KeyError: OPENAI_API_KEY\nbot could not start' }],
    });
    expect(failed.conditions).toContainEqual(
      expect.objectContaining({
        type: 'Degraded',
        status: 'True',
        message: 'KeyError: OPENAI_API_KEY\nbot could not start',
      }),
    );

    // Cleared: the next deployment succeeds and replaces the one that served all along (never the failed one).
    await priv('PUT', '/_emulator/agents/flaky', { failDeployments: null });
    const third = (await priv('POST', '/v1/agents/flaky', { forceRedeploy: true })).json;
    expect(third).toMatchObject({ previousRevision: { deploymentID: first, phase: 'Draining' }, errors: [] });
    advance(DEPLOY_MS);
    expect(await detail('flaky')).toMatchObject({
      ready: true,
      errors: [],
      previousRevision: null,
      currentRevision: { phase: 'Active', readyReplicas: 3 },
    });
    const report = await deployments('flaky');
    expect(report.deployments.map((d: { outcome: string }) => d.outcome)).toEqual(['ready', 'failed', 'ready']);
    expect(report.deployments.map((d: { serving: boolean }) => d.serving)).toEqual([false, false, true]);
  });

  it('an image whose name contains "fail": a first deployment that fails is not available', async () => {
    const created = await priv('POST', '/v1/agents', { serviceName: 'bad-image', image: 'me/fail-bot:1' });
    expect(created.status).toBe(200);
    advance(DEPLOY_MS);
    const failed = await detail('bad-image');
    expect(failed).toMatchObject({
      ready: false,
      available: false,
      previousRevision: null,
      currentRevision: { phase: 'Failed' },
    });
    expect(failed.errors[0].message).toContain("image 'me/fail-bot:1'");
  });

  it('a control set before the agent exists applies to its first deployment; bad bodies are refused naming the field', async () => {
    expect((await priv('PUT', '/_emulator/agents/later', { failDeployments: 'boom' })).json).toMatchObject({
      agentExists: false,
    });
    await priv('POST', '/v1/agents', { serviceName: 'later', image: 'me/voice:1' });
    advance(DEPLOY_MS);
    expect((await detail('later')).errors).toEqual([{ code: 'PCC_UNKNOWN_ERROR', message: 'boom' }]);
    const refused = async (body: unknown) => (await priv('PUT', '/_emulator/agents/later', body)).json.error as string;
    expect(await refused({ activeSessionCount: -1 })).toMatch(/activeSessionCount must be a whole number/);
    expect(await refused({ activeSessionCount: 1.5 })).toMatch(/activeSessionCount/);
    expect(await refused({ failDeployments: '' })).toMatch(/failDeployments must be a message/);
    expect(await refused({ failDeployments: 7 })).toMatch(/failDeployments/);
    expect(await refused({ fail: 'x' })).toMatch(/Unknown field\(s\) fail/);
    expect(await refused({})).toMatch(/failDeployments, activeSessionCount, .* and\/or sessionsPerMinute/);
    expect((await priv('GET', '/_emulator/agents/nobody/deployments')).status).toBe(404);
    expect((await priv('GET', '/_emulator/agents/later/deployments?org=nope')).status).toBe(404);
    // `?org=` reaches the other organization's agents.
    await call(emu.url, 'POST', '/v1/organizations/staging/services', {
      key: ut,
      body: { serviceName: 'later', image: 'me/s:1' },
    });
    expect((await priv('PUT', '/_emulator/agents/later?org=staging', { activeSessionCount: 2 })).json.agentExists).toBe(
      true,
    );
    expect(
      (await call(emu.url, 'GET', '/v1/organizations/staging/services/later', { key: ut })).json.body
        .activeSessionCount,
    ).toBe(2);
    expect((await priv('GET', '/_emulator/agents/later/deployments?org=staging')).json).toMatchObject({
      activeSessionCount: 2,
      failDeployments: null,
    });
    expect((await detail('later')).activeSessionCount).toBe(0); // the `local` agent of the same name is untouched
    expect((await call(emu.url, 'GET', '/_emulator/agents/later/deployments', { key: ut })).status).toBe(401);
  });

  it('live sessions: activeSessionCount as set, and the serving replicas follow it within the bounds', async () => {
    await readyAgent('busy', { autoScaling: { minAgents: 1, maxAgents: 2 } });
    expect((await detail('busy')).activeSessionCount).toBe(0);
    await priv('PUT', '/_emulator/agents/busy', { activeSessionCount: 5 });
    expect(await detail('busy')).toMatchObject({ activeSessionCount: 5, currentRevision: { readyReplicas: 2 } });
    expect((await orgDetail('busy')).activeSessionCount).toBe(5);
  });
});

describe('set versions captured per deployment', () => {
  it('a rolled agent runs the new version, an unrolled one the old', async () => {
    await readySet('shared');
    const version = async () => (await priv('GET', '/_emulator/secrets/shared')).json;
    expect(await version()).toEqual({ name: 'shared', type: 'secret', region: 'us-west', status: 'ready', version: 1 });
    await readyAgent('rolled', { secretSet: 'shared', imagePullSecretSet: 'registry' });
    await readyAgent('unrolled', { secretSet: 'shared' });
    await writeSet('shared', { API_KEY: `${CANARY}-2` });
    advance(READY_MS);
    expect((await version()).version).toBe(2);
    await priv('POST', '/v1/agents/rolled', { forceRedeploy: true });
    advance(DEPLOY_MS);
    const rolled = await deployments('rolled');
    const unrolled = await deployments('unrolled');
    expect(rolled.deployments.at(-1)).toMatchObject({
      forced: true,
      outcome: 'ready',
      serving: true,
      secretSet: { name: 'shared', version: 2 },
      imagePullSecretSet: { name: 'registry', version: 1 },
    });
    expect(rolled.deployments[0].secretSet).toEqual({ name: 'shared', version: 1 });
    expect(unrolled.deployments).toHaveLength(1);
    expect(unrolled.deployments[0]).toMatchObject({ serving: true, secretSet: { name: 'shared', version: 1 } });
    expect(unrolled.current.secretSet).toEqual({ name: 'shared', version: 2 });
    expect(JSON.stringify([rolled, unrolled])).not.toContain(CANARY);

    // Removing a key is a write; a deleted and re-created set goes on counting.
    expect((await priv('DELETE', '/v1/secrets/shared/API_KEY')).status).toBe(200);
    expect((await version()).version).toBe(3);
    await priv('DELETE', '/v1/secrets/shared');
    expect((await priv('GET', '/_emulator/secrets/shared')).status).toBe(404);
    expect((await deployments('unrolled')).current.secretSet).toEqual({ name: 'shared', version: null });
    await writeSet('shared', { API_KEY: 'again' });
    expect((await version()).version).toBe(4);
    // An image pull secret written again is a new version too.
    await priv('PUT', '/v1/secrets/registry', {
      isImagePullSecret: true,
      host: 'https://ghcr.io',
      secretValue: base64('ann:pw2'),
    });
    expect((await priv('GET', '/_emulator/secrets/registry')).json.version).toBe(2);
  });
});

describe('binding rules on a redeploy', () => {
  it('a bound set that is pending → 409 and no new deployment, on both paths', async () => {
    await readySet('rotating');
    const first = await readyAgent('needs-rotating', { secretSet: 'rotating' });
    await writeSet('rotating', { API_KEY: 'new' }); // pending for READY_MS
    const refused = await priv('POST', '/v1/agents/needs-rotating', { forceRedeploy: true });
    expect(refused.status).toBe(409);
    expect(refused.json).toEqual({
      error: "Secret set 'rotating' is not ready (status: pending). Deploy again once it is ready.",
      code: 'CONFLICT',
    });
    const refusedOrg = await user('PUT', '/services', {
      serviceName: 'needs-rotating',
      image: 'me/voice:1',
      secretSet: 'rotating',
      region: 'us-west',
      forceRedeploy: true,
    });
    expect(refusedOrg.status).toBe(409);
    expect((await detail('needs-rotating')).desiredDeploymentId).toBe(first);
    advance(READY_MS);
    expect((await priv('POST', '/v1/agents/needs-rotating', { forceRedeploy: true })).status).toBe(200);
  });

  it('a set in another region → the published 400 naming both regions, on both paths', async () => {
    await readyAgent('west-agent', {});
    const expected = {
      error:
        "Secret set 'east-keys' is in region 'us-east' but service is in region 'us-west'. Secrets must be in the same region as the service.",
      code: 'GENERIC_BAD_REQUEST',
    };
    expect((await priv('POST', '/v1/agents/west-agent', { secretSet: 'east-keys', forceRedeploy: true })).json).toEqual(
      expected,
    );
    const org = await user('PUT', '/services', {
      serviceName: 'west-agent',
      image: 'me/voice:1',
      secretSet: 'east-keys',
      region: 'us-west',
      forceRedeploy: true,
    });
    expect(org.status).toBe(400);
    expect(org.json).toEqual(expected);
    expect((await deployments('west-agent')).deployments).toHaveLength(1);
  });
});

describe('the agents list cache across the transitions', () => {
  const listed = async (name: string) =>
    ((await priv('GET', '/v1/agents')).json.services as Array<Record<string, unknown>>).find((a) => a.name === name)!;

  it('follows a deployment turning reconciled with time, and two redeploys in quick succession one after the other', async () => {
    const first = await readyAgent('cached', {});
    expect((await listed('cached')).reconciledDeploymentId).toBe(first); // cached from here
    const second = (await priv('POST', '/v1/agents/cached', { forceRedeploy: true })).json.desiredDeploymentId;
    advance(100);
    const third = (await priv('POST', '/v1/agents/cached', { forceRedeploy: true })).json.desiredDeploymentId;
    expect(await listed('cached')).toMatchObject({ desiredDeploymentId: third, reconciledDeploymentId: first });
    advance(150); // the second one is processed; the third not yet
    expect(await listed('cached')).toMatchObject({ desiredDeploymentId: third, reconciledDeploymentId: second });
    advance(100);
    expect((await listed('cached')).reconciledDeploymentId).toBe(third);
    advance(DEPLOY_MS);
    const report = await deployments('cached');
    expect(report.deployments.map((d: { outcome: string }) => d.outcome)).toEqual(['ready', 'superseded', 'ready']);
    expect(report.deployments[1].phase).toBeNull();
    // The third deployment replaced the first (the second never served).
    expect((await detail('cached')).ready).toBe(true);
  });

  it('a failing deployment shows in the list as reconciled once the operator has it', async () => {
    await readyAgent('cached-fail', {});
    await priv('PUT', '/_emulator/agents/cached-fail', { failDeployments: 'nope' });
    await priv('GET', '/v1/agents'); // cache
    const next = (await priv('POST', '/v1/agents/cached-fail', { forceRedeploy: true })).json.desiredDeploymentId;
    await priv('GET', '/v1/agents');
    advance(DEPLOY_MS);
    expect((await listed('cached-fail')).reconciledDeploymentId).toBe(next);
  });
});
