// The sessions and deployments calls of AgentsClient against the emulator over HTTP, on both path families (private
// key: /v1/agents…, user token: /v1/organizations/local/services…), on the emulator's clock: list with filters,
// one session, ending one (and one already ended), paging everything with readAllSessions, the deployments list
// (org-scoped; refused without a request on the private path), and the drain reading over a real redeploy with the
// superseded-deployment fault. A canned server covers answers the emulator never gives (missing and unknown fields,
// control characters, no `sessions` array).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AgentsClient } from '../../src/api/agents/client.js';
import { readAllSessions } from '../../src/api/agents/sessions.js';
import { isApiError } from '../../src/api/http/errors.js';
import { createHttpClient } from '../../src/api/http/http.js';
import { sessionsByDeployment } from '../../src/api/agents/sessionsByDeployment.js';
import { call, startTestEmulator, type TestEmulator } from '../emulator/support/harness.js';
import { json, startCannedServer, type CannedServer } from './helpers.js';

const DEPLOY_MS = 1000;
let emu: TestEmulator;
let clock = Date.parse('2026-06-01T10:00:00.000Z');
let priv: AgentsClient;
let org: AgentsClient;
let canned: CannedServer;

const http = (baseUrl: string, token: string) =>
  createHttpClient({ baseUrl, token, flavor: 'pipecat', retryLimit: 0, networkRetryLimit: 0 });
const control = (method: string, path: string, body?: unknown) =>
  call(emu.url, method, path, { key: emu.keys.privateKey, body });
const startSessions = async (name: string, body: Record<string, unknown>) =>
  (await control('POST', `/_emulator/agents/${name}/sessions`, body)).json.sessions;

beforeAll(async () => {
  emu = await startTestEmulator({ deployMs: DEPLOY_MS, now: () => clock });
  priv = new AgentsClient({ http: http(emu.apiHost, emu.keys.privateKey) });
  org = new AgentsClient({ http: http(emu.apiHost, emu.keys.userToken), org: 'local' });
  canned = await startCannedServer();
  await priv.createAgent('voice', {
    image: 'me/voice:1',
    region: 'us-west',
    autoScaling: { minAgents: 1, maxAgents: 10 },
  });
  clock += DEPLOY_MS;
});
afterAll(async () => {
  await emu?.dispose();
  await canned?.close();
});

describe('sessions on both path families', () => {
  it('lists with filters, reads one, ends one, and says when one had already ended', async () => {
    const started = await startSessions('voice', { count: 3 });
    clock += 10_000;
    for (const client of [priv, org]) {
      const page = await client.listSessions('voice', { status: 'active' });
      expect(page.total).toBe(3);
      expect(page.skipped).toBe(0);
      expect(page.sessions[0]).toEqual({
        sessionId: started[2].sessionId,
        deploymentId: started[2].deploymentId,
        serviceId: expect.any(String),
        organizationId: 'local',
        createdAt: new Date(clock - 10_000).toISOString(),
        endedAt: null,
        updatedAt: expect.any(String),
        botStartSeconds: expect.any(Number),
        coldStart: true,
        completionStatus: null,
        active: true,
      });
      expect((await client.listSessions('voice', { startType: 'warm' })).sessions.map((s) => s.sessionId)).toEqual([
        started[0].sessionId,
      ]);
      expect((await client.listSessions('voice', { limit: 1, offset: 1 })).sessions.map((s) => s.sessionId)).toEqual([
        started[1].sessionId,
      ]);
    }
    const one = await org.getSession('voice', started[0].sessionId);
    expect(one.resourceMetrics?.sampleCount).toBe(3);
    expect(one.resourceMetrics?.timeseries).toHaveLength(3);
    expect(await priv.endSession('voice', started[0].sessionId)).toEqual({
      sessionId: started[0].sessionId,
      status: 'terminated',
      alreadyEnded: false,
    });
    expect(await org.endSession('voice', started[0].sessionId)).toEqual({
      sessionId: started[0].sessionId,
      status: 'HTTP_COMPLETED',
      alreadyEnded: true,
    });
    const ended = await priv.listSessions('voice', { status: 'ended' });
    expect(ended.sessions.map((s) => [s.sessionId, s.active, s.endedAt])).toEqual([
      [started[0].sessionId, false, new Date(clock).toISOString()],
    ]);
    const missing = await priv.endSession('voice', '00000000-0000-4000-8000-000000000000').catch((e: unknown) => e);
    expect(isApiError(missing) && missing.status).toBe(404);
  });

  it('checks the query and ids before sending, naming the field', async () => {
    for (const [query, field] of [
      [{ limit: 0 }, 'limit'],
      [{ status: 'gone' }, 'status'],
      [{ startType: 'hot' }, 'startType'],
      [{ startTime: -1 }, 'startTime'],
    ] as const) {
      const error = await priv.listSessions('voice', query as never).catch((e: unknown) => e);
      expect(isApiError(error) && error.code, field).toBe('VALIDATION');
      expect((error as Error).message).toContain(field);
    }
    const bad = await priv.getSession('voice', '../secrets').catch((e: unknown) => e);
    expect(isApiError(bad) && bad.code).toBe('VALIDATION');
  });

  it('pages through every session with readAllSessions (newest first, each once)', async () => {
    await startSessions('voice', { count: 25 });
    const all = await readAllSessions(org, 'voice', { status: 'all' }, { pageSize: 10 });
    expect(all.complete).toBe(true);
    expect(all.sessions).toHaveLength(all.total!);
    expect(new Set(all.sessions.map((s) => s.sessionId)).size).toBe(all.total);
    const cut = await readAllSessions(org, 'voice', {}, { pageSize: 10, maxSessions: 15 });
    expect(cut.complete).toBe(false);
    expect(cut.sessions.length).toBeGreaterThanOrEqual(15);
    await control('POST', '/_emulator/agents/voice/sessions/end', {});
  });
});

describe('deployments', () => {
  it('lists them newest first on the org-scoped path; says the private path has none, without a request', async () => {
    const first = (await priv.getAgent('voice')).desiredDeploymentId!;
    clock += 1000;
    const second = (await priv.redeployAgent('voice')).desiredDeploymentId!;
    const list = await org.listDeployments('voice');
    expect(list.map((d) => d.id)).toEqual([second, first]);
    expect(list[0]).toMatchObject({
      createdAt: new Date(clock).toISOString(),
      image: 'me/voice:1',
      nodeType: 'arm',
      secretSets: [],
      imagePullSecret: null,
    });
    const refused = await priv.listDeployments('voice').catch((e: unknown) => e);
    expect(isApiError(refused) && refused.code).toBe('DEPLOYMENTS_UNAVAILABLE');
    expect((refused as Error).message).toMatch(/only on the official CLI's org-scoped API/);
    clock += DEPLOY_MS;
  });
});

describe('the drain reading over a real redeploy', () => {
  it('counts sessions per deployment, follows the drain, and names sessions a superseded deployment started late', async () => {
    const old = (await priv.getAgent('voice')).desiredDeploymentId!;
    await startSessions('voice', { count: 2 });
    await control('PUT', '/_emulator/agents/voice', { supersededTakesSessions: true });
    const next = (await priv.redeployAgent('voice')).desiredDeploymentId!;
    const rolling = sessionsByDeployment(
      (await readAllSessions(priv, 'voice', { status: 'active' })).sessions,
      await priv.getAgent('voice'),
    );
    expect(rolling).toMatchObject({ servingDeploymentId: old, activeOnSuperseded: 0, drained: true });
    expect(rolling.deployments.map((d) => [d.deploymentId, d.role, d.active])).toEqual([
      [old, 'serving', 2],
      [next, 'rolling-out', 0],
    ]);
    clock += DEPLOY_MS;
    await startSessions('voice', { count: 2 }); // the fault: old, new
    const detail = await org.getAgent('voice');
    const reading = sessionsByDeployment((await readAllSessions(org, 'voice', { status: 'active' })).sessions, detail);
    expect(reading.servingDeploymentId).toBe(next);
    expect(reading.servingSince).toBe(new Date(clock).toISOString());
    expect(reading.deployments.map((d) => [d.deploymentId, d.role, d.phase, d.active])).toEqual([
      [next, 'serving', 'Active', 1],
      [old, 'superseded', 'Draining', 3],
    ]);
    expect(reading).toMatchObject({ activeOnSuperseded: 3, drained: false });
    // Same millisecond as ready: not "after". Started later → late.
    clock += 1000;
    const [late] = await startSessions('voice', { count: 1 });
    const again = sessionsByDeployment(
      (await readAllSessions(org, 'voice', { status: 'active' })).sessions,
      await org.getAgent('voice'),
    );
    expect(again.lateSessions).toEqual([
      { sessionId: late.sessionId, deploymentId: old, createdAt: new Date(clock).toISOString(), active: true },
    ]);
    await control('PUT', '/_emulator/agents/voice', { supersededTakesSessions: false });
    await control('POST', '/_emulator/agents/voice/sessions/end', { deploymentId: old });
    const drained = sessionsByDeployment(
      (await readAllSessions(org, 'voice', { status: 'active' })).sessions,
      await org.getAgent('voice'),
    );
    expect(drained).toMatchObject({ drained: true, activeOnSuperseded: 0, draining: [] });
  });
});

describe('tolerant reading (canned answers)', () => {
  it('defaults missing fields, keeps unknown ones out, skips items without an id, sanitises strings', async () => {
    const client = new AgentsClient({ http: http(canned.url, 'pk_x') });
    canned.handle((_req, res) =>
      json(res, 200, {
        total_count: 3,
        sessions: [
          {
            sessionId: 's-1\u001b[31m',
            deploymentId: 'd-1',
            secretThing: 'x',
            completionStatus: 500,
            coldStart: 'yes',
          },
          { deploymentId: 'd-2' },
          'junk',
        ],
      }),
    );
    const page = await client.listSessions('voice');
    expect(page).toEqual({
      total: 3,
      skipped: 2,
      sessions: [
        {
          sessionId: 's-1',
          deploymentId: 'd-1',
          serviceId: null,
          organizationId: null,
          createdAt: null,
          endedAt: null,
          updatedAt: null,
          botStartSeconds: null,
          coldStart: null,
          completionStatus: '500',
          active: true,
        },
      ],
    });
    canned.handle((_req, res) => json(res, 200, { items: [] }));
    const error = await client.listSessions('voice').catch((e: unknown) => e);
    expect(isApiError(error) && error.code).toBe('MALFORMED_RESPONSE');
    expect((error as Error).message).toContain('"sessions"');
  });
});
