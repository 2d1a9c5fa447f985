// The org-scoped write wire against both kinds of server the emulator can be: one that takes the batch body
// (one atomic PUT) and one that takes only the official CLI's one-key body (key by key, exact outcome when a
// key fails midway). Plus: a PUT answer without region is success, 409 is retried, names the official CLI allows
// can be read/unset/deleted, every request carries User-Agent: agentdeck/<version>.
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/http/errors.js';
import { createHttpClient, type HttpClient } from '../../src/api/http/http.js';
import { PartialWriteError } from '../../src/api/secrets/orgScopedWrite.js';
import { SecretsClient } from '../../src/api/secrets/client.js';
import { USER_AGENT } from '../../src/api/http/version.js';
import { startTestEmulator, type TestEmulator } from '../emulator/support/harness.js';
import { runBuilt, isolatedEnv } from '../cli/helpers.js';

interface Seen {
  method: string;
  path: string;
  userAgent?: string;
  body: string;
}

/** A pass-through proxy that records method, path, User-Agent and body of every request. */
async function recordingProxy(upstream: string) {
  const seen: Seen[] = [];
  const target = new URL(upstream);
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', path: req.url ?? '', userAgent: req.headers['user-agent'], body });
      const forward = httpRequest(
        { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers },
        (up) => {
          res.writeHead(up.statusCode ?? 502, up.headers);
          up.pipe(res);
        },
      );
      forward.end(body);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    close: () => new Promise<void>((r) => (server.closeAllConnections(), server.close(() => r()))),
  };
}

let batch: TestEmulator;
let single: TestEmulator;
beforeAll(async () => {
  [batch, single] = await Promise.all([startTestEmulator(), startTestEmulator({ orgPutForm: 'single-key' })]);
});
afterAll(async () => {
  await Promise.all([batch?.dispose(), single?.dispose()]);
});

const http = (emu: TestEmulator, baseUrl = emu.apiHost) =>
  createHttpClient({ baseUrl, token: emu.keys.userToken, flavor: 'pipecat', retryLimit: 0 });
const keysOf = async (emu: TestEmulator, name: string) =>
  (await new SecretsClient({ http: http(emu), org: 'local' }).getSecretSet(name)).keys.sort();

/** Wraps a client: `fail(method, json)` may throw instead of sending. */
function faulty(inner: HttpClient, fail: (method: string, json: unknown) => ApiError | undefined): HttpClient {
  return {
    baseUrl: inner.baseUrl,
    request: async (method, path, opts) => {
      const error = fail(method, opts?.json);
      if (error) throw error;
      return inner.request(method, path, opts);
    },
  };
}

describe('org-scoped writes', () => {
  it('a server that takes the batch: one atomic PUT with all keys', async () => {
    const proxy = await recordingProxy(batch.apiHost);
    try {
      const client = new SecretsClient({ http: http(batch, proxy.url), org: 'local' });
      await client.putSecrets('batch-set', { A: '1', B: '2', C: '3' });
      const puts = proxy.seen.filter((s) => s.method === 'PUT');
      expect(puts).toHaveLength(1);
      expect(JSON.parse(puts[0].body).secrets).toHaveLength(3);
      expect(await keysOf(batch, 'batch-set')).toEqual(['A', 'B', 'C']);
    } finally {
      await proxy.close();
    }
  });

  it('a single-key-only server: the refused batch wrote nothing, then one PUT per key in the official CLI form; later writes go key by key at once', async () => {
    const proxy = await recordingProxy(single.apiHost);
    try {
      const client = new SecretsClient({ http: http(single, proxy.url), org: 'local' });
      const result = await client.putSecrets('single-set', { A: '1', B: '2', C: '3' }, { region: 'eu-central' });
      expect(result.region).toBe('eu-central');
      const puts = proxy.seen.filter((s) => s.method === 'PUT').map((s) => JSON.parse(s.body));
      expect(puts).toHaveLength(4);
      expect(puts.slice(1)).toEqual(
        ['A', 'B', 'C'].map((k, i) => ({
          name: 'single-set',
          isImagePullSecret: false,
          secretKey: k,
          secretValue: String(i + 1),
          region: 'eu-central',
        })),
      );
      expect(await keysOf(single, 'single-set')).toEqual(['A', 'B', 'C']);
      await client.putSecrets('single-set', { D: '4' });
      expect(proxy.seen.filter((s) => s.method === 'PUT')).toHaveLength(5);
      for (const s of proxy.seen) expect(s.userAgent).toBe(USER_AGENT);
      expect(USER_AGENT).toMatch(/^agentdeck\/\d+\.\d+\.\d+/);
    } finally {
      await proxy.close();
    }
  });

  it('a key failing midway: exactly which keys were written and which were not; nothing after it is sent', async () => {
    let sent = 0;
    const client = new SecretsClient({
      http: faulty(http(single), (method, json) => {
        const key = (json as { secretKey?: string } | undefined)?.secretKey;
        if (method === 'PUT' && key) sent++;
        return key === 'B'
          ? new ApiError({ status: 500, code: 'SERVER_ERROR', message: 'Server error 500' })
          : undefined;
      }),
      org: 'local',
    });
    const values = { A: 'canary-value-a', B: 'canary-value-b', C: 'canary-value-c' };
    const error = (await client.putSecrets('midway', values).catch((e: unknown) => e)) as PartialWriteError;
    expect(error).toBeInstanceOf(PartialWriteError);
    expect({
      written: error.written,
      failed: error.failedKey,
      notWritten: error.notWritten,
      unknown: error.failedKeyUnknown,
    }).toEqual({
      written: ['A'],
      failed: 'B',
      notWritten: ['C'],
      unknown: false,
    });
    expect(error.message).toContain("Wrote 1 of 3 keys to 'midway' before the server refused 'B'");
    expect(error.message).toContain('Written: A. Not written: B, C.');
    expect(error.message).not.toContain('canary-value');
    expect(sent).toBe(2);
    expect(await keysOf(single, 'midway')).toEqual(['A']);

    const noAnswer = new SecretsClient({
      http: faulty(http(single), (_m, json) =>
        (json as { secretKey?: string } | undefined)?.secretKey === 'Y'
          ? new ApiError({ status: 0, code: 'TIMEOUT', message: 'timed out' })
          : undefined,
      ),
      org: 'local',
    });
    const unknown = (await noAnswer
      .putSecrets('midway2', { X: '1', Y: '2', Z: '3' })
      .catch((e: unknown) => e)) as PartialWriteError;
    expect(unknown.message).toContain('Unknown (may or may not be written): Y. Not written: Z.');
  });

  it('a real 400 (region change) is reported as the server says, with nothing written', async () => {
    const client = new SecretsClient({ http: http(single), org: 'local' });
    await client.putSecrets('fixed-region', { A: '1' }, { region: 'us-east' });
    const error = await client
      .putSecrets('fixed-region', { B: '2', C: '3' }, { region: 'eu-central' })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 400 });
    expect((error as Error).message).toContain("Cannot change region to 'eu-central'");
    expect(await keysOf(single, 'fixed-region')).toEqual(['A']);
  });

  it('a PUT answered without region is a success; a 409 is retried (up to 3 times)', async () => {
    let conflicts = 0;
    const inner = http(batch);
    const client = new SecretsClient({
      http: {
        baseUrl: inner.baseUrl,
        request: async <T>(
          method: Parameters<HttpClient['request']>[0],
          path: string,
          opts?: Parameters<HttpClient['request']>[2],
        ) => {
          if (method === 'PUT' && conflicts < 2) {
            conflicts++;
            throw new ApiError({ status: 409, code: 'CONFLICT', message: 'modified concurrently' });
          }
          const res = await inner.request(method, path, opts);
          return (method === 'PUT' ? { status: 200, body: { status: 'OK' } } : res) as { status: number; body: T };
        },
      },
      org: 'local',
    });
    await expect(client.putSecrets('conflicted', { A: '1' })).resolves.toEqual({ status: 'OK' });
    expect(conflicts).toBe(2);
    expect(await keysOf(batch, 'conflicted')).toEqual(['A']);
  });
});

describe('names the official CLI allows', () => {
  it('a set named with underscores/upper case can be listed, opened, unset and deleted, but not created', async () => {
    // Created as the official CLI does (`pcc secrets set My_Agent_Secrets K1=v K2=v`: one PUT per key).
    for (const key of ['K1', 'K2']) {
      const res = await fetch(`${batch.apiHost}/v1/organizations/local/secrets/My_Agent_Secrets`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${batch.keys.userToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'My_Agent_Secrets', isImagePullSecret: false, secretKey: key, secretValue: 'v' }),
      });
      expect(res.status).toBe(202);
    }
    const client = new SecretsClient({ http: http(batch), org: 'local' });
    expect((await client.listSecretSets()).map((s) => s.name)).toContain('My_Agent_Secrets');
    expect((await client.getSecretSet('My_Agent_Secrets')).keys.sort()).toEqual(['K1', 'K2']);
    await client.unsetSecret('My_Agent_Secrets', 'K1');
    expect((await client.getSecretSet('My_Agent_Secrets')).keys).toEqual(['K2']);
    await expect(client.putSecrets('New_Set', { A: '1' })).rejects.toMatchObject({ code: 'VALIDATION', field: 'name' });
    await expect(client.getSecretSet('_bad')).rejects.toMatchObject({ code: 'VALIDATION' });

    const env = isolatedEnv({
      PIPECAT_TOKEN: batch.keys.userToken,
      PIPECAT_API_HOST: batch.apiHost,
      PIPECAT_ORG: 'local',
    });
    const shown = await runBuilt(['secrets', 'list', 'My_Agent_Secrets', '--json'], env);
    expect(shown.code).toBe(0);
    const created = await runBuilt(['secrets', 'set', 'Other_Set', 'A=1', '-s'], env);
    expect(created.code).toBe(2);
    expect(created.stderr).toContain('only letters, numbers and hyphens');
    const deleted = await runBuilt(['secrets', 'delete', 'My_Agent_Secrets', '-s'], env);
    expect(deleted.code).toBe(0);
    expect((await client.listSecretSets()).map((s) => s.name)).not.toContain('My_Agent_Secrets');
  });
});

describe('secrets set of three keys on the single-key-only server (built CLI)', () => {
  it('writes all three and says so', async () => {
    const env = isolatedEnv({
      PIPECAT_TOKEN: single.keys.userToken,
      PIPECAT_API_HOST: single.apiHost,
      PIPECAT_ORG: 'local',
    });
    const out = await runBuilt(['secrets', 'set', 'three-keys', 'A=1', 'B=2', 'C=3', '-s', '--json'], env);
    expect(out.stderr).toContain("Secret set 'three-keys' created");
    expect(out.code).toBe(0);
    expect(await keysOf(single, 'three-keys')).toEqual(['A', 'B', 'C']);
  });
});
