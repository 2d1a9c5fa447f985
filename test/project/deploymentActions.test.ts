// The deployment actions of a plan (project/deploymentActions.ts), as the app's apply compares them with the plan the
// user confirmed: which it finds that were not shown, and the words of the step that says so.
import { describe, expect, it } from 'vitest';
import { deploymentActions, unshownDeploymentActions } from '../../src/project/deploymentActions.js';
import { deploymentsFoundWords } from '../../src/project/words.js';
import { agentPlan, envPlan, region, setPlan } from '../screens/environments.fixtures.js';

const failed = (message = 'failed: deployment 3f2a9c1e (after the write) failed') => ({
  redeploy: true,
  issues: [{ kind: 'deployment' as const, state: 'failed' as const, message }],
});
const rolling = { follow: true, issues: [{ kind: 'deployment' as const, state: 'rolling' as const, message: 'x' }] };

const plan = envPlan('prod', 'acme', [
  region('us-west', [setPlan('app-us-west', 'us-west')], [agentPlan('voice-bot', 'us-west', failed())]),
  region(
    'us-east',
    [setPlan('app-us-east', 'us-east')],
    [
      agentPlan('support-bot', 'us-east', rolling),
      agentPlan('alpha-bot', 'us-east', failed()),
      agentPlan('stale-bot', 'us-east', { redeploy: true, issues: [{ kind: 'stale', message: 'older' }] }),
    ],
  ),
]);

describe('deploymentActions', () => {
  it("lists each agent with a deployment issue, by name, with its state (a stale agent is the list's own)", () => {
    expect(deploymentActions(plan)).toEqual([
      { agent: 'alpha-bot', state: 'failed' },
      { agent: 'support-bot', state: 'rolling' },
      { agent: 'voice-bot', state: 'failed' },
    ]);
    expect(
      deploymentActions(envPlan('prod', 'acme', [region('us-west', [setPlan('app-us-west', 'us-west')])])),
    ).toEqual([]);
  });

  it('none shown (a list-only plan): every action found is unshown; none found: nothing is', () => {
    const found = deploymentActions(plan);
    expect(unshownDeploymentActions(found, undefined)).toEqual(found);
    expect(unshownDeploymentActions(found, [])).toEqual(found);
    expect(unshownDeploymentActions([], undefined)).toEqual([]);
  });

  it('the same actions shown: none unshown; fewer found than shown: none; another agent or state: that one', () => {
    const found = deploymentActions(plan);
    expect(unshownDeploymentActions(found, [...found].reverse())).toEqual([]);
    expect(unshownDeploymentActions(found.slice(1), found)).toEqual([]);
    const more = [...found, { agent: 'zeta-bot', state: 'failed' as const }];
    expect(unshownDeploymentActions(more, found)).toEqual([{ agent: 'zeta-bot', state: 'failed' }]);
    const shownRolling = found.map((a) => (a.agent === 'voice-bot' ? { ...a, state: 'rolling' as const } : a));
    expect(unshownDeploymentActions(found, shownRolling)).toEqual([{ agent: 'voice-bot', state: 'failed' }]);
  });

  it('words: the agents to redeploy and the deployments to follow, each with why', () => {
    expect(deploymentsFoundWords([{ agent: 'voice-bot', state: 'failed' }])).toBe(
      '1 agent to redeploy (voice-bot: its deployment after the last write failed)',
    );
    expect(deploymentsFoundWords(deploymentActions(plan))).toBe(
      '2 agents to redeploy (alpha-bot, voice-bot: their deployments after the last write failed) and 1 deployment to follow (support-bot: still rolling after the last write)',
    );
  });
});
