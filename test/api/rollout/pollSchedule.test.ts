// "A rollout as fast as the deployments": 50 agents, 10 at a time, on the virtual clock with 5 ms of latency per
// request, for deploy times from 0.2 s to 60 s — the run takes ≤ 1.15× the deploy time's waves (5 × D), and no agent
// gets more than 15 requests in any minute. Before the learning schedule it took 5.3× at 0.2 s and 2.02× at 3.5 s.
import { describe, expect, it } from 'vitest';
import { RequestLimiter } from '../../../src/api/rollout/limiter.js';
import { PollSchedule } from '../../../src/api/rollout/pollSchedule.js';
import { planRollout, runRollout } from '../../../src/api/rollout/runner.js';
import { summarize } from '../../../src/api/rollout/summary.js';
import { createFakeAgentsApi } from '../../helpers/fakeAgentsApi.js';
import { FakeClock, runWithClock } from '../../helpers/fakeClock.js';
import { createFakeSecretsApi } from '../../helpers/fakeSecretsApi.js';

async function rollout(
  deployMs: number,
  opts: { agents?: number; parallel?: number; latencyMs?: number; jitter?: (i: number) => number } = {},
) {
  const n = opts.agents ?? 50;
  const clock = new FakeClock();
  const names = Array.from({ length: n }, (_, i) => `agent-${String(i).padStart(2, '0')}`);
  const fake = createFakeAgentsApi(
    clock,
    names.map((name, i) => {
      const d = Math.round(deployMs * (opts.jitter?.(i) ?? 1));
      return { name, deployMs: d, reconcileMs: Math.floor(d / 4) };
    }),
    { latencyMs: opts.latencyMs ?? 5 },
  );
  const secrets = createFakeSecretsApi([{ name: 'keys', type: 'secret', status: 'ready', region: 'us-west' }]);
  const deps = { agents: fake.api, secrets, clock, limiter: new RequestLimiter() };
  let started = 0;
  const work = (async () => {
    const plan = await planRollout(deps, {
      set: 'keys',
      agents: names.map((name) => ({ name })),
      options: { parallel: opts.parallel ?? 10 },
      all: true,
    });
    started = clock.now();
    return runRollout(deps, plan);
  })();
  const final = await runWithClock(clock, work);
  const wall = clock.now() - started;
  const waves = Math.ceil(n / (opts.parallel ?? 10));
  return {
    summary: summarize(final),
    ratio: wall / (waves * deployMs),
    perMinute: Math.max(...names.map((name) => fake.maxPerMinute(name))),
  };
}

describe('a rollout as fast as the deployments (50 agents, 10 at a time)', () => {
  for (const deployMs of [200, 1000, 3500, 10_000, 60_000]) {
    it(`${deployMs / 1000} s deployments: ≤ 1.15× the deploy time, ≤ 15 requests per agent per minute`, async () => {
      const { summary, ratio, perMinute } = await rollout(deployMs);
      expect(summary.ok).toBe(true);
      expect(ratio).toBeLessThanOrEqual(1.15);
      expect(perMinute).toBeLessThanOrEqual(15);
    });
  }

  it('deploy times that vary ±20 % from agent to agent: still ≤ 1.3× and within the budget', async () => {
    for (const deployMs of [1000, 10_000]) {
      const { summary, ratio, perMinute } = await rollout(deployMs, { jitter: (i) => 0.8 + ((i * 37) % 41) / 100 });
      expect(summary.ok).toBe(true);
      expect(ratio, `${deployMs}`).toBeLessThanOrEqual(1.3);
      expect(perMinute).toBeLessThanOrEqual(15);
    }
  });

  it('one agent at a time (the command line default): the first is found on the curve, the rest as they are ready', async () => {
    const { ratio, perMinute } = await rollout(3500, { agents: 10, parallel: 1 });
    expect(ratio).toBeLessThanOrEqual(1.15);
    expect(perMinute).toBeLessThanOrEqual(15);
  });
});

describe('PollSchedule', () => {
  it('unknown deploy time: 150 ms × 1.8^k from the slot, steps growing up to 10 s; 13 looks in the first minute', () => {
    const s = new PollSchedule();
    const looks: number[] = [];
    while ((looks.at(-1) ?? 0) < 60_000) looks.push(s.next(looks, 0));
    expect(looks.slice(0, 4)).toEqual([150, 270, 486, 875]);
    expect(looks.filter((t) => t < 60_000)).toHaveLength(13);
    expect(Math.max(...looks.slice(1).map((t, i) => t - looks[i]))).toBe(10_000);
  });

  it('slots spread the agents of one wave over the curve', () => {
    const s = new PollSchedule();
    const firsts = Array.from({ length: 10 }, () => s.next([], s.nextSlot()));
    expect(new Set(firsts).size).toBe(10);
    expect(Math.min(...firsts)).toBe(150);
    expect(Math.max(...firsts)).toBeLessThan(270);
  });

  it('learnt: a look in the middle of a wide bracket, then at its upper end, then growing steps after it', () => {
    const s = new PollSchedule();
    s.learn(2000, 4000);
    expect(s.estimate()).toEqual({ lo: 2000, hi: 4000 });
    expect(s.next([], 0)).toBe(3000);
    expect(s.next([3000], 0)).toBe(4000);
    expect(s.next([3000, 4000], 0)).toBe(4200);
    expect(s.next([3000, 4000, 4200], 0)).toBe(4500);
    s.learn(3000, 3100); // narrower: the intersection, still wider than 3 %: probed in its middle
    expect(s.estimate()).toEqual({ lo: 3000, hi: 3100 });
    expect(s.next([], 0)).toBe(3050);
    s.learn(3050, 3080);
    expect(s.next([], 0)).toBe(3080);
  });

  it('learnt, long deploys: never more than 10 s between two looks (a failure is seen as soon as before)', () => {
    const s = new PollSchedule();
    s.learn(59_000, 60_000);
    const looks: number[] = [];
    while ((looks.at(-1) ?? 0) < 60_000) looks.push(s.next(looks, 0));
    expect(looks).toEqual([10_000, 20_000, 30_000, 40_000, 50_000, 60_000]);
  });

  it('samples that no single time explains: their medians', () => {
    const s = new PollSchedule();
    s.learn(900, 1000);
    s.learn(1900, 2000);
    s.learn(2900, 3000);
    expect(s.estimate()).toEqual({ lo: 1900, hi: 2000 });
  });

  it('a deployment it did not request (followed) learns nothing and looks on the curve', () => {
    const s = new PollSchedule();
    s.learn(2000, 2100);
    expect(s.next([], 0, false)).toBe(150);
  });
});
