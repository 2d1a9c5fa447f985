// Fault injection: the spec parser, and every fault kind observable over real HTTP with a fixed seed.
import { request } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parseChaosSpec } from '../../src/emulator/index.js';
import { call, startTestEmulator, type TestEmulator } from './support/harness.js';

describe('parseChaosSpec', () => {
  it('parses every item of the documented spec', () => {
    expect(
      parseChaosSpec(
        'latency=200,error=0.3,errorMethods=GET,errorRetryAfter=0,rate429=0.1,retryAfter=2,drop=0.05,malformed=0.05,hang=0,seed=7',
      ),
    ).toEqual({
      latencyMs: 200,
      errorRate: 0.3,
      errorMethods: ['GET'],
      errorRetryAfterSeconds: 0,
      rateLimitRate: 0.1,
      retryAfterSeconds: 2,
      dropRate: 0.05,
      malformedRate: 0.05,
      hangRate: 0,
      seed: 7,
    });
    expect(parseChaosSpec('errorMethods=get|put, error = 1')).toEqual({ errorMethods: ['GET', 'PUT'], errorRate: 1 });
    expect(parseChaosSpec('')).toEqual({});
  });

  it.each([
    ['bogus=1', /Unknown chaos item 'bogus'/],
    ['error=abc', /Invalid chaos item 'error=abc': error must be a number/],
    ['error=1.5', /errorRate must be a number from 0 to 1/],
    ['drop=-0.1', /dropRate must be a number from 0 to 1/],
    ['latency', /Invalid chaos item 'latency'/],
    ['errorMethods=FETCH', /Invalid chaos item 'errorMethods=FETCH'/],
    ['seed=1.5', /seed must be an integer/],
    ['errorRetryAfter=-1', /errorRetryAfterSeconds must be a non-negative number/],
  ])('rejects %j with an error naming the item', (spec, message) => {
    expect(() => parseChaosSpec(spec)).toThrow(message);
  });
});

describe('fault injection over HTTP', () => {
  let emu: TestEmulator;
  beforeAll(async () => {
    emu = await startTestEmulator();
  });
  afterEach(() => emu.setChaos(undefined));
  afterAll(async () => {
    await emu?.dispose();
  });

  const list = () => call(emu.url, 'GET', '/v1/secrets', { key: emu.keys.privateKey });
  const put = (i: number) =>
    call(emu.url, 'PUT', `/v1/secrets/chaos-${i}`, {
      key: emu.keys.privateKey,
      body: { secrets: [{ secretKey: 'K', secretValue: 'v' }] },
    });

  it('answers a seeded share of GETs with 500 and leaves other methods alone when errorMethods=["GET"]', async () => {
    emu.setChaos({ errorRate: 0.3, errorMethods: ['GET'], seed: 7 });
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) {
      const answer = await list();
      statuses.push(answer.status);
      if (answer.status === 500)
        expect(answer.json).toEqual({ error: 'Internal server error', code: 'INTERNAL_SERVER_ERROR' });
      else expect(answer.status).toBe(200);
    }
    const errors = statuses.filter((s) => s === 500).length;
    expect(errors).toBeGreaterThanOrEqual(8);
    expect(errors).toBeLessThanOrEqual(30);
    for (let i = 0; i < 30; i++) expect((await put(i)).status).toBe(202);

    // The same seed replays the same sequence.
    emu.setChaos({ errorRate: 0.3, errorMethods: ['GET'], seed: 7 });
    const replay: number[] = [];
    for (let i = 0; i < 60; i++) replay.push((await list()).status);
    expect(replay).toEqual(statuses);
  });

  it('answers Daily routes with a Daily-shaped 500', async () => {
    emu.setChaos({ errorRate: 1, seed: 1 });
    const answer = await call(emu.roomApiUrl, 'GET', '/rooms', { key: emu.keys.roomKey });
    expect(answer.status).toBe(500);
    expect(answer.json).toEqual({ error: 'server-error', info: expect.any(String) });
  });

  it('a 500 carries Retry-After only when errorRetryAfter is given (after a write too)', async () => {
    emu.setChaos({ errorRate: 1, seed: 1 });
    expect((await list()).headers.get('retry-after')).toBeNull();
    emu.setChaos({ errorRate: 1, errorRetryAfterSeconds: 0, seed: 1 });
    const answer = await list();
    expect(answer.status).toBe(500);
    expect(answer.headers.get('retry-after')).toBe('0');
    emu.setChaos({ errorAfterWriteRate: 1, errorRetryAfterSeconds: 3, seed: 1 });
    const written = await put(900);
    expect(written.status).toBe(500);
    expect(written.headers.get('retry-after')).toBe('3');
    emu.setChaos(undefined);
    expect((await call(emu.url, 'GET', '/v1/secrets/chaos-900', { key: emu.keys.privateKey })).status).toBe(200);
  });

  it('answers 429 with a Retry-After header', async () => {
    emu.setChaos({ rateLimitRate: 1, retryAfterSeconds: 2, seed: 3 });
    const answer = await list();
    expect(answer.status).toBe(429);
    expect(answer.headers.get('retry-after')).toBe('2');
    expect(answer.json).toEqual({ error: expect.any(String), code: expect.any(String) });
    const daily = await call(emu.roomApiUrl, 'GET', '/rooms', { key: emu.keys.roomKey });
    expect(daily.status).toBe(429);
    expect(daily.headers.get('retry-after')).toBe('2');
    expect(daily.json.error).toBe('rate-limit-error');
    emu.setChaos({ rateLimitRate: 1, seed: 3 });
    expect((await list()).headers.get('retry-after')).toBe('1'); // default
  });

  it('drops the connection without a response', async () => {
    emu.setChaos({ dropRate: 1, seed: 5 });
    const outcome = await new Promise<string>((resolve) => {
      const req = request(
        `${emu.url}/v1/secrets`,
        { headers: { authorization: `Bearer ${emu.keys.privateKey}` } },
        (res) => {
          resolve(`response ${res.statusCode}`);
          res.resume();
        },
      );
      req.setTimeout(5000, () => req.destroy(new Error('timeout')));
      req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
      req.end();
    });
    expect(outcome).toMatch(/ECONNRESET|socket hang up/);
  });

  it('answers 200 with a body that is not valid JSON', async () => {
    emu.setChaos({ malformedRate: 1, seed: 9 });
    const answer = await list();
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/application\/json/);
    expect(() => JSON.parse(answer.text)).toThrow();
  });

  it('never answers a hung request (the client times out) and still closes cleanly', async () => {
    const own = await startTestEmulator({ chaos: { hangRate: 1, seed: 11 } });
    try {
      const started = Date.now();
      const outcome = await fetch(`${own.url}/v1/secrets`, {
        headers: { authorization: `Bearer ${own.keys.privateKey}` },
        signal: AbortSignal.timeout(300),
      }).then(
        (res) => `response ${res.status}`,
        (error: Error) => error.name,
      );
      expect(outcome).toBe('TimeoutError');
      expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    } finally {
      const closing = Date.now();
      await own.dispose();
      expect(Date.now() - closing).toBeLessThan(5000);
    }
  });

  it('adds latency to every response', async () => {
    emu.setChaos({ latencyMs: 150 });
    const started = Date.now();
    expect((await list()).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('spares /_emulator/* and can be switched over HTTP with the private key', async () => {
    emu.setChaos({ dropRate: 1, seed: 2 });
    expect((await call(emu.url, 'GET', '/_emulator/health')).json).toEqual({ ok: true });
    const cleared = await call(emu.url, 'PUT', '/_emulator/chaos', { key: emu.keys.privateKey, body: {} });
    expect(cleared.status).toBe(200);
    expect((await list()).status).toBe(200);
    const set = await call(emu.url, 'PUT', '/_emulator/chaos', {
      key: emu.keys.privateKey,
      body: { errorRate: 1, errorMethods: ['PUT'], seed: 4 },
    });
    expect(set.json).toEqual({ ok: true, chaos: { errorRate: 1, errorMethods: ['PUT'], seed: 4 } });
    expect((await list()).status).toBe(200);
    expect((await put(999)).status).toBe(500);
    const invalid = await call(emu.url, 'PUT', '/_emulator/chaos', {
      key: emu.keys.privateKey,
      body: { errorRate: 3 },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.json.error).toMatch(/errorRate must be a number from 0 to 1/);
    const unauthorised = await call(emu.url, 'PUT', '/_emulator/chaos', { key: emu.keys.userToken, body: {} });
    expect(unauthorised.status).toBe(401);
  });

  it('takes chaos options at start and rejects invalid ones from setChaos', async () => {
    expect(() => emu.setChaos({ dropRate: 2 })).toThrow(/dropRate must be a number from 0 to 1/);
    const own = await startTestEmulator({ chaos: { errorRate: 1, seed: 1 } });
    try {
      expect((await call(own.url, 'GET', '/v1/regions', { key: own.keys.privateKey })).status).toBe(500);
    } finally {
      await own.dispose();
    }
  });
});
