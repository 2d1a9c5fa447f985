// The one rule for an agent of a set's rollout (scope `stale`) once its detail is read: skip it (it runs the set as
// it is now, on a deployment that is ready), follow it (a deployment made after the last write is on its way), or
// redeploy it (stale, not known, or its deployment after the write failed with nothing older serving). Pure. The
// rollout model applies it at pre-flight; `agentdeck plan --deployments` and apply (project/deployments.ts) apply it
// to the agents a plan calls current, so a re-run after a failed rollout carries on instead of calling it in sync.
import type { RolloutProgress } from '../agents/deployStatus.js';
import { shortId } from '../agents/deployStatus.js';
import type { AgentStaleness } from '../secrets/staleness.js';
import { timeText } from '../secrets/staleness.js';

export type StaleDecision =
  | { kind: 'skip'; deploymentId?: string; because: string }
  | { kind: 'follow'; deploymentId?: string; phase: 'rolling' | 'waiting'; because: string; revisionPhase?: string }
  | { kind: 'redeploy'; reason: string };

/** What a set's rollout does with an agent: `s` against the set, `progress` of its desired deployment `desired`. */
export function staleDecision(
  s: AgentStaleness,
  desired: string | undefined,
  progress: RolloutProgress | undefined,
  at: number,
): StaleDecision {
  // Made after the write but failed, with no older revision reported serving (staleness.ts: "not older values, just
  // failed"): it runs nothing, so it is not "ready" — redeployed, as a failed deployment found by the journal is.
  if (s.state === 'current' && progress?.phase === 'failed') {
    return {
      kind: 'redeploy',
      reason: `failed: deployment ${shortId(desired)} (after the write) failed and no older one is reported serving (${progress.message ?? 'no message'})`,
    };
  }
  if (s.state === 'current') {
    const basis =
      s.sets[0]?.state === 'current' && s.sets[0].basis === 'version'
        ? "it captured the set's current version"
        : undefined;
    const written = s.sets.map((x) => (x.state === 'current' ? x.writtenAt : undefined)).find((t) => t !== undefined);
    const why =
      basis ??
      (written !== undefined
        ? `deployment ${shortId(desired)} was made after the last write (${timeText(written, at)})`
        : `deployment ${shortId(desired)} is current`);
    return {
      kind: 'skip',
      ...(desired !== undefined ? { deploymentId: desired } : {}),
      because: `runs the set as it is now: ${why}`,
    };
  }
  if (s.state === 'stale' && s.replacing !== undefined && s.replacing === desired && progress?.phase !== 'failed') {
    return {
      kind: 'follow',
      deploymentId: desired,
      phase: progress?.phase === 'rolling' ? 'rolling' : 'waiting',
      because: `not redeployed: deployment ${shortId(desired)}, made after the last write, is rolling; following it`,
      ...(progress?.revisionPhase !== undefined ? { revisionPhase: progress.revisionPhase } : {}),
    };
  }
  return { kind: 'redeploy', reason: `${s.state}: ${s.message ?? 'not known to run the set as it is now'}` };
}
