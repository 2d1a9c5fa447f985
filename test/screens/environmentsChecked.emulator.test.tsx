// The Environments screen against the emulator after a rollout that failed for one agent (its deployment after the
// write failed; the cause fixed since): the tab, reading the agent list only, calls prod in sync. `a` and prod's name
// (key by key) make apply read each agent's deployment: it finds voice-bot-us-east to redeploy, does nothing, and
// the plan shows it with a step saying so. `a` and the name again (in one write) redeploy it, once: the rollout view
// follows, and prod ends in sync. No value is ever drawn.
import { afterEach, describe, expect, it } from 'vitest';
import { realClock } from '../../src/api/rollout/runner.js';
import type { ProjectSource } from '../../src/project/appSource.js';
import {
  afterFailedProdRollout,
  appProjectSource,
  deploymentCounts,
  type ProjectWorld,
  writeCount,
} from '../project/helpers.js';
import { KEYS } from '../helpers/keys.js';
import { renderApp, tidy, type RenderedApp } from '../helpers/renderApp.js';
import { waitFor } from '../helpers/waitFor.js';

const VALUES = ['staging-openai-value-1', 'staging-deepgram-value-1', 'prod-openai-value-1', 'prod-deepgram-value-1'];

let world: ProjectWorld | undefined;
let source: ProjectSource | undefined;
afterEach(async () => {
  await source?.close();
  await world?.close();
  world = undefined;
  source = undefined;
});

const flat = (app: RenderedApp) => app.frame().split('\n').join(' ').replace(/\s+/g, ' ');
const inBox = (app: RenderedApp) =>
  flat(app)
    .replace(/[│╭╮╰╯─]/g, ' ')
    .replace(/\s+/g, ' ');
const prodPlan = (app: RenderedApp) => app.store.getState().project?.environments.find((e) => e.env === 'prod')?.plan;

describe('Environments on the emulator: a failed deployment the tab could not see', () => {
  it('a and the name: nothing redeployed, the plan shows it; again (in one write): redeployed once, in sync', async () => {
    world = await afterFailedProdRollout();
    const w = world;
    source = appProjectSource(w);
    const { secrets, agents } = w.clients('local');
    const app = await renderApp({ secrets, agents, project: source, columns: 110, rows: 30, rolloutClock: realClock });
    await app.press('5');
    await waitFor(() => expect(app.frame()).toMatch(/environments · 4 regions · read/), { interval: 50, tries: 300 });
    expect(app.frame()).toMatch(/prod\s+us-east\s+✔ in sync/);
    expect(prodPlan(app)).toMatchObject({ inSync: true, deploymentsChecked: false });
    const before = await deploymentCounts(w);
    const writesBefore = writeCount(w);

    // Key by key: a, then prod's name and Enter.
    await app.press('G', 'a');
    await waitFor(() => expect(app.frame()).toContain('prod is protected: type its name to apply to it'));
    expect(inBox(app)).toContain("apply first reads each agent's deployment and redeploys nothing without showing it");
    await app.press('p', 'r', 'o', 'd', KEYS.enter);
    await waitFor(() => expect(app.store.getState().projectApply?.phase).toBe('checked'), { interval: 50, tries: 600 });
    await waitFor(() =>
      expect(flat(app)).toContain(
        "prod: reading each agent's deployment found 1 agent to redeploy (voice-bot-us-east: its deployment after the last write failed) — nothing was done; here is the plan: a applies it",
      ),
    );
    expect(app.frame()).toContain('● not applied: deployments to act on');
    expect(flat(app)).toContain('prod (organization local, protected): 1 agent to redeploy, 1 failed deployment');
    expect(flat(app)).toMatch(
      /agent voice-bot-us-east: to redeploy; its deployment is not ready: failed: deployment \w+ \(after the write\) failed/,
    );
    expect(prodPlan(app)).toMatchObject({ inSync: false, deploymentsChecked: true });
    // Nothing was done: no write of any kind, no deployment.
    expect(writeCount(w)).toBe(writesBefore);
    expect(await deploymentCounts(w)).toEqual(before);
    expect(app.store.getState().routes.at(-1)?.name).toBe('environments');
    const shown = tidy(app.frame()).replace(/deployment [0-9a-f]{8}/g, 'deployment <id>');
    expect(shown).toMatchSnapshot('checked: voice-bot-us-east to redeploy, nothing done');

    // In one write: a, the name, Enter. The same finding: voice-bot-us-east is redeployed; the rollout view follows.
    await app.type(`aprod${KEYS.enter}`);
    await waitFor(() => expect(app.store.getState().routes.at(-1)?.name).toBe('rollout'), { interval: 50, tries: 600 });
    await waitFor(() => expect(app.store.getState().projectApply?.phase).toBe('done'), { interval: 50, tries: 1200 });
    const steps = app.store.getState().projectApply!.steps.map((s) => s.text);
    expect(steps.filter((s) => /wrote|created/.test(s))).toEqual([]);
    expect(steps).toContain('prod: applied (0 writes)');
    expect(await deploymentCounts(w)).toEqual({ ...before, 'voice-bot-us-east': before['voice-bot-us-east']! + 1 });
    expect((await w.deployments('voice-bot-us-east')).at(-1)?.outcome).toBe('ready');
    await waitFor(() => expect(app.frame()).toMatch(/voice-bot-us-east/));

    // Back on the plan: prod is in sync (read from the agent list again).
    await app.press(KEYS.esc);
    await waitFor(() => expect(app.frame()).toContain('apply prod at 03:04:05: ✔ applied'));
    await waitFor(() => expect(prodPlan(app)?.inSync).toBe(true), { interval: 50, tries: 300 });
    await waitFor(() => expect(flat(app)).toContain('prod (organization local, protected): in sync'));
    for (const frame of app.frames) for (const v of VALUES) expect(frame).not.toContain(v);
  }, 120_000);
});
