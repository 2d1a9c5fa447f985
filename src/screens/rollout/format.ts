// What the app shows of a rollout, as text (pure): the prompt after a write, one row per agent (phase, revision,
// elapsed, live sessions — old · new while it drains —, message), the set's wait, the summary (the engine's blocks,
// summary.ts, with the app's hints), and the question before quitting.
// Every name and message comes from the engine's model, which holds sanitised text only.
import { shortId } from '../../api/agents/deployStatus.js';
import { ROLLOUT_PHASE_GLYPHS } from '../../api/words/glyphs.js';
import { setTypeWord } from '../../api/words/setWords.js';
import type { AgentPhase, RolloutAgent, RolloutState } from '../../api/rollout/model.js';
import { drainWords } from '../../api/rollout/drain.js';
import { summaryBlocks, type RolloutSummary, type SummaryBlock } from '../../api/rollout/summary.js';
import { LIVE_SESSIONS_NOTE, PHASE_WORDS, clock, drainCell, plural } from '../../api/rollout/words.js';
import { timeText } from '../../api/secrets/staleness.js';
import type { RolloutOffer, RolloutQuitQuestion, RolloutRun } from '../../state/rolloutSlice.js';

export const isBad = (phase: AgentPhase) =>
  phase === 'failed' || phase === 'timedOut' || phase === 'refused' || phase === 'unknown';
export const isFailure = (phase: AgentPhase) => phase === 'failed' || phase === 'timedOut';

export interface RolloutRowCells {
  icon: string;
  name: string;
  phase: string;
  revision: string;
  elapsed: string;
  sessions: string;
  message: string;
}

export function rowCells(agent: RolloutAgent, now: number): RolloutRowCells {
  const skipped = agent.skippedBecause !== undefined && agent.phase === 'ready' && agent.requestedAt === undefined;
  return {
    icon: ROLLOUT_PHASE_GLYPHS[agent.phase],
    name: agent.name,
    phase: skipped ? 'already ready' : PHASE_WORDS[agent.phase],
    revision: agent.deploymentId
      ? `${shortId(agent.deploymentId)}${agent.revisionPhase ? ` ${agent.revisionPhase}` : ''}`
      : '',
    elapsed: agent.requestedAt !== undefined ? clock((agent.endedAt ?? now) - agent.requestedAt) : '',
    sessions: drainCell(agent) || (agent.sessions ? `${agent.sessions} live` : ''),
    message: agent.message ?? drainText(agent, now) ?? agent.skippedBecause ?? '',
  };
}

/** The drain's words for a row (draining, still draining, not checked); undefined once drained or without one. */
export function drainText(agent: RolloutAgent, now: number): string | undefined {
  const d = agent.drain;
  if (!d || d.state === 'drained') return undefined;
  const text = drainWords(d, shortId, (ms) => timeText(ms, now));
  return d.lastError && d.state === 'draining' ? `${text}; last sessions read failed: ${d.lastError}` : text;
}

const setWord = setTypeWord;

/** The title: what is rolled out, to how many agents, and how. */
export function titleLine(run: RolloutRun): string {
  const what =
    run.set !== undefined
      ? `Rollout of ${setWord(run.state?.set?.type)} '${run.set}'`
      : `${run.rollback ? 'Rollback' : 'Redeploy'} of ${run.agents.join(', ')}`;
  const state = run.state;
  if (!state) return `${what} · reading ${plural(run.agents.length, 'agent')}…`;
  const how = [
    `${state.options.parallel} at a time`,
    state.options.keepGoing ? 'go on after a failure' : 'stop at the first failure',
  ];
  return `${what} · ${plural(state.agents.length, 'agent')} · ${how.join(' · ')}`;
}

/** The set's wait (pending → progress; failed → its message, nothing redeployed); undefined once it is ready. */
export function setWaitLine(
  state: RolloutState,
  now: number,
): { text: string; kind: 'pending' | 'failed' } | undefined {
  const set = state.set;
  if (!set || set.status === 'ready') return undefined;
  const word = setWord(set.type);
  if (set.status === 'failed')
    return {
      kind: 'failed',
      text: `✖ ${word} '${set.name}' failed: ${set.errorMessage ?? 'no message from the service'} — nothing was redeployed`,
    };
  if (set.status === 'missing')
    return { kind: 'failed', text: `✖ ${word} '${set.name}' does not exist — nothing was redeployed` };
  if (state.stopping === 'setTimedOut')
    return {
      kind: 'failed',
      text: `✖ ${word} '${set.name}' was still ${set.status ?? 'unknown'} when the wait ran out — nothing was redeployed`,
    };
  const checks = set.lastError ? `; last check failed: ${set.lastError}` : '';
  return {
    kind: 'pending',
    text: `◌ ${word} '${set.name}': ${set.status ?? 'checking'} — waiting for it to be ready before any redeploy (${clock(now - set.since)})${checks}`,
  };
}

/** What `x` did, while agents are still in flight. */
export function stoppingLine(run: RolloutRun, state: RolloutState): string | undefined {
  if (run.phase !== 'running' || !state.stopping) return undefined;
  const flying = state.agents.filter(
    (a) => a.phase === 'requesting' || a.phase === 'waiting' || a.phase === 'rolling' || a.phase === 'draining',
  ).length;
  const why =
    state.stopping === 'failure'
      ? 'Stopped at the first failure'
      : state.stopping === 'cancelled'
        ? 'Stopping'
        : undefined;
  if (!why) return undefined;
  return flying > 0
    ? `${why}: no new redeploys; the ${plural(flying, 'agent')} in flight ${flying === 1 ? 'is' : 'are'} followed to the end.`
    : `${why}: no new redeploys.`;
}

/** Shown while agents with live sessions are queued or in flight. */
export function sessionsLine(state: RolloutState): string | undefined {
  const open = state.agents.filter(
    (a) =>
      (a.sessions ?? 0) > 0 &&
      (a.phase === 'queued' || a.phase === 'requesting' || a.phase === 'waiting' || a.phase === 'rolling'),
  );
  return open.length > 0 ? LIVE_SESSIONS_NOTE : undefined;
}

export interface SummaryLine {
  text: string;
  kind: 'ok' | 'bad' | 'note';
}

/** A block of the engine's summary with the app's hint (a key, or the command that continues it). */
function blockText(block: SummaryBlock, resumeHint: string): string {
  switch (block.hint) {
    case 'logs':
      return `${block.text} (enter: its logs)`;
    case 'follows':
      return `${block.text} — ${block.agent ? 'it continues' : 'they continue'} on the service; ${resumeHint} follows ${block.agent ? 'it' : 'them'}`;
    case 'redeploys':
      return `${block.text} — R on the set (or ${resumeHint}) rolls them out`;
    default:
      return block.text;
  }
}

/** The summary once the rollout ended: the engine's blocks (rolled / draining / failed / …), with the app's hints. */
export function summaryLines(summary: RolloutSummary, total: number, resumeHint: string): SummaryLine[] {
  return summaryBlocks(summary, total).flatMap((block) => [
    { kind: block.kind, text: blockText(block, resumeHint) },
    ...(block.details ?? []).map((text) => ({ kind: block.kind, text: `    ${text}` })),
  ]);
}

/** The prompt's question: how many agents `r` redeploys — the plan's count once it is read, never the users'. */
function promptQuestion(offer: RolloutOffer): string {
  const n = offer.agents.length;
  if (offer.afterWrite)
    return `⟳ ${plural(n, 'agent')} still ${n === 1 ? 'runs' : 'run'} the old values of '${offer.set}' — r roll out · esc later`;
  const q = offer.redeploy?.length;
  if (q === undefined)
    return `⟳ Roll '${offer.set}' out? ${plural(n, 'agent')} ${n === 1 ? 'uses' : 'use'} it — r roll out · esc cancel`;
  if (q === 0)
    return `⟳ Nothing to roll out for '${offer.set}': none of the ${plural(n, 'agent')} that use it needs a redeploy — esc close`;
  if (q === n)
    return `⟳ Roll '${offer.set}' out to ${plural(n, 'agent')} (redeploy ${n === 1 ? 'it' : 'them'})? — r roll out · esc cancel`;
  return `⟳ Roll '${offer.set}' out to ${plural(q, 'agent')} of the ${n} that use it (redeploy ${q === 1 ? 'it' : 'them'})? — r roll out · esc cancel`;
}

/** The prompt's lines: the question, then what the plan found (live sessions, refusals, agents left alone) or why it cannot start. */
export function promptLines(
  offer: RolloutOffer,
): Array<{ text: string; kind: 'question' | 'note' | 'warning' | 'error' }> {
  const lines: Array<{ text: string; kind: 'question' | 'note' | 'warning' | 'error' }> = [
    { kind: 'question', text: promptQuestion(offer) },
  ];
  // Why `r` did not start it, a line each (a held lock: who and since when, what it runs, what to do).
  if (offer.blocked)
    offer.blocked
      .split('\n')
      .forEach((part, i) => lines.push({ kind: 'error', text: `  ${i === 0 ? '✖' : ' '} ${part}` }));
  if (offer.plan === 'reading')
    lines.push({ kind: 'note', text: '  reading the agents (which need a redeploy, live sessions, regions)…' });
  if (offer.plan === 'failed')
    lines.push({
      kind: 'error',
      text: `  ✖ could not read the agents: ${offer.planError ?? 'no answer'} — r reads them again and rolls out`,
    });
  if (offer.sessions.length > 0) {
    const who = offer.sessions.map((a) => `${a.name} (${a.sessions})`).join(', ');
    lines.push({
      kind: 'warning',
      text: `  live sessions on ${who}: they continue on the previous revision while the new one validates`,
    });
  }
  if (offer.notRedeployed.length > 0) {
    const [first, ...rest] = offer.notRedeployed;
    lines.push({
      kind: 'note',
      text: `  not redeployed: ${first!.name} (${first!.why})${rest.length > 0 ? ` and ${rest.map((a) => a.name).join(', ')}` : ''}`,
    });
  }
  if (offer.refused.length > 0)
    lines.push({
      kind: 'warning',
      text: `  ⊘ ${offer.refused[0]}${offer.refused.length > 1 ? ` (+${offer.refused.length - 1} more)` : ''}`,
    });
  if (offer.unchecked.length > 0)
    lines.push({
      kind: 'warning',
      text: `  ⚠ whether ${offer.unchecked.join(', ')} use${offer.unchecked.length === 1 ? 's' : ''} it is unknown (not read): not rolled out`,
    });
  return lines;
}

/** The question before quitting while a rollout runs. */
export function quitLines(q: RolloutQuitQuestion): string[] {
  const lines: string[] = [];
  if (q.requested.length > 0) {
    const who = q.requested
      .map((a) => `${a.name}${a.deploymentId ? ` (deployment ${shortId(a.deploymentId)})` : ''}`)
      .join(', ');
    lines.push(
      `Requested, not yet ready: ${who}. They continue on the service: running the same rollout again (${q.resumeHint}) follows them through the journal without redeploying them again.`,
    );
  }
  if (q.draining.length > 0)
    lines.push(
      `Ready but not drained: ${q.draining.join(', ')}. Running the same rollout again (${q.resumeHint}) follows their drain without redeploying them.`,
    );
  if (q.notStarted.length > 0) lines.push(`Not started: ${q.notStarted.join(', ')} — not redeployed.`);
  if (lines.length === 0) lines.push('Nothing has been redeployed yet.');
  return lines;
}
