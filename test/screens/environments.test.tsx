// The Environments screen over a fake project source (fixed plans, fixed clock): each environment × region with its
// drift and where the project file is (or that there is none, and where it was looked); an environment that cannot
// be read, with its reason; the plan in detail in the CLI's words; the apply question (y/N, or a protected
// environment's name typed) and the apply's steps; `r`, the filter and movement; Esc back. Keys one by one and in one
// write. The same against the emulator with the real reader: environments.emulator.test.tsx.
import { describe, expect, it } from 'vitest';
import { KEYS } from '../helpers/keys.js';
import { renderApp, tidy, type RenderedApp } from '../helpers/renderApp.js';
import { waitFor } from '../helpers/waitFor.js';
import { fakeProject, PATH, twoEnvironments, type FakeProject } from './environments.fixtures.js';
import { sampleSecrets } from './agents.fixtures.js';

async function openEnvironments(project: FakeProject, opts: { columns?: number; rows?: number } = {}) {
  const app = await renderApp({
    secrets: sampleSecrets(),
    project,
    columns: opts.columns ?? 100,
    rows: opts.rows ?? 20,
  });
  await app.press('5');
  await waitFor(() => expect(app.frame()).toContain('Environments'));
  await waitFor(() => expect(app.frame()).toMatch(/(read|looked) 03:04:05/));
  return app;
}

/** The frame as one line (a wrapped line's break read as the space it replaced). */
const flat = (app: RenderedApp) => app.frame().split('\n').join(' ').replace(/\s+/g, ' ');
/** A dialog's text as one line (its borders dropped). */
const inBox = (app: RenderedApp) =>
  flat(app)
    .replace(/[│╭╮╰╯─]/g, ' ')
    .replace(/\s+/g, ' ');

const row = (app: RenderedApp, text: string) =>
  app
    .frame()
    .split('\n')
    .find((l) => l.includes(text) || new RegExp(text.replace(/ +/g, '\\s+')).test(l)) ?? '';

describe('the Environments list', () => {
  it('shows each environment × region with its drift, and where the project file is', async () => {
    const app = await openEnvironments(fakeProject(twoEnvironments()));
    expect(app.frame()).toContain(`project ${PATH}`);
    expect(app.frame()).toContain('2 environments · 4 regions');
    expect(row(app, 'staging   us-west')).toMatch(/● 2 changes\s+1 set to create, 1 agent to rebind/);
    expect(row(app, 'staging   us-east')).toMatch(/● 1 change\s+1 set to write, 1 key to add, 1 key to remove/);
    expect(row(app, 'prod      us-west')).toMatch(/✔ in sync\s+in sync$/);
    expect(row(app, 'prod      us-east')).toMatch(
      /● 1 stale agent\s+1 agent to redeploy, 1 stale agent, 1 agent not drained/,
    );
    expect(tidy(app.frame())).toMatchSnapshot('two environments');
  });

  it('no agentdeck.toml: says so, that agentdeck init writes one, and where it looked', async () => {
    const app = await openEnvironments(
      fakeProject([], {
        location: {
          found: false,
          searched: '/home/dev/voice-app',
          message: 'no agentdeck.toml found — agentdeck init writes one',
        },
      }),
    );
    expect(app.frame()).toContain(
      'no agentdeck.toml found — agentdeck init writes one (looked in /home/dev/voice-app and its',
    );
    expect(tidy(app.frame())).toMatchSnapshot('no project file');
  });

  it('a project file with errors: every problem, and nothing read', async () => {
    const app = await openEnvironments(
      fakeProject([], {
        problems: [`${PATH}:7:1: unknown key 'regoins' in [environments.prod] (did you mean 'regions'?)`],
      }),
    );
    expect(flat(app)).toContain("unknown key 'regoins' in [environments.prod] (did you mean 'regions'?)");
    expect(flat(app)).toContain('The project file cannot be used');
    expect(tidy(app.frame())).toMatchSnapshot('file with an error');
  });

  it('an environment that cannot be read shows “cannot read” with its reason; the others stay', async () => {
    const [staging, prod] = twoEnvironments();
    const broken = {
      env: prod!.env,
      organization: prod!.organization,
      protected: true,
      regions: prod!.regions,
      error: new Error("environment 'prod': its values file .env.prod is not found (/home/dev/voice-app/.env.prod)"),
    };
    const app = await openEnvironments(fakeProject([staging!, broken]));
    expect(row(app, 'prod      us-west')).toContain('✖ cannot read');
    expect(row(app, 'prod      us-west')).toContain('its values file .env.prod is not found');
    expect(row(app, 'staging   us-west')).toContain('2 changes');
    await app.press('G');
    await waitFor(() =>
      expect(app.frame()).toContain('prod: organization acme, protected (apply asks for its name) · cannot read'),
    );
    expect(tidy(app.frame())).toMatchSnapshot('prod cannot be read');
  });

  it('a failed set shows as failed', async () => {
    const [staging] = twoEnvironments();
    staging!.plan!.regions[1]!.sets[0] = {
      ...staging!.plan!.regions[1]!.sets[0]!,
      status: 'failed',
      errorMessage: 'region us-east is out of capacity',
    };
    const app = await openEnvironments(fakeProject([staging!]));
    expect(row(app, 'us-east')).toMatch(/✖ 1 set failed/);
    await app.press('j', KEYS.enter);
    await waitFor(() => expect(app.frame()).toContain('failed: region us-east is out of capacity'));
  });

  it('moves, filters and refreshes; keys one by one and in one write', async () => {
    const project = fakeProject(twoEnvironments());
    const app = await openEnvironments(project);
    expect(row(app, '› ')).toMatch(/staging\s+us-west/);
    await app.press('j', 'j');
    expect(row(app, '› ')).toMatch(/prod\s+us-west/);
    await app.type('kG');
    expect(row(app, '› ')).toMatch(/prod\s+us-east/);
    await app.type('/east');
    await waitFor(() => expect(app.frame()).toContain('/ east'));
    expect(app.frame()).toContain('showing 2');
    expect(app.frame()).not.toContain('us-west');
    await app.press(KEYS.enter);
    expect(app.store.getState().environmentsView.filter).toBe('east');
    await app.press(KEYS.esc);
    await waitFor(() => expect(app.frame()).toContain('us-west'));
    expect(app.store.getState().routes.map((r) => r.name)).toEqual(['sets', 'environments']);
    const before = project.reads;
    await app.press('r');
    await waitFor(() => expect(project.reads).toBe(before + 1));
    await app.press(KEYS.esc);
    await waitFor(() => expect(app.store.getState().routes.map((r) => r.name)).toEqual(['sets']));
  });

  it('? shows the screen’s keys', async () => {
    const app = await openEnvironments(fakeProject(twoEnvironments()), { rows: 60 });
    await app.press('?');
    await waitFor(() => expect(app.frame()).toContain('Environments — keys'));
    expect(app.frame()).toContain('apply the environment’s plan');
    expect(app.frame()).toContain('switch to environments');
  });
});

describe('an environment’s plan', () => {
  it('Enter shows it in the CLI’s words, per region; Esc goes back to the list', async () => {
    const app = await openEnvironments(fakeProject(twoEnvironments()));
    await app.press(KEYS.enter);
    await waitFor(() => expect(app.frame()).toContain('staging (organization acme-staging): 1 set to create'));
    const frame = flat(app);
    expect(frame).toContain('us-west: 2 changes');
    expect(frame).toContain('set app-us-west: to create with 2 keys (DEEPGRAM_API_KEY, OPENAI_API_KEY)');
    expect(frame).toContain('agent voice-bot: to rebind; bound to no set, should be app-us-west');
    expect(frame).toContain('keys to remove: OLD_KEY (kept: P removes them)');
    expect(frame).toContain('prune off: 1 key not in the source is kept (P removes them)');
    expect(tidy(app.frame())).toMatchSnapshot('staging plan');
    await app.press(KEYS.esc);
    await waitFor(() => expect(app.frame()).toContain('WHAT DIFFERS'));
    expect(app.store.getState().routes.map((r) => r.name)).toEqual(['sets', 'environments']);
  });

  it('stale agents and agents not drained, in one write of keys', async () => {
    const app = await openEnvironments(fakeProject(twoEnvironments()));
    await app.type(`G${KEYS.enter}`);
    await waitFor(() => expect(app.frame()).toContain('prod (organization acme, protected)'));
    expect(app.frame()).toContain('us-west: in sync');
    expect(app.frame()).toContain('us-east: 1 stale agent');
    expect(flat(app)).toContain(
      'agent voice-bot-east: to redeploy; stale: runs values older than app-us-east’s last write; not drained: 2 active sessions on dep-1',
    );
    expect(tidy(app.frame())).toMatchSnapshot('prod plan');
  });
});

describe('apply', () => {
  it('asks y/N for an environment that is not protected; n changes nothing; y applies and shows the steps', async () => {
    const project = fakeProject(twoEnvironments());
    const app = await openEnvironments(project);
    await app.press('a');
    await waitFor(() => expect(app.frame()).toContain('Apply these changes to staging?'));
    expect(inBox(app)).toContain(
      'staging (organization acme-staging): 2 writes, 1 agent rebound, 1 key not in the source kept (P in the plan removes them)',
    );
    // Read from the agent list only: the question says what apply's own read of the deployments can stop.
    expect(inBox(app)).toContain(
      "Apply first reads each agent's deployment: if one is failed or rolling, nothing is written and the plan is shown again with it",
    );
    expect(tidy(app.frame())).toMatchSnapshot('apply question');
    await app.press('n');
    await waitFor(() => expect(app.frame()).toContain('WHAT DIFFERS'));
    expect(project.applied).toEqual([]);
    await app.press('a', 'y');
    await waitFor(() => expect(app.frame()).toContain('✔ applied'));
    expect(project.applied).toEqual([{ env: 'staging', fingerprint: 'fp-staging' }]);
    expect(app.frame()).toContain('staging: wrote app-us-west');
    expect(app.frame()).toContain('staging: applied (1 write)');
    expect(tidy(app.frame())).toMatchSnapshot('applied');
  });

  it('a protected environment needs its name typed (the typeToConfirm dialog), typed in one write', async () => {
    const project = fakeProject(twoEnvironments());
    const app = await openEnvironments(project);
    await app.press('G', 'a');
    await waitFor(() => expect(app.frame()).toContain('prod is protected: type its name to apply to it'));
    await app.type('y');
    await app.press(KEYS.enter);
    await waitFor(() => expect(app.frame()).toContain('type exactly prod to confirm'));
    expect(project.applied).toEqual([]);
    await app.press(KEYS.backspace);
    await app.type(`prod${KEYS.enter}`);
    await waitFor(() => expect(app.frame()).toContain('✔ applied'));
    expect(project.applied).toEqual([{ env: 'prod', fingerprint: 'fp-prod' }]);
  });

  it('Esc at the typed question cancels; an environment in sync has nothing to apply', async () => {
    const [, prod] = twoEnvironments();
    prod!.plan!.regions[1]!.agents = [];
    prod!.plan!.counts = { ...prod!.plan!.counts, agentsToRedeploy: 0, staleAgents: 0, notDrained: 0 };
    prod!.plan!.inSync = true;
    prod!.plan!.deploymentsChecked = true;
    const project = fakeProject(twoEnvironments());
    const app = await openEnvironments(project);
    await app.press('G', 'a');
    await waitFor(() => expect(app.frame()).toContain('type its name'));
    await app.press(KEYS.esc);
    await waitFor(() => expect(app.frame()).toContain('WHAT DIFFERS'));
    expect(project.applied).toEqual([]);
    project.answer = { ...project.answer, environments: [prod!] };
    await app.press('r');
    await waitFor(() => expect(app.frame()).not.toContain('staging'));
    await app.press('a');
    await waitFor(() => expect(app.frame()).toContain('prod is in sync: nothing to apply'));
  });

  it('an environment in sync by the agent list only: a still asks, since apply reads the deployments', async () => {
    const [, prod] = twoEnvironments();
    prod!.plan!.regions[1]!.agents = [];
    prod!.plan!.counts = { ...prod!.plan!.counts, agentsToRedeploy: 0, staleAgents: 0, notDrained: 0 };
    prod!.plan!.inSync = true;
    const project = fakeProject([prod!]);
    const app = await openEnvironments(project);
    await app.press('a');
    await waitFor(() => expect(app.frame()).toContain('type its name'));
    // The question says the deployments are read first, and that nothing is redeployed without being shown.
    expect(inBox(app)).toContain(
      "nothing to write; apply first reads each agent's deployment and redeploys nothing without showing it: one it finds failed or rolling is shown here, for a to apply",
    );
    expect(app.frame()).not.toContain('nothing to apply');
    await app.type(`prod${KEYS.enter}`);
    await waitFor(() => expect(project.applied).toEqual([{ env: 'prod', fingerprint: 'fp-prod' }]));
  });

  it('the cloud changed since the plan was shown: nothing done, the plan again', async () => {
    const project = fakeProject(twoEnvironments());
    const [changed] = twoEnvironments();
    project.onApply = async () => ({ kind: 'changed', read: { ...changed!, fingerprint: 'fp-new' } });
    const app = await openEnvironments(project);
    await app.type(`ay`);
    await waitFor(() => expect(app.frame()).toContain('the cloud changed since the plan was shown: nothing was done'));
    expect(app.store.getState().project?.environments[0]?.fingerprint).toBe('fp-new');
  });

  it('a failed set stops the apply: its message, and that a carries on from what is done', async () => {
    const project = fakeProject(twoEnvironments());
    project.onApply = async (env, _fp, hooks) => {
      hooks.onStep({ text: `${env}: created app-us-west`, tone: 'info' });
      hooks.onStep({ text: `${env}: app-us-west failed: region us-west is out of capacity`, tone: 'error' });
      return {
        kind: 'done',
        ok: false,
        stopped: "set 'app-us-west' failed: region us-west is out of capacity",
        writes: 1,
        rolledOut: [],
      };
    };
    const app = await openEnvironments(project);
    await app.type('ay');
    await waitFor(() => expect(app.frame()).toContain('✖ stopped'));
    expect(flat(app)).toContain(
      "staging: stopped: set 'app-us-west' failed: region us-west is out of capacity. a applies again and carries on from what is done",
    );
    expect(app.store.getState().projectApply?.phase).toBe('stopped');
  });

  it('one apply at a time: `a` while one runs says so', async () => {
    const project = fakeProject(twoEnvironments());
    let finish!: () => void;
    project.onApply = () =>
      new Promise((resolve) => {
        finish = () => resolve({ kind: 'done', ok: true, writes: 0, rolledOut: [] });
      });
    const app = await openEnvironments(project);
    await app.type('ay');
    await waitFor(() => expect(app.frame()).toContain('⟳ applying'));
    await app.press(KEYS.esc, 'a', 'y');
    await waitFor(() => expect(app.frame()).toContain('an apply is running (staging): wait for it to end'));
    expect(project.applied).toHaveLength(1);
    finish();
    await waitFor(() => expect(app.store.getState().projectApply?.phase).toBe('done'));
  });

  it('without apply in this build, `a` says so and what to run', async () => {
    const app = await openEnvironments(fakeProject(twoEnvironments(), { apply: false }));
    await app.press('a');
    await waitFor(() =>
      expect(app.frame()).toContain('apply is not available in the app yet: run agentdeck apply -e staging'),
    );
  });
});
