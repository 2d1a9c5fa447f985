// The write marker's slow, salted hashes of values (setMarker.ts holds the format): the whole-set digest of versions 1
// and 2, and version 2's one-character tag per key. Every one is scrypt on libuv's thread pool (crypto.scrypt, never
// scryptSync: a plan computes hundreds side by side without blocking the event loop), leaving one thread free. The costs and what each
// reveals are in docs/reliability.md ("The write marker").

/** Version 1's digest: N=2^14 (16 MiB, ≈ 50 ms a core; libsodium's "interactive" level). Kept to read old markers. */
export const MARKER_SCRYPT = { N: 1 << 14, r: 8, p: 1, maxmem: 64 * 1024 * 1024 } as const;
/** Version 2's whole-set digest: N=2^12 (4 MiB, ≈ 12 ms a core), still memory-hard (docs/reliability.md says why). */
export const MARKER_SCRYPT_V2 = { N: 1 << 12, r: 8, p: 1, maxmem: 64 * 1024 * 1024 } as const;
/** Version 2's key tags: N=2^10 (1 MiB, ≈ 3 ms a core). A tag tells at most log2(62) bits whatever its cost. */
export const TAG_SCRYPT = { N: 1 << 10, r: 8, p: 1, maxmem: 64 * 1024 * 1024 } as const;

/** The alphabet of every field: letters and digits only, so the marker is a POSIX environment variable name. */
export const B62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

type ScryptCost = { N: number; r: number; p: number; maxmem: number };

/** `n` in base 62, left-padded with zeros to `width` (the caller keeps n < 62^width). */
export function base62(n: bigint, width: number): string {
  let out = '';
  while (n > 0n) {
    out = B62[Number(n % 62n)] + out;
    n /= 62n;
  }
  return out.padStart(width, '0');
}

/** `bytes` as an unsigned integer, reduced modulo 62^width, in `width` base-62 characters. */
export function bytesBase62(bytes: Buffer, width: number): string {
  return base62(BigInt(`0x${bytes.toString('hex') || '0'}`) % 62n ** BigInt(width), width);
}

/**
 * scrypt jobs on the pool at once, at most: one of libuv's threads (4 unless UV_THREADPOOL_SIZE says) stays free, so
 * a plan's 200 digests never queue a DNS lookup or a file read behind them. The rest wait here, in order.
 */
const MAX_IN_FLIGHT = Math.max(1, Math.min(Number(process.env.UV_THREADPOOL_SIZE) || 4, 1024) - 1);
let inFlight = 0;
const waiting: Array<() => void> = [];

async function withSlot<T>(run: () => Promise<T>): Promise<T> {
  if (inFlight < MAX_IN_FLIGHT) inFlight++;
  else await new Promise<void>((resolve) => waiting.push(resolve)); // the slot is handed over, not counted again
  try {
    return await run();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else inFlight--;
  }
}

export function scryptAsync(password: string, salt: string, length: number, cost: ScryptCost): Promise<Buffer> {
  return withSlot(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        const { N, r, p, maxmem } = cost;
        // node:crypto when first needed: reading sets never loads it (start-up).
        process
          .getBuiltinModule('node:crypto')
          .scrypt(password, salt, length, { N, r, p, maxmem }, (error, key) => (error ? reject(error) : resolve(key)));
      }),
  );
}

/** Version 2's digest: 8 base-62 characters (47.6 bits). */
export const V2_DIGEST_LENGTH = 8;

const byName = ([a]: readonly [string, string], [b]: readonly [string, string]) => (a < b ? -1 : a > b ? 1 : 0);

/** The whole set's digest: its name, the write time and every KEY=value (sorted by key), under `salt`. */
export async function setDigest(input: {
  version: 1 | 2;
  set: string;
  writtenAt: number;
  pairs: Iterable<readonly [string, string]>;
  salt: string;
}): Promise<string> {
  const pairs = [...new Map(input.pairs)].sort(byName);
  const seconds = Math.floor(input.writtenAt / 1000);
  if (input.version === 1) {
    const password = JSON.stringify(['agentdeck-set-marker-v1', input.set, seconds, pairs]);
    return bytesBase62(await scryptAsync(password, input.salt, 8, MARKER_SCRYPT), 11);
  }
  const password = JSON.stringify(['agentdeck-set-marker-v2', input.set, seconds, pairs]);
  return bytesBase62(await scryptAsync(password, input.salt, 6, MARKER_SCRYPT_V2), V2_DIGEST_LENGTH);
}

/** One key's tag: one base-62 character of scrypt over the salt, the set, the key name and its value. */
export async function keyTag(input: { set: string; key: string; value: string; salt: string }): Promise<string> {
  const password = JSON.stringify(['agentdeck-key-tag-v2', input.set, input.key, input.value]);
  const bytes = await scryptAsync(password, input.salt, 4, TAG_SCRYPT);
  return B62[bytes.readUInt32BE(0) % 62];
}

/** Every key's tag, in sorted key-name order (computed side by side on the thread pool). */
export async function keyTags(set: string, values: ReadonlyMap<string, string>, salt: string): Promise<string> {
  const pairs = [...values].sort(byName);
  const tags = await Promise.all(pairs.map(([key, value]) => keyTag({ set, key, value, salt })));
  return tags.join('');
}
