// A Retry-After wait is shown while it runs — on a terminal only; a pipe gets no countdown.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startCannedServer, type CannedServer } from '../api/helpers.js';
import { isolatedEnv, runInProcess } from './helpers.js';

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
    if (lists === 1) return json(res, 429, { error: 'Too many requests', code: 'TOO_MANY_REQUESTS' }, { 'retry-after': '1' });
    json(res, 200, { sets: [] });
  });
};
const listRequests = () => server.seen.filter((r) => r.url.startsWith('/v1/secrets')).length;

describe('Retry-After waits', () => {
  it('on a terminal: stderr says the service asked to wait, counts down, then clears the line', { timeout: 15_000 }, async () => {
    rateLimitedOnce();
    const r = await runInProcess(['secrets', 'list', '--json'], env, { stderrIsTTY: true });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toContain('agentdeck: rate limited; the service asked to retry in 1 s (Retry-After)…');
    expect(r.stderr).toContain('\r\u001b[K');
    expect(JSON.parse(r.stdout)).toMatchObject({ secretSets: [] });
    expect(listRequests()).toBe(2);
  });

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
