// The emulator's agents endpoints over HTTP: published shapes, binding rules (existence, type, region, readiness),
// both path families, and --seed-agents.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/emulator/sqlite/open.js';
import { base64, call, startTestEmulator, waitFor, type TestEmulator } from './support/harness.js';

let emu: TestEmulator;
let pk: string;
const ORG = '/v1/organizations/local';

async function readySet(name: string, region = 'us-west', pull = false): Promise<void> {
  const body = pull
    ? { isImagePullSecret: true, host: 'https://index.docker.io/v1/', secretValue: base64('ann:pw'), region }
    : { secrets: [{ secretKey: 'K', secretValue: 'v' }], region };
  expect((await call(emu.url, 'PUT', `/v1/secrets/${name}`, { key: pk, body })).status).toBe(202);
  await waitFor(async () => {
    const list = await call(emu.url, 'GET', '/v1/secrets', { key: pk });
    return list.json.sets.find((s: { name: string; status: string }) => s.name === name && s.status === 'ready');
  });
}

beforeAll(async () => {
  // Long enough that a set written in a test is still pending when the next request arrives on a busy machine.
  // Deployments take 1600 ms: the operator processes one after 400 ms (reconciledDeploymentId stays null until then).
  emu = await startTestEmulator({ readyDelayMs: 400, deployMs: 1600 });
  pk = emu.keys.privateKey;
  await Promise.all([
    readySet('west-secrets', 'us-west'),
    readySet('east-secrets', 'us-east'),
    readySet('west-registry', 'us-west', true),
  ]);
});
afterAll(async () => emu?.dispose());

describe('agents endpoints', () => {
  it('creates an agent with the published ServiceDetailsResponse shape and lists it', async () => {
    const created = await call(emu.url, 'POST', '/v1/agents', {
      key: pk,
      body: {
        serviceName: 'voice-a',
        image: 'me/voice:1',
        region: 'us-west',
        secretSet: 'west-secrets',
        imagePullSecretSet: 'west-registry',
      },
    });
    expect(created.status).toBe(200);
    expect(created.json).toMatchObject({
      name: 'voice-a',
      region: 'us-west',
      ready: false,
      activeSessionCount: 0,
      reconciledDeploymentId: null,
      deployment: {
        manifest: {
          kind: 'PCService',
          spec: { image: 'me/voice:1', envFromSecretNames: ['west-secrets'], imagePullSecretName: 'west-registry' },
        },
      },
    });
    const detail = await waitFor(async () => {
      const d = await call(emu.url, 'GET', '/v1/agents/voice-a', { key: pk });
      return d.json.ready ? d : undefined;
    });
    expect(detail.json.reconciledDeploymentId).toBe(detail.json.desiredDeploymentId);

    const plain = await call(emu.url, 'GET', '/v1/agents', { key: pk });
    const item = plain.json.services.find((s: { name: string }) => s.name === 'voice-a');
    expect(Object.keys(item).sort()).toEqual(
      [
        'activeDeploymentId',
        'createdAt',
        'deletedAt',
        'desiredDeploymentId',
        'id',
        'name',
        'organizationId',
        'reconciledDeploymentId',
        'region',
        'updatedAt',
      ].sort(),
    );
    const withDeployment = await call(emu.url, 'GET', '/v1/agents?includeActiveDeployment=true', { key: pk });
    expect(withDeployment.json.services[0].deployment.manifest.spec.envFromSecretNames).toEqual(['west-secrets']);
    expect((await call(emu.url, 'GET', '/v1/agents?region=us-east', { key: pk })).json.services).toEqual([]);
  });

  it('answers the published secretRegionMismatch / imagePullSecretRegionMismatch 400 for a set in another region', async () => {
    const res = await call(emu.url, 'POST', '/v1/agents', {
      key: pk,
      body: { serviceName: 'voice-b', image: 'me/voice:1', region: 'us-west', secretSet: 'east-secrets' },
    });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({
      error:
        "Secret set 'east-secrets' is in region 'us-east' but service will be created in region 'us-west'. Secrets must be in the same region as the service.",
      code: 'GENERIC_BAD_REQUEST',
    });
    const pull = await call(emu.url, 'POST', '/v1/agents', {
      key: pk,
      body: { serviceName: 'voice-b', image: 'me/voice:1', region: 'us-east', imagePullSecretSet: 'west-registry' },
    });
    expect(pull.status).toBe(400);
    expect(pull.json.error).toMatch(
      /^Image pull secret set 'west-registry' is in region 'us-west' but service will be created in region 'us-east'/,
    );
    expect((await call(emu.url, 'GET', '/v1/agents/voice-b', { key: pk })).status).toBe(404);
  });

  it('refuses a missing set (404), a set of the other type (404) and a pending set (409)', async () => {
    const create = (body: Record<string, unknown>) =>
      call(emu.url, 'POST', '/v1/agents', { key: pk, body: { serviceName: 'voice-c', image: 'me/voice:1', ...body } });
    expect((await create({ secretSet: 'nope' })).json).toEqual({ error: 'Secret set not found', code: 'NOT_FOUND' });
    expect((await create({ secretSet: 'west-registry' })).status).toBe(404);
    expect((await create({ imagePullSecretSet: 'west-secrets' })).json.error).toBe('Image pull secret set not found');
    await call(emu.url, 'PUT', '/v1/secrets/fresh-set', {
      key: pk,
      body: { secrets: [{ secretKey: 'K', secretValue: 'v' }] },
    });
    const pending = await create({ secretSet: 'fresh-set' });
    expect(pending.status).toBe(409);
    expect(pending.json.error).toContain("'fresh-set' is not ready (status: pending)");
    expect((await create({})).status).toBe(200); // no binding at all is fine
    expect((await create({})).json).toEqual({ error: 'Service already exists', code: 'GENERIC_BAD_REQUEST' });
    expect((await call(emu.url, 'POST', '/v1/agents', { key: pk, body: { serviceName: 'no-image' } })).json.error).toBe(
      'Either image or buildId is required for service creation',
    );
  });

  it('updates with POST /agents/{name}, keeps the region, checks the new bindings; deletes', async () => {
    const upd = await call(emu.url, 'POST', '/v1/agents/voice-c', { key: pk, body: { secretSet: 'east-secrets' } });
    expect(upd.status).toBe(400);
    expect(upd.json.error).toContain("but service is in region 'us-west'");
    const ok = await call(emu.url, 'POST', '/v1/agents/voice-c', { key: pk, body: { secretSet: 'west-secrets' } });
    expect(ok.status).toBe(200);
    expect(ok.json.deployment.manifest.spec.envFromSecretNames).toEqual(['west-secrets']);
    expect((await call(emu.url, 'POST', '/v1/agents/ghost', { key: pk, body: {} })).status).toBe(404);
    expect((await call(emu.url, 'DELETE', '/v1/agents/voice-c', { key: pk })).json).toEqual({ status: 'OK' });
    expect((await call(emu.url, 'DELETE', '/v1/agents/voice-c', { key: pk })).status).toBe(404);
  });

  it('serves the org-scoped services paths with a user token (detail wrapped in body, PUT update)', async () => {
    const ut = emu.keys.userToken;
    const created = await call(emu.url, 'POST', `${ORG}/services`, {
      key: ut,
      body: { serviceName: 'org-agent', image: 'me/voice:1', secretSet: 'west-secrets' },
    });
    expect(created.status).toBe(200);
    const detail = await call(emu.url, 'GET', `${ORG}/services/org-agent`, { key: ut });
    expect(detail.json.body).toMatchObject({ name: 'org-agent', region: 'us-west' });
    const updated = await call(emu.url, 'PUT', `${ORG}/services`, {
      key: ut,
      body: { serviceName: 'org-agent', secretSet: '' },
    });
    expect(updated.json.deployment.manifest.spec.envFromSecretNames).toEqual([]);
    const list = await call(emu.url, 'GET', `${ORG}/services`, { key: ut });
    expect(list.json.services.map((s: { name: string }) => s.name)).toContain('org-agent');
    expect((await call(emu.url, 'GET', '/v1/organizations/nope/services', { key: ut })).status).toBe(404);
    expect((await call(emu.url, 'GET', `${ORG}/services`, { key: pk })).status).toBe(401);
  });
});

describe('the agents list cache', () => {
  const listed = async (query = '') =>
    (await call(emu.url, 'GET', `/v1/agents${query}`, { key: pk })).json.services as Array<Record<string, unknown>>;

  it('follows this process’s writes, a write by another process on the same data dir, and a deployment turning ready', async () => {
    await listed(); // cached from here
    const created = await call(emu.url, 'POST', '/v1/agents', {
      key: pk,
      body: { serviceName: 'cache-a', image: 'me/a:1', region: 'us-west' },
    });
    expect(created.status).toBe(200);
    const pending = (await listed()).find((a) => a.name === 'cache-a');
    expect(pending?.reconciledDeploymentId).toBeNull();
    // Ready once the delay passes, with no write in between (the cached list must not outlive it).
    await waitFor(async () =>
      (await listed()).find((a) => a.name === 'cache-a' && a.reconciledDeploymentId === a.desiredDeploymentId),
    );

    expect((await listed('?includeActiveDeployment=true')).find((a) => a.name === 'voice-a')).toBeDefined(); // cached
    // Another process sharing the data dir: a second SQLite connection writes the table directly (with the
    // emulator's driver: two copies of SQLite in one process do not see each other's locks).
    const other = openDatabase(join(emu.dataDir, 'emulator.db'));
    try {
      other.prepare("UPDATE agents SET image = 'me/a:2' WHERE org = 'local' AND name = 'cache-a'").run();
      other.prepare("DELETE FROM agents WHERE org = 'local' AND name = 'voice-a'").run();
    } finally {
      other.close();
    }
    const after = await listed('?includeActiveDeployment=true');
    expect(after.find((a) => a.name === 'voice-a')).toBeUndefined();
    expect(
      (after.find((a) => a.name === 'cache-a')?.deployment as { manifest: { spec: { image: string } } }).manifest.spec
        .image,
    ).toBe('me/a:2');
    expect((await call(emu.url, 'DELETE', '/v1/agents/cache-a', { key: pk })).status).toBe(200);
    expect((await listed()).find((a) => a.name === 'cache-a')).toBeUndefined();
  });
});

describe('--seed-agents', () => {
  it('creates ready agents binding the seeded sets in their regions, once', async () => {
    const seeded = await startTestEmulator({ seedSets: 10, seedAgents: 4 });
    try {
      expect(seeded.deployMs).toBe(100); // the harness's readyDelayMs, when deployMs is not given
      const list = await call(seeded.url, 'GET', '/v1/agents?includeActiveDeployment=true', {
        key: seeded.keys.privateKey,
      });
      const sets = (await call(seeded.url, 'GET', '/v1/secrets', { key: seeded.keys.privateKey })).json.sets as Array<{
        name: string;
        region: string;
      }>;
      expect(list.json.services).toHaveLength(4);
      for (const agent of list.json.services) {
        const [bound] = agent.deployment.manifest.spec.envFromSecretNames;
        expect(sets.find((s) => s.name === bound)?.region).toBe(agent.region);
      }
      const detail = await call(seeded.url, 'GET', '/v1/agents/seed-agent-00001', { key: seeded.keys.privateKey });
      expect(detail.json).toMatchObject({ ready: true, previousRevision: null, currentRevision: { phase: 'Active' } });
      // Each seeded agent has its one deployment, which captured its set's version.
      const report = await call(seeded.url, 'GET', '/_emulator/agents/seed-agent-00001/deployments', {
        key: seeded.keys.privateKey,
      });
      expect(report.json.deployments).toEqual([
        expect.objectContaining({
          id: detail.json.desiredDeploymentId,
          outcome: 'ready',
          serving: true,
          secretSet: { name: detail.json.deployment.manifest.spec.envFromSecretNames[0], version: 1 },
        }),
      ]);
    } finally {
      await seeded.dispose();
    }
  });
});
