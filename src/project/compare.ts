// Whether a set's source values are the ones its last write through agentdeck held: the write marker's digest
// (api/secrets/setMarker.ts: salted scrypt of every KEY=value) recomputed from the source with the marker's own salt,
// and when it differs, the marker's per-key tags (V2) recomputed to name the keys. Never "same" without a digest that
// matches: another tool's write, a names-only marker or changed key names are "unknown" (and cost no digest).
import { compareWithMarker } from '../api/secrets/setMarker.js';
import type { CloudSet, CloudState } from './cloud.js';
import type { ValuesState } from './plan.js';
import type { EnvironmentValues } from './sources.js';
import type { EnvironmentTargets } from './targets.js';
import { verdictKey, type Verdict, type VerdictCache } from './verdicts.js';

/** Whether the source values are the ones the set's marker recorded (async: the digest is scrypt). */
export async function compareValues(
  detail: CloudSet,
  values: ReadonlyMap<string, string> | undefined,
  remembered?: { cache: VerdictCache; key: (markerKey: string) => string | undefined },
): Promise<Compared> {
  if (!values) return { state: 'no-source' };
  const d = detail.detail;
  if (!d) return { state: 'unknown', why: detail.readError ?? 'not read' };
  const marker = d.marker;
  if (!marker)
    return {
      state: 'unknown',
      why: 'no write through agentdeck is recorded (another tool wrote it, or the marker is off)',
    };
  if (!marker.matches) return { state: 'unknown', why: 'a key was added or removed since agentdeck last wrote it' };
  if (marker.mode !== 'values')
    return {
      state: 'unknown',
      why: 'the last write through agentdeck did not know every value (a partial write or an unset)',
    };
  // The digest covers every key: while the source's names are not the set's, nothing is computed.
  if (values.size !== d.keys.length || d.keys.some((k) => !values.has(k)))
    return { state: 'unknown', why: 'the key names differ; values are compared once they match' };
  const key = remembered?.key(marker.key);
  const known = key !== undefined ? remembered?.cache.get(key) : undefined;
  if (known) return fromVerdict(known);
  const result = await compareWithMarker(d.name, marker, values);
  if (result.same === undefined) return { state: 'unknown', why: 'the marker records no values' };
  const verdict: Verdict = result.same ? 'same' : (result.differing ?? 'differ');
  if (key !== undefined) remembered?.cache.set(key, verdict);
  return fromVerdict(verdict);
}

/** A set's values against the source; `differing`: the keys the marker's tags name (empty: it cannot tell which). */
export interface Compared {
  state: ValuesState;
  why?: string;
  differing?: string[];
}

function fromVerdict(v: Verdict): Compared {
  if (v === 'same' || v === 'differ') return { state: v };
  return { state: 'differ', differing: [...v] };
}

/** One managed set's comparison, remembered under its organization, name, marker and the source's stamp. */
export function compareSet(
  org: string,
  name: string,
  set: CloudSet,
  values: EnvironmentValues,
  cache?: VerdictCache,
): Promise<Compared> {
  const stamp = values.stamps.get(name);
  const remembered =
    cache && stamp !== undefined
      ? { cache, key: (markerKey: string) => verdictKey(org, name, markerKey, stamp) }
      : undefined;
  return compareValues(set, values.sets.get(name), remembered);
}

/**
 * Starts each set's comparison as soon as readCloud has read it (its `onSetRead`), so the digests run while the
 * agents and their sessions are still being read. Each digest is crypto.scrypt on libuv's thread pool (4 threads by
 * default; a V2 digest takes 4 MiB and ≈ 12 ms a core, a V1 16 MiB and ≈ 50 ms): they run in parallel and the event
 * loop stays free.
 */
export function comparisonsAsRead(
  org: string,
  values: EnvironmentValues,
  cache?: VerdictCache,
): { onSetRead: (name: string, set: CloudSet) => void; started: ReadonlyMap<string, Promise<Compared>> } {
  const started = new Map<string, Promise<Compared>>();
  return {
    started,
    onSetRead(name, set) {
      if (set.summary.type !== 'secret' || started.has(name)) return;
      const pending = compareSet(org, name, set, values, cache);
      // Awaited by compareAll; if the cloud read fails first, a failed digest must not be an unhandled rejection.
      pending.catch(() => undefined);
      started.set(name, pending);
    },
  };
}

/** Every set's comparison (those `started` early are awaited, the rest started now, all side by side). */
export async function compareAll(
  targets: EnvironmentTargets,
  cloud: CloudState,
  values: EnvironmentValues,
  cache?: VerdictCache,
  started?: ReadonlyMap<string, Promise<Compared>>,
): Promise<Map<string, Compared>> {
  const out = new Map<string, Compared>();
  await Promise.all(
    targets.sets.map(async (t) => {
      const c = cloud.sets.get(t.name);
      if (!c || c.summary.type !== 'secret') return;
      out.set(t.name, await (started?.get(t.name) ?? compareSet(cloud.org, t.name, c, values, cache)));
    }),
  );
  return out;
}
