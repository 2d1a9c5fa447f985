// The Environments screen when apply's read of each agent's deployment finds a redeploy the plan on screen did not
// show (a fake project source, fixed clock): nothing is done, a step says what was found, the plan shown is the
// checked one with the failed agent, and the next `a` asks again and hands apply what it showed. Keys one by one and
// in one write. The same against the emulator: environmentsChecked.emulator.test.tsx.
import { describe, expect, it } from 'vitest';
import type { ApplyResult, EnvironmentRead } from '../../src/project/appSource.js';
import { renderApp, tidy, type RenderedApp } from '../helpers/renderApp.js';
import { waitFor } from '../helpers/waitFor.js';
import { sampleSecrets } from './agents.fixtures.js';
import { agentPlan, envPlan, fakeProject, read, region, setPlan, type FakeProject } from './environments.fixtures.js';

const FAILED = 'failed: deployment 3f2a9c1e (after the write) failed and no older one is reported serving (boom)';

/** staging as the agent list reads it: in sync, deployments not read. */
function listOnly(): EnvironmentRead {
  return read(
    envPlan('staging', 'acme-staging', [
      region('us-west', [setPlan('app-us-west', 'us-west')], [agentPlan('voice-bot', 'us-west')]),
    ]),
  );
}

/** staging as apply reads it: voice-bot's deployment after the write failed. */
function checkedRead(agent = 'voice-bot'): EnvironmentRead {
  const plan = envPlan('staging', 'acme-staging', [
    region(
      'us-west',
      [setPlan('app-us-west', 'us-west')],
      [
        agentPlan(agent, 'us-west', {
          redeploy: true,
          issues: [{ kind: 'deployment', state: 'failed', message: FAILED }],
        }),
      ],
    ),
  ]);
  return read({ ...plan, deploymentsChecked: true });
}

async function open(project: FakeProject) {
  const app = await renderApp({ secrets: sampleSecrets(), project, columns: 100, rows: 24 });
  await app.press('5');
  await waitFor(() => expect(app.frame()).toMatch(/read 03:04:05/));
  return app;
}

const flat = (app: RenderedApp) => app.frame().split('\n').join(' ').replace(/\s+/g, ' ');
const inBox = (app: RenderedApp) =>
  flat(app)
    .replace(/[│╭╮╰╯─]/g, ' ')
    .replace(/\s+/g, ' ');

/** First apply: the check finds voice-bot failed (nothing done); then each apply as `next` says. */
function checkedThen(project: FakeProject, next: (n: number) => ApplyResult) {
  let calls = 0;
  project.onApply = async (env, _fp, hooks) => {
    calls++;
    if (calls === 1) return { kind: 'checked', read: checkedRead(), found: [{ agent: 'voice-bot', state: 'failed' }] };
    const result = next(calls);
    if (result.kind === 'done') hooks.onStep({ text: `${env}: roll out app-us-west`, tone: 'info' });
    return result;
  };
}

const STEP =
  "staging: reading each agent's deployment found 1 agent to redeploy (voice-bot: its deployment after the last write failed) — nothing was done; here is the plan: a applies it";

describe('apply finds a deployment the plan did not show', () => {
  it('a, y (one by one): nothing done, the step and the checked plan; a, y again applies what it showed', async () => {
    const project = fakeProject([listOnly()]);
    checkedThen(project, () => ({ kind: 'done', ok: true, writes: 0, rolledOut: ['app-us-west'] }));
    const app = await open(project);
    expect(app.frame()).toMatch(/staging\s+us-west\s+✔ in sync/);
    await app.press('a');
    await waitFor(() => expect(app.frame()).toContain('Apply these changes to staging?'));
    await app.press('y');
    await waitFor(() => expect(app.store.getState().projectApply?.phase).toBe('checked'));
    await waitFor(() => expect(flat(app)).toContain(STEP));
    expect(project.applied).toEqual([{ env: 'staging', fingerprint: 'fp-staging' }]);
    expect(app.frame()).toContain('apply staging at 03:04:05: ● not applied: deployments to act on');
    expect(flat(app)).toContain('staging (organization acme-staging): 1 agent to redeploy, 1 failed deployment');
    expect(flat(app)).toContain(`agent voice-bot: to redeploy; its deployment is not ready: ${FAILED}`);
    expect(app.frame()).not.toContain('deployments not checked');
    // The checked plan stays: no read replaces it with the agent list's.
    const reads = project.reads;
    expect(app.store.getState().project?.environments[0]?.plan?.deploymentsChecked).toBe(true);
    expect(tidy(app.frame())).toMatchSnapshot('checked: nothing done, the plan with the failed agent');

    await app.press('a');
    await waitFor(() => expect(app.frame()).toContain('Apply these changes to staging?'));
    expect(inBox(app)).toContain('staging (organization acme-staging): 1 agent rolled out');
    expect(inBox(app)).not.toContain('Apply first reads'); // the deployments were read: no second check to warn of
    await app.press('y');
    await waitFor(() => expect(app.store.getState().projectApply?.phase).toBe('done'));
    expect(project.applied[1]).toEqual({
      env: 'staging',
      fingerprint: 'fp-staging',
      shown: [{ agent: 'voice-bot', state: 'failed' }],
    });
    await waitFor(() => expect(app.frame()).toContain('✔ applied'));
    expect(project.reads).toBeGreaterThan(reads);
  });

  it('in one write (ay, then ay): the same; the check finding another agent answers checked again', async () => {
    const project = fakeProject([listOnly()]);
    checkedThen(project, () => ({
      kind: 'checked',
      read: checkedRead('support-bot'),
      found: [{ agent: 'support-bot', state: 'failed' }],
    }));
    const app = await open(project);
    await app.type('ay');
    await waitFor(() => expect(flat(app)).toContain(STEP));
    expect(app.store.getState().projectApply?.phase).toBe('checked');
    await app.type('ay');
    await waitFor(() => expect(project.applied).toHaveLength(2));
    expect(project.applied[1]?.shown).toEqual([{ agent: 'voice-bot', state: 'failed' }]);
    await waitFor(() =>
      expect(flat(app)).toContain(
        "staging: reading each agent's deployment found 1 agent to redeploy (support-bot: its deployment after the last write failed) — nothing was done",
      ),
    );
    expect(app.store.getState().projectApply?.phase).toBe('checked');
    expect(flat(app)).toContain('agent support-bot: to redeploy; its deployment is not ready');
    expect(flat(app)).not.toContain('agent voice-bot: to redeploy');
  });

  it('a plan read with its deployments and in sync: a has nothing to apply; a deployment to follow is a change', async () => {
    const inSync = listOnly();
    inSync.plan = { ...inSync.plan!, deploymentsChecked: true };
    const following = read({
      ...envPlan('prod', 'acme', [
        region(
          'us-west',
          [setPlan('app-us-west', 'us-west')],
          [
            agentPlan('voice-bot', 'us-west', {
              follow: true,
              issues: [
                {
                  kind: 'deployment',
                  state: 'rolling',
                  message: 'deployment 3f2a9c1e, made after the last write, is not ready yet',
                },
              ],
            }),
          ],
        ),
      ]),
      deploymentsChecked: true,
    });
    const app = await open(fakeProject([inSync, following]));
    expect(app.frame()).toMatch(/prod\s+us-west\s+● 1 change\s+1 deployment to follow/);
    await app.press('a');
    await waitFor(() => expect(app.frame()).toContain('staging is in sync: nothing to apply'));
    await app.press('G', 'a');
    await waitFor(() => expect(app.frame()).toContain('Apply these changes to prod?'));
    expect(inBox(app)).toContain('prod (organization acme): 1 deployment followed');
  });
});
