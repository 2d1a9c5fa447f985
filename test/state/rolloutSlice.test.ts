// The app's rollout slice on a virtual clock (no real timers): the offer after a write (agents, live sessions,
// refusals; nothing redeployed until accepted), the run through the engine (the set's wait, one agent at a time,
// the summary), x (no new redeploys, the ones in flight followed), the quit question and what it leaves in the
// journal (a re-run follows, never redeploys again), one rollout at a time, and a one-agent redeploy.
import { mkdtempSync, writeFileSync, mkdirSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { journalKey, memoryJournal } from '../../src/api/rollout/journal.js';
import { acquireRolloutLock, fileRolloutLocks, liveHolder, lockPath } from '../../src/config/rolloutLock.js';
import { summarize } from '../../src/api/rollout/summary.js';
import { rolloutBadge } from '../../src/state/rolloutSlice.js';
import { createAppStore, type AppStore } from '../../src/state/store.js';
import { createFakeAgentsApi, type FakeAgentSpec } from '../helpers/fakeAgentsApi.js';
import { FakeClock, settle } from '../helpers/fakeClock.js';
import { createFakeSecretsApi, type FakeSecretsApi } from '../helpers/fakeSecretsApi.js';

const TARGET = 'test target';

// The slice loads the engine on first use; loaded here, a test's virtual-time loop never races the module load.
beforeAll(async () => {
  await import('../../src/api/rollout/index.js');
});

function setup(
  specs: FakeAgentSpec[],
  opts: { setStatus?: 'ready' | 'pending'; sessions?: boolean; lockDir?: string } = {},
) {
  const clock = new FakeClock();
  const fake = createFakeAgentsApi(clock, specs, { sessions: opts.sessions });
  const secrets: FakeSecretsApi = createFakeSecretsApi([
    { name: 'keys', status: opts.setStatus ?? 'ready', region: 'us-west', values: { API_KEY: 'x' } },
    { name: 'other', status: 'ready', region: 'us-west' },
  ]);
  const journal = memoryJournal();
  const store: AppStore = createAppStore({
    secrets,
    getRooms: () => Promise.reject(new Error('no rooms here')),
    clock: { now: clock.now },
    target: { label: 'local emulator', roomLabel: 'local emulator', kind: 'emulator' },
    agents: fake.api,
    rolloutClock: clock,
    rolloutJournal: journal,
    rolloutTarget: TARGET,
    ...(opts.lockDir ? { rolloutLocks: fileRolloutLocks({}, { now: clock.now }, opts.lockDir) } : {}),
  });
  /** Lets work run, moving the virtual clock to its next timer whenever nothing else is left, until `done`. */
  const until = async (done: () => boolean, what = 'condition') => {
    for (let i = 0; i < 5000; i++) {
      await settle();
      await settle();
      if (done()) return;
      clock.next();
    }
    throw new Error(`${what}: not reached (virtual time +${clock.time - 1_700_000_000_000} ms)`);
  };
  const s = () => store.getState();
  const redeploys = () => fake.requests.filter((r) => r.kind === 'redeploy').map((r) => r.agent);
  return { clock, fake, secrets, journal, store, s, until, redeploys };
}

const THREE: FakeAgentSpec[] = [
  { name: 'alpha', sessions: 2, deployMs: 3000 },
  { name: 'bravo', deployMs: 3000 },
  { name: 'charlie', deployMs: 3000 },
];

describe('the offer after a write', () => {
  it('names the agents, reads their live sessions and refusals, and redeploys nothing until r', async () => {
    const t = setup([...THREE, { name: 'east', region: 'us-east' }]);
    await t.s().offerRollout('keys', { afterWrite: true });
    expect(t.s().rolloutOffer).toMatchObject({
      set: 'keys',
      afterWrite: true,
      agents: ['alpha', 'bravo', 'charlie', 'east'],
      plan: 'reading',
    });
    await t.until(() => t.s().rolloutOffer?.plan === 'ready', 'plan read');
    const offer = t.s().rolloutOffer!;
    expect(offer.sessions).toEqual([{ name: 'alpha', sessions: 2 }]);
    expect(offer.refused).toEqual([
      "agent 'east' is in region us-east but secret set 'keys' is in us-west: a redeploy would be refused (they must be in the same region)",
    ]);
    // Time passes: still nothing redeployed without the user's r.
    for (let i = 0; i < 5; i++) t.clock.advanceTo(t.clock.time + 10_000);
    await settle();
    expect(t.redeploys()).toEqual([]);
    expect(t.s().rollout).toBeNull();
    t.s().dismissRolloutOffer();
    expect(t.s().rolloutOffer).toBeNull();
  });

  it('makes no offer when no agent uses the set; asked for with R, it says so', async () => {
    const t = setup(THREE.map((a) => ({ ...a, sets: ['other'] })));
    await t.s().offerRollout('keys', { afterWrite: true });
    expect(t.s().rolloutOffer).toBeNull();
    expect(t.s().toast).toBeNull();
    await t.s().offerRollout('keys', { afterWrite: false });
    expect(t.s().rolloutOffer).toBeNull();
    expect(t.s().toast?.text).toBe('no agent uses keys: nothing to roll out');
  });

  it('a write supersedes an unfinished rollout of the set in the journal (a later re-run redeploys every agent)', async () => {
    const t = setup(THREE);
    const key = journalKey(TARGET, { set: 'keys' });
    t.journal.write(key, {
      v: 1,
      id: 'old',
      createdAt: 0,
      updatedAt: 0,
      set: 'keys',
      agents: { alpha: { state: 'rolling', before: 'alpha-d0', deploymentId: 'alpha-d9' } },
      finished: false,
    });
    await t.s().offerRollout('keys', { afterWrite: true });
    expect(t.journal.read(key)).toMatchObject({ id: 'old-superseded', finished: true, agents: {} });
  });
});

describe('running it', () => {
  it('waits for the set (pending after the write), then rolls each agent to ready, one at a time', async () => {
    const t = setup(THREE);
    await t.s().offerRollout('keys', { afterWrite: true });
    t.secrets.setStatus('keys', 'pending');
    await t.until(() => t.s().rolloutOffer?.plan === 'ready');
    expect(t.s().acceptRolloutOffer()).toBe(true);
    expect(t.s().rolloutOffer).toBeNull();
    await t.until(() => t.s().rollout?.phase === 'running');
    expect(t.s().rollout?.state?.set?.status).toBe('pending');
    expect(rolloutBadge(t.s().rollout)).toBe('⟳ rollout: keys pending');
    // A few seconds of the set pending: no redeploy.
    await t.until(() => (t.s().rollout?.state?.set?.checks ?? 0) >= 3, 'set re-read');
    expect(t.redeploys()).toEqual([]);
    t.secrets.setStatus('keys', 'ready');
    await t.until(() => t.redeploys().length === 1, 'first redeploy');
    expect(t.redeploys()).toEqual(['alpha']);
    // One at a time: bravo waits until alpha is ready.
    const inFlight = t
      .s()
      .rollout!.state!.agents.filter((a) => a.phase === 'waiting' || a.phase === 'rolling' || a.phase === 'requesting');
    expect(inFlight.map((a) => a.name)).toEqual(['alpha']);
    expect(rolloutBadge(t.s().rollout)).toBe('⟳ rollout 0/3');
    await t.until(() => t.s().rollout?.phase === 'finished', 'finished');
    expect(t.redeploys()).toEqual(['alpha', 'bravo', 'charlie']);
    const summary = summarize(t.s().rollout!.state!);
    expect(summary.ok).toBe(true);
    expect(summary.rolled.map((r) => r.name)).toEqual(['alpha', 'bravo', 'charlie']);
    expect(rolloutBadge(t.s().rollout)).toBe('✔ rollout 3/3');
    t.s().markRolloutSeen();
    expect(rolloutBadge(t.s().rollout)).toBeNull();
    expect(t.s().rolloutQuitQuestion()).toBeNull();
    expect(t.journal.read(journalKey(TARGET, { set: 'keys' }))?.finished).toBe(true);
  });

  it('a failed set stops it before any redeploy, with the set’s message', async () => {
    const t = setup(THREE);
    await t.s().offerRollout('keys', { afterWrite: true });
    await t.until(() => t.s().rolloutOffer?.plan === 'ready');
    t.secrets.setStatus('keys', 'failed', 'value of API_KEY is not valid base64');
    t.s().acceptRolloutOffer();
    await t.until(() => t.s().rollout?.phase === 'finished', 'finished');
    expect(t.redeploys()).toEqual([]);
    const summary = summarize(t.s().rollout!.state!);
    expect(summary.set).toMatchObject({ status: 'failed', errorMessage: 'value of API_KEY is not valid base64' });
    expect(summary.notStarted.map((i) => i.name)).toEqual(['alpha', 'bravo', 'charlie']);
    expect(rolloutBadge(t.s().rollout)).toBe('✖ rollout 0/3');
  });

  it('a failing agent stops it at the first failure; the others are not started', async () => {
    const t = setup([THREE[0]!, { ...THREE[1]!, fail: 'ValueError: bad key' }, THREE[2]!]);
    await t.s().offerRollout('keys', { afterWrite: true });
    await t.until(() => t.s().rolloutOffer?.plan === 'ready');
    t.s().acceptRolloutOffer();
    await t.until(() => t.s().rollout?.phase === 'finished', 'finished');
    const summary = summarize(t.s().rollout!.state!);
    expect(summary.rolled.map((i) => i.name)).toEqual(['alpha']);
    expect(summary.failed).toEqual([
      expect.objectContaining({ name: 'bravo', message: expect.stringContaining('ValueError: bad key') }),
    ]);
    expect(summary.notStarted.map((i) => i.name)).toEqual(['charlie']);
    expect(t.redeploys()).toEqual(['alpha', 'bravo']);
    expect(rolloutBadge(t.s().rollout)).toBe('✖ rollout: 1 failed');
  });
});

describe('x, quitting, and one rollout at a time', () => {
  it('x stops new redeploys; the agent in flight is followed to ready', async () => {
    const t = setup(THREE);
    await t.s().offerRollout('keys', { afterWrite: true });
    await t.until(() => t.s().rolloutOffer?.plan === 'ready');
    t.s().acceptRolloutOffer();
    await t.until(() => t.redeploys().length === 1);
    await t.until(() => t.s().rollout?.state?.agents[0]?.deploymentId !== undefined, 'answered');
    t.s().stopRollout();
    expect(t.s().rollout?.stopRequested).toBe(true);
    expect(rolloutBadge(t.s().rollout)).toBe('⟳ rollout 0/3 stopping');
    await t.until(() => t.s().rollout?.phase === 'finished', 'finished');
    const summary = summarize(t.s().rollout!.state!);
    expect(summary.rolled.map((i) => i.name)).toEqual(['alpha']);
    expect(summary.notStarted.map((i) => i.name)).toEqual(['bravo', 'charlie']);
    expect(summary.stoppedBecause).toBe('cancelled');
    expect(t.redeploys()).toEqual(['alpha']);
  });

  it('the quit question names what is in flight; quitting leaves it to the service and a re-run follows it without redeploying', async () => {
    const t = setup(THREE);
    // The write was made through agentdeck (its marker): a re-run can show alpha's new deployment comes after it.
    await t.secrets.markWrite('keys', t.clock.now() - 10_000);
    await t.s().offerRollout('keys', { afterWrite: true });
    await t.until(() => t.s().rolloutOffer?.plan === 'ready');
    expect(t.s().rolloutQuitQuestion()).toBeNull();
    t.s().acceptRolloutOffer();
    await t.until(() => t.s().rollout?.state?.agents[0]?.deploymentId !== undefined, 'answered');
    expect(t.s().rolloutQuitQuestion()).toEqual({
      requested: [{ name: 'alpha', deploymentId: 'alpha-d1' }],
      notStarted: ['bravo', 'charlie'],
      draining: [],
      resumeHint: 'agentdeck agents redeploy --uses keys',
    });
    t.s().abandonRollout();
    await t.until(() => t.s().rollout?.phase === 'finished', 'finished');
    expect(summarize(t.s().rollout!.state!).requestedNotReady.map((i) => i.name)).toEqual(['alpha']);
    expect(t.journal.read(journalKey(TARGET, { set: 'keys' }))?.agents.alpha).toMatchObject({
      deploymentId: 'alpha-d1',
      before: 'alpha-d0',
    });

    // The same rollout again (R on the set: no write): alpha is followed, not redeployed again.
    await t.s().offerRollout('keys', { afterWrite: false });
    await t.until(() => t.s().rolloutOffer?.plan === 'ready');
    t.s().acceptRolloutOffer();
    await t.until(
      () =>
        t.s().rollout?.phase === 'finished' &&
        t.s().rollout?.agents.length === 3 &&
        t.s().rollout?.state?.finishedAt !== undefined,
      'second run',
    );
    expect(t.redeploys()).toEqual(['alpha', 'bravo', 'charlie']);
    expect(summarize(t.s().rollout!.state!).ok).toBe(true);
  });

  it('while one runs, r on a new offer says why it does not start, and a one-agent redeploy is refused', async () => {
    const t = setup(THREE);
    await t.s().offerRollout('keys', { afterWrite: true });
    await t.until(() => t.s().rolloutOffer?.plan === 'ready');
    t.s().acceptRolloutOffer();
    await t.until(() => t.redeploys().length === 1);
    await t.s().offerRollout('keys', { afterWrite: true });
    await t.until(() => t.s().rolloutOffer?.plan === 'ready');
    expect(t.s().acceptRolloutOffer()).toBe(false);
    expect(t.s().rolloutOffer?.blocked).toContain('another rollout is running');
    expect(t.s().redeployAgents([{ name: 'bravo' }])).toBe(false);
    expect(t.s().toast?.text).toContain('another rollout is running');
  });

  it('a one-agent redeploy (the Agents screen’s R) is a rollout of that agent, journalled under its name', async () => {
    const t = setup(THREE);
    expect(t.s().redeployAgents([{ name: 'bravo', region: 'us-west' }])).toBe(true);
    expect(t.s().rollout).toMatchObject({
      phase: 'planning',
      agents: ['bravo'],
      resumeHint: 'agentdeck agents redeploy bravo',
    });
    expect(t.s().rolloutQuitQuestion()).toEqual({
      requested: [],
      notStarted: ['bravo'],
      draining: [],
      resumeHint: 'agentdeck agents redeploy bravo',
    });
    await t.until(() => t.s().rollout?.phase === 'finished', 'finished');
    expect(t.redeploys()).toEqual(['bravo']);
    expect(summarize(t.s().rollout!.state!).ok).toBe(true);
    expect(t.journal.read(journalKey(TARGET, { agents: ['bravo'] }))?.finished).toBe(true);
  });

  it('a plan read more than a minute before r is read again (the set’s wait counts from the plan)', async () => {
    const t = setup(THREE);
    await t.s().offerRollout('keys', { afterWrite: true });
    await t.until(() => t.s().rolloutOffer?.plan === 'ready');
    const gets = () => t.fake.requests.filter((r) => r.kind === 'get').length;
    const before = gets();
    t.clock.advanceTo(t.clock.time + 11 * 60_000);
    t.s().acceptRolloutOffer();
    await t.until(() => t.s().rollout?.phase === 'finished', 'finished');
    expect(gets()).toBeGreaterThan(before + 3);
    expect(summarize(t.s().rollout!.state!).ok).toBe(true);
  });
});

describe('the drain in the app (the same defaults as the command line)', () => {
  it('a ready agent with sessions on its old deployment is followed until they end; the quit question names it', async () => {
    const t = setup([{ name: 'alpha', deployMs: 3000, oldSessions: [30_000] }], { sessions: true });
    await t.s().offerRollout('keys', { afterWrite: true });
    await t.until(() => t.s().rolloutOffer?.plan === 'ready', 'plan read');
    expect(t.s().acceptRolloutOffer()).toBe(true);
    await t.until(() => t.s().rollout?.state?.agents[0].drain?.checks === 1, 'first drain read');
    expect(t.s().rollout!.state!.agents[0]).toMatchObject({
      phase: 'draining',
      drain: { old: [{ deploymentId: 'alpha-d0', active: 1 }] },
    });
    expect(t.s().rolloutQuitQuestion()?.draining).toEqual(['alpha (1 session on alpha-d0)']);
    await t.until(() => t.s().rollout?.phase === 'finished', 'finished');
    const summary = summarize(t.s().rollout!.state!);
    expect(summary.ok).toBe(true);
    expect(summary.rolled[0].drain?.state).toBe('drained');
  });
});

describe('the rollout lock (the command line’s, in the same state dir)', () => {
  const lockDir = () => mkdtempSync(join(tmpdir(), 'agentdeck-app-lock-'));
  const setKey = journalKey(TARGET, { set: 'keys' });

  it('held by another process: r says who and since when, starts nothing; once it is let go, r starts and holds it', async () => {
    const dir = lockDir();
    const t = setup(THREE, { lockDir: dir });
    const other = acquireRolloutLock(
      {},
      setKey,
      { pid: 4242, host: 'ci-box', now: t.clock.now, command: 'agentdeck agents redeploy --uses keys' },
      dir,
    );
    expect(other.ok).toBe(true);
    await t.s().offerRollout('keys', { afterWrite: false });
    await t.until(() => t.s().rolloutOffer?.plan === 'ready');
    t.clock.advanceTo(t.clock.time + 65_000);
    expect(t.s().acceptRolloutOffer()).toBe(false);
    expect(t.s().rolloutOffer?.blocked?.split('\n')).toEqual([
      expect.stringMatching(
        /^another rollout of 'keys' is in progress: pid 4242 on ci-box, since \d\d:\d\d:\d\d UTC \(1 min ago\)$/,
      ),
      'it runs: agentdeck agents redeploy --uses keys',
      'nothing was redeployed: let it finish, then R in the set rolls out what is still stale',
    ]);
    expect(t.s().rollout).toBeNull();
    expect(t.redeploys()).toEqual([]);
    if (other.ok) other.lock.release();
    expect(t.s().acceptRolloutOffer()).toBe(true);
    expect(liveHolder(lockPath(dir, setKey), { now: t.clock.now })).toMatchObject({
      pid: process.pid,
      command: 'agentdeck app: rollout of keys',
    });
    await t.until(() => t.s().rollout?.phase === 'finished', 'finished');
    await settle();
    expect(liveHolder(lockPath(dir, setKey), { now: t.clock.now })).toBeUndefined();
  });

  it('a stale lock (its process gone on this host) is taken over, and said so', async () => {
    const dir = lockDir();
    const t = setup(THREE, { lockDir: dir });
    const dead = 2 ** 22 + 12_345; // above Linux's pid_max default: no such process
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      lockPath(dir, setKey),
      JSON.stringify({ pid: dead, host: hostname(), since: t.clock.now() - 60_000, beat: t.clock.now(), token: 'x' }),
    );
    await t.s().offerRollout('keys', { afterWrite: false });
    await t.until(() => t.s().rolloutOffer?.plan === 'ready');
    expect(t.s().acceptRolloutOffer()).toBe(true);
    expect(t.s().toast?.text).toMatch(
      new RegExp(
        `^an earlier rollout of 'keys' by pid ${dead} on .* left its lock behind \\(process ${dead} is no longer running\\); this app took it over$`,
      ),
    );
    expect(liveHolder(lockPath(dir, setKey), { now: t.clock.now })?.pid).toBe(process.pid);
    await t.until(() => t.s().rollout?.phase === 'finished', 'finished');
    await settle();
    expect(liveHolder(lockPath(dir, setKey), { now: t.clock.now })).toBeUndefined();
  });

  it('let go after a failed rollout, and when the app quits mid-rollout; a redeploy of agents holds theirs', async () => {
    const dir = lockDir();
    const t = setup([{ name: 'alpha', deployMs: 3000, fail: 'image pull failed' }], { lockDir: dir });
    const agentsKey = journalKey(TARGET, { agents: ['alpha'] });
    const other = acquireRolloutLock({}, agentsKey, { pid: 4242, host: 'ci-box', now: t.clock.now }, dir);
    expect(t.s().redeployAgents([{ name: 'alpha' }])).toBe(false);
    expect(t.s().toast?.text).toMatch(
      /^not redeployed: another rollout of 'alpha' is in progress \(pid 4242 on ci-box, since \d\d:\d\d:\d\d UTC \(0 s ago\)\)$/,
    );
    expect(t.s().rollout).toBeNull();
    if (other.ok) other.lock.release();
    expect(t.s().redeployAgents([{ name: 'alpha' }])).toBe(true);
    expect(liveHolder(lockPath(dir, agentsKey), { now: t.clock.now })?.command).toBe('agentdeck app: redeploy alpha');
    await t.until(() => t.s().rollout?.phase === 'finished', 'finished');
    expect(summarize(t.s().rollout!.state!).ok).toBe(false);
    await settle();
    expect(liveHolder(lockPath(dir, agentsKey), { now: t.clock.now })).toBeUndefined();

    const u = setup(THREE, { lockDir: dir });
    await u.s().offerRollout('keys', { afterWrite: false });
    await u.until(() => u.s().rolloutOffer?.plan === 'ready');
    u.s().acceptRolloutOffer();
    await u.until(() => u.redeploys().length === 1, 'first redeploy');
    expect(liveHolder(lockPath(dir, setKey), { now: u.clock.now })?.pid).toBe(process.pid);
    u.s().abandonRollout();
    u.s().dispose();
    expect(liveHolder(lockPath(dir, setKey), { now: u.clock.now })).toBeUndefined();
  });

  it('a rollback (b) takes the lock of a redeploy of that agent: held elsewhere, it is refused with who and since when', () => {
    const dir = lockDir();
    const t = setup([{ name: 'alpha', deployMs: 3000 }], { lockDir: dir });
    const agentsKey = journalKey(TARGET, { agents: ['alpha'] });
    const other = acquireRolloutLock({}, agentsKey, { pid: 4242, host: 'ci-box', now: t.clock.now }, dir);
    const plan = {
      agent: 'alpha',
      from: { id: 'dep-2' },
      to: { id: 'dep-1', image: 'me/alpha:1' },
      write: { image: 'me/alpha:1' },
      changes: ['image me/alpha:2 → me/alpha:1'],
    } as unknown as Parameters<ReturnType<typeof t.s>['rollbackAgent']>[0];
    expect(t.s().rollbackAgent(plan)).toBe(false);
    expect(t.s().toast?.text).toMatch(
      /^not rolled back: another rollout of 'alpha' is in progress \(pid 4242 on ci-box, since \d\d:\d\d:\d\d UTC \(0 s ago\)\)$/,
    );
    expect(t.s().rollout).toBeNull();
    if (other.ok) other.lock.release();
  });
});
