// OAuth sessions of the official CLI's file against the real emulator over HTTP: proactive refresh near expiry,
// refresh after a 401 with one retry, rotation written back keeping the rest of the file, PATs never refreshed,
// a refused refresh → "session expired", and a session rotated by a process that takes no lock is adopted.
import { readFileSync, writeFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveTarget } from '../../src/config/target.js';
import { readSession } from '../../src/config/sessionFile.js';
import { FileSession } from '../../src/config/session.js';
import { discoverOAuth, refreshTokens } from '../../src/api/auth/oauth.js';
import { startTestEmulator, tempRoot, type TestEmulator } from '../emulator/support/harness.js';
import { loginTokens, sessionToml } from '../helpers/oauthLogin.js';

let emu: TestEmulator;
beforeAll(async () => {
  emu = await startTestEmulator({ tokenTtlSeconds: 1 });
});
afterAll(async () => {
  await emu?.dispose();
});

const noEmulator = async () => {
  throw new Error('the embedded emulator must not start with a session file');
};

const ORG_TABLES =
  '\n# kept by agentdeck\n[local]\ndefault_public_key = "pk_public_1"\ndefault_public_key_name = "web"\n\n[staging]\nnote = \'x\'\n';

function envFor(path: string): NodeJS.ProcessEnv {
  return { HOME: tempRoot('home'), PIPECAT_CONFIG_PATH: path, PIPECAT_API_HOST: emu.apiHost };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('OAuth session from the official CLI file', () => {
  it('refreshes an access token past its TTL and writes the rotated session back, keeping every other line', async () => {
    const tokens = await loginTokens(emu.apiHost);
    const path = join(tempRoot('sess'), 'pipecatcloud.toml');
    // Expiry far ahead in the file: the server's 401 (token past its 1 s TTL) must trigger the refresh.
    writeFileSync(path, sessionToml(tokens, Date.now() / 1000 + 3600, ORG_TABLES), { mode: 0o600 });
    const before = readFileSync(path, 'utf8');
    await sleep(1100);
    const target = await resolveTarget({ env: envFor(path), startEmbeddedEmulator: noEmulator });
    expect(target.authMethod).toBe('OAuth');
    await expect(target.secrets.listSecretSets()).resolves.toEqual(expect.any(Array));

    const after = readFileSync(path, 'utf8');
    const session = await readSession(path, emu.apiHost);
    expect(session.token).not.toBe(tokens.accessToken);
    expect(session.refreshToken).not.toBe(tokens.refreshToken);
    expect(session.expiresAt).toBeGreaterThan(Date.now() / 1000);
    expect(session.expiresAt).toBeLessThan(Date.now() / 1000 + 5);
    // The file had no table for this (non-default) host: the rotated session goes into a new one, seeded with the
    // org the host was using, as the official CLI's newer releases keep it; every byte before it is as it was.
    expect(after.startsWith(before)).toBe(true);
    const added = after.slice(before.length).split('\n').filter(Boolean);
    expect(added[0]).toBe(`[environments.${JSON.stringify(emu.apiHost)}]`);
    expect(
      added
        .slice(1)
        .map((l) => l.split(' =')[0])
        .sort(),
    ).toEqual(['org', 'refresh_token', 'token', 'token_expires_at']);
    expect(added).toContain('org = "local"');
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(after).toMatch(/^token_expires_at = \d+(\.\d+)?$/m);
  });

  it('refreshes before the request when the file says the token is within 60 s of expiry', async () => {
    const tokens = await loginTokens(emu.apiHost);
    const path = join(tempRoot('sess'), 'pipecatcloud.toml');
    writeFileSync(path, sessionToml(tokens, Date.now() / 1000 + 30), { mode: 0o600 });
    const target = await resolveTarget({ env: envFor(path), startEmbeddedEmulator: noEmulator });
    await target.secrets.listSecretSets();
    expect((await readSession(path, emu.apiHost)).refreshToken).not.toBe(tokens.refreshToken);
  });

  it('a refused refresh says the session expired, names the login command, and leaves the file alone', async () => {
    const tokens = await loginTokens(emu.apiHost);
    const path = join(tempRoot('sess'), 'pipecatcloud.toml');
    const text = sessionToml(
      { ...tokens, refreshToken: 'emu_rt_revoked-or-unknown' },
      Date.now() / 1000 - 10,
      ORG_TABLES,
    );
    writeFileSync(path, text, { mode: 0o600 });
    const target = await resolveTarget({ env: envFor(path), startEmbeddedEmulator: noEmulator });
    const error = await target.secrets.listSecretSets().catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'SESSION_EXPIRED', status: 401 });
    expect((error as Error).message).toContain('session expired — run `agentdeck auth login`');
    expect((error as Error).message).not.toContain('emu_rt_');
    expect(readFileSync(path, 'utf8')).toBe(text);
  });

  it('never refreshes a PAT, even with an expiry in the past', async () => {
    const path = join(tempRoot('sess'), 'pipecatcloud.toml');
    const text = `token = "${emu.keys.userToken}"\norg = "local"\nrefresh_token = ""\ntoken_expires_at = 0\n`;
    writeFileSync(path, text, { mode: 0o600 });
    const target = await resolveTarget({ env: envFor(path), startEmbeddedEmulator: noEmulator });
    expect(target.authMethod).toBe('PAT');
    await target.secrets.listSecretSets();
    expect(readFileSync(path, 'utf8')).toBe(text);
  });

  it('adopts a session another process (no lock, like the official CLI) rotated meanwhile', async () => {
    const tokens = await loginTokens(emu.apiHost);
    const path = join(tempRoot('sess'), 'pipecatcloud.toml');
    writeFileSync(path, sessionToml(tokens, Date.now() / 1000 + 3600), { mode: 0o600 });
    const session = new FileSession({
      path,
      apiHost: emu.apiHost,
      initial: { token: tokens.accessToken, refreshToken: tokens.refreshToken, expiresAt: Date.now() / 1000 + 3600 },
    });
    // The "official CLI" refreshes with the same refresh token and rewrites the file without a lock.
    const rotated = await refreshTokens(await discoverOAuth(emu.apiHost), tokens.refreshToken!);
    writeFileSync(path, sessionToml(rotated, Date.now() / 1000 + 3600), { mode: 0o600 });
    await sleep(1100);
    // Our refresh token is spent; the session on disk is the one to use, and nothing is lost.
    const next = await session.refreshAfter401(tokens.accessToken);
    expect(next).toBe(rotated.accessToken);
    expect((await readSession(path, emu.apiHost)).refreshToken).toBe(rotated.refreshToken);
  });
});
