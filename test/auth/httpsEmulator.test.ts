// agentdeck against the emulator's https mode, as a user runs it: the built CLI, told to trust the emulator's CA
// through NODE_EXTRA_CA_CERTS (the line the emulator prints), signs in (the browser's visit is played by this test,
// trusting the same CA) and refreshes an expired session over https; without the variable it says the certificate
// is not trusted and how to fix it. Plain http stays refused for an OAuth issuer or endpoint that is not loopback.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discoverOAuth } from '../../src/api/auth/oauth.js';
import { readSession } from '../../src/config/sessionFile.js';
import { DIST_MAIN, ROOT, runBuilt, type RunResult } from '../cli/helpers.js';
import { startTestEmulator, tempRoot, type TestEmulator } from '../emulator/support/harness.js';
import { httpsRequest } from '../helpers/https.js';

let emu: TestEmulator;
let ca: Buffer;
beforeAll(async () => {
  emu = await startTestEmulator({ https: true });
  ca = readFileSync(emu.tls!.caFile);
});
afterAll(async () => {
  await emu?.dispose();
});

function userEnv(trustEmulator: boolean): { env: NodeJS.ProcessEnv; path: string } {
  const home = tempRoot('home');
  const path = join(home, '.config', 'pipecatcloud', 'pipecatcloud.toml');
  mkdirSync(join(home, '.config', 'pipecatcloud'), { recursive: true, mode: 0o700 });
  return {
    path,
    env: {
      PATH: process.env.PATH,
      HOME: home,
      XDG_DATA_HOME: join(home, 'data'),
      XDG_CACHE_HOME: join(home, 'cache'),
      PIPECAT_CONFIG_PATH: path,
      PIPECAT_API_HOST: emu.apiHost,
      NO_COLOR: '1',
      ...(trustEmulator ? { NODE_EXTRA_CA_CERTS: emu.tls!.caFile } : {}),
    },
  };
}

/** `agentdeck auth login --no-browser` as a child; `visit` plays the browser once the authorize URL is printed. */
function login(env: NodeJS.ProcessEnv, visit: (url: string) => Promise<void>): Promise<RunResult> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [DIST_MAIN, 'auth', 'login', '--no-browser', '--json', '--timeout', '15'], {
      env,
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    let visited = false;
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => {
      stderr += d;
      const url = /(https:\/\/127\.0\.0\.1:\d+\/oauth\/authorize\?\S+)/.exec(stderr)?.[1];
      if (url && !visited) {
        visited = true;
        visit(url).catch(reject);
      }
    });
    child.on('error', reject);
    child.on('close', (code) => resolvePromise({ code, stdout, stderr }));
  });
}

/** A browser trusting the emulator's CA: the issuer redirects to the CLI's loopback callback, which it then loads. */
async function approveInBrowser(url: string): Promise<void> {
  const authorize = await httpsRequest(url, { ca });
  expect(authorize.status).toBe(302);
  const page = await fetch(String(authorize.headers.location));
  expect(await page.text()).toContain('Authentication successful');
}

describe('agentdeck and the https emulator', () => {
  it('NODE_EXTRA_CA_CERTS: auth login signs in over https, and an expired session is refreshed over https', async () => {
    const { env, path } = userEnv(true);
    const signedIn = await login(env, approveInBrowser);
    expect(signedIn.stderr).toMatch(/redirect_uri=http%3A%2F%2F127\.0\.0\.1%3A840[0-4]%2Foauth_callback/);
    expect(signedIn.code).toBe(0);
    expect(JSON.parse(signedIn.stdout)).toMatchObject({
      loggedIn: true,
      method: 'OAuth',
      organization: 'local',
      credentials: path,
    });
    const first = await readSession(path, emu.apiHost);
    expect(first.token).toMatch(/^emu_at_/);

    // The session as the official CLI would find it an hour later: expired, so the next command refreshes first.
    writeFileSync(path, readFileSync(path, 'utf8').replace(/^token_expires_at = .*$/m, 'token_expires_at = 1.0'));
    const listed = await runBuilt(['secrets', 'list', '--json'], env);
    expect(listed.stderr).toBe('');
    expect(listed.code).toBe(0);
    const later = await readSession(path, emu.apiHost);
    expect(later.token).not.toBe(first.token);
    expect(later.refreshToken).not.toBe(first.refreshToken);
    expect(later.expiresAt!).toBeGreaterThan(Date.now() / 1000);
  });

  it('without it: login and an API call say the certificate is not trusted and name NODE_EXTRA_CA_CERTS; nothing is stored', async () => {
    const { env, path } = userEnv(false);
    const signIn = await runBuilt(['auth', 'login', '--no-browser'], env);
    expect(signIn.code).toBe(1);
    expect(signIn.stderr).toContain(
      `${new URL(emu.apiHost).host}: its TLS certificate is not trusted (UNABLE_TO_VERIFY_LEAF_SIGNATURE); for an emulator started with --https, set NODE_EXTRA_CA_CERTS to the CA file it prints`,
    );
    expect(await readSession(path, emu.apiHost)).toEqual({});

    const listed = await runBuilt(['secrets', 'list'], { ...env, PIPECAT_API_KEY: emu.keys.privateKey });
    expect(listed.code).toBe(1);
    expect(listed.stderr).toContain(
      `error: ${new URL(emu.apiHost).host}: its TLS certificate is not trusted (UNABLE_TO_VERIFY_LEAF_SIGNATURE); for an emulator started with --https, set NODE_EXTRA_CA_CERTS`,
    );
  });
});

describe('plain http for OAuth stays refused unless it is loopback', () => {
  let server: Server;
  let base: string;
  let answers: { config: unknown; discovery: unknown };
  beforeAll(async () => {
    server = createServer((req, res) => {
      const body = req.url === '/auth/config' ? answers.config : answers.discovery;
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('an http issuer on another host is refused before it is asked anything', async () => {
    answers = { config: { issuer: 'http://login.example.com/oauth', client_id: 'c' }, discovery: {} };
    await expect(discoverOAuth(base)).rejects.toMatchObject({
      message: 'OIDC issuer must use https (got http://login.example.com/oauth)',
    });
  });

  it('a loopback issuer naming http endpoints on another host is refused', async () => {
    const issuer = `${base}/oauth`;
    answers = {
      config: { issuer, client_id: 'c' },
      discovery: {
        issuer,
        authorization_endpoint: 'http://login.example.com/authorize',
        token_endpoint: `${base}/oauth/token`,
      },
    };
    await expect(discoverOAuth(base)).rejects.toMatchObject({
      message: 'OIDC authorization_endpoint must use https, got http://login.example.com/authorize',
    });
    answers = {
      config: { issuer, client_id: 'c' },
      discovery: {
        issuer,
        authorization_endpoint: `${base}/oauth/authorize`,
        token_endpoint: 'http://login.example.com/token',
      },
    };
    await expect(discoverOAuth(base)).rejects.toMatchObject({
      message: 'OIDC token_endpoint must use https, got http://login.example.com/token',
    });
  });
});
