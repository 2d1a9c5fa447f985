// One command's total retry time is bounded: a shared RetryBudget stops retries whose wait plus a full attempt
// would not fit, and the error says the limit stopped it. Retry-After waits are reported as such.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient, type RetryBudget, type RetryInfo } from '../../src/api/http/http.js';
import { apiErrorCollector, json, startCannedServer, within, type CannedServer } from './helpers.js';

let server: CannedServer;
const { apiError } = apiErrorCollector();

beforeAll(async () => {
  server = await startCannedServer();
});
afterAll(async () => {
  await server.close();
});

const client = (retryBudget?: RetryBudget, onRetry?: (info: RetryInfo) => void) =>
  createHttpClient({ baseUrl: server.url, token: 't', flavor: 'pipecat', timeoutMs: 200, retryBudget, onRetry });

describe('retry budget', () => {
  it(
    'without a budget a 503 with Retry-After: 1 is tried 5 times; with a 2 s budget it stops after 2 and says why',
    { timeout: 20_000 },
    async () => {
      server.handle((_r, res) => json(res, 503, { error: 'busy', code: 'UNAVAILABLE' }, { 'retry-after': '1' }));
      const retries: RetryInfo[] = [];
      const started = performance.now();
      const e = await within(
        8_000,
        apiError(client({ limitMs: 2_000 }, (i) => retries.push(i)).request('GET', '/v1/secrets')),
      );
      const elapsed = performance.now() - started;
      expect(server.seen).toHaveLength(2);
      expect(elapsed).toBeLessThan(3_500); // without the budget: 4 retries, ≥ 4 s of Retry-After waits alone
      expect(retries).toEqual([{ attempt: 1, delayMs: 1000, status: 503, retryAfterMs: 1000 }]);
      expect(e.message).toBe(
        `Server error 503 from ${server.host}, retried 1 time; stopped retrying at the 2 s retry limit: busy`,
      );
    },
  );

  it(
    'one budget is shared by every request of a command: a later request gets only what is left',
    { timeout: 20_000 },
    async () => {
      server.handle((_r, res, n) =>
        n === 1 ? json(res, 503, { error: 'busy' }, { 'retry-after': '1' }) : json(res, 200, { sets: [] }),
      );
      const budget: RetryBudget = { limitMs: 1_500 };
      const http = client(budget);
      expect((await within(5_000, http.request('GET', '/v1/secrets'))).status).toBe(200); // 1 s of 1.5 s spent
      server.handle((_r, res) => json(res, 503, { error: 'busy' }, { 'retry-after': '1' }));
      const e = await within(5_000, apiError(http.request('GET', '/v1/secrets')));
      expect(server.seen).toHaveLength(1); // no retry fits any more
      expect(e.message).toContain('stopped retrying at the 2 s retry limit');
    },
  );

  it('a budget that fits leaves the retries alone', { timeout: 20_000 }, async () => {
    server.handle((_r, res, n) => (n < 3 ? json(res, 500, { error: 'oops' }) : json(res, 200, {})));
    const res = await within(
      5_000,
      createHttpClient({
        baseUrl: server.url,
        token: 't',
        flavor: 'pipecat',
        retryBaseDelayMs: 5,
        retryBudget: { limitMs: 60_000 },
      }).request('GET', '/x'),
    );
    expect(res.status).toBe(200);
    expect(server.seen).toHaveLength(3);
  });
});
