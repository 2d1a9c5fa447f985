// When each step of an emulated deployment happens, derived from its creation time and the deploy time (no timers,
// so it holds across restarts and for every process sharing the data dir). For a deployment created at t0 with
// deploy time T:
//   [t0, t0+T/4)   the operator has not processed it: reconciledDeploymentId is still the one before (Creating)
//   [t0+T/4, t0+T/2) Creating (image pull)   [t0+T/2, t0+T) Validating   t0+T: Active, or Failed with its message
// A deployment followed by another before t0+T never completes (superseded).
import type { DeploymentRow } from './deploymentStore.js';

export type RevisionPhase = 'Creating' | 'Validating' | 'Active' | 'Failed';
export type Outcome = 'deploying' | 'ready' | 'failed' | 'superseded';

export interface Timeline {
  created: number;
  reconciled: number;
  validating: number;
  done: number;
}

/** The operator delay: a quarter of the deploy time. */
export function operatorDelay(deployMs: number): number {
  return Math.floor(deployMs / 4);
}

export function timeline(createdAt: number, deployMs: number): Timeline {
  return {
    created: createdAt,
    reconciled: createdAt + operatorDelay(deployMs),
    validating: createdAt + Math.floor(deployMs / 2),
    done: createdAt + deployMs,
  };
}

/** The revision phase of `d` at `now` and when that phase started. */
export function phaseAt(
  d: Pick<DeploymentRow, 'created_at' | 'failure'>,
  now: number,
  deployMs: number,
): { phase: RevisionPhase; since: number } {
  const t = timeline(d.created_at, deployMs);
  if (now >= t.done) return { phase: d.failure !== null ? 'Failed' : 'Active', since: t.done };
  if (now >= t.validating) return { phase: 'Validating', since: t.validating };
  return { phase: 'Creating', since: t.created };
}

/** How `d` ended (or not yet), given the deployment created after it, if any. */
export function outcomeAt(d: DeploymentRow, next: DeploymentRow | undefined, now: number, deployMs: number): Outcome {
  const { done } = timeline(d.created_at, deployMs);
  if (next !== undefined && next.created_at < done) return 'superseded';
  if (now < done) return 'deploying';
  return d.failure !== null ? 'failed' : 'ready';
}

/**
 * The deployment serving traffic once `latest` is followed by a new one at `now`: `latest` itself when it has
 * completed without failing, else whatever was serving before it (null: nothing ever served).
 */
export function servingAfter(latest: DeploymentRow | undefined, now: number, deployMs: number): string | null {
  if (latest === undefined) return null;
  if (now >= timeline(latest.created_at, deployMs).done && latest.failure === null) return latest.id;
  return latest.serving_before;
}
