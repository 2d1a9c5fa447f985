// The rollout in the app, on a virtual clock (the engine's waits never use real timers): the prompt after a save in
// the key editor ("N agents still run the old values — r roll out · esc later", with what a redeploy means for live
// sessions), the rollout view at each phase (the set pending, an agent waiting, rolling, ready; a failure with its
// message; stopped with x and the summary; the set failed), Esc leaving it running with the header's indicator
// and w bringing it back, Enter on a failed agent opening its logs, and the question before quitting.
// Keys are sent one at a time and in one write.
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { memoryJournal } from '../../src/api/rollout/journal.js';
import { createFakeAgentsApi, type FakeAgentSpec } from '../helpers/fakeAgentsApi.js';
import { FakeClock, settle } from '../helpers/fakeClock.js';
import { createFakeSecretsApi } from '../helpers/fakeSecretsApi.js';
import { KEYS } from '../helpers/keys.js';
import { renderApp, renderScreen, tidy, type RenderedApp } from '../helpers/renderApp.js';
import { waitFor } from '../helpers/waitFor.js';

const VALUE = 'sk-rotated-canary-value-0042';

const AGENTS: FakeAgentSpec[] = [{ name: 'alpha-bot', sessions: 2 }, { name: 'bravo-bot' }, { name: 'charlie-bot' }];

/** The frame as running text (wrapped lines joined): for assertions on messages that wrap. */
const text = (app: RenderedApp) =>
  app
    .frame()
    .replace(/[│╭╮╰╯─]/g, ' ')
    .replace(/\s+/g, ' ');

/** The key editor's follow countdown runs on real time: masked in snapshots. */
const shot = (app: RenderedApp) =>
  tidy(app.frame()).replace(/following until ready \(\d+s\)/, 'following until ready (Ns)');

async function setup(specs: FakeAgentSpec[] = AGENTS, rows = 24) {
  const clock = new FakeClock(Date.UTC(2026, 0, 2, 3, 4, 5));
  // With the sessions API: each agent's drain is read (no old session: drained at its first read).
  const fake = createFakeAgentsApi(clock, specs, { sessions: true });
  const secrets = createFakeSecretsApi([
    { name: 'keys', status: 'ready', region: 'us-west', values: { OPENAI_API_KEY: 'sk-old' } },
  ]);
  const journal = memoryJournal();
  const app = await renderApp({
    secrets,
    agents: fake.api,
    columns: 100,
    rows,
    rolloutClock: clock,
    rolloutJournal: journal,
    routes: [{ name: 'sets' }, { name: 'keys', set: 'keys' }],
  });
  await waitFor(() => expect(text(app)).toContain('used by 3'));
  const s = () => app.store.getState();
  /** Runs the app's work, moving the virtual clock to its next timer whenever nothing else is left, until `done`. */
  const until = async (done: () => boolean, what = 'condition') => {
    for (let i = 0; i < 3000; i++) {
      let ok = false;
      await act(async () => {
        await settle();
        await settle();
        ok = done();
        if (!ok) clock.next();
      });
      if (ok) return;
    }
    throw new Error(`${what}: not reached; screen:\n${app.frame()}`);
  };
  const agent = (name: string) => s().rollout?.state?.agents.find((a) => a.name === name);
  return { app, clock, fake, secrets, journal, s, until, agent };
}

/** Replaces OPENAI_API_KEY's value and saves (one key at a time, or each step in one write). */
async function rotate(app: RenderedApp, how: 'press' | 'type') {
  if (how === 'press') {
    await app.press('e');
    await waitFor(() => expect(text(app)).toContain('exists: the value will be replaced'));
    await app.type(VALUE);
    await app.press(KEYS.enter);
    await waitFor(() => expect(text(app)).toContain('~ replace (staged)'));
    await app.press('s');
  } else {
    await app.type('e');
    await waitFor(() => expect(text(app)).toContain('exists: the value will be replaced'));
    await app.type(VALUE);
    await app.type(KEYS.enter);
    await waitFor(() => expect(text(app)).toContain('~ replace (staged)'));
    await app.type('s');
  }
  await waitFor(() => expect(text(app)).toContain('still run the old values'));
}

describe('the prompt after a save', () => {
  it('says how many agents run the old values and what a redeploy means for live sessions; esc dismisses it, nothing redeployed', async () => {
    const t = await setup();
    await rotate(t.app, 'press');
    await waitFor(() => expect(text(t.app)).toContain('live sessions on alpha-bot (2)'));
    expect(text(t.app)).toContain("⟳ 3 agents still run the old values of 'keys' — r roll out · esc later");
    expect(text(t.app)).toContain(
      'live sessions on alpha-bot (2): they continue on the previous revision while the new one validates',
    );
    expect(t.app.frame()).toMatch(/r roll out · esc later\s*$/);
    expect(shot(t.app)).toMatchSnapshot('prompt');
    // Modal: other keys do nothing while it asks.
    await t.app.press('j', 'q');
    expect(t.s().rolloutOffer).not.toBeNull();
    await t.app.press(KEYS.esc);
    await waitFor(() => expect(t.app.frame()).not.toContain('still run the old values'));
    expect(t.s().rollout).toBeNull();
    expect(t.fake.requests.filter((r) => r.kind === 'redeploy')).toEqual([]);
    for (const frame of t.app.frames) expect(frame).not.toContain(VALUE);
  });

  it('R in the key editor offers it again later (no write: an unfinished earlier run is continued)', async () => {
    const t = await setup();
    await t.app.press('R');
    await waitFor(() =>
      expect(text(t.app)).toContain("⟳ Roll 'keys' out to 3 agents (redeploy them)? — r roll out · esc cancel"),
    );
    expect(t.s().rolloutOffer?.afterWrite).toBe(false);
  });
});

describe('an image pull secret updated in place', () => {
  it('offers the rollout to the agents that pull with it (a new one offers nothing)', async () => {
    const clock = new FakeClock();
    const fake = createFakeAgentsApi(clock, [
      { name: 'alpha-bot', pull: 'ghcr-pull' },
      { name: 'bravo-bot', pull: 'ghcr-pull' },
      { name: 'charlie-bot' },
    ]);
    const secrets = createFakeSecretsApi([
      { name: 'keys', status: 'ready', region: 'us-west' },
      { name: 'ghcr-pull', type: 'imagePullSecret', status: 'ready', region: 'us-west' },
    ]);
    const app = await renderScreen(
      { name: 'pullSecretWizard', fix: 'ghcr-pull' },
      { secrets, agents: fake.api, rolloutClock: clock, columns: 100 },
    );
    await waitFor(() => expect(app.frame()).toContain('Step 2/7'));
    await app.press(KEYS.up, KEYS.enter);
    await app.type('octocat');
    await app.press(KEYS.enter);
    await app.type(VALUE);
    await app.press(KEYS.enter);
    await waitFor(() => expect(app.frame()).toContain('us-west'));
    await app.press(KEYS.enter, KEYS.enter);
    await waitFor(() => expect(app.frame()).toContain('Step 7/7'));
    await app.press(KEYS.enter);
    await waitFor(() => expect(app.frame()).toContain('Update image pull secret ghcr-pull in place?'));
    await app.press('y');
    await waitFor(() =>
      expect(text(app)).toContain("⟳ 2 agents still run the old values of 'ghcr-pull' — r roll out · esc later"),
    );
    expect(app.store.getState().rolloutOffer?.agents).toEqual(['alpha-bot', 'bravo-bot']);
    for (const frame of app.frames) expect(frame).not.toContain(VALUE);
  });
});

describe('the rollout view', () => {
  it('follows the set, then each agent: waiting, rolling, ready; the summary at the end (keys one by one)', async () => {
    const t = await setup();
    await rotate(t.app, 'press');
    await t.until(() => t.s().rolloutOffer?.plan === 'ready', 'plan');
    await t.app.press('r');
    await t.until(() => t.s().rollout?.phase === 'running', 'running');
    await waitFor(() =>
      expect(text(t.app)).toContain("◌ secret set 'keys': pending — waiting for it to be ready before any redeploy"),
    );
    await t.until(() => (t.s().rollout?.state?.set?.checks ?? 0) >= 4, 'set read again');
    expect(text(t.app)).toContain('before any redeploy (0:03)');
    expect(t.app.frame()).toMatch(/alpha-bot +queued +2 live/);
    expect(tidy(t.app.frame())).toMatchSnapshot('1 set pending');

    t.secrets.setStatus('keys', 'ready');
    await t.until(() => t.agent('alpha-bot')?.phase === 'waiting', 'waiting');
    expect(t.app.frame()).not.toContain("secret set 'keys': pending");
    expect(t.app.frame()).toMatch(/◌ alpha-bot +waiting +alpha-bo +0:00\s+2 live$/m);
    expect(text(t.app)).toContain('A redeploy does not interrupt live sessions');
    expect(tidy(t.app.frame())).toMatchSnapshot('2 waiting');

    await t.until(() => t.agent('alpha-bot')?.phase === 'rolling', 'rolling');
    expect(t.app.frame()).toMatch(/◌ alpha-bot +rolling +alpha-bo Validating +0:0\d +2 live/);
    expect(tidy(t.app.frame())).toMatchSnapshot('3 rolling');

    await t.until(() => t.s().rollout?.phase === 'finished', 'finished');
    // The first agent is found on the growing schedule (its deploy time unknown yet), the others when it was ready.
    expect(t.app.frame()).toMatch(/✓ alpha-bot +ready +alpha-bo Active +0:0[3-5] +2 live/);
    expect(t.app.frame()).toMatch(/✓ bravo-bot +ready +bravo-bo Active +0:03/);
    expect(text(t.app)).toContain(
      "Rolled out 'keys' to 3 of 3 agents: every agent is ready on its new deployment and no session is left on an old one.",
    );
    expect(text(t.app)).toContain(
      '✓ rolled: alpha-bot (deployment alpha-bo), bravo-bot (deployment bravo-bo), charlie-bot (deployment charlie-)',
    );
    expect(tidy(t.app.frame())).toMatchSnapshot('4 ready');
    expect(t.fake.newDeployments('alpha-bot')).toHaveLength(1);
    for (const frame of t.app.frames) expect(frame).not.toContain(VALUE);
  });

  it('after ready, an agent drains: its row says old · new sessions and since when; the drain timeout ends it "still draining"', async () => {
    // A max session duration of 10 s: the drain timeout is 40 s; the old session outlives it.
    const t = await setup([
      { name: 'alpha-bot', oldSessions: [600_000], maxSessionSeconds: 10 },
      { name: 'bravo-bot' },
      { name: 'charlie-bot' },
    ]);
    await rotate(t.app, 'press');
    await t.until(() => t.s().rolloutOffer?.plan === 'ready', 'plan');
    await t.app.press('r');
    await t.until(() => t.s().rollout?.phase === 'running', 'running');
    t.secrets.setStatus('keys', 'ready');
    await t.until(() => (t.agent('alpha-bot')?.drain?.checks ?? 0) >= 1, 'draining');
    expect(t.app.frame()).toMatch(
      /◌ alpha-bot +draining +alpha-bo Active +0:0\d +old 1 · new 0 +draining: 1 session on/,
    );
    expect(tidy(t.app.frame())).toMatchSnapshot('1 draining');
    await t.until(() => t.s().rollout?.phase === 'finished', 'finished');
    expect(t.agent('alpha-bot')?.phase).toBe('stillDraining');
    expect(text(t.app)).toContain("Rolled out 'keys' to 2 of 3 agents.");
    expect(text(t.app)).toMatch(
      /◌ alpha-bot: ready, still draining: 1 session on deployment alpha-bo since 03:04:\d\d UTC — it continues on the service; agentdeck agents redeploy --uses keys follows it/,
    );
    expect(tidy(t.app.frame())).toMatchSnapshot('2 still draining');
    expect(t.app.store.getState().rolloutQuitQuestion()).toBeNull();
  });

  it('a failure shows its message; the rest are not started; Enter opens the failed agent’s logs (keys in one write)', async () => {
    const t = await setup([
      AGENTS[0]!,
      { name: 'bravo-bot', fail: 'ValueError: OPENAI_API_KEY is not valid' },
      AGENTS[2]!,
    ]);
    await rotate(t.app, 'type');
    await t.until(() => t.s().rolloutOffer?.plan === 'ready', 'plan');
    t.secrets.setStatus('keys', 'ready');
    await t.app.type('r');
    await t.until(() => t.s().rollout?.phase === 'finished', 'finished');
    expect(t.app.frame()).toMatch(/✗ bravo-bot +failed +bravo-bo Failed +0:03 +CrashLoopBackOff/);
    expect(t.app.frame()).toMatch(/– charlie-bot +not started/);
    expect(text(t.app)).toContain(
      'bravo-bot: CrashLoopBackOff: ValueError: OPENAI_API_KEY is not valid — enter: its logs',
    );
    expect(text(t.app)).toContain(
      '✗ failed: bravo-bot — CrashLoopBackOff: ValueError: OPENAI_API_KEY is not valid (enter: its logs)',
    );
    expect(text(t.app)).toContain(
      '– not started: charlie-bot — R on the set (or agentdeck agents redeploy --uses keys) rolls them out',
    );
    expect(tidy(t.app.frame())).toMatchSnapshot('5 failed with its message');
    // The failed agent is selected: k then j (one write) comes back to it; Enter opens its logs.
    await t.app.type(`kj${KEYS.enter}`);
    await waitFor(() => expect(t.s().routes.at(-1)).toEqual({ name: 'agents', agent: 'bravo-bot', view: 'logs' }));
    await waitFor(() => expect(text(t.app)).toContain('Logs of bravo-bot'));
    await t.app.press(KEYS.esc);
    await waitFor(() => expect(text(t.app)).toContain("Rolled out 'keys' to 1 of 3 agents."));
  });

  it('x stops new redeploys and says the one in flight is still followed; the summary lists what was not started', async () => {
    const t = await setup();
    await rotate(t.app, 'press');
    await t.until(() => t.s().rolloutOffer?.plan === 'ready', 'plan');
    t.secrets.setStatus('keys', 'ready');
    await t.app.press('r');
    await t.until(() => t.agent('alpha-bot')?.phase === 'rolling', 'rolling');
    await t.app.press('x');
    await waitFor(() =>
      expect(text(t.app)).toContain('Stopping: no new redeploys; the 1 agent in flight is followed to the end.'),
    );
    expect(tidy(t.app.frame())).toMatchSnapshot('6 stopping');
    await t.until(() => t.s().rollout?.phase === 'finished', 'finished');
    expect(text(t.app)).toContain("Rolled out 'keys' to 1 of 3 agents.");
    expect(text(t.app)).toContain(
      '– not started: bravo-bot, charlie-bot — R on the set (or agentdeck agents redeploy --uses keys) rolls them out',
    );
    expect(tidy(t.app.frame())).toMatchSnapshot('7 stopped with the summary');
    expect(t.fake.requests.filter((r) => r.kind === 'redeploy').map((r) => r.agent)).toEqual(['alpha-bot']);
  });

  it('R after a stopped rollout names the count the plan redeploys (2 of the 3 that use the set), and redeploys that many', async () => {
    const t = await setup();
    await rotate(t.app, 'press');
    await t.until(() => t.s().rolloutOffer?.plan === 'ready', 'plan');
    // The fake service keeps no marker of its own: the write's marker, as SecretsClient leaves it.
    await t.secrets.markWrite('keys', t.clock.now());
    t.secrets.setStatus('keys', 'ready');
    await t.app.press('r');
    await t.until(() => t.agent('alpha-bot')?.phase === 'rolling', 'rolling');
    await t.app.press('x');
    await t.until(() => t.s().rollout?.phase === 'finished', 'finished');
    expect(t.fake.requests.filter((r) => r.kind === 'redeploy').map((r) => r.agent)).toEqual(['alpha-bot']);
    await t.app.press(KEYS.esc);
    await waitFor(() => expect(t.s().routes.at(-1)?.name).toBe('keys'));
    await t.app.press('R');
    await t.until(() => t.s().rolloutOffer?.plan === 'ready', 'second plan');
    await waitFor(() =>
      expect(text(t.app)).toContain(
        "⟳ Roll 'keys' out to 2 agents of the 3 that use it (redeploy them)? — r roll out · esc cancel",
      ),
    );
    expect(text(t.app)).toContain('not redeployed: alpha-bot (runs the set as it is now: deployment');
    expect(t.s().rolloutOffer?.redeploy).toEqual(['bravo-bot', 'charlie-bot']);
    await t.app.press('r');
    await t.until(() => t.s().rollout?.phase === 'finished', 'second run finished');
    const second = t.fake.requests
      .filter((r) => r.kind === 'redeploy')
      .map((r) => r.agent)
      .slice(1);
    expect(second).toEqual(['bravo-bot', 'charlie-bot']);
  });

  it('a failed set stops it before any redeploy, with the set’s message', async () => {
    const t = await setup();
    await rotate(t.app, 'press');
    await t.until(() => t.s().rolloutOffer?.plan === 'ready', 'plan');
    await t.app.press('r');
    t.secrets.setStatus('keys', 'failed', 'secret value for OPENAI_API_KEY was rejected by the provider');
    await t.until(() => t.s().rollout?.phase === 'finished', 'finished');
    expect(text(t.app)).toContain(
      "✖ secret set 'keys' failed: secret value for OPENAI_API_KEY was rejected by the provider — nothing was redeployed",
    );
    expect(tidy(t.app.frame())).toMatchSnapshot('8 set failed');
    expect(t.fake.requests.filter((r) => r.kind === 'redeploy')).toEqual([]);
  });

  it('Esc leaves it running with the header’s indicator; w brings it back; quitting asks first and names what is in flight', async () => {
    const t = await setup();
    await rotate(t.app, 'press');
    await t.until(() => t.s().rolloutOffer?.plan === 'ready', 'plan');
    t.secrets.setStatus('keys', 'ready');
    await t.app.press('r');
    await t.until(() => ['waiting', 'rolling'].includes(t.agent('bravo-bot')?.phase ?? ''), 'second agent in flight');
    await t.app.press(KEYS.esc);
    await waitFor(() => expect(text(t.app)).toContain('⟳ rollout 1/3 (w)'));
    expect(t.s().routes.at(-1)).toEqual({ name: 'keys', set: 'keys' });
    expect(shot(t.app)).toMatchSnapshot('9 in the background');
    // The rollout goes on while the key editor has the keys.
    await t.until(() => t.agent('bravo-bot')?.phase === 'ready', 'bravo ready');
    await waitFor(() => expect(text(t.app)).toContain('⟳ rollout 2/3 (w)'));
    await t.until(() => t.agent('charlie-bot')?.deploymentId !== undefined, 'charlie requested');
    // q asks first; n stays; Ctrl+C asks too, and a second one quits.
    await t.app.press('q');
    await waitFor(() => expect(text(t.app)).toContain('Quit while agents are being redeployed?'));
    expect(text(t.app)).toContain(
      'Requested, not yet ready: charlie-bot (deployment charlie-). They continue on the service',
    );
    expect(text(t.app)).toContain(
      'running the same rollout again (agentdeck agents redeploy --uses keys) follows them through the journal without redeploying them again',
    );
    expect(shot(t.app)).toMatchSnapshot('10 quit question');
    await t.app.press('n');
    await waitFor(() => expect(text(t.app)).toContain('⟳ rollout 2/3 (w)'));
    await t.app.press('w');
    await waitFor(() => expect(t.s().routes.at(-1)).toEqual({ name: 'rollout' }));
    await t.app.press(KEYS.ctrlC);
    await waitFor(() => expect(text(t.app)).toContain('Quit while agents are being redeployed?'));
    await t.app.press(KEYS.ctrlC);
    await waitFor(() => expect(t.s().rollout?.abandoned).toBe(true));
    // What the journal keeps lets a re-run follow charlie-bot instead of redeploying it again.
    const entry = [...t.journal.entries.values()].at(-1)!;
    expect(entry.agents['charlie-bot']).toMatchObject({ deploymentId: 'charlie-bot-d1', before: 'charlie-bot-d0' });
  });
});

describe('fits the terminal', () => {
  it('the prompt and the rollout view with its summary never draw more lines than the terminal has minus one', async () => {
    const t = await setup([
      AGENTS[0]!,
      { name: 'bravo-bot', fail: 'ValueError: OPENAI_API_KEY is not valid' },
      AGENTS[2]!,
    ]);
    await rotate(t.app, 'press');
    await t.until(() => t.s().rolloutOffer?.plan === 'ready', 'plan');
    const check = async (what: string) => {
      for (const [columns, rows] of [
        [80, 24],
        [60, 16],
        [40, 12],
        [120, 40],
        [30, 8],
      ] as const) {
        await t.app.resize(columns, rows);
        const lines = t.app.frame().split('\n');
        expect(lines.length, `${what} ${columns}x${rows}`).toBeLessThanOrEqual(rows - 1);
        for (const line of lines)
          expect(line.length, `${what} ${columns}x${rows}: ${line}`).toBeLessThanOrEqual(columns);
      }
      await t.app.resize(100, 24);
    };
    await check('prompt');
    t.secrets.setStatus('keys', 'ready');
    await t.app.press('r');
    await t.until(() => t.s().rollout?.phase === 'finished', 'finished');
    await check('rollout view');
  });
});
