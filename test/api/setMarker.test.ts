// The write marker's format (a key name any client can read back), its limits, and what it lets a holder of the
// values check — without any value or fast hash of one in it: V2 (digest and one tag per key) written, V1 and K1 read.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  MARKER_MAX_TAGS,
  MARKER_VALUE,
  compareWithMarker,
  contentDigest,
  makeMarker,
  markerMatchesValues,
  markerTime,
  namesFingerprint,
  parseMarkerKey,
  parseMarkerSetting,
  readMarkers,
} from '../../src/api/secrets/setMarker.js';
import { SECRET_KEY_MAX, validateSecretKey, validateSecretValue } from '../../src/api/validation.js';

const fixed = (size: number) => Buffer.alloc(size, 7);
const T = markerTime(Date.UTC(2026, 10, 27, 14, 2, 5, 300));

describe('the marker key', () => {
  it('a whole-set write: V2 with time, names, salt, digest and one tag per key; a valid key and environment variable name within 64 characters', async () => {
    const values = new Map([
      ['OPENAI_API_KEY', 'sk-live-0123456789abcdef'],
      ['DEBUG', 'true'],
    ]);
    const marker = await makeMarker({ set: 'keys', writtenAt: T, keys: values.keys(), values, random: fixed });
    expect(marker.mode).toBe('values');
    expect(marker.version).toBe(2);
    // prefix, time 5, names 4, salt 6, digest 8, then the tags of DEBUG and OPENAI_API_KEY (sorted).
    expect(marker.key).toMatch(/^AGENTDECK_V2_[0-9A-Za-z]{5}[0-9A-Za-z]{4}[0-9A-Za-z]{6}[0-9A-Za-z]{8}[0-9A-Za-z]{2}$/);
    expect(marker.tags).toHaveLength(2);
    expect(marker.key.length).toBeLessThanOrEqual(SECRET_KEY_MAX);
    expect(validateSecretKey(marker.key)).toBeNull();
    expect(validateSecretValue(marker.key, MARKER_VALUE)).toBeNull();
    expect(marker.key).toMatch(/^[A-Za-z_][A-Za-z0-9_]*$/); // a POSIX environment variable name
    expect(parseMarkerKey(marker.key)).toEqual(marker);
  });

  it('its time is the write rounded up to the second plus one (a deployment made before the write is never on or after it)', async () => {
    expect(markerTime(Date.UTC(2026, 0, 1, 0, 0, 0, 0))).toBe(Date.UTC(2026, 0, 1, 0, 0, 1));
    expect(markerTime(Date.UTC(2026, 0, 1, 0, 0, 0, 1))).toBe(Date.UTC(2026, 0, 1, 0, 0, 2));
    expect(parseMarkerKey(`AGENTDECK_K1_${(T / 1000).toString(36).toUpperCase()}_ABC123`)?.writtenAt).toBe(T);
    const values = new Map([['A', 'x']]);
    for (const at of [Date.UTC(2025, 0, 1, 0, 0, 1), T, Date.UTC(2053, 11, 31)]) {
      const marker = await makeMarker({ set: 's', writtenAt: at, keys: ['A'], values });
      expect(marker.version, new Date(at).toISOString()).toBe(2);
      expect(parseMarkerKey(marker.key)?.writtenAt).toBe(at);
    }
    // A clock outside V2's range (before 2025, after 2054) still gets a marker: the first format, which has no end.
    for (const at of [Date.UTC(2020, 0, 1), Date.UTC(2060, 0, 1)]) {
      const marker = await makeMarker({ set: 's', writtenAt: at, keys: ['A'], values });
      expect(marker.key).toMatch(/^AGENTDECK_V1_/);
      expect(parseMarkerKey(marker.key)?.writtenAt).toBe(at);
      expect(await markerMatchesValues('s', marker, values)).toBe(true);
    }
  });

  it('no value, nor a fast hash of one, is in the name: only salted scrypt of the whole set and of each key', async () => {
    const secret = 'hunter2-hunter2';
    const values = new Map([['PASSWORD', secret]]);
    const marker = await makeMarker({ set: 's', writtenAt: T, keys: ['PASSWORD'], values, random: fixed });
    const hashes = ['sha256', 'sha1', 'md5'].map((h) => createHash(h).update(secret).digest());
    for (const hash of hashes) {
      for (const text of [hash.toString('hex'), hash.toString('base64'), hash.toString('base64url')]) {
        expect(marker.key.toLowerCase()).not.toContain(text.slice(0, 8).toLowerCase());
      }
    }
    expect(marker.key).not.toContain(secret);
    expect(marker.key).not.toContain(secret.slice(0, 4));
    // A new write of the same values gets another salt, so another digest: two sets (or two writes) cannot be told equal.
    const other = await makeMarker({ set: 's', writtenAt: T, keys: ['PASSWORD'], values });
    expect(other.digest).not.toBe(marker.digest);
  });

  it('a partial write (or names mode) records names and time only: K1', async () => {
    const partial = await makeMarker({ set: 's', writtenAt: T, keys: ['A', 'B'], values: new Map([['A', 'x']]) });
    expect(partial.key).toMatch(/^AGENTDECK_K1_[0-9A-Z]{6}_[0-9A-Z]{6}$/);
    expect(partial).not.toHaveProperty('digest');
    const names = await makeMarker({
      set: 's',
      writtenAt: T,
      keys: ['A'],
      values: new Map([['A', 'x']]),
      mode: 'names',
    });
    expect(names.mode).toBe('names');
  });

  it('the digest is recomputable from a local copy of the values and the salt (what "Environments as code" checks)', async () => {
    const values = new Map([
      ['A', 'one'],
      ['B', 'two'],
    ]);
    const marker = await makeMarker({ set: 'env', writtenAt: T, keys: values.keys(), values });
    const parsed = parseMarkerKey(marker.key)!;
    expect(
      await markerMatchesValues(
        'env',
        parsed,
        new Map([
          ['B', 'two'],
          ['A', 'one'],
        ]),
      ),
    ).toBe(true);
    expect(
      await markerMatchesValues(
        'env',
        parsed,
        new Map([
          ['A', 'one'],
          ['B', 'TWO'],
        ]),
      ),
    ).toBe(false);
    expect(await markerMatchesValues('env', parsed, new Map([['A', 'one']]))).toBe(false);
    expect(await markerMatchesValues('other-set', parsed, values)).toBe(false);
    expect(await contentDigest({ set: 'env', writtenAt: T, pairs: values, salt: parsed.salt!, version: 2 })).toBe(
      parsed.digest,
    );
  });

  it('names: a fingerprint of the key names, order-free; any key added or removed changes it', () => {
    expect(namesFingerprint(['A', 'B'])).toBe(namesFingerprint(['B', 'A', 'A']));
    expect(namesFingerprint(['A', 'B'])).not.toBe(namesFingerprint(['A', 'B', 'C']));
    expect(namesFingerprint(['A', 'B'])).toMatch(/^[0-9A-Z]{6}$/);
    expect(namesFingerprint(['A', 'B'], 2)).toBe(namesFingerprint(['B', 'A'], 2));
    expect(namesFingerprint(['A', 'B'], 2)).not.toBe(namesFingerprint(['A', 'B', 'C'], 2));
    expect(namesFingerprint(['A', 'B'], 2)).toMatch(/^[0-9A-Za-z]{4}$/);
  });

  it('user keys are never taken for markers; look-alikes that break the format are user keys', () => {
    for (const key of [
      'AGENTDECK_TOKEN',
      'AGENTDECK_V1_ABCDEF_ABCDEF',
      'AGENTDECK_K1_abcdef_ABCDEF',
      'AGENTDECK_K2_ABCDEF_ABCDEF',
      'AGENTDECK_V2_TOKEN',
      'AGENTDECK_V2_0000000000000000000000', // 22 characters: one short of the fixed fields
      `AGENTDECK_V2_${'0'.repeat(23 + MARKER_MAX_TAGS + 1)}`, // one tag too many (65 characters)
      'AGENTDECK_V2_00000000000000000000000-',
      'OPENAI_API_KEY',
    ]) {
      expect(parseMarkerKey(key), key).toBeUndefined();
    }
  });
});

describe('which key differs (V2 tags)', () => {
  const values = new Map([
    ['OPENAI_API_KEY', 'sk-live-0123456789abcdef'],
    ['DEEPGRAM_API_KEY', 'dg-0123456789abcdef'],
    ['REGION', 'eu'],
  ]);
  const changed = (over: Record<string, string>) => new Map([...values].map(([k, v]) => [k, over[k] ?? v]));

  it('the digest says same or differs; the tags name each key whose value changed, and only those', async () => {
    // A fixed salt: with a random one, a changed key keeps its tag 1 time in 62 (the next test).
    const made = await makeMarker({ set: 'app', writtenAt: T, keys: values.keys(), values, random: fixed });
    const marker = parseMarkerKey(made.key)!;
    expect(marker.tags).toHaveLength(3);
    expect(await compareWithMarker('app', marker, values)).toEqual({ same: true });
    expect(await compareWithMarker('app', marker, changed({ OPENAI_API_KEY: 'sk-live-rotated' }))).toEqual({
      same: false,
      differing: ['OPENAI_API_KEY'],
    });
    const both = await compareWithMarker(
      'app',
      marker,
      changed({ OPENAI_API_KEY: 'sk-live-rotated', DEEPGRAM_API_KEY: 'dg-rotated' }),
    );
    expect(both.same).toBe(false);
    expect(both.differing).toEqual(['DEEPGRAM_API_KEY', 'OPENAI_API_KEY']);
    // Key names changed: no value is compared (the plan tells the names).
    expect(await compareWithMarker('app', marker, new Map([['OPENAI_API_KEY', 'x']]))).toEqual({ same: false });
  });

  it('a changed value whose tag happens to match: "differs", naming no key — never "same"', async () => {
    const marker = parseMarkerKey((await makeMarker({ set: 'app', writtenAt: T, keys: values.keys(), values })).key)!;
    let collision: Awaited<ReturnType<typeof compareWithMarker>> | undefined;
    for (let i = 0; i < 1000 && !collision; i++) {
      const result = await compareWithMarker('app', marker, changed({ REGION: `region-${i}` }));
      expect(result.same).toBe(false);
      if (result.differing?.length === 0) collision = result;
      else expect(result.differing).toEqual(['REGION']);
    }
    expect(collision).toEqual({ same: false, differing: [] });
  });

  it(`tags fit ${MARKER_MAX_TAGS} keys in 64 characters; a bigger set gets none, and a change is "differs" without a key`, async () => {
    expect(MARKER_MAX_TAGS).toBe(28);
    const many = (n: number) =>
      new Map(Array.from({ length: n }, (_, i): [string, string] => [`KEY_${i}`, `value-${i}`]));
    const full = await makeMarker({ set: 'big', writtenAt: T, keys: many(28).keys(), values: many(28) });
    expect(full.key).toHaveLength(SECRET_KEY_MAX);
    expect(validateSecretKey(full.key)).toBeNull();
    expect(parseMarkerKey(full.key)?.tags).toHaveLength(28);
    const over = await makeMarker({ set: 'big', writtenAt: T, keys: many(29).keys(), values: many(29) });
    expect(over.key).toHaveLength(SECRET_KEY_MAX - MARKER_MAX_TAGS);
    const parsed = parseMarkerKey(over.key)!;
    expect(parsed).not.toHaveProperty('tags');
    const edited = many(29).set('KEY_3', 'rotated');
    expect(await compareWithMarker('big', parsed, edited)).toEqual({ same: false });
    expect(await compareWithMarker('big', parsed, many(29))).toEqual({ same: true });
  });

  it('V1 markers already in sets are still read and compared at their own cost; they name no key', async () => {
    const v1 = await makeMarker({ set: 'app', writtenAt: T, keys: values.keys(), values, version: 1 });
    expect(v1.key).toMatch(/^AGENTDECK_V1_[0-9A-Z]{6}_[0-9A-Z]{6}_[0-9A-Za-z]{11}_[0-9A-Za-z]{11}$/);
    const parsed = parseMarkerKey(v1.key)!;
    expect(parsed).toEqual(v1);
    expect(readMarkers([...values.keys(), v1.key]).matches).toBe(true);
    expect(await compareWithMarker('app', parsed, values)).toEqual({ same: true });
    expect(await compareWithMarker('app', parsed, changed({ REGION: 'us' }))).toEqual({ same: false });
    expect(await contentDigest({ set: 'app', writtenAt: T, pairs: values, salt: parsed.salt! })).toBe(parsed.digest);
  });
});

describe('reading markers back from a key list', () => {
  it('takes the markers out of the keys, picks the newest, and says whether the keys are still the ones it recorded', async () => {
    const old = await makeMarker({ set: 's', writtenAt: T - 60_000, keys: ['A'] });
    const now = await makeMarker({ set: 's', writtenAt: T, keys: ['A', 'B'] });
    const reading = readMarkers(['A', old.key, 'B', now.key]);
    expect(reading.keys).toEqual(['A', 'B']);
    expect(reading.marker?.key).toBe(now.key);
    expect(reading.matches).toBe(true);
    expect(reading.older).toEqual([old.key]);
    expect(readMarkers(['A', 'B', 'C', now.key]).matches).toBe(false); // another tool added C
    expect(readMarkers(['A', 'B'])).toEqual({ keys: ['A', 'B'], older: [] });
  });
});

describe('the setting', () => {
  it('on, digest, names, off (and the usual spellings); anything else is not a setting', () => {
    expect(parseMarkerSetting('ON')).toBe('on');
    expect(parseMarkerSetting(' off ')).toBe('off');
    expect(parseMarkerSetting('0')).toBe('off');
    expect(parseMarkerSetting('names')).toBe('names');
    expect(parseMarkerSetting('Digest')).toBe('digest');
    expect(parseMarkerSetting('maybe')).toBeUndefined();
    expect(parseMarkerSetting('')).toBeUndefined();
  });
});
