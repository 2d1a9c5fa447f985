// One redeploy as a write whose outcome is always known or said to be unknown (writeOutcome.ts): a request never
// sent is "not applied"; one whose answer was lost is re-read — a `desiredDeploymentId` other than the one before
// the request means it was applied (that deployment is followed), the same one means it was not. An answer that
// names no new deployment is checked the same way, so a caller always gets the deployment to follow or a reason.
import type { AgentDetail } from './detail.js';
import type { AgentsApi } from './client.js';
import { ApiError } from '../http/errors.js';
import { settleWrite, type ReadBack, type WriteOutcome } from '../http/writeOutcome.js';

export interface RedeployOptions {
  /** `desiredDeploymentId` before the request: what "applied" is told from. */
  before?: string;
  /** The agent's detail, read before (the org-scoped payload is rebuilt from it). */
  detail?: AgentDetail;
  signal?: AbortSignal;
  /** One HTTP attempt per call (the rollout paces and counts its requests). */
  noRetry?: boolean;
  /** Told before each request this makes (the redeploy, and a re-read when one is needed). */
  onRequest?: () => void;
}

export interface RedeployResult {
  outcome: WriteOutcome;
  /** The new deployment to follow. */
  deploymentId: string;
  /** The answer (or the re-read) it came from. */
  detail: AgentDetail;
}

/** Reads the agent: a new desired deployment → applied. Undefined ids → unknown. */
async function readBack(
  agents: AgentsApi,
  name: string,
  opts: RedeployOptions,
  seen: { detail?: AgentDetail },
): Promise<ReadBack> {
  opts.onRequest?.();
  seen.detail = await agents.getAgent(name, { signal: opts.signal, noRetry: opts.noRetry });
  const now = seen.detail.desiredDeploymentId;
  if (opts.before === undefined || now === undefined) return 'unknown';
  return now !== opts.before ? 'applied' : 'not applied';
}

/**
 * Redeploys `name` and resolves with the deployment to follow. Rejects with the service's refusal (an ApiError: a
 * 4xx, NOT_REDEPLOYABLE), with UncertainWriteError ('not applied' | 'unknown') when the answer was lost, and with an
 * ApiError NO_NEW_DEPLOYMENT when the service accepted the request but started no deployment.
 */
export async function settleRedeploy(
  agents: AgentsApi,
  name: string,
  opts: RedeployOptions = {},
): Promise<RedeployResult> {
  const seen: { detail?: AgentDetail } = {};
  const { outcome, result } = await settleWrite(
    () => {
      opts.onRequest?.();
      return agents.redeployAgent(name, {
        signal: opts.signal,
        noRetry: opts.noRetry,
        ...(opts.detail ? { detail: opts.detail } : {}),
      });
    },
    { what: `redeploy agent '${name}'`, check: () => readBack(agents, name, opts, seen) },
  );
  const answered = result ?? seen.detail;
  let detail = answered as AgentDetail;
  let id = detail.desiredDeploymentId;
  if (outcome === 'confirmed' && (id === undefined || id === opts.before)) {
    // Accepted, but the answer names no new deployment (or the old one): the agent itself says whether one started.
    if ((await readBack(agents, name, opts, seen)) === 'applied' && seen.detail) {
      detail = { ...seen.detail, ...(answered?.warning ? { warning: answered.warning } : {}) };
      id = detail.desiredDeploymentId;
    } else {
      const warning = answered?.warning ? ` (the service said: ${answered.warning})` : '';
      throw new ApiError({
        status: 200,
        code: 'NO_NEW_DEPLOYMENT',
        message: `The service accepted the redeploy of '${name}' but started no new deployment${warning}`,
      });
    }
  }
  return { outcome, deploymentId: id as string, detail };
}
