// What an agent's detail says about its deployments, read the way the official CLI reads it
// (`_utils/deploy_utils.py interpret_deployment_status`): reconciled ≠ desired → the operator has not processed the
// request yet; ready → done; a Failed revision or any `errors` entry → failed. Pure: lists, the status command, the
// rollout and the app all read the same answers through these two functions.
import type { AgentDetail, RevisionInfo } from './detail.js';

export type AgentStatusKind = 'ready' | 'deploying' | 'failed' | 'scaledToZero' | 'unavailable' | 'unknown';

export interface AgentStatus {
  kind: AgentStatusKind;
  message?: string;
}

export type ProgressPhase = 'waiting' | 'rolling' | 'ready' | 'failed';

/** How far one deployment of an agent has come. */
export interface RolloutProgress {
  phase: ProgressPhase;
  message?: string;
  /** The revision's own phase (Creating, Validating, Active, Draining, Failed) when the detail has it. */
  revisionPhase?: string;
  /**
   * Someone deployed the agent again after the deployment asked about: the newer deployment's id. The phase is that
   * deployment's (it was made after ours, so it runs values at least as new); a follower switches to it.
   */
  supersededBy?: string;
}

/** An agent status as glyph + word (never colour alone), as set statuses are shown: the command line and the app. */
export const AGENT_STATUS_WORDS: Record<AgentStatusKind, string> = {
  ready: '● ready',
  deploying: '◌ deploying',
  failed: '✖ failed',
  scaledToZero: '○ scaled to zero',
  unavailable: '✖ unavailable',
  unknown: '? unknown',
};

/** The first 8 characters of a deployment id, as the official CLI shows them. */
export const shortId = (id: string | undefined): string => (id ? id.slice(0, 8) : '?');

const lastLine = (text: string | undefined): string | undefined =>
  text
    ?.split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .at(-1);

/** One line about a revision's health: "CrashLoopBackOff (Error, exit 1): ValueError: bad key". */
export function revisionMessage(rev: RevisionInfo | undefined): string | undefined {
  const health = rev?.health;
  const parts: string[] = [];
  if (health?.reason) {
    const extra = [
      health.lastTerminationReason && health.lastTerminationReason !== health.reason
        ? health.lastTerminationReason
        : undefined,
      health.lastExitCode !== undefined ? `exit ${health.lastExitCode}` : undefined,
    ].filter(Boolean);
    parts.push(extra.length > 0 ? `${health.reason} (${extra.join(', ')})` : health.reason);
  } else if (health?.lastTerminationReason) {
    parts.push(health.lastTerminationReason);
  }
  const detail = lastLine(health?.message);
  const text = [parts.join(''), detail].filter(Boolean).join(': ');
  const infra = rev?.hasInfrastructureIssue
    ? 'infrastructure issue reported by the service (contact support)'
    : undefined;
  return [text || undefined, infra].filter(Boolean).join('; ') || undefined;
}

function errorsText(detail: AgentDetail): string | undefined {
  if (!detail.errors || detail.errors.length === 0) return undefined;
  return detail.errors.map((e) => (e.code ? `${e.message} [${e.code}]` : e.message)).join('; ');
}

function condition(detail: AgentDetail, type: string) {
  return detail.conditions?.find((c) => c.type === type);
}

function degradedMessage(detail: AgentDetail): string | undefined {
  const degraded = condition(detail, 'Degraded');
  if (degraded?.status !== 'True') return undefined;
  return degraded.message || degraded.reason || 'degraded';
}

/** The revision of `deploymentId` (current or previous); the current one when the detail does not say whose it is. */
function revisionFor(detail: AgentDetail, deploymentId: string): RevisionInfo | undefined {
  const { currentRevision: current, previousRevision: previous } = detail;
  if (current && (current.deploymentId === undefined || current.deploymentId === deploymentId)) return current;
  if (previous?.deploymentId === deploymentId) return previous;
  return undefined;
}

/** The agent as a list shows it. Scaled to zero: ready, and the current revision has no ready replica. */
export function agentStatus(detail: AgentDetail): AgentStatus {
  const errors = errorsText(detail);
  if (errors) return { kind: 'failed', message: errors };
  const current = detail.currentRevision;
  if (current?.phase === 'Failed')
    return { kind: 'failed', message: revisionMessage(current) ?? 'the current revision failed' };
  const desired = detail.desiredDeploymentId;
  if (desired !== undefined && detail.reconciledDeploymentId !== desired) {
    return { kind: 'deploying', message: `deployment ${shortId(desired)} waiting for the operator` };
  }
  if (detail.ready === true) {
    return current?.readyReplicas === 0 ? { kind: 'scaledToZero' } : { kind: 'ready' };
  }
  const degraded = degradedMessage(detail);
  const withDegraded = (message: string) => (degraded ? `${message}; degraded: ${degraded}` : message);
  if (detail.available === true)
    return { kind: 'deploying', message: withDegraded('rolling update: the previous revision serves') };
  if (condition(detail, 'Progressing')?.status === 'True')
    return { kind: 'deploying', message: withDegraded('coming up') };
  if (detail.ready === undefined && detail.available === undefined) return { kind: 'unknown' };
  return {
    kind: 'unavailable',
    ...((degraded ?? revisionMessage(current)) ? { message: degraded ?? revisionMessage(current) } : {}),
  };
}

function progressOf(detail: AgentDetail, deploymentId: string): RolloutProgress {
  const rev = revisionFor(detail, deploymentId);
  const revisionPhase = rev?.phase !== undefined ? { revisionPhase: rev.phase } : {};
  if (rev?.phase === 'Failed')
    return { phase: 'failed', message: revisionMessage(rev) ?? 'the new revision failed', ...revisionPhase };
  if (detail.reconciledDeploymentId !== deploymentId) {
    return { phase: 'waiting', message: 'waiting for the operator to pick up the deployment', ...revisionPhase };
  }
  // Errors are read once the operator has processed this deployment: before, they may be an older deployment's.
  const errors = errorsText(detail);
  if (errors) return { phase: 'failed', message: errors, ...revisionPhase };
  if (detail.ready === true) return { phase: 'ready', ...revisionPhase };
  const degraded = degradedMessage(detail);
  const health = rev?.health;
  const notServing = rev !== undefined && rev.phase !== 'Active';
  if (
    degraded &&
    notServing &&
    health?.ready === false &&
    (health.reason !== undefined || health.state === 'terminated')
  ) {
    return { phase: 'failed', message: [degraded, revisionMessage(rev)].filter(Boolean).join(': '), ...revisionPhase };
  }
  const note = degraded ? `degraded: ${degraded}` : revisionMessage(rev);
  return { phase: 'rolling', ...(note ? { message: note } : {}), ...revisionPhase };
}

/**
 * How far `deploymentId` has come: ready when reconciled == desired == deploymentId and `ready`; failed when its
 * revision is Failed, when `errors` is non-empty once it is reconciled, or when Degraded is True while its revision
 * does not serve and its health names a reason; waiting while the operator has not processed it; rolling otherwise.
 */
export function rolloutProgress(detail: AgentDetail, deploymentId: string): RolloutProgress {
  const desired = detail.desiredDeploymentId;
  if (desired === undefined || desired === deploymentId) return progressOf(detail, deploymentId);
  const newer = progressOf(detail, desired);
  const note = `superseded by deployment ${shortId(desired)} (the agent was deployed again after this request)`;
  return { ...newer, supersededBy: desired, message: newer.message ? `${note}; ${newer.message}` : note };
}
