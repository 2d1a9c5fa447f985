// The memory that makes a re-run of a rollout correct: per agent, the deployment it had before and the one the
// rollout asked for. Behind an interface, so api/ does no file I/O (the file lives in config/rolloutJournal.ts;
// the app may keep it in memory). Names, states and deployment ids only — never a value, a key or a credential.
//
// A write of the set starts a new entry (the values changed again: every agent needs a new deployment). A run
// without a write resumes the newest unfinished entry of its key (model.ts decides per agent: follow, skip,
// redeploy). An entry where every agent is ready (and drained, when the drain was followed) is finished; the next run
// starts a new one. An agent ready but not drained is `draining`: a re-run follows its drain without redeploying it.
import type { JournalAgent, JournalAgentState, JournalEntry } from './journalEntry.js';
import type { AgentPhase, RolloutState } from './model.js';

export type { JournalAgent, JournalAgentState, JournalEntry } from './journalEntry.js';

export interface RolloutJournal {
  /** The newest entry of `key` (finished or not), or undefined. */
  read(key: string): JournalEntry | undefined;
  write(key: string, entry: JournalEntry): void;
}

/**
 * The key of a rollout: the target (host + organization, never a credential) and what is rolled out — the set's
 * name, or the agents' names sorted.
 */
export function journalKey(target: string, subject: { set: string } | { agents: readonly string[] }): string {
  return 'set' in subject
    ? `${target}\nset:${subject.set}`
    : `${target}\nagents:${[...new Set(subject.agents)].sort().join(',')}`;
}

/**
 * The target part of a journal key: host and organization, never a credential; the embedded emulator by name (its
 * port changes per process). The command line and the app use this one, so each continues the other's rollouts.
 */
export function rolloutTargetName(target: { kind?: string; apiHost: string; org?: string }): string {
  let host = target.apiHost;
  try {
    host = new URL(target.apiHost).host;
  } catch {
    // keep it as given
  }
  return `${target.kind === 'emulator' ? 'embedded emulator' : host}${target.org ? ` · org ${target.org}` : ''}`;
}

export function newJournalEntry(id: string, now: number, set?: string): JournalEntry {
  return {
    v: 1,
    id,
    createdAt: now,
    updatedAt: now,
    ...(set !== undefined ? { set } : {}),
    agents: {},
    finished: false,
  };
}

/** A finished, empty entry: after a write of the set outside a rollout, the next run redeploys every agent. */
export function supersededEntry(id: string, now: number, set?: string): JournalEntry {
  return { ...newJournalEntry(id, now, set), finished: true };
}

const STATE_OF: Record<AgentPhase, JournalAgentState> = {
  queued: 'pending',
  notStarted: 'pending',
  refused: 'refused',
  requesting: 'requested',
  waiting: 'rolling',
  rolling: 'rolling',
  ready: 'ready',
  draining: 'draining',
  stillDraining: 'draining',
  failed: 'failed',
  timedOut: 'failed',
  unknown: 'unknown',
};

/** The journal entry for a rollout's state (the entry's identity kept). */
export function entryFromState(state: RolloutState, entry: JournalEntry, now: number): JournalEntry {
  const agents: Record<string, JournalAgent> = {};
  for (const agent of state.agents) {
    const before = agent.previousDeploymentId ?? agent.journal?.before;
    const journalled = agent.phase === 'queued' || agent.phase === 'notStarted' ? undefined : agent.deploymentId;
    const kept = STATE_OF[agent.phase];
    const readyAt = kept === 'draining' ? (agent.drain?.since ?? agent.journal?.readyAt) : undefined;
    agents[agent.name] = {
      state: kept,
      ...(before !== undefined ? { before } : {}),
      ...(journalled !== undefined ? { deploymentId: journalled } : {}),
      ...(readyAt !== undefined ? { readyAt } : {}),
    };
  }
  const all = Object.values(agents);
  return {
    ...entry,
    updatedAt: now,
    agents,
    finished: all.every((a) => a.state === 'ready') && (!state.set || state.set.status === 'ready'),
  };
}

/** A parsed journal entry, or undefined when the data is not one (a damaged file is ignored, not trusted). */
export function parseJournalEntry(raw: unknown): JournalEntry | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const o = raw as Record<string, unknown>;
  if (o.v !== 1 || typeof o.id !== 'string' || typeof o.createdAt !== 'number' || typeof o.updatedAt !== 'number')
    return undefined;
  if (typeof o.finished !== 'boolean' || (o.set !== undefined && typeof o.set !== 'string')) return undefined;
  if (typeof o.agents !== 'object' || o.agents === null || Array.isArray(o.agents)) return undefined;
  const states = new Set<string>(Object.values(STATE_OF));
  const agents: Record<string, JournalAgent> = {};
  for (const [name, value] of Object.entries(o.agents as Record<string, unknown>)) {
    if (typeof value !== 'object' || value === null) return undefined;
    const a = value as Record<string, unknown>;
    if (typeof a.state !== 'string' || !states.has(a.state)) return undefined;
    if (
      (a.before !== undefined && typeof a.before !== 'string') ||
      (a.deploymentId !== undefined && typeof a.deploymentId !== 'string') ||
      (a.readyAt !== undefined && (typeof a.readyAt !== 'number' || !Number.isFinite(a.readyAt)))
    )
      return undefined;
    agents[name] = {
      state: a.state as JournalAgentState,
      ...(typeof a.before === 'string' ? { before: a.before } : {}),
      ...(typeof a.deploymentId === 'string' ? { deploymentId: a.deploymentId } : {}),
      ...(typeof a.readyAt === 'number' ? { readyAt: a.readyAt } : {}),
    };
  }
  return {
    v: 1,
    id: o.id,
    createdAt: o.createdAt,
    updatedAt: o.updatedAt,
    ...(typeof o.set === 'string' ? { set: o.set } : {}),
    agents,
    finished: o.finished,
  };
}

/** An in-memory journal (tests, and an app that keeps it for the session). */
export function memoryJournal(): RolloutJournal & { entries: Map<string, JournalEntry> } {
  const entries = new Map<string, JournalEntry>();
  return {
    entries,
    read: (key) => entries.get(key),
    write: (key, entry) => void entries.set(key, structuredClone(entry)),
  };
}
