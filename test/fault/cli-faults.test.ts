// Fault tolerance of the command line against the emulator's fault injection. A recording proxy sits
// between the CLI and the emulator so attempts and the gaps between them are measured from the outside.
// Every CLI run has a deadline; `timedOut` false is the "no hang" assertion.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient } from '../../src/api/http/http.js';
import { SecretsClient } from '../../src/api/secrets/client.js';
import { ApiError } from '../../src/api/http/errors.js';
import { startTestEmulator, type TestEmulator } from '../helpers/emulator.js';
import { cliEnv, makeHome, runCli, type CliResult } from './support/cli.js';
import { startRecordingProxy, type Exchange, type RecordingProxy } from './support/proxy.js';
import { NO_BACKOFF } from './support/noBackoff.js';

const SEEDED = 5;

describe('CLI under injected faults', () => {
  let emu: TestEmulator;
  const home = makeHome();
  let proxy: RecordingProxy | undefined;

  beforeAll(async () => {
    emu = await startTestEmulator({ readyDelayMs: 0, seedSets: SEEDED });
  });
  afterEach(async () => {
    emu.setChaos(undefined);
    await proxy?.close();
    proxy = undefined;
  });
  afterAll(async () => {
    await emu?.stop();
    home.remove();
  });

  async function viaProxy(onResponse?: (exchange: Exchange) => void) {
    proxy = await startRecordingProxy(emu.url, { onResponse });
    return cliEnv({ apiHost: proxy.url, roomApiUrl: `${proxy.url}/daily/v1`, keys: emu.keys }, home.dir);
  }

  function expectNoLeak(result: CliResult): void {
    for (const key of Object.values(emu.keys)) {
      expect(result.stdout + result.stderr).not.toContain(key);
    }
  }

  // Ten runs of `secrets list --json` with 30% of reads answered 500 (seeded, so the sequence is the same
  // every run). Each run either succeeds with the full list or says which server error it gave up on.
  async function listUnder30PercentErrors() {
    const env = await viaProxy();
    emu.setChaos({ errorRate: 0.3, errorMethods: ['GET'], seed: 7, ...NO_BACKOFF });
    const runs: CliResult[] = [];
    for (let run = 0; run < 10; run++)
      runs.push(await runCli(['secrets', 'list', '--json'], { env, timeoutMs: 15_000 }));
    return runs;
  }

  it(
    '30% 500s on reads: every `secrets list` succeeds with the full list, retried through, none hangs',
    { timeout: 60_000 },
    async () => {
      const runs = await listUnder30PercentErrors();
      for (const [i, result] of runs.entries()) {
        expect(result.timedOut, `run ${i}`).toBe(false);
        expect(result.code, `run ${i}: ${result.stderr}`).toBe(0);
        const parsed = JSON.parse(result.stdout);
        const sets = Array.isArray(parsed) ? parsed : (parsed.sets ?? parsed.secretSets);
        expect(sets).toHaveLength(SEEDED);
      }
      const statuses = proxy!.exchanges.map((e) => e.status);
      expect(statuses.filter((s) => s === 500).length).toBeGreaterThan(0);
      // Retried: more requests than runs (a client without retries fails ~30 % of them).
      expect(proxy!.exchanges.length).toBeGreaterThan(runs.length);
    },
  );

  it(
    '429 with Retry-After is honoured (measured delay ≥ header) for GET and for POST',
    { timeout: 30_000 },
    async () => {
      const env = await viaProxy((exchange) => {
        if (exchange.status === 429) emu.setChaos(undefined); // the next attempt goes through
      });
      for (const args of [
        ['secrets', 'list', '--json'],
        ['rooms', 'create', '--json'],
      ]) {
        proxy!.exchanges.length = 0;
        emu.setChaos({ rateLimitRate: 1, retryAfterSeconds: 1 });
        const result = await runCli(args, { env, timeoutMs: 15_000 });
        expect(result.timedOut).toBe(false);
        expect(result.code, result.stderr).toBe(0);
        // `secrets list` also reads the agents (USED BY) alongside: the limited request may be either; follow its path.
        const exchanges = proxy!.exchanges;
        const limited = exchanges.findIndex((e) => e.status === 429);
        expect(limited).toBeGreaterThanOrEqual(0);
        expect(exchanges[limited].headers?.['retry-after']).toBe('1');
        const retry = exchanges.slice(limited + 1).find((e) => e.path === exchanges[limited].path);
        expect(retry, 'the request was retried').toBeDefined();
        expect(retry!.at - exchanges[limited].at).toBeGreaterThanOrEqual(1000);
      }
    },
  );

  it('dropped connections: a clear error after a bounded number of attempts', { timeout: 30_000 }, async () => {
    const env = await viaProxy();
    emu.setChaos({ dropRate: 1 });
    const result = await runCli(['secrets', 'list'], { env, timeoutMs: 20_000 });
    expect(result.timedOut).toBe(false);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(/cannot reach|connection/i);
    expect(result.stderr).toMatch(/retried \d+ time/);
    const attempts = proxy!.exchanges.filter((e) => e.path.startsWith('/v1/secrets')).length;
    expect(attempts).toBeGreaterThan(1);
    expect(attempts).toBeLessThanOrEqual(5);
    expectNoLeak(result);
  });

  it('malformed JSON: a clear error, no hang', { timeout: 30_000 }, async () => {
    const env = await viaProxy();
    emu.setChaos({ malformedRate: 1 });
    const table = await runCli(['secrets', 'list'], { env, timeoutMs: 15_000 });
    expect(table.timedOut).toBe(false);
    expect(table.code).toBe(1);
    expect(table.stdout).toBe('');
    expect(table.stderr).toMatch(/malformed|not valid JSON/i);
    expectNoLeak(table);
    // --json: the error is reported as JSON on stdout, still a clear one.
    const json = await runCli(['secrets', 'list', '--json'], { env, timeoutMs: 15_000 });
    expect(json.timedOut).toBe(false);
    expect(json.code).toBe(1);
    const error = (JSON.parse(json.stdout) as { error: { code: string; message: string } }).error;
    expect(error.code).toBe('MALFORMED_RESPONSE');
    expect(error.message).toMatch(/not valid JSON/);
    expectNoLeak(json);
  });

  it('500s on every attempt: the server error and the retry count, exit 1', { timeout: 30_000 }, async () => {
    const env = await viaProxy();
    emu.setChaos({ errorRate: 1, ...NO_BACKOFF });
    const result = await runCli(['secrets', 'list'], { env, timeoutMs: 20_000 });
    expect(result.timedOut).toBe(false);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/500/);
    expect(result.stderr).toMatch(/Internal server error/);
    const attempts = proxy!.exchanges.filter((e) => e.path.startsWith('/v1/secrets')).length;
    expect(attempts).toBeGreaterThan(1);
    expect(attempts).toBeLessThanOrEqual(5);
  });

  it(
    '500 on a POST (rooms create): not retried — no duplicate room — and a clear error',
    { timeout: 30_000 },
    async () => {
      const env = await viaProxy();
      emu.setChaos({ errorRate: 1, errorMethods: ['POST'], ...NO_BACKOFF });
      const result = await runCli(['rooms', 'create', '--name', 'fault-room'], { env, timeoutMs: 15_000 });
      expect(result.timedOut).toBe(false);
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(/500|server error/i);
      expect(proxy!.exchanges.filter((e) => e.method === 'POST')).toHaveLength(1);
      expectNoLeak(result);
    },
  );

  it(
    'hanging server: the CLI (AGENTDECK_TIMEOUT=0.3) times out each attempt, retries twice, exits 1 with TIMEOUT',
    { timeout: 20_000 },
    async () => {
      const env = await viaProxy();
      emu.setChaos({ hangRate: 1 });
      const result = await runCli(['secrets', 'list', '--json'], {
        env: { ...env, AGENTDECK_TIMEOUT: '0.3' },
        timeoutMs: 15_000,
      });
      emu.setChaos(undefined);
      expect(result.timedOut).toBe(false);
      expect(result.code).toBe(1);
      expect(JSON.parse(result.stdout).error).toMatchObject({ code: 'TIMEOUT' });
      expect(result.stderr + result.stdout).toMatch(/timed out after 300 ms, retried 2 times/);
      expect(proxy!.exchanges.filter((e) => e.path.startsWith('/v1/secrets')).length).toBe(3);
      expectNoLeak(result);
    },
  );

  it('AGENTDECK_TIMEOUT that is not a positive number of seconds is a usage error naming the variable', async () => {
    const env = await viaProxy();
    const result = await runCli(['secrets', 'list'], { env: { ...env, AGENTDECK_TIMEOUT: 'soon' }, timeoutMs: 15_000 });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('AGENTDECK_TIMEOUT "soon": seconds per request attempt');
    expect(proxy!.exchanges).toHaveLength(0);
  });

  it(
    'hanging server: the API client times out per attempt, retries a bounded number of times, clear error',
    { timeout: 20_000 },
    async () => {
      proxy = await startRecordingProxy(emu.url);
      emu.setChaos({ hangRate: 1 });
      const http = createHttpClient({
        baseUrl: proxy.url,
        token: emu.keys.privateKey,
        flavor: 'pipecat',
        timeoutMs: 300,
        retryLimit: 2,
        retryBaseDelayMs: 50,
      });
      const client = new SecretsClient({ http });
      const started = performance.now();
      const error = await client.listSecretSets().then(
        () => undefined,
        (e: unknown) => e,
      );
      const elapsed = performance.now() - started;
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).code).toBe('TIMEOUT');
      expect((error as ApiError).message).toMatch(/timed out after 300 ms, retried 2 times/);
      expect((error as ApiError).message).not.toContain(emu.keys.privateKey);
      expect(proxy.exchanges.length).toBe(3);
      expect(elapsed).toBeLessThan(5_000);
    },
  );
});
