// A token refresh that meets a network failure is not an expired session: the message says the network failed
// (logging in again would not help), the command exits 1, a write is "not applied", and the session file is left
// exactly as it was. A refusal by the token endpoint is still "session expired".
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveTarget } from '../../src/config/target.js';
import { json, startCannedServer, type CannedServer } from '../api/helpers.js';
import { isolatedEnv, runInProcess, tempDir } from '../cli/helpers.js';

let server: CannedServer;
let deadPort: number;

beforeAll(async () => {
  server = await startCannedServer();
  const dead = await startCannedServer();
  deadPort = Number(new URL(dead.url).port);
  await dead.close();
});
afterAll(async () => {
  await server.close();
});

type TokenEndpoint = 'unreachable issuer' | 'dropped connection' | 'refused' | 'server error';

/** The API answers 401 to everything; the OAuth endpoints behave as `mode` says. */
function serve(mode: TokenEndpoint): void {
  server.handle((r, res) => {
    if (r.url === '/auth/config') {
      const issuer = mode === 'unreachable issuer' ? `http://127.0.0.1:${deadPort}` : server.url;
      return json(res, 200, { issuer, client_id: 'agentdeck-test' });
    }
    if (r.url === '/.well-known/openid-configuration') {
      return json(res, 200, {
        issuer: server.url,
        authorization_endpoint: `${server.url}/authorize`,
        token_endpoint: `${server.url}/token`,
      });
    }
    if (r.url === '/token') {
      if (mode === 'dropped connection') return res.socket?.destroy();
      if (mode === 'refused') return json(res, 400, { error: 'invalid_grant' });
      return json(res, 502, { error: 'bad gateway' });
    }
    json(res, 401, { error: 'Unauthorized' });
  });
}

function sessionFile(expiresAt: number): { env: NodeJS.ProcessEnv; path: string; text: string } {
  const path = join(tempDir('agentdeck-refresh-'), 'pipecatcloud.toml');
  const text = `token = "at_old_0123456789"\norg = "acme"\nrefresh_token = "rt_old_0123456789"\ntoken_expires_at = ${expiresAt}\n\n[acme]\nnote = "kept"\n`;
  writeFileSync(path, text, { mode: 0o600 });
  return { env: isolatedEnv({ PIPECAT_CONFIG_PATH: path, PIPECAT_API_HOST: server.url }), path, text };
}

const noEmulator = async () => {
  throw new Error('the embedded emulator must not start with a session file');
};

describe('a refresh that fails for another reason than a refusal', () => {
  for (const mode of ['unreachable issuer', 'dropped connection'] as const) {
    it(`${mode}: "the network failed", not "session expired"; the file is untouched`, async () => {
      serve(mode);
      const { env, path, text } = sessionFile(Date.now() / 1000 - 60);
      const mtime = statSync(path).mtimeMs;
      const target = await resolveTarget({ env, startEmbeddedEmulator: noEmulator, warn: () => {} });
      const error = (await target.secrets.listSecretSets().catch((e: unknown) => e)) as Error & { code: string };
      expect(error.code).toBe('NETWORK');
      expect(error.message).toMatch(
        /^cannot refresh the session: the network failed \(Cannot reach 127\.0\.0\.1:\d+: (connection refused|connection reset by the server|connection closed by the server)\)/,
      );
      expect(error.message).toContain('the session was kept as it is');
      expect(error.message).not.toContain('session expired');
      expect(error.message).not.toMatch(/at_old|rt_old/);
      expect(readFileSync(path, 'utf8')).toBe(text);
      expect(statSync(path).mtimeMs).toBe(mtime);
    });
  }

  it('after a 401 (token not yet expired by the file), a network failure is said the same way', async () => {
    serve('unreachable issuer');
    const { env, path, text } = sessionFile(Date.now() / 1000 + 3600);
    const target = await resolveTarget({ env, startEmbeddedEmulator: noEmulator, warn: () => {} });
    const error = (await target.secrets.listSecretSets().catch((e: unknown) => e)) as Error & { code: string };
    expect(error.code).toBe('NETWORK');
    expect(error.message).toContain('cannot refresh the session: the network failed');
    expect(readFileSync(path, 'utf8')).toBe(text);
  });

  it('a token endpoint answering 502 says the sign-in service failed; a 400 is still "session expired"', async () => {
    serve('server error');
    const failed = sessionFile(Date.now() / 1000 - 60);
    const target = await resolveTarget({ env: failed.env, startEmbeddedEmulator: noEmulator, warn: () => {} });
    const error = (await target.secrets.listSecretSets().catch((e: unknown) => e)) as Error & { code: string };
    expect(error.code).toBe('REFRESH_FAILED');
    expect(error.message).toContain(
      'cannot refresh the session: the sign-in service failed (Token refresh failed (502)',
    );
    expect(readFileSync(failed.path, 'utf8')).toBe(failed.text);

    serve('refused');
    const refused = sessionFile(Date.now() / 1000 - 60);
    const again = await resolveTarget({ env: refused.env, startEmbeddedEmulator: noEmulator, warn: () => {} });
    const expired = (await again.secrets.listSecretSets().catch((e: unknown) => e)) as Error & { code: string };
    expect(expired.code).toBe('SESSION_EXPIRED');
  });

  it('the command line: secrets list exits 1 saying so; secrets set stops the same way and sends nothing', async () => {
    serve('dropped connection');
    const { env, path, text } = sessionFile(Date.now() / 1000 - 60);
    const list = await runInProcess(['secrets', 'list'], env);
    expect(list.code).toBe(1);
    expect(list.stderr).toContain('error: cannot refresh the session: the network failed');
    expect(list.stderr).not.toContain('session expired');
    const set = await runInProcess(['secrets', 'set', 'some-set', 'A=valuevalue', '-s'], env);
    expect(set.code).toBe(1);
    expect(set.stderr).toContain('cannot refresh the session: the network failed');
    expect(server.seen.filter((r) => r.method === 'PUT')).toEqual([]);
    expect(readFileSync(path, 'utf8')).toBe(text);
  });
});
