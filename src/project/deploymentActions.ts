// What reading each agent's deployment (deployments.ts) adds to a plan, as the app's apply compares it: the agents
// with a `deployment` issue — redeployed (its deployment after the set's last write failed) or followed (rolling) —
// by name and state. The app's plan is read from the agent list only; its apply reads the deployments again and acts
// only when each action they call for was in the plan the user confirmed (appSource.ts). Pure.
import type { EnvironmentPlan } from './plan.js';

export interface DeploymentAction {
  agent: string;
  /** failed: apply redeploys it; rolling: apply follows it. */
  state: 'failed' | 'rolling';
}

/** The plan's deployment actions, sorted by agent name (none in a plan whose deployments were not read). */
export function deploymentActions(plan: EnvironmentPlan): DeploymentAction[] {
  const out: DeploymentAction[] = [];
  for (const a of plan.regions.flatMap((r) => r.agents))
    for (const i of a.issues) if (i.kind === 'deployment') out.push({ agent: a.name, state: i.state });
  return out.sort((x, y) => (x.agent < y.agent ? -1 : x.agent > y.agent ? 1 : x.state < y.state ? -1 : 1));
}

/**
 * The actions of `found` the user was not shown: not in `shown` with the same state (none shown — the plan on screen
 * was not checked —: every one). Empty: apply may act.
 */
export function unshownDeploymentActions(
  found: readonly DeploymentAction[],
  shown: readonly DeploymentAction[] | undefined,
): DeploymentAction[] {
  const seen = new Set((shown ?? []).map((s) => `${s.state} ${s.agent}`));
  return found.filter((f) => !seen.has(`${f.state} ${f.agent}`));
}
