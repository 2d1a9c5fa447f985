// A Retry-After wait is shown while it runs — on a terminal only; a pipe gets no countdown.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { showRetryAfterWait } from '../../src/cli/retryWait.js';
import { json, startCannedServer, type CannedServer } from '../api/helpers.js';
import { Capture, isolatedEnv, runInProcess } from './helpers.js';

let server: CannedServer;
let env: NodeJS.ProcessEnv;

beforeAll(async () => {
  server = await startCannedServer();
  env = isolatedEnv({ PIPECAT_API_KEY: 'pk_test_retry', PIPECAT_API_HOST: server.url });
});
afterAll(async () => {
  await server.close();
});

/** The first list request is answered 429 with Retry-After: 1; other reads (agents usage) are empty. */
const rateLimitedOnce = () => {
  let lists = 0;
  server.handle((r, res) => {
    if (!r.url.startsWith('/v1/secrets')) return json(res, 200, { services: [] });
    lists++;
    if (lists === 1)
      return json(res, 429, { error: 'Too many requests', code: 'TOO_MANY_REQUESTS' }, { 'retry-after': '1' });
    json(res, 200, { sets: [] });
  });
};
const listRequests = () => server.seen.filter((r) => r.url.startsWith('/v1/secrets')).length;

describe('Retry-After waits', () => {
  it(
    'on a terminal: stderr says the service asked to wait, counts down, then clears the line',
    { timeout: 15_000 },
    async () => {
      rateLimitedOnce();
      const r = await runInProcess(['secrets', 'list', '--json'], env, { stderrIsTTY: true });
      expect(r.code, r.stderr).toBe(0);
      expect(r.stderr).toContain('agentdeck: rate limited; the service asked to retry in 1 s (Retry-After)…');
      expect(r.stderr).toContain('\r\u001b[K');
      expect(JSON.parse(r.stdout)).toMatchObject({ secretSets: [] });
      expect(listRequests()).toBe(2);
    },
  );

  it('not on a terminal: the wait happens, nothing is drawn', { timeout: 15_000 }, async () => {
    rateLimitedOnce();
    const started = performance.now();
    const r = await runInProcess(['secrets', 'list', '--json'], env, { stderrIsTTY: false });
    expect(performance.now() - started).toBeGreaterThanOrEqual(1000);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).not.toContain('Retry-After');
    expect(listRequests()).toBe(2);
  });
});

describe('Retry-After beyond the cap, and in the past', () => {
  it('a capped wait says what the service asked for and what agentdeck waits: never "asked to retry in 28 s"', () => {
    vi.useFakeTimers();
    try {
      const stderr = new Capture(true);
      showRetryAfterWait(stderr, {
        attempt: 1,
        delayMs: 30_000,
        status: 429,
        retryAfterMs: 30_000,
        retryAfterAskedMs: 120_000,
      });
      expect(stderr.text).toBe(
        '\r\u001b[Kagentdeck: rate limited; the service asked to wait 120 s (Retry-After), capped at 30 s: retrying in 30 s…',
      );
      vi.advanceTimersByTime(2_000);
      expect(stderr.text.split('\r\u001b[K').at(-1)).toBe(
        'agentdeck: rate limited; the service asked to wait 120 s (Retry-After), capped at 30 s: retrying in 28 s…',
      );
      vi.advanceTimersByTime(28_000);
      expect(stderr.text.endsWith('\r\u001b[K')).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it(
    'an HTTP-date in the past gets the normal backoff (300 ms, then 600 ms), not retries 1 ms apart',
    { timeout: 15_000 },
    async () => {
      const past = new Date(Date.now() - 3_600_000).toUTCString();
      let lists = 0;
      server.handle((r, res) => {
        if (!r.url.startsWith('/v1/secrets')) return json(res, 200, { services: [] });
        lists++;
        if (lists <= 2) return json(res, 503, { error: 'busy', code: 'UNAVAILABLE' }, { 'retry-after': past });
        json(res, 200, { sets: [] });
      });
      const r = await runInProcess(['secrets', 'list', '--json', '--verbose'], env, { stderrIsTTY: true });
      expect(r.code, r.stderr).toBe(0);
      const waits = [...r.stderr.matchAll(/agentdeck: retry (\d) in (\d+) ms \(HTTP 503\)/g)].map((m) => [
        Number(m[1]),
        Number(m[2]),
      ]);
      expect(waits.map(([attempt]) => attempt)).toEqual([1, 2]);
      expect(waits[0][1]).toBeGreaterThanOrEqual(300);
      expect(waits[1][1]).toBeGreaterThanOrEqual(600);
      expect(r.stderr).not.toContain('Retry-After');
    },
  );
});
