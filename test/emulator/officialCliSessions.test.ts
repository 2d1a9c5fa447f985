// The official CLI's `agent sessions`, `agent sessions --id`, `agent stop` and `agent deployments` (daily-co/pipecat-cloud
// 0.6.0: cli/commands/agent.py, api.py) replayed against the emulator: the exact requests it makes (org-scoped paths,
// no query parameters, its User-Agent, a user token) and every field it reads without a default (it indexes
// `session["sessionId"]`, `["createdAt"]`, `["endedAt"]`, `["botStartSeconds"]`, `["coldStart"]` and
// `data["deployments"]`, so a missing one is a KeyError there). The real CLI was also run against the emulator by hand
// (see src/emulator/README.md); it cannot run in CI (no PyPI).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestEmulator, type TestEmulator } from './support/harness.js';

const ORG = 'local';
let emu: TestEmulator;
let clock = Date.parse('2026-05-01T09:00:00.000Z');

/** What `_base_request` sends: the token and `User-Agent: PipecatCloudCLI/<version>`. */
const cli = (method: string, path: string) =>
  call(emu.url, method, path, { key: emu.keys.userToken, headers: { 'user-agent': 'PipecatCloudCLI/0.6.0' } });

beforeAll(async () => {
  emu = await startTestEmulator({ deployMs: 1000, now: () => clock });
  const created = await call(emu.url, 'POST', '/v1/agents', {
    key: emu.keys.privateKey,
    body: { serviceName: 'voice', image: 'me/voice:2' },
  });
  expect(created.status).toBe(200);
  clock += 1000;
  await call(emu.url, 'POST', '/_emulator/agents/voice/sessions', { key: emu.keys.privateKey, body: { count: 2 } });
  clock += 30_000;
});
afterAll(async () => emu?.dispose());

describe('the official CLI against the emulator', () => {
  it('agent sessions: GET …/services/{name}/sessions, every item with the keys it indexes', async () => {
    const answer = await cli('GET', `/v1/organizations/${ORG}/services/voice/sessions`);
    expect(answer.status).toBe(200);
    expect(answer.json.sessions).toHaveLength(2);
    for (const s of answer.json.sessions) {
      for (const key of ['sessionId', 'createdAt', 'endedAt', 'botStartSeconds', 'coldStart', 'completionStatus'])
        expect(s).toHaveProperty(key);
      // `datetime.fromisoformat(session["createdAt"].replace("Z", "+00:00"))`
      expect(s.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    }
  });

  it('agent sessions --id: GET …/sessions/{id} with resourceMetrics (timeseries t/c/m, percentiles)', async () => {
    const [first] = (await cli('GET', `/v1/organizations/${ORG}/services/voice/sessions`)).json.sessions;
    const one = await cli('GET', `/v1/organizations/${ORG}/services/voice/sessions/${first.sessionId}`);
    expect(one.status).toBe(200);
    const metrics = one.json.resourceMetrics;
    expect(metrics.timeseries.length).toBeGreaterThanOrEqual(2);
    for (const point of metrics.timeseries) expect(Object.keys(point).sort()).toEqual(['c', 'm', 't']);
    for (const key of ['sampleCount', 'cpuMillicoresP50', 'cpuMillicoresP99', 'memoryBytesP50', 'memoryBytesP99'])
      expect(typeof metrics[key]).toBe('number');
    // not_found_is_empty: an unknown id is a 404 it reads as "not found".
    expect(
      (await cli('GET', `/v1/organizations/${ORG}/services/voice/sessions/00000000-0000-4000-8000-000000000000`))
        .status,
    ).toBe(404);
  });

  it('agent stop: DELETE …/sessions/{id}, then the session reads as ended', async () => {
    const [first] = (await cli('GET', `/v1/organizations/${ORG}/services/voice/sessions?status=active`)).json.sessions;
    expect((await cli('DELETE', `/v1/organizations/${ORG}/services/voice/sessions/${first.sessionId}`)).status).toBe(
      200,
    );
    const after = (await cli('GET', `/v1/organizations/${ORG}/services/voice/sessions/${first.sessionId}`)).json;
    expect(after.endedAt).toBe(new Date(clock).toISOString());
  });

  it('agent deployments: GET …/services/{name}/deployments → data["deployments"] with id, manifest.spec, createdAt, updatedAt', async () => {
    const answer = await cli('GET', `/v1/organizations/${ORG}/services/voice/deployments`);
    expect(answer.status).toBe(200);
    expect(answer.json.deployments).toEqual([
      expect.objectContaining({
        id: expect.any(String),
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
        manifest: expect.objectContaining({
          spec: expect.objectContaining({ dailyNodeType: 'arm', image: 'me/voice:2' }),
        }),
      }),
    ]);
  });
});
