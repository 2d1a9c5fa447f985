// The write marker on the wire, against the emulator over HTTP on both path families: every write path of
// SecretsClient (a new set, a partial write, an unset, the last key unset, names mode, off) leaves exactly one
// marker that describes the set, hidden from its keys (a V2 with a tag per key after a whole-set write; a V1 an earlier
// agentdeck left is read, then replaced); a key written by another tool shows as a mismatch; a service
// that refuses the marker key still gets the user's write. Values never appear in any request other than the PUT.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient } from '../../src/api/http/http.js';
import { SecretsClient } from '../../src/api/secrets/client.js';
import {
  MARKER_VALUE,
  compareWithMarker,
  makeMarker,
  markerTime,
  parseMarkerKey,
  type MarkerSetting,
} from '../../src/api/secrets/setMarker.js';
import { startTestEmulator, type TestEmulator } from '../helpers/emulator.js';
import { json, startCannedServer } from './helpers.js';

let emu: TestEmulator;

beforeAll(async () => {
  emu = await startTestEmulator({ readyDelayMs: 50 });
});
afterAll(async () => {
  await emu?.stop();
});

const families = [
  { family: 'private key', user: false, prefix: 'pk' },
  { family: 'user token', user: true, prefix: 'ut' },
] as const;

/** The set's key names as the wire has them (markers included). */
async function rawKeys(user: boolean, name: string): Promise<string[]> {
  const path = user ? `/v1/organizations/${emu.orgs[0]}/secrets/${name}` : `/v1/secrets/${name}`;
  const res = await fetch(`${emu.apiHost}${path}`, {
    headers: { authorization: `Bearer ${user ? emu.keys.userToken : emu.keys.privateKey}` },
  });
  return ((await res.json()) as { secrets: Array<{ fieldName: string }> }).secrets.map((s) => s.fieldName);
}

describe.each(families)('SecretsClient with the marker, $family', ({ user, prefix }) => {
  const make = (marker: MarkerSetting = 'on', now?: () => number) => {
    const http = createHttpClient({
      baseUrl: emu.apiHost,
      token: user ? emu.keys.userToken : emu.keys.privateKey,
      flavor: 'pipecat',
      timeoutMs: 5_000,
    });
    return new SecretsClient({
      http,
      ...(user ? { org: emu.orgs[0] } : {}),
      marker: now ? { setting: () => marker, now } : marker,
    });
  };
  const name = (s: string) => `${prefix}-mk-${s}`;

  it('a new set: one V marker beside the keys, hidden from getSecretSet, which reports it as written by agentdeck', async () => {
    const client = make();
    const started = Date.now();
    const result = await client.putSecrets(name('new'), { API_KEY: 'sk-live-secret', DEBUG: 'true' });
    expect(result.marker?.mode).toBe('values');
    expect(result.marker?.key).toMatch(/^AGENTDECK_V2_[0-9A-Za-z]{25}$/); // 23 fixed characters and 2 tags
    expect(result.markerProblem).toBeUndefined();
    const raw = await rawKeys(user, name('new'));
    expect(raw.sort()).toEqual(['API_KEY', 'DEBUG', result.marker!.key].sort());
    const detail = await client.getSecretSet(name('new'));
    expect(detail.keys.sort()).toEqual(['API_KEY', 'DEBUG']);
    expect(detail.marker).toMatchObject({ key: result.marker!.key, mode: 'values', version: 2, matches: true });
    expect(detail.marker?.tags).toHaveLength(2);
    expect(detail.marker!.writtenAt).toBeGreaterThan(started);
    expect(detail.marker!.writtenAt).toBeLessThanOrEqual(Date.now() + 2_000);
    expect(detail.olderMarkers).toBeUndefined();
    expect(detail.emulatorVersion).toBeGreaterThan(0);
  });

  it('a whole-set write of more keys than tags fit: a V2 marker with no tags, still one key within 64 characters', async () => {
    const client = make();
    const values = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`KEY_${i}`, `value-${i}-0123456789`]));
    const result = await client.putSecrets(name('big'), values);
    expect(result.marker?.key).toMatch(/^AGENTDECK_V2_[0-9A-Za-z]{23}$/);
    const detail = await client.getSecretSet(name('big'));
    expect(detail.keys).toHaveLength(30);
    expect(detail.marker).toMatchObject({ key: result.marker!.key, version: 2, matches: true });
    expect(detail.marker?.tags).toBeUndefined();
    expect(await compareWithMarker(name('big'), detail.marker!, new Map(Object.entries(values)))).toEqual({
      same: true,
    });
  });

  it('a partial write replaces the marker with a K one (not every value known); the old one is removed', async () => {
    let t = Date.UTC(2026, 10, 27, 10, 0, 0);
    const client = make('on', () => t);
    const first = await client.putSecrets(name('partial'), { A: 'a-value-1', B: 'b-value-1' });
    t += 60_000;
    const second = await client.putSecrets(name('partial'), { A: 'a-value-2' });
    expect(second.marker?.mode).toBe('names');
    expect(second.marker!.writtenAt).toBe(first.marker!.writtenAt + 60_000);
    const raw = await rawKeys(user, name('partial'));
    expect(raw.filter((k) => parseMarkerKey(k))).toEqual([second.marker!.key]);
    expect((await client.getSecretSet(name('partial'))).marker?.matches).toBe(true);
  });

  it('an unset writes a new marker for the keys left; the last key unset leaves no marker (and no key)', async () => {
    const client = make();
    await client.putSecrets(name('unset'), { A: 'a-value', B: 'b-value' });
    const result = await client.unsetSecret(name('unset'), 'A');
    expect(result?.marker?.mode).toBe('names');
    const detail = await client.getSecretSet(name('unset'));
    expect(detail.keys).toEqual(['B']);
    expect(detail.marker).toMatchObject({ key: result!.marker!.key, matches: true });
    expect((await rawKeys(user, name('unset'))).filter((k) => parseMarkerKey(k))).toHaveLength(1);
    const last = await client.unsetSecret(name('unset'), 'B');
    expect(last?.marker).toBeUndefined();
    expect(await rawKeys(user, name('unset'))).toEqual([]);
  });

  it('another tool adds a key: the marker no longer matches (never "current")', async () => {
    const client = make();
    await client.putSecrets(name('foreign'), { A: 'a-value' });
    await make('on').putSecrets(name('foreign'), { A: 'x' }); // agentdeck again: still matches
    await new SecretsClient({
      http: createHttpClient({
        baseUrl: emu.apiHost,
        token: user ? emu.keys.userToken : emu.keys.privateKey,
        flavor: 'pipecat',
      }),
      ...(user ? { org: emu.orgs[0] } : {}),
    }).putSecrets(name('foreign'), { ADDED_ELSEWHERE: 'v' });
    expect((await client.getSecretSet(name('foreign'))).marker?.matches).toBe(false);
  });

  it('digest mode: a V2 marker without per-key tags (no value of one key told); a change is "differs", naming no key', async () => {
    const values = { A: 'a-value-1', B: 'b-value-1' };
    const result = await make('digest').putSecrets(name('digest'), values);
    expect(result.marker?.key).toMatch(/^AGENTDECK_V2_[0-9A-Za-z]{23}$/);
    const detail = await make().getSecretSet(name('digest'));
    expect(detail.marker).toMatchObject({ mode: 'values', version: 2, matches: true });
    expect(detail.marker?.tags).toBeUndefined();
    const local = new Map(Object.entries(values));
    expect(await compareWithMarker(name('digest'), detail.marker!, local)).toEqual({ same: true });
    expect(await compareWithMarker(name('digest'), detail.marker!, local.set('B', 'b-value-2'))).toEqual({
      same: false,
    });
  });

  it('names mode never digests values; off removes a marker an earlier write left and writes none', async () => {
    await make('names').putSecrets(name('modes'), { A: 'a-value' });
    const detail = await make().getSecretSet(name('modes'));
    expect(detail.marker?.mode).toBe('names');
    expect(detail.marker?.digest).toBeUndefined();
    const off = await make('off').putSecrets(name('modes'), { A: 'other' });
    expect(off.marker).toBeUndefined();
    expect(await rawKeys(user, name('modes'))).toEqual(['A']);
  });

  it('a V1 marker an earlier agentdeck left is read and compared; the next whole-set write replaces it with a V2', async () => {
    const values = new Map([
      ['A', 'a-value-1'],
      ['B', 'b-value-1'],
    ]);
    const v1 = await makeMarker({
      set: name('v1'),
      writtenAt: markerTime(Date.now()),
      keys: values.keys(),
      values,
      version: 1,
    });
    const path = user ? `/v1/organizations/${emu.orgs[0]}/secrets/${name('v1')}` : `/v1/secrets/${name('v1')}`;
    const put = await fetch(`${emu.apiHost}${path}`, {
      method: 'PUT',
      headers: {
        authorization: `Bearer ${user ? emu.keys.userToken : emu.keys.privateKey}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        secrets: [...values, [v1.key, MARKER_VALUE]].map(([secretKey, secretValue]) => ({ secretKey, secretValue })),
      }),
    });
    expect(put.ok).toBe(true);
    const client = make();
    const detail = await client.getSecretSet(name('v1'));
    expect(detail.keys.sort()).toEqual(['A', 'B']);
    expect(detail.marker).toMatchObject({ key: v1.key, version: 1, mode: 'values', matches: true });
    expect(await compareWithMarker(name('v1'), detail.marker!, values)).toEqual({ same: true });
    expect(await compareWithMarker(name('v1'), detail.marker!, new Map([...values, ['B', 'b-value-2']]))).toEqual({
      same: false,
    });
    // A fixed salt: with a random one, B's new value keeps its tag 1 time in 62 (then no key is named).
    const fixedSalt = new SecretsClient({
      http: createHttpClient({
        baseUrl: emu.apiHost,
        token: user ? emu.keys.userToken : emu.keys.privateKey,
        flavor: 'pipecat',
      }),
      ...(user ? { org: emu.orgs[0] } : {}),
      marker: { setting: () => 'on', random: (size) => Buffer.alloc(size, 7) },
    });
    const next = await fixedSalt.putSecrets(name('v1'), { A: 'a-value-1', B: 'b-value-2' });
    expect(next.marker?.key).toMatch(/^AGENTDECK_V2_/);
    expect((await rawKeys(user, name('v1'))).filter((k) => parseMarkerKey(k))).toEqual([next.marker!.key]);
    const after = await client.getSecretSet(name('v1'));
    expect(await compareWithMarker(name('v1'), after.marker!, values)).toEqual({ same: false, differing: ['B'] });
  });

  it('a user key shaped like a marker is refused before anything is sent', async () => {
    const marker = (await make().putSecrets(name('reserved'), { A: 'a-value' })).marker!.key;
    await expect(make().putSecrets(name('reserved'), { [marker]: 'x' })).rejects.toMatchObject({
      code: 'VALIDATION',
      field: 'secretKey',
    });
  });
});

describe('a service that refuses the marker key', () => {
  it('gets the write without it, and the result says why there is no marker; the old marker is removed', async () => {
    const server = await startCannedServer();
    try {
      server.handle((req, res) => {
        if (req.method === 'GET')
          return json(res, 200, {
            name: 's',
            region: 'us-west',
            status: 'ready',
            secrets: [{ fieldName: 'A' }, { fieldName: 'AGENTDECK_K1_ABCDEF_ABCDEF' }],
          });
        if (req.method === 'PUT') {
          const body = JSON.parse(req.body) as { secrets: Array<{ secretKey: string }> };
          if (body.secrets.some((s) => s.secretKey.startsWith('AGENTDECK_')))
            return json(res, 400, { error: 'Secret names must be upper case', code: 'GENERIC_BAD_REQUEST' });
          return json(res, 200, { status: 'OK', region: 'us-west' });
        }
        return json(res, 200, { status: 'OK' });
      });
      const client = new SecretsClient({
        http: createHttpClient({ baseUrl: server.url, token: 'k', flavor: 'pipecat', retryLimit: 0 }),
        marker: 'on',
      });
      const result = await client.putSecrets('s', { A: 'the-value' });
      expect(result.marker).toBeUndefined();
      expect(result.markerProblem).toMatch(/refused agentdeck's write marker: .*Secret names must be upper case/);
      expect(server.seen.map((r) => `${r.method} ${r.url}`)).toEqual([
        'GET /v1/secrets/s',
        'PUT /v1/secrets/s',
        'PUT /v1/secrets/s',
        'DELETE /v1/secrets/s/AGENTDECK_K1_ABCDEF_ABCDEF',
      ]);
      // The value went out in the PUTs only, and the marker's value is the fixed text.
      expect(server.seen.filter((r) => r.body.includes('the-value')).map((r) => r.method)).toEqual(['PUT', 'PUT']);
      expect(server.seen[1].body).toContain(MARKER_VALUE);
    } finally {
      await server.close();
    }
  });
});
