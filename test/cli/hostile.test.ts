// A hostile or broken server: every string it sends is stripped of terminal control sequences before printing,
// and server errors come out with their `error` and `code` (exit 1). A tiny loopback server plays the service,
// because the emulator itself never sends such strings.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isolatedEnv, runInProcess } from './helpers.js';

const ESC = '\u001b';
const evil = `${ESC}]52;c;ZXZpbA==\u0007${ESC}[2J${ESC}[31m`;
let server: Server;
let env: NodeJS.ProcessEnv;

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = req.url ?? '';
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (url.startsWith('/v1/secrets/boom'))
      return send(500, { error: `database on fire${evil}`, code: 'INTERNAL_SERVER_ERROR' });
    if (url.startsWith('/v1/secrets/busy'))
      return send(409, { error: "Secret set 'busy' was modified concurrently. Please retry.", code: 'CONFLICT' });
    if (url.startsWith('/v1/secrets/slow')) {
      if (req.method === 'PUT') return send(202, { status: 'OK', region: 'us-west' });
      return send(200, { region: 'us-west', status: 'pending', secrets: [{ fieldName: 'A' }] });
    }
    if (url.startsWith('/v1/properties')) return send(200, { properties: { defaultRegion: 'us-west' } });
    if (url.startsWith('/v1/secrets')) {
      return send(200, {
        sets: [
          {
            name: `bad${evil}name`,
            type: 'secret',
            region: `us-west${evil}`,
            status: 'failed',
            errorMessage: `it broke${evil}\nbadly`,
          },
          { name: 'fine', type: 'imagePullSecret', region: 'us-west', status: 'pending' },
          { name: 'busy', type: 'secret', region: 'us-west', status: 'ready' },
        ],
      });
    }
    if (url.startsWith('/daily/v1/rooms/')) {
      return send(200, {
        id: 'id1',
        name: 'r',
        api_created: true,
        privacy: 'public',
        url: `https://x.daily.co/r${evil}`,
        created_at: '2026-01-01T00:00:00.000Z',
        config: { geo: `eu${evil}`, [`k${evil}`]: 'v' },
      });
    }
    send(404, { error: 'Not found', code: 'NOT_FOUND' });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  env = isolatedEnv({
    PIPECAT_API_KEY: 'pk_test',
    PIPECAT_API_HOST: base,
    DAILY_API_KEY: 'dk_test',
    DAILY_API_URL: `${base}/daily/v1`,
  });
});
afterAll(async () => {
  await new Promise((r) => server.close(r));
});

describe.concurrent('server strings are sanitised', () => {
  it('set table and JSON: names, regions, errorMessage', async () => {
    const [table, json] = await Promise.all([
      runInProcess(['secrets', 'list', '--no-sets'], env),
      runInProcess(['secrets', 'list', '--json'], env),
    ]);
    expect(table.code).toBe(0);
    expect(table.stdout + table.stderr).not.toContain(ESC);
    expect(table.stdout).toContain('badname');
    expect(table.stdout).toContain('↳ it broke badly');
    expect(table.stdout).toContain('◌ pending');
    expect(json.stdout).not.toContain(ESC);
    expect(json.stdout).not.toContain('\\u001b');
    expect(JSON.parse(json.stdout).secretSets[0]).toMatchObject({
      name: 'badname',
      region: 'us-west',
      errorMessage: 'it broke badly',
    });
  });

  it('room fields and config keys', async () => {
    const [human, json] = await Promise.all([
      runInProcess(['rooms', 'get', 'https://x.daily.co/r'], env),
      runInProcess(['rooms', 'get', 'https://x.daily.co/r', '--json'], env),
    ]);
    expect(human.code).toBe(0);
    expect(human.stdout).toContain('config.geo');
    expect(human.stdout + json.stdout).not.toContain(ESC);
    expect(json.stdout).not.toContain('\\u001b');
  });

  it('server errors: exit 1 with error and code, sanitised; pokes no prompt', async () => {
    const [boom, busy] = await Promise.all([
      runInProcess(['secrets', 'list', 'boom', '--verbose'], env),
      runInProcess(['secrets', 'delete', 'busy', '-s', '--json'], env),
    ]);
    expect(boom.code).toBe(1);
    expect(boom.stderr).toContain('database on fire');
    expect(boom.stderr).toContain('[INTERNAL_SERVER_ERROR]');
    expect(boom.stderr).not.toContain(ESC);
    expect(boom.stderr).toMatch(/agentdeck: retry 1 in \d+ ms \(HTTP 500\)/);
    expect(busy.code).toBe(1);
    expect(busy.stderr).toContain("Secret set 'busy' was modified concurrently. Please retry. [CONFLICT]");
    expect(JSON.parse(busy.stdout)).toEqual({
      error: { message: "Secret set 'busy' was modified concurrently. Please retry.", code: 'CONFLICT', status: 409 },
    });
  });

  it('--wait gives up at --wait-timeout with exit 1 while the set stays pending', async () => {
    const r = await runInProcess(
      ['secrets', 'set', 'slow', 'A=1', '-s', '--wait', '--wait-timeout', '0.3', '--json'],
      env,
    );
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("secret set 'slow' is still pending after 0.3 s; stopped waiting");
    expect(JSON.parse(r.stdout)).toMatchObject({ name: 'slow', status: 'pending' });
  });
});
