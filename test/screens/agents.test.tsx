// The Agents screen over an in-memory agents service (fixed details, fixed clock): the list with each status and
// ⚠, only the rows on screen read (4 at a time, cached by deployment, never holding keys up — 1,000 agents), the
// filter, an agent's detail with its revisions, its logs scrolled and following, the redeploy confirmation naming
// the live sessions, and Enter on an agent of a set's USED BY opening its detail. Keys one by one and in one write.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeClock } from '../helpers/fakeClock.js';
import { KEYS } from '../helpers/keys.js';
import { EMULATOR_TARGET, REAL_TARGET, renderApp, tidy, type RenderedApp } from '../helpers/renderApp.js';
import { advance, waitFor } from '../helpers/waitFor.js';
import {
  createTableAgentsApi,
  dep,
  detailOf,
  logLines,
  manyDetails,
  sampleDetails,
  sampleSecrets,
} from './agents.fixtures.js';

afterEach(() => {
  vi.useRealTimers();
});

async function openAgents(
  table = createTableAgentsApi(sampleDetails()),
  opts: { columns?: number; rows?: number } = {},
) {
  const secrets = sampleSecrets();
  const app = await renderApp({
    secrets,
    agents: table.api,
    columns: opts.columns ?? 100,
    rows: opts.rows ?? 20,
    rolloutClock: new FakeClock(),
  });
  await waitFor(() => expect(app.frame()).toContain('updated'));
  await app.press('4');
  await waitFor(() => expect(app.frame()).toContain('Agents'));
  return { app, table, secrets };
}

/** Every row's status, sessions and values read (no "…" cell left in the table's rows). */
const allRead = (app: RenderedApp) =>
  waitFor(() =>
    expect(
      app
        .frame()
        .split('\n')
        .filter((l) => /^[› ] \S+\s{2,}/.test(l))
        .join('\n'),
    ).not.toMatch(/\s…\s/),
  );

describe('agents list', () => {
  it('shows region, status (ready, deploying, failed, scaled to zero), bindings with ⚠ and live sessions', async () => {
    const { app } = await openAgents();
    await allRead(app);
    const row = (name: string) =>
      app
        .frame()
        .split('\n')
        .find((l) => l.includes(name)) ?? '';
    // VALUES: no write of 'keys' is recorded (no marker), so which values each runs is unknown, never "current".
    expect(row('alpha-bot')).toMatch(/alpha-bot\s+us-west\s+● ready\s+2\s+\? unknown\s+keys · pull ghcr$/);
    expect(row('beta-bot')).toMatch(/beta-bot\s+us-west\s+◌ deploying\s+1\s+\? unknown\s+keys$/);
    expect(row('gamma-bot')).toMatch(/gamma-bot\s+us-west\s+✖ failed\s+0\s+\? unknown\s+keys$/);
    expect(row('delta-bot')).toMatch(/delta-bot\s+us-west\s+○ scaled to zero\s+0\s+\? unknown\s+keys$/);
    expect(row('east-bot')).toMatch(/east-bot\s+us-east\s+● ready\s+0\s+\? unknown\s+keys ⚠$/);
    expect(row('pending-bot')).toMatch(/pending-bot\s+us-west\s+● ready\s+0\s+\? unknown\s+keys, fresh ⚠$/);
    expect(tidy(app.frame())).toMatchSnapshot('agent list');
    // The selected row's problem or failure is spelled out under the list.
    await app.press('G');
    await waitFor(() =>
      expect(app.frame()).toContain("⚠ secret set 'fresh' used by agent 'pending-bot' is still pending"),
    );
    await app.press('k');
    await waitFor(() =>
      expect(app.frame()).toContain('✖ gamma-bot: ValueError: OPENAI_API_KEY is not set [PCC_UNKNOWN_ERROR]'),
    );
    await app.press('k');
    await waitFor(() =>
      expect(app.frame()).toContain("⚠ agent 'east-bot' is in region us-east but its secret set 'keys' is in us-west"),
    );
  });

  it('the list shows at once; statuses fill in as the rows on screen are read, and keys move meanwhile', async () => {
    const table = createTableAgentsApi(sampleDetails());
    const release = table.hold();
    const { app } = await openAgents(table);
    await waitFor(() => expect(app.frame()).toMatch(/alpha-bot\s+us-west\s+…\s+…\s+(…|\? unknown)\s+keys · pull ghcr/));
    expect(tidy(app.frame())).toMatchSnapshot('statuses being read');
    await app.type('jj');
    await waitFor(() => expect(app.frame()).toMatch(/› delta-bot/));
    await app.press('j');
    await waitFor(() => expect(app.frame()).toMatch(/› east-bot/));
    expect(table.stats.maxInFlight).toBeLessThanOrEqual(4);
    release();
    await allRead(app);
  });

  it('1,000 agents: only the rows on screen are read, 4 at a time, each once per deployment', async () => {
    const table = createTableAgentsApi(manyDetails(1000));
    const { app } = await openAgents(table, { rows: 24 });
    await waitFor(() => expect(app.frame()).toMatch(/agent-0016\s+us-west\s+● ready/));
    const first = new Set(table.stats.gets);
    expect(first.size).toBe(16);
    expect(first.has('agent-0001')).toBe(true);
    expect(first.has('agent-0500')).toBe(false);
    expect(table.stats.maxInFlight).toBeLessThanOrEqual(4);
    // G: the last rows are read; the first ones are not read again.
    await app.press('G');
    await waitFor(() => expect(app.frame()).toMatch(/› agent-1000\s+us-west\s+● ready/));
    expect(table.stats.gets.filter((n) => n === 'agent-0001')).toHaveLength(1);
    // Back to the top, batched and one by one: cached (same deployment), nothing read again.
    const before = table.stats.gets.length;
    await app.press('g');
    await waitFor(() => expect(app.frame()).toMatch(/› agent-0001\s+us-west\s+● ready/));
    await app.type('jjj');
    await waitFor(() => expect(app.frame()).toMatch(/› agent-0004/));
    await app.press('j', 'j');
    await waitFor(() => expect(app.frame()).toMatch(/› agent-0006/));
    expect(table.stats.gets.length).toBe(before);
    expect(new Set(table.stats.gets).size).toBe(table.stats.gets.length);
    // A new deployment (a new id in the list) is read again on r.
    table.table.set(
      'agent-0002',
      detailOf('agent-0002', {
        desiredDeploymentId: dep('agent-0002', 9),
        ready: false,
        available: true,
        reconciledDeploymentId: dep('agent-0002', 2),
      }),
    );
    await app.press('r');
    await waitFor(() => expect(app.frame()).toMatch(/agent-0002\s+us-west\s+◌ deploying/));
  });

  it('/ filters by name, typed in one chunk or one key at a time; Enter keeps it, Esc clears it', async () => {
    const { app } = await openAgents();
    await allRead(app);
    await app.press('/');
    await app.type('ta-b');
    await waitFor(() => expect(app.frame()).toContain('/ ta-b▌'));
    expect(app.frame()).toMatch(/beta-bot/);
    expect(app.frame()).toMatch(/delta-bot/);
    expect(app.frame()).not.toMatch(/alpha-bot/);
    expect(app.frame()).toContain('showing 2');
    await app.press(KEYS.backspace, KEYS.backspace, KEYS.backspace, KEYS.backspace, 'g', 'a', 'm');
    await waitFor(() => expect(app.frame()).toContain('/ gam▌'));
    expect(app.frame()).toMatch(/› gamma-bot/);
    await app.press(KEYS.enter);
    await waitFor(() => expect(app.frame()).toMatch(/^\/ gam {2}showing 1$/m));
    // q types nothing now (the filter is kept, not being typed): Esc clears it first, then leaves.
    await app.press(KEYS.esc);
    await waitFor(() => expect(app.frame()).toMatch(/alpha-bot/));
    expect(app.store.getState().routes.at(-1)?.name).toBe('agents');
    await app.press(KEYS.esc);
    await waitFor(() => expect(app.store.getState().routes.map((r) => r.name)).toEqual(['sets']));
  });
});

describe('agent detail and logs', () => {
  it('detail: revisions (current, previous) with phase and health, bindings with their status, image, sessions', async () => {
    const { app } = await openAgents();
    await allRead(app);
    await app.press('j', KEYS.enter);
    await waitFor(() => expect(app.frame()).toContain('revisions'));
    expect(app.frame()).toMatch(
      new RegExp(`current\\s+${dep('beta-bot', 3).slice(0, 8)}\\s+Validating\\s+0 ready replicas`),
    );
    expect(app.frame()).toMatch(
      new RegExp(`previous\\s+${dep('beta-bot', 2).slice(0, 8)}\\s+Draining\\s+1 ready replica`),
    );
    expect(app.frame()).toMatch(/secret set\s+keys {2}● ready {2}us-west/);
    expect(app.frame()).toContain('registry.example.com/acme/beta-bot:1.4');
    expect(app.frame()).toContain('It has 1 live session: they continue on the previous revision');
    // The follow countdown moves with real time.
    expect(tidy(app.frame()).replace(/deploys \(\d+ s\)/, 'deploys (N s)')).toMatchSnapshot(
      'detail of a deploying agent',
    );
    await app.press(KEYS.esc, 'j', 'j', 'j', KEYS.enter);
    await waitFor(() => expect(app.frame()).toContain('gamma-bot · us-west'));
    expect(app.frame()).toContain('✖ ValueError: OPENAI_API_KEY is not set [PCC_UNKNOWN_ERROR]');
    expect(app.frame()).toMatch(new RegExp(`current\\s+${dep('gamma-bot', 3).slice(0, 8)}\\s+Failed`));
    expect(app.frame()).toContain('CrashLoopBackOff (Error, exit 1): ValueError: OPENAI_API_KEY is not set');
    expect(tidy(app.frame())).toMatchSnapshot('detail of a failed agent');
  });

  it('logs: newest last, scrolled with j/k and g/G (one by one and batched); f follows new lines with backoff', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    const table = createTableAgentsApi(sampleDetails());
    table.logs.set('gamma-bot', logLines('gamma-bot', 40));
    const { app } = await openAgents(table);
    await allRead(app);
    await app.press('j', 'j', 'j', 'j', 'l');
    await waitFor(() => expect(app.frame()).toContain('Logs of gamma-bot'));
    await waitFor(() => expect(app.frame()).toContain('40 lines of 40'));
    // It opens at the newest line (a failure's message is there); g goes to the oldest read.
    expect(app.frame()).toMatch(/INFO handled request 40\n/);
    await app.press('g');
    await waitFor(() =>
      expect(app.frame()).toMatch(
        new RegExp(`02:00:00Z ${dep('gamma-bot', 2).slice(0, 8)} {2}INFO handled request 1$`, 'm'),
      ),
    );
    await app.type('jjjjj');
    await waitFor(() =>
      expect(app.frame()).toMatch(
        new RegExp(`02:00:05Z ${dep('gamma-bot', 2).slice(0, 8)} {2}INFO handled request 6$`, 'm'),
      ),
    );
    await app.press('k', 'k');
    await waitFor(() => expect(app.frame()).toMatch(/^[^\n]*INFO handled request 4$/m));
    expect(app.frame().split('\n')[3]).toContain('handled request 4');
    expect(tidy(app.frame())).toMatchSnapshot('logs scrolled');
    await app.press('G');
    await waitFor(() => expect(app.frame()).toContain('handled request 40'));
    const reads = table.stats.logReads;
    await app.press('f');
    await waitFor(() => expect(app.frame()).toContain('following (next read in 1 s)'));
    table.logs.set('gamma-bot', logLines('gamma-bot', 43));
    await advance(1000);
    await waitFor(() => expect(app.frame()).toContain('handled request 43'));
    expect(app.frame()).toContain('43 lines of 43');
    expect(app.frame()).toContain('following (next read in 2 s)');
    expect(tidy(app.frame())).toMatchSnapshot('logs following');
    await advance(2000);
    expect(table.stats.logReads).toBe(reads + 3);
    // Scrolling back stops following: no more reads.
    await app.press('k');
    await waitFor(() => expect(app.frame()).not.toContain('following'));
    await advance(30_000);
    expect(table.stats.logReads).toBe(reads + 3);
    await app.press(KEYS.esc);
    await waitFor(() => expect(app.frame()).toContain('revisions'));
  });

  it('R asks first, naming the live sessions; y starts a one-agent rollout and opens its view; n changes nothing', async () => {
    const { app, table } = await openAgents();
    await allRead(app);
    await app.press('R');
    await waitFor(() => expect(app.frame()).toContain('Redeploy alpha-bot?'));
    expect(app.frame()).toContain(
      'It has 2 live sessions: they continue on the previous revision while the new one validates',
    );
    expect(tidy(app.frame())).toMatchSnapshot('redeploy confirmation');
    await app.press('n');
    await waitFor(() => expect(app.frame()).toMatch(/› alpha-bot/));
    expect(app.store.getState().rollout).toBeNull();
    await app.press(KEYS.enter);
    await waitFor(() => expect(app.frame()).toContain('revisions'));
    await app.press('R');
    await waitFor(() => expect(app.frame()).toContain('Redeploy alpha-bot?'));
    await app.press('y');
    await waitFor(() => expect(app.store.getState().routes.at(-1)).toEqual({ name: 'rollout' }));
    expect(app.store.getState().rollout?.agents).toEqual(['alpha-bot']);
    await waitFor(() => expect(table.stats.redeploys).toEqual(['alpha-bot']));
  });
});

describe('from a set’s USED BY list', () => {
  it('A in the key editor lists the agents that use the set; Enter opens one’s detail; Esc comes back', async () => {
    const table = createTableAgentsApi(sampleDetails());
    const app = await renderApp({ secrets: sampleSecrets(), agents: table.api, columns: 100, rows: 20 });
    await waitFor(() => expect(app.frame()).toMatch(/keys .*used by 6/));
    await app.press('j', 'j', KEYS.enter);
    await waitFor(() => expect(app.frame()).toContain('OPENAI_API_KEY'));
    await app.press('A');
    await waitFor(() => expect(app.frame()).toContain('Agents that use keys'));
    expect(tidy(app.frame())).toMatchSnapshot('used by picker');
    await app.type('jjjj');
    await app.press(KEYS.enter);
    await waitFor(() => expect(app.frame()).toContain('gamma-bot · us-west'));
    expect(app.store.getState().routes.at(-1)).toEqual({ name: 'agents', agent: 'gamma-bot' });
    await app.press(KEYS.esc);
    await waitFor(() => expect(app.frame()).toContain('OPENAI_API_KEY'));
    expect(app.store.getState().routes.map((r) => r.name)).toEqual(['sets', 'keys']);
  });

  it('the pull secret detail has the same picker (A); a staged edit in the key editor is never lost to it', async () => {
    const table = createTableAgentsApi(sampleDetails());
    const app = await renderApp({ secrets: sampleSecrets(), agents: table.api, columns: 100, rows: 20 });
    await waitFor(() => expect(app.frame()).toMatch(/ghcr .*used by 1/));
    await app.press('j', KEYS.enter);
    await waitFor(() => expect(app.frame()).toContain('Image pull secret ghcr'));
    await app.press('A');
    await waitFor(() => expect(app.frame()).toContain('Agents that use ghcr'));
    await app.press(KEYS.enter);
    await waitFor(() => expect(app.frame()).toContain('alpha-bot · us-west'));
    await app.press(KEYS.esc, KEYS.esc);
    await waitFor(() => expect(app.store.getState().routes.map((r) => r.name)).toEqual(['sets']));
    // A staged edit: the picker opens, but Enter keeps the editor (and its draft) on screen.
    await app.press('j', KEYS.enter);
    await waitFor(() => expect(app.frame()).toContain('OPENAI_API_KEY'));
    await app.press('x', 'A', KEYS.enter);
    await waitFor(() =>
      expect(app.frame()).toContain('save or discard your 1 staged change to keys (OPENAI_API_KEY) first'),
    );
    expect(app.store.getState().routes.map((r) => r.name)).toEqual(['sets', 'keys']);
    expect(app.frame()).toContain('- unset (staged)');
  });
});

describe('fits the terminal', () => {
  it('list, detail and logs never draw more lines than the terminal has minus one, nor wider lines, at any size', async () => {
    const table = createTableAgentsApi(sampleDetails());
    table.logs.set('gamma-bot', [
      ...logLines('gamma-bot', 60),
      {
        log: `Traceback (most recent call last):\n${'  File x\n'.repeat(5)}ValueError: ${'long '.repeat(40)}`,
        timestamp: '2026-01-02T02:59:59Z',
      },
    ]);
    const stacks = [
      [{ name: 'sets' as const }, { name: 'agents' as const }],
      [{ name: 'sets' as const }, { name: 'agents' as const, agent: 'gamma-bot' }],
      [{ name: 'sets' as const }, { name: 'agents' as const, agent: 'gamma-bot', view: 'logs' as const }],
    ];
    for (const routes of stacks) {
      const app = await renderApp({
        secrets: sampleSecrets(),
        agents: table.api,
        routes,
        rolloutClock: new FakeClock(),
      });
      await waitFor(() => expect(app.frame()).toMatch(/gamma-bot/));
      for (const [columns, rows] of [
        [80, 24],
        [60, 16],
        [40, 12],
        [120, 40],
        [30, 8],
      ] as const) {
        await app.resize(columns, rows);
        for (const extra of ['', '?']) {
          if (extra) await app.press(extra);
          const lines = app.frame().split('\n');
          expect(lines.length, `${JSON.stringify(routes.at(-1))} ${columns}x${rows} ${extra}`).toBeLessThanOrEqual(
            rows - 1,
          );
          for (const line of lines) expect(line.length, `${columns}x${rows}: ${line}`).toBeLessThanOrEqual(columns);
          if (extra) await app.press(KEYS.esc);
        }
      }
    }
  });
});

describe('no agents', () => {
  it('on the local emulator: how to seed it to try the screen; on a service: the official CLI deploys one', async () => {
    for (const [target, expected] of [
      [EMULATOR_TARGET, 'agentdeck emulator --seed-sets 3 --seed-agents 6'],
      [REAL_TARGET, 'Deploy one with the official CLI (pipecat cloud deploy)'],
    ] as const) {
      const app = await renderApp({
        secrets: sampleSecrets(),
        agents: createTableAgentsApi([]).api,
        target,
        columns: 100,
        rows: 20,
      });
      await waitFor(() => expect(app.frame()).toContain('updated'));
      await app.press('4');
      await waitFor(() => expect(app.frame().replace(/\s+/g, ' ')).toContain(expected));
      expect(app.frame().replace(/\s+/g, ' ')).toContain('No agents yet.');
      app.unmount();
    }
  });
});
