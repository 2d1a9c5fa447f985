// The Environments screen's prune and rollout-lock states over a fake project source (fixed plans, fixed clock):
// P in the plan turns prune on and off (the plan names each key apply would remove, set by set); `a` then asks naming
// the environment and the keys (a protected environment still needs its name typed) and applies with prune; without
// P, keys are kept. A set whose rollout lock another process holds is skipped: the steps say who holds it and since
// when, and the summary names the set. Keys one by one and in one write. The same on the emulator, with the real
// reader and a second process: environments.emulator.test.tsx and environmentsLock.emulator.test.tsx.
import { describe, expect, it } from 'vitest';
import type { LockHolder, RolloutLocks } from '../../src/api/rollout/lock.js';
import { createFakeAgentsApi } from '../helpers/fakeAgentsApi.js';
import { FakeClock } from '../helpers/fakeClock.js';
import { KEYS } from '../helpers/keys.js';
import { FIXED_NOW, renderApp, tidy, type RenderedApp } from '../helpers/renderApp.js';
import { waitFor } from '../helpers/waitFor.js';
import { fakeProject, region, setPlan, twoEnvironments, type FakeProject } from './environments.fixtures.js';
import { sampleSecrets } from './agents.fixtures.js';

async function openEnvironments(project: FakeProject, locks?: RolloutLocks) {
  const app = await renderApp({
    secrets: sampleSecrets(),
    project,
    columns: 100,
    rows: 22,
    ...(locks ? { rolloutLocks: locks } : {}),
  });
  await app.press('5');
  await waitFor(() => expect(app.frame()).toMatch(/read 03:04:05/));
  return app;
}

const flat = (app: RenderedApp) => app.frame().split('\n').join(' ').replace(/\s+/g, ' ');
const inBox = (app: RenderedApp) =>
  flat(app)
    .replace(/[│╭╮╰╯─]/g, ' ')
    .replace(/\s+/g, ' ');

/** prod (protected) with two keys to remove in us-east and one in us-west. */
function prodWithRemovals(): FakeProject {
  const environments = twoEnvironments();
  const prod = environments[1]!;
  prod.plan!.regions = [
    region('us-west', [setPlan('app-us-west', 'us-west', { remove: ['LEGACY_TOKEN'], values: 'unknown' })]),
    region('us-east', [setPlan('app-us-east', 'us-east', { remove: ['OLD_KEY', 'TEMP_KEY'], values: 'unknown' })]),
  ];
  prod.plan!.counts = { ...prod.plan!.counts, keysToRemove: 3, agentsToRedeploy: 0, staleAgents: 0, notDrained: 0 };
  return fakeProject(environments);
}

describe('P in the plan: prune', () => {
  it('P turns it on (the keys apply removes, set by set) and off again; the footer shows P; keys one by one', async () => {
    const app = await openEnvironments(fakeProject(twoEnvironments()));
    await app.press(KEYS.enter);
    await waitFor(() => expect(app.frame()).toContain('prune off: 1 key not in the source is kept (P removes them)'));
    expect(app.frame()).toContain('P prune');
    await app.press('P');
    await waitFor(() => expect(app.frame()).toContain('prune on:'));
    expect(flat(app)).toContain(
      'prune on: apply removes 1 key not in the source from staging — app-us-east: OLD_KEY (P keeps them)',
    );
    expect(flat(app)).toContain('keys to remove: OLD_KEY (removed by this apply: prune is on)');
    expect(tidy(app.frame())).toMatchSnapshot('prune on');
    await app.press('P');
    await waitFor(() => expect(app.frame()).toContain('prune off'));
    expect(flat(app)).toContain('keys to remove: OLD_KEY (kept: P removes them)');
  });

  it('P then a: the question names the environment and the keys; y applies with prune; prune is off afterwards', async () => {
    const project = fakeProject(twoEnvironments());
    const app = await openEnvironments(project);
    await app.press(KEYS.enter, 'P', 'a');
    await waitFor(() => expect(app.frame()).toContain('Apply these changes to staging, removing 1 key?'));
    expect(inBox(app)).toContain('prune: removes 1 key not in the source from staging — app-us-east: OLD_KEY');
    expect(inBox(app)).not.toContain('kept (P in the plan removes them)');
    expect(tidy(app.frame())).toMatchSnapshot('prune question');
    await app.press('y');
    await waitFor(() => expect(app.frame()).toContain('✔ applied'));
    expect(project.applied).toEqual([{ env: 'staging', fingerprint: 'fp-staging', prune: true }]);
    expect(app.store.getState().projectApply).toMatchObject({ prune: true, phase: 'done' });
    expect(flat(app)).toContain('apply staging with prune at 03:04:05: ✔ applied');
    expect(flat(app)).toContain('staging: reading the cloud again… (keys not in the source are removed)');
    expect(flat(app)).toContain('prune off: 1 key not in the source is kept (P removes them)');
    expect(tidy(app.frame())).toMatchSnapshot('applied with prune');
  });

  it('in one write: Enter P a y; n at the question goes back to the plan with prune still on', async () => {
    const project = fakeProject(twoEnvironments());
    const app = await openEnvironments(project);
    await app.type(`${KEYS.enter}Pa`);
    await waitFor(() => expect(app.frame()).toContain('removing 1 key?'));
    await app.press('n');
    await waitFor(() => expect(app.frame()).toContain('prune on: apply removes 1 key'));
    expect(project.applied).toEqual([]);
    await app.type('ay');
    await waitFor(() => expect(project.applied).toEqual([{ env: 'staging', fingerprint: 'fp-staging', prune: true }]));
  });

  it('without P the apply keeps the keys (the list’s a, and the plan’s a with prune off)', async () => {
    const project = fakeProject(twoEnvironments());
    const app = await openEnvironments(project);
    await app.type('ay');
    await waitFor(() => expect(project.applied).toHaveLength(1));
    expect(project.applied[0]).toEqual({ env: 'staging', fingerprint: 'fp-staging' });
    await waitFor(() => expect(app.store.getState().projectApply?.phase).toBe('done'));
    await app.type('PPay'); // on, off, apply
    await waitFor(() => expect(project.applied).toHaveLength(2));
    expect(project.applied[1]).toEqual({ env: 'staging', fingerprint: 'fp-staging' });
  });

  it('a protected environment: the typed question names every key removed; its name typed in one write', async () => {
    const project = prodWithRemovals();
    const app = await openEnvironments(project);
    await app.press('G', KEYS.enter);
    await waitFor(() => expect(app.frame()).toContain('prune off: 3 keys not in the source are kept'));
    await app.press('P', 'a');
    await waitFor(() =>
      expect(app.frame()).toContain('prod is protected: type its name to apply to it, removing 3 keys'),
    );
    expect(inBox(app)).toContain(
      'prune: removes 3 keys not in the source from prod — app-us-west: LEGACY_TOKEN; app-us-east: OLD_KEY, TEMP_KEY',
    );
    expect(tidy(app.frame())).toMatchSnapshot('protected prune question');
    await app.type('y');
    await app.press(KEYS.enter);
    await waitFor(() => expect(app.frame()).toContain('type exactly prod to confirm'));
    expect(project.applied).toEqual([]);
    await app.press(KEYS.backspace);
    await app.type(`prod${KEYS.enter}`);
    await waitFor(() => expect(app.frame()).toContain('✔ applied'));
    expect(project.applied).toEqual([{ env: 'prod', fingerprint: 'fp-prod', prune: true }]);
  });
});

/** Locks where `held` names the sets another process holds (pid 4242 on ci-box, for 2 min); records the rest. */
function fakeLocks(held: string[]) {
  const taken: string[] = [];
  const released: string[] = [];
  const holder: LockHolder = {
    pid: 4242,
    host: 'ci-box',
    since: FIXED_NOW - 120_000,
    beat: FIXED_NOW,
    token: 't',
    command: 'agentdeck agents redeploy --uses app-us-east',
  };
  const locks: RolloutLocks = {
    take(key) {
      const set = key.split('set:')[1] ?? key;
      if (held.includes(set)) return { ok: false, holder };
      taken.push(set);
      return { ok: true, release: () => released.push(set) };
    },
  };
  return { locks, taken, released };
}

/** An apply as project/appSource.ts runs it: each set's lock first; a set refused is skipped, with its step. */
function applyTaking(project: FakeProject, sets: string[]) {
  project.onApply = async (env, _fp, hooks) => {
    const skipped: Array<{ set: string; why: string }> = [];
    const held: Array<() => void> = [];
    for (const set of sets) {
      const lock = hooks.lock!({ env, set, targetName: 'api.test · org acme' });
      if (!lock.ok) {
        hooks.onStep({ text: `${env}: skipped ${set}: ${lock.why}`, tone: 'error' });
        skipped.push({ set, why: lock.why });
      } else {
        held.push(lock.release);
        hooks.onStep({ text: `${env}: wrote ${set}`, tone: 'info' });
      }
    }
    for (const release of held) release();
    return { kind: 'done', ok: skipped.length === 0, writes: held.length, rolledOut: [], skipped };
  };
}

describe('a set another process is rolling out', () => {
  it('is skipped: who holds its lock and since when; the rest is applied; the summary names it', async () => {
    const project = fakeProject(twoEnvironments());
    applyTaking(project, ['app-us-west', 'app-us-east']);
    const { locks, taken, released } = fakeLocks(['app-us-east']);
    const app = await openEnvironments(project, locks);
    await app.type('ay');
    await waitFor(() => expect(app.store.getState().projectApply?.phase).toBe('partial'));
    expect(flat(app)).toContain(
      "staging: skipped app-us-east: another rollout of 'app-us-east' is in progress: pid 4242 on ci-box (agentdeck agents redeploy --uses app-us-east), since 03:02:05 UTC (2 min ago)",
    );
    expect(flat(app)).toContain('staging: wrote app-us-west');
    expect(flat(app)).toContain(
      'staging: applied (1 write), except app-us-east: another process is rolling it out. a applies again once it ends',
    );
    expect(flat(app)).toContain('apply staging at 03:04:05: ● applied, except app-us-east');
    expect(app.store.getState().projectApply?.skipped).toEqual([
      { set: 'app-us-east', why: expect.stringContaining('pid 4242 on ci-box') },
    ]);
    expect(taken).toEqual(['app-us-west']);
    expect(released).toEqual(['app-us-west']);
    expect(tidy(app.frame())).toMatchSnapshot('a set skipped');
  });

  it('the key one by one: a, then y; every lock refused: nothing applied, each set named', async () => {
    const project = fakeProject(twoEnvironments());
    applyTaking(project, ['app-us-west', 'app-us-east']);
    const { locks, taken } = fakeLocks(['app-us-west', 'app-us-east']);
    const app = await openEnvironments(project, locks);
    await app.press('a');
    await waitFor(() => expect(app.frame()).toContain('Apply these changes to staging?'));
    await app.press('y');
    await waitFor(() => expect(app.store.getState().projectApply?.phase).toBe('partial'));
    expect(taken).toEqual([]);
    expect(flat(app)).toContain(
      'staging: applied (0 writes), except app-us-west, app-us-east: another process is rolling them out',
    );
  });
});

describe('an apply with nothing to write', () => {
  it('opens the rollout view as its first rollout starts (it is applying from there)', async () => {
    const clock = new FakeClock();
    const fake = createFakeAgentsApi(clock, [{ name: 'voice-bot-east', region: 'us-east', deployMs: 3000 }]);
    const secrets = sampleSecrets();
    const project = fakeProject(twoEnvironments());
    let rolled: Promise<boolean> | undefined;
    project.onApply = async (env, _fp, hooks) => {
      rolled = hooks.rollout({
        env,
        set: 'app-us-east',
        agents: [{ name: 'voice-bot-east', region: 'us-east' }],
        clients: { secrets, agents: fake.api },
        targetName: 'api.test · org acme',
      });
      return { kind: 'done', ok: await rolled, writes: 0, rolledOut: ['app-us-east'] };
    };
    const app = await renderApp({ secrets, agents: fake.api, project, rolloutClock: clock, columns: 100, rows: 22 });
    await app.press('5');
    await waitFor(() => expect(app.frame()).toMatch(/read 03:04:05/));
    await app.type('Gaprod\r');
    await waitFor(() => expect(app.store.getState().routes.at(-1)?.name).toBe('rollout'));
    expect(app.store.getState().projectApply?.phase).toBe('applying');
    app.store.getState().abandonRollout();
    await rolled;
  });
});
