// Sessions and deployments on the emulator over HTTP, both path families, on a fake clock: sessions tied to the
// deployment serving when they start, filters and paging as published, one session with its metrics, stopping one,
// sessions that end on the clock, steady traffic, the drain after a redeploy (previousRevision Draining while its
// sessions last) and the fault that keeps a superseded deployment taking new sessions; the org-scoped deployments
// list; session lines in the logs; the controls' refusals; maxSessionDuration; an older data dir.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator } from '../../src/emulator/index.js';
import { openDatabase } from '../../src/emulator/sqlite/open.js';
import { call, startTestEmulator, tempRoot, type TestEmulator } from './support/harness.js';

const DEPLOY_MS = 1000;
const START = Date.parse('2026-03-01T12:00:00.000Z');
const ORG = '/v1/organizations/local';

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
const start = async (name: string, body: Record<string, unknown> = {}) => {
  const answer = await priv('POST', `/_emulator/agents/${name}/sessions`, body);
  expect(answer.status, answer.text).toBe(200);
  return answer.json.sessions as Array<{
    sessionId: string;
    deploymentId: string;
    endsAt: string | null;
    coldStart: boolean;
  }>;
};
const sessions = async (name: string, query = '') => (await priv('GET', `/v1/agents/${name}/sessions${query}`)).json;

async function readyAgent(name: string, body: Record<string, unknown> = {}): Promise<string> {
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
async function redeploy(name: string): Promise<string> {
  const answer = await priv('POST', `/v1/agents/${name}`, { forceRedeploy: true });
  expect(answer.status, answer.text).toBe(200);
  return answer.json.desiredDeploymentId as string;
}

beforeAll(async () => {
  emu = await startTestEmulator({ deployMs: DEPLOY_MS, now: () => clock });
  pk = emu.keys.privateKey;
  ut = emu.keys.userToken;
});
afterAll(async () => emu?.dispose());

describe('sessions', () => {
  it('start on the serving deployment and list with the published fields on both path families', async () => {
    const dep = await readyAgent('talker', { autoScaling: { minAgents: 1, maxAgents: 5 } });
    const started = await start('talker', { count: 3 });
    expect(started.map((s) => s.deploymentId)).toEqual([dep, dep, dep]);
    // One reserved agent (minAgents 1): the first start is warm, the others cold.
    expect(started.map((s) => s.coldStart)).toEqual([false, true, true]);
    const priv = await sessions('talker');
    const org = (await user('GET', '/services/talker/sessions')).json;
    expect(org).toEqual(priv);
    expect(priv.total_count).toBe(3);
    expect(priv.sessions[0]).toEqual({
      sessionId: started[2].sessionId,
      serviceId: expect.any(String),
      organizationId: 'local',
      deploymentId: dep,
      createdAt: new Date(clock).toISOString(),
      endedAt: null,
      updatedAt: expect.any(String),
      botStartSeconds: expect.any(Number),
      coldStart: true,
      completionStatus: null,
    });
    const d = await detail('talker');
    expect(d).toMatchObject({
      activeSessionCount: 3,
      currentRevision: { deploymentID: dep, phase: 'Active', readyReplicas: 3 },
      previousRevision: null,
    });
  });

  it('pages newest first (limit default 10, offset) and filters by status, deployment, start type and time', async () => {
    await readyAgent('pager');
    advance(1000);
    const batch = await start('pager', { count: 12 });
    const first = await sessions('pager');
    expect(first.total_count).toBe(12);
    expect(first.sessions).toHaveLength(10);
    expect(first.sessions[0].sessionId).toBe(batch[11].sessionId);
    const rest = await sessions('pager', '?offset=10&limit=5');
    expect(rest.sessions.map((s: { sessionId: string }) => s.sessionId)).toEqual([
      batch[1].sessionId,
      batch[0].sessionId,
    ]);
    await priv('POST', '/_emulator/agents/pager/sessions/end', {
      sessionIds: [batch[0].sessionId, batch[1].sessionId],
    });
    expect((await sessions('pager', '?status=ended')).total_count).toBe(2);
    expect((await sessions('pager', '?status=active')).total_count).toBe(10);
    expect((await sessions('pager', '?status=all')).total_count).toBe(12);
    expect((await sessions('pager', `?deploymentId=${batch[0].deploymentId}`)).total_count).toBe(12);
    expect((await sessions('pager', '?deploymentId=other')).total_count).toBe(0);
    expect((await sessions('pager', '?startType=cold')).total_count).toBe(12); // minAgents 0: every start is cold
    expect((await sessions('pager', '?startType=warm')).total_count).toBe(0);
    const t = Math.floor(clock / 1000);
    expect((await sessions('pager', `?startTime=${t}`)).total_count).toBe(12);
    expect((await sessions('pager', `?startTime=${t + 1}`)).total_count).toBe(0);
    expect((await sessions('pager', `?endTime=${t - 1}`)).total_count).toBe(0);
    expect((await sessions('pager', '?startTimeMin=100')).total_count).toBe(0); // bot start seconds (UNCONFIRMED reading)
  });

  it('refuses bad parameters with the published 400 and an unknown agent with 404', async () => {
    const bad = await priv('GET', '/v1/agents/talker/sessions?status=bad_value');
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({
      error: 'Invalid parameters',
      code: '400',
      err: { name: 'ZodError', issues: [{ path: ['status'], code: 'invalid_enum_value' }] },
    });
    for (const query of ['limit=0', 'limit=1001', 'offset=-1', 'startType=hot', 'startTime=yesterday']) {
      expect((await priv('GET', `/v1/agents/talker/sessions?${query}`)).status, query).toBe(400);
    }
    expect((await priv('GET', '/v1/agents/nobody/sessions')).status).toBe(404);
    expect((await user('GET', '/services/nobody/sessions')).status).toBe(404);
  });

  it('reads one session with resource metrics and stops it (StopResponse), on both path families', async () => {
    const [s] = await start('talker');
    advance(12_000);
    const one = await user('GET', `/services/talker/sessions/${s.sessionId}`);
    expect(one.status).toBe(200);
    expect(one.json).toMatchObject({ sessionId: s.sessionId, endedAt: null, meetingIds: [] });
    expect(one.json.resourceMetrics).toMatchObject({
      sessionId: s.sessionId,
      sampleCount: 3,
      cpuMillicoresP50: expect.any(Number),
    });
    expect(one.json.resourceMetrics.timeseries).toHaveLength(3);
    const stopped = await priv('DELETE', `/v1/agents/talker/sessions/${s.sessionId}`);
    expect(stopped.json).toEqual({ status: 'terminated', session_id: s.sessionId });
    const after = (await priv('GET', `/v1/agents/talker/sessions/${s.sessionId}`)).json;
    expect(after).toMatchObject({ endedAt: new Date(clock).toISOString(), completionStatus: 'HTTP_COMPLETED' });
    expect((await user('DELETE', `/services/talker/sessions/${s.sessionId}`)).status).toBe(404); // already ended
    expect((await priv('DELETE', '/v1/agents/talker/sessions/not-a-uuid')).status).toBe(400);
    expect((await priv('GET', '/v1/agents/talker/sessions/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('ends sessions on the stored clock once given a duration', async () => {
    await readyAgent('timed');
    const [a, b] = await start('timed', { count: 2, durationMs: 5000 });
    expect(a.endsAt).toBe(new Date(clock + 5000).toISOString());
    const patched = await priv('PATCH', '/_emulator/agents/timed/sessions', {
      durationMs: 2000,
      sessionIds: [b.sessionId],
    });
    expect(patched.json.changed).toEqual([
      expect.objectContaining({ sessionId: b.sessionId, endsAt: new Date(clock + 2000).toISOString(), endedAt: null }),
    ]);
    advance(2000);
    expect((await sessions('timed', '?status=active')).sessions.map((s: { sessionId: string }) => s.sessionId)).toEqual(
      [a.sessionId],
    );
    advance(3000);
    const ended = await sessions('timed', '?status=ended');
    expect(ended.total_count).toBe(2);
    expect(ended.sessions.find((s: { sessionId: string }) => s.sessionId === a.sessionId).endedAt).toBe(
      new Date(clock).toISOString(),
    );
    expect((await detail('timed')).activeSessionCount).toBe(0);
  });
});

describe('maxSessionDuration', () => {
  it('is configuration (in the manifest as maxSessionDurationSeconds) and ends every session that long after it started', async () => {
    await readyAgent('capped', { maxSessionDuration: 30 });
    expect((await detail('capped')).deployment.manifest.spec.maxSessionDurationSeconds).toBe(30);
    expect((await detail('talker')).deployment.manifest.spec).not.toHaveProperty('maxSessionDurationSeconds');
    const [open, long] = await start('capped', { count: 1 }).then(async (a) => [
      ...a,
      ...(await start('capped', { durationMs: 60_000 })),
    ]);
    expect(open.endsAt).toBe(new Date(clock + 30_000).toISOString());
    expect(long.endsAt).toBe(new Date(clock + 30_000).toISOString());
    expect((await priv('POST', '/v1/agents/capped', { maxSessionDuration: 0 })).status).toBe(400);
    const changed = await priv('POST', '/v1/agents/capped', { maxSessionDuration: null });
    expect(changed.json.warning).toBeUndefined(); // a change of configuration: a new deployment
    expect(changed.json.deployment.manifest.spec).not.toHaveProperty('maxSessionDurationSeconds');
    advance(DEPLOY_MS);
  });
});

describe('the drain after a redeploy', () => {
  it('keeps the old revision Draining while its sessions last; new sessions go to the serving deployment', async () => {
    const old = await readyAgent('drainer', { autoScaling: { minAgents: 1, maxAgents: 5 } });
    await start('drainer', { count: 2 });
    const next = await redeploy('drainer');
    // Rolling out: the old deployment still serves, and takes the new session.
    expect((await start('drainer'))[0].deploymentId).toBe(old);
    advance(DEPLOY_MS);
    const d = await detail('drainer');
    expect(d).toMatchObject({
      ready: true,
      activeSessionCount: 3,
      currentRevision: { deploymentID: next, phase: 'Active' },
      previousRevision: { deploymentID: old, phase: 'Draining', readyReplicas: 3 },
    });
    expect((await start('drainer'))[0].deploymentId).toBe(next);
    const report = (await priv('GET', '/_emulator/agents/drainer/deployments')).json;
    expect(report.deployments.map((x: { id: string; activeSessions: number }) => [x.id, x.activeSessions])).toEqual([
      [old, 3],
      [next, 1],
    ]);
    const drainLines = async () =>
      (await priv('GET', `/v1/agents/drainer/logs?deploymentId=${old}&query=drain&order=asc`)).json.logs.map(
        (l: { log: string }) => l.log,
      );
    expect(await drainLines()).toEqual([`INFO     Deployment ${old} draining: new sessions go to ${next} (3 active)`]);
    advance(5000);
    await priv('POST', '/_emulator/agents/drainer/sessions/end', { deploymentId: old });
    expect((await drainLines()).at(-1)).toBe(`INFO     Deployment ${old} drained: its last session ended`);
    expect((await detail('drainer')).previousRevision).toBeNull();
    expect((await sessions('drainer', `?status=active&deploymentId=${old}`)).total_count).toBe(0);
  });

  it('with the fault on, the superseded deployment keeps taking every other new session after the new one is ready', async () => {
    const old = await readyAgent('leaky');
    const set = await priv('PUT', '/_emulator/agents/leaky', { supersededTakesSessions: true });
    expect(set.json).toMatchObject({ supersededTakesSessions: true, sessionDurationMs: null, sessionsPerMinute: 0 });
    const next = await redeploy('leaky');
    advance(DEPLOY_MS);
    expect((await detail('leaky')).ready).toBe(true);
    const started = await start('leaky', { count: 4 });
    expect(started.map((s) => s.deploymentId)).toEqual([old, next, old, next]);
    expect(await detail('leaky')).toMatchObject({
      previousRevision: { deploymentID: old, phase: 'Draining', readyReplicas: 2 },
    });
    const late = await sessions('leaky', `?status=active&deploymentId=${old}`);
    expect(late.total_count).toBe(2);
    await priv('PUT', '/_emulator/agents/leaky', { supersededTakesSessions: false });
    expect((await start('leaky', { count: 2 })).map((s) => s.deploymentId)).toEqual([next, next]);
  });

  it('steady traffic starts sessions over time on whichever deployment serves, and the old one drains', async () => {
    const old = await readyAgent('busy');
    await priv('PUT', '/_emulator/agents/busy', { sessionsPerMinute: 6, sessionDurationMs: 25_000 });
    advance(60_000);
    const all = await sessions('busy', '?limit=100');
    expect(all.total_count).toBe(6); // one every 10 s
    expect((await sessions('busy', '?status=active')).total_count).toBe(3); // the last 25 s: started at 40, 50, 60 s
    const next = await redeploy('busy');
    advance(DEPLOY_MS);
    expect((await detail('busy')).previousRevision).toMatchObject({ deploymentID: old, phase: 'Draining' });
    advance(30_000);
    expect((await sessions('busy', `?status=active&deploymentId=${old}`)).total_count).toBe(0);
    expect((await sessions('busy', `?status=active&deploymentId=${next}`)).total_count).toBeGreaterThan(0);
    expect((await detail('busy')).previousRevision).toBeNull();
    await priv('PUT', '/_emulator/agents/busy', { sessionsPerMinute: 0 });
  });
});

describe('deployments', () => {
  it('lists every deployment newest first on the org-scoped path, with createdAt; the published path has none', async () => {
    const first = await readyAgent('history');
    advance(5000);
    const second = await redeploy('history');
    const list = await user('GET', '/services/history/deployments');
    expect(list.status).toBe(200);
    expect(list.json.deployments.map((d: { id: string }) => d.id)).toEqual([second, first]);
    expect(list.json.deployments[0]).toMatchObject({
      id: second,
      createdAt: new Date(clock).toISOString(),
      manifest: { spec: { dailyNodeType: 'arm', image: 'me/voice:1' } },
    });
    expect(list.json.deployments[1].createdAt).toBe(new Date(clock - 5000 - DEPLOY_MS).toISOString());
    expect((await user('GET', '/services/nobody/deployments')).status).toBe(404);
    expect((await priv('GET', '/v1/agents/history/deployments')).status).toBe(404);
    // The detail and the list's deployment carry the desired deployment's id and createdAt.
    expect((await detail('history')).deployment).toMatchObject({
      id: second,
      createdAt: new Date(clock).toISOString(),
    });
    const services = (await priv('GET', '/v1/agents?includeActiveDeployment=true')).json.services;
    expect(services.find((s: { name: string }) => s.name === 'history').deployment).toMatchObject({
      id: second,
      createdAt: new Date(clock).toISOString(),
    });
  });
});

describe('session lines in the logs', () => {
  it('are found by sessionId', async () => {
    await readyAgent('chatty');
    const [s] = await start('chatty', { durationMs: 1000 });
    advance(1000);
    const logs = (await priv('GET', `/v1/agents/chatty/logs?sessionId=${s.sessionId}&order=asc`)).json;
    expect(logs.logs.map((l: { log: string }) => l.log)).toEqual([
      expect.stringMatching(new RegExp(`^INFO +Session ${s.sessionId} started on deployment ${s.deploymentId}`)),
      expect.stringMatching(new RegExp(`^INFO +Session ${s.sessionId} ended: HTTP_COMPLETED$`)),
    ]);
  });
});

describe('controls', () => {
  it('refuse bad bodies, unknown agents and deployments that never served, changing nothing', async () => {
    for (const body of [{ count: 0 }, { count: 1001 }, { durationMs: -1 }, { coldStart: 'yes' }, { other: 1 }, []]) {
      expect((await priv('POST', '/_emulator/agents/talker/sessions', body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await priv('POST', '/_emulator/agents/nobody/sessions', {})).status).toBe(404);
    expect((await priv('POST', '/_emulator/agents/talker/sessions', { deploymentId: 'nope' })).status).toBe(404);
    expect((await priv('PUT', '/_emulator/agents/talker', { supersededTakesSessions: 'yes' })).status).toBe(400);
    expect((await priv('PUT', '/_emulator/agents/talker', { sessionsPerMinute: -1 })).status).toBe(400);
    expect(
      (
        await priv('POST', '/_emulator/agents/talker/sessions/end', {
          sessionIds: ['00000000-0000-4000-8000-000000000000'],
        })
      ).status,
    ).toBe(404);
    // A first deployment still rolling out serves nothing; a failed one never served.
    await priv('PUT', '/_emulator/agents/fresh', { failDeployments: 'boom' });
    const created = await priv('POST', '/v1/agents', { serviceName: 'fresh', image: 'me/voice:1' });
    expect((await priv('POST', '/_emulator/agents/fresh/sessions', {})).status).toBe(409);
    advance(DEPLOY_MS);
    expect((await detail('fresh')).currentRevision.phase).toBe('Failed');
    expect(
      (await priv('POST', '/_emulator/agents/fresh/sessions', { deploymentId: created.json.desiredDeploymentId }))
        .status,
    ).toBe(409);
    expect((await sessions('fresh')).total_count).toBe(0);
  });

  it('forgets an agent’s sessions when it is deleted', async () => {
    await readyAgent('gone');
    await start('gone', { count: 2 });
    expect((await priv('DELETE', '/v1/agents/gone')).status).toBe(200);
    await readyAgent('gone');
    expect((await sessions('gone')).total_count).toBe(0);
  });
});

describe('a data dir from before sessions and maxSessionDuration', () => {
  it('gains the column and the tables at start; its agents read as before', async () => {
    const root = tempRoot('old-dir');
    const dataDir = join(root, 'data');
    const first = await startEmulator({ dataDir, port: 0, deployMs: 0, now: () => clock });
    await call(first.url, 'POST', '/v1/agents', {
      key: first.keys.privateKey,
      body: { serviceName: 'veteran', image: 'me/old:1' },
    });
    await first.close();
    // What an older emulator left: no column, no tables, and no schema stamp (store.ts SCHEMA_VERSION).
    const db = openDatabase(join(dataDir, 'emulator.db'));
    db.exec(
      'ALTER TABLE agents DROP COLUMN max_session_seconds; DROP TABLE agent_sessions; DROP TABLE agent_session_controls; ' +
        'PRAGMA user_version = 0;',
    );
    db.close();
    const again = await startEmulator({ dataDir, port: 0, deployMs: 0, now: () => clock });
    try {
      const agent = await call(again.url, 'GET', '/v1/agents/veteran', { key: again.keys.privateKey });
      expect(agent.json).toMatchObject({ name: 'veteran', ready: true, activeSessionCount: 0 });
      expect(agent.json.deployment.manifest.spec).not.toHaveProperty('maxSessionDurationSeconds');
      const started = await call(again.url, 'POST', '/_emulator/agents/veteran/sessions', {
        key: again.keys.privateKey,
        body: {},
      });
      expect(started.status).toBe(200);
    } finally {
      await again.close();
      rmSync(root, { recursive: true, force: true });
    }
  });
});
