// Whether a set's source values are the ones its last write through agentdeck held: the write marker's digest
// (api/secrets/setMarker.ts: salted scrypt of every KEY=value) recomputed from the source with the marker's own salt. Never
// "same" without a digest that matches: another tool's write, a names-only marker or changed key names are "unknown".
import { markerMatchesValues } from '../api/secrets/setMarker.js';
import type { CloudSet, CloudState } from './cloud.js';
import type { ValuesState } from './plan.js';
import type { EnvironmentValues } from './sources.js';
import type { EnvironmentTargets } from './targets.js';
import { verdictKey, type VerdictCache } from './verdicts.js';

/** Whether the source values are the ones the set's marker recorded (async: the digest is scrypt). */
export async function compareValues(
  detail: CloudSet,
  values: ReadonlyMap<string, string> | undefined,
  remembered?: { cache: VerdictCache; key: (markerKey: string) => string | undefined },
): Promise<{ state: ValuesState; why?: string }> {
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
  const key = remembered?.key(marker.key);
  const known = key !== undefined ? remembered?.cache.get(key) : undefined;
  if (known) return { state: known };
  const same = await markerMatchesValues(d.name, marker, values);
  if (same === undefined) return { state: 'unknown', why: 'the marker records no values' };
  if (key !== undefined) remembered?.cache.set(key, same ? 'same' : 'differ');
  return { state: same ? 'same' : 'differ' };
}

/** Every set's comparison (digests computed `concurrency` at a time: each takes ≈ 16 MiB and 50 ms). */
export async function compareAll(
  targets: EnvironmentTargets,
  cloud: CloudState,
  values: EnvironmentValues,
  cache?: VerdictCache,
): Promise<Map<string, { state: ValuesState; why?: string }>> {
  const out = new Map<string, { state: ValuesState; why?: string }>();
  await Promise.all(
    targets.sets.map(async (t) => {
      const c = cloud.sets.get(t.name);
      if (!c || c.summary.type !== 'secret') return;
      const stamp = values.stamps.get(t.name);
      const remembered =
        cache && stamp !== undefined
          ? { cache, key: (markerKey: string) => verdictKey(cloud.org, t.name, markerKey, stamp) }
          : undefined;
      out.set(t.name, await compareValues(c, values.sets.get(t.name), remembered));
    }),
  );
  return out;
}
