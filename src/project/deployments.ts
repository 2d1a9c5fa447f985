// What the agent list cannot say: whether the deployment of an agent the plan calls current is ready. The list names
// each agent's newest deployment and when it was made, not whether it failed, so after a rollout that failed halfway
// the plan would call the environment in sync. For each such agent bound to a managed set, its detail is read (the
// rollout's pre-flight read, `concurrency` at a time) and the rollout's own rule (api/rollout/staleDecision.ts)
// decides: redeploy (its deployment after the set's last write failed, whatever still serves), follow (rolling), or
// nothing. apply always checks; `plan` only with --deployments (by default it stays one list read per environment).
import pMap from 'p-map';
import type { AgentsApi } from '../api/agents/client.js';
import { rolloutProgress, shortId } from '../api/agents/deployStatus.js';
import type { CallOptions } from '../api/contracts.js';
import { isApiError } from '../api/http/errors.js';
import { sanitizeTerminalText } from '../api/redact/sanitize.js';
import { staleDecision } from '../api/rollout/staleDecision.js';
import { deploymentOfDetail } from '../api/secrets/setWrites.js';
import { combineStaleness, setWriteOf, stalenessOf } from '../api/secrets/staleness.js';
import { CLOUD_CONCURRENCY, type CloudState } from './cloud.js';
import { countPlan, isInSync, type AgentIssue, type AgentPlan, type EnvironmentPlan } from './plan.js';

/** Issues that already make the plan act on an agent, or say it cannot: its deployment is not read then. */
const SETTLED: ReadonlyArray<AgentIssue['kind']> = ['missing', 'wrong-region', 'unreadable', 'stale', 'unknown'];

/** The agents whose deployment is read: current by the list, bound to a managed set the plan read, nothing to do. */
export function agentsToCheck(plan: EnvironmentPlan, cloud: CloudState): AgentPlan[] {
  return plan.regions
    .flatMap((r) => r.agents)
    .filter(
      (a) =>
        !a.rebind &&
        !a.redeploy &&
        !a.follow &&
        !a.issues.some((i) => SETTLED.includes(i.kind)) &&
        (cloud.agents.get(a.name)?.secretSets ?? []).some((s) => cloud.sets.get(s)?.detail !== undefined),
    );
}

/**
 * Reads the deployment of every agent `agentsToCheck` names and returns the plan with what they say: an agent to
 * redeploy or follow gets a `deployment` issue (an unreadable detail: `unreadable`). Requests made: `requests`.
 */
export async function checkDeployments(
  agents: Pick<AgentsApi, 'getAgent'>,
  plan: EnvironmentPlan,
  cloud: CloudState,
  opts: CallOptions & { now?: () => number; concurrency?: number } = {},
): Promise<{ plan: EnvironmentPlan; requests: number }> {
  const now = opts.now ?? Date.now;
  const check = agentsToCheck(plan, cloud);
  const found = new Map<string, { issue: AgentIssue; redeploy: boolean; follow: boolean }>();
  await pMap(
    check,
    async (a) => {
      const c = cloud.agents.get(a.name)!;
      let detail;
      try {
        detail = await agents.getAgent(a.name, { signal: opts.signal });
      } catch (error) {
        if (isApiError(error) && error.code === 'ABORTED') throw error;
        const why = sanitizeTerminalText(error instanceof Error ? error.message : String(error), { singleLine: true });
        found.set(a.name, {
          issue: { kind: 'unreadable', message: `its deployment could not be read: ${why}` },
          redeploy: false,
          follow: false,
        });
        return;
      }
      const at = now();
      const facts = deploymentOfDetail(detail);
      const bound = c.secretSets.flatMap((s) => {
        const d = cloud.sets.get(s)?.detail;
        return d ? [stalenessOf(setWriteOf(d), facts, at)] : [];
      });
      const desired = detail.desiredDeploymentId;
      const progress = desired !== undefined ? rolloutProgress(detail, desired) : undefined;
      const decision = staleDecision(combineStaleness(a.name, bound), desired, progress, at);
      if (decision.kind === 'redeploy')
        found.set(a.name, {
          issue: { kind: 'deployment', state: 'failed', message: decision.reason },
          redeploy: true,
          follow: false,
        });
      else if (decision.kind === 'follow')
        found.set(a.name, {
          issue: {
            kind: 'deployment',
            state: 'rolling',
            message: `deployment ${shortId(decision.deploymentId)}, made after the last write, is not ready yet${progress?.message ? ` (${progress.message})` : ''}`,
          },
          redeploy: false,
          follow: true,
        });
    },
    { concurrency: Math.max(1, opts.concurrency ?? CLOUD_CONCURRENCY) },
  );
  const regions = plan.regions.map((r) => ({
    ...r,
    agents: r.agents.map((a) => {
      const f = found.get(a.name);
      if (!f) return a;
      return {
        ...a,
        issues: [...a.issues, f.issue],
        ...(f.redeploy ? { redeploy: true } : {}),
        ...(f.follow ? { follow: true } : {}),
      };
    }),
  }));
  const counts = countPlan(
    regions.flatMap((r) => r.sets),
    regions.flatMap((r) => r.pullSecrets),
    regions.flatMap((r) => r.agents),
  );
  return {
    plan: { ...plan, regions, counts, inSync: isInSync(counts), deploymentsChecked: true },
    requests: check.length,
  };
}
