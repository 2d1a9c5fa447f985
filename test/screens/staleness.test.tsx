// Which values each agent runs, in the app, from the one source (api/secrets/staleness.ts through the store's staleness
// slice): the set list's VALUES column and note ("⚠ 2 of 4 stale"), the key editor's line ("2 of 4 agents run values
// older than the last write" and the last write's time), and the Agents screen's VALUES column (current / stale since
// T / unknown / –) with the detail's words, plus the detail's sessions by deployment (serving, draining, late
// sessions). Fixed clock (FIXED_NOW 03:04:05 UTC); the set 'keys' was written through agentdeck at 02:04:05.
import { describe, expect, it } from 'vitest';
import type { AgentDetail, AgentSession, AgentsApi, SessionQuery } from '../../src/api/agents/client.js';
import { FakeClock } from '../helpers/fakeClock.js';
import { createFakeSecretsApi } from '../helpers/fakeSecretsApi.js';
import { KEYS } from '../helpers/keys.js';
import { FIXED_NOW, renderApp, tidy, type RenderedApp } from '../helpers/renderApp.js';
import { waitFor } from '../helpers/waitFor.js';
import { createTableAgentsApi, dep, detailOf } from './agents.fixtures.js';

const WRITE = FIXED_NOW - 3600_000;
const iso = (ms: number) => new Date(ms).toISOString();

function details(): AgentDetail[] {
  const made = (name: string, at: number, over: Partial<AgentDetail> = {}) =>
    detailOf(name, { deploymentCreatedAt: iso(at), ...over });
  return [
    made('fresh-bot', WRITE + 600_000),
    made('old-bot', WRITE - 7200_000),
    made('older-bot', WRITE - 9000_000),
    made('both-bot', WRITE + 600_000, { bindings: { secretSets: ['keys', 'legacy'] } }),
    made('legacy-bot', WRITE - 7200_000, { bindings: { secretSets: ['legacy'] } }),
    made('bare-bot', WRITE - 7200_000, { bindings: { secretSets: [] } }),
  ];
}

async function secrets() {
  const api = createFakeSecretsApi([
    { name: 'keys', status: 'ready', region: 'us-west', values: { OPENAI_API_KEY: 'sk-canary-value-123456' } },
    { name: 'legacy', status: 'ready', region: 'us-west', values: { TOKEN: 'legacy-canary-value-98765' } },
    { name: 'spare', status: 'ready', region: 'us-west', values: { A: 'spare-canary-value-55555' } },
    { name: 'ghcr', type: 'imagePullSecret', status: 'ready', region: 'us-west' },
  ]);
  await api.markWrite('keys', WRITE);
  return api;
}

async function start(opts: { agents?: AgentsApi; columns?: number; rows?: number } = {}) {
  const table = createTableAgentsApi(details());
  const app = await renderApp({
    secrets: await secrets(),
    agents: opts.agents ?? table.api,
    columns: opts.columns ?? 120,
    rows: opts.rows ?? 20,
    rolloutClock: new FakeClock(),
  });
  await waitFor(() => expect(app.frame()).toContain('updated'));
  return { app, table };
}

const line = (app: RenderedApp, text: string) =>
  app
    .frame()
    .split('\n')
    .find((l) => l.includes(text)) ?? '';

describe('the set list', () => {
  it('VALUES: how many of each set’s agents run values older than its last write; the selected set says it in words', async () => {
    const { app } = await start();
    await waitFor(() => expect(line(app, 'keys')).toContain('⚠ 2 of 4 stale'));
    expect(app.frame()).toMatch(/STATUS\s+USED BY\s+VALUES/);
    // 'legacy' has no write marker: unknown, never current. No agent binds 'spare'. A pull secret has no values.
    expect(line(app, 'legacy')).toMatch(/used by 2\s+\? 2 of 2 unknown/);
    expect(line(app, 'spare')).toMatch(/–\s+–\s*$/);
    expect(line(app, 'ghcr')).toMatch(/● ready\s+–\s*$/);
    expect(tidy(app.frame())).toMatchSnapshot('set list with stale agents');
    // Select 'keys' (ghcr, keys, legacy, spare): one key at a time.
    await app.press('j');
    await waitFor(() =>
      expect(app.frame()).toContain(
        '⚠ 2 of 4 agents run values older than the last write of keys: enter, then R rolls it out',
      ),
    );
    await app.press('j');
    await waitFor(() => expect(app.frame()).not.toContain('older than the last write of keys'));
    // Batched: back up two and down one in one write.
    await app.type('kkj');
    await waitFor(() => expect(app.frame()).toContain('older than the last write of keys'));
  });
});

describe('the key editor', () => {
  it('says how many agents run older values, and when the set was last written', async () => {
    const { app } = await start();
    await waitFor(() => expect(line(app, 'keys')).toContain('⚠ 2 of 4 stale'));
    await app.type('j\r');
    await waitFor(() =>
      expect(app.frame()).toContain('⚠ 2 of 4 agents run values older than the last write · last write 02:04:05 UTC'),
    );
    expect(tidy(app.frame())).toMatchSnapshot('key editor with stale agents');
  });

  it('a set with no write marker: unknown, and says the write is not recorded', async () => {
    const { app } = await start();
    await waitFor(() => expect(line(app, 'legacy')).toContain('? 2 of 2 unknown'));
    await app.press('j', 'j', KEYS.enter);
    await waitFor(() =>
      expect(app.frame()).toContain(
        '? 2 of 2 agents: not known which values they run · last write: not recorded (no write through agentdeck)',
      ),
    );
  });

  it('all current: says so, with the time', async () => {
    const table = createTableAgentsApi(details().filter((d) => d.name === 'fresh-bot'));
    const { app } = await start({ agents: table.api });
    await waitFor(() => expect(line(app, 'keys')).toMatch(/used by 1\s+current/));
    await app.press('j', KEYS.enter);
    await waitFor(() => expect(app.frame()).toContain('its agent runs the set as it is now · last write 02:04:05 UTC'));
  });
});

describe('the Agents screen', () => {
  it('VALUES: current, stale since the write, unknown, – for an agent that binds no set; the selected row says why', async () => {
    const { app } = await start();
    await app.press('4');
    await waitFor(() => expect(line(app, 'old-bot')).toContain('⚠ stale since 02:04 UTC'));
    expect(app.frame()).toMatch(/SESSIONS\s+VALUES\s+SETS · PULL SECRET/);
    await waitFor(() => expect(line(app, 'fresh-bot')).toMatch(/● ready\s+0\s+current\s+keys$/));
    expect(line(app, 'older-bot')).toContain('⚠ stale since 02:04 UTC');
    expect(line(app, 'legacy-bot')).toMatch(/\? unknown\s+legacy$/);
    // Stale wins over unknown: both-bot runs 'keys' as it is now but 'legacy' is unknown.
    expect(line(app, 'both-bot')).toMatch(/\? unknown\s+keys, legacy$/);
    expect(line(app, 'bare-bot')).toMatch(/–\s+–$/);
    expect(tidy(app.frame())).toMatchSnapshot('agents with values');
    // Rows: bare, both, fresh, legacy, old, older. Down to old-bot one key at a time.
    await app.press('j', 'j', 'j', 'j');
    await waitFor(() =>
      expect(app.frame()).toMatch(
        /⚠ old-bot: stale since 02:04:05 UTC — runs 'keys' as it was before its write at 02:04:05 UTC \(deployment \w+ made/,
      ),
    );
    // The detail says it in full.
    await app.press(KEYS.enter);
    await waitFor(() => expect(app.frame()).toMatch(/values\s+⚠ stale since 02:04:05 UTC — runs 'keys'/));
    // Narrower: the word only.
    await app.press(KEYS.esc);
    await waitFor(() => expect(app.frame()).toContain('SETS · PULL SECRET'));
    await app.resize(100, 20);
    await waitFor(() => expect(line(app, 'old-bot')).toMatch(/● ready\s+0\s+⚠ stale\s+keys$/));
  });

  it('a deployment made after the write but not ready yet is still stale', async () => {
    const table = createTableAgentsApi([
      detailOf('rolling-bot', {
        deploymentCreatedAt: iso(WRITE + 60_000),
        ready: false,
        desiredDeploymentId: dep('rolling-bot', 3),
        currentRevision: { deploymentId: dep('rolling-bot', 3), phase: 'Validating', readyReplicas: 0 },
        previousRevision: { deploymentId: dep('rolling-bot', 2), phase: 'Active', readyReplicas: 1 },
      }),
    ]);
    const { app } = await start({ agents: table.api });
    await app.press('4');
    await waitFor(() => expect(line(app, 'rolling-bot')).toMatch(/◌ deploying\s+0\s+⚠ stale since 02:04 UTC/));
    await waitFor(() => expect(app.frame()).toContain('made after the write, is not ready yet'));
  });
});

describe('the Agents detail: sessions by deployment', () => {
  const SERVING = dep('drain-bot', 3);
  const OLD = dep('drain-bot', 2);
  const session = (id: string, deploymentId: string, createdAt: string, active = true): AgentSession => ({
    sessionId: id,
    deploymentId,
    serviceId: null,
    organizationId: null,
    createdAt,
    endedAt: active ? null : createdAt,
    updatedAt: null,
    botStartSeconds: null,
    coldStart: null,
    completionStatus: null,
    active,
  });

  function withSessions(sessions: AgentSession[]) {
    const table = createTableAgentsApi([
      detailOf('drain-bot', {
        deploymentCreatedAt: iso(WRITE + 60_000),
        desiredDeploymentId: SERVING,
        reconciledDeploymentId: SERVING,
        activeSessionCount: 3,
        currentRevision: {
          deploymentId: SERVING,
          phase: 'Active',
          readyReplicas: 1,
          phaseStartedAt: '2026-01-02T02:30:00Z',
        },
        previousRevision: { deploymentId: OLD, phase: 'Draining', readyReplicas: 1 },
      }),
    ]);
    const api: AgentsApi = {
      ...table.api,
      listSessions(_name: string, query: SessionQuery = {}) {
        const all = sessions.filter(
          (s) =>
            (query.status === undefined || (query.status === 'active') === s.active) &&
            (query.deploymentId === undefined || s.deploymentId === query.deploymentId),
        );
        return Promise.resolve({ total: all.length, sessions: all.slice(0, query.limit ?? 10), skipped: 0 });
      },
    };
    return api;
  }

  it('serving and superseded deployments with their phases, the drain, and late sessions in red', async () => {
    const api = withSessions([
      session('s-new-1', SERVING, '2026-01-02T02:40:00Z'),
      session('s-old-1', OLD, '2026-01-02T02:00:00Z'),
      session('s-late-1', OLD, '2026-01-02T02:50:00Z'),
      session('s-old-ended', OLD, '2026-01-02T01:00:00Z', false),
    ]);
    const { app } = await start({ agents: api, rows: 30 });
    await app.press('4');
    await waitFor(() => expect(app.frame()).toContain('› drain-bot'));
    await app.press(KEYS.enter);
    await waitFor(() => expect(app.frame()).toContain('sessions by deployment'));
    await waitFor(() => expect(app.frame()).toMatch(/serving\s+Active\s+1 active, 0 ended/));
    expect(app.frame()).toMatch(/superseded, draining\s+Draining\s+2 active, 1 ended/);
    // The late session, in red (a line that wraps).
    expect(app.frame().replace(/\n\s*/g, ' ')).toContain(
      `⚠ deployment ${OLD} is superseded but started 1 session after ${SERVING.slice(0, 8)} was ready (2026-01-02T02:30:00Z): s-late-1`,
    );
    expect(app.frame()).toContain(`drain: still draining — 2 on ${OLD.slice(0, 8)}`);
    // Both revisions, with their phases.
    expect(app.frame()).toMatch(new RegExp(`current\\s+${SERVING.slice(0, 8)}\\s+Active`));
    expect(app.frame()).toMatch(new RegExp(`previous\\s+${OLD.slice(0, 8)}\\s+Draining`));
    expect(tidy(app.frame())).toMatchSnapshot('detail with draining sessions');
  });

  it('drained: no active session on a superseded deployment', async () => {
    const api = withSessions([session('s-new-1', SERVING, '2026-01-02T02:40:00Z')]);
    const { app } = await start({ agents: api, rows: 30 });
    await app.press('4');
    await waitFor(() => expect(app.frame()).toContain('› drain-bot'));
    // Batched: Enter typed with nothing else.
    await app.type('\r');
    await waitFor(() => expect(app.frame()).toContain('drain: done — no active session on a superseded deployment'));
  });
});
