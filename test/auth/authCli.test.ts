// The `auth` command group against the real emulator, and the end-to-end flows: login by pasted redirect
// URL → `secrets list` → past the token TTL → `secrets list` still works and the file holds the new session; two
// processes refreshing at once lose nothing; logout revokes; use-pat; status; `-o` with a typo.
import { lstatSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/index.js';
import { discoverOAuth, refreshTokens } from '../../src/api/auth/oauth.js';
import { readSession } from '../../src/config/sessionFile.js';
import { startTestEmulator, tempRoot, type TestEmulator } from '../emulator/support/harness.js';
import { runBuilt, runInProcess } from '../cli/helpers.js';
import { approve } from '../helpers/oauthLogin.js';

let emu: TestEmulator;
beforeAll(async () => {
  emu = await startTestEmulator({ tokenTtlSeconds: 1 });
});
afterAll(async () => {
  await emu?.dispose();
});

function sessionEnv(): { env: NodeJS.ProcessEnv; path: string } {
  const home = tempRoot('home');
  const path = join(home, '.config', 'pipecatcloud', 'pipecatcloud.toml');
  mkdirSync(join(home, '.config', 'pipecatcloud'), { recursive: true, mode: 0o700 });
  return {
    path,
    env: {
      PATH: process.env.PATH,
      HOME: home,
      XDG_DATA_HOME: join(home, 'data'),
      PIPECAT_CONFIG_PATH: path,
      PIPECAT_API_HOST: emu.apiHost,
      NO_COLOR: '1',
    },
  };
}

/** Runs `auth login` in process; `onUrl` gets the authorize URL as soon as it is printed and may answer on stdin. */
async function login(
  env: NodeJS.ProcessEnv,
  onUrl: (url: string, stdin: PassThrough) => Promise<void>,
  opts: { isTTY: boolean; args?: string[] },
) {
  const stdin = new PassThrough();
  let stderr = '';
  let stdout = '';
  let handled = false;
  let handler: Promise<void> = Promise.resolve();
  const code = await runCli(['auth', 'login', ...(opts.args ?? [])], {
    startEmbeddedEmulator: async () => {
      throw new Error('no embedded emulator here');
    },
    env,
    stdin,
    isTTY: opts.isTTY,
    stdout: { write: (t: string) => ((stdout += t), true) },
    stderr: {
      write: (t: string) => {
        stderr += t;
        const url = /(http:\/\/127\.0\.0\.1:\d+\/oauth\/authorize\?\S+)/.exec(stderr)?.[1];
        if (url && !handled) {
          handled = true;
          handler = onUrl(url, stdin);
        }
        return true;
      },
    },
  });
  await handler;
  return { code, stdout, stderr };
}

const pasteApproved = async (url: string, stdin: PassThrough) => {
  stdin.write(`${await approve(url)}\n`);
};

describe('auth login', () => {
  it('pasted redirect URL → secrets list → past the TTL → secrets list works and the file holds the new session', async () => {
    const { env, path } = sessionEnv();
    const result = await login(env, pasteApproved, { isTTY: true, args: ['--no-browser'] });
    expect(result.stderr).toContain('Signed in. Organization: local');
    expect(result.code).toBe(0);
    const first = await readSession(path, emu.apiHost);
    expect(first).toMatchObject({
      org: 'local',
      token: expect.stringMatching(/^emu_at_/),
      refreshToken: expect.stringMatching(/^emu_rt_/),
    });
    expect(readFileSync(path, 'utf8')).toMatch(/^token_expires_at = \d+\.\d+$/m);

    const list1 = await runBuilt(['secrets', 'list', '--json'], env);
    expect(list1.code).toBe(0);
    await new Promise((r) => setTimeout(r, 1100));
    const list2 = await runBuilt(['secrets', 'list', '--json'], env);
    expect(list2.stderr).toBe('');
    expect(list2.code).toBe(0);
    expect(JSON.parse(list2.stdout)).toEqual(expect.anything());
    const later = await readSession(path, emu.apiHost);
    expect(later.token).not.toBe(first.token);
    expect(later.refreshToken).not.toBe(first.refreshToken);
    expect(later.expiresAt!).toBeGreaterThan(first.expiresAt!);
    for (const out of [result, list1, list2]) {
      expect(out.stdout + out.stderr).not.toContain(later.token!);
      expect(out.stdout + out.stderr).not.toContain(first.refreshToken!);
    }
  });

  it('loopback callback (no terminal): the browser coming back to 127.0.0.1:840x/oauth_callback completes the login', async () => {
    const { env, path } = sessionEnv();
    const result = await login(
      env,
      async (url) => {
        const page = await fetch(url); // follows the redirect to the callback server, as a browser would
        expect(await page.text()).toContain('Authentication successful');
      },
      { isTTY: false, args: ['--no-browser', '-o', 'staging', '--json'] },
    );
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({
      loggedIn: true,
      method: 'OAuth',
      organization: 'staging',
      credentials: path,
    });
    expect(result.stderr).toMatch(/redirect_uri=http%3A%2F%2F127\.0\.0\.1%3A840[0-4]%2Foauth_callback/);
    expect((await readSession(path, emu.apiHost)).org).toBe('staging');
  });

  it('a pasted URL with another state is refused and nothing is stored', async () => {
    const { env, path } = sessionEnv();
    const result = await login(
      env,
      async (url, stdin) => {
        const location = new URL(await approve(url));
        location.searchParams.set('state', 'forged');
        stdin.write('not a url\n');
        stdin.write(`${location}\n`);
      },
      { isTTY: true, args: ['--no-browser'] },
    );
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('no code= or error=');
    expect(result.stderr).toContain('state mismatch');
    expect(await readSession(path, emu.apiHost)).toEqual({});
  });

  it('-o with a typo of one of the user orgs: did you mean, exit 2, nothing stored', async () => {
    const { env, path } = sessionEnv();
    const result = await login(env, pasteApproved, { isTTY: true, args: ['--no-browser', '-o', 'stagin'] });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("-o stagin: not one of your organizations — did you mean 'staging'?");
    expect(await readSession(path, emu.apiHost)).toEqual({});
  });
});

describe('sessions shared between processes', () => {
  it('two processes refreshing at once both succeed and the stored refresh token still works', async () => {
    const { env, path } = sessionEnv();
    expect((await login(env, pasteApproved, { isTTY: true, args: ['--no-browser'] })).code).toBe(0);
    const before = await readSession(path, emu.apiHost);
    await new Promise((r) => setTimeout(r, 1100));
    const [a, b] = await Promise.all([
      runBuilt(['secrets', 'list', '--json'], env),
      runBuilt(['secrets', 'list', '--json'], env),
    ]);
    expect([a.code, b.code, a.stderr, b.stderr]).toEqual([0, 0, '', '']);
    const after = await readSession(path, emu.apiHost);
    expect(after.refreshToken).not.toBe(before.refreshToken);
    // Nothing lost: the refresh token on disk is the live one.
    await expect(refreshTokens(await discoverOAuth(emu.apiHost), after.refreshToken!)).resolves.toMatchObject({
      accessToken: expect.stringMatching(/^emu_at_/),
    });
  });

  it('-o with a user session is checked against the user organizations (did you mean)', async () => {
    const { env } = sessionEnv();
    writeFileSync(env.PIPECAT_CONFIG_PATH!, `token = "${emu.keys.userToken}"\norg = "local"\n`, { mode: 0o600 });
    const typo = await runInProcess(['secrets', 'list', '-o', 'stagng'], env);
    expect(typo.code).toBe(2);
    expect(typo.stderr).toContain("did you mean 'staging'?");
    expect(typo.stderr).toContain('yours: local, staging');
    expect((await runInProcess(['secrets', 'list', '-o', 'staging', '--json'], env)).code).toBe(0);
  });
});

/** A stdin that ends after `text` (as `echo … | agentdeck auth use-pat -`). */
function ended(text: string): PassThrough {
  const stream = new PassThrough();
  stream.end(text);
  return stream;
}

describe('auth use-pat / status / logout', () => {
  it('use-pat from stdin: checked against /v1/organizations, stored with the OAuth fields cleared', async () => {
    const { env, path } = sessionEnv();
    const bad = await runInProcess(['auth', 'use-pat', '-'], env, { stdin: ended('not-a-pat\n') });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('starts with pcc_pat_');
    const wrong = await runInProcess(['auth', 'use-pat', '-'], env, { stdin: ended('pcc_pat_wrong-one-0123456789\n') });
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toContain('Invalid or expired token');
    const noTty = await runInProcess(['auth', 'use-pat'], env);
    expect(noTty.code).toBe(2);
    expect(noTty.stderr).toContain('agentdeck auth use-pat -');
    const ok = await runInProcess(['auth', 'use-pat', '-', '--json'], env, { stdin: ended(`${emu.keys.userToken}\n`) });
    expect(ok.code).toBe(0);
    expect(JSON.parse(ok.stdout)).toMatchObject({ method: 'PAT', organization: 'local' });
    expect(ok.stdout + ok.stderr).not.toContain(emu.keys.userToken);
    const text = readFileSync(path, 'utf8');
    expect(text).toContain('refresh_token = ""');
    expect(text).toContain('token_expires_at = 0');
    const status = await runInProcess(['auth', 'status', '--json'], env);
    expect(JSON.parse(status.stdout)).toMatchObject({
      method: 'PAT',
      organization: 'local',
      email: 'developer@agentdeck.local',
      expiresAt: null,
      credentials: path,
    });
    expect(status.stdout).not.toContain(emu.keys.userToken);
  });

  it('use-pat and logout through a symlinked pipecatcloud.toml: the link stays, the file it names is written', async () => {
    const { env, path } = sessionEnv();
    const real = join(dirname(path), 'dotfiles', 'pipecatcloud.toml');
    mkdirSync(dirname(real), { recursive: true });
    writeFileSync(real, '# kept in my dotfiles\n[local]\ndefault_public_key = "pk_kept"\n', { mode: 0o600 });
    symlinkSync(real, path);
    const ok = await runInProcess(['auth', 'use-pat', '-'], env, { stdin: ended(`${emu.keys.userToken}\n`) });
    expect(ok.code).toBe(0);
    expect(lstatSync(path).isSymbolicLink()).toBe(true);
    expect(readFileSync(real, 'utf8')).toMatch(/^# kept in my dotfiles\n/);
    expect((await readSession(real, emu.apiHost)).token).toBe(emu.keys.userToken);
    expect((await runInProcess(['auth', 'logout'], env)).code).toBe(0);
    expect(lstatSync(path).isSymbolicLink()).toBe(true);
    expect(readFileSync(real, 'utf8')).toBe('# kept in my dotfiles\n[local]\ndefault_public_key = "pk_kept"\n');
  });

  it('a file agentdeck writes keeps every key it had: login, a refresh, use-pat and logout touch only the session keys', async () => {
    const { env, path } = sessionEnv();
    const others = [
      '# mine',
      'custom_key = "kept"',
      'numbers = [1, 2]',
      '',
      '[local]',
      'default_public_key = "pk_kept"',
      '',
      '[staging]',
      'x = 1',
    ];
    writeFileSync(path, `${others.join('\n')}\n`, { mode: 0o600 });
    // The session goes into the emulator host's table (the official CLI's per-host form), every other line stays.
    const section = `[environments.${JSON.stringify(emu.apiHost)}]`;
    const rest = () =>
      readFileSync(path, 'utf8')
        .split('\n')
        .filter((l) => !/^(token|refresh_token|token_expires_at|org) =/.test(l) && l !== '' && l !== section);
    const expected = others.filter((l) => l !== '');
    expect((await login(env, pasteApproved, { isTTY: true, args: ['--no-browser'] })).code).toBe(0);
    expect(rest()).toEqual(expected);
    await new Promise((r) => setTimeout(r, 1100));
    expect((await runInProcess(['secrets', 'list', '--json'], env)).code).toBe(0); // refreshes and writes back
    expect(rest()).toEqual(expected);
    expect((await runInProcess(['auth', 'use-pat', '-'], env, { stdin: ended(`${emu.keys.userToken}\n`) })).code).toBe(
      0,
    );
    expect(rest()).toEqual(expected);
    expect((await runInProcess(['auth', 'logout'], env)).code).toBe(0);
    expect(rest()).toEqual(expected);
  });

  it('status of an OAuth session shows method, org, expiry and email; whoami shows the same facts', async () => {
    const { env } = sessionEnv();
    expect((await login(env, pasteApproved, { isTTY: true, args: ['--no-browser'] })).code).toBe(0);
    const status = await runInProcess(['auth', 'status'], env);
    expect(status.code).toBe(0);
    expect(status.stdout).toMatch(/signed in with\s+OAuth/);
    expect(status.stdout).toMatch(/user\s+developer@agentdeck\.local/);
    expect(status.stdout).toMatch(/session expires\s+\d{4}-\d\d-\d\dT/);
    const whoami = await runInProcess(['whoami', '--json'], env);
    expect(JSON.parse(whoami.stdout)).toMatchObject({
      signedInWith: 'OAuth',
      user: 'developer@agentdeck.local',
      organization: 'local',
    });
    expect(status.stdout + whoami.stdout).not.toMatch(/emu_(at|rt)_/);
  });

  it("logout revokes the session on the server and removes only this host's session; a missing file is fine", async () => {
    const { env, path } = sessionEnv();
    expect((await login(env, pasteApproved, { isTTY: true, args: ['--no-browser'] })).code).toBe(0);
    // The login made the organization's table, as the official CLI does; a setting in it stays after logout.
    writeFileSync(path, readFileSync(path, 'utf8').replace('[local]\n', '[local]\ndefault_public_key = "pk_x"\n'));
    const session = await readSession(path, emu.apiHost);
    const out = await runInProcess(['auth', 'logout'], env);
    expect(out.code).toBe(0);
    expect(out.stderr).toContain('Logged out and session revoked.');
    expect(readFileSync(path, 'utf8')).toBe('[local]\ndefault_public_key = "pk_x"\n');
    await expect(refreshTokens(await discoverOAuth(emu.apiHost), session.refreshToken!)).rejects.toMatchObject({
      code: 'SESSION_EXPIRED',
    });
    const again = await runInProcess(['auth', 'logout'], env);
    expect(again.code).toBe(0);
    expect(again.stderr).toContain('nothing to remove');
    const expired = await runInProcess(['secrets', 'list'], { ...env });
    expect(expired.code).not.toBe(0);
  });

  it('a session whose refresh is refused: secrets list exits 1 with "session expired — run `agentdeck auth login`"', async () => {
    const { env, path } = sessionEnv();
    writeFileSync(
      path,
      `token = "emu_at_gone"\norg = "local"\nrefresh_token = "emu_rt_gone"\ntoken_expires_at = 1.0\n`,
      { mode: 0o600 },
    );
    const out = await runBuilt(['secrets', 'list'], env);
    expect(out.code).toBe(1);
    expect(out.stderr).toContain('session expired — run `agentdeck auth login`');
  });
});
