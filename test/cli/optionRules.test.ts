// Option values a script can get wrong without noticing. An option that takes one value, given twice with different
// values, is a usage error on every command: `-f a -f b` used to send b alone and `-r eu -r us` to write to us — a
// key silently missing in CI. Repeatable options (`--sip-codec`, `--unset`) collect every value; the same value
// twice is accepted, as before and after a command. An empty `-r` or `-o` (an unset variable) is refused, not
// read as the default.
import type { Command, Option } from 'commander';
import { describe, expect, it } from 'vitest';
import { buildProgram } from '../../src/cli/program.js';
import { Runtime } from '../../src/cli/runtime.js';
import { isolatedEnv, runInProcess } from './helpers.js';

const sink = () => ({
  text: '',
  isTTY: false,
  write(chunk: string) {
    this.text += chunk;
    return true;
  },
});

/** Every command that runs something, with its path, loading each group's commands as a command line would. */
async function everyCommand(): Promise<Array<{ path: string[]; command: Command }>> {
  const rt = new Runtime({
    startEmbeddedEmulator: async () => {
      throw new Error('never started');
    },
    stdout: sink(),
    stderr: sink(),
    env: isolatedEnv(),
    isTTY: false,
  });
  const found: Array<{ path: string[]; command: Command }> = [];
  const root = await buildProgram(rt, []);
  found.push({ path: [], command: root });
  for (const top of root.commands) {
    const loaded = (await buildProgram(rt, [top.name()])).commands.find((c) => c.name() === top.name())!;
    if (loaded.commands.length === 0) found.push({ path: [top.name()], command: loaded });
    for (const sub of loaded.commands) found.push({ path: [top.name(), sub.name()], command: sub });
  }
  return found;
}

/** A value the option's parser accepts (choices first, then a number, then a word). */
function valid(option: Option, nth: number): string {
  if (option.argChoices?.length) return option.argChoices[nth % option.argChoices.length];
  // A duration in seconds has a range (--drain-timeout: up to a day); a timestamp does not.
  if (/^--drain-timeout/.test(option.long ?? '')) return String(60 + nth);
  if (/seconds|<n>|timestamp|<track>/.test(option.flags)) return String(1700000000 + nth);
  if (/<json>/.test(option.flags)) return JSON.stringify({ n: nth });
  return `value-${nth}`;
}

describe('an option that takes one value, given twice', () => {
  it('is a usage error on every command, naming the option and never the values', async () => {
    const cases: Array<{ args: string[]; flag: string }> = [];
    for (const { path, command } of await everyCommand()) {
      for (const option of command.options) {
        if (!(option.required || option.optional) || /repeatable/.test(option.description)) continue;
        const flag = option.long ?? option.short!;
        const [a, b] = [valid(option, 0), valid(option, 1)];
        if (a === b) continue; // an option with a single choice cannot be given two different values
        cases.push({ args: [...path, flag, `${a}`, flag, `${b}`], flag });
      }
    }
    expect(cases.length).toBeGreaterThan(60); // not vacuous: every group's options are here
    for (const { args, flag } of cases) {
      const r = await runInProcess(args, isolatedEnv());
      expect({ args, code: r.code }).toEqual({ args, code: 2 });
      expect(r.stderr, args.join(' ')).toMatch(
        new RegExp(`error: (-[a-z]/)?${flag} given twice with different values: it takes one`),
      );
      expect(r.stderr).not.toContain(args[args.length - 1]);
    }
  });

  it('-f and -r on secrets set: refused before anything is read or sent; one value, or the same twice, goes on', async () => {
    const [files, regions, same] = await Promise.all([
      runInProcess(['secrets', 'set', 'ci-set', '-f', 'a.env', '-f', 'b.env', '-s'], isolatedEnv()),
      runInProcess(['secrets', 'set', 'ci-set', 'A=1', '-r', 'eu', '-r', 'us', '-s'], isolatedEnv()),
      runInProcess(
        ['secrets', 'set', 'ci-set', '-f', '/nonexistent/a.env', '-f', '/nonexistent/a.env', '-s'],
        isolatedEnv(),
      ),
    ]);
    expect(files.code).toBe(2);
    expect(files.stderr).toBe(
      'error: -f/--file given twice with different values: it takes one, and the second would replace the first (the values are not shown); give it once\n',
    );
    expect(regions.code).toBe(2);
    expect(regions.stderr).toContain('error: -r/--region given twice with different values');
    expect(same.code).toBe(2);
    expect(same.stderr).toContain('--file: file "/nonexistent/a.env" does not exist');
  });

  it('repeatable options still collect every value', async () => {
    const r = await runInProcess(
      ['rooms', 'create', '--sip-codec', 'audio=OPUS', '--sip-codec', 'video=H264', '--privacy', 'nope'],
      isolatedEnv(),
    );
    expect(r.stderr).not.toContain('given twice');
    expect(r.stderr).toContain("option '--privacy <privacy>' argument 'nope' is invalid"); // parsing went past both
  });
});

describe('an empty -r or -o', () => {
  it('is a usage error on every command that takes it, saying what leaving it out means', async () => {
    const cases: Array<[string[], string]> = [
      [
        ['secrets', 'set', 'x', 'A=1', '-s', '-r', ''],
        "-r/--region: must not be empty (leave the option out for the organization's default region)",
      ],
      [
        ['secrets', 'image-pull-secret', 'x', 'ghcr.io', 'u:p', '-s', '--region', ' '],
        '-r/--region: must not be empty',
      ],
      [['secrets', 'list', '-r', ''], '-r/--region: must not be empty (leave the option out for all regions)'],
      [['agents', 'list', '-r', ''], '-r/--region: must not be empty (leave the option out for all regions)'],
      [
        ['secrets', 'list', '-o', ''],
        '-o/--organization: must not be empty (leave the option out for the current organization)',
      ],
      [['-o', '', 'secrets', 'list'], '-o/--organization: must not be empty'],
    ];
    for (const [args, message] of cases) {
      const r = await runInProcess(args, isolatedEnv());
      expect({ args, code: r.code }).toEqual({ args, code: 2 });
      expect(r.stderr).toContain(message);
    }
  });
});

describe('--drain-timeout and --no-drain without --rollout', () => {
  it('are a usage error on every secrets command that redeploys only with --rollout, before anything is reached', async () => {
    // runInProcess's embedded emulator throws if started: a refused command never gets that far.
    const commands = [
      ['secrets', 'set', 'ci-set', 'A=1', '-s'],
      ['secrets', 'unset', 'ci-set', 'A', '-s'],
      ['secrets', 'image-pull-secret', 'ci-pull', 'ghcr.io', 'u:p', '-s'],
    ];
    for (const command of commands) {
      for (const [extra, flag] of [
        [['--drain-timeout', '60'], '--drain-timeout'],
        [['--no-drain'], '--no-drain'],
      ] as const) {
        const r = await runInProcess([...command, ...extra], isolatedEnv());
        expect({ command, code: r.code }).toEqual({ command, code: 2 });
        expect(r.stderr).toBe(
          `error: ${flag} is for --rollout (how long the rollout follows the sessions on an old deployment); add --rollout or leave it out. Nothing was written\n`,
        );
      }
    }
  });

  it('go on with --rollout, and agents redeploy takes them alone', async () => {
    const withRollout = await runInProcess(
      ['secrets', 'set', 'ci-set', 'A=1', '-s', '--rollout', '--no-drain'],
      isolatedEnv(),
    );
    expect(withRollout.stderr).not.toContain('is for --rollout');
    expect(withRollout.stderr).toContain('the embedded emulator must not start here'); // it went on to the target
    const redeploy = await runInProcess(['agents', 'redeploy', 'bot', '--no-drain', '-s'], isolatedEnv());
    expect(redeploy.stderr).not.toContain('is for --rollout');
  });
});
