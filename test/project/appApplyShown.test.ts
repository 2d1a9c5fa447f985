// The app's apply (project/appSource.ts) never acts on what the user was not shown, against the emulator: the app's plan
// is read from the agent list only, which cannot tell a failed deployment from a ready one. When apply's own read of
// each deployment finds a redeploy the confirmed plan did not show, it does nothing — no write, no redeploy — and
// answers with the plan as checked; applied again with that plan shown, it redeploys the agent, once.
import { afterEach, describe, expect, it } from 'vitest';
import { planRollout, runRollout, summarize } from '../../src/api/rollout/index.js';
import type { ApplyHooks, ApplyRollout, ProjectSource } from '../../src/project/appSource.js';
import { deploymentActions } from '../../src/project/deploymentActions.js';
import {
  afterFailedProdRollout,
  appProjectSource,
  deploymentCounts,
  type ProjectWorld,
  writeCount,
} from './helpers.js';

let world: ProjectWorld | undefined;
let source: ProjectSource | undefined;
afterEach(async () => {
  await source?.close();
  await world?.close();
  world = undefined;
  source = undefined;
});

/** The app's hooks, with the rollout engine run as the app runs it (no journal, no lock), each call kept. */
function hooks() {
  const rollouts: ApplyRollout[] = [];
  const steps: string[] = [];
  const h: ApplyHooks = {
    onStep: (s) => steps.push(s.text),
    rollout: async (call) => {
      rollouts.push(call);
      const deps = { agents: call.clients.agents, secrets: call.clients.secrets };
      const plan = await planRollout(deps, { set: call.set, agents: call.agents });
      return summarize(await runRollout(deps, plan)).ok;
    },
  };
  return { hooks: h, rollouts, steps };
}

describe("the app's apply after a failed post-write deployment", () => {
  it('shown a list-only plan: answers the checked plan and does nothing; shown that plan: redeploys it once', async () => {
    world = await afterFailedProdRollout();
    const w = world;
    source = appProjectSource(w);
    const read = await source.read();
    const prod = read.environments.find((e) => e.env === 'prod')!;
    // What the screen shows: in sync by the agent list, deployments not read.
    expect(prod.plan).toMatchObject({ inSync: true, deploymentsChecked: false });
    const before = await deploymentCounts(w);
    const writesBefore = writeCount(w);

    const one = hooks();
    const checked = await source.apply!('prod', prod.fingerprint!, one.hooks);
    expect(checked.kind).toBe('checked');
    if (checked.kind !== 'checked') return;
    expect(checked.found).toEqual([{ agent: 'voice-bot-us-east', state: 'failed' }]);
    expect(checked.read.fingerprint).toBe(prod.fingerprint);
    expect(checked.read.plan).toMatchObject({
      inSync: false,
      deploymentsChecked: true,
      counts: { agentsToRedeploy: 1, failedDeployments: 1, setsToUpdate: 0 },
    });
    const agent = checked.read.plan!.regions.flatMap((r) => r.agents).find((a) => a.name === 'voice-bot-us-east');
    expect(agent).toMatchObject({ redeploy: true, issues: [{ kind: 'deployment', state: 'failed' }] });
    // Nothing was done: no step, no rollout, no write, no deployment.
    expect(one.steps).toEqual([]);
    expect(one.rollouts).toEqual([]);
    expect(writeCount(w)).toBe(writesBefore);
    expect(await deploymentCounts(w)).toEqual(before);

    // With prune (P), the same: nothing done, and the plan shown is read without prune (P is asked for again).
    const pruned = hooks();
    const withPrune = await source.apply!('prod', prod.fingerprint!, pruned.hooks, { prune: true });
    expect(withPrune).toMatchObject({ kind: 'checked', found: [{ agent: 'voice-bot-us-east', state: 'failed' }] });
    expect(pruned.rollouts).toEqual([]);
    expect(writeCount(w)).toBe(writesBefore);

    // Shown the checked plan, but with another state for the agent than the check finds: still not acted on.
    const other = hooks();
    const again = await source.apply!('prod', checked.read.fingerprint!, other.hooks, {
      shownDeploymentActions: [{ agent: 'voice-bot-us-east', state: 'rolling' }],
    });
    expect(again.kind).toBe('checked');
    expect(other.rollouts).toEqual([]);
    expect(writeCount(w)).toBe(writesBefore);

    // Shown the checked plan and confirmed: the same finding, so apply goes on and redeploys that agent once.
    const two = hooks();
    const done = await source.apply!('prod', checked.read.fingerprint!, two.hooks, {
      shownDeploymentActions: deploymentActions(checked.read.plan!),
    });
    expect(done).toMatchObject({ kind: 'done', ok: true, writes: 0, rolledOut: ['app-us-east'] });
    expect(two.rollouts.map((r) => ({ set: r.set, agents: r.agents }))).toEqual([
      { set: 'app-us-east', agents: [{ name: 'voice-bot-us-east', region: 'us-east' }] },
    ]);
    expect(await deploymentCounts(w)).toEqual({ ...before, 'voice-bot-us-east': before['voice-bot-us-east']! + 1 });
    expect((await w.deployments('voice-bot-us-east')).at(-1)?.outcome).toBe('ready');
    // No set was written again (the only writes were the redeploy's).
    expect(two.steps.filter((s) => /wrote|created/.test(s))).toEqual([]);
  }, 120_000);
});
