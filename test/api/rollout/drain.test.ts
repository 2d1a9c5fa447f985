// The drain after ready, on a virtual clock with a fake agents service that lists sessions: a rollout ends for an
// agent when no session is left on its old deployment, or reports "ready, still draining" when the drain timeout
// passes; a superseded deployment that starts sessions after the new one was ready fails it by name; --no-drain;
// a client without the sessions API; the limiter; the second Ctrl+C and the re-run that follows the drain.
import { describe, expect, it } from 'vitest';
import {
  DRAIN_TIMEOUT_CAP_MS,
  defaultDrainTimeoutMs,
  nextDrainCheck,
  startDrain,
} from '../../../src/api/rollout/drain.js';
import { journalKey, memoryJournal } from '../../../src/api/rollout/journal.js';
import { RequestLimiter } from '../../../src/api/rollout/limiter.js';
import type { RolloutOptions, RolloutState } from '../../../src/api/rollout/model.js';
import { readyNotDrained, summarize, summaryBlocks } from '../../../src/api/rollout/summary.js';
import { planRollout, runRollout, type RolloutControl, type RolloutDeps } from '../../../src/api/rollout/runner.js';
import { createFakeAgentsApi, type FakeAgentSpec } from '../../helpers/fakeAgentsApi.js';
import { FakeClock, runWithClock } from '../../helpers/fakeClock.js';
import { createFakeSecretsApi } from '../../helpers/fakeSecretsApi.js';

const KEY = journalKey('api.test · org acme', { set: 'keys' });

function setup(specs: FakeAgentSpec[], opts: { sessions?: boolean; latencyMs?: number } = {}) {
  const clock = new FakeClock();
  const fake = createFakeAgentsApi(clock, specs, { sessions: opts.sessions ?? true, latencyMs: opts.latencyMs });
  const secrets = createFakeSecretsApi([{ name: 'keys', type: 'secret', status: 'ready', region: 'us-west' }]);
  const journal = memoryJournal();
  let id = 0;
  const deps: RolloutDeps = {
    agents: fake.api,
    secrets,
    clock,
    journal,
    limiter: new RequestLimiter(),
    newId: () => `entry-${++id}`,
  };
  return { clock, fake, journal, deps, secrets, start: clock.now() };
}

async function rollout(
  s: ReturnType<typeof setup>,
  names: string[],
  opts: {
    options?: Partial<RolloutOptions>;
    control?: RolloutControl;
    onStep?: (c: FakeClock, st: RolloutState[]) => void;
  } = {},
) {
  const states: RolloutState[] = [];
  const work = (async () => {
    const plan = await planRollout(s.deps, {
      key: KEY,
      set: 'keys',
      agents: names.map((name) => ({ name })),
      options: opts.options,
    });
    return runRollout(s.deps, plan, { ...opts.control, onChange: (st) => states.push(st) });
  })();
  const final = await runWithClock(s.clock, work, { onStep: (c) => opts.onStep?.(c, states) });
  return { final, states, summary: summarize(final) };
}

describe('drain: pure rules', () => {
  it("the default timeout is the agent's max session duration + 30 s, at most 1 h; without one, 1 h", () => {
    expect(defaultDrainTimeoutMs(60)).toBe(90_000);
    expect(defaultDrainTimeoutMs(14_400)).toBe(DRAIN_TIMEOUT_CAP_MS);
    expect(defaultDrainTimeoutMs(undefined)).toBe(3_600_000);
    expect(defaultDrainTimeoutMs(0)).toBe(3_600_000);
  });

  it('reads at once, then after growing gaps (at most 30 s), at an old session’s expected end, never past the deadline', () => {
    const d = startDrain(1000, 600_000, 60);
    expect(nextDrainCheck(d)).toBe(1000);
    const after = { ...d, checks: 1, lastCheckAt: 1000 };
    // Max session duration known: the gaps start at 10 s; unknown: at 4 s.
    expect(nextDrainCheck(after)).toBe(11_000);
    expect(nextDrainCheck({ ...startDrain(1000, 600_000), checks: 1, lastCheckAt: 1000 })).toBe(5000);
    expect(nextDrainCheck({ ...after, checks: 20 })).toBe(31_000);
    // An old session started at 0 ends by 60 s: read just after, before the gap would.
    const ending = {
      ...after,
      checks: 20,
      lastCheckAt: 40_000,
      old: [{ deploymentId: 'd0', active: 1, lastStartedAt: new Date(0).toISOString() }],
    };
    expect(nextDrainCheck(ending)).toBe(60_150);
    expect(nextDrainCheck({ ...after, deadline: 2000 })).toBe(2000);
  });
});

describe('drain: the runner', () => {
  it('follows an agent past ready until its old sessions end: draining, then ready and drained', async () => {
    const s = setup([{ name: 'a', oldSessions: [20_000, 25_000] }]);
    const { final, states, summary } = await rollout(s, ['a']);
    expect(states.some((st) => st.agents[0].phase === 'draining')).toBe(true);
    const drainingState = states.find((st) => st.agents[0].drain?.checks === 1)!;
    expect(drainingState.agents[0].drain).toMatchObject({
      state: 'draining',
      old: [{ deploymentId: 'a-d0', active: 2 }],
    });
    expect(final.agents[0]).toMatchObject({ phase: 'ready', drain: { state: 'drained' } });
    // Seen drained after the last old session ended (25 s), within one backed-off gap, and within the budget.
    expect(final.agents[0].endedAt! - s.start).toBeGreaterThanOrEqual(25_000);
    expect(final.agents[0].endedAt! - s.start).toBeLessThan(25_000 + 15_000);
    expect(s.fake.maxPerMinute('a')).toBeLessThanOrEqual(15);
    expect(summary.ok).toBe(true);
    expect(summary.rolled[0].drain).toMatchObject({ state: 'drained', sessions: 0 });
    expect(summaryBlocks(summary, 1)[0].text).toBe(
      "Rolled out 'keys' to 1 of 1 agent: every agent is ready on its new deployment and no session is left on an old one.",
    );
    expect(s.journal.read(KEY)).toMatchObject({ finished: true, agents: { a: { state: 'ready' } } });
  });

  it('with a max session duration, reads just after the newest old session’s expected end', async () => {
    // The old session started 1 s before the fake's start and lasts at most 40 s.
    const s = setup([{ name: 'a', oldSessions: [39_000], maxSessionSeconds: 40 }]);
    const { final } = await rollout(s, ['a']);
    expect(final.agents[0].phase).toBe('ready');
    expect(final.agents[0].endedAt! - s.start).toBeLessThanOrEqual(39_000 + 250);
  });

  it('the drain does not hold a parallel slot: the next agent starts once the first is ready', async () => {
    const s = setup([{ name: 'a', oldSessions: [60_000] }, { name: 'b' }]);
    const { final } = await rollout(s, ['a', 'b']);
    const aReady = final.agents[0].drain!.since;
    expect(s.fake.requestsOf('b', 'redeploy')[0].at).toBeLessThan(aReady + 1000);
    expect(final.agents.map((a) => a.phase)).toEqual(['ready', 'ready']);
  });

  it('a superseded deployment that starts a session after the new one was ready fails the agent, naming both', async () => {
    // The late session starts at 8 s and ends at 9 s, between two reads: the read once the old ones are gone finds it.
    const s = setup([{ name: 'a', oldSessions: [40_000], lateSessions: [8_000] }, { name: 'b' }]);
    const { final, summary } = await rollout(s, ['a', 'b']);
    expect(final.agents[0].phase).toBe('failed');
    expect(final.agents[0].message).toBe(
      'superseded deployment a-d0 started 1 new session after the new one was ready (a-late-0): the old deployment still takes sessions',
    );
    expect(summary.failed[0].drain?.late).toEqual([
      { sessionId: 'a-late-0', deploymentId: 'a-d0', createdAt: new Date(s.start + 8_000).toISOString() },
    ]);
    expect(summary.stoppedBecause).toBe('failure');
    // b started once a was ready (a drain holds no slot), before the failure was known.
    expect(summary.rolled.map((i) => i.name)).toEqual(['b']);
    expect(summary.ok).toBe(false);
    expect(summaryBlocks(summary, 2).some((b) => b.text.includes('OLD DEPLOYMENT STILL TAKES SESSIONS'))).toBe(true);
  });

  it('a late session still active is seen at the next read, before the old ones end', async () => {
    const s = setup([{ name: 'a', oldSessions: [120_000], lateSessions: [9_000], lateSessionMs: 60_000 }]);
    const { final } = await rollout(s, ['a']);
    expect(final.agents[0].phase).toBe('failed');
    expect(final.agents[0].endedAt! - s.start).toBeLessThan(30_000);
  });

  it('--drain-timeout passing: "ready, still draining: N sessions on deployment X since T", never done (ok false)', async () => {
    const s = setup([{ name: 'a', oldSessions: [100_000, 200_000] }]);
    const { final, summary } = await rollout(s, ['a'], { options: { drainTimeoutMs: 10_000 } });
    expect(final.agents[0]).toMatchObject({ phase: 'stillDraining', drain: { state: 'timedOut' } });
    const since = final.agents[0].drain!.since;
    expect(final.agents[0].endedAt! - since).toBeGreaterThanOrEqual(10_000);
    expect(final.agents[0].endedAt! - since).toBeLessThan(11_000);
    expect(summary.ok).toBe(false);
    expect(summary.rolled).toEqual([]);
    expect(summary.draining).toHaveLength(1);
    expect(summary.draining[0].drain).toMatchObject({
      state: 'timedOut',
      sessions: 2,
      deployments: [{ deploymentId: 'a-d0', active: 2 }],
      since: new Date(since).toISOString(),
    });
    expect(summary.draining[0].drain!.text).toMatch(
      /^ready, still draining: 2 sessions on deployment a-d0 since \d\d:\d\d:\d\d UTC$/,
    );
    // The journal keeps it as draining: not finished, so a re-run follows the drain.
    expect(s.journal.read(KEY)).toMatchObject({
      finished: false,
      agents: { a: { state: 'draining', deploymentId: 'a-d1', readyAt: since } },
    });
  });

  it('a detail counting no session: the late read goes out with the active one, not a round trip later', async () => {
    const s = setup([{ name: 'a' }], { latencyMs: 40 });
    const { final } = await rollout(s, ['a']);
    expect(final.agents[0]).toMatchObject({ phase: 'ready', drain: { state: 'drained' } });
    const reads = s.fake.requestsOf('a', 'sessions');
    expect(reads).toHaveLength(2);
    expect(reads[1].at).toBe(reads[0].at);
    // Ended when both answers came: one latency after the reads went out.
    expect(final.agents[0].endedAt).toBe(reads[0].at + 40);
  });

  it('drain reads wait while a redeploy awaits its answer: they never crowd the request a rollout waits on', async () => {
    const s = setup([{ name: 'a' }, { name: 'b' }], { latencyMs: 40 });
    const { final } = await rollout(s, ['a', 'b'], { options: { parallel: 1 } });
    expect(final.agents.map((a) => a.phase)).toEqual(['ready', 'ready']);
    // a was seen ready, which freed the slot for b: b's redeploy went out at once, a's drain reads after its answer.
    const redeployB = s.fake.requestsOf('b', 'redeploy')[0].at;
    const drainA = s.fake.requestsOf('a', 'sessions').map((r) => r.at);
    expect(drainA).toHaveLength(2);
    expect(Math.min(...drainA)).toBe(redeployB + 40);
  });

  it('a detail counting sessions: every late read waits for an active read that found none', async () => {
    const s = setup([{ name: 'a', oldSessions: [20_000] }], { latencyMs: 40 });
    const { final } = await rollout(s, ['a']);
    expect(final.agents[0]).toMatchObject({ phase: 'ready', drain: { state: 'drained' } });
    const at = s.fake.requestsOf('a', 'sessions').map((r) => r.at);
    expect(new Set(at).size).toBe(at.length);
    expect(at.at(-1)! - at.at(-2)!).toBe(40);
  });

  it('a count of 0 that is wrong: the early late reads are spent, the verdicts are the same, the budget holds', async () => {
    const drained = setup([{ name: 'a', sessions: 0, oldSessions: [20_000] }]);
    const first = await rollout(drained, ['a']);
    expect(first.final.agents[0]).toMatchObject({ phase: 'ready', drain: { state: 'drained' } });
    expect(first.final.agents[0].endedAt! - drained.start).toBeGreaterThanOrEqual(20_000);
    expect(drained.fake.maxPerMinute('a')).toBeLessThanOrEqual(15);

    const late = setup([{ name: 'a', sessions: 0, oldSessions: [40_000], lateSessions: [8_000] }]);
    const second = await rollout(late, ['a']);
    expect(second.final.agents[0].phase).toBe('failed');
    expect(second.final.agents[0].message).toMatch(
      /^superseded deployment a-d0 started 1 new session after the new one/,
    );
    expect(late.fake.maxPerMinute('a')).toBeLessThanOrEqual(15);
  });

  it('--no-drain: ready is the end, no session is read', async () => {
    const s = setup([{ name: 'a', oldSessions: [100_000] }]);
    const { final, summary } = await rollout(s, ['a'], { options: { drain: false } });
    expect(final.agents[0].phase).toBe('ready');
    expect(final.agents[0].drain).toBeUndefined();
    expect(s.fake.requestsOf('a', 'sessions')).toEqual([]);
    expect(summary.ok).toBe(true);
  });

  it('a client without the sessions API: ready, drain not checked (said so; ok)', async () => {
    const s = setup([{ name: 'a' }], { sessions: false });
    const { final, summary } = await rollout(s, ['a']);
    expect(final.agents[0]).toMatchObject({
      phase: 'ready',
      drain: { state: 'unchecked', unavailable: 'this client cannot read sessions' },
    });
    expect(summary.ok).toBe(true);
    expect(summaryBlocks(summary, 1).map((b) => b.text)).toContain(
      '  ⚠ drain not checked (this client cannot read sessions): a — whether sessions still run on an old deployment is unknown',
    );
  });

  it('a long drain stays within 15 requests per agent per minute', async () => {
    const s = setup([{ name: 'a', oldSessions: [300_000] }]);
    const { final } = await rollout(s, ['a'], { options: { drainTimeoutMs: 600_000 } });
    expect(final.agents[0].phase).toBe('ready');
    expect(s.fake.maxPerMinute('a')).toBeLessThanOrEqual(15);
    // Backed off: far fewer reads than one per 4 s.
    expect(s.fake.requestsOf('a', 'sessions').length).toBeLessThan(20);
  });

  it('a second Ctrl+C during the drain names the agents ready but not drained; a re-run follows the drain, never redeploys', async () => {
    const s = setup([{ name: 'a', oldSessions: [40_000] }]);
    // Written through agentdeck 10 s ago: a re-run sees the new deployment as current.
    await s.secrets.markWrite('keys', s.clock.now() - 10_000);
    const stop = new AbortController();
    const stopFollowing = new AbortController();
    let named: string[] = [];
    const first = await rollout(s, ['a'], {
      control: { signal: stop.signal, followSignal: stopFollowing.signal },
      onStep: (clock, states) => {
        const last = states.at(-1);
        if (!stopFollowing.signal.aborted && last?.agents[0].drain?.checks === 1) {
          stop.abort();
          stopFollowing.abort();
          named = readyNotDrained(last);
        }
      },
    });
    expect(named).toEqual(['a (1 session on a-d0)']);
    expect(first.final.agents[0].phase).toBe('draining');
    expect(first.summary.draining.map((i) => [i.name, i.message])).toEqual([['a', 'draining when following stopped']]);
    expect(s.journal.read(KEY)).toMatchObject({ finished: false, agents: { a: { state: 'draining' } } });
    expect(s.fake.newDeployments('a')).toEqual(['a-d1']);

    const again = await rollout(s, ['a']);
    expect(s.fake.newDeployments('a')).toEqual(['a-d1']);
    expect(again.final.agents[0]).toMatchObject({ phase: 'ready', drain: { state: 'drained' } });
    expect(again.final.agents[0].skippedBecause).toMatch(
      /^not redeployed again: an earlier run saw deployment a-d1 ready/,
    );
    expect(again.summary.rolled.map((i) => i.name)).toEqual(['a']);
    expect(s.journal.read(KEY)).toMatchObject({ finished: true });

    // After it finished, a third run redeploys nothing.
    const third = await rollout(s, ['a']);
    expect(s.fake.newDeployments('a')).toEqual(['a-d1']);
    expect(third.summary.ok).toBe(true);
  });
});
