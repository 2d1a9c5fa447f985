// The rollout prompt when the set's rollout lock is held by another process (the command line, or another app):
// `r` starts nothing and says, a line each, who holds it and since when, what it runs and what to do; once it is let
// go, `r` starts the rollout and holds the lock until it ends. On a virtual clock; keys one by one and in one write.
// The lock files themselves (held, stale, released on failure and on quit): test/state/rolloutSlice.test.ts.
import { describe, expect, it } from 'vitest';
import type { LockHolder, RolloutLocks } from '../../src/api/rollout/lock.js';
import { createFakeAgentsApi } from '../helpers/fakeAgentsApi.js';
import { FakeClock } from '../helpers/fakeClock.js';
import { createFakeSecretsApi } from '../helpers/fakeSecretsApi.js';
import { FIXED_NOW, renderApp, tidy, type RenderedApp } from '../helpers/renderApp.js';
import { waitFor } from '../helpers/waitFor.js';

const text = (app: RenderedApp) =>
  app
    .frame()
    .replace(/[│╭╮╰╯─]/g, ' ')
    .replace(/\s+/g, ' ');

/** The set 'keys' held by pid 4242 on ci-box for 2 min while `held.on`; the app's own takes and releases recorded. */
function locks() {
  const state = { on: true, taken: 0, released: 0 };
  const holder: LockHolder = {
    pid: 4242,
    host: 'ci-box',
    since: FIXED_NOW - 120_000,
    beat: FIXED_NOW,
    token: 't',
    command: 'agentdeck agents redeploy --uses keys',
  };
  const api: RolloutLocks = {
    take: () => {
      if (state.on) return { ok: false, holder };
      state.taken++;
      return { ok: true, release: () => void state.released++ };
    },
  };
  return { api, state };
}

async function setup() {
  const clock = new FakeClock(FIXED_NOW);
  const fake = createFakeAgentsApi(clock, [{ name: 'alpha-bot' }, { name: 'bravo-bot' }]);
  const secrets = createFakeSecretsApi([{ name: 'keys', status: 'ready', region: 'us-west', values: { K: 'v' } }]);
  const lock = locks();
  const app = await renderApp({
    secrets,
    agents: fake.api,
    columns: 100,
    rows: 24,
    rolloutClock: clock,
    rolloutLocks: lock.api,
    routes: [{ name: 'sets' }, { name: 'keys', set: 'keys' }],
  });
  await waitFor(() => expect(text(app)).toContain('used by 2'));
  return { app, lock };
}

const HELD = [
  "✖ another rollout of 'keys' is in progress: pid 4242 on ci-box, since 03:02:05 UTC (2 min ago)",
  'it runs: agentdeck agents redeploy --uses keys',
  'nothing was redeployed: let it finish, then R in the set rolls out what is still stale',
];

describe('the rollout prompt and a lock another process holds', () => {
  it('r says who holds it, since when and what it runs, and starts nothing (keys one by one)', async () => {
    const { app, lock } = await setup();
    await app.press('R');
    await waitFor(() => expect(text(app)).toContain("Roll 'keys' out to 2 agents"));
    await waitFor(() => expect(app.store.getState().rolloutOffer?.plan).toBe('ready'));
    await app.press('r');
    await waitFor(() => expect(text(app)).toContain(HELD[0]!));
    for (const line of HELD) expect(app.frame()).toContain(line);
    expect(app.store.getState().rollout).toBeNull();
    expect(app.store.getState().routes.at(-1)?.name).toBe('keys');
    expect(tidy(app.frame())).toMatchSnapshot('lock held by another process');

    lock.state.on = false;
    await app.press('r');
    await waitFor(() => expect(app.store.getState().routes.at(-1)?.name).toBe('rollout'));
    expect(lock.state.taken).toBe(1);
    app.store.getState().abandonRollout();
    await waitFor(() => expect(lock.state.released).toBe(1));
  });

  it('the same in one write: R then r', async () => {
    const { app } = await setup();
    await app.type('Rr');
    await waitFor(() => expect(app.frame()).toContain(HELD[0]!));
    expect(app.frame()).toContain(HELD[2]!);
    expect(app.store.getState().rollout).toBeNull();
  });
});
