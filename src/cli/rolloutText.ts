// How the command line shows a rollout (pure: text in, text out): one live line per agent on a terminal, one plain
// line per change without one, the plan before the confirmation, the summary after, and the --json summary object.
// Every name and message comes from the model, which holds sanitised text only.
import { shortId } from '../api/agents/deployStatus.js';
import { IN_FLIGHT_GLYPH, ROLLOUT_PHASE_GLYPHS, SPINNER_FRAMES } from '../api/words/glyphs.js';
import type { RolloutAgent, RolloutState } from '../api/rollout/model.js';
import type { JournalEntry } from '../api/rollout/journal.js';
import { drainWords } from '../api/rollout/drain.js';
import { summaryBlocks, type RolloutSummary, type SummaryBlock } from '../api/rollout/summary.js';
import { timeText, type SetWrite } from '../api/secrets/staleness.js';
import { LIVE_SESSIONS_NOTE, PHASE_WORDS, clock, drainCell, plural } from '../api/rollout/words.js';
import { setTypeWord } from '../api/words/setWords.js';
import { minutesDuration } from '../api/words/timeText.js';
import { maxOf } from './style.js';

export { LIVE_SESSIONS_NOTE, clock, plural };

const duration = minutesDuration;

const sessionsText = (n: number | undefined) => (n ? plural(n, 'live session') : '');

/** The icon of a row; rows in flight spin with `frame`. */
export function rowIcon(agent: RolloutAgent, frame: number): string {
  const glyph = ROLLOUT_PHASE_GLYPHS[agent.phase];
  return glyph === IN_FLIGHT_GLYPH ? SPINNER_FRAMES[frame % SPINNER_FRAMES.length]! : glyph;
}

/** The drain's words for a row (draining, still draining, not checked), or undefined. */
export function drainNote(agent: RolloutAgent, now: number): string | undefined {
  const d = agent.drain;
  if (!d || d.state === 'drained') return undefined;
  const text = drainWords(d, shortId, (ms) => timeText(ms, now));
  return d.lastError && d.state === 'draining' ? `${text}; last sessions read failed: ${d.lastError}` : text;
}

/**
 * One live line (without its icon): name, phase, revision, elapsed, live sessions (old · new while it drains), and a
 * message when it ended badly or is draining.
 */
export function liveLine(agent: RolloutAgent, now: number, nameWidth: number): string {
  const phase =
    agent.skippedBecause && agent.phase === 'ready' && agent.requestedAt === undefined
      ? 'already ready'
      : PHASE_WORDS[agent.phase];
  const revision = agent.deploymentId
    ? `${shortId(agent.deploymentId)}${agent.revisionPhase ? ` ${agent.revisionPhase}` : ''}`
    : '';
  const elapsed = agent.requestedAt !== undefined ? clock((agent.endedAt ?? now) - agent.requestedAt) : '';
  const bad =
    agent.phase === 'failed' || agent.phase === 'timedOut' || agent.phase === 'refused' || agent.phase === 'unknown';
  const cells = [
    agent.name.padEnd(nameWidth),
    phase.padEnd(14),
    revision.padEnd(19),
    elapsed.padStart(5),
    drainCell(agent) || sessionsText(agent.sessions),
  ];
  const line = cells.join('  ').trimEnd();
  if (bad && agent.message) return `${line} — ${agent.message}`;
  const drain = drainNote(agent, now);
  return drain && agent.phase !== 'ready' ? `${line} — ${drain}` : line;
}

/** The set line shown above the agents while it is waited on. */
export function setLine(state: RolloutState, now: number): string | undefined {
  const set = state.set;
  if (!set || set.status === 'ready') return undefined;
  const word = setTypeWord(set.type);
  const status = set.status ?? 'unknown';
  const detail =
    status === 'pending'
      ? ` — waiting for it to be ready before any redeploy (${clock(now - set.since)})${set.lastError ? `; last check failed: ${set.lastError}` : ''}`
      : status === 'failed'
        ? ` — ${set.errorMessage ?? 'no message'}`
        : '';
  return `${word} '${set.name}': ${status}${detail}`;
}

export function nameWidth(state: RolloutState): number {
  return Math.min(
    32,
    maxOf(state.agents, (a) => [...a.name].length, 6),
  );
}

/** What changed in a row since `before`, as one plain line (undefined: nothing worth a line). */
export function changeLine(agent: RolloutAgent, before: RolloutAgent | undefined): string | undefined {
  const key = (a: RolloutAgent | undefined) =>
    a ? [a.phase, a.deploymentId, a.revisionPhase, a.message, drainCell(a), a.drain?.state].join('\u0000') : '';
  if (before && key(before) === key(agent)) return undefined;
  if (!before && agent.phase === 'queued') return undefined;
  const parts = [
    agent.deploymentId ? `deployment ${shortId(agent.deploymentId)}` : undefined,
    agent.revisionPhase,
    drainCell(agent) || sessionsText(agent.sessions) || undefined,
  ].filter(Boolean);
  const detail = parts.length > 0 ? ` (${parts.join(', ')})` : '';
  const drain = drainNote(agent, Date.now());
  const message = agent.message
    ? ` — ${agent.message}`
    : drain
      ? ` — ${drain}`
      : agent.skippedBecause && !before
        ? ` — ${agent.skippedBecause}`
        : '';
  return `${agent.name}: ${PHASE_WORDS[agent.phase]}${detail}${message}`;
}

/** The plan, before the confirmation: what will be redeployed, followed, skipped or refused. */
export function planLines(state: RolloutState, now = state.startedAt): string[] {
  const lines: string[] = [];
  const set = setLine(state, now);
  if (set) lines.push(set);
  const width = nameWidth(state);
  const row = (a: RolloutAgent, note: string) =>
    `  ${a.name.padEnd(width)}  ${(a.region ?? '').padEnd(10)}  ${[sessionsText(a.sessions), note].filter(Boolean).join(' · ')}`.trimEnd();
  const queued = state.agents.filter((a) => a.phase === 'queued');
  const followedRows = state.agents.filter(
    (a) => a.phase === 'waiting' || a.phase === 'rolling' || a.phase === 'draining',
  );
  const skipped = state.agents.filter((a) => a.phase === 'ready');
  const refused = state.agents.filter((a) => a.phase === 'refused');
  const failed = state.agents.filter((a) => a.phase === 'failed');
  const { parallel, keepGoing, timeoutMs, wait } = state.options;
  if (queued.length > 0) {
    const how = [
      `${parallel} at a time`,
      keepGoing ? 'go on after a failure' : 'stop at the first failure',
      wait ? `follow each until ready (timeout ${duration(timeoutMs)})` : 'not followed (--no-wait)',
      ...(wait ? [drainPlan(state)] : []),
    ];
    lines.push(`Redeploy ${plural(queued.length, 'agent')} — ${how.join(', ')}:`);
    for (const a of queued) lines.push(row(a, [a.reason, a.message].filter(Boolean).join('; ')));
  }
  if (followedRows.length > 0) {
    lines.push(`Follow ${plural(followedRows.length, 'agent')} already being redeployed (not redeployed again):`);
    for (const a of followedRows) lines.push(row(a, a.skippedBecause ?? `deployment ${shortId(a.deploymentId)}`));
  }
  if (skipped.length > 0) {
    lines.push(
      state.scope === 'stale'
        ? `Skip ${plural(skipped.length, 'agent')} that already run${skipped.length === 1 ? 's' : ''} the set as it is now:`
        : `Skip ${plural(skipped.length, 'agent')} already rolled out by an earlier run:`,
    );
    for (const a of skipped)
      lines.push(
        row(a, a.skippedBecause?.replace(/^runs the set as it is now: /, '') ?? `ready on ${shortId(a.deploymentId)}`),
      );
  }
  for (const a of refused) lines.push(`refused: ${a.message ?? a.name}`);
  for (const a of failed) lines.push(`cannot roll out to '${a.name}': ${a.message ?? ''}`);
  if (queued.some((a) => (a.sessions ?? 0) > 0) || queued.length > 0) lines.push(LIVE_SESSIONS_NOTE);
  return lines;
}

/** How the plan says the drain: "then until no session is left on the old deployment (drain timeout: …)". */
export function drainPlan(state: RolloutState): string {
  if (!state.options.drain) return 'drain not followed (--no-drain)';
  const t = state.options.drainTimeoutMs;
  return `then until no session is left on the old deployment (drain timeout ${t !== undefined ? duration(t) : "each agent's max session duration + 30 s, at most 1 h"})`;
}

/** A block of the summary with the command line's hint. */
export function blockLine(block: SummaryBlock, resumeHint: string): string {
  switch (block.hint) {
    case 'logs':
      return `${block.text} (logs: agentdeck agents logs ${block.agent ?? ''})`;
    case 'follows':
      return `${block.text} — ${resumeHint} follows ${block.agent ? 'it' : 'them'} without redeploying again`;
    case 'redeploys':
      return `${block.text} — ${resumeHint} redeploys them`;
    default:
      return block.text;
  }
}

/** The summary for people (stderr). `resumeHint` is the command that continues this rollout. */
export function summaryLines(summary: RolloutSummary, total: number, resumeHint: string): string[] {
  return summaryBlocks(summary, total).flatMap((block) => [
    blockLine(block, resumeHint),
    ...(block.details ?? []).map((d) => `    ${d}`),
  ]);
}

/** The set's last write, as the plan says it ("'keys' was last written by agentdeck at 14:02:05 UTC"). */
export function setWriteLine(write: SetWrite, now = Date.now()): string {
  if (write.known)
    return `'${write.set}' was last written by agentdeck at ${timeText(write.at, now)}: agents whose deployment is older run older values.`;
  if (write.emulatorVersion !== undefined)
    return `'${write.set}' is at version ${write.emulatorVersion} (the emulator counts writes): agents whose deployment captured an older one run older values.`;
  const since = write.since !== undefined ? ` since ${timeText(write.since, now)}` : '';
  return `'${write.set}': which values its agents run is unknown${since} (${write.message}): every agent is redeployed.`;
}

/** An interrupted earlier run, as the plan says it. */
export function resumedLine(entry: JournalEntry, now = Date.now()): string {
  const age = duration(Math.max(0, now - entry.createdAt));
  const touched = Math.max(0, now - entry.updatedAt);
  return `An earlier run of this rollout started ${age} ago (last active ${duration(touched)} ago) and did not finish; each agent is checked again against the set as it is now.`;
}

/** The plan as --dry-run's JSON: who is redeployed, followed, skipped or refused, and why. */
export function planJson(state: RolloutState, extra: Record<string, unknown> = {}): Record<string, unknown> {
  const item = (a: RolloutAgent, why?: string) => ({
    name: a.name,
    ...(a.region !== undefined ? { region: a.region } : {}),
    ...(a.deploymentId ? { deploymentId: a.deploymentId } : {}),
    ...(why ? { why } : {}),
    ...(a.sessions !== undefined ? { sessions: a.sessions } : {}),
  });
  const by = (phases: RolloutAgent['phase'][]) => state.agents.filter((a) => phases.includes(a.phase));
  return {
    dryRun: true,
    set: state.set ? { name: state.set.name, status: state.set.status ?? null } : null,
    scope: state.scope,
    redeploy: by(['queued']).map((a) => item(a, a.reason ?? a.message)),
    follow: by(['waiting', 'rolling', 'draining']).map((a) => item(a, a.skippedBecause)),
    skip: by(['ready']).map((a) => item(a, a.skippedBecause)),
    refused: by(['refused']).map((a) => item(a, a.message)),
    failed: by(['failed']).map((a) => item(a, a.message)),
    ...extra,
  };
}

/** The --json summary object. */
export function summaryJson(
  summary: RolloutSummary,
  state: RolloutState,
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  const { parallel, keepGoing, timeoutMs, wait, drain, drainTimeoutMs } = state.options;
  return {
    ok: summary.ok,
    set: summary.set ?? null,
    ...(summary.stoppedBecause ? { stoppedBecause: summary.stoppedBecause } : {}),
    rolled: summary.rolled,
    draining: summary.draining,
    skipped: summary.skipped,
    failed: summary.failed,
    requestedNotReady: summary.requestedNotReady,
    notStarted: summary.notStarted,
    refused: summary.refused,
    resumed: state.resumed !== undefined,
    options: {
      parallel,
      keepGoing,
      timeoutSeconds: timeoutMs / 1000,
      wait,
      drain: wait && drain,
      drainTimeoutSeconds: drainTimeoutMs !== undefined ? drainTimeoutMs / 1000 : null,
    },
    ...extra,
  };
}
