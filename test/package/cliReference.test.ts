// docs/cli.md's reference is the commander program as it is now: `scripts/cli-reference.mjs --check` fails when a
// command, argument, option, default or exit code changed and docs/cli.md was not regenerated.
import { spawnSync } from 'node:child_process';
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isolatedEnv, ROOT, runInProcess, tempDir } from '../cli/helpers.js';

const SCRIPT = join(ROOT, 'scripts', 'cli-reference.mjs');
const DOC = join(ROOT, 'docs', 'cli.md');
const check = (...args: string[]) =>
  spawnSync(process.execPath, [SCRIPT, '--check', ...args], { cwd: ROOT, encoding: 'utf8' });

/** The command names a `--help` lists under "Commands:". */
async function listedCommands(...group: string[]): Promise<string[]> {
  // `emulator --help` is the emulator's own parser's (not run here): it lists no commands.
  const r = await runInProcess([...group, '--help'], isolatedEnv({ COLUMNS: '200' }), {
    deps: { runEmulator: async () => 0 },
  });
  expect(r.code).toBe(0);
  const section = r.stdout.split(/^Commands:\n/m)[1] ?? '';
  return [...section.matchAll(/^ {2}([a-z][\w-]*)/gm)].map((m) => m[1]).filter((name) => name !== 'help');
}

describe('docs/cli.md', () => {
  it('is current (run node scripts/cli-reference.mjs after changing a command)', () => {
    const result = check();
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it('the check notices a stale reference', () => {
    const copy = join(tempDir('agentdeck-cli-doc-'), 'cli.md');
    copyFileSync(DOC, copy);
    expect(check('--doc', copy).status).toBe(0);
    const text = readFileSync(copy, 'utf8');
    const stale = text.replace(
      '| `--wait-timeout <seconds>` | Longest time --wait polls. (default: 300) |',
      '| `--wait-timeout <seconds>` | Longest time --wait polls. (default: 30) |',
    );
    expect(stale).not.toBe(text);
    writeFileSync(copy, stale);
    const result = check('--doc', copy);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('is out of date with the commander program; run node scripts/cli-reference.mjs');
  });

  it('has a section for every command `--help` lists, in every group', async () => {
    const doc = readFileSync(DOC, 'utf8');
    const top = await listedCommands();
    expect(top).toEqual(expect.arrayContaining(['secrets', 'rooms', 'recordings', 'auth', 'whoami', 'emulator']));
    let sections = 0;
    for (const name of top) {
      const subcommands = await listedCommands(name);
      for (const sub of subcommands.length > 0 ? subcommands : [undefined]) {
        const heading = `#### agentdeck ${name}${sub ? ` ${sub}` : ''}\n`;
        expect(doc, heading).toContain(heading);
        sections++;
      }
    }
    expect(sections).toBeGreaterThanOrEqual(25);
  });

  it('states the exit codes the code gives: 0, 1, and 2 for usage errors', () => {
    const doc = readFileSync(DOC, 'utf8');
    expect(doc).toMatch(/^\| 0 \(success\) \| – \| success/m);
    expect(doc).toMatch(/^\| 2 \(usage error\) \| `VALIDATION` \|/m);
    expect(doc).toMatch(/^\| 1 \(failure\) \| `NOT_APPLIED`, `OUTCOME_UNKNOWN` \|/m);
  });
});
