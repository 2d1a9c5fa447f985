import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient, parseRetryAfter, type HttpClientOptions, type RetryInfo } from '../../src/api/http/http.js';
import { ApiError } from '../../src/api/http/errors.js';
import { VERSION } from '../../src/api/http/version.js';
import {
  apiErrorCollector,
  json,
  rejectionOf,
  serialisations,
  startCannedServer,
  type CannedServer,
  within,
} from './helpers.js';

const TOKEN = 'pk_canary_4f1d2b9e7c';
let server: CannedServer;
const { errors, apiError } = apiErrorCollector();

beforeAll(async () => {
  server = await startCannedServer();
});
afterAll(async () => {
  await server.close();
});

function client(extra: Partial<HttpClientOptions> = {}) {
  return createHttpClient({
    baseUrl: server.url,
    token: TOKEN,
    flavor: 'pipecat',
    retryBaseDelayMs: 5,
    timeoutMs: 2_000,
    ...extra,
  });
}

describe('requests', () => {
  it('sends bearer auth, user agent, JSON body and query; strips leading slashes onto prefixUrl', async () => {
    server.handle((_r, res) => json(res, 200, { ok: true }));
    const http = createHttpClient({ baseUrl: `${server.url}/daily/v1/`, token: TOKEN, flavor: 'daily' });
    const res = await within(
      5_000,
      http.request<{ ok: boolean }>('POST', '/rooms', { json: { a: 1 }, searchParams: { limit: 5, skip: undefined } }),
    );
    expect(res).toEqual({ status: 200, body: { ok: true } });
    const [seen] = server.seen;
    expect(seen.url).toBe('/daily/v1/rooms?limit=5');
    expect(seen.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(seen.headers['user-agent']).toBe(`agentdeck/${VERSION}`);
    expect(VERSION).toMatch(/^\d+\.\d+\.\d+/);
    expect(JSON.parse(seen.body)).toEqual({ a: 1 });
    expect(http.baseUrl).toBe(`${server.url}/daily/v1`);
  });
  it('sends no Authorization header when the token is empty', async () => {
    server.handle((_r, res) => json(res, 200, {}));
    await client({ token: '' }).request('GET', '/v1/secrets');
    expect(server.seen[0].headers.authorization).toBeUndefined();
  });
  it('answers allowStatuses as results and empty bodies as undefined', async () => {
    server.handle((_r, res) => json(res, 404, { error: 'not-found', info: 'room x not found' }));
    expect(await client().request('DELETE', '/rooms/x', { allowStatuses: [404] })).toMatchObject({ status: 404 });
    server.handle((_r, res) => {
      res.writeHead(200);
      res.end();
    });
    expect(await client().request('DELETE', '/x')).toEqual({ status: 200, body: undefined });
  });
});

describe('error mapping', () => {
  it("maps the service's ErrorResponse {error, code}", async () => {
    server.handle((_r, res) => json(res, 404, { error: 'Set not found', code: 'NOT_FOUND' }));
    const e = await apiError(client().request('GET', '/v1/secrets/x'));
    expect(e.toJSON()).toEqual({ status: 404, code: 'NOT_FOUND', message: 'Set not found' });
  });
  it("maps Daily's {error, info}, and {error} alone", async () => {
    server.handle((_r, res) =>
      json(res, 400, { error: 'invalid-request-error', info: 'a room named r already exists' }),
    );
    const e = await apiError(client({ flavor: 'daily' }).request('POST', '/rooms', { json: {} }));
    expect(e.toJSON()).toEqual({
      status: 400,
      code: 'invalid-request-error',
      message: 'a room named r already exists',
    });
    server.handle((_r, res) => json(res, 403, { error: 'forbidden-error' }));
    expect((await apiError(client({ flavor: 'daily' }).request('GET', '/'))).toJSON()).toEqual({
      status: 403,
      code: 'forbidden-error',
      message: 'forbidden-error',
    });
  });
  it('409 keeps the server code and text', async () => {
    server.handle((_r, res) =>
      json(res, 409, { error: "Secret set 's' was modified concurrently. Please retry.", code: 'CONFLICT' }),
    );
    const e = await apiError(client().request('PUT', '/v1/secrets/s', { json: {} }));
    expect(e.status).toBe(409);
    expect(e.code).toBe('CONFLICT');
    expect(e.message).toMatch(/modified concurrently/);
  });
  it('401 says how to fix credentials, per flavor, for wrong and missing keys', async () => {
    server.handle((_r, res) => json(res, 401, { error: 'Unauthorized', code: 'UNAUTHORIZED' }));
    const wrong = await apiError(client().request('GET', '/v1/secrets'));
    expect(wrong.status).toBe(401);
    expect(wrong.code).toBe('UNAUTHORIZED');
    expect(wrong.message).toMatch(
      /^Unauthorized: the API key or token was rejected \(401\)\. Check PIPECAT_API_KEY \/ PIPECAT_TOKEN/,
    );
    const missing = await apiError(client({ token: '' }).request('GET', '/v1/secrets'));
    expect(missing.message).toMatch(/no API key or token was sent/);
    server.handle((_r, res) => json(res, 401, { error: 'authentication-error' }));
    const daily = await apiError(client({ flavor: 'daily' }).request('GET', '/rooms'));
    expect(daily.code).toBe('authentication-error');
    expect(daily.message).toMatch(/DAILY_API_KEY/);
    server.handle((_r, res) => json(res, 400, { error: 'authorization-header-error', info: 'missing header' }));
    const header = await apiError(client({ flavor: 'daily', token: '' }).request('GET', '/rooms'));
    expect(header.message).toMatch(/no room service API key was sent \(400\)\. Set DAILY_API_KEY/);
  });
  it('a non-JSON error body still gives status and host', async () => {
    server.handle((_r, res) => {
      res.writeHead(502, { 'content-type': 'text/html' });
      res.end('<html>bad gateway</html>');
    });
    const e = await apiError(client({ retryLimit: 0 }).request('GET', '/v1/secrets'));
    expect(e.toJSON()).toEqual({
      status: 502,
      code: 'SERVER_ERROR',
      message: `HTTP 502 Bad Gateway from ${server.host}`,
    });
  });
  it('a malformed 200 body is MALFORMED_RESPONSE', async () => {
    server.handle((_r, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"sets":[{"name":');
    });
    const e = await apiError(client().request('GET', '/v1/secrets'));
    expect(e.code).toBe('MALFORMED_RESPONSE');
    expect(e.status).toBe(200);
    expect(e.message).toBe(`Malformed response from ${server.host} (HTTP 200): the body is not valid JSON`);
  });
  it('server text is sanitised and never carries the key back', async () => {
    server.handle((_r, res) =>
      json(res, 400, {
        error: `bad token ${TOKEN}\u001b]52;c;ZXZpbA==\u0007\u001b[2J here`,
        code: 'GENERIC_BAD_REQUEST',
      }),
    );
    const e = await apiError(client().request('PUT', '/v1/secrets/x', { json: {} }));
    expect(e.message).toBe('bad token [REDACTED] here');
  });
});

describe('retries', () => {
  it('GET is retried on 500 until it succeeds; attempts are reported', async () => {
    server.handle((_r, res, n) =>
      n < 3 ? json(res, 500, { error: 'boom', code: 'INTERNAL_SERVER_ERROR' }) : json(res, 200, { sets: [] }),
    );
    const retries: RetryInfo[] = [];
    const res = await within(5_000, client({ onRetry: (i) => retries.push(i) }).request('GET', '/v1/secrets'));
    expect(res.status).toBe(200);
    expect(server.seen).toHaveLength(3);
    expect(retries.map((r) => [r.attempt, r.status])).toEqual([
      [1, 500],
      [2, 500],
    ]);
  });
  it('a persistent 500 ends with the retry count in the message', async () => {
    server.handle((_r, res) => json(res, 500, { error: 'boom', code: 'INTERNAL_SERVER_ERROR' }));
    const e = await apiError(client().request('DELETE', '/v1/secrets/x'));
    expect(server.seen).toHaveLength(5);
    expect(e.toJSON()).toEqual({
      status: 500,
      code: 'INTERNAL_SERVER_ERROR',
      message: `Server error 500 from ${server.host}, retried 4 times: boom`,
    });
  });
  it('POST is not retried on 500', async () => {
    server.handle((_r, res) => json(res, 500, { error: 'server-error', info: 'oops' }));
    const retries: RetryInfo[] = [];
    const e = await apiError(
      client({ flavor: 'daily', onRetry: (i) => retries.push(i) }).request('POST', '/rooms', { json: {} }),
    );
    expect(server.seen).toHaveLength(1);
    expect(retries).toEqual([]);
    expect(e.status).toBe(500);
  });
  it('429 is retried on any method and Retry-After (seconds) is honoured', async () => {
    server.handle((_r, res, n) =>
      n === 1 ? json(res, 429, { error: 'rate-limit-error' }, { 'retry-after': '1' }) : json(res, 200, { token: 't' }),
    );
    const retries: RetryInfo[] = [];
    const started = performance.now();
    const res = await within(
      6_000,
      client({ flavor: 'daily', onRetry: (i) => retries.push(i) }).request('POST', '/meeting-tokens', { json: {} }),
    );
    const elapsed = performance.now() - started;
    expect(res.status).toBe(200);
    expect(retries).toEqual([{ attempt: 1, delayMs: 1000, status: 429, retryAfterMs: 1000 }]);
    expect(elapsed).toBeGreaterThanOrEqual(1000);
  });
  it('Retry-After as an HTTP date is honoured and long waits are capped', async () => {
    const date = new Date(Date.now() + 60_000).toUTCString();
    server.handle((_r, res, n) =>
      n === 1
        ? json(res, 429, { error: 'slow down', code: 'RATE_LIMITED' }, { 'retry-after': date })
        : json(res, 200, {}),
    );
    const retries: RetryInfo[] = [];
    await within(
      3_000,
      client({ maxRetryAfterMs: 120, onRetry: (i) => retries.push(i) }).request('GET', '/v1/secrets'),
    );
    expect(retries[0].delayMs).toBe(120);
  });
  it('a Retry-After longer than the cap is capped, and the retry says what the server asked for', async () => {
    server.handle((_r, res, n) =>
      n === 1 ? json(res, 429, { error: 'slow down' }, { 'retry-after': '120' }) : json(res, 200, {}),
    );
    const retries: RetryInfo[] = [];
    await within(
      3_000,
      client({ maxRetryAfterMs: 120, onRetry: (i) => retries.push(i) }).request('GET', '/v1/secrets'),
    );
    expect(retries).toEqual([{ attempt: 1, delayMs: 120, status: 429, retryAfterMs: 120, retryAfterAskedMs: 120_000 }]);
  });
  it('a Retry-After date in the past (or 0, or unreadable) means the normal backoff, not a 1 ms retry', async () => {
    const past = new Date(Date.now() - 3_600_000).toUTCString();
    for (const header of [past, '0', 'soon']) {
      const at: number[] = [];
      server.handle((_r, res) => {
        at.push(performance.now());
        json(res, 503, { error: 'busy' }, { 'retry-after': header });
      });
      const retries: RetryInfo[] = [];
      await apiError(
        client({ retryBaseDelayMs: 40, retryLimit: 3, onRetry: (i) => retries.push(i) }).request('GET', '/v1/secrets'),
      );
      expect(
        retries.map((r) => r.retryAfterMs),
        header,
      ).toEqual([undefined, undefined, undefined]);
      // 40, 80, 160 ms (+ up to 20 % jitter): each wait at least its backoff.
      retries.forEach((r, i) => expect(r.delayMs, header).toBeGreaterThanOrEqual(40 * 2 ** i));
      const gaps = at.slice(1).map((t, i) => t - at[i]);
      gaps.forEach((gap, i) => expect(gap, `${header}: gap ${i + 1}`).toBeGreaterThanOrEqual(40 * 2 ** i - 2));
    }
  });
  it('parseRetryAfter: seconds, a future date, and nothing for a past date, 0 or text', () => {
    const now = Date.parse('Wed, 01 Jan 2026 00:00:00 GMT');
    expect(parseRetryAfter('120', now)).toBe(120_000);
    expect(parseRetryAfter('1.5', now)).toBe(1_500);
    expect(parseRetryAfter('Wed, 01 Jan 2026 00:00:30 GMT', now)).toBe(30_000);
    expect(parseRetryAfter(['7'], now)).toBe(7_000);
    for (const none of [
      'Tue, 31 Dec 2025 23:59:00 GMT',
      'Wed, 01 Jan 2026 00:00:00 GMT',
      '0',
      '',
      'soon',
      '-5',
      undefined,
    ]) {
      expect(parseRetryAfter(none, now), String(none)).toBeUndefined();
    }
  });
  it('429 exhausted says it was rate limited and how often it retried', async () => {
    server.handle((_r, res) =>
      json(res, 429, { error: 'Too many requests', code: 'RATE_LIMITED' }, { 'retry-after': '0' }),
    );
    const e = await apiError(client({ retryLimit: 1 }).request('POST', '/v1/x', { json: {} }));
    expect(server.seen).toHaveLength(2);
    expect(e.toJSON()).toEqual({
      status: 429,
      code: 'RATE_LIMITED',
      message: `Rate limited by ${server.host} (429, retried 1 time): Too many requests`,
    });
  });
});

describe('transport failures', () => {
  it('connection refused → NETWORK naming the host, after bounded retries', async () => {
    const dead = await startCannedServer();
    const url = dead.url;
    await dead.close();
    const retries: RetryInfo[] = [];
    const e = await apiError(
      createHttpClient({
        baseUrl: url,
        token: TOKEN,
        flavor: 'pipecat',
        retryBaseDelayMs: 5,
        onRetry: (i) => retries.push(i),
      }).request('GET', '/v1/secrets'),
    );
    expect(e.code).toBe('NETWORK');
    expect(e.status).toBe(0);
    expect(e.message).toBe(`Cannot reach ${new URL(url).host}: connection refused, retried 2 times`);
    expect(retries.map((r) => r.errorCode)).toEqual(['ECONNREFUSED', 'ECONNREFUSED']);
  });
  it('connection refused with a body: PUT is retried, POST is not, both name the refusal', async () => {
    // Node ≥ 24.20 also fails a connecting request's write/end callbacks; that must neither end the retries nor
    // hide the reason (src/api/http/nativeRequest.ts).
    const dead = await startCannedServer();
    const url = dead.url;
    await dead.close();
    const host = new URL(url).host;
    const retries: RetryInfo[] = [];
    const http = createHttpClient({
      baseUrl: url,
      token: TOKEN,
      flavor: 'pipecat',
      retryBaseDelayMs: 5,
      onRetry: (i) => retries.push(i),
    });
    const put = await apiError(http.request('PUT', '/v1/secrets/s', { json: { secretKey: 'K', secretValue: 'v' } }));
    expect(put.message).toBe(`Cannot reach ${host}: connection refused, retried 2 times`);
    expect(retries.map((r) => r.errorCode)).toEqual(['ECONNREFUSED', 'ECONNREFUSED']);
    const post = await apiError(http.request('POST', '/rooms', { json: {} }));
    expect(post.message).toBe(`Cannot reach ${host}: connection refused`);
    expect(retries).toHaveLength(2);
  });
  it('a dropped connection → NETWORK connection reset; POST gets one attempt', async () => {
    server.handle((_r, res) => res.socket?.destroy()); // no answer at all
    const e = await apiError(client().request('POST', '/rooms', { json: {} }));
    expect(e.code).toBe('NETWORK');
    expect(e.message).toBe(`Cannot reach ${server.host}: connection reset by the server`);
    expect(server.seen).toHaveLength(1);
  });
  it('a server that never answers → TIMEOUT after bounded retries', async () => {
    server.handle(() => undefined);
    const started = performance.now();
    const e = await apiError(client({ timeoutMs: 150, retryLimit: 1 }).request('GET', '/v1/secrets'));
    expect(e.toJSON()).toEqual({
      status: 0,
      code: 'TIMEOUT',
      message: `Request to ${server.host} timed out after 150 ms, retried 1 time`,
    });
    expect(server.seen).toHaveLength(2);
    expect(performance.now() - started).toBeLessThan(5_000);
  });
  it('an aborted call → ABORTED, before and during the request', async () => {
    server.handle(() => undefined);
    const pre = new AbortController();
    pre.abort();
    expect((await apiError(client().request('GET', '/x', { signal: pre.signal }))).code).toBe('ABORTED');
    const ctl = new AbortController();
    const pending = client().request('GET', '/x', { signal: ctl.signal });
    setTimeout(() => ctl.abort(), 50);
    const e = await apiError(pending);
    expect(e.toJSON()).toEqual({ status: 0, code: 'ABORTED', message: `Request to ${server.host} was cancelled` });
  });
  it('an abort during a retry backoff ends the call promptly', async () => {
    server.handle((_r, res) => json(res, 503, { error: 'busy', code: 'UNAVAILABLE' }));
    const ctl = new AbortController();
    const started = performance.now();
    const pending = client({ retryBaseDelayMs: 5_000 }).request('GET', '/x', { signal: ctl.signal });
    const rejected = rejectionOf(pending);
    // Once the first attempt was answered (not a fixed delay: a loaded machine can take longer to send it).
    await within(
      2_000,
      (async () => {
        while (server.seen.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
      })(),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    ctl.abort();
    const e = await within(2_000, rejected);
    errors.push(e);
    expect((e as ApiError).code).toBe('ABORTED');
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(server.seen).toHaveLength(1);
  });
});

describe('whether a failed request can have reached the server (neverSent)', () => {
  it('refused on every attempt: never sent', async () => {
    const dead = await startCannedServer();
    await dead.close();
    const e = await apiError(
      createHttpClient({ baseUrl: dead.url, token: TOKEN, flavor: 'pipecat', retryBaseDelayMs: 5 }).request(
        'PUT',
        '/v1/secrets/s',
        { json: {} },
      ),
    );
    expect(e.message).toMatch(/connection refused, retried 2 times$/);
    expect(e.neverSent).toBe(true);
  });
  it('a TLS handshake that fails (https to a plain-HTTP port): never sent, and the server saw no request', async () => {
    server.handle((_r, res) => json(res, 200, {}));
    const e = await apiError(
      client({ baseUrl: server.url.replace('http:', 'https:'), retryLimit: 0 }).request('PUT', '/v1/secrets/s', {
        json: {},
      }),
    );
    expect(e.code).toBe('NETWORK');
    expect(e.neverSent).toBe(true);
    expect(server.seen).toHaveLength(0);
  });
  it('connected, then dropped or never answered: may have arrived', async () => {
    server.handle((_r, res) => res.socket?.destroy());
    const dropped = await apiError(client().request('POST', '/rooms', { json: {} }));
    expect(dropped.code).toBe('NETWORK');
    expect(dropped.neverSent).toBeUndefined();
    server.handle(() => undefined);
    const hung = await apiError(
      client({ timeoutMs: 150, retryLimit: 0 }).request('PUT', '/v1/secrets/s', { json: {} }),
    );
    expect(hung.code).toBe('TIMEOUT');
    expect(hung.neverSent).toBeUndefined();
  });
  it('the first attempt reached the server and the retries were refused: may have arrived, though the last error is a refusal', async () => {
    const flaky = await startCannedServer();
    flaky.handle(() => void flaky.close()); // takes the request, then goes away: the retries find the port closed
    const e = await apiError(
      createHttpClient({ baseUrl: flaky.url, token: TOKEN, flavor: 'pipecat', retryBaseDelayMs: 5 }).request(
        'PUT',
        '/v1/secrets/s',
        { json: {} },
      ),
    );
    expect(flaky.seen).toHaveLength(1);
    expect(e.message).toMatch(/connection refused, retried 2 times$/);
    expect(e.neverSent).toBeUndefined();
  });
});

describe('no key in any error', () => {
  it('serialised errors (JSON, inspect with depth, stack, cause chain) never contain the key', () => {
    expect(errors.length).toBeGreaterThan(10);
    for (const e of errors) {
      expect(serialisations(e)).not.toContain(TOKEN);
      expect((e as { cause?: unknown }).cause).toBeUndefined();
    }
  });
});
