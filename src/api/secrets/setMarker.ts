// The write marker: one key agentdeck adds to a secret set on every write, whose NAME records when the set was last
// written and what it held (values are write-only: a key's name is the only thing any client can read back). The
// threat model, the bounds and the choices below are in docs/reliability.md ("The write marker"). Formats:
//
//   AGENTDECK_V2_<time><names><salt><digest><tags>  a whole-set write (it knew every value); fixed widths
//   AGENTDECK_K1_<time>_<names>                     a partial write or an unset, or `set_marker = names`
//   AGENTDECK_V1_<time>_<names>_<salt>_<digest>     a whole-set write by an earlier agentdeck (still read; written
//                                                   now only by a clock outside V2's years)
//
// Every V2 field is base 62 (letters and digits: the key stays a POSIX environment variable name, ≤ 64 characters):
// <time>   5: the write time, seconds since 2025-01-01 UTC (to 2054), rounded up and one second late: a deployment
//          the service created before the write is never on or after it, whichever clock is a little off.
// <names>  4: a fingerprint of the set's other key names (SHA-256): names are public, so a fast hash of them reveals
//          nothing the key list does not; it tells a key added or removed since the write.
// <salt>   6: random, new at every write.
// <digest> 8: scrypt (N=2^12, r=8, p=1) of the set name, the time and every KEY=value, under the salt: the authority
//          for "same" and "differs". Recomputable from a local copy of the values (a `.env`) and the salt.
// <tags>   one character per user key in sorted key-name order (at most 28 keys; a bigger set, or the `digest`
//          setting, gets none): scrypt (N=2^10) of the salt, set name, key name and value, modulo 62 — at most
//          log2(62) < 6 bits about a value, enough to name which key's value differs once the digest says one does.
// V1 and K1 keep their own fields (base 36 time and names; V1's digest is scrypt N=2^14, 11 characters).
// The key's value is the fixed text MARKER_VALUE (the agent's environment gains that one variable).
import { SECRET_KEY_MAX } from '../validation.js';
import { B62, V2_DIGEST_LENGTH, base62, bytesBase62, keyTag, keyTags, setDigest } from './markerDigest.js';

export { MARKER_SCRYPT, MARKER_SCRYPT_V2, TAG_SCRYPT } from './markerDigest.js';
export const MARKER_PREFIX = 'AGENTDECK_';
/** The marker key's value, as the agent's environment shows it. Not a secret (never registered for redaction). */
export const MARKER_VALUE = 'agentdeck-write-marker';

const V2_PREFIX = `${MARKER_PREFIX}V2_`;
/** V2's time origin, 2025-01-01 UTC: five base-62 characters then last until 2054. */
const V2_EPOCH_SECONDS = Date.UTC(2025, 0, 1) / 1000;
const V2_TIME_LENGTH = 5;
const V2_NAMES_LENGTH = 4;
const V2_SALT_LENGTH = 6;
/** The most keys a V2 marker tags: what the 64 characters of a key name leave after the fixed fields. */
export const MARKER_MAX_TAGS =
  SECRET_KEY_MAX - V2_PREFIX.length - V2_TIME_LENGTH - V2_NAMES_LENGTH - V2_SALT_LENGTH - V2_DIGEST_LENGTH;
const V1_NAMES_LENGTH = 6;

/** `values`: the digest covers every value (V); `names`: key names and time only (K). */
export type MarkerMode = 'values' | 'names';
/**
 * A project's choice (`set_marker` / AGENTDECK_SET_MARKER): on (a digest of the values and a tag per key, when every
 * value is known), digest (the digest without the tags: no key's own value is told), names only, or off.
 */
export type MarkerSetting = 'on' | 'digest' | 'names' | 'off';

export interface SetMarker {
  /** The key as stored in the set. */
  key: string;
  /** 2: a V2 marker; 1: V1 or K1. */
  version: 1 | 2;
  mode: MarkerMode;
  /** The write time (ms since the epoch, a whole second). */
  writtenAt: number;
  /** The fingerprint of the set's other key names at the write. */
  names: string;
  salt?: string;
  digest?: string;
  /** V2: one tag per user key in sorted key-name order (absent: the set had more keys than fit). */
  tags?: string;
}

const V1_RE = /^AGENTDECK_([VK])1_([0-9A-Z]{6,9})_([0-9A-Z]{6})(?:_([0-9A-Za-z]{11})_([0-9A-Za-z]{11}))?$/;
const field = (n: number) => `([0-9A-Za-z]{${n}})`;
const V2_RE = new RegExp(
  `^AGENTDECK_V2_${field(V2_TIME_LENGTH)}${field(V2_NAMES_LENGTH)}${field(V2_SALT_LENGTH)}${field(V2_DIGEST_LENGTH)}([0-9A-Za-z]{0,${MARKER_MAX_TAGS}})$`,
);

function fromBase62(text: string): number {
  let n = 0;
  for (const c of text) n = n * 62 + B62.indexOf(c);
  return n;
}

/** A marker key parsed, or undefined when `key` is not one (a user key). */
export function parseMarkerKey(key: string): SetMarker | undefined {
  const v2 = V2_RE.exec(key);
  if (v2) {
    return {
      key,
      version: 2,
      mode: 'values',
      writtenAt: (V2_EPOCH_SECONDS + fromBase62(v2[1])) * 1000,
      names: v2[2],
      salt: v2[3],
      digest: v2[4],
      ...(v2[5] !== '' ? { tags: v2[5] } : {}),
    };
  }
  const m = V1_RE.exec(key);
  if (!m) return undefined;
  const mode: MarkerMode = m[1] === 'V' ? 'values' : 'names';
  if ((mode === 'values') !== (m[4] !== undefined)) return undefined;
  const seconds = parseInt(m[2], 36);
  if (!Number.isSafeInteger(seconds)) return undefined;
  return {
    key,
    version: 1,
    mode,
    writtenAt: seconds * 1000,
    names: m[3],
    ...(m[4] !== undefined ? { salt: m[4], digest: m[5] } : {}),
  };
}

/** Whether a key name is agentdeck's marker (of any version this client knows) or looks like one (AGENTDECK_…). */
export function isMarkerKey(key: string): boolean {
  return parseMarkerKey(key) !== undefined;
}

/** node:crypto when first needed: a command that reads sets without writing one never loads it (start-up). */
const nodeCrypto = () => process.getBuiltinModule('node:crypto');

/** The marker's time for a write starting at `nowMs`: rounded up to the second, plus one. */
export function markerTime(nowMs: number): number {
  return (Math.ceil(nowMs / 1000) + 1) * 1000;
}

/** The fingerprint of a set's user key names (order and duplicates do not matter), as marker `version` writes it. */
export function namesFingerprint(keys: Iterable<string>, version: 1 | 2 = 1): string {
  const sorted = [...new Set(keys)].sort();
  const hash = nodeCrypto()
    .createHash('sha256')
    .update(JSON.stringify([version === 1 ? 'agentdeck-names-v1' : 'agentdeck-names-v2', sorted]))
    .digest();
  if (version === 2) return bytesBase62(hash.subarray(0, 4), V2_NAMES_LENGTH);
  return (hash.readUInt32BE(0) % 36 ** V1_NAMES_LENGTH).toString(36).toUpperCase().padStart(V1_NAMES_LENGTH, '0');
}

/**
 * The digest of a whole set: its name, the write time and every KEY=value (sorted by key), under `salt`, as marker
 * `version` (default 1, the first format) computes it. What "Environments as code" recomputes from a local `.env`.
 */
export async function contentDigest(input: {
  set: string;
  writtenAt: number;
  pairs: Iterable<readonly [string, string]>;
  salt: string;
  version?: 1 | 2;
}): Promise<string> {
  return setDigest({ ...input, version: input.version ?? 1 });
}

export interface MakeMarkerInput {
  set: string;
  /** A write time from markerTime(). */
  writtenAt: number;
  /** The set's user keys after the write. */
  keys: Iterable<string>;
  /** Every value of the set after the write, when the write knows them all (a whole-set write): then a V marker. */
  values?: ReadonlyMap<string, string>;
  mode?: MarkerMode;
  /** Tests: fixed salt bytes. */
  random?: (size: number) => Buffer;
  /** Tests: write the first format (V1), as an earlier agentdeck did. */
  version?: 1;
  /** false: no per-key tags (the `digest` setting). Default true. */
  tags?: boolean;
}

const wholeSecond = (ms: number) => Math.floor(ms / 1000) * 1000;

function v1Time(writtenAt: number): string {
  return Math.floor(writtenAt / 1000)
    .toString(36)
    .toUpperCase()
    .padStart(6, '0');
}

export async function makeMarker(input: MakeMarkerInput): Promise<SetMarker> {
  const keys = [...new Set(input.keys)];
  const writtenAt = wholeSecond(input.writtenAt);
  const values = input.values;
  const whole = values !== undefined && keys.length === values.size && keys.every((k) => values.has(k));
  if (input.mode === 'names' || !whole) {
    const names = namesFingerprint(keys, 1);
    return { key: `${MARKER_PREFIX}K1_${v1Time(writtenAt)}_${names}`, version: 1, mode: 'names', writtenAt, names };
  }
  const random = input.random ?? ((size: number) => nodeCrypto().randomBytes(size));
  const v2Seconds = writtenAt / 1000 - V2_EPOCH_SECONDS;
  // A clock outside V2's 29 years (a machine set to 1970) still gets a marker: the first format, which has no end.
  if (input.version === 1 || v2Seconds < 0 || v2Seconds >= 62 ** V2_TIME_LENGTH) {
    const names = namesFingerprint(keys, 1);
    const salt = bytesBase62(random(8), 11);
    const digest = await setDigest({ version: 1, set: input.set, writtenAt, pairs: values, salt });
    const key = `${MARKER_PREFIX}V1_${v1Time(writtenAt)}_${names}_${salt}_${digest}`;
    return { key, version: 1, mode: 'values', writtenAt, names, salt, digest };
  }
  const names = namesFingerprint(keys, 2);
  const salt = bytesBase62(random(6), V2_SALT_LENGTH);
  const [digest, tags] = await Promise.all([
    setDigest({ version: 2, set: input.set, writtenAt, pairs: values, salt }),
    input.tags !== false && keys.length <= MARKER_MAX_TAGS ? keyTags(input.set, values, salt) : Promise.resolve(''),
  ]);
  const key = `${V2_PREFIX}${base62(BigInt(v2Seconds), V2_TIME_LENGTH)}${names}${salt}${digest}${tags}`;
  return { key, version: 2, mode: 'values', writtenAt, names, salt, digest, ...(tags ? { tags } : {}) };
}

/** What a set's key list says about its markers. */
export interface MarkerReading {
  /** The user's keys (markers taken out), in the order given. */
  keys: string[];
  /** The newest marker, if any. */
  marker?: SetMarker;
  /** Whether the user keys are the ones the newest marker recorded (false: a key was added or removed since). */
  matches?: boolean;
  /** Older marker keys left by a write whose clean-up failed (the next write removes them). */
  older: string[];
}

export function readMarkers(allKeys: readonly string[]): MarkerReading {
  const keys: string[] = [];
  const markers: SetMarker[] = [];
  for (const key of allKeys) {
    const marker = parseMarkerKey(key);
    if (marker) markers.push(marker);
    else keys.push(key);
  }
  markers.sort((a, b) => b.writtenAt - a.writtenAt || (a.key < b.key ? 1 : -1));
  const [marker, ...rest] = markers;
  return {
    keys,
    ...(marker ? { marker, matches: marker.names === namesFingerprint(keys, marker.version) } : {}),
    older: rest.map((m) => m.key),
  };
}

/** A marker as compared: what parseMarkerKey gives (`version` absent: 1). */
export type ComparableMarker = Pick<SetMarker, 'mode' | 'writtenAt' | 'names' | 'salt' | 'digest' | 'tags'> & {
  version?: 1 | 2;
};

/** A local copy of a set's values against its marker. */
export interface MarkerComparison {
  /** true: the values are the ones the marker's write held; false: a value differs; undefined: it recorded none (K). */
  same: boolean | undefined;
  /**
   * When a value differs and the marker tags every key (V2, keys unchanged): the keys whose tag differs, sorted —
   * each surely changed; empty when no tag differs (a changed value whose tag happens to be equal: 1 in 62 each).
   * Absent: the marker names no key (V1, or more keys than tags fit).
   */
  differing?: string[];
}

/**
 * Compares a local copy of every value of a set with its marker: the whole-set digest decides same or differs (no
 * digest is computed when the key names already differ); when it differs, a V2 marker's tags name the keys.
 */
export async function compareWithMarker(
  set: string,
  marker: ComparableMarker,
  values: ReadonlyMap<string, string>,
): Promise<MarkerComparison> {
  if (marker.mode !== 'values' || marker.salt === undefined || marker.digest === undefined) return { same: undefined };
  const version = marker.version ?? 1;
  if (namesFingerprint(values.keys(), version) !== marker.names) return { same: false };
  const digest = await setDigest({ version, set, writtenAt: marker.writtenAt, pairs: values, salt: marker.salt });
  if (digest === marker.digest) return { same: true };
  const tags = marker.tags;
  if (version !== 2 || tags === undefined || tags.length !== values.size) return { same: false };
  const salt = marker.salt;
  const keys = [...values.keys()].sort();
  const now = await Promise.all(keys.map((key) => keyTag({ set, key, value: values.get(key)!, salt })));
  return { same: false, differing: keys.filter((_, i) => now[i] !== tags[i]) };
}

/**
 * Whether a local copy of a set's values (every key) is what the marker's write held: true/false for a V marker,
 * undefined for a K marker (it recorded no values).
 */
export async function markerMatchesValues(
  set: string,
  marker: ComparableMarker,
  values: ReadonlyMap<string, string>,
): Promise<boolean | undefined> {
  return (await compareWithMarker(set, marker, values)).same;
}

/** A marker setting from text (config file or environment); undefined when it is not one. */
export function parseMarkerSetting(text: string | undefined): MarkerSetting | undefined {
  const value = text?.trim().toLowerCase();
  if (value === undefined || value === '') return undefined;
  if (['on', '1', 'true', 'yes', 'values'].includes(value)) return 'on';
  if (['off', '0', 'false', 'no'].includes(value)) return 'off';
  if (value === 'names') return 'names';
  if (value === 'digest') return 'digest';
  return undefined;
}
