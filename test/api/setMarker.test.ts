// The write marker's format (a key name any client can read back), its limits, and what it lets a holder of the
// values check — without any value or fast hash of one in it.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  MARKER_VALUE,
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
  it('a whole-set write: V1 with time, names, salt and digest; a valid key and environment variable name within 64 characters', async () => {
    const values = new Map([
      ['OPENAI_API_KEY', 'sk-live-0123456789abcdef'],
      ['DEBUG', 'true'],
    ]);
    const marker = await makeMarker({ set: 'keys', writtenAt: T, keys: values.keys(), values, random: fixed });
    expect(marker.mode).toBe('values');
    expect(marker.key).toMatch(/^AGENTDECK_V1_[0-9A-Z]{6}_[0-9A-Z]{6}_[0-9A-Za-z]{11}_[0-9A-Za-z]{11}$/);
    expect(marker.key.length).toBeLessThanOrEqual(SECRET_KEY_MAX);
    expect(validateSecretKey(marker.key)).toBeNull();
    expect(validateSecretValue(marker.key, MARKER_VALUE)).toBeNull();
    expect(marker.key).toMatch(/^[A-Za-z_][A-Za-z0-9_]*$/); // a POSIX environment variable name
    expect(parseMarkerKey(marker.key)).toEqual(marker);
  });

  it('its time is the write rounded up to the second plus one (a deployment made before the write is never on or after it)', () => {
    expect(markerTime(Date.UTC(2026, 0, 1, 0, 0, 0, 0))).toBe(Date.UTC(2026, 0, 1, 0, 0, 1));
    expect(markerTime(Date.UTC(2026, 0, 1, 0, 0, 0, 1))).toBe(Date.UTC(2026, 0, 1, 0, 0, 2));
    expect(parseMarkerKey(`AGENTDECK_K1_${(T / 1000).toString(36).toUpperCase()}_ABC123`)?.writtenAt).toBe(T);
  });

  it('no value, nor a fast hash of one, is in the name: only a salted scrypt digest of the whole set', async () => {
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

  it('the digest is recomputable from a local copy of the values and the salt (what "Environments as code" will check)', async () => {
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
    expect(await contentDigest({ set: 'env', writtenAt: T, pairs: values, salt: parsed.salt! })).toBe(parsed.digest);
  });

  it('names: a fingerprint of the key names, order-free; any key added or removed changes it', () => {
    expect(namesFingerprint(['A', 'B'])).toBe(namesFingerprint(['B', 'A', 'A']));
    expect(namesFingerprint(['A', 'B'])).not.toBe(namesFingerprint(['A', 'B', 'C']));
    expect(namesFingerprint(['A', 'B'])).toMatch(/^[0-9A-Z]{6}$/);
  });

  it('user keys are never taken for markers; look-alikes that break the format are user keys', () => {
    for (const key of [
      'AGENTDECK_TOKEN',
      'AGENTDECK_V1_ABCDEF_ABCDEF',
      'AGENTDECK_K1_abcdef_ABCDEF',
      'AGENTDECK_K2_ABCDEF_ABCDEF',
      'OPENAI_API_KEY',
    ]) {
      expect(parseMarkerKey(key), key).toBeUndefined();
    }
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
  it('on, names, off (and the usual spellings); anything else is not a setting', () => {
    expect(parseMarkerSetting('ON')).toBe('on');
    expect(parseMarkerSetting(' off ')).toBe('off');
    expect(parseMarkerSetting('0')).toBe('off');
    expect(parseMarkerSetting('names')).toBe('names');
    expect(parseMarkerSetting('maybe')).toBeUndefined();
    expect(parseMarkerSetting('')).toBeUndefined();
  });
});
