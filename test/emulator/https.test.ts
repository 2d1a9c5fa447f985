// The emulator's https mode: the certificate it keeps in <data>/tls (files, modes, names, reuse, renewal), every
// route family answering on https on the one port for a client that trusts the printed CA (and for no other),
// and the command's banner printing the variables that make Node and Python clients trust it.
import { X509Certificate, createPrivateKey } from 'node:crypto';
import { chmodSync, existsSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runEmulatorCommand, startEmulator, type RunningEmulator } from '../../src/emulator/index.js';
import { CA_FILE, SERVER_FILE, TLS_DIR, loadOrCreateTls } from '../../src/emulator/tls.js';
import { httpsRequest } from '../helpers/https.js';
import { tempRoot, waitFor } from './support/harness.js';

const roots: string[] = [];
const running: RunningEmulator[] = [];
afterEach(async () => {
  for (const emu of running.splice(0)) await emu.close();
  for (const dir of roots.splice(0)) rmSync(dir, { recursive: true, force: true });
  process.exitCode = undefined;
});
function dataDir(): string {
  const root = tempRoot('tls');
  roots.push(root);
  return join(root, 'data');
}

const DAY = 86_400_000;
const mode = (path: string) => statSync(path).mode & 0o777;
const pemBlocks = (text: string, label: string) => text.match(new RegExp(`-----BEGIN ${label}-----`, 'g'))?.length ?? 0;

function certificates(dir: string): {
  server: X509Certificate;
  ca: X509Certificate;
  serverPem: string;
  caFilePem: string;
} {
  const serverPem = readFileSync(join(dir, TLS_DIR, SERVER_FILE), 'utf8');
  const certs = serverPem.match(/-----BEGIN CERTIFICATE-----[^-]+-----END CERTIFICATE-----/g) ?? [];
  if (certs.length !== 2) throw new Error(`server.pem holds ${certs.length} certificates`);
  return {
    server: new X509Certificate(certs[0]),
    ca: new X509Certificate(certs[1]),
    serverPem,
    caFilePem: readFileSync(join(dir, TLS_DIR, CA_FILE), 'utf8'),
  };
}

describe('the certificate in <data>/tls', () => {
  it('a CA and a server certificate for 127.0.0.1, ::1 and localhost; the key file is 0600 and the CA key is not kept', () => {
    const dir = dataDir();
    const now = Date.UTC(2026, 3, 22, 12);
    const tls = loadOrCreateTls(dir, { host: '127.0.0.1', now: () => now });
    expect(tls.caFile).toBe(join(dir, TLS_DIR, CA_FILE));
    expect(readdirSync(join(dir, TLS_DIR)).sort()).toEqual([CA_FILE, SERVER_FILE]);
    expect(mode(join(dir, TLS_DIR))).toBe(0o700);
    expect(mode(join(dir, TLS_DIR, SERVER_FILE))).toBe(0o600);

    const { server, ca, serverPem, caFilePem } = certificates(dir);
    expect(new X509Certificate(caFilePem).fingerprint256).toBe(ca.fingerprint256);
    expect(pemBlocks(caFilePem, 'PRIVATE KEY')).toBe(0);
    expect(pemBlocks(serverPem, 'PRIVATE KEY')).toBe(1); // the server's; the CA's private key was never written
    const key = createPrivateKey(tls.key);
    expect(server.checkPrivateKey(key)).toBe(true);
    expect(ca.checkPrivateKey(key)).toBe(false);

    expect(ca.ca).toBe(true);
    expect(server.ca).toBe(false);
    expect(server.checkIssued(ca)).toBe(true);
    expect(server.verify(ca.publicKey)).toBe(true);
    expect(server.checkIP('127.0.0.1')).toBe('127.0.0.1');
    expect(server.checkIP('::1')).toBeDefined();
    expect(server.checkHost('localhost')).toBe('localhost');
    expect(server.checkHost('example.com')).toBeUndefined();
    expect(server.checkIP('10.0.0.1')).toBeUndefined();
    expect(server.keyUsage).toEqual(['1.3.6.1.5.5.7.3.1']); // serverAuth
    expect(Date.parse(server.validTo)).toBe(Math.floor((now + 365 * DAY) / 1000) * 1000);
    expect(Date.parse(server.validFrom)).toBeLessThan(now);
    expect(tls.notAfter.getTime()).toBe(Date.parse(server.validTo));
  });

  it('is reused across runs until it is about to expire, then replaced (and ca.pem with it)', () => {
    const dir = dataDir();
    const t0 = Date.UTC(2026, 3, 22, 12);
    const at = (ms: number) => loadOrCreateTls(dir, { host: '127.0.0.1', now: () => ms });
    const first = at(t0);
    const fingerprint = () => certificates(dir).server.fingerprint256;
    const original = fingerprint();
    expect(at(t0 + 10 * DAY).cert).toBe(first.cert);
    expect(at(t0 + 363 * DAY).cert).toBe(first.cert);
    expect(fingerprint()).toBe(original);

    const renewed = at(t0 + 364.5 * DAY); // less than a day left: replaced at start
    expect(renewed.cert).not.toBe(first.cert);
    const { server, ca, caFilePem } = certificates(dir);
    expect(server.fingerprint256).not.toBe(original);
    expect(new X509Certificate(caFilePem).fingerprint256).toBe(ca.fingerprint256);
    expect(server.verify(ca.publicKey)).toBe(true);
    expect(Date.parse(server.validTo)).toBe(Math.floor((t0 + 364.5 * DAY + 365 * DAY) / 1000) * 1000);

    const expiredLater = at(t0 + 800 * DAY); // long expired
    expect(expiredLater.cert).not.toBe(renewed.cert);
    expect(at(t0 + 801 * DAY).cert).toBe(expiredLater.cert);
  });

  it('a damaged or loosened server.pem is replaced or tightened; a bound address not covered gets a new certificate', () => {
    const dir = dataDir();
    const first = loadOrCreateTls(dir, { host: '127.0.0.1' });
    const file = join(dir, TLS_DIR, SERVER_FILE);
    chmodSync(file, 0o644);
    expect(loadOrCreateTls(dir, { host: '127.0.0.1' }).cert).toBe(first.cert);
    expect(mode(file)).toBe(0o600);

    writeFileSync(file, readFileSync(file, 'utf8').slice(0, 300));
    const repaired = loadOrCreateTls(dir, { host: '127.0.0.1' });
    expect(repaired.cert).not.toBe(first.cert);
    expect(certificates(dir).server.checkPrivateKey(createPrivateKey(repaired.key))).toBe(true);

    const lan = loadOrCreateTls(dir, { host: '192.0.2.7' });
    expect(lan.altNames).toEqual(['localhost', '127.0.0.1', '::1', '192.0.2.7']);
    expect(lan.cert).not.toBe(repaired.cert);
    expect(certificates(dir).server.checkIP('192.0.2.7')).toBe('192.0.2.7');
    // A wildcard bind adds no name; the LAN certificate still covers the loopback names, so it stays.
    expect(loadOrCreateTls(dir, { host: '0.0.0.0' }).cert).toBe(lan.cert);
  });
});

describe('startEmulator({ https: true })', () => {
  async function start(dir = dataDir(), extra: { https?: boolean } = { https: true }): Promise<RunningEmulator> {
    const emu = await startEmulator({ dataDir: dir, port: 0, readyDelayMs: 0, tokenTtlSeconds: 60, ...extra });
    running.push(emu);
    return emu;
  }

  it('answers every route family on https, on one port, for a client trusting the CA it names', async () => {
    const emu = await start();
    expect(emu.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    expect(emu.apiHost).toBe(emu.url);
    expect(emu.roomApiUrl).toBe(`${emu.url}/daily/v1`);
    expect(emu.oauth.issuer).toBe(`${emu.url}/oauth`);
    expect(emu.tls?.caFile).toBe(join(emu.dataDir, TLS_DIR, CA_FILE));
    const ca = readFileSync(emu.tls!.caFile);
    const get = (url: string, key?: string) =>
      httpsRequest(url, { ca, headers: key ? { authorization: `Bearer ${key}` } : {} });
    const post = (url: string, body: string, contentType: string, key?: string) =>
      httpsRequest(url, {
        ca,
        method: 'POST',
        body,
        headers: { 'content-type': contentType, ...(key ? { authorization: `Bearer ${key}` } : {}) },
      });

    expect((await get(`${emu.url}/_emulator/health`)).json).toEqual({ ok: true });
    // Login, as the official CLI runs it: config → discovery (https endpoints) → authorize → token → refresh.
    const config = await get(`${emu.url}/auth/config`);
    expect(config.json.issuer).toBe(emu.oauth.issuer);
    const discovery = await get(`${config.json.issuer}/.well-known/openid-configuration`);
    expect(discovery.json.issuer).toBe(config.json.issuer);
    expect(discovery.json.authorization_endpoint).toBe(`${emu.url}/oauth/authorize`);
    expect(discovery.json.token_endpoint).toBe(`${emu.url}/oauth/token`);
    const verifier = 'v'.repeat(64);
    const { createHash } = await import('node:crypto');
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    const redirectUri = 'http://127.0.0.1:8400/oauth_callback';
    const authorize = await get(
      `${discovery.json.authorization_endpoint}?${new URLSearchParams({
        response_type: 'code',
        client_id: config.json.client_id,
        redirect_uri: redirectUri,
        code_challenge: challenge,
        code_challenge_method: 'S256',
        state: 's1',
      })}`,
    );
    expect(authorize.status).toBe(302);
    const code = new URL(String(authorize.headers.location)).searchParams.get('code')!;
    const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
    const tokens = await post(
      discovery.json.token_endpoint,
      form({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
        client_id: config.json.client_id,
        code_verifier: verifier,
      }),
      'application/x-www-form-urlencoded',
    );
    expect(tokens.status).toBe(200);
    const refreshed = await post(
      discovery.json.token_endpoint,
      form({ grant_type: 'refresh_token', refresh_token: tokens.json.refresh_token, client_id: config.json.client_id }),
      'application/x-www-form-urlencoded',
    );
    expect(refreshed.status).toBe(200);
    expect((await get(`${emu.url}/v1/organizations`, refreshed.json.access_token)).json.organizations).toHaveLength(2);

    // The private API, the Daily room API and a recording's access link (a URL on the emulator itself).
    expect((await get(`${emu.url}/v1/secrets`, emu.keys.privateKey)).status).toBe(200);
    const room = await post(
      `${emu.roomApiUrl}/rooms`,
      JSON.stringify({ name: 'tls-room', properties: { enable_recording: 'cloud' } }),
      'application/json',
      emu.keys.roomKey,
    );
    expect(room.status).toBe(200);
    expect(
      (await post(`${emu.roomApiUrl}/rooms/tls-room/recordings/start`, '{}', 'application/json', emu.keys.roomKey))
        .status,
    ).toBe(200);
    expect(
      (await post(`${emu.roomApiUrl}/rooms/tls-room/recordings/stop`, '{}', 'application/json', emu.keys.roomKey))
        .status,
    ).toBe(200);
    const recording = (await get(`${emu.roomApiUrl}/recordings`, emu.keys.roomKey)).json.data[0];
    const link = await get(`${emu.roomApiUrl}/recordings/${recording.id}/access-link`, emu.keys.roomKey);
    expect(link.json.download_link).toMatch(new RegExp(`^${emu.url}/daily/media/`));
    const file = await get(link.json.download_link);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('video/mp4');
  });

  it('a client that does not trust the CA is refused, and plain http on the port gets no answer', async () => {
    const emu = await start();
    const refusal = (ca?: Buffer) =>
      httpsRequest(`${emu.url}/_emulator/health`, { ca }).then(
        (answer) => answer.status,
        (error: NodeJS.ErrnoException) => error.code,
      );
    expect(await refusal()).toBe('UNABLE_TO_VERIFY_LEAF_SIGNATURE'); // Node's public roots
    const otherEmulatorsCa = readFileSync(loadOrCreateTls(dataDir(), { host: '127.0.0.1' }).caFile);
    expect(await refusal(otherEmulatorsCa)).toBe('UNABLE_TO_VERIFY_LEAF_SIGNATURE');
    expect(await refusal(readFileSync(emu.tls!.caFile))).toBe(200);
    const plain = await fetch(emu.url.replace('https:', 'http:') + '/_emulator/health', {
      signal: AbortSignal.timeout(5000),
    }).then(
      (res) => res.status,
      () => 'no answer',
    );
    expect(plain).not.toBe(200);
  });

  it('a restart on the same data dir presents the same certificate; plain http stays the default and writes no tls dir', async () => {
    const dir = dataDir();
    const first = await start(dir);
    const ca = readFileSync(first.tls!.caFile);
    const before = (await httpsRequest(`${first.url}/_emulator/health`, { ca })).fingerprint;
    await first.close();
    const second = await start(dir);
    expect((await httpsRequest(`${second.url}/_emulator/health`, { ca })).fingerprint).toBe(before);
    await second.close();

    const plainDir = dataDir();
    const plain = await start(plainDir, {});
    expect(plain.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(plain.tls).toBeUndefined();
    const issuer = ((await (await fetch(`${plain.url}/auth/config`)).json()) as { issuer: string }).issuer;
    expect(issuer).toMatch(/^http:\/\//);
    expect(existsSync(join(plainDir, TLS_DIR))).toBe(false);
  });
});

describe('agentdeck emulator --https', () => {
  function sink() {
    let text = '';
    return { write: (chunk: string) => ((text += chunk), true), text: () => text };
  }

  async function banner(args: string[]): Promise<string> {
    const out = sink();
    const stop = new AbortController();
    const done = runEmulatorCommand(['--port', '0', '--data', dataDir(), ...args], {
      stdout: out,
      stderr: sink(),
      signal: stop.signal,
      env: {},
    });
    const text = await waitFor(async () => (out.text().includes('Ctrl+C') ? out.text() : undefined));
    stop.abort();
    await done;
    return text;
  }

  it('prints the CA file as NODE_EXTRA_CA_CERTS and SSL_CERT_FILE lines with the environment, and what each is for', async () => {
    const text = await banner(['--https']);
    const env = Object.fromEntries([...text.matchAll(/^([A-Z_]+)=(.+)$/gm)].map((m) => [m[1], m[2]]));
    expect(Object.keys(env).sort()).toEqual([
      'DAILY_API_KEY',
      'DAILY_API_URL',
      'NODE_EXTRA_CA_CERTS',
      'PIPECAT_API_HOST',
      'PIPECAT_API_KEY',
      'SSL_CERT_FILE',
    ]);
    expect(env.PIPECAT_API_HOST).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    expect(env.NODE_EXTRA_CA_CERTS).toMatch(/\/tls\/ca\.pem$/);
    expect(env.SSL_CERT_FILE).toBe(env.NODE_EXTRA_CA_CERTS);
    expect(new X509Certificate(readFileSync(env.SSL_CERT_FILE)).ca).toBe(true);
    expect(text).toMatch(/TLS: +certificate for localhost, 127\.0\.0\.1, ::1, valid until \d{4}-/);
    expect(text).toContain('aiohttp');
    expect(text).toContain(`issuer ${env.PIPECAT_API_HOST}/oauth`);
  });

  it('without --https: http, and no TLS lines', async () => {
    const text = await banner([]);
    expect(text).toMatch(/^PIPECAT_API_HOST=http:\/\/127\.0\.0\.1:\d+$/m);
    expect(text).not.toMatch(/NODE_EXTRA_CA_CERTS|SSL_CERT_FILE|TLS:/);
  });

  it('--help lists --https', async () => {
    const out = sink();
    await runEmulatorCommand(['--help'], { stdout: out, stderr: sink(), env: {} });
    expect(out.text().replace(/\s+/g, ' ')).toContain('--https serve https');
  });
});
