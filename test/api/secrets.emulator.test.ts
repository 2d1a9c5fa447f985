import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient } from '../../src/api/http/http.js';
import { SecretsClient } from '../../src/api/secrets/client.js';
import { listOrganizations, getOrgRoomKey } from '../../src/api/auth/organizations.js';
import { apiErrorCollector, countingClient, eventually, serialisations } from './helpers.js';
import { startTestEmulator, type TestEmulator } from '../helpers/emulator.js';
import { storedPullSecretValue } from '../helpers/emulatorDb.js';

let emu: TestEmulator;
const { errors, apiError } = apiErrorCollector();

beforeAll(async () => {
  emu = await startTestEmulator({ readyDelayMs: 300 });
});
afterAll(async () => {
  await emu?.stop();
});

const families = [
  { family: 'private key (/v1/secrets)', user: false, prefix: 'pk' },
  { family: 'user token (/v1/organizations/{org}/secrets)', user: true, prefix: 'ut' },
] as const;

describe.each(families)('SecretsClient, $family', ({ user, prefix }) => {
  const make = (token?: string) => {
    const http = countingClient(
      createHttpClient({
        baseUrl: emu.apiHost,
        token: token ?? (user ? emu.keys.userToken : emu.keys.privateKey),
        flavor: 'pipecat',
        retryBaseDelayMs: 5,
        timeoutMs: 3_000,
      }),
    );
    return { http, client: new SecretsClient({ http, ...(user ? { org: emu.orgs[0] } : {}) }) };
  };
  const setName = (s: string) => `${prefix}-${s}`;

  it('uses its own path family', () => {
    expect(make().client.pathPrefix).toBe(user ? `/v1/organizations/${emu.orgs[0]}` : '/v1');
  });

  it('putSecrets writes in ONE PUT; the set goes pending → ready; keys only, never values', async () => {
    const { http, client } = make();
    const props = await client.getProperties();
    const put = await client.putSecrets(setName('app'), { API_KEY: 'v1', DB_URL: 'postgres://x' });
    expect(put).toEqual({ status: 'OK', region: props.defaultRegion });
    expect(http.calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
    const first = await client.getSecretSet(setName('app'));
    expect(first).toMatchObject({ name: setName('app'), region: props.defaultRegion, status: 'pending' });
    expect([...first.keys].sort()).toEqual(['API_KEY', 'DB_URL']);
    expect(JSON.stringify(first)).not.toContain('postgres://x');
    const ready = await eventually(5_000, async () => {
      const s = await client.getSecretSet(setName('app'));
      return s.status === 'ready' ? s : undefined;
    });
    expect(ready.status).toBe('ready');
    const listed = (await client.listSecretSets()).find((s) => s.name === setName('app'));
    expect(listed).toEqual({ name: setName('app'), type: 'secret', region: props.defaultRegion, status: 'ready' });
  });

  it('a referenced set (POST …/secrets/references): listed with source, no keys, and the service refuses writes', async () => {
    const { client } = make();
    const path = `${client.pathPrefix}/secrets/references`;
    const token = user ? emu.keys.userToken : emu.keys.privateKey;
    const res = await fetch(`${emu.apiHost}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: setName('byo'), region: 'eu-central' }),
    });
    expect(res.status).toBe(201);
    const listed = (await client.listSecretSets()).find((s) => s.name === setName('byo'));
    expect(listed).toMatchObject({ type: 'secret', region: 'eu-central', source: 'referenced' });
    const detail = await client.getSecretSet(setName('byo'));
    expect(detail).toMatchObject({ name: setName('byo'), region: 'eu-central', keys: [], source: 'referenced' });
    await expect(client.putSecrets(setName('byo'), { A: 'value-never-stored' })).rejects.toMatchObject({ status: 400 });
    await expect(client.unsetSecret(setName('byo'), 'A')).rejects.toMatchObject({ status: 400 });
    // A set the service holds carries no source at all.
    await client.putSecrets(setName('held'), { A: '1' });
    expect((await client.listSecretSets()).find((s) => s.name === setName('held'))).not.toHaveProperty('source');
    expect(await client.getSecretSet(setName('held'))).not.toHaveProperty('source');
  });

  it('putSecrets merges keys; unsetSecret removes one; unknown key is NOT_FOUND', async () => {
    const { client } = make();
    await client.putSecrets(setName('merge'), [{ secretKey: 'A', secretValue: '1' }]);
    await client.putSecrets(setName('merge'), [
      { secretKey: 'B', secretValue: '2' },
      { secretKey: 'B', secretValue: '3' },
    ]);
    expect([...(await client.getSecretSet(setName('merge'))).keys].sort()).toEqual(['A', 'B']);
    await client.unsetSecret(setName('merge'), 'A');
    expect((await client.getSecretSet(setName('merge'))).keys).toEqual(['B']);
    const e = await apiError(client.unsetSecret(setName('merge'), 'NOPE'));
    expect(e).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });

  it('deleteSecretSet removes the set; getting or deleting it again is NOT_FOUND', async () => {
    const { client } = make();
    await client.putSecrets(setName('gone'), { K: 'v' });
    await client.deleteSecretSet(setName('gone'));
    const e = await apiError(client.getSecretSet(setName('gone')));
    expect(e.toJSON()).toEqual({ status: 404, code: 'NOT_FOUND', message: 'Set not found' });
    expect((await apiError(client.deleteSecretSet(setName('gone')))).status).toBe(404);
    expect((await client.listSecretSets()).some((s) => s.name === setName('gone'))).toBe(false);
  });

  it('listSecretSets filters by region (sent and applied); listRegions is cached per client', async () => {
    const { http, client } = make();
    const regions = await client.listRegions();
    expect(regions.length).toBeGreaterThan(1);
    expect(regions[0]).toEqual({ code: expect.any(String), display_name: expect.any(String) });
    const other = regions.find((r) => r.code !== 'us-west')!.code;
    await client.putSecrets(setName('far'), { K: 'v' }, { region: other });
    const inOther = await client.listSecretSets({ region: other });
    expect(inOther.map((s) => s.name)).toContain(setName('far'));
    expect(inOther.every((s) => s.region === other)).toBe(true);
    await client.listRegions();
    expect(http.calls.filter((c) => c.path.endsWith('/regions'))).toHaveLength(1);
    expect(http.calls.find((c) => c.path.endsWith('/secrets'))).toBeDefined();
  });

  it('region and type conflicts surface the server code', async () => {
    const { client } = make();
    const [a, b] = (await client.listRegions()).map((r) => r.code);
    await client.putSecrets(setName('fixed'), { K: 'v' }, { region: a });
    const region = await apiError(client.putSecrets(setName('fixed'), { K: 'v' }, { region: b }));
    expect(region).toMatchObject({ status: 400, code: 'GENERIC_BAD_REQUEST' });
    expect(region.message).toMatch(/Cannot change region/);
    const type = await apiError(
      client.putImagePullSecret(setName('fixed'), { host: 'https://index.docker.io/v1/', credentials: 'u:p' }),
    );
    expect(type).toMatchObject({ status: 400, code: 'GENERIC_BAD_REQUEST' });
    expect(type.message.length).toBeGreaterThan(0);
  });

  it('image pull secret: base64 of user:pass by default, listed as imagePullSecret, not readable by name', async () => {
    const { client } = make();
    await client.putImagePullSecret(setName('registry'), {
      host: 'https://index.docker.io/v1/',
      credentials: 'ann:s3cr3t:with-colon',
    });
    expect(Buffer.from(storedPullSecretValue(emu.dataDir, setName('registry'))!, 'base64').toString('utf8')).toBe(
      'ann:s3cr3t:with-colon',
    );
    const listed = (await client.listSecretSets()).find((s) => s.name === setName('registry'));
    expect(listed).toMatchObject({ type: 'imagePullSecret' });
    const e = await apiError(client.getSecretSet(setName('registry')));
    expect(e).toMatchObject({ status: 400, code: 'GENERIC_BAD_REQUEST' });
    expect(e.message).toMatch(/image pull secret/i);
  });

  it('image pull secret with a raw (not base64) value ends failed with a customer-facing errorMessage', async () => {
    const { client } = make();
    await client.putImagePullSecret(setName('raw'), {
      host: 'https://ghcr.io',
      credentials: 'ann:plain',
      encode: false,
    });
    expect(storedPullSecretValue(emu.dataDir, setName('raw'))).toBe('ann:plain');
    const failed = await eventually(5_000, async () => {
      const s = (await client.listSecretSets()).find((x) => x.name === setName('raw'));
      return s?.status === 'failed' ? s : undefined;
    });
    expect(failed.errorMessage).toMatch(/base64/);
  });

  it('validates before sending: nothing reaches the server', async () => {
    const { http, client } = make();
    const cases: Array<[Promise<unknown>, string, RegExp]> = [
      [client.putSecrets('bad name', { K: 'v' }), 'name', /set name "bad name": only letters, numbers and hyphens/],
      [
        client.putSecrets(setName('ok'), { 'BAD KEY': 'v' }),
        'secretKey',
        /only letters, numbers, underscores and hyphens/,
      ],
      [client.putSecrets(setName('ok'), { K: '' }), 'secretValue', /value for "K": must not be empty/],
      [client.putSecrets(setName('ok'), {}), 'secrets', /at least one/],
      [
        client.putImagePullSecret(setName('ok'), { host: 'docker .io', credentials: 'u:p' }),
        'host',
        /must not contain spaces/,
      ],
      [
        client.putImagePullSecret(setName('ok'), { host: 'ftp://docker.io', credentials: 'u:p' }),
        'host',
        /scheme must be http:\/\/ or https:\/\//,
      ],
      [
        client.putImagePullSecret(setName('ok'), { host: 'https://docker.io', credentials: 'nocolon' }),
        'credentials',
        /username:password/,
      ],
      [client.getSecretSet('-x'), 'name', /must start and end/],
      [client.unsetSecret(setName('ok'), 'a b'), 'secretKey', /secret key "a b"/],
    ];
    for (const [promise, field, message] of cases) {
      const e = await apiError(promise);
      expect(e.code).toBe('VALIDATION');
      expect(e.field).toBe(field);
      expect(e.message).toMatch(message);
    }
    expect(http.calls).toEqual([]);
  });

  it('401 with a wrong key and with no key, message says how to fix it', async () => {
    const wrong = await apiError(make('pk_definitely_wrong_key_123').client.listSecretSets());
    expect(wrong).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    expect(wrong.message).toMatch(/rejected \(401\)\. Check PIPECAT_API_KEY \/ PIPECAT_TOKEN/);
    const missing = await apiError(make('').client.getProperties());
    expect(missing).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    expect(missing.message).toMatch(/no API key or token was sent/);
    // A key of the other family is rejected too.
    const crossed = await apiError(make(user ? emu.keys.privateKey : emu.keys.userToken).client.listRegions());
    expect(crossed.status).toBe(401);
  });
});

describe('organizations', () => {
  it('lists orgs and reads the org room key with a user token', async () => {
    const http = createHttpClient({ baseUrl: emu.apiHost, token: emu.keys.userToken, flavor: 'pipecat' });
    const orgs = await listOrganizations(http);
    expect(orgs.map((o) => o.name)).toEqual(emu.orgs);
    expect(await getOrgRoomKey(http, emu.orgs[0])).toBe(emu.keys.roomKey);
  });
  it('an unknown org is NOT_FOUND for secrets', async () => {
    const http = createHttpClient({ baseUrl: emu.apiHost, token: emu.keys.userToken, flavor: 'pipecat' });
    const e = await apiError(new SecretsClient({ http, org: 'no-such-org' }).listSecretSets());
    expect(e).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });
});

describe('no key in any error', () => {
  it('serialised errors never contain any emulator key', () => {
    expect(errors.length).toBeGreaterThan(20);
    const keys = Object.values(emu.keys);
    for (const e of errors) {
      const dump = serialisations(e);
      for (const k of keys) expect(dump).not.toContain(k);
    }
  });
});
