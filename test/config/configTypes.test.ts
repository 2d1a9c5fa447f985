// A config value of the wrong type (`api_key = 12345`) used to be ignored, so agentdeck fell through to the next
// source — the local emulator — and a write meant for the service landed there. Every key agentdeck reads from its
// config.toml and from the official CLI's pipecatcloud.toml is type-checked: the file is refused naming the key and
// the type, never its value; the command line exits 1 and the app never draws a frame.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { resolveTarget } from '../../src/config/index.js';
import type { RunningEmulator } from '../../src/emulator/index.js';
import { isolatedEnv, runBuilt, runInProcess, tempDir } from '../cli/helpers.js';
import { hasTmux, startTmuxApp } from '../helpers/tmuxApp.js';

const SECRET_NUMBER = '918273645';

function configEnv(configToml: string | null, pipecatToml: string | null): NodeJS.ProcessEnv {
  const env = isolatedEnv();
  if (configToml !== null) {
    mkdirSync(join(env.XDG_CONFIG_HOME!, 'agentdeck'), { recursive: true });
    writeFileSync(join(env.XDG_CONFIG_HOME!, 'agentdeck', 'config.toml'), configToml, { mode: 0o600 });
  }
  if (pipecatToml !== null) writeFileSync(env.PIPECAT_CONFIG_PATH!, pipecatToml, { mode: 0o600 });
  return env;
}

const CASES: Array<{
  file: 'config.toml' | 'pipecatcloud.toml';
  line: string;
  key: string;
  expected: RegExp;
  found: string;
}> = [
  {
    file: 'config.toml',
    line: `api_key = ${SECRET_NUMBER}`,
    key: 'api_key',
    expected: /a string in double quotes/,
    found: 'an integer',
  },
  {
    file: 'config.toml',
    line: 'api_key = "pk_x"\napi_host = true',
    key: 'api_host',
    expected: /a string/,
    found: 'a boolean',
  },
  { file: 'config.toml', line: 'api_key = "pk_x"\norg = [1, 2]', key: 'org', expected: /a string/, found: 'an array' },
  {
    file: 'pipecatcloud.toml',
    line: `token = ${SECRET_NUMBER}.5`,
    key: 'token',
    expected: /a string/,
    found: 'a float',
  },
  { file: 'pipecatcloud.toml', line: 'token = "tok"\norg = 7', key: 'org', expected: /a string/, found: 'an integer' },
  {
    file: 'pipecatcloud.toml',
    line: 'token = "tok"\nrefresh_token = { a = 1 }',
    key: 'refresh_token',
    expected: /a string/,
    found: 'a table',
  },
  {
    file: 'pipecatcloud.toml',
    line: 'token = "tok"\ntoken_expires_at = "tomorrow"',
    key: 'token_expires_at',
    expected: /a number \(Unix seconds/,
    found: 'a string',
  },
  {
    file: 'pipecatcloud.toml',
    line: 'token = "tok"\ntoken_expires_at = 2026-01-01',
    key: 'token_expires_at',
    expected: /a number/,
    found: 'a date',
  },
];

describe.concurrent('a config key of the wrong type refuses the file', () => {
  for (const c of CASES) {
    it(`${c.file}: ${c.key} as ${c.found} → refused naming the file, the key and the type; the emulator never starts`, async () => {
      const env = c.file === 'config.toml' ? configEnv(c.line, null) : configEnv(null, c.line);
      const path =
        c.file === 'config.toml' ? join(env.XDG_CONFIG_HOME!, 'agentdeck', 'config.toml') : env.PIPECAT_CONFIG_PATH!;
      const start = vi.fn(async () => {
        throw new Error('the emulator must not start');
      });
      const error = (await resolveTarget({ env, startEmbeddedEmulator: start, warn: () => {} }).catch(
        (e: unknown) => e,
      )) as Error;
      expect(error.name).toBe('ConfigFileError');
      expect(error.message).toMatch(new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: ${c.key} must be `));
      expect(error.message).toMatch(c.expected);
      expect(error.message).toContain(`not ${c.found}`);
      expect(error.message).not.toContain(SECRET_NUMBER);
      expect(start).not.toHaveBeenCalled();
    });
  }

  it('the types the official CLI writes are accepted: a float or integer expiry, strings', async () => {
    const env = configEnv(
      null,
      'token = "pcc_pat_x"\norg = "acme"\nrefresh_token = ""\ntoken_expires_at = 1767225600\n[acme]\nx = 1\n',
    );
    const error = await resolveTarget({
      env: { ...env, PIPECAT_API_HOST: 'http://127.0.0.1:9' },
      startEmbeddedEmulator: async () => {
        throw new Error('no');
      },
      warn: () => {},
    }).catch((e: Error) => e);
    // Past the file (org is set, so no request is needed to resolve): the target resolves.
    expect(error).not.toBeInstanceOf(Error);
  });
});

describe.concurrent('the command line and the app refuse before doing anything', () => {
  it('secrets set with api_key = 12345: exit 1 naming the key and type; nothing lands in a local emulator', async () => {
    const env = configEnv(`api_key = ${SECRET_NUMBER}\n`, null);
    const r = await runBuilt(['secrets', 'set', 'meant-for-prod', 'A=valuevalue', '-s'], env);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`config.toml: api_key must be a string in double quotes (key = "…"), not an integer`);
    expect(r.stderr).not.toContain('local emulator');
    expect(`${r.stdout}${r.stderr}`).not.toContain(SECRET_NUMBER);
    expect(existsSync(join(env.XDG_DATA_HOME!, 'agentdeck', 'emulator'))).toBe(false);
  });

  it('the app (no command, on a terminal) is never started', async () => {
    const env = configEnv(null, 'token = "tok"\ntoken_expires_at = "soon"\n');
    const runInteractive = vi.fn(async () => 0);
    const r = await runInProcess([], env, { isTTY: true, stdoutIsTTY: true, deps: { runInteractive } });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('token_expires_at must be a number (Unix seconds');
    expect(runInteractive).not.toHaveBeenCalled();
  });

  it.skipIf(!hasTmux)(
    'the built app in a terminal prints the refusal and exits 1 without drawing a frame',
    async () => {
      const dir = tempDir('agentdeck-cfgtype-');
      mkdirSync(join(dir, 'config', 'agentdeck'), { recursive: true });
      writeFileSync(join(dir, 'config', 'agentdeck', 'config.toml'), `api_key = ${SECRET_NUMBER}\n`, { mode: 0o600 });
      // No emulator: every variable that would point at one is removed.
      const none = { keys: { privateKey: '', roomKey: '' }, apiHost: '', roomApiUrl: '' } as unknown as RunningEmulator;
      const app = await startTmuxApp({
        name: 'cfgtype',
        dir,
        cols: 250,
        emulator: none,
        env: {
          PIPECAT_API_KEY: undefined,
          PIPECAT_API_HOST: undefined,
          DAILY_API_KEY: undefined,
          DAILY_API_URL: undefined,
        },
      });
      try {
        app.run(`node ${JSON.stringify(join(import.meta.dirname, '../../dist/main.js'))}; echo "exit-code:$?"`);
        const screen = await app.waitForText('exit-code:1', 20_000);
        expect(screen).toContain('api_key must be a string in double quotes');
        const history = app.history();
        expect(history).not.toMatch(/Secret sets|local emulator/);
        expect(history).not.toContain(SECRET_NUMBER);
      } finally {
        app.kill();
      }
    },
  );
});
