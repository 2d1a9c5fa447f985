// The size of an API answer is capped (RESPONSE_TOO_LARGE naming the limit), and the read stops at the limit: a
// server declaring a huge Content-Length is refused before its body is read, a chunked one without a length (or a
// small gzip that inflates) is cut off once the limit is passed. And failures of this machine's side are named, not
// "cannot reach": a key an HTTP header cannot carry, a body JSON cannot hold, a body that is not what its
// content-encoding says. Against real HTTP servers on 127.0.0.1.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MAX_ANSWER_BYTES } from '../../src/api/http/answer.js';
import { ApiError } from '../../src/api/http/errors.js';
import { createHttpClient, type HttpClientOptions } from '../../src/api/http/http.js';
import { discoverOAuth } from '../../src/api/auth/oauth.js';
import { SecretsClient } from '../../src/api/secrets/client.js';
import { isolatedEnv, runInProcess } from '../cli/helpers.js';
import { rejectionOf, within } from './helpers.js';

const MiB = 1024 * 1024;
/** What the server wrote of each answer before the client went away, and whether the client hung up. */
interface Sent {
  bytes: number;
  closedEarly: boolean;
}

type Handler = (res: http.ServerResponse, sent: Sent) => void;
let handler: Handler = (res) => res.end('{}');
let requests = 0;
const sent: Sent[] = [];
let server: http.Server;
let base = '';

beforeAll(async () => {
  server = http.createServer((req, res) => {
    requests++;
    req.resume();
    const record: Sent = { bytes: 0, closedEarly: false };
    sent.push(record);
    res.on('close', () => {
      if (!res.writableFinished) record.closedEarly = true;
    });
    const write = res.write.bind(res) as (chunk: Buffer | string, cb?: () => void) => boolean;
    res.write = ((chunk: Buffer | string, ...rest: unknown[]) => {
      record.bytes += Buffer.byteLength(chunk);
      return write(chunk, ...(rest as []));
    }) as typeof res.write;
    req.on('end', () => handler(res, record));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

function serve(next: Handler): void {
  handler = next;
  requests = 0;
  sent.length = 0;
}

const client = (extra: Partial<HttpClientOptions> = {}) =>
  createHttpClient({
    baseUrl: base,
    token: 'pk_limit_test',
    flavor: 'pipecat',
    retryLimit: 0,
    timeoutMs: 20_000,
    ...extra,
  });

/** Writes `total` bytes of a JSON string in 64 KiB chunks, honouring back-pressure, until done or the client leaves. */
function stream(res: http.ServerResponse, total: number, record: Sent): void {
  const chunk = Buffer.alloc(64 * 1024, 'x');
  res.write('{"sets":"');
  const pump = () => {
    while (record.bytes < total && !res.destroyed) {
      if (!res.write(chunk)) return void res.once('drain', pump);
    }
    if (!res.destroyed) res.end('"}');
  };
  pump();
}

describe('an answer over the size limit', () => {
  it('the default limit is 64 MiB', () => expect(DEFAULT_MAX_ANSWER_BYTES).toBe(64 * MiB));

  it('a Content-Length over the limit: RESPONSE_TOO_LARGE naming both sizes, before the body is read', async () => {
    serve((res, record) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(200 * MiB) });
      stream(res, 200 * MiB, record);
    });
    const error = (await within(10_000, rejectionOf(client().request('GET', '/v1/secrets')))) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.code).toBe('RESPONSE_TOO_LARGE');
    expect(error.message).toBe(
      `The answer from ${base.slice(7)} is 200 MiB by its Content-Length, over the 64 MiB agentdeck reads of one answer; it was not read (AGENTDECK_MAX_ANSWER_MB raises the limit)`,
    );
    await within(
      5_000,
      (async () => {
        while (!sent[0]?.closedEarly) await new Promise((r) => setTimeout(r, 10));
      })(),
    );
    expect(sent[0].bytes).toBeLessThan(64 * MiB);
  });

  it('chunked, with no Content-Length: cut off just past the limit, never read whole', async () => {
    serve((res, record) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      stream(res, 64 * MiB, record);
    });
    const limit = 1 * MiB;
    const error = (await within(
      10_000,
      rejectionOf(client({ maxAnswerBytes: limit }).request('GET', '/v1/secrets')),
    )) as ApiError;
    expect(error.code).toBe('RESPONSE_TOO_LARGE');
    expect(error.message).toBe(
      `The answer from ${base.slice(7)} went past the 1 MiB agentdeck reads of one answer (it was still coming); it was not read (AGENTDECK_MAX_ANSWER_MB raises the limit)`,
    );
    await within(
      5_000,
      (async () => {
        while (!sent[0]?.closedEarly) await new Promise((r) => setTimeout(r, 10));
      })(),
    );
    // The server stopped long before its 64 MiB: what it got out is the limit plus what the socket buffers held.
    expect(sent[0].bytes).toBeLessThan(16 * MiB);
  });

  it('a small gzip that inflates past the limit is stopped too (the limit counts the bytes after decompression)', async () => {
    const bomb = gzipSync(Buffer.from(`{"sets":"${'x'.repeat(8 * MiB)}"}`));
    expect(bomb.length).toBeLessThan(64 * 1024);
    serve((res) => {
      res.writeHead(200, {
        'content-type': 'application/json',
        'content-encoding': 'gzip',
        'content-length': String(bomb.length),
      });
      res.end(bomb);
    });
    const error = (await within(
      10_000,
      rejectionOf(client({ maxAnswerBytes: MiB }).request('GET', '/v1/secrets')),
    )) as ApiError;
    expect(error.code).toBe('RESPONSE_TOO_LARGE');
  });

  it('an answer just under the limit is read as usual; error bodies are capped as well', async () => {
    const body = JSON.stringify({
      sets: [{ name: 'a', type: 'secret', region: 'us-west', status: 'ready' }],
      pad: 'x'.repeat(1000),
    });
    serve((res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(body);
    });
    const sets = await new SecretsClient({
      http: client({ maxAnswerBytes: Buffer.byteLength(body) }),
    }).listSecretSets();
    expect(sets.map((s) => s.name)).toEqual(['a']);
    serve((res, record) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      stream(res, 8 * MiB, record);
    });
    expect(await rejectionOf(client({ maxAnswerBytes: MiB }).request('GET', '/v1/secrets'))).toMatchObject({
      code: 'RESPONSE_TOO_LARGE',
    });
  });

  it('sign-in answers have the same limit', async () => {
    serve((res, record) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(100 * MiB) });
      stream(res, 100 * MiB, record);
    });
    const error = (await within(10_000, rejectionOf(discoverOAuth(base)))) as ApiError;
    expect(error.code).toBe('RESPONSE_TOO_LARGE');
    expect(error.message).toContain('over the 64 MiB agentdeck reads of one answer');
  });

  it('the command line: error naming the limit, exit 1, nothing printed on stdout', async () => {
    serve((res, record) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(65 * MiB) });
      stream(res, 65 * MiB, record);
    });
    const r = await runInProcess(
      ['secrets', 'list'],
      isolatedEnv({ PIPECAT_API_KEY: 'pk_limit_cli', PIPECAT_API_HOST: base }),
    );
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain(
      'is 65 MiB by its Content-Length, over the 64 MiB agentdeck reads of one answer; it was not read (AGENTDECK_MAX_ANSWER_MB raises the limit)',
    );
    expect(r.stderr).toContain('[RESPONSE_TOO_LARGE]');
  });

  it('AGENTDECK_MAX_ANSWER_MB sets the limit for a command; a bad value is refused naming the rule, nothing sent', async () => {
    const sets = Array.from({ length: 15_000 }, (_, i) => ({
      name: `set-${String(i).padStart(6, '0')}`,
      type: 'secret',
      region: 'us-west',
      status: 'ready',
    }));
    const body = JSON.stringify({ sets }); // ≈ 1.1 MiB
    expect(Buffer.byteLength(body)).toBeGreaterThan(MiB);
    serve((res) => {
      if (res.req.url?.startsWith('/v1/agents')) return res.end(JSON.stringify({ services: [] }));
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) });
      res.end(body);
    });
    const env = { PIPECAT_API_KEY: 'pk_limit_env', PIPECAT_API_HOST: base };
    const tight = await runInProcess(
      ['secrets', 'list', '--json'],
      isolatedEnv({ ...env, AGENTDECK_MAX_ANSWER_MB: '1' }),
    );
    expect(tight.code, tight.stderr).toBe(1);
    expect(tight.stderr).toContain('over the 1 MiB agentdeck reads of one answer');
    const roomy = await runInProcess(
      ['secrets', 'list', '--json'],
      isolatedEnv({ ...env, AGENTDECK_MAX_ANSWER_MB: '2' }),
    );
    expect(roomy.code, roomy.stderr).toBe(0);
    expect((JSON.parse(roomy.stdout) as { secretSets: unknown[] }).secretSets).toHaveLength(15_000);
    const seen = requests;
    for (const bad of ['0', '1.5', 'lots', '2048']) {
      const r = await runInProcess(['secrets', 'list'], isolatedEnv({ ...env, AGENTDECK_MAX_ANSWER_MB: bad }));
      expect(r.code).toBe(2); // a configuration error, as a bad AGENTDECK_TIMEOUT
      expect(r.stderr).toContain(
        `AGENTDECK_MAX_ANSWER_MB "${bad}": MiB read of one answer, a whole number from 1 to 1024`,
      );
    }
    expect(requests).toBe(seen);
  });
});

describe("failures on this machine's side are named, not 'cannot reach'", () => {
  it('a key holding a line break, a NUL or another control character: CONFIG, the character named, nothing sent', async () => {
    serve((res) => res.end('{}'));
    for (const [token, what] of [
      ['pk_abc\ndef', 'a line break at character 7 of 10'],
      ['pk_abc\u0000def', 'a NUL character at character 7 of 10'],
      ['pk_abc\u0001def', 'a control character (U+0001) at character 7 of 10'],
      ['pk_abc€def', 'a character an HTTP header cannot carry (U+20AC) at character 7 of 10'],
    ]) {
      const error = (await rejectionOf(client({ token }).request('GET', '/v1/secrets'))) as ApiError;
      expect(error.code).toBe('CONFIG');
      expect(error.neverSent).toBe(true);
      expect(error.message).toBe(
        `The API key or token holds ${what}, which an HTTP header cannot carry; check PIPECAT_API_KEY / PIPECAT_TOKEN (or log in again). Nothing was sent to ${base.slice(7)}`,
      );
      expect(error.message).not.toContain('pk_abc');
    }
    const room = (await rejectionOf(
      createHttpClient({ baseUrl: base, token: 'dk\r\n', flavor: 'daily' }).request('GET', '/rooms'),
    )) as ApiError;
    expect(room.message).toContain(
      "The room service key holds a line break at character 3 of 4, which an HTTP header cannot carry; check DAILY_API_KEY (or the organization's room key)",
    );
    expect(requests).toBe(0);
  });

  it('the command line with PIPECAT_API_KEY holding a newline or a NUL: [CONFIG], exit 1, no request', async () => {
    serve((res) => res.end('{}'));
    for (const key of ['pk_cli\nx', 'pk_cli\u0000x']) {
      const r = await runInProcess(['secrets', 'list'], isolatedEnv({ PIPECAT_API_KEY: key, PIPECAT_API_HOST: base }));
      expect(r.code).toBe(1);
      expect(r.stderr).toMatch(/The API key or token holds (a line break|a NUL character) at character 7/);
      expect(r.stderr).toContain('[CONFIG]');
      expect(r.stderr).not.toContain('Cannot reach');
    }
    expect(requests).toBe(0);
  });

  it('a body JSON cannot hold (a BigInt, a cycle, 5,000 levels): VALIDATION saying why, nothing sent', async () => {
    serve((res) => res.end('{}'));
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    const nested = (levels: number) => {
      let deep: unknown = 1;
      for (let i = 0; i < levels; i++) deep = { a: deep };
      return deep;
    };
    for (const [json, why] of [
      [{ n: 1n }, 'it holds a value JSON cannot write'],
      [cyclic, 'it holds a value JSON cannot write'],
      // got overflowed its stack copying such a `json` option: it was reported as "cannot reach".
      [nested(5000), 'it is nested too deeply'],
    ] as const) {
      const error = (await rejectionOf(client().request('POST', '/v1/x', { json }))) as ApiError;
      expect(error.code).toBe('VALIDATION');
      expect(error.message).toBe(`request body: cannot be written as JSON (${why}); nothing was sent`);
    }
    expect(requests).toBe(0);
    expect(await client().request('POST', '/v1/x', { json: nested(1000) })).toEqual({ status: 200, body: {} });
    expect(requests).toBe(1);
  });

  it('a 5,000-deep --permissions: refused naming the field, exit 2, no request', async () => {
    serve((res) => res.end('{}'));
    let deep = '1';
    for (let i = 0; i < 5000; i++) deep = `{"a":${deep}}`;
    const r = await runInProcess(
      ['rooms', 'token', `${base}/daily/v1/deep`, '--permissions', deep],
      isolatedEnv({
        PIPECAT_API_KEY: 'pk_x',
        PIPECAT_API_HOST: base,
        DAILY_API_KEY: 'dk_x',
        DAILY_API_URL: `${base}/daily/v1`,
      }),
    );
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(
      'params.properties.permissions: nested more than 8 levels deep; nothing was sent [VALIDATION]',
    );
    expect(requests).toBe(0);
  });

  it('a body that says gzip and is not: MALFORMED_RESPONSE naming the encoding (the server answered)', async () => {
    serve((res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
      res.end('{"sets":[]}');
    });
    const error = (await rejectionOf(client().request('GET', '/v1/secrets'))) as ApiError;
    expect(error.code).toBe('MALFORMED_RESPONSE');
    expect(error.message).toMatch(
      /^Malformed response from 127\.0\.0\.1:\d+: it says its body is gzip-compressed, but the body cannot be decompressed \(Z_DATA_ERROR\)$/,
    );
    expect(error.neverSent).toBeUndefined();
  });
});
