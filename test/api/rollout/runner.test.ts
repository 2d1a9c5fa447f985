// The rollout runner with fakes on a virtual clock (no real timers): backoff schedule, the ≤ 15 requests per agent
// per minute limiter, parallel, keep-going, timeout, the set wait, lost answers, Ctrl+C (one and two) and re-runs
// through the journal — nothing redeployed twice, nothing skipped that should not be.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/api/http/errors.js';
import { journalKey, memoryJournal, type RolloutJournal } from '../../../src/api/rollout/journal.js';
import { RequestLimiter } from '../../../src/api/rollout/limiter.js';
import { inFlight, type RolloutOptions, type RolloutState } from '../../../src/api/rollout/model.js';
import { summarize } from '../../../src/api/rollout/summary.js';
import { PollSchedule } from '../../../src/api/rollout/pollSchedule.js';
import { planRollout, runRollout, type RolloutControl, type RolloutDeps } from '../../../src/api/rollout/runner.js';
import { createFakeAgentsApi, type FakeAgentSpec } from '../../helpers/fakeAgentsApi.js';
import { FakeClock, runWithClock } from '../../helpers/fakeClock.js';
import { createFakeSecretsApi, type FakeSecretsApi } from '../../helpers/fakeSecretsApi.js';

const KEY = journalKey('api.test · org acme', { set: 'keys' });

interface Setup {
  clock: FakeClock;
  fake: ReturnType<typeof createFakeAgentsApi>;
  secrets: FakeSecretsApi;
  journal: RolloutJournal & { entries: Map<string, unknown> };
  deps: RolloutDeps;
}

function setup(
  specs: FakeAgentSpec[],
  opts: {
    setStatus?: 'pending' | 'ready' | 'failed';
    setRegion?: string;
    errorMessage?: string;
    latencyMs?: number;
  } = {},
): Setup {
  const clock = new FakeClock();
  const fake = createFakeAgentsApi(clock, specs, { latencyMs: opts.latencyMs });
  const secrets = createFakeSecretsApi([
    {
      name: 'keys',
      type: 'secret',
      status: opts.setStatus ?? 'ready',
      region: opts.setRegion ?? 'us-west',
      ...(opts.errorMessage ? { errorMessage: opts.errorMessage } : {}),
    },
  ]);
  const journal = memoryJournal();
  let id = 0;
  return {
    clock,
    fake,
    secrets,
    journal,
    deps: { agents: fake.api, secrets, clock, journal, limiter: new RequestLimiter(), newId: () => `entry-${++id}` },
  };
}

async function rollout(
  s: Setup,
  names: string[],
  opts: {
    options?: Partial<RolloutOptions>;
    fresh?: boolean;
    all?: boolean;
    control?: RolloutControl;
    onStep?: (clock: FakeClock, states: RolloutState[]) => void;
    set?: string | null;
  } = {},
) {
  const states: RolloutState[] = [];
  const snapshots: string[] = [];
  const work = (async () => {
    const plan = await planRollout(s.deps, {
      key: KEY,
      ...(opts.set === null ? {} : { set: opts.set ?? 'keys' }),
      agents: names.map((name) => ({ name })),
      options: opts.options,
      fresh: opts.fresh,
      all: opts.all,
    });
    return runRollout(s.deps, plan, {
      ...opts.control,
      onChange: (state) => {
        states.push(state);
        snapshots.push(JSON.stringify(state));
      },
    });
  })();
  const final = await runWithClock(s.clock, work, { onStep: (clock) => opts.onStep?.(clock, states) });
  return { final, states, snapshots, summary: summarize(final) };
}

const offsets = (times: number[]) => times.map((t) => t - times[0]);

describe('runner: the happy path and its schedule', () => {
  it('redeploys each agent once, one at a time, follows each to ready, journals the finished entry', async () => {
    const s = setup([{ name: 'a' }, { name: 'b' }, { name: 'c' }]);
    const { summary, states, final } = await rollout(s, ['a', 'b', 'c']);
    expect(summary.rolled.map((i) => [i.name, i.deploymentId])).toEqual([
      ['a', 'a-d1'],
      ['b', 'b-d1'],
      ['c', 'c-d1'],
    ]);
    expect(summary.ok).toBe(true);
    for (const name of ['a', 'b', 'c']) expect(s.fake.newDeployments(name)).toHaveLength(1);
    // One at a time: b's redeploy comes after a is ready.
    const aReady = final.agents[0].endedAt!;
    expect(s.fake.requestsOf('b', 'redeploy')[0].at).toBeGreaterThanOrEqual(aReady);
    expect(Math.max(...states.map((st) => inFlight(st).length))).toBe(1);
    expect(s.journal.read(KEY)).toMatchObject({
      finished: true,
      set: 'keys',
      agents: { a: { state: 'ready', before: 'a-d0', deploymentId: 'a-d1' } },
    });
  });

  it('one agent, its deploy time unknown: looks at it on a growing curve (at most 10 s apart), within 1.8× its deploy time and the budget', async () => {
    const s = setup([{ name: 'slow', deployMs: 70_000 }]);
    const { summary, final } = await rollout(s, ['slow']);
    expect(summary.rolled.map((i) => i.name)).toEqual(['slow']);
    // pre-flight read, redeploy, then the looks.
    expect(
      s.fake
        .requestsOf('slow')
        .map((r) => r.kind)
        .slice(0, 2),
    ).toEqual(['get', 'redeploy']);
    const looks = offsets(
      s.fake
        .requestsOf('slow')
        .map((r) => r.at)
        .slice(1),
    ).slice(1);
    expect(looks.slice(0, 3)).toEqual([150, 270, 486]); // 150 ms × 1.8^k, rounded up
    const gaps = looks.slice(1).map((t, i) => t - looks[i]);
    expect(Math.max(...gaps)).toBeLessThanOrEqual(10_000);
    const seen = final.agents[0].endedAt! - s.fake.requestsOf('slow', 'redeploy')[0].at;
    expect(seen).toBeGreaterThanOrEqual(70_000);
    expect(seen).toBeLessThanOrEqual(70_000 * 1.8);
    expect(s.fake.maxPerMinute('slow')).toBeLessThanOrEqual(15);
  });

  it('the limiter holds any schedule to ≤ 15 requests per agent per rolling minute (looks every 100 ms, 5 minutes)', async () => {
    const s = setup([{ name: 'never', deployMs: 1e9 }]);
    s.deps.pollSchedule = new PollSchedule(100, 1.0001, 100);
    const { summary } = await rollout(s, ['never'], { options: { timeoutMs: 300_000 } });
    expect(summary.failed.map((i) => i.name)).toEqual(['never']);
    expect(s.fake.maxPerMinute('never')).toBe(15);
    // It is a limit, not a stall: the agent was read throughout.
    expect(s.fake.requestsOf('never').length).toBeGreaterThanOrEqual(15 * 5);
  });

  it('parallel 2 keeps two agents in flight at once and never three', async () => {
    const s = setup(['a', 'b', 'c', 'd', 'e'].map((name) => ({ name })));
    const { summary, states } = await rollout(s, ['a', 'b', 'c', 'd', 'e'], { options: { parallel: 2 } });
    expect(summary.rolled).toHaveLength(5);
    expect(Math.max(...states.map((st) => inFlight(st).length))).toBe(2);
    expect(s.fake.requestsOf('b', 'redeploy')[0].at).toBe(s.fake.requestsOf('a', 'redeploy')[0].at);
  });

  it('live sessions are read before the redeploy and kept up to date', async () => {
    const s = setup([{ name: 'busy', sessions: 3 }]);
    const { summary, states } = await rollout(s, ['busy']);
    expect(states[0].agents[0].sessions).toBe(3);
    expect(summary.rolled).toMatchObject([{ name: 'busy', deploymentId: 'busy-d1', sessions: 3 }]);
  });
});

describe('runner: failures, timeout, the set', () => {
  it('stops at the first failure: later agents are not started; the failure carries the revision message', async () => {
    const s = setup([{ name: 'a', fail: 'KeyError: OPENAI_API_KEY' }, { name: 'b' }]);
    const { summary } = await rollout(s, ['a', 'b']);
    expect(summary.failed).toEqual([
      { name: 'a', deploymentId: 'a-d1', message: 'CrashLoopBackOff: KeyError: OPENAI_API_KEY', sessions: 0 },
    ]);
    expect(summary.notStarted.map((i) => i.name)).toEqual(['b']);
    expect(s.fake.requestsOf('b', 'redeploy')).toEqual([]);
    expect(summary.stoppedBecause).toBe('failure');
  });

  it('--keep-going goes on after a failure', async () => {
    const s = setup([{ name: 'a', fail: 'boom' }, { name: 'b' }]);
    const { summary } = await rollout(s, ['a', 'b'], { options: { keepGoing: true } });
    expect([summary.failed.map((i) => i.name), summary.rolled.map((i) => i.name), summary.ok]).toEqual([
      ['a'],
      ['b'],
      false,
    ]);
  });

  it('times out an agent that never gets ready (default 10 min; here 60 s) and says what it last saw', async () => {
    const s = setup([{ name: 'stuck', deployMs: 1e9 }, { name: 'b' }]);
    const { summary } = await rollout(s, ['stuck', 'b'], { options: { timeoutMs: 60_000 } });
    expect(summary.failed[0]).toMatchObject({
      name: 'stuck',
      message: 'not ready after 1 min (last seen: rolling, Validating)',
    });
    const redeployAt = s.fake.requestsOf('stuck', 'redeploy')[0].at;
    expect(Math.max(...s.fake.requestsOf('stuck').map((r) => r.at)) - redeployAt).toBeLessThan(60_000);
    expect(summary.notStarted.map((i) => i.name)).toEqual(['b']);
  });

  it('waits for a pending set (followed with the same backoff) and redeploys nothing before it is ready', async () => {
    const s = setup([{ name: 'a' }], { setStatus: 'pending' });
    const readyAt = s.clock.now() + 5000;
    const list = s.secrets.listSecretSets.bind(s.secrets);
    const reads: number[] = [];
    s.secrets.listSecretSets = (o) => {
      reads.push(s.clock.now());
      if (s.clock.now() >= readyAt) s.secrets.setStatus('keys', 'ready');
      return list(o);
    };
    const { summary, states } = await rollout(s, ['a']);
    expect(summary.rolled.map((i) => i.name)).toEqual(['a']);
    expect(s.fake.requestsOf('a', 'redeploy')[0].at).toBeGreaterThanOrEqual(readyAt);
    // plan, then +1 s, +3 s, +7 s: ready at the read after 5 s.
    expect(offsets(reads)).toEqual([0, 1000, 3000, 7000]);
    expect(states.some((st) => st.set?.status === 'pending')).toBe(true);
  });

  it('a failed set stops before any redeploy, with its errorMessage', async () => {
    const s = setup([{ name: 'a' }], { setStatus: 'failed', errorMessage: 'could not encrypt' });
    const { summary } = await rollout(s, ['a']);
    expect(summary.set).toEqual({ name: 'keys', type: 'secret', status: 'failed', errorMessage: 'could not encrypt' });
    expect(summary.stoppedBecause).toBe('setFailed');
    expect(s.fake.requestsOf('a', 'redeploy')).toEqual([]);
  });

  it('an agent in another region is refused before any request about it, naming both regions', async () => {
    const s = setup([{ name: 'west' }, { name: 'east', region: 'us-east' }]);
    const work = (async () => {
      const plan = await planRollout(s.deps, {
        set: 'keys',
        agents: [
          { name: 'west', region: 'us-west' },
          { name: 'east', region: 'us-east' },
        ],
      });
      return runRollout(s.deps, plan);
    })();
    const summary = summarize(await runWithClock(s.clock, work));
    expect(summary.refused).toEqual([
      {
        name: 'east',
        message:
          "agent 'east' is in region us-east but secret set 'keys' is in us-west: a redeploy would be refused (they must be in the same region)",
      },
    ]);
    expect(s.fake.requestsOf('east')).toEqual([]);
    expect(summary.rolled.map((i) => i.name)).toEqual(['west']);
    expect(summary.ok).toBe(false);
  });

  it('an agent the pre-flight cannot find fails with that said; a transient read error is tried again', async () => {
    const s = setup([{ name: 'a' }]);
    s.fake.failGets('a', new ApiError({ status: 503, code: 'SERVER_ERROR', message: 'Server error 503' }));
    const { summary } = await rollout(s, ['a', 'ghost'], { options: { keepGoing: true } });
    expect(summary.rolled.map((i) => i.name)).toEqual(['a']);
    expect(summary.failed).toEqual([{ name: 'ghost', message: 'could not read the agent: no agent by that name' }]);
  });
});

describe('runner: a redeploy is a write (write outcome)', () => {
  it('answer lost but applied: the re-read finds the new deployment and follows it', async () => {
    const s = setup([{ name: 'a' }]);
    s.fake.script('a', 'lost-applied');
    const { summary, states } = await rollout(s, ['a']);
    expect(summary.rolled).toMatchObject([{ name: 'a', deploymentId: 'a-d1', sessions: 0 }]);
    expect(s.fake.newDeployments('a')).toEqual(['a-d1']);
    expect(
      states.some((st) => st.agents[0].message?.startsWith('the answer was lost; a re-read shows deployment a-d1')),
    ).toBe(true);
  });

  it('answer lost and not applied, or never sent, or rate limited: sent once more — one new deployment in the end', async () => {
    for (const script of ['lost-not-applied', 'never-sent', 'rate-limited'] as const) {
      const s = setup([{ name: 'a' }]);
      s.fake.script('a', script);
      const { summary } = await rollout(s, ['a']);
      expect(
        summary.rolled.map((i) => i.name),
        script,
      ).toEqual(['a']);
      expect(s.fake.requestsOf('a', 'redeploy'), script).toHaveLength(2);
      expect(s.fake.newDeployments('a'), script).toEqual(['a-d1']);
    }
  });

  it('not applied twice: failed, saying it was not applied', async () => {
    const s = setup([{ name: 'a' }]);
    s.fake.script('a', 'never-sent', 'never-sent');
    const { summary } = await rollout(s, ['a']);
    expect(summary.failed[0].message).toMatch(/^Redeploy agent 'a': not applied — .*never reached the service/);
    expect(s.fake.newDeployments('a')).toEqual([]);
  });

  it('answer lost and the re-read fails too: outcome unknown, said so, the rollout stops', async () => {
    const s = setup([{ name: 'a' }, { name: 'b' }]);
    s.fake.script('a', 'lost-applied');
    const { summary } = await (async () => {
      // The pre-flight read succeeds; the re-read after the lost answer fails.
      const original = s.fake.api.getAgent;
      let reads = 0;
      s.fake.api.getAgent = async (name, o) => {
        if (name === 'a' && ++reads === 2)
          throw new ApiError({ status: 502, code: 'SERVER_ERROR', message: 'Server error 502' });
        return original(name, o);
      };
      return rollout(s, ['a', 'b']);
    })();
    expect(summary.requestedNotReady).toHaveLength(1);
    expect(summary.requestedNotReady[0].message).toMatch(
      /^outcome unknown: Redeploy agent 'a': outcome unknown .*re-read failed too/,
    );
    expect(summary.notStarted.map((i) => i.name)).toEqual(['b']);
  });

  it('a refused redeploy fails with the service’s message', async () => {
    const s = setup([{ name: 'a' }]);
    s.fake.script('a', 'refuse');
    const { summary } = await rollout(s, ['a']);
    expect(summary.failed[0].message).toContain("Secret set 'keys' is in region 'us-east'");
    expect(s.fake.requestsOf('a', 'redeploy')).toHaveLength(1);
  });
});

describe('runner: Ctrl+C and a re-run, checked against the set as it is now', () => {
  /** A set written through agentdeck 10 s ago: the agents' first deployments are older. */
  async function written(specs: FakeAgentSpec[]): Promise<Setup> {
    const s = setup(specs);
    await s.secrets.markWrite('keys', s.clock.now() - 10_000);
    return s;
  }

  it('the first Ctrl+C stops new redeploys, follows the one in flight to ready; a re-run skips the current ones and redeploys the rest; then nothing', async () => {
    const s = await written([{ name: 'a' }, { name: 'b' }, { name: 'c' }]);
    const stop = new AbortController();
    const first = await rollout(s, ['a', 'b', 'c'], {
      control: { signal: stop.signal },
      onStep: (_clock, states) => {
        // Ctrl+C while b is in flight.
        if (['waiting', 'rolling'].includes(states.at(-1)?.agents[1].phase ?? '')) stop.abort();
      },
    });
    expect(first.summary.rolled.map((i) => i.name)).toEqual(['a', 'b']);
    expect(first.summary.notStarted.map((i) => i.name)).toEqual(['c']);
    expect(first.summary.stoppedBecause).toBe('cancelled');
    expect(s.journal.read(KEY)).toMatchObject({
      finished: false,
      agents: { a: { state: 'ready' }, b: { state: 'ready' }, c: { state: 'pending' } },
    });

    const second = await rollout(s, ['a', 'b', 'c']);
    expect(second.summary.skipped.map((i) => i.name)).toEqual(['a', 'b']);
    expect(second.summary.skipped[0].message).toMatch(
      /^runs the set as it is now: deployment a-d1 was made after the last write \(\d\d:\d\d:\d\d UTC\)$/,
    );
    expect(second.summary.rolled.map((i) => i.name)).toEqual(['c']);
    expect(second.summary.ok).toBe(true);
    for (const name of ['a', 'b', 'c']) expect(s.fake.newDeployments(name), name).toHaveLength(1);
    expect(s.journal.read(KEY)?.finished).toBe(true);

    // A re-run after it finished redeploys nothing; --all redeploys every agent.
    const third = await rollout(s, ['a', 'b', 'c']);
    expect(third.summary.skipped).toHaveLength(3);
    expect(third.summary.rolled).toEqual([]);
    expect(s.fake.newDeployments('a')).toHaveLength(1);
    const forced = await rollout(s, ['a', 'b', 'c'], { all: true });
    expect(forced.summary.rolled).toHaveLength(3);
    expect(s.fake.newDeployments('a')).toHaveLength(2);
  });

  it('interrupted, then the set written elsewhere: the resumed run redeploys every agent, those the first run rolled included', async () => {
    for (const elsewhere of ['agentdeck on another machine', 'another tool adds a key'] as const) {
      const s = await written([{ name: 'a' }, { name: 'b' }]);
      const stop = new AbortController();
      await rollout(s, ['a', 'b'], {
        control: { signal: stop.signal },
        onStep: (_c, states) => {
          if (states.at(-1)?.agents[0].phase === 'rolling') stop.abort();
        },
      });
      expect(s.fake.newDeployments('a')).toHaveLength(1);
      s.clock.advanceTo(s.clock.now() + 5_000);
      if (elsewhere === 'agentdeck on another machine') await s.secrets.markWrite('keys', s.clock.now());
      else s.secrets.sets.get('keys')!.values.ADDED_ELSEWHERE = 'v';
      const again = await rollout(s, ['a', 'b']);
      expect(
        again.summary.rolled.map((i) => i.name),
        elsewhere,
      ).toEqual(['a', 'b']);
      expect(again.summary.skipped, elsewhere).toEqual([]);
      const note = again.states[0].agents[0].reason;
      expect(note, elsewhere).toMatch(
        elsewhere === 'another tool adds a key'
          ? /^unknown: a key was added or removed since agentdeck last wrote it/
          : /^stale: runs 'keys' as it was before its write at/,
      );
      expect(s.fake.newDeployments('a'), elsewhere).toHaveLength(2);
    }
  });

  it('a second Ctrl+C stops following: the agent in flight is "requested, not yet ready"; a re-run follows it without redeploying it', async () => {
    const s = await written([{ name: 'a' }, { name: 'b', deployMs: 30_000 }, { name: 'c' }]);
    const stop = new AbortController();
    const stopFollowing = new AbortController();
    const first = await rollout(s, ['a', 'b', 'c'], {
      control: { signal: stop.signal, followSignal: stopFollowing.signal },
      onStep: (_clock, states) => {
        if (states.at(-1)?.agents[1].phase === 'rolling') {
          stop.abort();
          stopFollowing.abort();
        }
      },
    });
    expect(first.summary.requestedNotReady).toEqual([
      { name: 'b', deploymentId: 'b-d1', message: 'rolling when following stopped', sessions: 0 },
    ]);
    expect(first.summary.notStarted.map((i) => i.name)).toEqual(['c']);
    expect(s.journal.read(KEY)).toMatchObject({
      agents: { b: { state: 'rolling', before: 'b-d0', deploymentId: 'b-d1' } },
    });

    const second = await rollout(s, ['a', 'b', 'c']);
    expect(second.summary.skipped.map((i) => i.name)).toEqual(['a']);
    expect(second.summary.rolled.map((i) => [i.name, i.deploymentId])).toEqual([
      ['b', 'b-d1'],
      ['c', 'c-d1'],
    ]);
    expect(s.fake.newDeployments('b')).toEqual(['b-d1']); // followed, not redeployed again
    expect(second.final.agents[1].skippedBecause).toBe(
      'not redeployed: deployment b-d1, made after the last write, is rolling; following it',
    );
  });

  it('a re-run after a failure redeploys the failed agent and the ones not started, and skips the current one', async () => {
    const specs: FakeAgentSpec[] = [{ name: 'a' }, { name: 'b', fail: 'boom' }, { name: 'c' }];
    const s = await written(specs);
    const first = await rollout(s, ['a', 'b', 'c']);
    expect(first.summary.failed.map((i) => i.name)).toEqual(['b']);
    expect(first.summary.notStarted.map((i) => i.name)).toEqual(['c']);
    delete specs[1].fail; // fixed: its next deployment succeeds
    const second = await rollout(s, ['a', 'b', 'c']);
    expect(second.summary.skipped.map((i) => i.name)).toEqual(['a']);
    expect(second.summary.rolled.map((i) => i.name)).toEqual(['b', 'c']);
    expect(second.final.agents[1].message).toBeUndefined();
    expect(s.fake.newDeployments('a')).toHaveLength(1);
    expect(s.fake.newDeployments('b')).toEqual(['b-d1', 'b-d2']);
    expect(s.fake.newDeployments('c')).toHaveLength(1);
  });

  it('a set with no marker: nothing is shown current, so every agent is redeployed, the re-run too (unknown is never current)', async () => {
    const s = setup([{ name: 'a' }, { name: 'b' }]);
    const first = await rollout(s, ['a', 'b']);
    expect(first.states[0].agents[0].reason).toMatch(/^unknown: no write through agentdeck is recorded in the set/);
    const again = await rollout(s, ['a', 'b']);
    expect(again.summary.rolled).toHaveLength(2);
  });

  it('named agents (no set): a resumed run trusts its journal only where every set they bind is shown current', async () => {
    const s = await written([{ name: 'a' }, { name: 'b' }]);
    const named = { set: null, options: {} };
    const stop = new AbortController();
    await rollout(s, ['a', 'b'], {
      ...named,
      control: { signal: stop.signal },
      onStep: (_c, states) => {
        if (states.at(-1)?.agents[0].phase === 'rolling') stop.abort();
      },
    });
    // Named rollouts have their own key.
    const namedKey = KEY;
    expect(s.journal.read(namedKey)?.finished).toBe(false);
    const resumed = await rollout(s, ['a', 'b'], named);
    expect(resumed.summary.skipped.map((i) => i.name)).toEqual(['a']);
    expect(resumed.summary.rolled.map((i) => i.name)).toEqual(['b']);
  });

  it("a write of the set with --rollout: every agent (all), even those current; nothing starts before the write's marker time", async () => {
    const s = await written([{ name: 'a' }, { name: 'b' }]);
    await rollout(s, ['a', 'b']);
    const notBefore = s.clock.now() + 1500;
    const work = (async () => {
      const plan = await planRollout(s.deps, {
        key: KEY,
        set: 'keys',
        agents: [{ name: 'a' }, { name: 'b' }],
        fresh: true,
        all: true,
        notBefore,
      });
      return runRollout(s.deps, plan);
    })();
    const final = await runWithClock(s.clock, work);
    expect(summarize(final).rolled).toHaveLength(2);
    expect(s.fake.requestsOf('a', 'redeploy').at(-1)!.at).toBeGreaterThanOrEqual(notBefore);
  });
});

describe('runner: the state handed to onChange', () => {
  it('is a new object on every change and earlier snapshots never change (a zustand slice can keep them)', async () => {
    const s = setup([{ name: 'a' }, { name: 'b' }]);
    const { states, snapshots } = await rollout(s, ['a', 'b']);
    expect(new Set(states).size).toBe(states.length);
    expect(states.map((st) => st.agents[0].phase)).toContain('requesting');
    expect(states.map((st) => JSON.stringify(st))).toEqual(snapshots);
    expect(states.at(-1)?.finishedAt).toBeDefined();
  });
});
