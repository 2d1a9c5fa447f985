// The official CLI (pipecatcloud ≥ 0.6.0) signs in only when the issuer's discovery document names https endpoints,
// and trusts what Python's ssl trusts. It cannot be installed here (no PyPI), so support/official_cli_login.py plays
// its sign-in and refresh with the standard library, against the built `agentdeck emulator --https`, given only
// the SSL_CERT_FILE line the emulator prints. Skipped where python3 is absent.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIST_MAIN, ROOT } from '../cli/helpers.js';
import { startTestEmulator, tempRoot, type TestEmulator } from './support/harness.js';

const SCRIPT = resolve(ROOT, 'test', 'emulator', 'support', 'official_cli_login.py');
const hasPython = spawnSync('python3', ['--version'], { encoding: 'utf8' }).status === 0;

interface Python {
  code: number | null;
  stdout: string;
  stderr: string;
}

function runPython(apiHost: string, env: NodeJS.ProcessEnv): Promise<Python> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn('python3', [SCRIPT, apiHost], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolvePromise({ code, stdout, stderr });
    });
  });
}

/** The environment lines (`NAME=value`) the emulator printed. */
function printedEnv(banner: string): Record<string, string> {
  return Object.fromEntries([...banner.matchAll(/^([A-Z_]+)=(.+)$/gm)].map((m) => [m[1], m[2]]));
}

describe.skipIf(!hasPython)('the official CLI’s sign-in contract (python3, standard library)', () => {
  let root: string;
  // Only what a user's shell would add: PATH and HOME, no SSL_CERT_* of the machine.
  let baseEnv: NodeJS.ProcessEnv;
  let emulator: ChildProcess;
  let printed: Record<string, string>;
  let plain: TestEmulator;

  beforeAll(async () => {
    root = tempRoot('pycli');
    baseEnv = { PATH: process.env.PATH, HOME: root, LANG: 'C.UTF-8' };
    emulator = spawn(
      process.execPath,
      [DIST_MAIN, 'emulator', '--https', '--port', '0', '--data', join(root, 'data'), '--ready-delay', '0'],
      {
        env: { ...baseEnv, XDG_CACHE_HOME: join(root, 'cache') },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let banner = '';
    let errors = '';
    emulator.stderr!.setEncoding('utf8').on('data', (d: string) => (errors += d));
    await new Promise<void>((resolveReady, reject) => {
      emulator.stdout!.setEncoding('utf8').on('data', (d: string) => {
        banner += d;
        if (banner.includes('Ctrl+C')) resolveReady();
      });
      emulator.on('exit', (code) => reject(new Error(`emulator exited ${code}: ${errors}`)));
    });
    printed = printedEnv(banner);
    plain = await startTestEmulator();
  });

  afterAll(async () => {
    if (emulator.exitCode === null) {
      const exited = new Promise((r) => emulator.once('exit', r));
      emulator.kill('SIGTERM');
      await exited;
    }
    await plain?.stop();
    rmSync(root, { recursive: true, force: true });
  });

  it('with the printed SSL_CERT_FILE: discovery names https endpoints, and sign-in and refresh go through', async () => {
    expect(printed.PIPECAT_API_HOST).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    expect(printed.SSL_CERT_FILE).toMatch(/\/tls\/ca\.pem$/);
    const run = await runPython(printed.PIPECAT_API_HOST, { ...baseEnv, SSL_CERT_FILE: printed.SSL_CERT_FILE });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const result = JSON.parse(run.stdout);
    expect(result).toEqual({
      ok: true,
      issuer: `${printed.PIPECAT_API_HOST}/oauth`,
      authorization_endpoint: `${printed.PIPECAT_API_HOST}/oauth/authorize`,
      token_endpoint: `${printed.PIPECAT_API_HOST}/oauth/token`,
      organizations: ['local', 'staging'],
    });
    expect(result.authorization_endpoint.startsWith('https://')).toBe(true);
  });

  it('without it, Python refuses the certificate', async () => {
    const run = await runPython(printed.PIPECAT_API_HOST, baseEnv);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('CERTIFICATE_VERIFY_FAILED');
  });

  it('the plain-http emulator (the default) fails the check, as the official CLI did', async () => {
    const run = await runPython(plain.apiHost, baseEnv);
    expect(run.code).toBe(1);
    expect(run.stderr).toBe(`OIDC authorization_endpoint must use HTTPS, got '${plain.apiHost}/oauth/authorize'\n`);
  });
});
