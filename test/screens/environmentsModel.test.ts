// The Environments screen's pure model and text: views (list, filter, plan, the apply question) and where each
// answer leads; a region's drift (failed first, stale agents alone, else the number of things that differ, in sync);
// rows per environment × region, "cannot read" with the reason; the filter; the plan's lines in the CLI's words.
import { describe, expect, it } from 'vitest';
import {
  environmentRows,
  filterRows,
  planHeading,
  planLines,
  pruneLine,
  pruneRemovals,
  regionDrift,
} from '../../src/screens/environments/format.js';
import {
  environmentsReducer,
  initialEnvironmentsState,
  type EnvironmentsScreenState,
} from '../../src/screens/environments/model.js';
import { agentPlan, region, setPlan, twoEnvironments } from './environments.fixtures.js';

const run = (state: EnvironmentsScreenState, ...events: Parameters<typeof environmentsReducer>[1][]) =>
  events.reduce(environmentsReducer, state);

describe('environments screen model', () => {
  it('list → plan → back; filter opens only from the list; the route’s env opens its plan', () => {
    const start = initialEnvironmentsState({});
    expect(start.mode).toEqual({ kind: 'list' });
    expect(run(start, { type: 'openPlan', env: 'prod' }).mode).toEqual({
      kind: 'plan',
      env: 'prod',
      offset: 0,
      prune: false,
    });
    expect(run(start, { type: 'openPlan', env: 'prod' }, { type: 'back' }).mode).toEqual({ kind: 'list' });
    expect(run(start, { type: 'openFilter' }).mode).toEqual({ kind: 'filter' });
    expect(run(start, { type: 'openPlan', env: 'a' }, { type: 'openFilter' }).mode.kind).toBe('plan');
    expect(initialEnvironmentsState({ env: 'staging' }).mode).toEqual({
      kind: 'plan',
      env: 'staging',
      offset: 0,
      prune: false,
    });
  });

  it('scrolls the plan within [0, max]', () => {
    const plan = run(initialEnvironmentsState({}), { type: 'openPlan', env: 'a' });
    expect(run(plan, { type: 'scroll', delta: 5, max: 3 }).mode).toMatchObject({ offset: 3 });
    expect(run(plan, { type: 'scroll', delta: -2, max: 3 }).mode).toMatchObject({ offset: 0 });
  });

  it('the apply question: from the list or the plan; yes opens the plan, no goes back where it was', () => {
    const list = initialEnvironmentsState({});
    const asked = run(list, { type: 'askApply', env: 'prod', protected: true });
    expect(asked.mode).toEqual({ kind: 'confirmApply', env: 'prod', protected: true, from: 'list', prune: false });
    expect(run(asked, { type: 'answerApply', confirmed: false }).mode).toEqual({ kind: 'list' });
    expect(run(asked, { type: 'answerApply', confirmed: true }).mode).toEqual({
      kind: 'plan',
      env: 'prod',
      offset: 0,
      prune: false,
    });
    const fromPlan = run(list, { type: 'openPlan', env: 'a' }, { type: 'askApply', env: 'a', protected: false });
    expect(run(fromPlan, { type: 'answerApply', confirmed: false }).mode).toEqual({
      kind: 'plan',
      env: 'a',
      offset: 0,
      prune: false,
    });
    expect(run(list, { type: 'openFilter' }, { type: 'askApply', env: 'a', protected: false }).mode.kind).toBe(
      'filter',
    );
  });
});

describe('prune (P in the plan)', () => {
  it('toggles in the plan only; the question carries it; no keeps it, yes turns it off; a new plan starts off', () => {
    const list = initialEnvironmentsState({});
    expect(run(list, { type: 'togglePrune' })).toEqual(list);
    const plan = run(list, { type: 'openPlan', env: 'prod' });
    expect(plan.mode).toMatchObject({ kind: 'plan', prune: false });
    const on = run(plan, { type: 'togglePrune' });
    expect(on.mode).toMatchObject({ kind: 'plan', env: 'prod', prune: true });
    expect(run(on, { type: 'togglePrune' }).mode).toMatchObject({ prune: false });
    const asked = run(on, { type: 'askApply', env: 'prod', protected: true });
    expect(asked.mode).toEqual({ kind: 'confirmApply', env: 'prod', protected: true, from: 'plan', prune: true });
    expect(run(asked, { type: 'togglePrune' })).toEqual(asked);
    expect(run(asked, { type: 'answerApply', confirmed: false }).mode).toMatchObject({ kind: 'plan', prune: true });
    expect(run(asked, { type: 'answerApply', confirmed: true }).mode).toMatchObject({ kind: 'plan', prune: false });
    expect(run(on, { type: 'back' }, { type: 'openPlan', env: 'prod' }).mode).toMatchObject({ prune: false });
  });
});

describe('environments text', () => {
  it('a region’s drift: in sync, N changes, N stale agents, failed', () => {
    expect(regionDrift(region('us-west', [setPlan('s', 'us-west')]))).toEqual({ kind: 'in-sync', text: 'in sync' });
    const notDrained = agentPlan('a', 'us-west', {
      issues: [{ kind: 'not-drained', sessions: 1, deployments: ['d'] }],
    });
    expect(regionDrift(region('us-west', [setPlan('s', 'us-west')], [notDrained])).kind).toBe('in-sync');
    const stale = agentPlan('a', 'us-west', { redeploy: true, issues: [{ kind: 'stale', message: 'older' }] });
    expect(regionDrift(region('us-west', [setPlan('s', 'us-west')], [stale, stale]))).toEqual({
      kind: 'stale',
      text: '2 stale agents',
    });
    const create = setPlan('s', 'us-west', { exists: false, action: 'create', add: ['K'], values: 'new' });
    expect(regionDrift(region('us-west', [create], [stale]))).toEqual({ kind: 'changes', text: '2 changes' });
    const failed = setPlan('s', 'us-west', { status: 'failed', action: 'update' });
    expect(regionDrift(region('us-west', [failed], [stale]))).toEqual({ kind: 'failed', text: '1 set failed' });
  });

  it('rows per environment × region; an environment not read is “cannot read” with its reason in every region', () => {
    const [staging, prod] = twoEnvironments();
    const rows = environmentRows([
      { ...staging!, error: undefined },
      { env: 'prod', organization: prod!.organization, protected: true, regions: prod!.regions, error: 'no .env.prod' },
    ]);
    expect(rows.map((r) => [r.key, r.drift.text, r.what])).toEqual([
      ['staging us-west', '2 changes', '1 set to create, 1 agent to rebind'],
      ['staging us-east', '1 change', '1 set to write, 1 key to add, 1 key to remove, 1 set with unknown values'],
      ['prod us-west', 'cannot read', 'no .env.prod'],
      ['prod us-east', 'cannot read', 'no .env.prod'],
    ]);
    expect(filterRows(rows, 'EAST').map((r) => r.key)).toEqual(['staging us-east', 'prod us-east']);
    expect(filterRows(rows, 'prod us-w').map((r) => r.key)).toEqual(['prod us-west']);
  });

  it('the plan’s lines: the CLI’s words per region, never a value', () => {
    const [staging] = twoEnvironments();
    const entry = { ...staging!, error: undefined };
    expect(planHeading(entry)).toBe(
      'staging (organization acme-staging): 1 set to create, 1 set to write, 1 key to add, 1 key to remove, 1 set with unknown values, 1 agent to rebind',
    );
    expect(planLines(entry, 0, false).map((l) => `${' '.repeat(l.indent)}${l.text}`)).toEqual([
      'us-west: 2 changes',
      '  set app-us-west: to create with 2 keys (DEEPGRAM_API_KEY, OPENAI_API_KEY)',
      '  agent voice-bot: to rebind; bound to no set, should be app-us-west',
      'us-east: 1 change',
      '  set app-us-east: to write — keys to add: DEEPGRAM_API_KEY; keys to remove: OLD_KEY (kept: P removes them)',
    ]);
    expect(planLines({ env: 'x', organization: 'o', protected: false, regions: [], error: 'down' }, 0)).toEqual([
      { text: 'cannot read: down', tone: 'error', indent: 0 },
    ]);
  });

  it('with prune: the keys removed, set by set, in the plan’s line about prune and in each set’s line', () => {
    const [staging] = twoEnvironments();
    const entry = { ...staging!, error: undefined };
    expect(pruneRemovals(entry)).toEqual([{ set: 'app-us-east', region: 'us-east', keys: ['OLD_KEY'] }]);
    expect(pruneLine(entry, true)).toEqual({
      text: 'prune on: apply removes 1 key not in the source from staging — app-us-east: OLD_KEY (P keeps them)',
      tone: 'error',
      indent: 0,
    });
    expect(pruneLine(entry, false)?.text).toBe('prune off: 1 key not in the source is kept (P removes them)');
    expect(planLines(entry, 0, true).at(-1)?.text).toBe(
      'set app-us-east: to write — keys to add: DEEPGRAM_API_KEY; keys to remove: OLD_KEY (removed by this apply: prune is on)',
    );
    const blocked = setPlan('b', 'us-west', { action: 'blocked', remove: ['GONE'] });
    const noKeys = { ...entry, plan: { ...entry.plan!, regions: [region('us-west', [blocked])] } };
    expect(pruneRemovals(noKeys)).toEqual([]);
    expect(pruneLine(noKeys, false)).toBeUndefined();
    expect(pruneLine(noKeys, true)?.text).toBe('prune on: no key to remove (P turns it off)');
  });
});
