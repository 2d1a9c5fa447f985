// The outcome of a rollout in buckets (each agent in exactly one), for the command line's summary and --json, and
// the app's rollout view.
import type { RolloutAgent, RolloutState, SetStatus, StopReason, WatchedSet } from './model.js';

const setWord = (set: WatchedSet) => (set.type === 'imagePullSecret' ? 'image pull secret' : 'secret set');

export interface SummaryItem {
  name: string;
  deploymentId?: string;
  message?: string;
  sessions?: number;
}

export interface RolloutSummary {
  set?: { name: string; type?: 'secret' | 'imagePullSecret'; status?: SetStatus; errorMessage?: string };
  /** Ready on a new deployment this run requested or followed. */
  rolled: SummaryItem[];
  /** Failed, timed out, or could not be read. */
  failed: SummaryItem[];
  /** Requested but not (seen to be) ready: in flight when following stopped, not followed (no wait), or outcome unknown. */
  requestedNotReady: SummaryItem[];
  /** Never requested (stopped first, or the set was not ready). */
  notStarted: SummaryItem[];
  /** Refused before any request (another region, not redeployable from here). */
  refused: SummaryItem[];
  /** Already ready on a deployment an earlier run of this rollout requested: not redeployed. */
  skipped: SummaryItem[];
  stoppedBecause?: StopReason;
  /** Every agent is ready on the new deployment (with `wait: false`: every request was accepted). */
  ok: boolean;
}

function item(agent: RolloutAgent, message = agent.message): SummaryItem {
  return {
    name: agent.name,
    ...(agent.deploymentId !== undefined ? { deploymentId: agent.deploymentId } : {}),
    ...(message !== undefined ? { message } : {}),
    ...(agent.sessions !== undefined ? { sessions: agent.sessions } : {}),
  };
}

/** The outcome in buckets; each agent is in exactly one. */
export function summarize(state: RolloutState): RolloutSummary {
  const summary: RolloutSummary = {
    rolled: [],
    failed: [],
    requestedNotReady: [],
    notStarted: [],
    refused: [],
    skipped: [],
    ok: false,
  };
  for (const agent of state.agents) {
    switch (agent.phase) {
      case 'ready':
        // Ready without this run requesting or following anything: an earlier run rolled it.
        if (agent.requestedAt === undefined && agent.skippedBecause !== undefined)
          summary.skipped.push(item(agent, agent.skippedBecause));
        else summary.rolled.push(item(agent, undefined));
        break;
      case 'failed':
      case 'timedOut':
        summary.failed.push(item(agent));
        break;
      case 'refused':
        summary.refused.push(item(agent));
        break;
      case 'requesting':
        summary.requestedNotReady.push(item(agent, 'requested; the answer was not awaited'));
        break;
      case 'waiting':
      case 'rolling':
        summary.requestedNotReady.push(
          item(agent, state.options.wait ? `${agent.phase} when following stopped` : 'requested (not followed)'),
        );
        break;
      case 'unknown':
        summary.requestedNotReady.push(item(agent, `outcome unknown: ${agent.message ?? ''}`.trim()));
        break;
      default:
        summary.notStarted.push(
          item(agent, state.set && state.set.status !== 'ready' ? `the ${setWord(state.set)} is not ready` : undefined),
        );
    }
  }
  if (state.set) {
    summary.set = {
      name: state.set.name,
      ...(state.set.type !== undefined ? { type: state.set.type } : {}),
      ...(state.set.status !== undefined ? { status: state.set.status } : {}),
      ...(state.set.errorMessage !== undefined ? { errorMessage: state.set.errorMessage } : {}),
    };
  }
  if (state.stopping) summary.stoppedBecause = state.stopping;
  const bad = summary.failed.length + summary.notStarted.length + summary.refused.length;
  const unknown = state.agents.filter((a) => a.phase === 'unknown' || a.phase === 'requesting').length;
  summary.ok = state.options.wait
    ? summary.rolled.length + summary.skipped.length === state.agents.length
    : bad + unknown === 0;
  if (state.set && state.set.status !== 'ready') summary.ok = false;
  return summary;
}
