// The outcome of a rollout as data, for every side that shows it: the buckets (each agent in exactly one: the
// command line's --json, the app's header badge) and `summaryBlocks`, the summary's lines as data — what each says,
// whether it is good or bad, and which hint the side adds (the command line names a command, the app a key). The
// command line (cli/rolloutText.ts) and the app (screens/rollout/format.ts) render the same blocks.
import { shortId } from '../agents/deployStatus.js';
import { timeText } from '../secrets/staleness.js';
import { activeOnOld, drainWords, type DrainState } from './drain.js';
import type { RolloutAgent, RolloutState, SetStatus, StopReason, WatchedSet } from './model.js';
import { plural } from './words.js';

const setWord = (set: { type?: WatchedSet['type'] }) =>
  set.type === 'imagePullSecret' ? 'image pull secret' : 'secret set';

/** An agent's drain in the summary: where its old sessions are, since when; the late sessions of a failed drain. */
export interface SummaryDrain {
  state: DrainState;
  /** When its new deployment was seen ready (ISO). */
  since: string;
  /** Active sessions on superseded deployments, in all. */
  sessions: number;
  /** Active sessions by superseded deployment (the last read). */
  deployments: Array<{ deploymentId: string; active: number }>;
  /** Active sessions on the new deployment (the last read). */
  activeOnNew?: number;
  /** Sessions a superseded deployment started after the new one was ready (state `late`). */
  late?: Array<{ sessionId: string; deploymentId: string; createdAt: string }>;
  /** Why the drain was not checked (state `unchecked`). */
  unavailable?: string;
  /** The drain's text, as every view says it. */
  text: string;
}

export interface SummaryItem {
  name: string;
  deploymentId?: string;
  message?: string;
  sessions?: number;
  drain?: SummaryDrain;
}

export interface RolloutSummary {
  set?: { name: string; type?: 'secret' | 'imagePullSecret'; status?: SetStatus; errorMessage?: string };
  /** Ready on a new deployment this run requested or followed (drained, or its drain not followed or not checked). */
  rolled: SummaryItem[];
  /** Ready on the new deployment, but sessions still run on a superseded one: the drain timed out or following stopped. */
  draining: SummaryItem[];
  /** Failed, timed out, could not be read, or a superseded deployment took new sessions after the new one was ready. */
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
  /** Whether drains were followed (options wait and drain). */
  drainFollowed: boolean;
  /** Every agent is ready on the new deployment and drained (with `wait: false`: every request was accepted). */
  ok: boolean;
}

function drainOf(agent: RolloutAgent, now: number): SummaryDrain | undefined {
  const drain = agent.drain;
  if (!drain) return undefined;
  return {
    state: drain.state,
    since: new Date(drain.since).toISOString(),
    sessions: activeOnOld(drain),
    deployments: drain.old.map((d) => ({ deploymentId: d.deploymentId, active: d.active })),
    ...(drain.activeOnNew !== undefined ? { activeOnNew: drain.activeOnNew } : {}),
    ...(drain.late
      ? {
          late: drain.late.map((s) => ({
            sessionId: s.sessionId,
            deploymentId: s.deploymentId,
            createdAt: s.createdAt,
          })),
        }
      : {}),
    ...(drain.unavailable !== undefined ? { unavailable: drain.unavailable } : {}),
    text: drainWords(drain, shortId, (ms) => timeText(ms, now)),
  };
}

function item(agent: RolloutAgent, now: number, message = agent.message): SummaryItem {
  const drain = drainOf(agent, now);
  return {
    name: agent.name,
    ...(agent.deploymentId !== undefined ? { deploymentId: agent.deploymentId } : {}),
    ...(message !== undefined ? { message } : {}),
    ...(agent.sessions !== undefined ? { sessions: agent.sessions } : {}),
    ...(drain ? { drain } : {}),
  };
}

/** The outcome in buckets; each agent is in exactly one. */
export function summarize(state: RolloutState): RolloutSummary {
  const now = state.finishedAt ?? state.startedAt;
  const summary: RolloutSummary = {
    rolled: [],
    draining: [],
    failed: [],
    requestedNotReady: [],
    notStarted: [],
    refused: [],
    skipped: [],
    drainFollowed: state.options.wait && state.options.drain,
    ok: false,
  };
  for (const agent of state.agents) {
    switch (agent.phase) {
      case 'ready':
        // Ready without this run requesting, following or draining anything: an earlier run rolled it.
        if (agent.requestedAt === undefined && agent.skippedBecause !== undefined && agent.drain?.state !== 'drained')
          summary.skipped.push(item(agent, now, agent.skippedBecause));
        else summary.rolled.push(item(agent, now, undefined));
        break;
      case 'draining':
      case 'stillDraining':
        summary.draining.push(
          item(agent, now, agent.phase === 'draining' ? 'draining when following stopped' : undefined),
        );
        break;
      case 'failed':
      case 'timedOut':
        summary.failed.push(item(agent, now));
        break;
      case 'refused':
        summary.refused.push(item(agent, now));
        break;
      case 'requesting':
        summary.requestedNotReady.push(item(agent, now, 'requested; the answer was not awaited'));
        break;
      case 'waiting':
      case 'rolling':
        summary.requestedNotReady.push(
          item(agent, now, state.options.wait ? `${agent.phase} when following stopped` : 'requested (not followed)'),
        );
        break;
      case 'unknown':
        summary.requestedNotReady.push(item(agent, now, `outcome unknown: ${agent.message ?? ''}`.trim()));
        break;
      default:
        summary.notStarted.push(
          item(
            agent,
            now,
            state.set && state.set.status !== 'ready' ? `the ${setWord(state.set)} is not ready` : undefined,
          ),
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

/**
 * Which hint a side adds to a block: `logs` (a failed agent: where its logs are), `follows` (a re-run follows these
 * without redeploying), `redeploys` (a re-run redeploys these).
 */
export type SummaryHint = 'logs' | 'follows' | 'redeploys';

export interface SummaryBlock {
  kind: 'ok' | 'bad' | 'note';
  text: string;
  /** The agent a one-agent block is about (failed, draining, late). */
  agent?: string;
  hint?: SummaryHint;
  /** Lines under it (indented further). */
  details?: string[];
}

const names = (items: SummaryItem[], withId = false) =>
  items.map((i) => `${i.name}${withId && i.deploymentId ? ` (deployment ${shortId(i.deploymentId)})` : ''}`).join(', ');

/** The summary's lines as data, in order: the headline, the set, then one line per bucket (per agent where it says why). */
export function summaryBlocks(summary: RolloutSummary, total: number): SummaryBlock[] {
  const blocks: SummaryBlock[] = [];
  const done = summary.rolled.length + summary.skipped.length;
  const what = summary.set
    ? `'${summary.set.name}' to ${done} of ${plural(total, 'agent')}`
    : `${done} of ${plural(total, 'agent')}`;
  const checked = summary.rolled.some((i) => i.drain?.state === 'drained');
  blocks.push(
    summary.ok
      ? {
          kind: 'ok',
          text: `Rolled out ${what}: every agent is ready on its new deployment${summary.drainFollowed && checked ? ' and no session is left on an old one' : ''}.`,
        }
      : { kind: 'bad', text: `Rolled out ${what}.` },
  );
  const set = summary.set;
  if (set && set.status !== 'ready') {
    const state =
      set.status === 'missing'
        ? 'does not exist'
        : set.status === 'failed'
          ? 'failed to provision'
          : `is still ${set.status ?? 'unknown'}`;
    blocks.push({
      kind: 'bad',
      text: `  the ${setWord(set)} '${set.name}' ${state}${set.errorMessage ? `: ${set.errorMessage}` : ''}; nothing was redeployed.`,
    });
  }
  if (summary.rolled.length > 0) blocks.push({ kind: 'ok', text: `  ✓ rolled: ${names(summary.rolled, true)}` });
  const unchecked = summary.rolled.filter((i) => i.drain?.state === 'unchecked');
  if (unchecked.length > 0)
    blocks.push({
      kind: 'note',
      text: `  ⚠ drain not checked (${unchecked[0]!.drain!.unavailable ?? 'the sessions could not be read'}): ${names(unchecked)} — whether sessions still run on an old deployment is unknown`,
    });
  if (summary.skipped.length > 0)
    blocks.push({ kind: 'ok', text: `  ✓ already current (not redeployed): ${names(summary.skipped, true)}` });
  for (const item of summary.draining)
    blocks.push({
      kind: 'bad',
      agent: item.name,
      hint: 'follows',
      text: `  ◌ ${item.name}: ${item.drain?.text ?? 'ready, still draining'}${item.message ? ` (${item.message})` : ''}`,
    });
  for (const item of summary.failed) {
    const late = item.drain?.state === 'late';
    blocks.push({
      kind: 'bad',
      agent: item.name,
      hint: 'logs',
      text: late
        ? `  ✗ failed: ${item.name} — OLD DEPLOYMENT STILL TAKES SESSIONS: ${item.message ?? item.drain?.text ?? ''}`
        : `  ✗ failed: ${item.name} — ${item.message ?? 'no message'}`,
    });
  }
  if (summary.requestedNotReady.length > 0) {
    blocks.push({
      kind: 'note',
      hint: 'follows',
      text: `  … requested, not yet ready: ${names(summary.requestedNotReady, true)}`,
      details: summary.requestedNotReady
        .filter((i) => i.message?.startsWith('outcome unknown'))
        .map((i) => `${i.name}: ${i.message}`),
    });
  }
  if (summary.notStarted.length > 0)
    blocks.push({
      kind: 'note',
      text: `  – not started: ${names(summary.notStarted)}`,
      ...(summary.stoppedBecause === 'cancelled' || summary.stoppedBecause === 'failure'
        ? { hint: 'redeploys' as const }
        : {}),
    });
  for (const item of summary.refused)
    blocks.push({ kind: 'bad', agent: item.name, text: `  ⊘ refused: ${item.message ?? item.name}` });
  return blocks;
}

/** The agents ready on their new deployment but not drained (Ctrl+C, a timeout): "a (3 sessions on 1a2b3c4d)". */
export function readyNotDrained(state: RolloutState): string[] {
  return state.agents
    .filter((a) => (a.phase === 'draining' || a.phase === 'stillDraining') && a.drain)
    .map((a) => {
      const d = a.drain!;
      const n = activeOnOld(d);
      const where = d.old.map((o) => shortId(o.deploymentId)).join(', ');
      return d.checks === 0
        ? `${a.name} (not read yet)`
        : `${a.name} (${plural(n, 'session')}${where ? ` on ${where}` : ''})`;
    });
}
