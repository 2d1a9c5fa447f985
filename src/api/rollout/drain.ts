// The drain of one agent after its new deployment is ready (pure): how long to wait for the sessions still on a
// superseded deployment (the default timeout), what one read of its sessions means for the rollout (drained, still
// draining, or the failure Pipecat's docs record: a superseded deployment that *starts* sessions after the new one
// was ready), and when to read them again. The reducer (model.ts) keeps an `AgentDrain` per agent; the runner reads
// the sessions (readAllSessions + sessionsByDeployment) and asks `nextDrainCheck` when to read again.
import type { LateSession, SessionsReading } from '../agents/sessionsByDeployment.js';

/** The longest default drain: an agent without a max session duration, or one longer than this, waits this long. */
export const DRAIN_TIMEOUT_CAP_MS = 3_600_000;
/** Added to the agent's max session duration: a session that began just before the new deployment was ready. */
export const DRAIN_MARGIN_MS = 30_000;
/**
 * The first gap between two reads of a draining agent's sessions, then × DRAIN_GROWTH up to DRAIN_MAX_GAP_MS: 4 s is
 * the budget's pace (15 a minute), so the reads after the deploy's own polls do not run the agent out of requests.
 */
export const DRAIN_FIRST_GAP_MS = 4_000;
/** The first gap when the max session duration is known (a read is due at the expected end anyway). */
export const DRAIN_KNOWN_END_FIRST_GAP_MS = 10_000;
export const DRAIN_GROWTH = 1.5;
export const DRAIN_MAX_GAP_MS = 30_000;
/** A read this long after a session's expected end (its start + the max session duration): the service ends it there. */
export const DRAIN_END_SLACK_MS = 150;

/**
 * The default drain timeout: the agent's max session duration (its manifest's `maxSessionDurationSeconds`) plus
 * DRAIN_MARGIN_MS, at most DRAIN_TIMEOUT_CAP_MS (1 h); without one (the platform's default, which the API does not
 * say), the cap.
 */
export function defaultDrainTimeoutMs(maxSessionSeconds?: number): number {
  if (maxSessionSeconds === undefined || !(maxSessionSeconds > 0)) return DRAIN_TIMEOUT_CAP_MS;
  return Math.min(DRAIN_TIMEOUT_CAP_MS, maxSessionSeconds * 1000 + DRAIN_MARGIN_MS);
}

/**
 * draining: followed · drained: no active session on a superseded deployment · timedOut: ready, still draining when
 * the drain timeout passed · late: a superseded deployment started sessions after the new one was ready (a failure) ·
 * unchecked: the sessions could not be read (the API is not there): ready, drain not checked.
 */
export type DrainState = 'draining' | 'drained' | 'timedOut' | 'late' | 'unchecked';

export interface DrainDeployment {
  deploymentId: string;
  active: number;
  /** Its newest active session's start (ISO). */
  lastStartedAt?: string;
}

export interface AgentDrain {
  state: DrainState;
  /** When the new deployment was seen ready (or, resumed, when an earlier run saw it): "draining since". */
  since: number;
  /** When this run stops waiting (the drain timeout counts from when this run began following the drain). */
  deadline: number;
  timeoutMs: number;
  /** Reads of the sessions so far (this run). */
  checks: number;
  /** The last read (or failed read): the next is timed from it. */
  lastCheckAt?: number;
  /** The serving deployment's active sessions (the last read). */
  activeOnNew?: number;
  /** Superseded deployments that still have active sessions (the last read). */
  old: DrainDeployment[];
  /** Sessions a superseded deployment started after the new one was ready. */
  late?: LateSession[];
  /** The last read was cut short (more than 1,000 active sessions): never "drained" on it. */
  incomplete?: boolean;
  /** The max session duration known for the agent (ms): an old session's expected end. */
  maxSessionMs?: number;
  lastError?: string;
  /** Why the sessions could not be read (state `unchecked`). */
  unavailable?: string;
}

/** One read of a draining agent's sessions, as the reducer takes it. */
export interface DrainReading {
  activeOnNew: number;
  old: DrainDeployment[];
  late: LateSession[];
  complete: boolean;
}

/** The reading of `sessionsByDeployment` as the drain keeps it. */
export function drainReading(
  reading: SessionsReading,
  late: readonly LateSession[] = reading.lateSessions,
): DrainReading {
  const serving = reading.deployments.find((d) => d.deploymentId === reading.servingDeploymentId);
  const seen = new Set<string>();
  const lateOnce = late.filter((s) => !seen.has(s.sessionId) && Boolean(seen.add(s.sessionId)));
  return {
    activeOnNew: serving?.active ?? 0,
    old: reading.draining.map((d) => ({
      deploymentId: d.deploymentId,
      active: d.active,
      ...(d.lastStartedAt !== undefined ? { lastStartedAt: d.lastStartedAt } : {}),
    })),
    late: lateOnce,
    complete: reading.complete,
  };
}

export function startDrain(at: number, timeoutMs: number, maxSessionSeconds?: number, since = at): AgentDrain {
  return {
    state: 'draining',
    since,
    deadline: at + Math.max(0, timeoutMs),
    timeoutMs: Math.max(0, timeoutMs),
    checks: 0,
    old: [],
    ...(maxSessionSeconds !== undefined && maxSessionSeconds > 0 ? { maxSessionMs: maxSessionSeconds * 1000 } : {}),
  };
}

/** The drain after one read: drained, late (a failure), or still draining with the counts. */
export function applyDrainReading(drain: AgentDrain, reading: DrainReading, at: number): AgentDrain {
  const next: AgentDrain = {
    ...drain,
    checks: drain.checks + 1,
    lastCheckAt: at,
    activeOnNew: reading.activeOnNew,
    old: reading.old,
  };
  delete next.lastError;
  delete next.incomplete;
  if (!reading.complete) next.incomplete = true;
  if (reading.late.length > 0) return { ...next, state: 'late', late: reading.late };
  if (reading.complete && reading.old.length === 0) return { ...next, state: 'drained' };
  return next;
}

export const activeOnOld = (drain: AgentDrain) => drain.old.reduce((n, d) => n + d.active, 0);

/**
 * When to read a draining agent's sessions next: at once the first time (no old session: done at once), then after
 * growing gaps (4 s × 1.5, at most 30 s apart), and — when the max session duration is known — just after the newest
 * old session's expected end, whichever is first (the gaps then start at 10 s); never after the deadline (the last read is at it, and a drain
 * whose last read was at or after its deadline has timed out).
 */
export function nextDrainCheck(drain: AgentDrain): number {
  if (drain.lastCheckAt === undefined) return drain.deadline - drain.timeoutMs;
  // With an expected end the drain is bound to end by then: the reads before it look for early ends, sparser.
  const first = drain.maxSessionMs !== undefined ? DRAIN_KNOWN_END_FIRST_GAP_MS : DRAIN_FIRST_GAP_MS;
  const gap = Math.min(DRAIN_MAX_GAP_MS, first * DRAIN_GROWTH ** Math.max(0, drain.checks - 1));
  let at = drain.lastCheckAt + gap;
  if (drain.maxSessionMs !== undefined) {
    const starts = drain.old.map((d) => Date.parse(d.lastStartedAt ?? '')).filter((t) => !Number.isNaN(t));
    const newest = starts.length > 0 ? Math.max(...starts) : Number.NEGATIVE_INFINITY;
    const expectedEnd = newest + drain.maxSessionMs + DRAIN_END_SLACK_MS;
    if (expectedEnd > drain.lastCheckAt && expectedEnd < at) at = expectedEnd;
  }
  return Math.min(at, drain.deadline);
}

/** "ready, still draining: 3 sessions on deployment 1a2b3c4d since 14:02:05" — the words of a drain, for every view. */
export function drainWords(
  drain: AgentDrain,
  idText: (id: string) => string,
  timeText: (ms: number) => string,
): string {
  const n = activeOnOld(drain);
  const where = drain.old.map((d) => `${d.active} on deployment ${idText(d.deploymentId)}`).join(', ');
  const sessions = n === 1 ? '1 session' : `${n} sessions`;
  switch (drain.state) {
    case 'drained':
      return 'drained: no session left on the previous deployment';
    case 'unchecked':
      return `ready, drain not checked: ${drain.unavailable ?? 'the sessions could not be read'}`;
    case 'late':
      return lateWords(drain.late ?? [], idText);
    case 'timedOut':
      return `ready, still draining: ${drain.old.length === 1 ? `${sessions} on deployment ${idText(drain.old[0]!.deploymentId)}` : `${sessions} (${where})`} since ${timeText(drain.since)}`;
    case 'draining':
      if (drain.checks === 0) return 'ready; reading its sessions';
      return n === 0
        ? `draining: no session left on the previous deployment${drain.incomplete ? ' (reading was cut short)' : ''}`
        : `draining: ${drain.old.length === 1 ? `${sessions} on deployment ${idText(drain.old[0]!.deploymentId)}` : `${sessions} (${where})`} since ${timeText(drain.since)}`;
  }
}

/** The loud failure: which superseded deployment took which sessions after the new one was ready. */
export function lateWords(late: readonly LateSession[], idText: (id: string) => string): string {
  const byDeployment = new Map<string, string[]>();
  for (const s of late) byDeployment.set(s.deploymentId, [...(byDeployment.get(s.deploymentId) ?? []), s.sessionId]);
  const parts = [...byDeployment].map(
    ([id, sessions]) =>
      `superseded deployment ${idText(id)} started ${sessions.length === 1 ? '1 new session' : `${sessions.length} new sessions`} after the new one was ready (${sessions.join(', ')})`,
  );
  return `${parts.join('; ')}: the old deployment still takes sessions`;
}
