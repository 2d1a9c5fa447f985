// `--help` wraps to the terminal width: every command found in the program tree (through the completion
// engine, so commands added later are covered), at 80 columns (no terminal), COLUMNS=60 and a 100-column TTY.
import { describe, expect, it } from 'vitest';
import { helpWidth } from '../../src/cli/helpLayout.js';
import { isolatedEnv, runInProcess } from './helpers.js';

const env = isolatedEnv({ PIPECAT_API_KEY: 'k', PIPECAT_API_HOST: 'http://127.0.0.1:9' });

async function commandPaths(): Promise<string[][]> {
  const names = async (words: string[]) =>
    (await runInProcess(['__complete', ...words, ''], env)).stdout
      .split('\n')
      .filter(Boolean)
      .map((line) => line.split('\t')[0]);
  const paths: string[][] = [[]];
  for (const top of await names([])) {
    if (top === 'help' || top === 'emulator') continue;
    paths.push([top]);
    for (const sub of await names([top])) paths.push([top, sub]);
  }
  return paths;
}

const longest = (text: string) => Math.max(...text.split('\n').map((line) => line.length));
/** Help text without the shell commands of `completion --help`'s install block (a command is not wrapped). */
const prose = (text: string) => text.replace(/\nInstall:\n(?: {2}.*\n)+/, '\n');

describe('--help fits the terminal', () => {
  it('every command at the default 80 columns and at COLUMNS=60', async () => {
    const paths = await commandPaths();
    expect(paths.length).toBeGreaterThan(10);
    expect(paths).toContainEqual(['completion']);
    for (const path of paths) {
      for (const columns of [undefined, 60]) {
        const r = await runInProcess([...path, '--help'], {
          ...env,
          COLUMNS: columns === undefined ? undefined : String(columns),
        });
        expect(r.code, path.join(' ')).toBe(0);
        expect(
          longest(prose(r.stdout)),
          `${path.join(' ') || 'agentdeck'} --help at ${columns ?? 80} columns`,
        ).toBeLessThanOrEqual(columns ?? 80);
      }
    }
  });

  it('the network policy is printed once, under the root help only, not on every command', async () => {
    const paths = await commandPaths();
    for (const path of paths) {
      const r = await runInProcess([...path, '--help'], env);
      const count = (r.stdout.match(/^Network: /gm) ?? []).length;
      expect(count, `${path.join(' ') || 'agentdeck'} --help`).toBe(path.length === 0 ? 1 : 0);
    }
  });

  it('a wide item puts its description under the term, wrapped and indented', async () => {
    const r = await runInProcess(['secrets', '--help'], env);
    expect(r.stdout).toMatch(
      /\n {2}image-pull-secret \[options\] <name> <host> \[credentials\]\n {6}Creates or updates credentials/,
    );
    expect(longest(r.stdout)).toBeGreaterThan(60); // it does use the width it has
  });

  it('width: the terminal when writing to one, else COLUMNS, else 80; never below 40 or above 120', () => {
    expect(helpWidth({ write: () => true, isTTY: true, columns: 100 } as never, {})).toBe(100);
    expect(helpWidth({ write: () => true, isTTY: false }, { COLUMNS: '70' })).toBe(70);
    expect(helpWidth({ write: () => true }, {})).toBe(80);
    expect(helpWidth({ write: () => true, isTTY: true, columns: 20 } as never, {})).toBe(40);
    expect(helpWidth({ write: () => true, isTTY: true, columns: 300 } as never, {})).toBe(120);
    expect(helpWidth({ write: () => true }, { COLUMNS: 'wide' })).toBe(80);
  });
});
