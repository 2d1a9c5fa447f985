// An agent the project lists without a set: agentdeck does not manage its binding, but it still runs a set the file
// manages. plan and apply agree on it: the agent is rolled out with the set it is bound to in its region (so one
// apply reaches "in sync"), and a binding to a set in another region — which no rollout can serve — is shown as
// stale with the reason, never planned as a redeploy that apply would then skip forever.
import { afterEach, describe, expect, it } from 'vitest';
import { PROD_ENV, PROJECT, afterProdApplied, type ProjectWorld } from './helpers.js';

let world: ProjectWorld | undefined;
afterEach(async () => {
  await world?.close();
  world = undefined;
});

const CHANGED = PROD_ENV.replace('prod-openai-value-1', 'prod-openai-value-2');
// voice-bot listed without a set: its bindings (app in each region, from the first apply) are left as they are.
const UNMANAGED = PROJECT.replace('[agents.voice-bot]\nset = "app"\n', '[agents.voice-bot]\n');

describe('an agent listed without a set', () => {
  it('runs a set the file manages: the change rolls it out too, and one apply reaches in sync', async () => {
    world = await afterProdApplied();
    const w = world;
    w.write('agentdeck.toml', UNMANAGED);
    w.write('.env.prod', CHANGED);
    const before = (await w.deployments('voice-bot-us-east')).length;
    const plan = await w.run(['plan', '-e', 'prod']);
    expect(plan.stdout).toContain('agent voice-bot-us-west: to redeploy');
    expect(plan.stdout).toContain('agent voice-bot-us-east: to redeploy');
    const apply = await w.run(['apply', '-e', 'prod', '-s']);
    expect(apply.code, apply.stderr).toBe(0);
    expect((await w.deployments('voice-bot-us-east')).length).toBe(before + 1);
    const after = await w.run(['plan', '-e', 'prod', '--exit-code']);
    expect(after.code, after.stdout).toBe(0);
    expect(after.stdout).toContain('prod (organization local, protected): in sync');
  }, 90_000);

  it('bound to a managed set in another region: shown stale with the reason, not a redeploy; plan stays in sync', async () => {
    world = await afterProdApplied();
    const w = world;
    // voice-bot-us-west bound to a set that then moved region (the service refuses such a binding when it is made):
    // 'moved' created in us-west, bound, deleted and written again in us-east; the file manages it there.
    const { secrets, agents } = w.clients('local');
    await secrets.putSecrets('moved', { OPENAI_API_KEY: 'elsewhere-1' }, { region: 'us-west' });
    for (
      let i = 0;
      i < 100 && (await secrets.listSecretSets()).find((x) => x.name === 'moved')?.status !== 'ready';
      i++
    )
      await new Promise((r) => setTimeout(r, 50));
    await agents.updateAgent('voice-bot-us-west', { secretSet: 'moved' });
    await secrets.deleteSecretSet('moved');
    await secrets.putSecrets('moved', { OPENAI_API_KEY: 'elsewhere-1' }, { region: 'us-east' });
    w.write('agentdeck.toml', `${UNMANAGED}\n[sets.moved]\nregions = ["us-east"]\nrequired = ["OPENAI_API_KEY"]\n`);
    const first = await w.run(['apply', '-e', 'prod', '-s']);
    expect(first.code, first.stderr).toBe(0);
    const plan = await w.run(['plan', '-e', 'prod', '--exit-code']);
    expect(plan.code, plan.stdout).toBe(0);
    expect(plan.stdout).toMatch(
      /agent voice-bot-us-west: stale.*\(bound to moved in another region: apply cannot roll it out; fix the binding\)/,
    );
    expect(plan.stdout).not.toContain('agent voice-bot-us-west: to redeploy');
  }, 90_000);
});
