// Staleness, the one source of truth for "does this agent run the set as it is now?" (pure: the reads are in
// setWrites.ts). An agent is stale when the deployment it serves from was created before the set's last known
// write, or (on the emulator, which counts writes) captured an older version of the set. A set's last write is known
// from agentdeck's write marker (setMarker.ts) while its key names are still the ones the marker recorded; without a
// marker, or after a key was added or removed by another tool, it is unknown — "unknown since" the marker's time —
// and never reported as current. A write by another tool that changes only values is invisible to every client (the
// service returns names only): docs/reliability.md says so. The command line and the app read the same functions.
import type { SecretSetDetail } from '../models.js';
import { shortId } from '../agents/deployStatus.js';

export type StaleState = 'current' | 'stale' | 'unknown';

/** Why a set's last write is unknown. */
export type UnknownWhy =
  | 'no-marker'
  | 'keys-changed'
  | 'image-pull-secret'
  | 'missing'
  | 'unreadable'
  | 'no-deployment-time'
  | 'serving-unknown';

/** What is known of a set's last write. */
export type SetWrite =
  | { set: string; known: true; at: number; mode: 'values' | 'names'; emulatorVersion?: number }
  | { set: string; known: false; why: UnknownWhy; message: string; since?: number; emulatorVersion?: number };

/** One agent against one set. */
export type Staleness =
  | { set: string; state: 'current'; basis: 'marker' | 'version'; writtenAt?: number }
  | {
      set: string;
      state: 'stale';
      basis: 'marker' | 'version';
      /** The write it does not run (absent when only the emulator's versions tell). */
      since?: number;
      message: string;
      /** A deployment made after that write is on its way (it serves once ready): follow it, do not redeploy. */
      replacing?: string;
    }
  | { set: string; state: 'unknown'; why: UnknownWhy; message: string; since?: number };

/** One agent against every secret set it binds: the worst of them (stale, then unknown, then current). */
export interface AgentStaleness {
  agent: string;
  state: StaleState;
  /** Stale: the earliest write it does not run. Unknown: the last time anything was known. */
  since?: number;
  /** One line: which set, since when, why. */
  message?: string;
  /** Stale only while a newer deployment rolls (every stale set has `replacing`): its id. */
  replacing?: string;
  sets: Staleness[];
}

/** An agent's deployment as staleness reads it (from its detail, or the agent list with its deployment). */
export interface DeploymentFacts {
  deploymentId?: string;
  /** ISO time or ms. */
  createdAt?: string | number;
  /** The emulator's version of each set it captured. */
  emulatorSetVersions?: Readonly<Record<string, number>>;
  /** Whether that deployment serves (true: ready; false: still rolling or failed; undefined: not read). */
  ready?: boolean;
  /** The deployment failed (the previous one keeps serving). */
  failed?: boolean;
}

const UNKNOWN_WORDS: Record<UnknownWhy, string> = {
  'no-marker': 'no write through agentdeck is recorded in the set (written by another tool, or the marker is off)',
  'keys-changed': 'a key was added or removed since agentdeck last wrote it (another tool wrote it)',
  'image-pull-secret': 'image pull secrets carry no write marker',
  missing: 'the set does not exist',
  unreadable: 'the set could not be read',
  'no-deployment-time': 'the service did not say when the deployment was made',
  'serving-unknown': 'its newest deployment failed; the older one that serves is not known to run the set as it is now',
};

/** The set's last write as its detail (getSecretSet) tells it. */
export function setWriteOf(detail: Pick<SecretSetDetail, 'name' | 'marker' | 'emulatorVersion'>): SetWrite {
  const version = detail.emulatorVersion !== undefined ? { emulatorVersion: detail.emulatorVersion } : {};
  const marker = detail.marker;
  if (!marker)
    return { set: detail.name, known: false, why: 'no-marker', message: UNKNOWN_WORDS['no-marker'], ...version };
  if (!marker.matches) {
    return {
      set: detail.name,
      known: false,
      why: 'keys-changed',
      message: UNKNOWN_WORDS['keys-changed'],
      since: marker.writtenAt,
      ...version,
    };
  }
  return { set: detail.name, known: true, at: marker.writtenAt, mode: marker.mode, ...version };
}

/** A set whose write cannot be known: a pull secret, one that does not exist, one that could not be read. */
export function unknownWrite(set: string, why: UnknownWhy, detail?: string): SetWrite {
  return { set, known: false, why, message: detail ? `${UNKNOWN_WORDS[why]}: ${detail}` : UNKNOWN_WORDS[why] };
}

function toMs(value: string | number | undefined): number | undefined {
  if (value === undefined) return undefined;
  const ms = typeof value === 'number' ? value : Date.parse(value);
  return Number.isFinite(ms) ? ms : undefined;
}

/** A time as the command line and the app show it: `14:02:05 UTC` today, else `2026-11-27 14:02 UTC`. */
export function timeText(ms: number, now: number = Date.now()): string {
  const iso = new Date(ms).toISOString();
  return iso.slice(0, 10) === new Date(now).toISOString().slice(0, 10)
    ? `${iso.slice(11, 19)} UTC`
    : `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

/** One agent's deployment against one set's last write. */
export function stalenessOf(write: SetWrite, deployment: DeploymentFacts, now: number = Date.now()): Staleness {
  const set = write.set;
  const captured = deployment.emulatorSetVersions?.[set];
  let current: Staleness;
  if (write.emulatorVersion !== undefined && captured !== undefined) {
    // The emulator counts writes: exact, whoever wrote.
    if (captured < write.emulatorVersion) {
      return {
        set,
        state: 'stale',
        basis: 'version',
        ...(write.known ? { since: write.at } : {}),
        message: `runs version ${captured} of '${set}'; it is at version ${write.emulatorVersion}`,
      };
    }
    current = { set, state: 'current', basis: 'version', ...(write.known ? { writtenAt: write.at } : {}) };
  } else {
    if (!write.known)
      return {
        set,
        state: 'unknown',
        why: write.why,
        message: write.message,
        ...(write.since !== undefined ? { since: write.since } : {}),
      };
    const created = toMs(deployment.createdAt);
    if (created === undefined)
      return {
        set,
        state: 'unknown',
        why: 'no-deployment-time',
        message: UNKNOWN_WORDS['no-deployment-time'],
        since: write.at,
      };
    if (created < write.at) {
      return {
        set,
        state: 'stale',
        basis: 'marker',
        since: write.at,
        message: `runs '${set}' as it was before its write at ${timeText(write.at, now)} (deployment ${shortId(deployment.deploymentId)} made ${timeText(created, now)})`,
      };
    }
    current = { set, state: 'current', basis: 'marker', writtenAt: write.at };
  }
  // Made after the write, but not serving yet: the one serving still runs the older values.
  if (deployment.ready === false) {
    const basis = current.state === 'current' ? current.basis : 'marker';
    const since = write.known ? { since: write.at } : {};
    if (deployment.failed) {
      return {
        set,
        state: 'unknown',
        why: 'serving-unknown',
        message: `deployment ${shortId(deployment.deploymentId)} (after the write) failed; an older one serves, which may predate it`,
        ...since,
      };
    }
    return {
      set,
      state: 'stale',
      basis,
      ...since,
      message: `deployment ${shortId(deployment.deploymentId)}, made after the write, is not ready yet`,
      ...(deployment.deploymentId !== undefined ? { replacing: deployment.deploymentId } : {}),
    };
  }
  return current;
}

const RANK: Record<StaleState, number> = { current: 0, unknown: 1, stale: 2 };

/** The worst of an agent's sets (an agent that binds no secret set is current: nothing it runs can be older). */
export function combineStaleness(agent: string, sets: readonly Staleness[]): AgentStaleness {
  let state: StaleState = 'current';
  for (const s of sets) if (RANK[s.state] > RANK[state]) state = s.state;
  const worst = sets.filter((s) => s.state === state);
  const times = worst.map((s) => ('since' in s ? s.since : undefined)).filter((t): t is number => t !== undefined);
  const since = times.length === 0 ? undefined : state === 'stale' ? Math.min(...times) : Math.max(...times);
  const replacing =
    state === 'stale' && worst.every((s) => s.state === 'stale' && s.replacing !== undefined)
      ? (worst[0] as { replacing?: string }).replacing
      : undefined;
  // One set: its message as it is (it names the set); several: each prefixed with its set.
  const message =
    state === 'current'
      ? undefined
      : worst.map((s) => ('message' in s ? (sets.length > 1 ? `'${s.set}': ${s.message}` : s.message) : '')).join('; ');
  return {
    agent,
    state,
    ...(since !== undefined ? { since } : {}),
    ...(message ? { message } : {}),
    ...(replacing !== undefined ? { replacing } : {}),
    sets: [...sets],
  };
}

/** An agent against the secret sets it binds (image pull secrets are not in the environment it runs with). */
export function agentStaleness(
  agent: { name: string; secretSets: readonly string[] },
  writes: ReadonlyMap<string, SetWrite>,
  deployment: DeploymentFacts,
  now: number = Date.now(),
): AgentStaleness {
  const sets = agent.secretSets.map((set) =>
    stalenessOf(writes.get(set) ?? unknownWrite(set, 'unreadable', 'not read'), deployment, now),
  );
  return combineStaleness(agent.name, sets);
}

export interface StalenessCounts {
  current: number;
  stale: number;
  unknown: number;
  total: number;
}

export function countStaleness(items: ReadonlyArray<{ state: StaleState }>): StalenessCounts {
  const counts: StalenessCounts = { current: 0, stale: 0, unknown: 0, total: items.length };
  for (const item of items) counts[item.state]++;
  return counts;
}

/** The words of a state: `current`, `stale since 14:02:05 UTC`, `unknown`. */
export function stalenessWords(s: { state: StaleState; since?: number }, now: number = Date.now()): string {
  if (s.state === 'current') return 'current';
  if (s.state === 'stale') return s.since !== undefined ? `stale since ${timeText(s.since, now)}` : 'stale';
  return s.since !== undefined ? `unknown since ${timeText(s.since, now)}` : 'unknown';
}

/** Staleness as JSON (the same fields for every command). */
export function stalenessJson(s: AgentStaleness): Record<string, unknown> {
  return {
    state: s.state,
    since: s.since !== undefined ? new Date(s.since).toISOString() : null,
    ...(s.message ? { message: s.message } : {}),
    ...(s.replacing ? { replacing: s.replacing } : {}),
    sets: s.sets.map((x) => ({
      set: x.set,
      state: x.state,
      ...('since' in x && x.since !== undefined ? { since: new Date(x.since).toISOString() } : {}),
      ...('writtenAt' in x && x.writtenAt !== undefined ? { writtenAt: new Date(x.writtenAt).toISOString() } : {}),
      ...('basis' in x ? { basis: x.basis } : {}),
      ...('why' in x ? { why: x.why } : {}),
      ...('message' in x ? { message: x.message } : {}),
    })),
  };
}
