// The rollout's pure state machine, transition by transition: no timers, no I/O — events in, state out.
import { describe, expect, it } from 'vitest';
import type { JournalEntry } from '../../../src/api/rollout/journal.js';
import {
  agentsToStart,
  createRollout,
  followed,
  inFlight,
  isFinished,
  preflightDone,
  rolloutReducer,
  waitingForSet,
  type PreflightInfo,
  type RolloutEvent,
  type RolloutState,
} from '../../../src/api/rollout/model.js';
import { summarize } from '../../../src/api/rollout/summary.js';
import type { AgentStaleness } from '../../../src/api/secrets/staleness.js';

const T0 = 1_000_000;
const run = (state: RolloutState, ...events: RolloutEvent[]) => events.reduce(rolloutReducer, state);
const agent = (state: RolloutState, name: string) => state.agents.find((a) => a.name === name)!;
const phases = (state: RolloutState) => Object.fromEntries(state.agents.map((a) => [a.name, a.phase]));

const ready = (at = T0): RolloutEvent => ({
  type: 'setRead',
  at,
  status: 'ready',
  setType: 'secret',
  region: 'us-west',
});
const pre = (name: string, info: PreflightInfo = {}, at = T0): RolloutEvent => ({
  type: 'preflight',
  at,
  agent: name,
  info: { region: 'us-west', desiredDeploymentId: `old-${name}`, ...info },
});
const sent = (name: string, at = T0): RolloutEvent => ({ type: 'redeploySent', at, agent: name });
const answered = (name: string, at = T0, deploymentId = `new-${name}`): RolloutEvent => ({
  type: 'redeployAnswered',
  at,
  agent: name,
  deploymentId,
});
const polled = (
  name: string,
  phase: 'waiting' | 'rolling' | 'ready' | 'failed',
  at = T0,
  extra: object = {},
): RolloutEvent => ({
  type: 'polled',
  at,
  agent: name,
  progress: { phase, ...extra },
});

/** A set rollout of `names`, the set read ready and every agent checked (drains not followed unless asked). */
function planned(names: string[], options = {}): RolloutState {
  const state = createRollout({
    set: 'keys',
    agents: names.map((name) => ({ name, region: 'us-west' })),
    options: { drain: false, ...options },
    now: T0,
  });
  return run(state, ready(), ...names.map((n) => pre(n)));
}

describe('createRollout', () => {
  it('one queued, unchecked row per distinct agent; defaults parallel 1, stop at first failure, 10 min, wait', () => {
    const state = createRollout({
      set: 'keys',
      agents: [{ name: 'a' }, { name: 'b', region: 'us-east' }, { name: 'a' }],
      now: T0,
    });
    expect(state.agents).toEqual([
      { name: 'a', phase: 'queued', pollCount: 0, attempts: 0, checked: false },
      { name: 'b', region: 'us-east', phase: 'queued', pollCount: 0, attempts: 0, checked: false },
    ]);
    expect(state.options).toEqual({ parallel: 1, keepGoing: false, timeoutMs: 600_000, wait: true, drain: true });
    expect(state.set).toEqual({ name: 'keys', since: T0, checks: 0 });
    expect(createRollout({ agents: [], options: { parallel: 0 }, now: T0 }).options.parallel).toBe(1);
    expect(createRollout({ agents: [], now: T0 }).set).toBeUndefined();
  });
});

describe('the set', () => {
  it('pending: followed, nothing starts; ready: agents start', () => {
    let state = createRollout({ set: 'keys', agents: [{ name: 'a' }], now: T0 });
    state = run(state, { type: 'setRead', at: T0, status: 'pending', region: 'us-west' }, pre('a'));
    expect(waitingForSet(state)).toBe(true);
    expect(agentsToStart(state)).toEqual([]);
    expect(isFinished(state)).toBe(false);
    state = run(state, { type: 'setReadFailed', at: T0 + 1000, message: 'HTTP 503' });
    expect(state.set).toMatchObject({ status: 'pending', checks: 2, lastError: 'HTTP 503' });
    state = run(state, ready(T0 + 2000));
    expect(state.set).toMatchObject({ status: 'ready', checks: 3 });
    expect(state.set?.lastError).toBeUndefined();
    expect(agentsToStart(state).map((a) => a.name)).toEqual(['a']);
  });

  it('failed: stops before any redeploy, with the set’s errorMessage in the summary', () => {
    let state = createRollout({ set: 'keys', agents: [{ name: 'a' }, { name: 'b' }], now: T0 });
    state = run(
      state,
      { type: 'setRead', at: T0, status: 'failed', errorMessage: 'KMS unavailable' },
      pre('a'),
      pre('b'),
    );
    expect(state.stopping).toBe('setFailed');
    expect(agentsToStart(state)).toEqual([]);
    expect(isFinished(state)).toBe(true);
    state = run(state, { type: 'finish', at: T0 });
    const summary = summarize(state);
    expect(summary.set).toEqual({ name: 'keys', status: 'failed', errorMessage: 'KMS unavailable' });
    expect(summary.notStarted.map((i) => i.name)).toEqual(['a', 'b']);
    expect(summary.notStarted[0].message).toBe('the secret set is not ready');
    expect(summary.ok).toBe(false);
  });

  it('a set written again after it failed (pending, then ready) lifts the stop (--rollout after a failed provisioning)', () => {
    let state = createRollout({ set: 'keys', agents: [{ name: 'a' }], now: T0 });
    state = run(state, { type: 'setRead', at: T0, status: 'failed', errorMessage: 'x' }, pre('a'));
    expect(state.stopping).toBe('setFailed');
    state = run(state, { type: 'setRead', at: T0, status: 'pending' });
    expect(state.stopping).toBeUndefined();
    expect(state.set?.errorMessage).toBeUndefined();
    state = run(state, ready());
    expect(agentsToStart(state).map((a) => a.name)).toEqual(['a']);
    // A stop for another reason stays.
    const failed = run(planned(['b']), sent('b'), { type: 'redeployFailed', at: T0, agent: 'b', message: 'x' });
    expect(run(failed, { type: 'setRead', at: T0, status: 'pending' }).stopping).toBe('failure');
  });

  it('missing: stops (setMissing)', () => {
    const state = run(createRollout({ set: 'keys', agents: [{ name: 'a' }], now: T0 }), {
      type: 'setRead',
      at: T0,
      status: 'missing',
    });
    expect(state.stopping).toBe('setMissing');
  });

  it('an agent listed in another region is refused when the set is read — before any request about it — naming both regions', () => {
    let state = createRollout({
      set: 'keys',
      agents: [
        { name: 'west', region: 'us-west' },
        { name: 'east', region: 'us-east' },
      ],
      now: T0,
    });
    state = run(state, ready());
    expect(agent(state, 'east')).toMatchObject({
      phase: 'refused',
      checked: true,
      message:
        "agent 'east' is in region us-east but secret set 'keys' is in us-west: a redeploy would be refused (they must be in the same region)",
    });
    expect(agent(state, 'west')).toMatchObject({ phase: 'queued', checked: false });
    const pull = run(createRollout({ set: 'reg', agents: [{ name: 'east', region: 'us-east' }], now: T0 }), {
      type: 'setRead',
      at: T0,
      status: 'ready',
      setType: 'imagePullSecret',
      region: 'eu-central',
    });
    expect(agent(pull, 'east').message).toContain("image pull secret 'reg' is in eu-central");
  });

  it('times out while pending (the same timeout as an agent): setTimedOut, nothing started', () => {
    let state = createRollout({ set: 'keys', agents: [{ name: 'a' }], options: { timeoutMs: 60_000 }, now: T0 });
    state = run(state, { type: 'setRead', at: T0, status: 'pending' }, pre('a'), { type: 'tick', at: T0 + 59_999 });
    expect(state.stopping).toBeUndefined();
    state = run(state, { type: 'tick', at: T0 + 60_000 });
    expect(state.stopping).toBe('setTimedOut');
    expect(isFinished(state)).toBe(true);
  });
});

describe('pre-flight', () => {
  it('records region, the deployment before, live sessions; only checked agents may start', () => {
    let state = createRollout({ set: 'keys', agents: [{ name: 'a' }, { name: 'b' }], now: T0 });
    state = run(state, ready(), pre('a', { sessions: 3 }));
    expect(agent(state, 'a')).toMatchObject({
      checked: true,
      region: 'us-west',
      previousDeploymentId: 'old-a',
      sessions: 3,
      phase: 'queued',
    });
    expect(preflightDone(state)).toBe(false);
    expect(agentsToStart(state).map((a) => a.name)).toEqual(['a']);
    // A second read of the same agent changes nothing.
    expect(run(state, pre('a', { sessions: 9 }))).toBe(state);
  });

  it('refuses another region from the detail; for an explicit list, against the sets it binds', () => {
    let state = createRollout({ set: 'keys', agents: [{ name: 'a' }], now: T0 });
    state = run(state, ready(), pre('a', { region: 'eu-central' }));
    expect(agent(state, 'a')).toMatchObject({ phase: 'refused' });
    expect(agent(state, 'a').message).toContain('is in region eu-central but secret set');
    let explicit = createRollout({ agents: [{ name: 'a' }, { name: 'b' }], now: T0 });
    explicit = run(
      explicit,
      pre('a', {
        region: 'us-west',
        bound: [
          { name: 'keys', kind: 'secret', region: 'us-west' },
          { name: 'reg', kind: 'imagePullSecret', region: 'us-east' },
        ],
      }),
      pre('b', {
        region: 'us-west',
        bound: [
          { name: 'keys', kind: 'secret', region: 'us-west' },
          { name: 'gone', kind: 'secret' },
        ],
      }),
    );
    expect(agent(explicit, 'a').message).toBe(
      "agent 'a' is in region us-west but its image pull secret 'reg' is in us-east: a redeploy would be refused (they must be in the same region)",
    );
    expect(agent(explicit, 'b').phase).toBe('queued');
  });

  it('an agent this client cannot redeploy is refused with the reason', () => {
    const state = run(createRollout({ agents: [{ name: 'a' }], now: T0 }), pre('a', { redeployProblem: 'no image' }));
    expect(agent(state, 'a')).toMatchObject({ phase: 'refused', message: 'no image' });
    expect(summarize(state).refused).toEqual([{ name: 'a', message: 'no image' }]);
  });

  it('an agent that cannot be read fails (and stops the rollout unless keepGoing)', () => {
    const failed = run(createRollout({ agents: [{ name: 'a' }, { name: 'b' }], now: T0 }), {
      type: 'preflightFailed',
      at: T0,
      agent: 'a',
      message: 'no agent by that name',
    });
    expect(agent(failed, 'a')).toMatchObject({
      phase: 'failed',
      message: 'could not read the agent: no agent by that name',
    });
    expect(failed.stopping).toBe('failure');
    const going = run(
      createRollout({ agents: [{ name: 'a' }, { name: 'b' }], options: { keepGoing: true }, now: T0 }),
      {
        type: 'preflightFailed',
        at: T0,
        agent: 'a',
        message: 'x',
      },
    );
    expect(going.stopping).toBeUndefined();
  });
});

describe('redeploy and follow', () => {
  it('queued → requesting → waiting → rolling → ready; parallel 1 starts the next only when one is done', () => {
    let state = planned(['a', 'b']);
    expect(agentsToStart(state).map((a) => a.name)).toEqual(['a']);
    state = run(state, sent('a', T0 + 1));
    expect(agent(state, 'a')).toMatchObject({ phase: 'requesting', requestedAt: T0 + 1, attempts: 1 });
    expect(agentsToStart(state)).toEqual([]);
    state = run(state, answered('a', T0 + 2));
    expect(agent(state, 'a')).toMatchObject({ phase: 'waiting', deploymentId: 'new-a' });
    expect(followed(state).map((a) => a.name)).toEqual(['a']);
    state = run(state, polled('a', 'rolling', T0 + 1000, { revisionPhase: 'Validating', message: 'degraded: x' }), {
      ...polled('a', 'rolling', T0 + 3000),
      sessions: 4,
    } as RolloutEvent);
    expect(agent(state, 'a')).toMatchObject({
      phase: 'rolling',
      revisionPhase: 'Validating',
      pollCount: 2,
      sessions: 4,
    });
    expect(agent(state, 'a').message).toBeUndefined(); // a note lasts until the next poll
    state = run(state, polled('a', 'ready', T0 + 7000, { revisionPhase: 'Active' }));
    expect(agent(state, 'a')).toMatchObject({ phase: 'ready', endedAt: T0 + 7000, revisionPhase: 'Active' });
    expect(agentsToStart(state).map((a) => a.name)).toEqual(['b']);
  });

  it('parallel N keeps N in flight', () => {
    let state = planned(['a', 'b', 'c', 'd'], { parallel: 2 });
    expect(agentsToStart(state).map((a) => a.name)).toEqual(['a', 'b']);
    state = run(state, sent('a'), sent('b'), answered('a'));
    expect(inFlight(state).map((a) => a.name)).toEqual(['a', 'b']);
    expect(agentsToStart(state)).toEqual([]);
    state = run(state, polled('a', 'ready'));
    expect(agentsToStart(state).map((a) => a.name)).toEqual(['c']);
  });

  it('an answer whose outcome came from a re-read says so; a warning is kept; an answer already failed fails', () => {
    let state = planned(['a', 'b'], { keepGoing: true });
    state = run(state, sent('a'), {
      type: 'redeployAnswered',
      at: T0,
      agent: 'a',
      deploymentId: 'n-a',
      applied: true,
      warning: 'identical config',
    });
    expect(agent(state, 'a').message).toBe(
      'the answer was lost; a re-read shows deployment n-a; the service said: identical config',
    );
    state = run(state, sent('b'), {
      type: 'redeployAnswered',
      at: T0,
      agent: 'b',
      deploymentId: 'n-b',
      progress: { phase: 'failed', message: 'bad image' },
    });
    expect(agent(state, 'b')).toMatchObject({ phase: 'failed', message: 'bad image' });
    // "ready" in the answer itself is not trusted: it is seen on a poll.
    let other = planned(['c']);
    other = run(other, sent('c'), {
      type: 'redeployAnswered',
      at: T0,
      agent: 'c',
      deploymentId: 'n-c',
      progress: { phase: 'ready' },
    });
    expect(agent(other, 'c').phase).toBe('waiting');
  });

  it('a failure stops new redeploys (in-flight agents are still followed); keepGoing goes on', () => {
    let state = planned(['a', 'b', 'c'], { parallel: 2 });
    state = run(
      state,
      sent('a'),
      sent('b'),
      answered('a'),
      answered('b'),
      polled('a', 'failed', T0 + 5, { message: 'CrashLoopBackOff' }),
    );
    expect(state.stopping).toBe('failure');
    expect(agent(state, 'a')).toMatchObject({ phase: 'failed', message: 'CrashLoopBackOff', endedAt: T0 + 5 });
    expect(agentsToStart(state)).toEqual([]);
    expect(followed(state).map((a) => a.name)).toEqual(['b']);
    expect(isFinished(state)).toBe(false);
    state = run(state, polled('b', 'ready'));
    expect(isFinished(state)).toBe(true);
    state = run(state, { type: 'finish', at: T0 + 9 });
    expect(phases(state)).toEqual({ a: 'failed', b: 'ready', c: 'notStarted' });
    const s = summarize(state);
    expect([s.rolled.map((i) => i.name), s.failed, s.notStarted.map((i) => i.name), s.stoppedBecause, s.ok]).toEqual([
      ['b'],
      [{ name: 'a', deploymentId: 'new-a', message: 'CrashLoopBackOff' }],
      ['c'],
      'failure',
      false,
    ]);

    let going = planned(['a', 'b'], { keepGoing: true });
    going = run(going, sent('a'), answered('a'), polled('a', 'failed'));
    expect(going.stopping).toBeUndefined();
    expect(agentsToStart(going).map((a) => a.name)).toEqual(['b']);
  });

  it('a refused redeploy (4xx) fails; one not applied is sent once more, then fails', () => {
    let state = planned(['a', 'b'], { keepGoing: true });
    state = run(state, sent('a'), { type: 'redeployFailed', at: T0, agent: 'a', message: 'Secret set is not ready' });
    expect(agent(state, 'a')).toMatchObject({ phase: 'failed', message: 'Secret set is not ready' });
    state = run(state, sent('b'), {
      type: 'redeployFailed',
      at: T0,
      agent: 'b',
      message: 'not applied',
      notApplied: true,
    });
    expect(agent(state, 'b')).toMatchObject({
      phase: 'queued',
      message: 'not applied (sending it again)',
      attempts: 1,
    });
    state = run(state, sent('b'), {
      type: 'redeployFailed',
      at: T0,
      agent: 'b',
      message: 'not applied again',
      notApplied: true,
    });
    expect(agent(state, 'b')).toMatchObject({ phase: 'failed', message: 'not applied again', attempts: 2 });
  });

  it('an outcome that cannot be told is "unknown" and listed as requested, not ready', () => {
    let state = planned(['a']);
    state = run(state, sent('a'), {
      type: 'redeployUnknown',
      at: T0,
      agent: 'a',
      message: 'no answer; the re-read failed too',
    });
    expect(agent(state, 'a').phase).toBe('unknown');
    expect(state.stopping).toBe('failure');
    state = run(state, { type: 'finish', at: T0 });
    expect(summarize(state).requestedNotReady).toEqual([
      { name: 'a', message: 'outcome unknown: no answer; the re-read failed too' },
    ]);
  });

  it('superseded: a newer deployment becomes the one followed', () => {
    let state = planned(['a']);
    state = run(
      state,
      sent('a'),
      answered('a'),
      polled('a', 'rolling', T0, { supersededBy: 'newer', message: 'superseded by deployment newer' }),
    );
    expect(agent(state, 'a')).toMatchObject({
      phase: 'rolling',
      deploymentId: 'newer',
      message: 'superseded by deployment newer',
    });
  });

  it('a failed poll is noted and retried; a 404 (agent deleted) fails it', () => {
    let state = planned(['a', 'b'], { parallel: 2, keepGoing: true });
    state = run(state, sent('a'), sent('b'), answered('a'), answered('b'), {
      type: 'pollFailed',
      at: T0,
      agent: 'a',
      message: 'HTTP 502',
    });
    expect(agent(state, 'a')).toMatchObject({ phase: 'waiting', pollCount: 1, message: 'last check failed: HTTP 502' });
    state = run(state, { type: 'pollFailed', at: T0, agent: 'b', message: 'Not found', gone: true });
    expect(agent(state, 'b')).toMatchObject({ phase: 'failed', message: 'the agent is gone: Not found' });
  });

  it('times out per agent from its request (timedOut, with what it last saw); stops unless keepGoing', () => {
    let state = planned(['a', 'b'], { timeoutMs: 120_000 });
    state = run(
      state,
      sent('a', T0),
      answered('a', T0 + 100),
      polled('a', 'rolling', T0 + 1000, { revisionPhase: 'Validating' }),
    );
    state = run(state, { type: 'tick', at: T0 + 119_999 });
    expect(agent(state, 'a').phase).toBe('rolling');
    state = run(state, { type: 'tick', at: T0 + 120_000 });
    expect(agent(state, 'a')).toMatchObject({
      phase: 'timedOut',
      message: 'not ready after 2 min (last seen: rolling, Validating)',
    });
    expect(state.stopping).toBe('failure');
    expect(summarize(run(state, { type: 'finish', at: T0 })).failed[0].name).toBe('a');
  });

  it('without wait: requested agents are not followed, the next starts at once, and the summary lists them as requested', () => {
    let state = planned(['a', 'b'], { wait: false });
    state = run(state, sent('a'), answered('a'));
    expect(followed(state)).toEqual([]);
    expect(agentsToStart(state).map((a) => a.name)).toEqual(['b']);
    state = run(state, sent('b'), answered('b'), { type: 'tick', at: T0 + 10 * 600_000 });
    expect(isFinished(state)).toBe(true);
    const s = summarize(run(state, { type: 'finish', at: T0 }));
    expect(s.requestedNotReady.map((i) => [i.name, i.message])).toEqual([
      ['a', 'requested (not followed)'],
      ['b', 'requested (not followed)'],
    ]);
    expect(s.ok).toBe(true);
  });
});

describe('Ctrl+C', () => {
  it('the first stops new redeploys and follows the ones in flight to the end; the rest are not started', () => {
    let state = planned(['a', 'b', 'c']);
    state = run(state, sent('a'), answered('a'), { type: 'cancel', at: T0 + 5 });
    expect(state.stopping).toBe('cancelled');
    expect(agentsToStart(state)).toEqual([]);
    expect(isFinished(state)).toBe(false);
    state = run(state, polled('a', 'ready'));
    expect(isFinished(state)).toBe(true);
    const s = summarize(run(state, { type: 'finish', at: T0 + 9 }));
    expect([s.rolled.map((i) => i.name), s.notStarted.map((i) => i.name), s.stoppedBecause]).toEqual([
      ['a'],
      ['b', 'c'],
      'cancelled',
    ]);
  });

  it('the second stops following: in-flight agents are reported as requested, not yet ready, with their deployment ids', () => {
    let state = planned(['a', 'b', 'c'], { parallel: 2 });
    state = run(
      state,
      sent('a'),
      sent('b'),
      answered('a'),
      { type: 'cancel', at: T0 },
      { type: 'abandon', at: T0 + 1 },
    );
    expect(isFinished(state)).toBe(true);
    state = run(state, { type: 'finish', at: T0 + 1 });
    const s = summarize(state);
    expect(s.requestedNotReady).toEqual([
      { name: 'a', deploymentId: 'new-a', message: 'waiting when following stopped' },
      { name: 'b', message: 'requested; the answer was not awaited' },
    ]);
    expect(s.notStarted.map((i) => i.name)).toEqual(['c']);
    expect(s.ok).toBe(false);
  });

  it('a cancel after a failure keeps the first reason; events after finish change nothing', () => {
    let state = planned(['a', 'b']);
    state = run(state, sent('a'), { type: 'redeployFailed', at: T0, agent: 'a', message: 'x' });
    expect(run(state, { type: 'cancel', at: T0 })).toBe(state);
    const done = run(state, { type: 'finish', at: T0 });
    expect(run(done, sent('b'), { type: 'tick', at: T0 + 1e9 })).toBe(done);
  });
});

describe('resume from the journal of an unfinished run', () => {
  const entry = (agents: JournalEntry['agents']): JournalEntry => ({
    v: 1,
    id: 'e1',
    createdAt: T0 - 1000,
    updatedAt: T0 - 500,
    set: 'keys',
    agents,
    finished: false,
  });
  const resumed = (agents: JournalEntry['agents'], info: Record<string, PreflightInfo>) => {
    const state = createRollout({
      set: 'keys',
      agents: Object.keys(info).map((name) => ({ name })),
      now: T0,
      resume: entry(agents),
      options: { drain: false },
    });
    expect(state.resumed).toBe('e1');
    return run(state, ready(), ...Object.entries(info).map(([name, i]) => pre(name, i)));
  };

  it('its deployment is ready → skipped (not redeployed, said so); still rolling → followed, never redeployed again', () => {
    const state = resumed(
      {
        a: { state: 'rolling', before: 'b-a', deploymentId: 'x-a' },
        b: { state: 'rolling', before: 'b-b', deploymentId: 'x-b' },
      },
      {
        a: { desiredDeploymentId: 'x-a', progress: { phase: 'ready' } },
        b: { desiredDeploymentId: 'x-b', progress: { phase: 'rolling', revisionPhase: 'Validating' } },
      },
    );
    expect(agent(state, 'a')).toMatchObject({
      phase: 'ready',
      deploymentId: 'x-a',
      previousDeploymentId: 'b-a',
      skippedBecause: 'already ready: an earlier run requested deployment x-a',
    });
    expect(agent(state, 'b')).toMatchObject({
      phase: 'rolling',
      deploymentId: 'x-b',
      requestedAt: T0,
      revisionPhase: 'Validating',
    });
    expect(agent(state, 'b').skippedBecause).toBe(
      'not redeployed again: an earlier run requested deployment x-b; following it',
    );
    expect(agentsToStart(state)).toEqual([]);
    const done = run(state, polled('b', 'ready'), { type: 'finish', at: T0 });
    const s = summarize(done);
    expect(s.skipped.map((i) => i.name)).toEqual(['a']);
    expect(s.rolled.map((i) => i.name)).toEqual(['b']);
    expect(s.ok).toBe(true);
  });

  it('its deployment failed → redeployed; not started → redeployed; no entry → redeployed', () => {
    const state = resumed(
      { a: { state: 'failed', before: 'b-a', deploymentId: 'x-a' }, b: { state: 'pending', before: 'b-b' } },
      {
        a: { desiredDeploymentId: 'x-a', progress: { phase: 'failed', message: 'crash' } },
        b: { desiredDeploymentId: 'b-b' },
        c: {},
      },
    );
    expect(phases(state)).toEqual({ a: 'queued', b: 'queued', c: 'queued' });
    expect(agent(state, 'a').message).toBe('deployment x-a failed (crash); redeploying');
  });

  it('deployed again after the earlier request → that newer deployment is followed (or counted when ready)', () => {
    const state = resumed(
      { a: { state: 'rolling', before: 'b-a', deploymentId: 'x-a' } },
      { a: { desiredDeploymentId: 'y-a', progress: { phase: 'waiting' } } },
    );
    expect(agent(state, 'a')).toMatchObject({ phase: 'waiting', deploymentId: 'y-a' });
    expect(agent(state, 'a').skippedBecause).toContain('deployment y-a was made after an earlier run');
  });

  it('a request whose answer was lost: a new deployment since → followed; the same as before → redeployed', () => {
    const state = resumed(
      { a: { state: 'unknown', before: 'b-a' }, b: { state: 'requested', before: 'b-b' } },
      {
        a: { desiredDeploymentId: 'n-a', progress: { phase: 'rolling' } },
        b: { desiredDeploymentId: 'b-b', progress: { phase: 'ready' } },
      },
    );
    expect(agent(state, 'a')).toMatchObject({ phase: 'rolling', deploymentId: 'n-a' });
    expect(agent(state, 'b').phase).toBe('queued');
  });
});

describe("a set's rollout (scope stale): by each agent's staleness", () => {
  const current: AgentStaleness = {
    agent: 'a',
    state: 'current',
    sets: [{ set: 'keys', state: 'current', basis: 'version' }],
  };
  const staleBy = (replacing: string): AgentStaleness => ({
    agent: 'a',
    state: 'stale',
    replacing,
    sets: [{ set: 'keys', state: 'stale', basis: 'version', message: 'not ready yet', replacing }],
  });
  function stalePlan(infos: Record<string, PreflightInfo>): RolloutState {
    const names = Object.keys(infos);
    const state = createRollout({
      set: 'keys',
      agents: names.map((name) => ({ name, region: 'us-west' })),
      options: { drain: false },
      now: T0,
      scope: 'stale',
    });
    return run(state, ready(), ...names.map((n) => pre(n, infos[n])));
  }

  it('current and ready → skipped; current on a deployment that failed (nothing older serving) → redeployed', () => {
    const state = stalePlan({
      ok: { desiredDeploymentId: 'd-ok', progress: { phase: 'ready' }, staleness: { ...current, agent: 'ok' } },
      broken: {
        desiredDeploymentId: 'd-broken',
        progress: { phase: 'failed', message: 'RuntimeError: boom' },
        staleness: { ...current, agent: 'broken' },
      },
    });
    expect(phases(state)).toEqual({ ok: 'ready', broken: 'queued' });
    expect(agent(state, 'ok').skippedBecause).toBe("runs the set as it is now: it captured the set's current version");
    expect(agent(state, 'broken').reason).toBe(
      'failed: deployment d-broken (after the write) failed and no older one is reported serving (RuntimeError: boom)',
    );
    expect(agentsToStart(state).map((a) => a.name)).toEqual(['broken']);
  });

  it('made after the write and still rolling → followed; the same one failed → redeployed', () => {
    const state = stalePlan({
      rolling: { desiredDeploymentId: 'd-r', progress: { phase: 'rolling' }, staleness: staleBy('d-r') },
      failed: { desiredDeploymentId: 'd-f', progress: { phase: 'failed' }, staleness: staleBy('d-f') },
    });
    expect(phases(state)).toEqual({ rolling: 'rolling', failed: 'queued' });
    expect(agent(state, 'rolling').deploymentId).toBe('d-r');
  });
});

describe('the drain after ready', () => {
  const drained = { activeOnNew: 1, old: [], late: [], complete: true };
  const busy = { activeOnNew: 1, old: [{ deploymentId: 'old-a', active: 2 }], late: [], complete: true };
  const start = (options = {}) =>
    run(planned(['a', 'b'], { drain: true, ...options }), sent('a'), answered('a'), polled('a', 'ready', T0 + 5000));

  it('ready → draining (no parallel slot; not finished); its timeout is the max session duration + 30 s, else 1 h', () => {
    const state = start();
    expect(agent(state, 'a')).toMatchObject({
      phase: 'draining',
      drain: { state: 'draining', since: T0 + 5000, deadline: T0 + 5000 + 3_600_000, checks: 0 },
    });
    expect(agent(state, 'a').endedAt).toBeUndefined();
    expect(inFlight(state)).toEqual([]);
    expect(agentsToStart(state).map((a) => a.name)).toEqual(['b']);
    expect(isFinished(state)).toBe(false);
    const withMax = run(planned(['a'], { drain: true }), sent('a'), answered('a'), {
      type: 'polled',
      at: T0,
      agent: 'a',
      progress: { phase: 'ready' },
      maxSessionSeconds: 60,
    });
    expect(agent(withMax, 'a').drain).toMatchObject({ timeoutMs: 90_000, maxSessionMs: 60_000 });
    expect(agent(start({ drainTimeoutMs: 5000 }), 'a').drain?.timeoutMs).toBe(5000);
  });

  it('a read with old sessions keeps it draining with the counts; one without ends it ready and drained', () => {
    let state = run(start(), { type: 'drainRead', at: T0 + 6000, agent: 'a', reading: busy });
    expect(agent(state, 'a')).toMatchObject({ phase: 'draining', drain: { checks: 1, old: busy.old, activeOnNew: 1 } });
    state = run(state, { type: 'drainRead', at: T0 + 9000, agent: 'a', reading: drained });
    expect(agent(state, 'a')).toMatchObject({ phase: 'ready', endedAt: T0 + 9000, drain: { state: 'drained' } });
    // An incomplete read is never "drained".
    const cut = run(start(), { type: 'drainRead', at: T0, agent: 'a', reading: { ...drained, complete: false } });
    expect(agent(cut, 'a')).toMatchObject({ phase: 'draining', drain: { incomplete: true } });
  });

  it('late sessions fail it by name and stop new redeploys; the timeout makes it "still draining", never ready', () => {
    const late = run(start(), {
      type: 'drainRead',
      at: T0 + 6000,
      agent: 'a',
      reading: { ...busy, late: [{ sessionId: 's1', deploymentId: 'old-a', createdAt: 'x', active: true }] },
    });
    expect(agent(late, 'a')).toMatchObject({
      phase: 'failed',
      message:
        'superseded deployment old-a started 1 new session after the new one was ready (s1): the old deployment still takes sessions',
    });
    expect(late.stopping).toBe('failure');
    const timedOut = run(start(), { type: 'drainTimedOut', at: T0 + 7000, agent: 'a' });
    expect(agent(timedOut, 'a')).toMatchObject({
      phase: 'stillDraining',
      endedAt: T0 + 7000,
      drain: { state: 'timedOut' },
    });
    expect(summarize(run(timedOut, { type: 'finish', at: T0 + 7000 })).draining.map((i) => i.name)).toEqual(['a']);
  });

  it('sessions that cannot be read: ready, drain not checked; a failed read is noted and read again', () => {
    const failed = run(start(), { type: 'drainReadFailed', at: T0 + 6000, agent: 'a', message: 'HTTP 500' });
    expect(agent(failed, 'a')).toMatchObject({
      phase: 'draining',
      drain: { lastError: 'HTTP 500', lastCheckAt: T0 + 6000 },
    });
    const none = run(start(), { type: 'drainUnavailable', at: T0 + 6000, agent: 'a', message: 'no sessions API' });
    expect(agent(none, 'a')).toMatchObject({
      phase: 'ready',
      drain: { state: 'unchecked', unavailable: 'no sessions API' },
    });
  });

  it('--no-drain and --no-wait: ready is the end', () => {
    expect(agent(start({ drain: false }), 'a').phase).toBe('ready');
    const noWait = run(planned(['a'], { drain: true, wait: false }), sent('a'), answered('a'));
    expect(agent(noWait, 'a').phase).toBe('waiting');
  });

  it('resumed from a journal that says "draining" on the same deployment: follows the drain, never redeploys', () => {
    const state = run(
      createRollout({
        set: 'keys',
        agents: [{ name: 'a' }],
        now: T0,
        resume: {
          v: 1,
          id: 'e1',
          createdAt: T0 - 1000,
          updatedAt: T0 - 500,
          set: 'keys',
          finished: false,
          agents: { a: { state: 'draining', before: 'old-a', deploymentId: 'x-a', readyAt: T0 - 800 } },
        },
      }),
      ready(),
      pre('a', { desiredDeploymentId: 'x-a', progress: { phase: 'ready' } }),
    );
    expect(agent(state, 'a')).toMatchObject({
      phase: 'draining',
      deploymentId: 'x-a',
      drain: { since: T0 - 800, deadline: T0 + 3_600_000 },
    });
    expect(agentsToStart(state)).toEqual([]);
  });
});
