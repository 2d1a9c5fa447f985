// A rollback: a new deployment of what the agent ran before — the previous deployment's image, the sets it bound, its
// scaling, node type and session limit — through the agent update API (`PUT …/services` with `forceRedeploy`, as the
// official CLI updates an agent; docs/agents-wire.md). Secret VALUES cannot roll back: the service keeps one value
// per key, so the new deployment reads the sets as they are now. What the previous deployment ran is read from the
// deployments list (`GET …/services/{name}/deployments`), which only the org-scoped API has: with a private key the
// client says so and sends nothing. The rollout engine follows it unchanged: rollbackAgents() wraps the client so
// its "redeploy" of each agent is that update.
import type { AgentDetail } from './detail.js';
import type { AgentDeployment } from './deployments.js';
import { DEPLOYMENTS_UNAVAILABLE } from './deployments.js';
import type { AgentsApi, AgentWrite } from './client.js';
import { isUsableImage } from './detail.js';
import type { CallOptions } from '../contracts.js';
import { shortId } from './deployStatus.js';
import { ApiError, isApiError } from '../http/errors.js';

export const ROLLBACK_UNAVAILABLE = 'ROLLBACK_UNAVAILABLE';

/** The plain words every confirmation of a rollback says (the command line and the app). */
export const ROLLBACK_VALUES_NOTE =
  'Secret VALUES cannot roll back: the new deployment reads its secret sets as they are now (their current values), ' +
  'not as they were when the previous deployment was made.';

export interface RollbackPlan {
  agent: string;
  /** The deployment it runs now (desired). */
  from: AgentDeployment | { id: string | undefined };
  /** The one before it, whose image and settings are redeployed. */
  to: AgentDeployment;
  /** The update sent (image, sets, scaling …, forceRedeploy). */
  write: AgentWrite;
  /** What changes, in words: "image me/bot:2 → me/bot:1", "secret set keys → keys-v1" … */
  changes: string[];
}

/** The confirmation's lines (the command line's and the app's): what changes, and what does not — the values. */
export function rollbackLines(plan: RollbackPlan): string[] {
  const from = shortId(plan.from.id);
  const to = shortId(plan.to.id);
  return [
    `Roll back ${plan.agent}: a new deployment of ${to}${plan.to.createdAt ? ` (made ${plan.to.createdAt})` : ''}, replacing ${from}.`,
    ...(plan.changes.length > 0 ? plan.changes.map((c) => `  ${c}`) : ['  (the same image and settings as now)']),
    ROLLBACK_VALUES_NOTE,
  ];
}

const unavailable = (message: string) => new ApiError({ status: 0, code: ROLLBACK_UNAVAILABLE, message });

/**
 * What a rollback of `detail`'s agent would send: the deployment before its desired one, from the deployments list.
 * Rejects with ROLLBACK_UNAVAILABLE when that cannot be known (a private key, no earlier deployment, an image the
 * service does not return) — nothing is sent then.
 */
export async function planRollback(
  agents: AgentsApi,
  detail: AgentDetail,
  opts: CallOptions = {},
): Promise<RollbackPlan> {
  const name = detail.name;
  if (!agents.listDeployments)
    throw unavailable(`agent '${name}' cannot be rolled back here: this client cannot list its deployments`);
  let list: AgentDeployment[];
  try {
    list = await agents.listDeployments(name, opts);
  } catch (error) {
    if (isApiError(error) && error.code === DEPLOYMENTS_UNAVAILABLE)
      throw unavailable(
        `agent '${name}' cannot be rolled back with a private API key: the published API does not say what an earlier ` +
          'deployment ran (only the org-scoped deployments list does). Sign in with `agentdeck auth login` (a user ' +
          'session), or deploy the earlier image with `pipecat cloud deploy`.',
      );
    throw error;
  }
  const desired = detail.desiredDeploymentId;
  const at = desired !== undefined ? list.findIndex((d) => d.id === desired) : 0;
  const current = at >= 0 ? list[at] : undefined;
  const previous = at >= 0 ? list[at + 1] : undefined;
  if (!previous)
    throw unavailable(
      `agent '${name}' has no deployment before ${desired !== undefined ? shortId(desired) : 'its current one'} to roll back to`,
    );
  if (!isUsableImage(previous.image ?? undefined))
    throw unavailable(
      `agent '${name}': the service did not return the image of deployment ${shortId(previous.id)} (a build deploy?); ` +
        'deploy it again with `pipecat cloud deploy`',
    );
  if (previous.secretSets.length > 1)
    throw unavailable(
      `agent '${name}': deployment ${shortId(previous.id)} bound ${previous.secretSets.length} secret sets and an update names one; deploy it with \`pipecat cloud deploy\``,
    );
  const write: AgentWrite = {
    image: previous.image as string,
    ...(detail.region !== undefined ? { region: detail.region } : {}),
    ...(previous.secretSets[0] !== undefined ? { secretSet: previous.secretSets[0] } : {}),
    ...(previous.imagePullSecret !== null ? { imagePullSecretSet: previous.imagePullSecret } : {}),
    ...(previous.nodeType !== null ? { nodeType: previous.nodeType } : {}),
    ...(previous.minAgents !== null || previous.maxAgents !== null
      ? {
          autoScaling: {
            ...(previous.minAgents !== null ? { minAgents: previous.minAgents } : {}),
            ...(previous.maxAgents !== null ? { maxAgents: previous.maxAgents } : {}),
          },
        }
      : {}),
    ...(previous.maxSessionDuration !== null ? { maxSessionDuration: previous.maxSessionDuration } : {}),
    forceRedeploy: true,
  };
  const now = current ?? { id: desired };
  return { agent: name, from: now, to: previous, write, changes: changesOf(now, previous, detail) };
}

function changesOf(from: RollbackPlan['from'], to: AgentDeployment, detail: AgentDetail): string[] {
  const was = 'image' in from ? from : undefined;
  const out: string[] = [];
  const diff = (what: string, a: string | number | null | undefined, b: string | number | null | undefined) => {
    if ((a ?? null) !== (b ?? null)) out.push(`${what} ${a ?? '(none)'} → ${b ?? '(none)'}`);
  };
  diff('image', was?.image ?? detail.image, to.image);
  diff('secret set', was ? (was.secretSets[0] ?? null) : detail.bindings?.secretSets[0], to.secretSets[0] ?? null);
  diff('image pull secret', was ? was.imagePullSecret : detail.bindings?.imagePullSecret, to.imagePullSecret);
  if (was) {
    diff('node type', was.nodeType, to.nodeType);
    diff('min agents', was.minAgents, to.minAgents);
    diff('max agents', was.maxAgents, to.maxAgents);
    diff('max session (s)', was.maxSessionDuration, to.maxSessionDuration);
  }
  return out;
}

/**
 * The agents client with each planned agent's "redeploy" replaced by its rollback (the update in its plan), so the
 * rollout engine follows a rollback as it follows a redeploy — the same per-agent follow, limiter and outcome reading.
 */
export function rollbackAgents(agents: AgentsApi, plans: readonly RollbackPlan[]): AgentsApi {
  const byName = new Map(plans.map((p) => [p.agent, p]));
  const wrapped: AgentsApi = Object.create(agents) as AgentsApi;
  wrapped.redeployAgent = (name, opts = {}) => {
    const plan = byName.get(name);
    if (!plan) return agents.redeployAgent(name, opts);
    return agents.updateAgent(name, plan.write, {
      ...(opts.signal ? { signal: opts.signal } : {}),
      ...(opts.noRetry ? { noRetry: opts.noRetry } : {}),
    });
  };
  wrapped.checkRedeploy = () => null;
  return wrapped;
}
