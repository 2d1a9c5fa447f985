// `agentdeck secrets …` as a user runs it: the built CLI in a child process (stdin a pipe, not a TTY) against the
// emulator on 127.0.0.1 with a private key. Every result is checked for leaked values and keys.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedPullSecretHost } from '../helpers/emulatorDb.js';
import {
  CANARY,
  expectClean,
  keysDirect,
  listSetsDirect,
  runBuilt,
  startTestEmulator,
  tempDir,
  type RunResult,
  type TestEmulator,
  cleanRunners,
} from './helpers.js';

let t: TestEmulator;
let secrets: string[];
const { run, runIn } = cleanRunners(() => t);

beforeAll(async () => {
  t = await startTestEmulator(150);
  secrets = [CANARY, ...t.keys];
}, 120_000);
afterAll(async () => {
  await t?.close();
});

// Writes read the set first and keep agentdeck's write marker (a salted scrypt digest): slower on a loaded machine.
describe.concurrent('secrets set', { timeout: 60_000 }, () => {
  it('creates with pairs and -s, previews keys only, shows the org default region, writes once', async () => {
    const r = await run(['secrets', 'set', 'app-one', `API_KEY=${CANARY}`, `OTHER="${CANARY} x"`, '-s']);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain('Region: us-west (organization default)');
    expect(r.stderr).toMatch(/Keys to add \(2\): API_KEY, OTHER/);
    expect(r.stderr).toContain("Secret set 'app-one' created in us-west");
    expect(await keysDirect(t, 'app-one')).toEqual(['API_KEY', 'OTHER']);
  });

  it('--skip long form, --json shape, added vs overwritten, existing region shown', async () => {
    await runIn(['secrets', 'set', 'app-two', `A=${CANARY}`, '--skip']);
    const r = await run(['secrets', 'set', 'app-two', `A=${CANARY}2`, `B=${CANARY}3`, '--skip', '--json']);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual({
      name: 'app-two',
      created: false,
      region: 'us-west',
      added: ['B'],
      overwritten: ['A'],
      status: 'pending',
      usedBy: [],
    });
    expect(r.stderr).toContain('Keys to overwrite (1): A');
    expect(r.stderr).toContain('Region: us-west (existing set)');
  });

  it('-f FILE: parses, skips comments; errors carry line numbers and write nothing', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'good.env'), `# comment\n\nDB_URL=${CANARY}\nTOKEN="${CANARY} quoted"\n`);
    writeFileSync(join(dir, 'bad.env'), `OK=${CANARY}\n${CANARY}\nEMPTY=\nbad key=1\n`);
    const [good, bad, missing] = await Promise.all([
      run(['secrets', 'set', 'from-file', '-f', join(dir, 'good.env'), '-s']),
      runIn(['secrets', 'set', 'bad-file', '--file', join(dir, 'bad.env'), '-s']),
      runIn(['secrets', 'set', 'no-file', '-f', join(dir, 'nope.env'), '-s']),
    ]);
    expect(good.code).toBe(0);
    expect(await keysDirect(t, 'from-file')).toEqual(['DB_URL', 'TOKEN']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('line 2');
    expect(bad.stderr).toContain('line 3');
    expect(bad.stderr).toContain('line 4');
    expect(bad.stderr).not.toContain('line 1:');
    expect(await keysDirect(t, 'bad-file')).toBeNull();
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('does not exist');
  });

  it('values piped on stdin stay out of argv: -f - and credentials -', async () => {
    const [set, noSkip, pull] = await Promise.all([
      runBuilt(['secrets', 'set', 'piped-set', '-f', '-', '-s'], t.env, {
        input: `# from a vault\nPIPED=${CANARY}\nbad line\n`,
      }),
      run(['secrets', 'set', 'piped-set', '-f', '-']),
      runBuilt(['secrets', 'image-pull-secret', 'piped-pull', 'https://ghcr.io', '-', '--wait', '--json'], t.env, {
        input: `me:${CANARY}\n`,
      }),
    ]);
    for (const r of [set, pull]) expectClean(r, secrets);
    expect(set.code).toBe(2);
    expect(set.stderr).toContain('stdin: line 3');
    expect(noSkip.code).toBe(2);
    expect(noSkip.stderr).toContain('--skip (-s)');
    expect(pull.code).toBe(0);
    expect(JSON.parse(pull.stdout)).toMatchObject({ name: 'piped-pull', status: 'ready' });
    const ok = await runBuilt(['secrets', 'set', 'piped-set', '-f', '-', '-s'], t.env, { input: `PIPED=${CANARY}\n` });
    expectClean(ok, secrets);
    expect(ok.code).toBe(0);
    expect(await keysDirect(t, 'piped-set')).toEqual(['PIPED']);
  });

  it('usage errors exit 2 and name the field and rule', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'f.env'), 'A=1\n');
    const [badName, badKey, noEq, both, none] = await Promise.all([
      run(['secrets', 'set', 'my set', 'A=1', '-s']),
      runIn(['secrets', 'set', 'ok-name', `bad.key=${CANARY}`, '-s']),
      runIn(['secrets', 'set', 'ok-name', CANARY, '-s']),
      runIn(['secrets', 'set', 'ok-name', 'A=1', '-f', join(dir, 'f.env'), '-s']),
      runIn(['secrets', 'set', 'ok-name', '-s']),
    ]);
    for (const r of [badName, badKey, noEq, both, none]) expect(r.code).toBe(2);
    expect(badName.stderr).toContain('set name "my set": only letters, numbers and hyphens');
    expect(badKey.stderr).toContain('argument 1: invalid key: keys are 1–64 letters, numbers, _ and -');
    expect(badKey.stderr).not.toContain('bad.key');
    expect(noEq.stderr).toContain("argument 1: missing '=' separator");
    expect(both.stderr).toContain('not both');
    expect(none.stderr).toContain('--file');
    expect((await listSetsDirect(t)).map((s) => s.name)).not.toContain('ok-name');
  });

  it('without a TTY never prompts: exit 2 naming --skip, nothing written', async () => {
    const r = await run(['secrets', 'set', 'no-tty', `A=${CANARY}`], {});
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--skip (-s)');
    expect(await keysDirect(t, 'no-tty')).toBeNull();
  });

  it('-r is validated against the service regions with the official message; a valid one is used', async () => {
    const [bad, good] = await Promise.all([
      run(['secrets', 'set', 'region-bad', 'A=1', '-s', '-r', 'mars-1']),
      run(['secrets', 'set', 'region-eu', 'A=1', '-s', '--region', 'eu-central', '--json']),
    ]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("Invalid region 'mars-1'. Valid regions are: us-west, us-east, eu-central, ap-south");
    expect(good.code).toBe(0);
    expect(JSON.parse(good.stdout).region).toBe('eu-central');
    expect(good.stderr).toContain('Region: eu-central');
    const sets = await listSetsDirect(t);
    expect(sets.find((s) => s.name === 'region-eu')?.region).toBe('eu-central');
    expect(sets.find((s) => s.name === 'region-bad')).toBeUndefined();
    // A set's region is fixed: asking for another fails before anything is written.
    const moved = await runIn(['secrets', 'set', 'region-eu', 'B=1', '-s', '-r', 'us-west']);
    expect(moved.code).toBe(1);
    expect(moved.stderr).toContain("'region-eu' is in region eu-central; a set's region cannot change (-r us-west)");
    expect(await keysDirect(t, 'region-eu')).toEqual(['A']);
  });

  it('--wait: exit 0 when ready; exit 1 with the errorMessage when failed', async () => {
    const [ok, failed] = await Promise.all([
      run(['secrets', 'set', 'wait-ok', 'A=1', '-s', '--wait', '--json']),
      run(['secrets', 'set', 'fail-wait', 'A=1', '-s', '--wait', '--json']),
    ]);
    expect(ok.code).toBe(0);
    expect(JSON.parse(ok.stdout).status).toBe('ready');
    expect(failed.code).toBe(1);
    const body = JSON.parse(failed.stdout);
    expect(body.status).toBe('failed');
    expect(body.errorMessage).toContain('could not be provisioned');
    expect(failed.stderr).toContain('failed to provision');
    expect(failed.stderr).not.toMatch(/[⠋⠙⠹]/); // no spinner without a terminal
  });
});

// Writes read the set first and keep agentdeck's write marker (a salted scrypt digest): slower on a loaded machine.
describe.concurrent('secrets list', { timeout: 60_000 }, () => {
  beforeAll(async () => {
    await Promise.all([
      runIn(['secrets', 'set', 'list-a', `K1=${CANARY}`, `K2=${CANARY}`, '-s', '--wait']),
      runIn(['secrets', 'set', 'fail-list', 'K=1', '-s', '--wait']),
      runIn([
        'secrets',
        'image-pull-secret',
        'list-pull',
        'https://index.docker.io/v1/',
        `bob:${CANARY}`,
        '-s',
        '--wait',
      ]),
    ]);
  }, 30_000);

  it('table NAME · TYPE · REGION · STATUS with glyph + word, errorMessage under failed rows', async () => {
    const r = await run(['secrets', 'list', '--no-sets']);
    expect(r.code).toBe(0);
    const lines = r.stdout.split('\n');
    expect(lines[0]).toMatch(/^NAME\s+TYPE\s+REGION\s+STATUS\s+USED BY$/);
    expect(lines.find((l) => l.startsWith('list-a '))).toMatch(/secret set\s+us-west\s+● ready/);
    expect(lines.find((l) => l.startsWith('list-pull '))).toMatch(/image pull secret\s+us-west\s+● ready/);
    const failedRow = lines.findIndex((l) => l.startsWith('fail-list '));
    expect(lines[failedRow]).toContain('✖ failed');
    expect(lines[failedRow + 1]).toMatch(/↳ Secret set could not be provisioned/);
    expect(r.stdout).not.toContain('\u001b['); // not a TTY → no colour
  });

  it("default (the seed's --sets true) and -s / --sets: secret sets only; --no-sets adds image pull secrets; --json shape", async () => {
    const [byDefault, short, long, noSets, table] = await Promise.all([
      run(['secrets', 'list', '--json']),
      runIn(['secrets', 'list', '-s', '--json']),
      runIn(['secrets', 'list', '--sets', '--json']),
      run(['secrets', 'list', '--no-sets', '--json']),
      runIn(['secrets', 'list']),
    ]);
    const names = (r: RunResult) => (JSON.parse(r.stdout).secretSets as Array<{ name: string }>).map((s) => s.name);
    for (const r of [byDefault, short, long]) {
      expect(names(r)).not.toContain('list-pull');
      expect(names(r)).toContain('list-a');
    }
    expect(names(noSets)).toContain('list-pull');
    expect(names(noSets)).toContain('list-a');
    expect(table.stdout).not.toContain('list-pull');
    expect(table.stderr).toMatch(/\(\d+ image pull secrets? not shown; --no-sets lists them too\)/);
    const first = JSON.parse(noSets.stdout).secretSets.find((s: { name: string }) => s.name === 'list-a');
    expect(first).toEqual({
      name: 'list-a',
      type: 'secret',
      region: 'us-west',
      status: 'ready',
      usedBy: [],
      problems: [],
    });
  });

  it('-r filters by region (validated)', async () => {
    await runIn(['secrets', 'set', 'list-east', 'A=1', '-s', '-r', 'us-east']);
    const [east, bad] = await Promise.all([
      run(['secrets', 'list', '-r', 'us-east', '--json']),
      runIn(['secrets', 'list', '-r', 'nowhere']),
    ]);
    const names = (JSON.parse(east.stdout).secretSets as Array<{ name: string; region: string }>).map((s) => s.region);
    expect(names).toContain('us-east');
    expect(new Set(names)).toEqual(new Set(['us-east']));
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("Invalid region 'nowhere'");
  });

  it('NAME: keys and status, never values; failed shows errorMessage; unknown exits 1; image pull secret summary', async () => {
    const [keys, json, failed, unknown, pull] = await Promise.all([
      run(['secrets', 'list', 'list-a']),
      runIn(['secrets', 'list', 'list-a', '--json']),
      runIn(['secrets', 'list', 'fail-list']),
      runIn(['secrets', 'list', 'nope-nope']),
      runIn(['secrets', 'list', 'list-pull', '--json']),
    ]);
    expect(keys.code).toBe(0);
    expect(keys.stdout).toContain('K1');
    expect(keys.stdout).toContain('● ready');
    // agentdeck's write marker is not listed as a key: it is said as what it records.
    expect(keys.stdout).toMatch(
      /^Last write: by agentdeck at \d\d:\d\d:\d\d UTC \(its marker records every key and value\) · emulator version 1$/m,
    );
    expect(keys.stdout).not.toContain('AGENTDECK_');
    const listed = JSON.parse(json.stdout);
    expect(listed).toEqual({
      name: 'list-a',
      type: 'secret',
      region: 'us-west',
      status: 'ready',
      keys: ['K1', 'K2'],
      written: {
        by: 'agentdeck',
        at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        mode: 'values',
        keysMatch: true,
        markerKey: expect.stringMatching(/^AGENTDECK_V2_/),
      },
      usedBy: [],
      staleness: { current: 0, stale: 0, unknown: 0, total: 0 },
      problems: [],
    });
    expect(failed.stderr).toContain('Provisioning failed: Secret set could not be provisioned');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain("No secret set named 'nope-nope'");
    expect(unknown.stderr).toContain('[NOT_FOUND]');
    expect(JSON.parse(pull.stdout)).toMatchObject({ name: 'list-pull', type: 'imagePullSecret' });
  });
});

// Writes read the set first and keep agentdeck's write marker (a salted scrypt digest): slower on a loaded machine.
describe.concurrent('secrets unset / delete', { timeout: 60_000 }, () => {
  beforeAll(async () => {
    await runIn(['secrets', 'set', 'edit-me', 'A=1', 'B=2', 'C=3', '-s']);
  });

  it('unset: -s and --skip remove the key; no TTY without --skip → 2; unknown key → 1', async () => {
    const noTty = await run(['secrets', 'unset', 'edit-me', 'A']);
    expect(noTty.code).toBe(2);
    expect(noTty.stderr).toContain('--skip');
    const [short, long] = [
      await runIn(['secrets', 'unset', 'edit-me', 'A', '-s']),
      await run(['secrets', 'unset', 'edit-me', 'B', '--skip', '--json']),
    ];
    expect(short.code, short.stderr).toBe(0);
    expect(long.code, long.stderr).toBe(0);
    expect(JSON.parse(long.stdout)).toEqual({ name: 'edit-me', key: 'B', removed: true, usedBy: [] });
    expect(await keysDirect(t, 'edit-me')).toEqual(['C']);
    const missing = await runIn(['secrets', 'unset', 'edit-me', 'ZZZ', '-s']);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain("Key 'ZZZ' is not in secret set 'edit-me'; nothing was changed");
    expect(missing.stderr).not.toContain('Set not found');
    const noSet = await runIn(['secrets', 'unset', 'no-such-set', 'A', '-s']);
    expect(noSet.code).toBe(1);
    expect(noSet.stderr).toContain("No secret set named 'no-such-set'");
  });

  it('delete: no TTY without --skip → 2 and the set stays; -s deletes; unknown → 1', async () => {
    await runIn(['secrets', 'set', 'del-me', 'A=1', '-s']);
    const noTty = await run(['secrets', 'delete', 'del-me']);
    expect(noTty.code).toBe(2);
    expect(await keysDirect(t, 'del-me')).toEqual(['A']);
    const ok = await run(['secrets', 'delete', 'del-me', '-s', '--json']);
    expect(ok.code).toBe(0);
    expect(JSON.parse(ok.stdout)).toEqual({ name: 'del-me', type: 'secret', deleted: true, usedBy: [] });
    expect(ok.stderr).toContain("Secret set 'del-me' deleted.");
    expect(await keysDirect(t, 'del-me')).toBeNull();
    const again = await runIn(['secrets', 'delete', 'del-me', '--skip']);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain("No secret set or image pull secret named 'del-me'");
  });

  it('delete of an image pull secret says so; unset on one says it has no keys', async () => {
    await runIn(['secrets', 'image-pull-secret', 'del-pull', 'https://ghcr.io', `bob:${CANARY}`, '-s']);
    const unset = await runIn(['secrets', 'unset', 'del-pull', 'A', '-s']);
    expect(unset.code).toBe(1);
    expect(unset.stderr).toContain("'del-pull' is an image pull secret; it has no keys to unset");
    const r = await run(['secrets', 'delete', 'del-pull', '-s', '--json']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toContain("Image pull secret 'del-pull' deleted.");
    expect(r.stderr).not.toContain('Secret set');
    expect(JSON.parse(r.stdout)).toEqual({ name: 'del-pull', type: 'imagePullSecret', deleted: true, usedBy: [] });
  });
});

describe.concurrent('secrets image-pull-secret', () => {
  it('creates (encoded by default), region shown; --json shape; --wait ready', async () => {
    const r = await run([
      'secrets',
      'image-pull-secret',
      'pull-one',
      'https://ghcr.io',
      `me:${CANARY}`,
      '--wait',
      '--json',
    ]);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual({
      name: 'pull-one',
      type: 'imagePullSecret',
      host: 'https://ghcr.io',
      created: true,
      region: 'us-west',
      encoded: true,
      status: 'ready',
    });
    expect(r.stderr).toContain('Region: us-west (organization default)');
    expect((await listSetsDirect(t)).find((s) => s.name === 'pull-one')?.type).toBe('imagePullSecret');
  });

  it('existing: no TTY without --skip → 2 (unchanged); -s updates in place', async () => {
    await runIn(['secrets', 'image-pull-secret', 'pull-two', 'https://ghcr.io', `me:${CANARY}`]);
    const noTty = await run(['secrets', 'image-pull-secret', 'pull-two', 'https://ghcr.io', `me:${CANARY}`]);
    expect(noTty.code).toBe(2);
    expect(noTty.stderr).toContain('--skip');
    const updated = await run([
      'secrets',
      'image-pull-secret',
      'pull-two',
      'https://ghcr.io',
      `me:${CANARY}`,
      '-s',
      '--json',
    ]);
    expect(updated.code).toBe(0);
    expect(JSON.parse(updated.stdout).created).toBe(false);
    expect(updated.stderr).toContain("Image pull secret 'pull-two' for https://ghcr.io updated");
  });

  it('--no-encode warns when the value is not base64 user:pass (and the set then fails); silent for base64', async () => {
    const encoded = Buffer.from(`me:${CANARY}`).toString('base64');
    const [raw, b64] = await Promise.all([
      run(['secrets', 'image-pull-secret', 'pull-raw', 'https://ghcr.io', `me:${CANARY}`, '--no-encode', '--wait']),
      runBuilt(
        ['secrets', 'image-pull-secret', 'pull-b64', 'https://ghcr.io', encoded, '--no-encode', '--wait'],
        t.env,
      ),
    ]);
    expect(raw.stderr).toContain('warning: --no-encode');
    expect(raw.code).toBe(1);
    expect(raw.stderr).toContain('failed to provision');
    expect(b64.code).toBe(0);
    expect(b64.stderr).not.toContain('warning');
    expect(b64.stdout + b64.stderr).not.toContain(encoded);
    expect(b64.stdout + b64.stderr).not.toContain(CANARY);
  });

  it('a bare registry host (ghcr.io), as the official CLI sends it, is accepted and sent as given; nonsense is refused', async () => {
    const bare = await run(['secrets', 'image-pull-secret', 'pull-bare', 'ghcr.io', `me:${CANARY}`, '-s', '--json']);
    expect(bare.code).toBe(0);
    expect(JSON.parse(bare.stdout)).toMatchObject({
      name: 'pull-bare',
      type: 'imagePullSecret',
      host: 'ghcr.io',
      created: true,
    });
    expect(bare.stderr).toContain('Host: ghcr.io');
    expect(storedPullSecretHost(t.emu.dataDir, 'pull-bare')).toBe('ghcr.io/'); // the service adds the slash
    const refused = await Promise.all(
      ['ftp://ghcr.io', 'gh cr.io', ''].map((host) =>
        runIn(['secrets', 'image-pull-secret', 'pull-bad-host', host, 'a:b', '-s']),
      ),
    );
    expect(refused.map((r) => r.code)).toEqual([2, 2, 2]);
    expect(refused[0].stderr).toContain('host "ftp://ghcr.io": the scheme must be http:// or https://');
    expect(refused[1].stderr).toContain('host "gh cr.io": must not contain spaces or control characters');
    expect(refused[2].stderr).toContain(
      'host: required (a registry host such as ghcr.io, or a URL such as https://index.docker.io/v1/)',
    );
    expect((await listSetsDirect(t)).some((x) => x.name === 'pull-bad-host')).toBe(false);
  });

  it('missing credentials without a TTY → 2 naming the argument; bad host / credentials / name clash', async () => {
    await runIn(['secrets', 'set', 'is-a-set', 'A=1', '-s']);
    const [noCreds, badHost, badCreds, clash] = await Promise.all([
      run(['secrets', 'image-pull-secret', 'pull-x', 'https://ghcr.io']),
      runIn(['secrets', 'image-pull-secret', 'pull-x', 'not a url', 'a:b']),
      runIn(['secrets', 'image-pull-secret', 'pull-x', 'https://ghcr.io', CANARY]),
      runIn(['secrets', 'image-pull-secret', 'is-a-set', 'https://ghcr.io', 'a:b', '-s']),
    ]);
    expect(noCreds.code).toBe(2);
    expect(noCreds.stderr).toContain("pass '-' and pipe username:password on stdin");
    expect(badHost.code).toBe(2);
    expect(badHost.stderr).toContain(
      'host "not a url": must not contain spaces or control characters (a registry host such as ghcr.io, or a URL such as https://index.docker.io/v1/)',
    );
    expect(badCreds.code).toBe(2);
    expect(badCreds.stderr).toContain('credentials: must be username:password');
    expect(clash.code).toBe(1);
    expect(clash.stderr).toContain("'is-a-set' is a secret set");
  });
});

describe.concurrent('whoami, --verbose, 401, no command', () => {
  it('whoami says where it talks to, never the key', async () => {
    const [human, json] = await Promise.all([runIn(['whoami']), run(['whoami', '--json'])]);
    const port = new URL(t.emu.apiHost).host;
    expect(human.stdout).toContain(`${port} (private key)`);
    expect(human.stdout).toContain('PIPECAT_API_KEY');
    expect(JSON.parse(json.stdout)).toMatchObject({
      kind: 'private-key',
      target: `${port} (private key)`,
      credentials: 'PIPECAT_API_KEY',
      roomSource: 'DAILY_API_KEY',
      roomApiUrl: t.emu.roomApiUrl,
    });
  });

  it('--verbose puts one line on stderr saying where each command goes', async () => {
    const [list, token] = await Promise.all([
      run(['secrets', 'list', '--json', '--verbose']),
      runIn(['rooms', 'create', '--verbose', '--json']),
    ]);
    const host = new URL(t.emu.apiHost).host;
    expect(list.stderr).toContain(
      `agentdeck: secrets → ${host} (private key); rooms → ${host} (DAILY_API_KEY); credentials from PIPECAT_API_KEY`,
    );
    expect(() => JSON.parse(list.stdout)).not.toThrow();
    expect(token.stderr).toContain('rooms →');
  });

  it('a rejected key → exit 1, says how to fix it, server code shown, key never printed', async () => {
    const wrongKey = 'pk_wrong_CANARYKEY_123456';
    const r = await runBuilt(['secrets', 'list', '--json'], { ...t.env, PIPECAT_API_KEY: wrongKey });
    expectClean(r, [...secrets, wrongKey]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('PIPECAT_API_KEY');
    expect(r.stderr).toContain('[UNAUTHORIZED]');
    expect(JSON.parse(r.stdout)).toMatchObject({ error: { code: 'UNAUTHORIZED', status: 401 } });
  });

  it('`agentdeck` without a terminal prints the set table (or --json) and the ssh -t hint', async () => {
    const [table, json] = await Promise.all([run([]), run(['--json'])]);
    expect(table.code).toBe(0);
    expect(table.stdout.split('\n')[0]).toMatch(/^NAME\s+TYPE\s+REGION\s+STATUS\s+USED BY$/);
    expect(table.stderr).toContain('ssh -t');
    expect(Array.isArray(JSON.parse(json.stdout).secretSets)).toBe(true);
  });

  it('colour only on a terminal and never with NO_COLOR; status stays glyph + word', async () => {
    await runIn(['secrets', 'set', 'colour-me', 'A=1', '-s', '--wait']);
    const [tty, noColor, pipe] = await Promise.all([
      runIn(['secrets', 'list'], {}, true),
      runIn(['secrets', 'list'], { NO_COLOR: '1' }, true),
      run(['secrets', 'list']),
    ]);
    expect(tty.stdout).toContain('\u001b[32m● ready');
    expect(noColor.stdout).not.toContain('\u001b[');
    expect(noColor.stdout).toContain('● ready');
    expect(pipe.stdout).not.toContain('\u001b[');
  });

  it('usage errors from commander exit 2; --help exits 0', async () => {
    const [unknown, missing, help] = await Promise.all([
      run(['secrets', 'list', '--bogus']),
      runIn(['secrets', 'unset', 'only-name']),
      runIn(['secrets', '--help']),
    ]);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("unknown option '--bogus'");
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain("missing required argument 'secret_key'");
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('image-pull-secret');
  });
});
