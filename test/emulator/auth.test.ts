// Authentication on every route (table-driven), body limit, bad JSON and unknown routes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestEmulator, type TestEmulator } from './support/harness.js';

let emu: TestEmulator;
beforeAll(async () => {
  emu = await startTestEmulator({ bodyLimit: 4096 });
});
afterAll(async () => {
  await emu?.dispose();
});

type KeyName = 'privateKey' | 'userToken' | 'roomKey';
const PIPECAT_SUFFIXES: Array<[string, string]> = [
  ['GET', '/secrets'],
  ['GET', '/secrets/a-set'],
  ['PUT', '/secrets/a-set'],
  ['DELETE', '/secrets/a-set'],
  ['DELETE', '/secrets/a-set/A_KEY'],
  ['GET', '/regions'],
  ['GET', '/properties'],
  ['GET', '/properties/schema'],
  ['PATCH', '/properties'],
];
const PIPECAT_ROUTES: Array<[string, string, KeyName]> = [
  ...PIPECAT_SUFFIXES.map(([m, p]) => [m, `/v1${p}`, 'privateKey'] as [string, string, KeyName]),
  ...PIPECAT_SUFFIXES.map(([m, p]) => [m, `/v1/organizations/local${p}`, 'userToken'] as [string, string, KeyName]),
  ['GET', '/v1/organizations', 'userToken'],
  ['GET', '/v1/organizations/staging/daily', 'userToken'],
  ['PUT', '/_emulator/chaos', 'privateKey'],
  ['PUT', '/_emulator/agents/an-agent', 'privateKey'],
  ['GET', '/_emulator/agents/an-agent/deployments', 'privateKey'],
  ['GET', '/_emulator/secrets/a-set', 'privateKey'],
  ['GET', '/v1/agents/an-agent/logs', 'privateKey'],
  ['GET', '/v1/organizations/local/services/an-agent/logs', 'userToken'],
];
const DAILY_ROUTES: Array<[string, string]> = [
  ['POST', '/daily/v1/rooms'],
  ['GET', '/daily/v1/rooms'],
  ['GET', '/daily/v1/rooms/a-room'],
  ['DELETE', '/daily/v1/rooms/a-room'],
  ['POST', '/daily/v1/meeting-tokens'],
  ['GET', '/daily/v1/'],
  ['POST', '/daily/v1/'],
];
const bodyFor = (method: string) => (method === 'GET' || method === 'DELETE' ? undefined : {});

describe('Pipecat routes answer 401 {"error":"Unauthorized","code":"UNAUTHORIZED"}', () => {
  it.each(PIPECAT_ROUTES)('%s %s: missing, malformed, wrong and wrong-kind keys', async (method, path, right) => {
    const wrongKinds = (['privateKey', 'userToken', 'roomKey'] as const)
      .filter((k) => k !== right)
      .map((k) => emu.keys[k]);
    const authorizations: Array<string | undefined> = [
      undefined,
      '',
      'Bearer',
      `Basic ${emu.keys[right]}`,
      `Bearer ${emu.keys[right]}x`,
      `Bearer ${emu.keys[right].slice(0, -1)}`,
      `Bearer ${emu.keys[right]} extra`,
      ...wrongKinds.map((k) => `Bearer ${k}`),
    ];
    for (const authorization of authorizations) {
      const answer = await call(emu.url, method, path, {
        headers: authorization === undefined ? {} : { authorization },
        body: bodyFor(method),
      });
      expect(answer.status, String(authorization).slice(0, 12)).toBe(401);
      expect(answer.text).toBe('{"error":"Unauthorized","code":"UNAUTHORIZED"}');
    }
    // The right key gets past auth (whatever the route then answers).
    const ok = await call(emu.url, method, path, { key: emu.keys[right], body: bodyFor(method) });
    expect(ok.status).not.toBe(401);
  });
});

describe('Daily routes', () => {
  it.each(DAILY_ROUTES)('%s %s: missing/malformed header → 400, wrong key → 401', async (method, path) => {
    for (const headers of [{}, { authorization: 'Token abc' }, { authorization: 'Bearer' }] as Array<
      Record<string, string>
    >) {
      const answer = await call(emu.url, method, path, { headers, body: bodyFor(method) });
      expect(answer.status).toBe(400);
      expect(answer.json).toEqual({ error: 'authorization-header-error', info: expect.any(String) });
    }
    for (const key of [emu.keys.privateKey, emu.keys.userToken, `${emu.keys.roomKey}0`, 'daily_emu_guess']) {
      const answer = await call(emu.url, method, path, { key, body: bodyFor(method) });
      expect(answer.status).toBe(401);
      expect(answer.text).toBe('{"error":"authentication-error"}');
    }
    const ok = await call(emu.url, method, path, { key: emu.keys.roomKey, body: bodyFor(method) });
    expect([200, 400, 404]).toContain(ok.status);
  });

  it('answers bad JSON with 400 json-parsing-error', async () => {
    const answer = await call(emu.roomApiUrl, 'POST', '/rooms', { key: emu.keys.roomKey, rawBody: '{"name":' });
    expect(answer.status).toBe(400);
    expect(answer.json.error).toBe('json-parsing-error');
  });
});

describe('limits and unknown routes', () => {
  it('answers 413 with the Pipecat body beyond bodyLimit, and takes a body just under it', async () => {
    const big = JSON.stringify({ secrets: [{ secretKey: 'K', secretValue: 'x'.repeat(5000) }] });
    const answer = await call(emu.url, 'PUT', '/v1/secrets/big', { key: emu.keys.privateKey, rawBody: big });
    expect(answer.status).toBe(413);
    expect(answer.json).toEqual({
      error: "Payload too large: request body is over the emulator's 4 KiB limit",
      code: 'PAYLOAD_TOO_LARGE',
    });
    const fits = JSON.stringify({ secrets: [{ secretKey: 'K', secretValue: 'x'.repeat(3900) }] });
    expect((await call(emu.url, 'PUT', '/v1/secrets/big', { key: emu.keys.privateKey, rawBody: fits })).status).toBe(
      202,
    );
  });

  it('answers 413 with a Daily error body on room routes', async () => {
    const answer = await call(emu.roomApiUrl, 'POST', '/rooms', {
      key: emu.keys.roomKey,
      body: { properties: { geo: 'x'.repeat(5000) } },
    });
    expect(answer.status).toBe(413);
    expect(answer.json).toEqual({
      error: 'invalid-request-error',
      info: "request body is over the emulator's 4 KiB limit",
    });
  });

  it('checks the key before reading a body (401 beats 413 and bad JSON)', async () => {
    const answer = await call(emu.url, 'PUT', '/v1/secrets/big', { key: 'nope', rawBody: 'x'.repeat(10_000) });
    expect(answer.status).toBe(401);
  });

  it('treats any content type as JSON (the services accept JSON only)', async () => {
    const answer = await call(emu.url, 'PUT', '/v1/secrets/plain-text', {
      key: emu.keys.privateKey,
      headers: { 'content-type': 'text/plain' },
      rawBody: JSON.stringify({ secrets: [{ secretKey: 'K', secretValue: 'v' }] }),
    });
    expect(answer.status).toBe(202);
  });

  it.each([
    ['GET', '/v2/secrets', { error: 'Not found', code: 'NOT_FOUND' }],
    ['POST', '/v1/secrets', { error: 'Not found', code: 'NOT_FOUND' }],
    ['GET', '/', { error: 'Not found', code: 'NOT_FOUND' }],
    ['GET', '/daily/v1/presence', { error: 'not-found', info: expect.stringContaining('/daily/v1/presence') }],
  ])('%s %s → 404 with a proper error body', async (method, path, body) => {
    const answer = await call(emu.url, method, path, { key: emu.keys.privateKey });
    expect(answer.status).toBe(404);
    expect(answer.json).toEqual(body);
  });

  it('GET /_emulator/health needs no key', async () => {
    const answer = await call(emu.url, 'GET', '/_emulator/health');
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ ok: true });
  });
});
