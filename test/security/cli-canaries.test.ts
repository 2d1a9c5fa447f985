// Every CLI command, its --json and --verbose forms and its error paths, run with canary credentials and
// canary secret values; stdout and stderr of every run are searched for every canary.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { startEmulator, type RunningEmulator } from '../../src/emulator/index.js';
import { cliEnv, makeHome, runCli, type CliResult } from '../fault/support/cli.js';
import { CANARY_KEYS, WRONG_KEYS, canaryValue, leaks, seedCanaryKeys } from './support.js';
import { keepStatements } from '../../src/emulator/keepStatements.js';

interface Run {
  label: string;
  args: string[];
  env?: Record<string, string | undefined>;
  /** Fed to stdin (`-f -`, credentials `-`). */
  input?: string;
  /** 0, or 'fail' for any non-zero exit (asserted so a scenario that silently changed meaning is noticed). */
  code: 0 | 'fail';
}

describe('no key, token or secret value in any CLI output', () => {
  const home = makeHome();
  const dataDir = join(home.dir, 'emulator');
  let emu: RunningEmulator;
  const results: Array<{ run: Run; result: CliResult }> = [];
  const tokens: string[] = [];

  beforeAll(async () => {
    seedCanaryKeys(dataDir);
    emu = await startEmulator({ dataDir, readyDelayMs: 0 });
    expect(emu.keys).toEqual(CANARY_KEYS);
  });
  afterAll(async () => {
    await emu?.close();
    home.remove();
  });

  async function exec(runs: Run[]): Promise<void> {
    const outcomes = await Promise.all(
      runs.map(async (run) => {
        const env = cliEnv(emu, home.dir, run.env ?? {});
        return { run, result: await runCli(run.args, { env, timeoutMs: 15_000, input: run.input }) };
      }),
    );
    for (const { run, result } of outcomes) {
      expect(result.timedOut, run.label).toBe(false);
      if (run.code === 0) expect(result.code, `${run.label}\n${result.stderr}`).toBe(0);
      else expect(result.code, `${run.label}\n${result.stderr}`).not.toBe(0);
      results.push({ run, result });
    }
  }

  it('runs every command with canaries and leaks none of them', { timeout: 90_000 }, async () => {
    const goodFile = join(home.dir, 'good.env');
    writeFileSync(goodFile, `# canary file\nFILE_A=${canaryValue('file-a')}\nFILE_B="${canaryValue('file-b')}"\n`);
    const badFile = join(home.dir, 'bad.env');
    writeFileSync(
      badFile,
      `OK_KEY=${canaryValue('bad-ok')}\nthis line has no separator ${canaryValue('bad-line')}\nbad key!=${canaryValue('bad-key')}\n`,
    );
    const tomlPath = join(home.dir, 'pipecatcloud.toml');
    writeFileSync(tomlPath, `token = "${CANARY_KEYS.userToken}"\norg = "local"\n`, { mode: 0o600 });
    const userTokenEnv = { PIPECAT_API_KEY: undefined, DAILY_API_KEY: undefined, PIPECAT_TOKEN: CANARY_KEYS.userToken };
    const tomlEnv = { PIPECAT_API_KEY: undefined, DAILY_API_KEY: undefined, PIPECAT_CONFIG_PATH: tomlPath };

    // 1. Writes.
    await exec([
      {
        label: 'set pairs',
        args: ['secrets', 'set', 'canary-set', `KEY_A=${canaryValue('a')}`, `KEY_B=${canaryValue('b')}`, '--skip'],
        code: 0,
      },
      {
        label: 'set pairs --json --verbose',
        args: ['secrets', 'set', 'canary-json', `KEY_A=${canaryValue('c')}`, '-s', '--json', '--verbose'],
        code: 0,
      },
      { label: 'set file', args: ['secrets', 'set', 'canary-file', '-f', goodFile, '--skip', '--verbose'], code: 0 },
      {
        label: 'pull secret',
        args: [
          'secrets',
          'image-pull-secret',
          'canary-pull',
          'https://registry.example.com',
          `canaryuser:${canaryValue('pass')}`,
          '--skip',
        ],
        code: 0,
      },
      {
        label: 'pull secret --no-encode (not base64: warns)',
        args: [
          'secrets',
          'image-pull-secret',
          'canary-raw',
          'https://registry.example.com',
          canaryValue('raw'),
          '--no-encode',
          '--skip',
          '--verbose',
        ],
        code: 0,
      },
      { label: 'rooms create', args: ['rooms', 'create', '--name', 'canary-room', '--json', '--verbose'], code: 0 },
      {
        label: 'set from stdin',
        args: ['secrets', 'set', 'canary-stdin', '-f', '-', '--skip', '--verbose'],
        input: `STDIN_A=${canaryValue('stdin-a')}\nbad line ${canaryValue('stdin-bad')}\n`,
        code: 'fail',
      },
      {
        label: 'set from stdin ok',
        args: ['secrets', 'set', 'canary-stdin', '-f', '-', '--skip', '--json'],
        input: `STDIN_A=${canaryValue('stdin-a')}\n`,
        code: 0,
      },
      {
        label: 'pull secret from stdin',
        args: ['secrets', 'image-pull-secret', 'canary-pull-stdin', 'https://registry.example.com', '-', '--skip'],
        input: `canaryuser:${canaryValue('stdin-pass')}\n`,
        code: 0,
      },
    ]);
    // 2. Overwrites, validation and usage errors that carry values.
    await exec([
      {
        label: 'overwrite --wait',
        args: ['secrets', 'set', 'canary-set', `KEY_A=${canaryValue('a2')}`, '--skip', '--wait', '--verbose'],
        code: 0,
      },
      {
        label: 'pull secret update',
        args: [
          'secrets',
          'image-pull-secret',
          'canary-pull',
          'https://registry.example.com',
          `canaryuser:${canaryValue('pass2')}`,
          '--skip',
          '--json',
        ],
        code: 0,
      },
      {
        label: 'bad key',
        args: ['secrets', 'set', 'canary-set', `bad key=${canaryValue('badkey')}`, '--skip'],
        code: 'fail',
      },
      {
        label: 'pair without =',
        args: ['secrets', 'set', 'canary-set', `NOSEPARATOR${canaryValue('nosep')}`, '--skip'],
        code: 'fail',
      },
      { label: 'file with bad lines', args: ['secrets', 'set', 'canary-set', '-f', badFile, '--skip'], code: 'fail' },
      {
        label: 'pairs and file',
        args: ['secrets', 'set', 'canary-set', `K=${canaryValue('both')}`, '-f', goodFile, '--skip'],
        code: 'fail',
      },
      {
        label: 'needs confirmation (no TTY)',
        args: ['secrets', 'set', 'canary-set', `KEY_C=${canaryValue('noconfirm')}`],
        code: 'fail',
      },
      {
        label: 'needs confirmation --json',
        args: ['secrets', 'set', 'canary-set', `KEY_C=${canaryValue('noconfirm2')}`, '--json'],
        code: 'fail',
      },
      {
        label: 'bad credentials',
        args: [
          'secrets',
          'image-pull-secret',
          'canary-pull2',
          'https://registry.example.com',
          canaryValue('nocolon'),
          '--skip',
        ],
        code: 'fail',
      },
    ]);
    // The canaries really reached the service (so the runs above exercised the value paths).
    const db = keepStatements(new Database(join(dataDir, 'emulator.db'), { readonly: true }));
    try {
      const stored = db.prepare('SELECT secret_value AS v FROM secret_values').all() as Array<{ v: string }>;
      const values = stored.map((r) => r.v);
      expect(values).toContain(canaryValue('a2'));
      expect(values).toContain(canaryValue('file-b'));
      expect(values).toContain(canaryValue('stdin-a'));
    } finally {
      db.close();
    }
    // 3. Reads, in every form.
    const created = results.find((r) => r.run.label === 'rooms create')!;
    const url = (JSON.parse(created.result.stdout) as { url: string }).url;
    expect(url).toMatch(/\/canary-room$/);
    await exec([
      { label: 'whoami', args: ['whoami'], code: 0 },
      { label: 'whoami --json --verbose', args: ['whoami', '--json', '--verbose'], code: 0 },
      { label: 'list', args: ['secrets', 'list'], code: 0 },
      { label: 'list --json --verbose', args: ['secrets', 'list', '--json', '--verbose'], code: 0 },
      { label: 'list -s -r', args: ['secrets', 'list', '-s', '-r', 'us-west'], code: 0 },
      { label: 'list name', args: ['secrets', 'list', 'canary-set'], code: 0 },
      { label: 'list name --json', args: ['secrets', 'list', 'canary-file', '--json'], code: 0 },
      { label: 'list pull secret by name', args: ['secrets', 'list', 'canary-pull'], code: 0 },
      { label: 'list missing (404)', args: ['secrets', 'list', 'no-such-set'], code: 'fail' },
      { label: 'list bad region', args: ['secrets', 'list', '-r', 'mars-1'], code: 'fail' },
      { label: 'no command, no TTY', args: [], code: 0 },
      { label: 'rooms get', args: ['rooms', 'get', url, '--verbose'], code: 0 },
      { label: 'rooms get --json', args: ['rooms', 'get', url, '--json'], code: 0 },
      { label: 'rooms get missing (404)', args: ['rooms', 'get', `${url}-missing`], code: 'fail' },
      { label: 'rooms token', args: ['rooms', 'token', url], code: 0 },
      {
        label: 'rooms token --json --verbose',
        args: ['rooms', 'token', url, '--json', '--verbose', '--user-name', 'canary user'],
        code: 0,
      },
      {
        label: 'rooms token user id too long',
        args: ['rooms', 'token', url, '--user-id', 'x'.repeat(37)],
        code: 'fail',
      },
      { label: 'help', args: ['secrets', 'set', '--help'], code: 0 },
    ]);
    // 4. Wrong credentials, user token, credentials file.
    await exec([
      { label: '401 list', args: ['secrets', 'list'], env: { PIPECAT_API_KEY: WRONG_KEYS.privateKey }, code: 'fail' },
      {
        label: '401 list --json --verbose',
        args: ['secrets', 'list', '--json', '--verbose'],
        env: { PIPECAT_API_KEY: WRONG_KEYS.privateKey },
        code: 'fail',
      },
      {
        label: '401 set',
        args: ['secrets', 'set', 'canary-set', `KEY_D=${canaryValue('401')}`, '--skip'],
        env: { PIPECAT_API_KEY: WRONG_KEYS.privateKey },
        code: 'fail',
      },
      {
        label: '401 rooms',
        args: ['rooms', 'get', url, '--verbose'],
        env: { DAILY_API_KEY: WRONG_KEYS.roomKey },
        code: 'fail',
      },
      { label: '401 token', args: ['rooms', 'token', url], env: { DAILY_API_KEY: WRONG_KEYS.roomKey }, code: 'fail' },
      { label: 'user token whoami', args: ['whoami', '--verbose', '-o', 'local'], env: userTokenEnv, code: 0 },
      { label: 'user token list', args: ['secrets', 'list', '--json', '-o', 'local'], env: userTokenEnv, code: 0 },
      {
        label: 'user token rooms (org room key)',
        args: ['rooms', 'get', url, '--verbose'],
        env: userTokenEnv,
        code: 0,
      },
      {
        label: 'user token set',
        args: ['secrets', 'set', 'canary-org', `KEY=${canaryValue('org')}`, '--skip', '-o', 'local', '--verbose'],
        env: userTokenEnv,
        code: 0,
      },
      { label: 'toml whoami', args: ['whoami', '--json', '--verbose'], env: tomlEnv, code: 0 },
      { label: 'toml list', args: ['secrets', 'list'], env: tomlEnv, code: 0 },
    ]);
    // 5. Deletes and their 404s.
    await exec([
      { label: 'unset', args: ['secrets', 'unset', 'canary-set', 'KEY_B', '--skip', '--verbose'], code: 0 },
      { label: 'unset missing key (404)', args: ['secrets', 'unset', 'canary-set', 'NOPE', '--skip'], code: 'fail' },
      { label: 'delete', args: ['secrets', 'delete', 'canary-file', '--skip', '--json'], code: 0 },
      { label: 'delete pull secret', args: ['secrets', 'delete', 'canary-pull', '--skip'], code: 0 },
      { label: 'delete missing (404)', args: ['secrets', 'delete', 'no-such-set', '--skip'], code: 'fail' },
      { label: 'rooms delete', args: ['rooms', 'delete', url, '--skip', '--json', '--verbose'], code: 0 },
      { label: 'rooms delete by name again (gone)', args: ['rooms', 'delete', 'canary-room', '--skip'], code: 0 },
    ]);

    const plainToken = results.find((r) => r.run.label === 'rooms token')!.result.stdout.trim();
    expect(plainToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    tokens.push(plainToken);
    tokens.push(
      (
        JSON.parse(results.find((r) => r.run.label === 'rooms token --json --verbose')!.result.stdout) as {
          token: string;
        }
      ).token,
    );

    const found: string[] = [];
    for (const { run, result } of results) {
      const tokenIsProduct = run.args[0] === 'rooms' && run.args[1] === 'token';
      for (const [stream, text] of [
        ['stdout', result.stdout],
        ['stderr', result.stderr],
      ] as const) {
        const extra = tokenIsProduct && stream === 'stdout' ? [] : tokens;
        for (const leak of leaks(text, extra)) found.push(`${run.label} (${stream}): ${leak.slice(0, 24)}…`);
      }
    }
    expect(found).toEqual([]);
    // The runs covered what they claim: values went in (the server holds them) and errors said why.
    expect(results.find((r) => r.run.label === 'file with bad lines')!.result.stderr).toMatch(/line 2/);
    expect(results.find((r) => r.run.label === '401 list')!.result.stderr).toMatch(/401|unauthori[sz]ed/i);
  });
});
