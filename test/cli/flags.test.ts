// Every flag counts: options before the command apply or are a usage error, unknown commands get a suggestion,
// and messages name the right thing (room service credentials, DAILY_API_URL, emulator usage errors).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CANARY,
  cleanRunners,
  isolatedEnv,
  runBuilt,
  runInProcess,
  startTestEmulator,
  type TestEmulator,
} from './helpers.js';

let t: TestEmulator;
const { run, runIn } = cleanRunners(() => t);

beforeAll(async () => {
  t = await startTestEmulator(100);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const userTokenEnv = () => ({ PIPECAT_API_KEY: '', PIPECAT_TOKEN: t.emu.keys.userToken });

async function orgSetNames(org: string): Promise<string[]> {
  const res = await fetch(`${t.emu.apiHost}/v1/organizations/${org}/secrets`, {
    headers: { authorization: `Bearer ${t.emu.keys.userToken}` },
  });
  return ((await res.json()) as { sets: Array<{ name: string }> }).sets.map((s) => s.name);
}

describe.concurrent('options before the command', () => {
  it('-o ORG before `secrets set` writes to that organization (not the default one)', async () => {
    const r = await run(['-o', 'staging', 'secrets', 'set', 'before-cmd', `A=${CANARY}`, '-s'], userTokenEnv());
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toContain('org staging');
    expect(await orgSetNames('staging')).toContain('before-cmd');
    expect(await orgSetNames('local')).not.toContain('before-cmd');
    const long = await run(['--organization', 'staging', 'secrets', 'list', '--json'], userTokenEnv());
    expect(JSON.parse(long.stdout).secretSets.map((s: { name: string }) => s.name)).toContain('before-cmd');
  });

  it('--json and --verbose before the command apply to it', async () => {
    const [json, verbose, who] = await Promise.all([
      runIn(['--json', 'secrets', 'list']),
      runIn(['--verbose', 'secrets', 'list']),
      runIn(['--json', '--verbose', 'whoami']),
    ]);
    expect(json.code).toBe(0);
    expect(JSON.parse(json.stdout)).toHaveProperty('secretSets');
    expect(verbose.stderr).toContain('agentdeck: secrets → ');
    expect(JSON.parse(who.stdout)).toMatchObject({ kind: 'private-key' });
    expect(who.stderr).toContain('agentdeck: secrets → ');
  });

  it('a command without that option, or two different values, is a usage error (exit 2) and nothing runs', async () => {
    const [rooms, emulator, twice, same] = await Promise.all([
      runIn(['-o', 'staging', 'rooms', 'create', '--name', 'never-made'], userTokenEnv()),
      runIn(['--json', 'emulator']),
      runIn(['-o', 'staging', 'secrets', 'set', 'twice-set', 'A=1', '-s', '-o', 'local'], userTokenEnv()),
      runIn(['-o', 'staging', 'secrets', 'list', '-o', 'staging', '--json'], userTokenEnv()),
    ]);
    expect(rooms.code).toBe(2);
    expect(rooms.stderr).toContain("-o/--organization given before 'rooms create', which does not take it");
    expect(emulator.code).toBe(2);
    expect(emulator.stderr).toContain("--json given before 'emulator'");
    expect(twice.code).toBe(2);
    expect(twice.stderr).toContain(
      "-o/--organization given twice with different values ('staging' before 'secrets set', 'local' after it)",
    );
    expect(same.code).toBe(0);
    expect(await orgSetNames('staging')).not.toContain('twice-set');
    expect(await orgSetNames('local')).not.toContain('twice-set');
    const room = await fetch(`${t.emu.roomApiUrl}/rooms/never-made`, {
      headers: { authorization: `Bearer ${t.emu.keys.roomKey}` },
    });
    expect(room.status).toBe(404);
  });
});

describe.concurrent('unknown commands', () => {
  it.each([
    [['bogus'], "error: unknown command 'bogus'", undefined],
    [['secrts', 'list'], "error: unknown command 'secrts'", '(Did you mean secrets?)'],
    [['--json', 'whoam'], "error: unknown command 'whoam'", '(Did you mean whoami?)'],
    [['secrets', 'lst'], "error: unknown command 'lst'", '(Did you mean list?)'],
    [['rooms', 'creat'], "error: unknown command 'creat'", '(Did you mean create?)'],
  ])('%j → exit 2 naming it, with the closest command', async (args, message, suggestion) => {
    const r = await runInProcess(args, isolatedEnv());
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(message);
    if (suggestion) expect(r.stderr).toContain(suggestion);
    expect(r.stdout).toBe('');
  });
});

describe.concurrent('parse errors never echo an argument that may hold a secret', () => {
  it.each([
    [['secrets', 'set', 'x', `-@Jkb${CANARY}=x`], "an argument starting with '-' is not an option of this command"],
    [['secrets', 'set', 'x', `--MYKEY=${CANARY}`], "unknown option '--MYKEY' (its value is not shown)"],
    [[`KEY.${CANARY}=1`], 'unknown command (the argument is not shown'],
  ])('%j → exit 2, the rule, no fragment of the text', async (args, message) => {
    const r = await runInProcess(args, isolatedEnv({ PIPECAT_API_KEY: 'pk_never_used_000000' }));
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(message);
    expect(r.stderr).not.toContain('CANARY');
    expect(r.stdout).toBe('');
  });

  it('an option name alone is still quoted with its suggestion', async () => {
    const r = await runInProcess(['secrets', 'list', '--jsn'], isolatedEnv());
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("unknown option '--jsn'");
    expect(r.stderr).toContain('(Did you mean --json?)');
  });
});

describe.concurrent('messages name the right thing', () => {
  it('a 401 from the room service names DAILY_API_KEY and the room service, not the Pipecat key', async () => {
    const r = await run(['rooms', 'create', '--json'], { DAILY_API_KEY: 'daily_emu_wrongwrongwrongwrongwrong' });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('Check DAILY_API_KEY');
    expect(r.stderr).toContain('(room service: ');
    expect(r.stderr).not.toContain('PIPECAT_API_KEY');
    expect(JSON.parse(r.stdout).error.status).toBe(401);
  });

  it('DAILY_API_URL / PIPECAT_API_HOST that are not URLs name the variable (exit 2) and are not echoed', async () => {
    const [daily, host] = await Promise.all([
      runIn(['rooms', 'get', 'https://x.daily.co/r'], { DAILY_API_URL: 'garbage-secretish' }),
      runIn(['secrets', 'list'], { PIPECAT_API_HOST: 'ftp://nope-secretish' }),
    ]);
    expect(daily.code).toBe(2);
    expect(daily.stderr).toContain('DAILY_API_URL: must be a full http(s) URL such as https://api.daily.co/v1');
    expect(host.code).toBe(2);
    expect(host.stderr).toContain('PIPECAT_API_HOST: must be a full http(s) URL');
    for (const r of [daily, host]) expect(r.stderr).not.toContain('secretish');
  });

  it('`emulator` usage errors exit 2 like every other command', async () => {
    const env = isolatedEnv();
    const [unknown, badPort] = await Promise.all([
      runBuilt(['emulator', '--bogus'], env),
      runBuilt(['emulator', '--port', 'abc'], env),
    ]);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("unknown option '--bogus'");
    expect(badPort.code).toBe(2);
    expect(badPort.stderr).toContain('--port must be an integer');
  });
});
