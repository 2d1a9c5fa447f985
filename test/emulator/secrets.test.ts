// Pipecat Cloud secrets API of the emulator, on both path families, with every response validated against
// the published OpenAPI schema of its endpoint and status.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  base64,
  call,
  seenBodies,
  startTestEmulator,
  waitFor,
  type Answer,
  type CallOptions,
  type TestEmulator,
} from './support/harness.js';
import { loadSpec, responseSchema, validate } from './support/openapi.js';
import { keepStatements } from '../../src/emulator/keepStatements.js';

const READY_DELAY_MS = 150;
const spec = loadSpec();
let emu: TestEmulator;

beforeAll(async () => {
  emu = await startTestEmulator({ readyDelayMs: READY_DELAY_MS });
});
afterAll(async () => {
  await emu?.dispose();
});

/** The OpenAPI path template of an emulator path suffix (`/secrets/x/K` → `/secrets/{setName}/{secretKey}`). */
function specPathOf(suffix: string): string {
  const [path] = suffix.split('?');
  const parts = path.split('/').filter(Boolean);
  if (parts[0] === 'secrets')
    return ['/secrets', parts[1] && '{setName}', parts[2] && '{secretKey}'].filter(Boolean).join('/');
  return `/${parts.join('/')}`;
}

interface Family {
  label: string;
  prefix: string;
  key: () => string;
}

const FAMILIES: Family[] = [
  { label: 'private API (/v1)', prefix: '/v1', key: () => emu.keys.privateKey },
  {
    label: 'org-scoped API (/v1/organizations/local)',
    prefix: '/v1/organizations/local',
    key: () => emu.keys.userToken,
  },
];

describe.each(FAMILIES)('$label', (family) => {
  /** Calls the family's route and checks the body against the spec's schema for the answered status. */
  async function pc(method: string, suffix: string, options: CallOptions = {}): Promise<Answer> {
    const answer = await call(emu.url, method, `${family.prefix}${suffix}`, { key: family.key(), ...options });
    const errors = validate(spec, responseSchema(spec, specPathOf(suffix), method, answer.status), answer.json);
    expect(errors, `${method} ${suffix} → ${answer.status} ${answer.text}`).toEqual([]);
    return answer;
  }
  const unique = (() => {
    let n = 0;
    return (base: string) => `${base}-${family.prefix.length}-${++n}`;
  })();

  it('creates a set with the documented secrets array: 202 {status:"OK", region} in the default region', async () => {
    const name = unique('docs');
    const put = await pc('PUT', `/secrets/${name}`, {
      body: {
        secrets: [
          { secretKey: 'API_KEY', secretValue: 'v1' },
          { secretKey: 'DB_URL', secretValue: 'v2' },
        ],
      },
    });
    expect(put.status).toBe(202);
    expect(put.json).toEqual({ status: 'OK', region: 'us-west' });
    const got = await pc('GET', `/secrets/${name}`);
    expect(got.status).toBe(200);
    expect(got.json.region).toBe('us-west');
    expect(got.json.secrets).toEqual([{ fieldName: 'API_KEY' }, { fieldName: 'DB_URL' }]);
  });

  it('accepts the CLI single-key form and merges keys (add/overwrite, never removes others)', async () => {
    const name = unique('merge');
    await pc('PUT', `/secrets/${name}`, {
      body: {
        secrets: [
          { secretKey: 'A', secretValue: '1' },
          { secretKey: 'B', secretValue: '2' },
        ],
      },
    });
    const single = await pc('PUT', `/secrets/${name}`, {
      body: { name, isImagePullSecret: false, secretKey: 'C', secretValue: '3' },
    });
    expect(single.status).toBe(202);
    await pc('PUT', `/secrets/${name}`, { body: { secrets: [{ secretKey: 'A', secretValue: 'changed' }] } });
    const got = await pc('GET', `/secrets/${name}`);
    expect(got.json.secrets.map((s: { fieldName: string }) => s.fieldName)).toEqual(['A', 'B', 'C']);
  });

  it('goes pending after each write and ready readyDelayMs later (derived from the stored write time)', async () => {
    const name = unique('ready');
    const before = Date.now();
    await pc('PUT', `/secrets/${name}`, { body: { secrets: [{ secretKey: 'K', secretValue: 'v' }] } });
    const first = await pc('GET', `/secrets/${name}`);
    // Only assert "pending" when the read provably happened inside the delay (keeps the test machine-speed proof).
    if (Date.now() - before < READY_DELAY_MS) expect(first.json.status).toBe('pending');
    const ready = await waitFor(async () => {
      const got = await pc('GET', `/secrets/${name}`);
      return got.json.status === 'ready' ? got : undefined;
    });
    expect(Date.now() - before).toBeGreaterThanOrEqual(READY_DELAY_MS);
    expect(ready.json.errorMessage).toBeUndefined();
    const listed = await pc('GET', '/secrets');
    expect(listed.json.sets.find((s: { name: string }) => s.name === name)).toEqual({
      name,
      type: 'secret',
      region: 'us-west',
      status: 'ready',
    });
    // A later write makes it pending again.
    const rewrite = Date.now();
    await pc('PUT', `/secrets/${name}`, { body: { secrets: [{ secretKey: 'K2', secretValue: 'v' }] } });
    const again = await pc('GET', `/secrets/${name}`);
    if (Date.now() - rewrite < READY_DELAY_MS) expect(again.json.status).toBe('pending');
  });

  it('stores an image pull secret: listed with its type, not readable by name (400), valid credentials end ready', async () => {
    const name = unique('pull-ok');
    const put = await pc('PUT', `/secrets/${name}`, {
      body: {
        isImagePullSecret: true,
        host: 'https://index.docker.io/v1',
        secretValue: base64('user:p@ss:word'),
        region: 'eu-central',
      },
    });
    expect(put.json).toEqual({ status: 'OK', region: 'eu-central' });
    const byName = await pc('GET', `/secrets/${name}`);
    expect(byName.status).toBe(400);
    expect(byName.json).toEqual({ error: 'Cannot retrieve image pull secrets by name', code: 'GENERIC_BAD_REQUEST' });
    const summary = await waitFor(async () => {
      const listed = await pc('GET', '/secrets');
      const set = listed.json.sets.find((s: { name: string }) => s.name === name);
      return set.status === 'pending' ? undefined : set;
    });
    expect(summary).toEqual({ name, type: 'imagePullSecret', region: 'eu-central', status: 'ready' });
  });

  it.each([
    ['raw user:pass (not encoded)', 'user:pass'],
    ['base64 without a colon', base64('userpass')],
    ['base64 with an empty user', base64(':pass')],
    ['non-canonical base64 (missing padding)', base64('user:pass1').replace(/=+$/, '')],
  ])('an image pull secret with %s ends failed with a customer-facing errorMessage', async (_label, value) => {
    const name = unique('pull-bad');
    await pc('PUT', `/secrets/${name}`, { body: { isImagePullSecret: true, host: 'ghcr.io', secretValue: value } });
    const failed = await waitFor(async () => {
      const listed = await pc('GET', '/secrets');
      const set = listed.json.sets.find((s: { name: string }) => s.name === name);
      return set.status === 'pending' ? undefined : set;
    });
    expect(failed.status).toBe('failed');
    expect(failed.errorMessage).toBe(
      "Image pull secret credentials are not valid base64 of 'username:password'. Re-create it with encoding on.",
    );
  });

  it('a regular set named fail-… ends failed with a provisioning errorMessage (documented test hook)', async () => {
    const name = unique('fail-hook');
    await pc('PUT', `/secrets/${name}`, { body: { secrets: [{ secretKey: 'K', secretValue: 'v' }] } });
    const got = await waitFor(async () => {
      const one = await pc('GET', `/secrets/${name}`);
      return one.json.status === 'pending' ? undefined : one;
    });
    expect(got.json.status).toBe('failed');
    expect(got.json.errorMessage).toMatch(/could not be provisioned in region 'us-west'/);
  });

  it('fixes the region at creation: omitted keeps it, a different one is refused', async () => {
    const name = unique('region');
    expect(
      (
        await pc('PUT', `/secrets/${name}`, {
          body: { secrets: [{ secretKey: 'K', secretValue: 'v' }], region: 'ap-south' },
        })
      ).json,
    ).toEqual({
      status: 'OK',
      region: 'ap-south',
    });
    expect(
      (await pc('PUT', `/secrets/${name}`, { body: { secrets: [{ secretKey: 'L', secretValue: 'v' }] } })).json.region,
    ).toBe('ap-south');
    const moved = await pc('PUT', `/secrets/${name}`, {
      body: { secrets: [{ secretKey: 'K', secretValue: 'v' }], region: 'us-east' },
    });
    expect(moved.status).toBe(400);
    expect(moved.json).toEqual({
      error: "Secret already exists in region 'ap-south'. Cannot change region to 'us-east'.",
      code: 'GENERIC_BAD_REQUEST',
    });
    // The region check also applies to image pull secrets.
    const pull = unique('region-pull');
    await pc('PUT', `/secrets/${pull}`, {
      body: { isImagePullSecret: true, host: 'ghcr.io', secretValue: base64('a:b'), region: 'us-east' },
    });
    const pullMoved = await pc('PUT', `/secrets/${pull}`, {
      body: { isImagePullSecret: true, host: 'ghcr.io', secretValue: base64('a:b'), region: 'us-west' },
    });
    expect(pullMoved.json.error).toBe("Secret already exists in region 'us-east'. Cannot change region to 'us-west'.");
  });

  it('fixes the type: regular ↔ image pull secret changes are refused', async () => {
    const regular = unique('type-reg');
    await pc('PUT', `/secrets/${regular}`, { body: { secrets: [{ secretKey: 'K', secretValue: 'v' }] } });
    const toPull = await pc('PUT', `/secrets/${regular}`, {
      body: { isImagePullSecret: true, host: 'ghcr.io', secretValue: base64('a:b') },
    });
    expect(toPull.status).toBe(400);
    expect(toPull.json).toEqual({
      error: 'Cannot update existing regular secrets to image pull secrets',
      code: 'GENERIC_BAD_REQUEST',
    });
    const pull = unique('type-pull');
    await pc('PUT', `/secrets/${pull}`, {
      body: { isImagePullSecret: true, host: 'ghcr.io', secretValue: base64('a:b') },
    });
    const toRegular = await pc('PUT', `/secrets/${pull}`, {
      body: { secrets: [{ secretKey: 'K', secretValue: 'v' }] },
    });
    expect(toRegular.status).toBe(400);
    expect(toRegular.json).toEqual({
      error: 'Cannot update existing image pull secrets to regular secrets',
      code: 'GENERIC_BAD_REQUEST',
    });
  });

  it.each<[string, CallOptions, string | RegExp]>([
    ['bad JSON', { rawBody: '{"secrets": [' }, 'Invalid request format'],
    ['an empty body', { rawBody: '' }, 'Invalid request format'],
    ['a JSON array', { body: [1, 2] }, 'Invalid request format'],
    ['neither secrets nor secretKey', { body: { region: 'us-west' } }, /^Must provide secrets/],
    ['an empty secrets array', { body: { secrets: [] } }, /^Invalid request format: secrets must hold at least one/],
    [
      'a pair without secretValue',
      { body: { secrets: [{ secretKey: 'K' }] } },
      /^Must provide secretKey and secretValue/,
    ],
    [
      'a key with a dot',
      { body: { secrets: [{ secretKey: 'BAD.KEY', secretValue: 'v' }] } },
      /alphanumeric characters, underscores, and hyphens/,
    ],
    [
      'a 65-character key',
      { body: { secrets: [{ secretKey: 'K'.repeat(65), secretValue: 'v' }] } },
      /must not exceed 64 characters/,
    ],
    [
      'an empty value',
      { body: { secrets: [{ secretKey: 'K', secretValue: '' }] } },
      "Secret value for 'K' must not be empty.",
    ],
    [
      'an unknown region',
      { body: { secrets: [{ secretKey: 'K', secretValue: 'v' }], region: 'mars-1' } },
      'Invalid region or organization does not have access',
    ],
    [
      'a pull secret without host',
      { body: { isImagePullSecret: true, secretValue: base64('a:b') } },
      'Must provide isImagePullSecret, host, and secretValue to update an image pull secret',
    ],
    [
      'a pull secret without value',
      { body: { isImagePullSecret: true, host: 'ghcr.io' } },
      'Must provide isImagePullSecret, host, and secretValue to update an image pull secret',
    ],
    [
      'a pull secret with a host that is no URL',
      { body: { isImagePullSecret: true, host: 'not a host', secretValue: base64('a:b') } },
      /host must be a registry URL/,
    ],
    [
      'a body name that differs from the path',
      { body: { name: 'other-set', isImagePullSecret: false, secretKey: 'K', secretValue: 'v' } },
      'The set name in the body does not match the set name in the path',
    ],
    [
      'both secrets and secretKey',
      { body: { secrets: [{ secretKey: 'K', secretValue: 'v' }], secretKey: 'L', secretValue: 'w' } },
      /send either secrets or secretKey\/secretValue/,
    ],
    [
      'a non-boolean isImagePullSecret',
      { body: { isImagePullSecret: 'yes', host: 'ghcr.io', secretValue: 'x' } },
      /isImagePullSecret must be a boolean/,
    ],
  ])('PUT with %s → 400 GENERIC_BAD_REQUEST with a message naming the rule', async (_label, options, message) => {
    const name = unique('invalid');
    const answer = await pc('PUT', `/secrets/${name}`, options);
    expect(answer.status).toBe(400);
    expect(answer.json.code).toBe('GENERIC_BAD_REQUEST');
    if (typeof message === 'string') expect(answer.json.error).toBe(message);
    else expect(answer.json.error).toMatch(message);
    expect((await pc('GET', `/secrets/${name}`)).status).toBe(404); // nothing was written
  });

  it.each(['-leading', 'trailing-', '_leading', 'trailing_', 'dot.name', 'spa ce', 'x'.repeat(64)])(
    'refuses the set name %j with the naming rule',
    async (name) => {
      const answer = await pc('PUT', `/secrets/${encodeURIComponent(name)}`, {
        body: { secrets: [{ secretKey: 'K', secretValue: 'v' }] },
      });
      expect(answer.status).toBe(400);
      expect(answer.json.error).toMatch(/only letters, numbers, underscores and hyphens.*at most 63 characters/);
    },
  );

  it.each(['a', 'A1', 'My-Set-2', 'under_score', 'My_Agent_Secrets', 'a_-_b', 'x'.repeat(63)])(
    'accepts the set name %j',
    async (name) => {
      const answer = await pc('PUT', `/secrets/${name}`, { body: { secrets: [{ secretKey: 'K', secretValue: 'v' }] } });
      expect(answer.status).toBe(202);
      await pc('DELETE', `/secrets/${name}`);
    },
  );

  it('takes exactly the names the official CLI lets `secrets set` send (its regex), up to the 63-character cap', async () => {
    // daily-co/pipecat-cloud cli/commands/secrets.py validate_secret_name, as Python's re.match applies it.
    const officialCli = /^(?:[a-zA-Z0-9][a-zA-Z0-9_-]*[a-zA-Z0-9]|[a-zA-Z0-9])$/;
    const alphabet = ['a', 'Z', '0', '_', '-', '.', 'é'];
    const names = alphabet.flatMap((first) =>
      alphabet.flatMap((middle) => alphabet.map((last) => `${first}${middle}${last}`)),
    );
    // A lone '.' is a dot segment: the URL would name another route.
    names.push(...alphabet.filter((c) => c !== '.'), `${'a_'.repeat(31)}b`);
    const verdicts: Array<readonly [string, number]> = [];
    for (const name of names) {
      // The official CLI's one-key body.
      const body = { name, isImagePullSecret: false, secretKey: 'K', secretValue: 'v' };
      verdicts.push([name, (await pc('PUT', `/secrets/${encodeURIComponent(name)}`, { body })).status]);
    }
    expect(verdicts).toEqual(names.map((name) => [name, officialCli.test(name) ? 202 : 400]));
    const created = verdicts.filter(([, status]) => status === 202).map(([name]) => name);
    expect(created.filter((name) => name.includes('_')).length).toBeGreaterThan(5);
    for (const name of created) await pc('DELETE', `/secrets/${encodeURIComponent(name)}`);
  });

  it('an image pull secret may be named with underscores too, and read back and deleted by that name', async () => {
    const name = `pull_${unique('u').replace(/-/g, '_')}`;
    expect(
      (
        await pc('PUT', `/secrets/${name}`, {
          body: { isImagePullSecret: true, host: 'ghcr.io', secretValue: base64('a:b') },
        })
      ).status,
    ).toBe(202);
    expect((await pc('GET', '/secrets')).json.sets.map((s: { name: string }) => s.name)).toContain(name);
    expect((await pc('DELETE', `/secrets/${name}`)).status).toBe(200);
  });

  it('appends a trailing slash to the pull secret host', async () => {
    const name = unique('host');
    expect(
      (
        await pc('PUT', `/secrets/${name}`, {
          body: { isImagePullSecret: true, host: 'https://ghcr.io', secretValue: base64('a:b') },
        })
      ).status,
    ).toBe(202);
    const db = (await import('better-sqlite3')).default;
    // The store is the emulator's own file; read it read-only to see the normalised host.
    const sqlite = keepStatements(new db(`${emu.dataDir}/emulator.db`, { readonly: true }));
    try {
      const row = sqlite.prepare('SELECT host FROM secret_sets WHERE name = ?').get(name) as { host: string };
      expect(row.host).toBe('https://ghcr.io/');
    } finally {
      sqlite.close();
    }
  });

  it('deletes a key (200 {status:"OK"}), then 404 "Secret not found"; the set stays with its other keys', async () => {
    const name = unique('unset');
    await pc('PUT', `/secrets/${name}`, {
      body: {
        secrets: [
          { secretKey: 'A', secretValue: '1' },
          { secretKey: 'B', secretValue: '2' },
        ],
      },
    });
    const removed = await pc('DELETE', `/secrets/${name}/A`);
    expect(removed.status).toBe(200);
    expect(removed.json).toEqual({ status: 'OK' });
    const again = await pc('DELETE', `/secrets/${name}/A`);
    expect(again.status).toBe(404);
    expect(again.json).toEqual({ error: 'Secret not found', code: 'NOT_FOUND' });
    expect((await pc('GET', `/secrets/${name}`)).json.secrets).toEqual([{ fieldName: 'B' }]);
    expect((await pc('DELETE', `/secrets/${unique('absent')}/A`)).json).toEqual({
      error: 'Set not found',
      code: 'NOT_FOUND',
    });
  });

  it('refuses to delete a key of an image pull secret (400)', async () => {
    const name = unique('pull-unset');
    await pc('PUT', `/secrets/${name}`, {
      body: { isImagePullSecret: true, host: 'ghcr.io', secretValue: base64('a:b') },
    });
    const answer = await pc('DELETE', `/secrets/${name}/anything`);
    expect(answer.status).toBe(400);
    expect(answer.json.code).toBe('GENERIC_BAD_REQUEST');
  });

  it('deletes whole sets and image pull secrets (200), then 404 "Set not found"', async () => {
    const regular = unique('del');
    const pull = unique('del-pull');
    await pc('PUT', `/secrets/${regular}`, { body: { secrets: [{ secretKey: 'K', secretValue: 'v' }] } });
    await pc('PUT', `/secrets/${pull}`, {
      body: { isImagePullSecret: true, host: 'ghcr.io', secretValue: base64('a:b') },
    });
    for (const name of [regular, pull]) {
      expect((await pc('DELETE', `/secrets/${name}`)).json).toEqual({ status: 'OK' });
      const gone = await pc('DELETE', `/secrets/${name}`);
      expect(gone.status).toBe(404);
      expect(gone.json).toEqual({ error: 'Set not found', code: 'NOT_FOUND' });
    }
    const get = await pc('GET', `/secrets/${regular}`);
    expect(get.status).toBe(404);
    expect(get.json).toEqual({ error: 'Set not found', code: 'NOT_FOUND' });
    const listed = await pc('GET', '/secrets');
    expect(listed.json.sets.map((s: { name: string }) => s.name)).not.toContain(regular);
  });

  it('the list follows every write and status change at once (never a stale answer)', async () => {
    const name = unique('fresh');
    const names = async () => (await pc('GET', '/secrets')).json.sets as Array<{ name: string; status: string }>;
    await names(); // warm whatever the server caches
    const written = Date.now();
    await pc('PUT', `/secrets/${name}`, { body: { secrets: [{ secretKey: 'K', secretValue: 'v' }] } });
    const afterWrite = (await names()).find((s) => s.name === name);
    expect(afterWrite).toBeDefined();
    if (Date.now() - written < READY_DELAY_MS) expect(afterWrite!.status).toBe('pending');
    await waitFor(async () => ((await names()).find((s) => s.name === name)?.status === 'ready' ? true : undefined));
    await pc('DELETE', `/secrets/${name}`);
    expect((await names()).map((s) => s.name)).not.toContain(name);
  });

  it('filters the list by ?region=', async () => {
    const east = unique('east');
    await pc('PUT', `/secrets/${east}`, {
      body: { secrets: [{ secretKey: 'K', secretValue: 'v' }], region: 'us-east' },
    });
    const filtered = await pc('GET', '/secrets?region=us-east');
    expect(filtered.json.sets.length).toBeGreaterThan(0);
    expect(filtered.json.sets.every((s: { region: string }) => s.region === 'us-east')).toBe(true);
    expect(filtered.json.sets.map((s: { name: string }) => s.name)).toContain(east);
    const all = await pc('GET', '/secrets');
    expect(all.json.sets.length).toBeGreaterThan(filtered.json.sets.length);
  });

  it('lists the four regions with display names and the default-region property', async () => {
    const regions = await pc('GET', '/regions');
    expect(regions.json.regions.map((r: { code: string }) => r.code)).toEqual([
      'us-west',
      'us-east',
      'eu-central',
      'ap-south',
    ]);
    expect(regions.json.regions[0]).toEqual({ code: 'us-west', display_name: 'US West (Oregon)' });
    const properties = await pc('GET', '/properties');
    expect(properties.json).toEqual({ properties: { defaultRegion: 'us-west' } });
    const schema = await pc('GET', '/properties/schema');
    expect(schema.json.properties.defaultRegion.currentValue).toBe('us-west');
  });
});

describe('organizations and per-org data', () => {
  it('GET /v1/organizations lists both orgs for the user token; orgs[0] is the private key org', async () => {
    const answer = await call(emu.url, 'GET', '/v1/organizations', { key: emu.keys.userToken });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({
      organizations: [
        { name: 'local', verboseName: expect.any(String) },
        { name: 'staging', verboseName: expect.any(String) },
      ],
    });
    expect(emu.orgs).toEqual(['local', 'staging']);
  });

  it('GET /v1/organizations/{org}/daily returns the room key', async () => {
    const answer = await call(emu.url, 'GET', '/v1/organizations/staging/daily', { key: emu.keys.userToken });
    expect(answer.json).toEqual({ apiKey: emu.keys.roomKey });
  });

  it.each([
    ['GET', '/v1/organizations/nope/secrets'],
    ['PUT', '/v1/organizations/nope/secrets/x'],
    ['GET', '/v1/organizations/nope/regions'],
    ['GET', '/v1/organizations/nope/daily'],
  ])('%s %s (unknown org) → 404 NOT_FOUND', async (method, path) => {
    const answer = await call(emu.url, method, path, {
      key: emu.keys.userToken,
      body: method === 'PUT' ? { secrets: [{ secretKey: 'K', secretValue: 'v' }] } : undefined,
    });
    expect(answer.status).toBe(404);
    expect(answer.json).toEqual({ error: expect.any(String), code: 'NOT_FOUND' });
  });

  it('keeps data per org: the private key sees orgs[0]; staging is separate', async () => {
    await call(emu.url, 'PUT', '/v1/organizations/staging/secrets/only-staging', {
      key: emu.keys.userToken,
      body: { secrets: [{ secretKey: 'K', secretValue: 'v' }] },
    });
    await call(emu.url, 'PUT', '/v1/secrets/only-local', {
      key: emu.keys.privateKey,
      body: { secrets: [{ secretKey: 'K', secretValue: 'v' }] },
    });
    const names = async (path: string, key: string) =>
      ((await call(emu.url, 'GET', path, { key })).json.sets as Array<{ name: string }>).map((s) => s.name);
    expect(await names('/v1/secrets', emu.keys.privateKey)).toContain('only-local');
    expect(await names('/v1/secrets', emu.keys.privateKey)).not.toContain('only-staging');
    expect(await names('/v1/organizations/local/secrets', emu.keys.userToken)).toContain('only-local');
    expect(await names('/v1/organizations/staging/secrets', emu.keys.userToken)).toEqual(['only-staging']);
  });

  it('PATCH /properties changes the default region used by later creates (per org)', async () => {
    const patched = await call(emu.url, 'PATCH', '/v1/organizations/staging/properties', {
      key: emu.keys.userToken,
      body: { defaultRegion: 'eu-central' },
    });
    expect(patched.status).toBe(200);
    expect(validate(spec, responseSchema(spec, '/properties', 'PATCH', 200), patched.json)).toEqual([]);
    expect(patched.json.properties.defaultRegion.currentValue).toBe('eu-central');
    const put = await call(emu.url, 'PUT', '/v1/organizations/staging/secrets/after-patch', {
      key: emu.keys.userToken,
      body: { secrets: [{ secretKey: 'K', secretValue: 'v' }] },
    });
    expect(put.json).toEqual({ status: 'OK', region: 'eu-central' });
    expect(
      (await call(emu.url, 'GET', '/v1/properties', { key: emu.keys.privateKey })).json.properties.defaultRegion,
    ).toBe('us-west');
    for (const [body, message] of [
      [{}, 'No properties provided'],
      [{ color: 'red' }, "Property 'color' is not a valid property"],
      [{ defaultRegion: 'mars-1' }, /^Region 'mars-1' is not available/],
    ] as const) {
      const bad = await call(emu.url, 'PATCH', '/v1/properties', { key: emu.keys.privateKey, body });
      expect(bad.status).toBe(400);
      expect(validate(spec, responseSchema(spec, '/properties', 'PATCH', 400), bad.json)).toEqual([]);
      if (typeof message === 'string') expect(bad.json.error).toBe(message);
      else expect(bad.json.error).toMatch(message);
    }
  });
});

describe('secret values', () => {
  it('never come back in any response body of this file', async () => {
    const canary = 'CANARY-value-7f3a9c';
    await call(emu.url, 'PUT', '/v1/secrets/canary-set', {
      key: emu.keys.privateKey,
      body: { secrets: [{ secretKey: 'CANARY', secretValue: canary }] },
    });
    const pullCanary = base64('canary-user:CANARY-pull-2b8e');
    await call(emu.url, 'PUT', '/v1/secrets/canary-pull', {
      key: emu.keys.privateKey,
      body: { isImagePullSecret: true, host: 'ghcr.io', secretValue: pullCanary },
    });
    await call(emu.url, 'GET', '/v1/secrets', { key: emu.keys.privateKey });
    await call(emu.url, 'GET', '/v1/secrets/canary-set', { key: emu.keys.privateKey });
    await call(emu.url, 'GET', '/v1/secrets/canary-pull', { key: emu.keys.privateKey });
    await call(emu.url, 'GET', '/v1/organizations/local/secrets/canary-set', { key: emu.keys.userToken });
    expect(seenBodies.length).toBeGreaterThan(50);
    for (const body of seenBodies) {
      expect(body).not.toContain(canary);
      expect(body).not.toContain(pullCanary);
      expect(body).not.toContain('CANARY-pull');
    }
  });
});
