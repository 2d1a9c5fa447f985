// The write marker: one key agentdeck adds to a secret set on every write, whose NAME records when the set was last
// written and what it held (values are write-only: a key's name is the only thing any client can read back). The
// threat model and the choices below are in docs/reliability.md ("The write marker"). Format, version 1:
//
//   AGENTDECK_V1_<time>_<names>_<salt>_<digest>   the write knew every value of the set (a whole-set write)
//   AGENTDECK_K1_<time>_<names>                   it did not (a partial write or an unset), or `set_marker = names`
//
// <time>   the write time, Unix seconds in base 36 (upper case), rounded up and one second late: a deployment the
//          service created before the write is never on or after it, whichever clock is a little off.
// <names>  a fingerprint of the set's other key names (SHA-256, 6 base-36 characters): names are public, so a fast
//          hash of them reveals nothing the key list does not; it tells a key added or removed since the write.
// <salt>   8 random bytes per write (base 62, 11 characters).
// <digest> scrypt (N=2^14, r=8, p=1, 8 bytes; base 62) of the set name, the time and every KEY=value, under the salt.
//          Recomputable from a local copy of the values (a `.env`) and the salt; never from the name alone.
// The key's value is the fixed text MARKER_VALUE (the agent's environment gains that one variable).
import { createHash, randomBytes, scrypt } from 'node:crypto';

export const MARKER_PREFIX = 'AGENTDECK_';
/** The marker key's value, as the agent's environment shows it. Not a secret (never registered for redaction). */
export const MARKER_VALUE = 'agentdeck-write-marker';
/** scrypt's cost: 16 MiB and ≈ 50 ms per digest on a laptop core (libsodium's "interactive" level; docs/reliability.md says why). */
export const MARKER_SCRYPT = { N: 1 << 14, r: 8, p: 1, maxmem: 64 * 1024 * 1024 } as const;
const DIGEST_BYTES = 8;
const SALT_BYTES = 8;
const B62_LENGTH = 11; // 62^11 > 2^64
const NAMES_LENGTH = 6;

/** `values`: the digest covers every value (V); `names`: key names and time only (K). */
export type MarkerMode = 'values' | 'names';
/** A project's choice (`set_marker` / AGENTDECK_SET_MARKER): on (values when known), names only, or off. */
export type MarkerSetting = 'on' | 'names' | 'off';

export interface SetMarker {
  /** The key as stored in the set. */
  key: string;
  mode: MarkerMode;
  /** The write time (ms since the epoch, a whole second). */
  writtenAt: number;
  /** The fingerprint of the set's other key names at the write. */
  names: string;
  salt?: string;
  digest?: string;
}

const MARKER_RE = /^AGENTDECK_([VK])1_([0-9A-Z]{6,9})_([0-9A-Z]{6})(?:_([0-9A-Za-z]{11})_([0-9A-Za-z]{11}))?$/;

/** A marker key parsed, or undefined when `key` is not one (a user key). */
export function parseMarkerKey(key: string): SetMarker | undefined {
  const m = MARKER_RE.exec(key);
  if (!m) return undefined;
  const mode: MarkerMode = m[1] === 'V' ? 'values' : 'names';
  if ((mode === 'values') !== (m[4] !== undefined)) return undefined;
  const seconds = parseInt(m[2], 36);
  if (!Number.isSafeInteger(seconds)) return undefined;
  return {
    key,
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

/** The marker's time for a write starting at `nowMs`: rounded up to the second, plus one. */
export function markerTime(nowMs: number): number {
  return (Math.ceil(nowMs / 1000) + 1) * 1000;
}

/** The fingerprint of a set's user key names (order and duplicates do not matter). */
export function namesFingerprint(keys: Iterable<string>): string {
  const sorted = [...new Set(keys)].sort();
  const hash = createHash('sha256')
    .update(JSON.stringify(['agentdeck-names-v1', sorted]))
    .digest();
  return (hash.readUInt32BE(0) % 36 ** NAMES_LENGTH).toString(36).toUpperCase().padStart(NAMES_LENGTH, '0');
}

function base62(bytes: Buffer): string {
  const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
  let n = BigInt(`0x${bytes.toString('hex') || '0'}`);
  let out = '';
  while (n > 0n) {
    out = alphabet[Number(n % 62n)] + out;
    n /= 62n;
  }
  return out.padStart(B62_LENGTH, '0');
}

function scryptAsync(password: string, salt: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const { N, r, p, maxmem } = MARKER_SCRYPT;
    scrypt(password, salt, DIGEST_BYTES, { N, r, p, maxmem }, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/**
 * The digest of a whole set: its name, the write time and every KEY=value (sorted by key), under `salt`. What
 * "Environments as code" recomputes from a local `.env` to tell whether a value differs from what was written.
 */
export async function contentDigest(input: {
  set: string;
  writtenAt: number;
  pairs: Iterable<readonly [string, string]>;
  salt: string;
}): Promise<string> {
  const pairs = [...new Map(input.pairs)].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const password = JSON.stringify(['agentdeck-set-marker-v1', input.set, Math.floor(input.writtenAt / 1000), pairs]);
  return base62(await scryptAsync(password, input.salt));
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
}

export async function makeMarker(input: MakeMarkerInput): Promise<SetMarker> {
  const keys = [...new Set(input.keys)];
  const names = namesFingerprint(keys);
  const time = Math.floor(input.writtenAt / 1000)
    .toString(36)
    .toUpperCase()
    .padStart(6, '0');
  const whole =
    input.values !== undefined && keys.length === input.values.size && keys.every((k) => input.values!.has(k));
  if (input.mode === 'names' || !whole) {
    return {
      key: `${MARKER_PREFIX}K1_${time}_${names}`,
      mode: 'names',
      writtenAt: Math.floor(input.writtenAt / 1000) * 1000,
      names,
    };
  }
  const salt = base62((input.random ?? randomBytes)(SALT_BYTES));
  const digest = await contentDigest({ set: input.set, writtenAt: input.writtenAt, pairs: input.values!, salt });
  return {
    key: `${MARKER_PREFIX}V1_${time}_${names}_${salt}_${digest}`,
    mode: 'values',
    writtenAt: Math.floor(input.writtenAt / 1000) * 1000,
    names,
    salt,
    digest,
  };
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
    ...(marker ? { marker, matches: marker.names === namesFingerprint(keys) } : {}),
    older: rest.map((m) => m.key),
  };
}

/**
 * Whether a local copy of a set's values (every key) is what the marker's write held: true/false for a V marker,
 * undefined for a K marker (it recorded no values).
 */
export async function markerMatchesValues(
  set: string,
  marker: SetMarker,
  values: ReadonlyMap<string, string>,
): Promise<boolean | undefined> {
  if (marker.mode !== 'values' || marker.salt === undefined || marker.digest === undefined) return undefined;
  if (namesFingerprint(values.keys()) !== marker.names) return false;
  return (
    (await contentDigest({ set, writtenAt: marker.writtenAt, pairs: values, salt: marker.salt })) === marker.digest
  );
}

/** A marker setting from text (config file or environment); undefined when it is not one. */
export function parseMarkerSetting(text: string | undefined): MarkerSetting | undefined {
  const value = text?.trim().toLowerCase();
  if (value === undefined || value === '') return undefined;
  if (['on', '1', 'true', 'yes', 'values'].includes(value)) return 'on';
  if (['off', '0', 'false', 'no'].includes(value)) return 'off';
  if (value === 'names') return 'names';
  return undefined;
}
