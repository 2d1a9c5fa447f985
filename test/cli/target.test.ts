// Target resolution as the built binary sees it: the credentials file, -o rules, and the embedded emulator
// with nothing configured at all (its data persists between runs; it says so once per data dir). And a reader that
// goes away (`| head -1`) ends a command quietly.
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CANARY,
  DIST_MAIN,
  expectClean,
  isolatedEnv,
  runBuilt,
  startTestEmulator,
  tempDir,
  type TestEmulator,
} from './helpers.js';

let t: TestEmulator;

beforeAll(async () => {
  t = await startTestEmulator(100);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe.concurrent('target resolution (built CLI)', () => {
  it('pipecatcloud.toml with token + org → org-scoped target; 0644 warns with the chmod fix; rooms via the org key', async () => {
    const path = join(tempDir(), 'pipecatcloud.toml');
    writeFileSync(path, `token = "${t.emu.keys.userToken}"\norg = "${t.emu.orgs[1]}"\n`);
    chmodSync(path, 0o644);
    const env = isolatedEnv({
      PIPECAT_CONFIG_PATH: path,
      PIPECAT_API_HOST: t.emu.apiHost,
      DAILY_API_URL: t.emu.roomApiUrl,
    });
    const [who, set, room] = await Promise.all([
      runBuilt(['whoami', '--json'], env),
      runBuilt(['secrets', 'set', 'toml-set', `A=${CANARY}`, '-s', '--json'], env),
      runBuilt(['rooms', 'create', '--json'], env),
    ]);
    for (const r of [who, set, room]) expectClean(r, [CANARY, ...t.keys]);
    expect(JSON.parse(who.stdout)).toMatchObject({
      kind: 'user-token',
      organization: t.emu.orgs[1],
      credentials: path,
      roomSource: 'organization',
    });
    expect(who.stderr).toContain(`chmod 600 ${path}`);
    expect(set.code).toBe(0);
    expect(room.code).toBe(0);
    // The set landed in the toml's org, not the private key's.
    const orgList = await fetch(`${t.emu.apiHost}/v1/organizations/${t.emu.orgs[1]}/secrets`, {
      headers: { authorization: `Bearer ${t.emu.keys.userToken}` },
    });
    expect(((await orgList.json()) as { sets: Array<{ name: string }> }).sets.map((s) => s.name)).toContain('toml-set');
  });

  it('a session on an emulator, no DAILY_API_URL: whoami names that emulator as the room service, and rooms go there', async () => {
    const path = join(tempDir(), 'pipecatcloud.toml');
    writeFileSync(
      path,
      `[environments."${t.emu.apiHost}"]\ntoken = "${t.emu.keys.userToken}"\norg = "${t.emu.orgs[0]}"\n`,
      { mode: 0o600 },
    );
    const env = isolatedEnv({ PIPECAT_CONFIG_PATH: path, PIPECAT_API_HOST: t.emu.apiHost });
    const [who, whoText, room] = await Promise.all([
      runBuilt(['whoami', '--json'], env),
      runBuilt(['whoami'], env),
      runBuilt(['rooms', 'create', '--json'], env),
    ]);
    const host = new URL(t.emu.apiHost).host;
    expect(JSON.parse(who.stdout)).toMatchObject({
      kind: 'user-token',
      roomSource: 'organization',
      roomApiUrl: t.emu.roomApiUrl,
    });
    expect(whoText.stdout).toMatch(
      new RegExp(
        `room service\\s+${host.replace('.', '\\.')} \\(organization ${t.emu.orgs[0]}'s key, from ${host.replace('.', '\\.')}\\)`,
      ),
    );
    expect(whoText.stdout).not.toContain('api.daily.co');
    expect(room.code).toBe(0);
    for (const r of [who, whoText, room]) expectClean(r, t.keys);
  });

  it('-o with a private key → exit 2 with the rule; with a user token -o picks the org', async () => {
    const [refused, picked] = await Promise.all([
      runBuilt(['secrets', 'list', '-o', 'acme'], t.env),
      runBuilt(
        ['whoami', '--json', '--organization', t.emu.orgs[1]],
        isolatedEnv({ PIPECAT_TOKEN: t.emu.keys.userToken, PIPECAT_API_HOST: t.emu.apiHost }),
      ),
    ]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain(
      '-o acme: a private API key is bound to one organization; use a user token (PIPECAT_TOKEN) to choose the organization',
    );
    expect(JSON.parse(picked.stdout)).toMatchObject({
      kind: 'user-token',
      organization: t.emu.orgs[1],
      credentials: 'PIPECAT_TOKEN',
    });
    for (const r of [refused, picked]) expectClean(r, t.keys);
  });

  it('nothing configured → embedded emulator under $XDG_DATA_HOME, end to end, data kept between runs', async () => {
    const env = isolatedEnv();
    const set = await runBuilt(['secrets', 'set', 'local-set', `KEY=${CANARY}`, '-s', '--wait'], env, {
      timeoutMs: 20_000,
    });
    expect(set.code).toBe(0);
    expect(set.stderr).toContain('using the local emulator 127.0.0.1:');
    expect(set.stderr).toContain('PIPECAT_API_KEY');
    expect(existsSync(join(env.XDG_DATA_HOME!, 'agentdeck', 'emulator'))).toBe(true);
    const [list, who, room] = await Promise.all([
      runBuilt(['secrets', 'list', '--json'], env, { timeoutMs: 20_000 }),
      runBuilt(['whoami', '--json'], env, { timeoutMs: 20_000 }),
      runBuilt(['rooms', 'create', '--json'], env, { timeoutMs: 20_000 }),
    ]);
    expect(JSON.parse(list.stdout).secretSets).toEqual([
      { name: 'local-set', type: 'secret', region: 'us-west', status: 'ready', usedBy: [], problems: [] },
    ]);
    expect(JSON.parse(who.stdout)).toMatchObject({
      kind: 'emulator',
      credentials: 'embedded emulator',
      roomSource: 'emulator',
    });
    expect(room.code).toBe(0);
    for (const r of [set, list, who, room]) expectClean(r, [CANARY]);
    // The embedded emulator's keys are never printed either.
    const keys = JSON.parse(
      readFileSync(join(env.XDG_DATA_HOME!, 'agentdeck', 'emulator', 'keys.json'), 'utf8'),
    ) as Record<string, unknown>;
    const keyValues = Object.values(keys).filter((v): v is string => typeof v === 'string' && v.length > 8);
    expect(keyValues.length).toBeGreaterThanOrEqual(3);
    for (const r of [set, list, who, room]) expectClean(r, keyValues);
  });
});

describe('nothing configured with -o', () => {
  it('the embedded emulator answers its org-scoped API in every spelling of -o (its routes are registered then)', async () => {
    const env = isolatedEnv();
    const set = await runBuilt(['secrets', 'set', 'staged', 'K=v', '-s', '-o', 'staging'], env, { timeoutMs: 20_000 });
    expect(set.code, set.stderr).toBe(0);
    const names = (r: { stdout: string }) =>
      (JSON.parse(r.stdout) as { secretSets: Array<{ name: string }> }).secretSets.map((s) => s.name);
    const [spaced, joined, long, plain] = await Promise.all([
      runBuilt(['secrets', 'list', '-o', 'staging', '--json'], env, { timeoutMs: 20_000 }),
      runBuilt(['secrets', 'list', '-ostaging', '--json'], env, { timeoutMs: 20_000 }),
      runBuilt(['--organization=staging', 'secrets', 'list', '--json'], env, { timeoutMs: 20_000 }),
      runBuilt(['secrets', 'list', '--json'], env, { timeoutMs: 20_000 }),
    ]);
    for (const r of [spaced, joined, long]) {
      expect(r.code, r.stderr).toBe(0);
      expect(names(r)).toEqual(['staged']);
    }
    expect(plain.code, plain.stderr).toBe(0);
    expect(names(plain)).toEqual([]); // the private key's organization (local), through the private API
    const agents = await runBuilt(['agents', 'list', '-o', 'staging', '--json'], env, { timeoutMs: 20_000 });
    expect(agents.code, agents.stderr).toBe(0);
  });
});

const NOTICE = 'agentdeck: using the local emulator 127.0.0.1:';

describe('the "using the local emulator" notice', () => {
  it('is said once per data dir, then only under --verbose; a new data dir says it again', async () => {
    const env = isolatedEnv();
    const first = await runBuilt(['whoami'], env, { timeoutMs: 20_000 });
    expect(first.code, first.stderr).toBe(0);
    expect(first.stderr).toContain(NOTICE);
    expect(first.stderr).toContain('to use the real service: agentdeck auth login');
    const again = await runBuilt(['secrets', 'list'], env, { timeoutMs: 20_000 });
    expect(again.code).toBe(0);
    expect(again.stderr).not.toContain(NOTICE);
    const verbose = await runBuilt(['secrets', 'list', '--verbose'], env, { timeoutMs: 20_000 });
    expect(verbose.stderr).toContain(NOTICE);
    const other = await runBuilt(['secrets', 'list'], { ...env, XDG_DATA_HOME: tempDir() }, { timeoutMs: 20_000 });
    expect(other.stderr).toContain(NOTICE);
  });
});

describe('a reader that goes away', () => {
  /** Runs a pipeline in bash (not synchronously: the emulator answers from this process); prints agentdeck's exit status last. */
  const pipeline = (line: string, env: NodeJS.ProcessEnv) =>
    new Promise<{ stdout: string; stderr: string }>((resolve, reject) => {
      const child = spawn('bash', ['-c', `${line}; echo "AGENTDECK-STATUS=\${PIPESTATUS[0]}"`], {
        env: { ...env, AGENTDECK: `${process.execPath} ${DIST_MAIN}` },
      });
      let stdout = '';
      let stderr = '';
      child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
      child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
      const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
      child.on('error', reject);
      child.on('close', () => {
        clearTimeout(timer);
        resolve({ stdout, stderr });
      });
    });

  it('ends the command quietly with 0, on stderr as on stdout (secrets list 2>&1 | head -1)', async () => {
    // `true` reads nothing and exits at once: every write agentdeck makes meets a closed pipe.
    const stderrOnly = await pipeline('$AGENTDECK secrets list --verbose 2>&1 >/dev/null | true', t.env);
    expect(stderrOnly.stdout.trim()).toBe('AGENTDECK-STATUS=0');
    expect(stderrOnly.stderr).toBe('');
    const both = await pipeline('$AGENTDECK secrets list --verbose 2>&1 | head -1', t.env);
    expect(both.stdout).toMatch(/^agentdeck: secrets → [^\n]*\nAGENTDECK-STATUS=0\n$/);
  });

  it('keeps the exit code of a command that had already failed', async () => {
    const failed = await pipeline('$AGENTDECK secrets list -r nowhere 2>&1 | true', t.env);
    expect(failed.stdout.trim()).toBe('AGENTDECK-STATUS=2');
  });
});
