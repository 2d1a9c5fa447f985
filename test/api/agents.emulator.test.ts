// AgentsClient and the usage map against the real emulator over HTTP (both path families), plus a canned server
// for shapes the emulator does not send (bare arrays, missing fields, control characters, malformed bodies).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AgentsClient, type AgentsApi } from '../../src/api/agents/client.js';
import { isApiError } from '../../src/api/http/errors.js';
import { createHttpClient } from '../../src/api/http/http.js';
import { SecretsClient } from '../../src/api/secrets/client.js';
import {
  BindingsCache,
  findProblems,
  loadBindingsMap,
  problemsBySet,
  usedBy,
  type BindingsMap,
} from '../../src/api/agents/bindings.js';
import { agentStatus, rolloutProgress } from '../../src/api/agents/deployStatus.js';
import { settleRedeploy } from '../../src/api/agents/redeploy.js';
import { rolloutReducer } from '../../src/api/rollout/model.js';
import { summarize } from '../../src/api/rollout/summary.js';
import { planRollout, runRollout } from '../../src/api/rollout/runner.js';
import { isUncertainWriteError } from '../../src/api/http/writeOutcome.js';
import { startTestEmulator, waitFor, type TestEmulator } from '../emulator/support/harness.js';
import { json, startCannedServer, within, type CannedServer } from './helpers.js';

let emu: TestEmulator;
let agents: AgentsClient;
let secrets: SecretsClient;

const http = (baseUrl: string, token: string) =>
  createHttpClient({ baseUrl, token, flavor: 'pipecat', retryLimit: 0, networkRetryLimit: 0 });

async function readySet(name: string, region: string, pull = false): Promise<void> {
  if (pull) await secrets.putImagePullSecret(name, { host: 'https://ghcr.io', credentials: 'ann:pw', region });
  else await secrets.putSecrets(name, { K: 'v' }, { region });
  await waitFor(async () =>
    (await secrets.listSecretSets()).find((s) => s.name === name)?.status === 'ready' ? true : undefined,
  );
}

beforeAll(async () => {
  emu = await startTestEmulator({ readyDelayMs: 60 });
  agents = new AgentsClient({ http: http(emu.apiHost, emu.keys.privateKey) });
  secrets = new SecretsClient({ http: http(emu.apiHost, emu.keys.privateKey) });
  await readySet('api-keys', 'us-west');
  await readySet('moving-set', 'us-west');
  await readySet('doomed-set', 'us-west');
  await readySet('registry', 'us-west', true);
  await agents.createAgent('alpha', {
    image: 'me/a:1',
    region: 'us-west',
    secretSet: 'api-keys',
    imagePullSecretSet: 'registry',
  });
  await agents.createAgent('beta', { image: 'me/b:1', region: 'us-west', secretSet: 'api-keys' });
  await agents.createAgent('gamma', { image: 'me/c:1', region: 'us-west', secretSet: 'moving-set' });
  await agents.createAgent('delta', { image: 'me/d:1', region: 'us-west', secretSet: 'doomed-set' });
  await agents.createAgent('idle', { image: 'me/e:1', region: 'us-east' });
});
afterAll(async () => emu?.dispose());

describe('AgentsClient on the emulator', () => {
  it('lists agents with their bindings in one request (private /v1/agents)', async () => {
    const list = await agents.listAgents();
    expect(list.map((a) => a.name)).toEqual(['alpha', 'beta', 'delta', 'gamma', 'idle']);
    expect(list[0]).toMatchObject({
      name: 'alpha',
      region: 'us-west',
      bindings: { secretSets: ['api-keys'], imagePullSecret: 'registry' },
    });
    expect(list[4].bindings).toEqual({ secretSets: [] });
    const bare = await agents.listAgents({ includeDeployment: false });
    expect(bare.every((a) => a.bindings === undefined)).toBe(true);
    expect((await agents.listAgents({ region: 'us-east' })).map((a) => a.name)).toEqual(['idle']);
  });

  it('reads details (ready, bindings) on both path families; the org-scoped body wrapper is unwrapped', async () => {
    const org = new AgentsClient({ http: http(emu.apiHost, emu.keys.userToken), org: 'local' });
    expect(org.path).toBe('/v1/organizations/local/services');
    for (const client of [agents, org]) {
      const detail = await waitFor(async () => {
        const d = await client.getAgent('alpha');
        return d.ready ? d : undefined;
      });
      expect(detail).toMatchObject({
        name: 'alpha',
        region: 'us-west',
        ready: true,
        bindings: { secretSets: ['api-keys'], imagePullSecret: 'registry' },
      });
    }
    expect((await org.listAgents()).map((a) => a.name)).toContain('gamma');
    const err = await agents.getAgent('nobody').catch((e: unknown) => e);
    expect(isApiError(err) && err.status).toBe(404);
  });

  it('validates the agent name before sending anything', async () => {
    const err = await agents.getAgent('bad name!').catch((e: unknown) => e);
    expect(isApiError(err) && err.code).toBe('VALIDATION');
    expect((err as Error).message).toMatch(/^agent name/);
  });

  it('surfaces the published region-mismatch 400 on create with the service message', async () => {
    await readySet('east-only', 'us-east');
    const err = await agents
      .createAgent('wrong', { image: 'me/x:1', region: 'us-west', secretSet: 'east-only' })
      .catch((e: unknown) => e);
    expect(isApiError(err) && err.status).toBe(400);
    expect((err as Error).message).toContain("Secret set 'east-only' is in region 'us-east'");
  });
});

describe('usage map and problems', () => {
  it('maps sets to the agents that bind them with one request when the list carries deployments', async () => {
    const usage = await loadBindingsMap(agents);
    expect(usage.requests).toBe(1);
    expect(usedBy(usage, 'api-keys').map((a) => a.name)).toEqual(['alpha', 'beta']);
    expect(usedBy(usage, 'registry').map((a) => a.name)).toEqual(['alpha']);
    expect(usedBy(usage, 'unbound')).toEqual([]);
    expect(usage.unreadable).toEqual([]);
  });

  it('falls back to one detail request per agent, never more than `concurrency` at a time', async () => {
    let inFlight = 0;
    let peak = 0;
    const counting: AgentsApi = {
      ...agents,
      listAgents: (o) => agents.listAgents(o),
      getAgent: async (name, o) => {
        inFlight++;
        peak = Math.max(peak, inFlight);
        try {
          await new Promise((r) => setTimeout(r, 15));
          return await agents.getAgent(name, o);
        } finally {
          inFlight--;
        }
      },
      createAgent: agents.createAgent.bind(agents),
      updateAgent: agents.updateAgent.bind(agents),
      deleteAgent: agents.deleteAgent.bind(agents),
      redeployAgent: agents.redeployAgent.bind(agents),
      getAgentLogs: agents.getAgentLogs.bind(agents),
    };
    const usage = await loadBindingsMap(counting, { includeDeployment: false, concurrency: 2 });
    expect(usage.requests).toBe(6);
    expect(peak).toBe(2);
    expect(usedBy(usage, 'api-keys').map((a) => a.name)).toEqual(['alpha', 'beta']);
  });

  it('a reload with the previous map re-reads only the agents re-deployed since (desiredDeploymentId changed)', async () => {
    const first = await loadBindingsMap(agents, { includeDeployment: false });
    expect(first.requests).toBe(6);
    expect(first.agents.every((a) => typeof a.deployment === 'string')).toBe(true);
    const second = await loadBindingsMap(agents, { includeDeployment: false, previous: first });
    expect([second.requests, second.reused]).toEqual([1, 5]);
    expect(second.agents).toEqual(first.agents);
    // A re-deploy moves the agent to another set: only it is read again, and its new binding shows.
    await readySet('other-keys', 'us-east');
    await agents.updateAgent('idle', { secretSet: 'other-keys' });
    const third = await loadBindingsMap(agents, { includeDeployment: false, previous: second });
    expect([third.requests, third.reused]).toEqual([2, 4]);
    expect(usedBy(third, 'other-keys').map((a) => a.name)).toEqual(['idle']);
    await agents.updateAgent('idle', { secretSet: '' });
  });

  it('flags region mismatch, missing sets, a failed image pull secret and a pending set', async () => {
    // moving-set: deleted and re-created in another region under its agent; doomed-set: deleted.
    await secrets.deleteSecretSet('moving-set');
    await secrets.putSecrets('moving-set', { K: 'v' }, { region: 'eu-central' });
    await secrets.deleteSecretSet('doomed-set');
    // registry: re-written with credentials that are not base64 of user:password → failed.
    await secrets.putImagePullSecret('registry', { host: 'https://ghcr.io', credentials: 'not base64', encode: false });
    await waitFor(async () =>
      (await secrets.listSecretSets()).find((s) => s.name === 'registry')?.status === 'failed' ? true : undefined,
    );
    await secrets.putSecrets('api-keys', { K2: 'v' }); // pending again for readyDelayMs
    const sets = await secrets.listSecretSets();
    const usage = await loadBindingsMap(agents);
    const problems = findProblems(sets, usage);
    const kinds = problems.map((p) => `${p.kind}:${p.set}:${p.agent}`).sort();
    expect(kinds).toContain('region-mismatch:moving-set:gamma');
    expect(kinds).toContain('missing-set:doomed-set:delta');
    expect(kinds).toContain('set-failed:registry:alpha');
    const mismatch = problems.find((p) => p.kind === 'region-mismatch')!;
    expect(mismatch).toMatchObject({ agentRegion: 'us-west', setRegion: 'eu-central' });
    expect(mismatch.message).toBe(
      "agent 'gamma' is in region us-west but its secret set 'moving-set' is in eu-central: they must be in the same region",
    );
    expect(problemsBySet(problems).get('doomed-set')?.[0].message).toContain('does not exist');
    // api-keys was re-written just now: pending unless the machine was slower than the ready delay.
    const apiKeys = sets.find((s) => s.name === 'api-keys')!;
    expect(kinds.includes('set-pending:api-keys:alpha')).toBe(apiKeys.status === 'pending');
    expect(findProblems(sets, { ...usage, agents: [] })).toEqual([]);
  });
});

describe('tolerant parsing (canned server)', () => {
  let canned: CannedServer;
  beforeAll(async () => {
    canned = await startCannedServer();
  });
  afterAll(async () => canned?.close());

  it('accepts a bare array, skips nameless and deleted items, and sanitises names', async () => {
    canned.handle((req, res) => {
      if (req.url.startsWith('/v1/agents?')) {
        return json(res, 200, [
          {
            name: 'ok',
            region: 'us-west',
            deployment: { manifest: { spec: { envFromSecretNames: ['s\u001b]52;c;x\u0007et', 7] } } },
          },
          { region: 'us-west' },
          { name: 'gone', deletedAt: '2025-01-01T00:00:00Z' },
          { name: 'no-deploy' },
        ]);
      }
      if (req.url === '/v1/agents/no-deploy') return json(res, 200, { body: { name: 'no-deploy', deployment: null } });
      json(res, 500, { error: 'boom', code: 'INTERNAL_SERVER_ERROR' });
    });
    const client = new AgentsClient({ http: http(canned.url, 'k') });
    const usage = await within(5000, loadBindingsMap(client));
    expect(usage.agents.map((a) => a.name)).toEqual(['no-deploy', 'ok']);
    expect(usage.agents[1].secretSets).toEqual(['set']);
    expect(usage.requests).toBe(2);
  });

  it('reports agents whose detail fails as unreadable instead of failing the map; 404 means gone', async () => {
    canned.handle((req, res) => {
      if (req.url.startsWith('/v1/agents?'))
        return json(res, 200, { services: [{ name: 'a' }, { name: 'b' }, { name: 'c' }] });
      if (req.url === '/v1/agents/a') return json(res, 500, { error: 'boom', code: 'INTERNAL_SERVER_ERROR' });
      if (req.url === '/v1/agents/b') return json(res, 404, { error: 'Not found', code: 'NOT_FOUND' });
      json(res, 200, {
        name: 'c',
        region: 'us-west',
        deployment: { manifest: { spec: { envFromSecretNames: ['x'] } } },
      });
    });
    const usage = await within(5000, loadBindingsMap(new AgentsClient({ http: http(canned.url, 'k') })));
    expect(usage.unreadable).toEqual(['a']);
    expect(usage.agents.map((a) => a.name)).toEqual(['c']);
  });

  it('a list without services is a MALFORMED_RESPONSE naming what is missing', async () => {
    canned.handle((_req, res) => json(res, 200, { agents: [] }));
    const err = await loadBindingsMap(new AgentsClient({ http: http(canned.url, 'k') })).catch((e: unknown) => e);
    expect(isApiError(err) && err.code).toBe('MALFORMED_RESPONSE');
    expect((err as Error).message).toContain('"services"');
  });
});

describe('BindingsCache', () => {
  const map = (at: number): BindingsMap => ({
    agents: [],
    bySet: new Map(),
    unreadable: [],
    requests: 1,
    loadedAt: at,
  });

  it('shares one load between concurrent callers, serves it within the TTL, reloads after, and never caches a failure', async () => {
    let clock = 1000;
    let loads = 0;
    let fail = false;
    const cache = new BindingsCache(
      async () => {
        loads++;
        await new Promise((r) => setTimeout(r, 5));
        if (fail) throw new Error('down');
        return map(clock);
      },
      { ttlMs: 100, now: () => clock },
    );
    expect(cache.peek()).toBeUndefined();
    const [a, b] = await Promise.all([cache.get(), cache.get()]);
    expect(a).toBe(b);
    expect(loads).toBe(1);
    clock += 99;
    await cache.get();
    expect(loads).toBe(1);
    clock += 1;
    expect(cache.isFresh()).toBe(false);
    fail = true;
    await expect(cache.get()).rejects.toThrow('down');
    expect(cache.peek()).toBe(a); // the last good map stays readable
    fail = false;
    await cache.get();
    expect(loads).toBe(3);
    await cache.get({ force: true });
    expect(loads).toBe(4);
  });
});

// ---- Redeploys, revisions, logs and the rollout against the emulator's deployments (both path families) ----------

describe('redeploy, status readings, logs and a rollout on the emulator', () => {
  const DEPLOY_MS = 400;
  let e: TestEmulator;
  let priv: AgentsClient;
  let org: AgentsClient;
  let sets: SecretsClient;
  const control = async (name: string, body: object) => {
    const res = await fetch(`${e.apiHost}/_emulator/agents/${name}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${e.keys.privateKey}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(200);
  };
  const deployments = async (name: string) => {
    const res = await fetch(`${e.apiHost}/_emulator/agents/${name}/deployments`, {
      headers: { authorization: `Bearer ${e.keys.privateKey}` },
    });
    return (await res.json()) as {
      deployments: Array<{
        id: string;
        forced: boolean;
        outcome: string;
        secretSet: { name: string; version: number } | null;
      }>;
    };
  };
  const setReady = async (name: string, region = 'us-west') => {
    await sets.putSecrets(name, { K: 'v1' }, { region });
    await waitFor(async () =>
      (await sets.listSecretSets()).find((s) => s.name === name)?.status === 'ready' ? true : undefined,
    );
  };
  const readyAgent = (client: AgentsApi, name: string) =>
    waitFor(async () => {
      const d = await client.getAgent(name);
      return d.ready && d.reconciledDeploymentId === d.desiredDeploymentId ? d : undefined;
    }, 10_000);

  beforeAll(async () => {
    e = await startTestEmulator({ readyDelayMs: 60, deployMs: DEPLOY_MS });
    priv = new AgentsClient({ http: http(e.apiHost, e.keys.privateKey) });
    org = new AgentsClient({ http: http(e.apiHost, e.keys.userToken), org: 'local' });
    sets = new SecretsClient({ http: http(e.apiHost, e.keys.privateKey) });
    await setReady('keys');
    await setReady('east-keys', 'us-east');
    for (const name of ['r-one', 'r-two', 'r-org', 'r-bad', 'r-east']) {
      await priv.createAgent(name, {
        image: `me/${name}:1`,
        region: name === 'r-east' ? 'us-east' : 'us-west',
        secretSet: name === 'r-east' ? 'east-keys' : 'keys',
      });
    }
    for (const name of ['r-one', 'r-two', 'r-org', 'r-bad', 'r-east']) await readyAgent(priv, name);
  }, 60_000);
  afterAll(async () => e?.dispose());

  it('private key: POST /v1/agents/{name} {forceRedeploy: true} makes a new deployment; the readings follow it to ready', async () => {
    const before = await priv.getAgent('r-one');
    expect(before).toMatchObject({ ready: true, image: 'me/r-one:1', autoScaling: { minAgents: 0, maxAgents: 50 } });
    const answer = await priv.redeployAgent('r-one');
    expect(answer.desiredDeploymentId).toBeDefined();
    expect(answer.desiredDeploymentId).not.toBe(before.desiredDeploymentId);
    const id = answer.desiredDeploymentId!;
    const seen = new Set<string>();
    const done = await waitFor(
      async () => {
        const d = await priv.getAgent('r-one');
        const p = rolloutProgress(d, id);
        seen.add(p.phase);
        if (p.phase === 'rolling') expect(d.previousRevision?.deploymentId).toBe(before.desiredDeploymentId);
        return p.phase === 'ready' ? d : undefined;
      },
      10_000,
      25,
    );
    expect([...seen]).toEqual(expect.arrayContaining(['waiting', 'rolling', 'ready']));
    expect(done.currentRevision).toMatchObject({ deploymentId: id, phase: 'Active' });
    expect(agentStatus(done).kind).toBe('scaledToZero'); // min 0 agents and no session
    const list = await deployments('r-one');
    expect(list.deployments.at(-1)).toMatchObject({ id, forced: true, outcome: 'ready', secretSet: { name: 'keys' } });
  });

  it('user token: PUT /services with the deploy payload rebuilt from the detail, forceRedeploy; the answer is unwrapped', async () => {
    const before = await org.getAgent('r-org');
    const answer = await org.redeployAgent('r-org');
    expect(answer.name).toBe('r-org');
    expect(answer.desiredDeploymentId).not.toBe(before.desiredDeploymentId);
    const after = await readyAgent(org, 'r-org');
    expect(after).toMatchObject({ image: 'me/r-org:1', bindings: { secretSets: ['keys'] }, region: 'us-west' });
    expect((await deployments('r-org')).deployments.at(-1)).toMatchObject({
      id: answer.desiredDeploymentId,
      forced: true,
    });
  });

  it('a failing deployment reads as failed with the revision message (both families); the previous one keeps serving', async () => {
    await control('r-bad', { failDeployments: 'KeyError: OPENAI_API_KEY' });
    const id = (await priv.redeployAgent('r-bad')).desiredDeploymentId!;
    for (const client of [priv, org]) {
      const failed = await waitFor(async () => {
        const p = rolloutProgress(await client.getAgent('r-bad'), id);
        return p.phase === 'failed' ? p : undefined;
      }, 10_000);
      expect(failed.message).toBe('CrashLoopBackOff (Error, exit 1): KeyError: OPENAI_API_KEY');
      const detail = await client.getAgent('r-bad');
      expect(agentStatus(detail)).toMatchObject({ kind: 'failed' });
      expect(detail.available).toBe(true);
    }
    await control('r-bad', { failDeployments: null });
  });

  it('live sessions are the detail’s activeSessionCount', async () => {
    await control('r-two', { activeSessionCount: 3 });
    expect((await priv.getAgent('r-two')).activeSessionCount).toBe(3);
    expect((await org.getAgent('r-two')).activeSessionCount).toBe(3);
    await control('r-two', { activeSessionCount: 0 });
  });

  it('refusals: a pending set → 409; a set moved to another region → the published 400 naming both regions', async () => {
    await sets.putSecrets('keys', { K: 'v2' });
    const pending = await priv.redeployAgent('r-two').catch((error: unknown) => error);
    expect(isApiError(pending) && pending.status).toBe(409);
    await waitFor(async () =>
      (await sets.listSecretSets()).find((s) => s.name === 'keys')?.status === 'ready' ? true : undefined,
    );
    await sets.deleteSecretSet('east-keys');
    await setReady('east-keys', 'eu-central');
    for (const client of [priv, org]) {
      const refused = await client.redeployAgent('r-east').catch((error: unknown) => error);
      expect(isApiError(refused) && refused.status).toBe(400);
      expect((refused as Error).message).toContain("Secret set 'east-keys' is in region 'eu-central'");
      expect((refused as Error).message).toContain("'us-east'");
    }
  });

  it('logs on both families: the published shape, newest first by default, asc, limit and a deployment filter', async () => {
    const id = (await readyAgent(priv, 'r-one')).desiredDeploymentId!;
    for (const client of [priv, org]) {
      const newest = await client.getAgentLogs('r-one', { limit: 3 });
      expect(newest.logs).toHaveLength(3);
      expect(newest.total?.relation).toBe('eq');
      expect(newest.logs.map((l) => l.log).join('\n')).toContain(`Ready: deployment ${id} is serving`);
      expect(Date.parse(newest.logs[0].timestamp!)).toBeGreaterThanOrEqual(Date.parse(newest.logs[2].timestamp!));
      const own = await client.getAgentLogs('r-one', { deploymentId: id, order: 'asc', limit: 100 });
      expect(own.logs.every((l) => l.deploymentId === id)).toBe(true);
      expect(own.logs[0].log).toContain(`Deployment ${id} created (forced redeploy)`);
      expect(own.logs.some((l) => /Loaded secret set 'keys' \(version \d+\)/.test(l.log))).toBe(true);
      expect(Date.parse(own.logs[0].timestamp!)).toBeLessThanOrEqual(Date.parse(own.logs.at(-1)!.timestamp!));
    }
    const err = await priv.getAgentLogs('nobody').catch((error: unknown) => error);
    expect(isApiError(err) && err.status).toBe(404);
  });

  it('a redeploy whose answer is lost after it applied is settled by a re-read (applied, the new deployment)', async () => {
    const before = (await readyAgent(priv, 'r-two')).desiredDeploymentId;
    e.setChaos({ errorAfterWriteRate: 1, errorMethods: ['POST'] });
    try {
      const result = await settleRedeploy(priv, 'r-two', { before, noRetry: true });
      expect(result.outcome).toBe('applied');
      expect(result.deploymentId).not.toBe(before);
      expect((await priv.getAgent('r-two')).desiredDeploymentId).toBe(result.deploymentId);
    } finally {
      e.setChaos(undefined);
    }
    e.setChaos({ errorRate: 1, errorMethods: ['POST'] });
    try {
      const now = (await priv.getAgent('r-two')).desiredDeploymentId;
      const error = await settleRedeploy(priv, 'r-two', { before: now, noRetry: true }).catch((x: unknown) => x);
      expect(isUncertainWriteError(error) && error.readBack).toBe('not applied');
      expect((await priv.getAgent('r-two')).desiredDeploymentId).toBe(now);
    } finally {
      e.setChaos(undefined);
    }
  });

  it('a rollout of the set: every agent that uses it ends on a deployment that captured the new version; a failing one is named', async () => {
    await readyAgent(priv, 'r-two');
    await control('r-bad', { failDeployments: 'boom at start-up' });
    await sets.putSecrets('keys', { K: 'v3' });
    const state = await (async () => {
      const deps = { agents: priv, secrets: sets, pollDelaysMs: [100, 200, 400] };
      const plan = await planRollout(deps, {
        set: 'keys',
        agents: [{ name: 'r-one' }, { name: 'r-two' }, { name: 'r-bad' }],
        options: { keepGoing: true },
      });
      plan.state = rolloutReducer(plan.state, { type: 'setRead', at: Date.now(), status: 'pending' });
      return runRollout(deps, plan);
    })();
    const summary = summarize(state);
    expect(summary.rolled.map((i) => i.name)).toEqual(['r-one', 'r-two']);
    expect(summary.failed).toEqual([
      expect.objectContaining({ name: 'r-bad', message: 'CrashLoopBackOff (Error, exit 1): boom at start-up' }),
    ]);
    const version = (
      (await (
        await fetch(`${e.apiHost}/_emulator/secrets/keys`, {
          headers: { authorization: `Bearer ${e.keys.privateKey}` },
        })
      ).json()) as { version: number }
    ).version;
    for (const name of ['r-one', 'r-two']) {
      const last = (await deployments(name)).deployments.at(-1)!;
      expect(last).toMatchObject({ outcome: 'ready', secretSet: { name: 'keys', version } });
    }
    // r-org was not in this rollout: it still runs a deployment that captured an older version.
    expect((await deployments('r-org')).deployments.at(-1)!.secretSet!.version).toBeLessThan(version);
    await control('r-bad', { failDeployments: null });
  });
});
