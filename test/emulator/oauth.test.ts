// The emulator's login service over HTTP: discovery, authorize (PKCE S256 required), both grants with rotating
// refresh tokens, access tokens that expire (401 after), logout revocation, /v1/users, and the single-key switch.
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestEmulator, type TestEmulator } from './support/harness.js';

let emu: TestEmulator;
let single: TestEmulator;
beforeAll(async () => {
  [emu, single] = await Promise.all([
    startTestEmulator({ tokenTtlSeconds: 1 }),
    startTestEmulator({ orgPutForm: 'single-key' }),
  ]);
});
afterAll(async () => {
  await Promise.all([emu?.dispose(), single?.dispose()]);
});

const REDIRECT = 'http://127.0.0.1:8401/oauth_callback';
const verifier = () => randomBytes(48).toString('base64url');
const challengeOf = (v: string) => createHash('sha256').update(v).digest('base64url');

function authorizePath(params: Record<string, string>): string {
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: emu.oauth.clientId,
    redirect_uri: REDIRECT,
    code_challenge_method: 'S256',
    state: 'st-1',
    ...params,
  });
  return `/oauth/authorize?${query}`;
}

async function code(v: string): Promise<string> {
  const res = await fetch(`${emu.url}${authorizePath({ code_challenge: challengeOf(v) })}`, { redirect: 'manual' });
  expect(res.status).toBe(302);
  const location = new URL(res.headers.get('location')!);
  expect(`${location.origin}${location.pathname}`).toBe(REDIRECT);
  expect(location.searchParams.get('state')).toBe('st-1');
  return location.searchParams.get('code')!;
}

async function token(form: Record<string, string>) {
  const res = await fetch(`${emu.url}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_id: emu.oauth.clientId, ...form }).toString(),
  });
  return { status: res.status, json: (await res.json()) as Record<string, any> };
}

const exchange = (c: string, v: string, redirect = REDIRECT) =>
  token({ grant_type: 'authorization_code', code: c, code_verifier: v, redirect_uri: redirect });

describe('emulator login service', () => {
  it('publishes /auth/config and a discovery document whose issuer matches', async () => {
    const config = await call(emu.url, 'GET', '/auth/config');
    expect(config.json).toMatchObject({ issuer: `${emu.url}/oauth`, client_id: emu.oauth.clientId });
    const doc = await call(emu.url, 'GET', '/oauth/.well-known/openid-configuration');
    expect(doc.json).toMatchObject({
      issuer: config.json.issuer,
      authorization_endpoint: `${emu.url}/oauth/authorize`,
      token_endpoint: `${emu.url}/oauth/token`,
      code_challenge_methods_supported: ['S256'],
      response_types_supported: ['code'],
    });
  });

  it('authorize refuses a missing S256 challenge, a plain method, a non-loopback redirect and an unknown client', async () => {
    const cases: Array<Record<string, string>> = [
      { code_challenge: '' },
      { code_challenge: challengeOf('x'), code_challenge_method: 'plain' },
      { code_challenge: challengeOf('x'), redirect_uri: 'https://evil.example/cb' },
      { code_challenge: challengeOf('x'), client_id: 'someone-else' },
    ];
    for (const params of cases) {
      const res = await call(emu.url, 'GET', authorizePath(params));
      expect(res.status).toBe(400);
      expect(res.json.error).toMatch(/invalid_/);
    }
  });

  it('exchanges a code once, only with the right verifier and redirect_uri', async () => {
    const v = verifier();
    expect((await exchange(await code(v), verifier())).json.error).toBe('invalid_grant');
    expect((await exchange(await code(v), v, 'http://127.0.0.1:8402/oauth_callback')).json.error).toBe('invalid_grant');
    const c = await code(v);
    const ok = await exchange(c, v);
    expect(ok.status).toBe(200);
    expect(ok.json).toMatchObject({ token_type: 'Bearer', expires_in: 1 });
    expect(ok.json.access_token).toMatch(/^emu_at_/);
    expect(ok.json.refresh_token).toMatch(/^emu_rt_/);
    expect((await exchange(c, v)).json.error).toBe('invalid_grant'); // single use
  });

  it('access tokens work on user routes until their TTL, then 401; refresh tokens rotate', async () => {
    const v = verifier();
    const first = (await exchange(await code(v), v)).json;
    const users = await call(emu.url, 'GET', '/v1/users', { key: first.access_token });
    expect(users.json).toEqual({
      user: { userId: 'user_emu_1', emails: [{ emailAddress: 'developer@agentdeck.local' }] },
    });
    expect(
      (await call(emu.url, 'GET', '/v1/organizations', { key: first.access_token })).json.organizations.length,
    ).toBeGreaterThan(1);
    expect((await call(emu.url, 'GET', '/v1/secrets', { key: first.access_token })).status).toBe(401); // not a private key
    await new Promise((r) => setTimeout(r, 1100));
    expect((await call(emu.url, 'GET', '/v1/organizations/local/secrets', { key: first.access_token })).status).toBe(
      401,
    );

    const second = await token({ grant_type: 'refresh_token', refresh_token: first.refresh_token });
    expect(second.status).toBe(200);
    expect(second.json.refresh_token).not.toBe(first.refresh_token);
    expect(
      (await call(emu.url, 'GET', '/v1/organizations/local/secrets', { key: second.json.access_token })).status,
    ).toBe(200);
    // The spent refresh token is refused.
    expect((await token({ grant_type: 'refresh_token', refresh_token: first.refresh_token })).json.error).toBe(
      'invalid_grant',
    );
  });

  it('logout revokes the session: its refresh token and access tokens stop working', async () => {
    const v = verifier();
    const s = (await exchange(await code(v), v)).json;
    const out = await call(emu.url, 'POST', '/auth/logout', {
      key: s.access_token,
      body: { refresh_token: s.refresh_token },
    });
    expect(out.status).toBe(200);
    expect((await call(emu.url, 'GET', '/v1/users', { key: s.access_token })).status).toBe(401);
    expect((await token({ grant_type: 'refresh_token', refresh_token: s.refresh_token })).json.error).toBe(
      'invalid_grant',
    );
    expect((await call(emu.url, 'POST', '/auth/logout', { body: {} })).status).toBe(400);
  });
});

describe('--org-put single-key', () => {
  const put = (e: TestEmulator, path: string, body: unknown, key = e.keys.userToken) =>
    call(e.url, 'PUT', path, { key, body });

  it('takes only the one-key body on the org-scoped path; the private path still takes the batch', async () => {
    const batch = { secrets: [{ secretKey: 'A', secretValue: '1' }] };
    const refused = await put(single, '/v1/organizations/local/secrets/s1', batch);
    expect(refused.status).toBe(400);
    expect(refused.json.code).toBe('GENERIC_BAD_REQUEST');
    const one = await put(single, '/v1/organizations/local/secrets/s1', {
      name: 's1',
      isImagePullSecret: false,
      secretKey: 'A',
      secretValue: '1',
    });
    expect(one.status).toBe(202);
    expect((await put(single, '/v1/secrets/s2', batch, single.keys.privateKey)).status).toBe(202);
    // The default emulator takes both forms on the org path.
    expect((await put(emu, '/v1/organizations/local/secrets/s1', batch)).status).toBe(202);
  });
});
