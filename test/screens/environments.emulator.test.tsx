// The Environments screen against the emulator with the real project reader (project/appSource.ts) over HTTP: the
// two-environment, two-region project of test/project/helpers.ts (staging → organization "staging", prod → "local",
// protected). An environment whose .env is missing cannot be read, with its reason, while the other is shown; `r`
// reads it once the file is there; Enter shows the plan; `a` applies (y for staging, the name typed for prod), the
// rollout view follows the rollouts, and the environments end in sync; a value changed in .env.prod is named by its
// key in prod's plan. A key removed from the source is kept by `a` and removed by P then `a`, the plan in sync
// afterwards. No value is ever drawn.
import { afterEach, describe, expect, it } from 'vitest';
import { realClock } from '../../src/api/rollout/runner.js';
import { projectSource } from '../../src/project/appSource.js';
import { PROJECT, startProjectWorld, taggedChange, type ProjectWorld } from '../project/helpers.js';
import { KEYS } from '../helpers/keys.js';
import { renderApp, type RenderedApp } from '../helpers/renderApp.js';
import { waitFor } from '../helpers/waitFor.js';

const STAGING = 'OPENAI_API_KEY=staging-openai-value-1\nDEEPGRAM_API_KEY=staging-deepgram-value-1\n';
const PROD = 'OPENAI_API_KEY=prod-openai-value-1\nDEEPGRAM_API_KEY=prod-deepgram-value-1\n';
const VALUES = ['staging-openai-value-1', 'staging-deepgram-value-1', 'prod-openai-value-1', 'prod-deepgram-value-1'];

let world: ProjectWorld | undefined;
let source: ReturnType<typeof projectSource> | undefined;
afterEach(async () => {
  await source?.close();
  await world?.close();
  world = undefined;
  source = undefined;
});

const row = (app: RenderedApp, env: string, region: string) =>
  app
    .frame()
    .split('\n')
    .find((l) => new RegExp(`^[› ] ${env}\\s+${region}\\s`).test(l)) ?? '';

const flat = (app: RenderedApp) => app.frame().split('\n').join(' ').replace(/\s+/g, ' ');

async function open(w: ProjectWorld) {
  source = projectSource({
    cwd: w.dir,
    env: w.env,
    startEmbeddedEmulator: () => Promise.reject(new Error('no embedded emulator in this test')),
  });
  const { secrets, agents } = w.clients('local');
  // The emulator deploys in real time: the rollouts follow it on the real clock (the app's own clock stays fixed).
  const app = await renderApp({ secrets, agents, project: source, columns: 110, rows: 30, rolloutClock: realClock });
  await app.press('5');
  await waitFor(() => expect(app.frame()).toMatch(/environments · 4 regions · read/), { interval: 50, tries: 300 });
  return app;
}

describe('Environments on the emulator', () => {
  it('a missing .env.prod: prod cannot be read (its reason), staging is shown; r reads it once it is there', async () => {
    world = await startProjectWorld();
    world.write('.env.staging', STAGING);
    const app = await open(world);
    expect(app.frame()).toContain(`project ${world.dir}/agentdeck.toml`);
    expect(row(app, 'staging', 'us-west')).toMatch(/● 3 changes\s+1 set to create, 2 agents to rebind/);
    expect(row(app, 'staging', 'us-east')).toMatch(/● 2 changes\s+1 set to create, 1 agent to rebind/);
    expect(row(app, 'prod', 'us-west')).toMatch(
      /✖ cannot read\s+environment 'prod': its values file .env.prod is not found/,
    );
    world.write('.env.prod', PROD);
    await app.press('r');
    await waitFor(() => expect(row(app, 'prod', 'us-west')).toContain('3 changes'), { interval: 50, tries: 300 });
    await app.press(KEYS.enter);
    await waitFor(() => expect(app.frame()).toContain('staging (organization staging)'));
    expect(flat(app)).toContain('set app-us-west: to create with 2 keys (DEEPGRAM_API_KEY, OPENAI_API_KEY)');
    expect(flat(app)).toContain('agent support-bot: to rebind; bound to no set, should be app-us-west');
    for (const frame of app.frames) for (const v of VALUES) expect(frame).not.toContain(v);
  });

  it('applies staging (y) and prod (its name typed); the rollout view follows; both end in sync', async () => {
    world = await startProjectWorld();
    world.write('.env.staging', STAGING);
    world.write('.env.prod', PROD);
    const app = await open(world);
    await app.press('a');
    await waitFor(() => expect(app.frame()).toContain('Apply these changes to staging?'));
    await app.press('y');
    await waitFor(() => expect(app.store.getState().routes.at(-1)?.name).toBe('rollout'), { interval: 50, tries: 400 });
    await waitFor(() => expect(app.store.getState().projectApply?.phase).toBe('done'), { interval: 50, tries: 1200 });
    const steps = app.store.getState().projectApply!.steps.map((s) => s.text);
    expect(steps).toContain('staging: created app-us-west');
    expect(steps).toContain('staging: created app-us-east');
    await app.press(KEYS.esc);
    await waitFor(() => expect(app.frame()).toContain('apply staging at 03:04:05: ✔ applied'));
    await app.press(KEYS.esc);
    await waitFor(() => expect(row(app, 'staging', 'us-west')).toContain('✔ in sync'), { interval: 50, tries: 300 });
    expect(row(app, 'staging', 'us-east')).toContain('✔ in sync');
    expect(row(app, 'prod', 'us-west')).toContain('3 changes');

    // prod is protected: its name typed, in one write.
    await app.press('G', 'a');
    await waitFor(() => expect(app.frame()).toContain('prod is protected: type its name to apply to it'));
    await app.type(`prod${KEYS.enter}`);
    await waitFor(() => expect(app.store.getState().projectApply?.env).toBe('prod'));
    await waitFor(() => expect(app.store.getState().projectApply?.phase).toBe('done'), { interval: 50, tries: 1200 });
    await waitFor(() => expect(app.store.getState().projectLoading).toBe(false));
    const prod = app.store.getState().project?.environments.find((e) => e.env === 'prod');
    await waitFor(
      () => expect(app.store.getState().project?.environments.find((e) => e.env === 'prod')?.plan?.inSync).toBe(true),
      { interval: 50, tries: 300 },
    );
    expect(prod).toBeDefined();
    for (const frame of app.frames) for (const v of VALUES) expect(frame).not.toContain(v);
    expect(PROJECT).toContain('protected = true');
  }, 120_000);

  it("a value changed in .env.prod: prod's plan names its key, staging stays in sync", async () => {
    world = await startProjectWorld();
    const w = world;
    w.write('.env.staging', STAGING);
    w.write('.env.prod', PROD);
    const applied = await w.run(['apply', '-s']);
    expect(applied.code, applied.stderr).toBe(0);
    const prod = { OPENAI_API_KEY: 'prod-openai-value-1', DEEPGRAM_API_KEY: 'prod-deepgram-value-1' };
    const rotated = await taggedChange(w, 'local', ['app-us-west', 'app-us-east'], prod, 'OPENAI_API_KEY');
    w.write('.env.prod', `OPENAI_API_KEY=${rotated}\nDEEPGRAM_API_KEY=prod-deepgram-value-1\n`);
    const app = await open(w);
    expect(row(app, 'staging', 'us-west')).toContain('✔ in sync');
    expect(row(app, 'prod', 'us-west')).toMatch(/● \d+ changes?/);
    await app.press('G', KEYS.enter);
    await waitFor(() => expect(app.frame()).toContain('prod (organization local, protected)'));
    expect(flat(app)).toContain('set app-us-west: to write — OPENAI_API_KEY: value differs');
    expect(flat(app)).toContain('set app-us-east: to write — OPENAI_API_KEY: value differs');
    expect(flat(app)).not.toContain('DEEPGRAM_API_KEY: value differs');
    for (const frame of app.frames) for (const v of [...VALUES, rotated]) expect(frame).not.toContain(v);
  }, 120_000);

  it('a key removed from the source: kept by a, removed by P then a; the plan is then in sync', async () => {
    world = await startProjectWorld();
    const w = world;
    w.write('.env.staging', STAGING);
    w.write('.env.prod', PROD);
    expect((await w.run(['apply', '-e', 'staging', '-s'])).code).toBe(0);
    w.write(
      'agentdeck.toml',
      PROJECT.replace('required = ["OPENAI_API_KEY", "DEEPGRAM_API_KEY"]', 'required = ["OPENAI_API_KEY"]'),
    );
    w.write('.env.staging', 'OPENAI_API_KEY=staging-openai-value-1\n');
    const keysOf = async (set: string) => (await w.clients('staging').secrets.getSecretSet(set)).keys;
    const app = await open(w);
    expect(row(app, 'staging', 'us-west')).toMatch(/● 1 change\s+1 key to remove/);
    await app.press(KEYS.enter);
    await waitFor(() => expect(app.frame()).toContain('staging (organization staging)'));
    expect(flat(app)).toContain('prune off: 2 keys not in the source are kept (P removes them)');
    expect(flat(app)).toContain('set app-us-west: keys to remove: DEEPGRAM_API_KEY (kept: P removes them)');

    // a without P: applied, nothing removed, still to remove.
    await app.press('a');
    await waitFor(() => expect(app.frame()).toContain('Apply these changes to staging?'));
    await app.press('y');
    await waitFor(() => expect(app.store.getState().projectApply?.phase).toBe('done'), { interval: 50, tries: 600 });
    await waitFor(() => expect(app.store.getState().projectLoading).toBe(false));
    expect(await keysOf('app-us-west')).toContain('DEEPGRAM_API_KEY');
    expect(await keysOf('app-us-east')).toContain('DEEPGRAM_API_KEY');
    await waitFor(() => expect(flat(app)).toContain('keys to remove: DEEPGRAM_API_KEY (kept: P removes them)'));

    // The cloud changes after the plan was read (an agent given a new image elsewhere): P, a, y does nothing and
    // shows the plan again as it is without prune (P is asked for again).
    await w.clients('staging').agents.updateAgent('support-bot', { image: 'ghcr.io/example/support-bot:2' });
    await app.press('P', 'a', 'y');
    await waitFor(() => expect(app.store.getState().projectApply?.phase).toBe('changed'), { interval: 50, tries: 600 });
    await waitFor(() => expect(flat(app)).toContain('the cloud changed since the plan was shown: nothing was done'));
    expect(flat(app)).toContain('set app-us-west: keys to remove: DEEPGRAM_API_KEY (kept: P removes them)');
    expect(flat(app)).not.toContain('to write — keys to remove');
    expect(flat(app)).toContain('prune off: 2 keys not in the source are kept');
    expect(await keysOf('app-us-west')).toContain('DEEPGRAM_API_KEY');

    // P then a: the question names the keys and the environment; both go; the plan is in sync.
    await app.press('P');
    await waitFor(() =>
      expect(flat(app)).toContain(
        'prune on: apply removes 2 keys not in the source from staging — app-us-west: DEEPGRAM_API_KEY; app-us-east: DEEPGRAM_API_KEY',
      ),
    );
    await app.press('a');
    await waitFor(() => expect(app.frame()).toContain('Apply these changes to staging, removing 2 keys?'));
    await app.press('y');
    await waitFor(() => expect(app.store.getState().projectApply).toMatchObject({ prune: true, phase: 'done' }), {
      interval: 50,
      tries: 1200,
    });
    const steps = app.store.getState().projectApply!.steps.map((s) => s.text);
    expect(steps).toContain('staging: removed DEEPGRAM_API_KEY from app-us-west');
    expect(steps).toContain('staging: removed DEEPGRAM_API_KEY from app-us-east');
    expect(await keysOf('app-us-west')).toEqual(['OPENAI_API_KEY']);
    expect(await keysOf('app-us-east')).toEqual(['OPENAI_API_KEY']);
    await waitFor(
      () =>
        expect(app.store.getState().project?.environments.find((e) => e.env === 'staging')?.plan?.inSync).toBe(true),
      { interval: 50, tries: 600 },
    );
    if (app.store.getState().routes.at(-1)?.name === 'rollout') await app.press(KEYS.esc);
    await waitFor(() => expect(app.frame()).toContain('staging (organization staging): in sync'));
    await app.press(KEYS.esc);
    await waitFor(() => expect(row(app, 'staging', 'us-west')).toContain('✔ in sync'));
    expect(row(app, 'staging', 'us-east')).toContain('✔ in sync');
    for (const frame of app.frames) for (const v of VALUES) expect(frame).not.toContain(v);
  }, 120_000);
});
