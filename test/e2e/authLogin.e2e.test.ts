// End to end: `agentdeck auth login` as a user over SSH does it — the BUILT bin in a real pseudo-terminal (tmux),
// no browser: it prints the authorize URL, the user approves in "a browser" (here: fetch, not following the
// redirect, as a browser on another machine could not reach 127.0.0.1), and pastes the address the browser was
// sent to back into the terminal in one chunk with its Enter. Then `secrets list` works, and once the access
// token's short TTL has passed, works again with the refreshed session written back — every other key, table
// and comment of the file the official CLI shares left exactly as it was (the session in the emulator host's
// `[environments."…"]` table, as the official CLI keeps one session per API host).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSession } from '../../src/config/sessionFile.js';
import { startEmulator, type RunningEmulator } from '../../src/emulator/index.js';
import { approve } from '../helpers/oauthLogin.js';
import { MAIN, hasTmux, startTmuxApp, type TmuxApp } from '../helpers/tmuxApp.js';

if (!hasTmux) console.warn('SKIPPED test/e2e/authLogin.e2e.test.ts: tmux is not installed');

const OTHER_LINES = [
  '# written by hand: keep me',
  'api_host_note = "kept"',
  '',
  '[local]',
  'default_public_key = "pk_public_kept"',
  'default_public_key_name = "kept-name"',
];

describe.skipIf(!hasTmux)('auth login end to end (tmux, pasted redirect URL)', () => {
  let emulator: RunningEmulator;
  let dir: string;
  let app: TmuxApp;
  let file: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'agentdeck-e2e-login-'));
    emulator = await startEmulator({
      dataDir: join(dir, 'emulator'),
      port: 0,
      host: '127.0.0.1',
      readyDelayMs: 0,
      tokenTtlSeconds: 2,
    });
    file = join(dir, 'pcc', 'pipecatcloud.toml');
    mkdirSync(join(dir, 'pcc'), { recursive: true, mode: 0o700 });
    writeFileSync(file, `${OTHER_LINES.join('\n')}\n`, { mode: 0o600 });
    app = await startTmuxApp({
      name: 'login',
      dir,
      emulator,
      cols: 200,
      rows: 50,
      env: {
        PIPECAT_API_KEY: undefined,
        DAILY_API_KEY: undefined,
        DAILY_API_URL: undefined,
        PIPECAT_CONFIG_PATH: file,
      },
    });
  }, 60_000);

  afterAll(async () => {
    app?.kill();
    await emulator?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('prints the URL, takes the pasted address, signs in; secrets list works before and after the token expires', async () => {
    app.run(`node ${MAIN} auth login --no-browser; echo "LOGIN""-EXIT=$?"`);
    await app.waitForText('Or paste the address');
    // The URL may wrap: read the pane with wrapped lines joined.
    const joined = app.tmux('capture-pane', '-p', '-J', '-t', 'login');
    const url = /(http:\/\/127\.0\.0\.1:\d+\/oauth\/authorize\?\S+)/.exec(joined)?.[1];
    expect(url).toBeDefined();
    const redirect = await approve(url!);
    expect(redirect).toMatch(/^http:\/\/127\.0\.0\.1:840[0-4]\/oauth_callback\?code=/);
    await app.text(`${redirect}\r`); // pasted with its Enter, one chunk
    // (The command line reads LOGIN""-EXIT: only the output matches.)
    const screen = await app.waitForText('LOGIN-EXIT=', 20_000);
    expect(screen).toContain('Signed in. Organization: local');
    expect(screen).toContain('LOGIN-EXIT=0');

    const first = await readSession(file, emulator.apiHost);
    expect(first).toMatchObject({
      org: 'local',
      token: expect.stringMatching(/^emu_at_/),
      refreshToken: expect.stringMatching(/^emu_rt_/),
    });
    // The session lands in the emulator host's own table (the official CLI's per-host form); nothing else changes.
    const keptLines = (text: string) =>
      text
        .split('\n')
        .filter(
          (l) =>
            !/^(token|refresh_token|token_expires_at|org) =/.test(l) &&
            l !== `[environments.${JSON.stringify(emulator.apiHost)}]`,
        );
    expect(keptLines(readFileSync(file, 'utf8')).filter(Boolean)).toEqual(OTHER_LINES.filter(Boolean));

    app.run(`node ${MAIN} secrets list; echo "LIST1""-EXIT=$?"`);
    expect(await app.waitForText('LIST1-EXIT=', 20_000)).toContain('LIST1-EXIT=0');
    await new Promise((r) => setTimeout(r, 2100)); // past the 2 s token lifetime
    app.run(`node ${MAIN} secrets list; echo "LIST2""-EXIT=$?"`);
    const after = await app.waitForText('LIST2-EXIT=', 20_000);
    expect(after).toContain('LIST2-EXIT=0');
    expect(after).not.toContain('session expired');

    const later = await readSession(file, emulator.apiHost);
    expect(later.token).not.toBe(first.token);
    expect(later.refreshToken).not.toBe(first.refreshToken);
    expect(later.expiresAt!).toBeGreaterThan(first.expiresAt!);
    expect(keptLines(readFileSync(file, 'utf8')).filter(Boolean)).toEqual(OTHER_LINES.filter(Boolean));
    // No token ever reached the terminal.
    const everything = app.history();
    for (const secret of [first.token!, first.refreshToken!, later.token!, later.refreshToken!])
      expect(everything).not.toContain(secret);
  }, 90_000);
});
