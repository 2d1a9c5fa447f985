// Emulator hardening: every route refuses a missing or wrong key, keys compare in constant time, oversized
// bodies get 413, it binds to loopback unless told otherwise, and its data dir / key file are private.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { networkInterfaces, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { connect } from 'node:net';
import { startEmulator, DEFAULT_BODY_LIMIT, type RunningEmulator } from '../../src/emulator/index.js';
import { isolatedEnv, makeHome, requireBuiltCli } from '../fault/support/cli.js';
import { freePort, startEmulatorProcess } from '../fault/support/emulatorProcess.js';

const SRC_EMULATOR = resolve(fileURLToPath(new URL('.', import.meta.url)), '..', '..', 'src', 'emulator');

type Family = 'private' | 'org' | 'room' | 'control';
interface Route {
  method: string;
  path: string;
  family: Family;
  /** The registered pattern, matched against the server's route registrations. */
  pattern: string;
}

// Every authenticated route of the emulator. The completeness test below fails when a route is registered
// in src/emulator/server.ts without being listed here.
const PIPECAT_ROUTES: Array<[string, string, string]> = [
  ['GET', '/secrets', '/secrets'],
  ['GET', '/secrets/some-set', '/secrets/:name'],
  ['PUT', '/secrets/some-set', '/secrets/:name'],
  ['DELETE', '/secrets/some-set', '/secrets/:name'],
  ['POST', '/secrets/references', '/secrets/references'],
  ['DELETE', '/secrets/some-set/SOME_KEY', '/secrets/:name/:key'],
  ['GET', '/regions', '/regions'],
  ['GET', '/properties', '/properties'],
  ['GET', '/properties/schema', '/properties/schema'],
  ['PATCH', '/properties', '/properties'],
];
const ROUTES: Route[] = [
  ...PIPECAT_ROUTES.map(([method, path, pattern]) => ({
    method,
    path: `/v1${path}`,
    pattern: `/v1${pattern}`,
    family: 'private' as const,
  })),
  ...PIPECAT_ROUTES.map(([method, path, pattern]) => ({
    method,
    path: `/v1/organizations/local${path}`,
    pattern: `/v1/organizations/:org${pattern}`,
    family: 'org' as const,
  })),
  ...(
    [
      ['GET', '/v1/agents', '/v1/agents', 'private'],
      ['POST', '/v1/agents', '/v1/agents', 'private'],
      ['GET', '/v1/agents/some-agent', '/v1/agents/:name', 'private'],
      ['POST', '/v1/agents/some-agent', '/v1/agents/:name', 'private'],
      ['DELETE', '/v1/agents/some-agent', '/v1/agents/:name', 'private'],
      ['GET', '/v1/organizations/local/services', '/v1/organizations/:org/services', 'org'],
      ['POST', '/v1/organizations/local/services', '/v1/organizations/:org/services', 'org'],
      ['PUT', '/v1/organizations/local/services', '/v1/organizations/:org/services', 'org'],
      ['GET', '/v1/organizations/local/services/some-agent', '/v1/organizations/:org/services/:name', 'org'],
      ['DELETE', '/v1/organizations/local/services/some-agent', '/v1/organizations/:org/services/:name', 'org'],
      ['GET', '/v1/agents/some-agent/logs', '/v1/agents/:name/logs', 'private'],
      ['GET', '/v1/organizations/local/services/some-agent/logs', '/v1/organizations/:org/services/:name/logs', 'org'],
      ['GET', '/v1/agents/some-agent/sessions', '/v1/agents/:name/sessions', 'private'],
      ['GET', '/v1/agents/some-agent/sessions/some-id', '/v1/agents/:name/sessions/:id', 'private'],
      ['DELETE', '/v1/agents/some-agent/sessions/some-id', '/v1/agents/:name/sessions/:id', 'private'],
      [
        'GET',
        '/v1/organizations/local/services/some-agent/sessions',
        '/v1/organizations/:org/services/:name/sessions',
        'org',
      ],
      [
        'GET',
        '/v1/organizations/local/services/some-agent/sessions/some-id',
        '/v1/organizations/:org/services/:name/sessions/:id',
        'org',
      ],
      [
        'DELETE',
        '/v1/organizations/local/services/some-agent/sessions/some-id',
        '/v1/organizations/:org/services/:name/sessions/:id',
        'org',
      ],
      [
        'GET',
        '/v1/organizations/local/services/some-agent/deployments',
        '/v1/organizations/:org/services/:name/deployments',
        'org',
      ],
    ] as const
  ).map(([method, path, pattern, family]) => ({ method, path, pattern, family })),
  { method: 'GET', path: '/v1/organizations', pattern: '/v1/organizations', family: 'org' },
  { method: 'GET', path: '/v1/users', pattern: '/v1/users', family: 'org' },
  { method: 'GET', path: '/v1/organizations/local/daily', pattern: '/v1/organizations/:org/daily', family: 'org' },
  { method: 'POST', path: '/daily/v1/rooms', pattern: '/daily/v1/rooms', family: 'room' },
  { method: 'GET', path: '/daily/v1/rooms', pattern: '/daily/v1/rooms', family: 'room' },
  { method: 'GET', path: '/daily/v1/rooms/some-room', pattern: '/daily/v1/rooms/:name', family: 'room' },
  { method: 'DELETE', path: '/daily/v1/rooms/some-room', pattern: '/daily/v1/rooms/:name', family: 'room' },
  { method: 'POST', path: '/daily/v1/meeting-tokens', pattern: '/daily/v1/meeting-tokens', family: 'room' },
  {
    method: 'GET',
    path: '/daily/v1/meeting-tokens/some-token',
    pattern: '/daily/v1/meeting-tokens/:token',
    family: 'room',
  },
  { method: 'POST', path: '/daily/v1/rooms/some-room', pattern: '/daily/v1/rooms/:name', family: 'room' },
  ...(['start', 'update', 'stop'] as const).map((action) => ({
    method: 'POST',
    path: `/daily/v1/rooms/some-room/recordings/${action}`,
    pattern: `/daily/v1/rooms/:name/recordings/${action}`,
    family: 'room' as const,
  })),
  { method: 'GET', path: '/daily/v1/recordings', pattern: '/daily/v1/recordings', family: 'room' },
  { method: 'GET', path: '/daily/v1/recordings/some-id', pattern: '/daily/v1/recordings/:id', family: 'room' },
  { method: 'DELETE', path: '/daily/v1/recordings/some-id', pattern: '/daily/v1/recordings/:id', family: 'room' },
  {
    method: 'GET',
    path: '/daily/v1/recordings/some-id/access-link',
    pattern: '/daily/v1/recordings/:id/access-link',
    family: 'room',
  },
  { method: 'GET', path: '/daily/v1/', pattern: '/daily/v1/', family: 'room' },
  { method: 'POST', path: '/daily/v1/', pattern: '/daily/v1/', family: 'room' },
  { method: 'PUT', path: '/_emulator/chaos', pattern: '/_emulator/chaos', family: 'control' },
  { method: 'PUT', path: '/_emulator/agents/some-agent', pattern: '/_emulator/agents/:name', family: 'control' },
  {
    method: 'GET',
    path: '/_emulator/agents/some-agent/deployments',
    pattern: '/_emulator/agents/:name/deployments',
    family: 'control',
  },
  { method: 'GET', path: '/_emulator/secrets/some-set', pattern: '/_emulator/secrets/:name', family: 'control' },
  {
    method: 'POST',
    path: '/_emulator/agents/some-agent/sessions',
    pattern: '/_emulator/agents/:name/sessions',
    family: 'control',
  },
  {
    method: 'POST',
    path: '/_emulator/agents/some-agent/sessions/end',
    pattern: '/_emulator/agents/:name/sessions/end',
    family: 'control',
  },
  {
    method: 'PATCH',
    path: '/_emulator/agents/some-agent/sessions',
    pattern: '/_emulator/agents/:name/sessions',
    family: 'control',
  },
];
/** Deliberately public: reveals nothing but "up". */
const PUBLIC_ROUTES = [
  'GET /_emulator/health',
  // The login flow (oauthRoutes.ts) is public by design, as on the real service: discovery documents, an authorize
  // endpoint guarded by PKCE, a token endpoint that authenticates by code + verifier or refresh token, and a logout
  // that revokes only the refresh token it is given (test/auth covers each refusal).
  'GET /auth/config',
  'GET /oauth/.well-known/openid-configuration',
  'GET /oauth/authorize',
  'POST /oauth/token',
  'POST /auth/logout',
  // Recording access links: like the room service's signed storage links, they carry their own expiring HMAC
  // signature instead of an API key (test/emulator covers expired and tampered links).
  'GET /daily/media/:id/:file',
];

const BODIES: Record<string, unknown> = {
  PUT: { secrets: [{ secretKey: 'K', secretValue: 'v' }] },
  POST: { properties: {} },
  PATCH: { defaultRegion: 'us-east' },
};

function flipLastChar(key: string): string {
  const last = key.at(-1) === 'A' ? 'B' : 'A';
  return key.slice(0, -1) + last;
}

describe('emulator hardening', () => {
  let dataDir: string;
  let emu: RunningEmulator;

  beforeAll(async () => {
    dataDir = join(mkdtempSync(join(tmpdir(), 'agentdeck-sec-')), 'data');
    emu = await startEmulator({ dataDir, readyDelayMs: 0 });
  });
  afterAll(async () => {
    await emu?.close();
    rmSync(resolve(dataDir, '..'), { recursive: true, force: true });
  });

  async function call(route: Route, authorization?: string): Promise<{ status: number; text: string }> {
    const body = BODIES[route.method];
    const res = await fetch(`${emu.url}${route.path}`, {
      method: route.method,
      headers: {
        ...(authorization !== undefined ? { authorization } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
    return { status: res.status, text: await res.text() };
  }

  function rightKey(family: Family): string {
    return family === 'org' ? emu.keys.userToken : family === 'room' ? emu.keys.roomKey : emu.keys.privateKey;
  }

  it('lists every registered route in the auth table (no route escapes the check)', () => {
    const source = ['server.ts', 'oauthRoutes.ts'].map((f) => readFileSync(join(SRC_EMULATOR, f), 'utf8')).join('\n');
    const registered = new Set<string>();
    const prefixes: Record<string, string[]> = {
      prefix: ['/v1', '/v1/organizations/:org'],
      DAILY_PREFIX: ['/daily/v1'],
      ISSUER_PATH: ['/oauth'],
      MEDIA_PREFIX: ['/daily/media'],
    };
    for (const match of source.matchAll(/app\.(get|put|post|delete|patch)\(\s*([`'])(.*?)\2/g)) {
      const method = match[1].toUpperCase();
      const raw = match[3];
      const variable = /^\$\{(\w+)\}/.exec(raw)?.[1];
      const expansions = variable ? (prefixes[variable] ?? [`<unknown prefix ${variable}>`]) : [''];
      for (const p of expansions) {
        const path = `${method} ${variable ? p + raw.slice(variable.length + 3) : raw}`;
        // The recording actions are registered in a loop over start/update/stop.
        if (path.includes('${action}'))
          for (const action of ['start', 'update', 'stop']) registered.add(path.replace('${action}', action));
        else registered.add(path);
      }
    }
    const listed = new Set([...ROUTES.map((r) => `${r.method} ${r.pattern}`), ...PUBLIC_ROUTES]);
    expect(registered.size).toBeGreaterThan(20);
    expect([...registered].filter((r) => !listed.has(r))).toEqual([]);
    expect([...listed].filter((r) => !registered.has(r))).toEqual([]);
  });

  it.each(ROUTES.map((r) => [`${r.method} ${r.path}`, r] as const))(
    '%s refuses no key and wrong keys',
    async (_label, route) => {
      const right = rightKey(route.family);
      const noKey = await call(route);
      if (route.family === 'room') {
        // Daily answers a missing Authorization header with 400 authorization-header-error.
        expect(noKey.status).toBe(400);
        expect(JSON.parse(noKey.text).error).toBe('authorization-header-error');
      } else {
        expect(noKey.status).toBe(401);
      }
      const wrongKeys = [
        `Bearer ${flipLastChar(right)}`, // same length, one character off
        'Bearer not-a-key',
        ...Object.values(emu.keys)
          .filter((k) => k !== right)
          .map((k) => `Bearer ${k}`), // a real key of another kind
      ];
      for (const authorization of wrongKeys) {
        const res = await call(route, authorization);
        expect(res.status, authorization.slice(0, 20)).toBe(401);
        for (const key of Object.values(emu.keys)) expect(res.text).not.toContain(key);
      }
    },
  );

  it('the right key passes auth on a sample of routes (the table above is not vacuous)', async () => {
    for (const route of ROUTES.filter((r) => r.method === 'GET' && !r.path.includes('some-'))) {
      const res = await call(route, `Bearer ${rightKey(route.family)}`);
      expect(res.status, route.path).toBe(200);
    }
  });

  it('compares keys in constant time (SHA-256 digests, every byte, no early exit; never ===)', () => {
    // Not node:crypto's timingSafeEqual: checking a request would load node:crypto for it (src/emulator/nodeCrypto.ts).
    const keysSource = readFileSync(join(SRC_EMULATOR, 'keys.ts'), 'utf8');
    expect(keysSource).toMatch(
      /function sameDigest\([^)]*\): boolean \{\s*let difference = a\.length \^ b\.length;\s*for \(let i = 0; i < a\.length; i\+\+\) difference \|= [^;]+;\s*return difference === 0;\s*\}/,
    );
    expect(keysSource).toMatch(/const presented = digest\(token\);/);
    expect(keysSource).toMatch(/if \(sameDigest\(presented, hash\)\) match = kind;/);
    for (const file of ['server.ts', 'keys.ts', 'rooms.ts', 'secrets.ts']) {
      const source = readFileSync(join(SRC_EMULATOR, file), 'utf8');
      expect(source, file).not.toMatch(
        /(privateKey|userToken|roomKey)\s*[!=]==?|[!=]==?\s*(keys|this\.keys|opts\.keys)\.(privateKey|userToken|roomKey)/,
      );
    }
  });

  it('answers 413 to bodies over the limit (default and configured)', async () => {
    const big = JSON.stringify({ secrets: [{ secretKey: 'K', secretValue: 'x'.repeat(DEFAULT_BODY_LIMIT + 10) }] });
    const res = await fetch(`${emu.url}/v1/secrets/too-big`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${emu.keys.privateKey}`, 'content-type': 'application/json' },
      body: big,
    });
    expect(res.status).toBe(413);
    await res.arrayBuffer();

    const smallDir = mkdtempSync(join(tmpdir(), 'agentdeck-sec-limit-'));
    const small = await startEmulator({ dataDir: smallDir, bodyLimit: 1024 });
    try {
      const body = JSON.stringify({ properties: { geo: 'x'.repeat(2048) } });
      const room = await fetch(`${small.roomApiUrl}/rooms`, {
        method: 'POST',
        headers: { authorization: `Bearer ${small.keys.roomKey}`, 'content-type': 'application/json' },
        body,
      });
      expect(room.status).toBe(413);
      await room.arrayBuffer();
      const ok = await fetch(`${small.url}/v1/secrets/small-enough`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${small.keys.privateKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({ secrets: [{ secretKey: 'K', secretValue: 'v' }] }),
      });
      expect(ok.status).toBe(202);
      await ok.arrayBuffer();
    } finally {
      await small.close();
      rmSync(smallDir, { recursive: true, force: true });
    }
  });

  it('keeps its data dir 0700 and its key file and database 0600', () => {
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(statSync(join(dataDir, 'keys.json')).mode & 0o777).toBe(0o600);
    expect(statSync(join(dataDir, 'emulator.db')).mode & 0o777).toBe(0o600);
  });

  it('binds to 127.0.0.1 by default', () => {
    expect(emu.host).toBe('127.0.0.1');
    expect(new URL(emu.url).hostname).toBe('127.0.0.1');
  });

  const external = Object.values(networkInterfaces())
    .flat()
    .find((i) => i && i.family === 'IPv4' && !i.internal)?.address;

  function reachable(host: string, port: number): Promise<boolean> {
    return new Promise((resolveReach) => {
      const socket = connect({ host, port });
      const done = (ok: boolean) => {
        socket.destroy();
        resolveReach(ok);
      };
      socket.setTimeout(2000, () => done(false));
      socket.once('connect', () => done(true));
      socket.once('error', () => done(false));
    });
  }

  it.skipIf(!external)('is not reachable on a non-loopback address unless --host is given', async () => {
    expect(await reachable('127.0.0.1', emu.port)).toBe(true);
    expect(await reachable(external!, emu.port)).toBe(false);
    const openDir = mkdtempSync(join(tmpdir(), 'agentdeck-sec-open-'));
    const open = await startEmulator({ dataDir: openDir, host: '0.0.0.0' });
    try {
      expect(await reachable(external!, open.port)).toBe(true);
    } finally {
      await open.close();
      rmSync(openDir, { recursive: true, force: true });
    }
  });

  it.skipIf(!external)(
    '`agentdeck emulator` without --host listens on loopback only',
    { timeout: 20_000 },
    async () => {
      requireBuiltCli();
      const home = makeHome();
      const port = await freePort();
      const child = await startEmulatorProcess({ dataDir: join(home.dir, 'data'), port, env: isolatedEnv(home.dir) });
      try {
        expect(await reachable('127.0.0.1', port)).toBe(true);
        expect(await reachable(external!, port)).toBe(false);
        expect(statSync(join(home.dir, 'data')).mode & 0o777).toBe(0o700);
        expect(statSync(join(home.dir, 'data', 'keys.json')).mode & 0o777).toBe(0o600);
      } finally {
        await child.kill('SIGTERM');
        home.remove();
      }
    },
  );
});
