// Fault tolerance of the HTTP layer against the emulator's fault injection (real sockets on 127.0.0.1).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient, type HttpClientOptions, type RetryInfo } from '../../src/api/http/http.js';
import { SecretsClient } from '../../src/api/secrets/client.js';
import { RoomHelper } from '../../src/api/rooms/client.js';
import { apiErrorCollector, serialisations, within } from './helpers.js';
import { startTestEmulator, type TestEmulator } from '../helpers/emulator.js';

let emu: TestEmulator;
const { errors, apiError } = apiErrorCollector();

beforeAll(async () => {
  emu = await startTestEmulator();
});
afterEach(() => emu.setChaos(undefined));
afterAll(async () => {
  await emu?.stop();
});

function secretsClient(extra: Partial<HttpClientOptions> = {}) {
  const http = createHttpClient({
    baseUrl: emu.apiHost,
    token: emu.keys.privateKey,
    flavor: 'pipecat',
    retryBaseDelayMs: 10,
    timeoutMs: 2_000,
    ...extra,
  });
  return new SecretsClient({ http });
}
function roomHelper(extra: Partial<HttpClientOptions> = {}) {
  const http = createHttpClient({
    baseUrl: emu.roomApiUrl,
    token: emu.keys.roomKey,
    flavor: 'daily',
    retryBaseDelayMs: 10,
    timeoutMs: 2_000,
    ...extra,
  });
  return new RoomHelper({ roomApiKey: emu.keys.roomKey, http });
}

describe('retries against injected faults', () => {
  it('a GET that meets a 500 is retried and succeeds', async () => {
    emu.setChaos({ errorRate: 1 });
    const retries: RetryInfo[] = [];
    // The fault clears as soon as the client decides to retry, so attempt 2 meets a healthy server.
    const client = secretsClient({
      onRetry: (i) => {
        retries.push(i);
        emu.setChaos(undefined);
      },
    });
    expect(Array.isArray(await within(5_000, client.listSecretSets()))).toBe(true);
    expect(retries).toEqual([{ attempt: 1, delayMs: expect.any(Number), status: 500 }]);
  });

  it('a PUT that meets a 429 is retried after Retry-After', async () => {
    emu.setChaos({ rateLimitRate: 1, retryAfterSeconds: 1 });
    const retries: RetryInfo[] = [];
    const client = secretsClient({
      onRetry: (i) => {
        retries.push(i);
        emu.setChaos(undefined);
      },
    });
    const started = performance.now();
    expect(await within(6_000, client.putSecrets('after-429', { K: 'v' }))).toMatchObject({ status: 'OK' });
    expect(performance.now() - started).toBeGreaterThanOrEqual(1_000);
    expect(retries).toEqual([{ attempt: 1, delayMs: 1_000, status: 429, retryAfterMs: 1_000 }]);
  });

  it('a POST (create room) that meets a 429 is retried too', async () => {
    emu.setChaos({ rateLimitRate: 1, retryAfterSeconds: 1 });
    const retries: RetryInfo[] = [];
    const room = await within(
      6_000,
      roomHelper({
        maxRetryAfterMs: 50,
        onRetry: (i) => {
          retries.push(i);
          emu.setChaos(undefined);
        },
      }).createRoom({ name: 'after-429' }),
    );
    expect(room.name).toBe('after-429');
    expect(retries).toEqual([{ attempt: 1, delayMs: 50, status: 429, retryAfterMs: 50, retryAfterAskedMs: 1_000 }]);
  });

  it('a POST that meets a 500 is not retried (it may have been applied)', async () => {
    emu.setChaos({ errorRate: 1, errorMethods: ['POST'] });
    const retries: RetryInfo[] = [];
    const e = await apiError(roomHelper({ onRetry: (i) => retries.push(i) }).createRoom({ name: 'no-retry' }));
    expect(e).toMatchObject({ status: 500, code: 'server-error' });
    expect(e.message).toBe(
      `Unable to create room: Server error 500 from ${new URL(emu.url).host}: injected server error`,
    );
    expect(retries).toEqual([]);
  });

  it('30% 500s on reads: 20 lists in a row all succeed (bounded retries absorb them)', async () => {
    // The runtime route, as a user of the emulator would set it.
    const admin = createHttpClient({ baseUrl: emu.apiHost, token: emu.keys.privateKey, flavor: 'pipecat' });
    await admin.request('PUT', '/_emulator/chaos', { json: { errorRate: 0.3, errorMethods: ['GET'], seed: 11 } });
    const retries: RetryInfo[] = [];
    const client = secretsClient({ retryBaseDelayMs: 1, onRetry: (i) => retries.push(i) });
    for (let i = 0; i < 20; i++) await within(5_000, client.listSecretSets());
    expect(retries.length).toBeGreaterThan(0);
    expect(retries.every((r) => r.status === 500)).toBe(true);
  });
});

describe('clear errors after bounded retries', () => {
  it('dropped connections → NETWORK, 1 + retryLimit attempts', async () => {
    emu.setChaos({ dropRate: 1 });
    const retries: RetryInfo[] = [];
    const e = await apiError(secretsClient({ onRetry: (i) => retries.push(i) }).listRegions());
    expect(e.toJSON()).toEqual({
      status: 0,
      code: 'NETWORK',
      message: `Cannot reach ${new URL(emu.url).host}: connection reset by the server, retried 2 times`,
    });
    expect(retries).toHaveLength(2);
  });

  it('a server that hangs → TIMEOUT within (1 + retries) × timeout', async () => {
    emu.setChaos({ hangRate: 1 });
    const started = performance.now();
    const e = await apiError(secretsClient({ timeoutMs: 200, retryLimit: 1 }).getProperties(), 5_000);
    expect(e).toMatchObject({ status: 0, code: 'TIMEOUT' });
    expect(e.message).toMatch(/timed out after 200 ms, retried 1 time$/);
    expect(performance.now() - started).toBeLessThan(3_000);
  });

  it('a persistent 429 ends as rate limited with the retry count', async () => {
    emu.setChaos({ rateLimitRate: 1, retryAfterSeconds: 1 });
    const e = await apiError(secretsClient({ retryLimit: 1, maxRetryAfterMs: 20 }).listSecretSets());
    expect(e.status).toBe(429);
    expect(e.message).toMatch(/^Rate limited by 127\.0\.0\.1:\d+ \(429, retried 1 time\)/);
  });

  it('malformed JSON → MALFORMED_RESPONSE', async () => {
    emu.setChaos({ malformedRate: 1 });
    const e = await apiError(roomHelper().listRooms());
    expect(e).toMatchObject({ status: 200, code: 'MALFORMED_RESPONSE' });
    expect(e.message).toMatch(/not valid JSON/);
  });

  it('an aborted call → ABORTED, promptly', async () => {
    emu.setChaos({ latencyMs: 2_000 });
    const ctl = new AbortController();
    const pending = secretsClient().listSecretSets({ signal: ctl.signal });
    setTimeout(() => ctl.abort(), 50);
    const e = await apiError(pending, 1_500);
    expect(e.code).toBe('ABORTED');
  });

  it('no key in any error', () => {
    expect(errors.length).toBeGreaterThanOrEqual(5);
    for (const e of errors) {
      const dump = serialisations(e);
      for (const k of Object.values(emu.keys)) expect(dump).not.toContain(k);
    }
  });
});
