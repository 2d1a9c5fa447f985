// How SecretsClient keeps the write marker (setMarker.ts) on every write of a secret set: the set's keys are read
// first (its other names, its old markers), the new marker rides in the same PUT as the values (one atomic batch),
// and the old markers are removed after it — before it on the key-by-key path, where a write can stop midway, so
// that a half-done write leaves no marker rather than one that describes the set as it was. A refusal of the marker
// key itself never costs the user's write: it is written without it, and the result says why there is no marker.
// Image pull secrets carry none (they have no keys to read back).
import { isApiError } from '../http/errors.js';
import type { CallOptions } from '../http/callOptions.js';
import type { HttpClient } from '../http/http.js';
import { PartialWriteError } from './orgScopedWrite.js';
import { MARKER_VALUE, makeMarker, markerTime, readMarkers, type MarkerSetting, type SetMarker } from './setMarker.js';
import { expectArray, expectRecord, expectString, isRecord } from '../http/shape.js';

export interface MarkerConfig {
  /** The project's setting (read once, on the first write). */
  setting: () => MarkerSetting | Promise<MarkerSetting>;
  now?: () => number;
  /** Tests: fixed salt bytes. */
  random?: (size: number) => Buffer;
}

/** What a write did about the marker. */
export interface MarkerOutcome {
  /** The marker the write left (absent: none was written). */
  marker?: Pick<SetMarker, 'key' | 'mode' | 'writtenAt'>;
  /** Why the set has no marker describing this write (the write itself went through). */
  markerProblem?: string;
}

interface Prepared {
  setting: MarkerSetting;
  /** Marker keys in the set before the write: all are replaced. */
  old: string[];
  /** User keys before the write (undefined: the set does not exist). */
  keys?: string[];
  /** An image pull secret (or a set whose keys cannot be read): leave it alone. */
  skip?: boolean;
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The set's raw key names (markers included); undefined when it does not exist; 'not a key set' for a pull secret. */
async function rawKeys(
  http: HttpClient,
  path: string,
  opts: CallOptions,
): Promise<string[] | undefined | 'not a key set'> {
  try {
    const { body } = await http.request<unknown>('GET', path, { signal: opts.signal });
    const obj = expectRecord(body, 'secret set');
    return expectArray(obj, 'secrets', 'secret set').map((item, i) =>
      expectString(expectRecord(item, `secrets[${i}]`), 'fieldName', `secrets[${i}]`),
    );
  } catch (error) {
    if (isApiError(error) && error.status === 404) return undefined;
    if (isApiError(error) && error.status === 400) return 'not a key set';
    throw error;
  }
}

export async function prepareMarker(
  http: HttpClient,
  path: string,
  config: MarkerConfig,
  opts: CallOptions,
): Promise<Prepared> {
  const setting = await config.setting();
  const raw = await rawKeys(http, path, opts);
  if (raw === 'not a key set') return { setting, old: [], skip: true };
  if (raw === undefined) return { setting, old: [] };
  const reading = readMarkers(raw);
  return { setting, old: [...(reading.marker ? [reading.marker.key] : []), ...reading.older], keys: reading.keys };
}

/** The marker for the set after a write of `written` (every value known when it covers every key). */
export async function nextMarker(
  set: string,
  prepared: Prepared,
  config: MarkerConfig,
  after: { keys: string[]; written?: ReadonlyMap<string, string> },
): Promise<SetMarker | undefined> {
  if (prepared.skip || prepared.setting === 'off' || after.keys.length === 0) return undefined;
  return makeMarker({
    set,
    writtenAt: markerTime((config.now ?? Date.now)()),
    keys: after.keys,
    ...(after.written ? { values: after.written } : {}),
    mode: prepared.setting === 'names' ? 'names' : 'values',
    ...(prepared.setting === 'digest' ? { tags: false } : {}),
    ...(config.random ? { random: config.random } : {}),
  });
}

/** Removes old marker keys (best effort): the text of the first failure, if any. */
export async function removeMarkers(
  http: HttpClient,
  path: string,
  keys: readonly string[],
  opts: CallOptions,
): Promise<string | undefined> {
  for (const key of keys) {
    try {
      await http.request('DELETE', `${path}/${encodeURIComponent(key)}`, { signal: opts.signal });
    } catch (error) {
      if (isApiError(error) && error.status === 404) continue;
      return `an earlier write marker (${key}) could not be removed: ${message(error)}`;
    }
  }
  return undefined;
}

/**
 * Writes `pairs` with the marker added (write(pairs) is the client's own PUT, batch or key by key). A 400 to the
 * write with the marker is tried once more without it: when that goes through, the marker was what the service
 * refused; when it fails too, that failure is the user's. A key-by-key write that stopped at the marker (the last
 * key) wrote every value.
 */
export async function writeWithMarker<T>(
  pairs: Array<[string, string]>,
  marker: SetMarker | undefined,
  write: (pairs: Array<[string, string]>) => Promise<T>,
): Promise<{ result: T; marker?: SetMarker; problem?: string }> {
  if (!marker) return { result: await write(pairs) };
  try {
    return { result: await write([...pairs, [marker.key, MARKER_VALUE]]), marker };
  } catch (error) {
    if (
      error instanceof PartialWriteError &&
      error.failedKey === marker.key &&
      error.notWritten.length === 0 &&
      !error.failedKeyUnknown
    ) {
      return {
        result: { status: 'OK' } as T,
        problem: `the service refused agentdeck's write marker: ${message(error.reason)}`,
      };
    }
    if (!(isApiError(error) && error.status === 400) || error instanceof PartialWriteError) throw error;
    const result = await write(pairs);
    return { result, problem: `the service refused agentdeck's write marker: ${message(error)}` };
  }
}

/** The outcome fields of a write's result. */
export function markerOutcome(marker: SetMarker | undefined, problems: Array<string | undefined>): MarkerOutcome {
  const problem = problems.filter(Boolean).join('; ');
  return {
    ...(marker ? { marker: { key: marker.key, mode: marker.mode, writtenAt: marker.writtenAt } } : {}),
    ...(problem ? { markerProblem: problem } : {}),
  };
}

/** The emulator's write count of a set or a summary, when it gives one (the service does not). */
export function emulatorVersionOf(obj: unknown): number | undefined {
  if (!isRecord(obj)) return undefined;
  const v = obj.emulatorVersion;
  return typeof v === 'number' && Number.isSafeInteger(v) && v >= 0 ? v : undefined;
}
