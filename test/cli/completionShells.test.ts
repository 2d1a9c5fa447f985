// The printed completion scripts, sourced in real bash, zsh and fish and asked for completions, with
// `agentdeck` on PATH being the built bin and a real emulator as the target (set names over HTTP).
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIST_MAIN, runBuilt, runInProcess, startTestEmulator, tempDir, type TestEmulator } from './helpers.js';

const has = (shell: string) => spawnSync('sh', ['-c', `command -v ${shell}`]).status === 0;

let t: TestEmulator;
let dir: string;
let env: NodeJS.ProcessEnv;

beforeAll(async () => {
  t = await startTestEmulator(0);
  for (const name of ['video-bot', 'voice-bot']) {
    const r = await runInProcess(['secrets', 'set', name, 'K=v', '--skip'], t.env);
    expect(r.code, r.stderr).toBe(0);
  }
  dir = tempDir('agentdeck-completion-');
  mkdirSync(join(dir, 'bin'));
  const shim = join(dir, 'bin', 'agentdeck');
  writeFileSync(shim, `#!/bin/sh\nexec "${process.execPath}" "${DIST_MAIN}" "$@"\n`);
  chmodSync(shim, 0o755);
  mkdirSync(join(dir, 'work'));
  writeFileSync(join(dir, 'work', 'prod.env'), 'K=v\n');
  env = { ...t.env, PATH: `${join(dir, 'bin')}:${process.env.PATH}`, XDG_CACHE_HOME: join(dir, 'cache') };
  for (const shell of ['bash', 'zsh', 'fish'] as const) {
    const script = await runBuilt(['completion', shell], env);
    expect(script.code).toBe(0);
    expect(script.stderr).toBe('');
    writeFileSync(join(dir, `agentdeck.${shell}`), script.stdout);
  }
});

afterAll(async () => {
  await t.close();
});

/** Runs the shell asynchronously: the emulator answering the set-name look-ups lives in this process. */
async function run(shell: string, args: string[], body: string): Promise<string[]> {
  const child = spawn(shell, [...args, body], { env, cwd: join(dir, 'work'), stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
  child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  clearTimeout(timer);
  expect(stderr).toBe('');
  expect(code).toBe(0);
  return stdout.split('\n').filter(Boolean);
}

describe('bash', () => {
  /** Completes the words as bash splits them (COMP_WORDS), the cursor in the last one. */
  const bash = (...words: string[]) =>
    run(
      'bash',
      ['--norc', '--noprofile', '-c'],
      `source ${dir}/agentdeck.bash
COMP_WORDS=(${words.map((w) => `'${w}'`).join(' ')}); COMP_CWORD=${words.length - 1}
COMP_LINE="\${COMP_WORDS[*]}"; COMP_POINT=\${#COMP_LINE}
_agentdeck_complete; printf '%s\\n' "\${COMPREPLY[@]}"`,
    );

  it('registers for agentdeck and completes commands, subcommands, options', async () => {
    expect(
      await run('bash', ['--norc', '--noprofile', '-c'], `source ${dir}/agentdeck.bash; complete -p agentdeck`),
    ).toEqual(['complete -F _agentdeck_complete agentdeck']);
    expect(await bash('agentdeck', 'se')).toEqual(['secrets']);
    expect(await bash('agentdeck', 'secrets', '')).toEqual([
      'list',
      'set',
      'unset',
      'delete',
      'image-pull-secret',
      'doctor',
    ]);
    expect(await bash('agentdeck', 'secrets', 'list', '--r')).toEqual(['--region']);
  });

  it('fixed values, also where bash split --privacy=pr at the =', async () => {
    expect(await bash('agentdeck', 'rooms', 'create', '--privacy', '')).toEqual(['public', 'private']);
    expect(await bash('agentdeck', 'rooms', 'create', '--privacy', '=', 'pr')).toEqual(['private']);
    expect(await bash('agentdeck', 'rooms', 'create', '--recording', '=')).toEqual([
      'cloud',
      'cloud-audio-only',
      'local',
      'raw-tracks',
    ]);
  });

  it('set names from the target, and file names for -f', async () => {
    expect(await bash('agentdeck', 'secrets', 'delete', '')).toEqual(['video-bot', 'voice-bot']);
    expect(await bash('agentdeck', 'secrets', 'set', 'vi')).toEqual(['video-bot']);
    expect(await bash('agentdeck', 'secrets', 'set', 'x', '-f', 'pr')).toEqual(['prod.env']);
  });
});

describe.skipIf(!has('zsh'))('zsh', () => {
  // compsys needs a live line editor; the completion widgets it would call are stubbed to print what they get.
  const zsh = (...words: string[]) =>
    run(
      'zsh',
      ['-f', '-c'],
      `compdef() { print -- "compdef $*" }
_describe() { print -l -- "\${(@P)\${@[-1]}}" }
_files() { print -- '<files>' }
source ${dir}/agentdeck.zsh
words=(${words.map((w) => `'${w}'`).join(' ')}); CURRENT=${words.length}
_agentdeck`,
    );

  it('registers with compdef and completes commands (with descriptions), values, set names, files', async () => {
    const top = await zsh('agentdeck', 'ro');
    expect(top[0]).toBe('compdef _agentdeck agentdeck');
    expect(top.slice(1)).toEqual(['rooms:Create, look up and delete rooms; issue meeting tokens.']);
    expect(await zsh('agentdeck', 'rooms', 'create', '--privacy', '')).toEqual([
      'compdef _agentdeck agentdeck',
      'public',
      'private',
    ]);
    expect(await zsh('agentdeck', 'rooms', 'create', '--privacy=pu')).toEqual([
      'compdef _agentdeck agentdeck',
      '--privacy=public',
    ]);
    expect(await zsh('agentdeck', 'secrets', 'unset', '')).toEqual([
      'compdef _agentdeck agentdeck',
      'video-bot',
      'voice-bot',
    ]);
    expect(await zsh('agentdeck', 'secrets', 'set', 'x', '--file', '')).toEqual([
      'compdef _agentdeck agentdeck',
      '<files>',
    ]);
  });
});

describe.skipIf(!has('fish'))('fish', () => {
  const fish = (line: string) =>
    run('fish', ['--no-config', '-c'], `source ${dir}/agentdeck.fish; complete -C '${line}'`);

  it('completes commands with descriptions, values, set names and files through complete -C', async () => {
    expect(await fish('agentdeck sec')).toEqual(['secrets\tManage secret sets and image pull secrets.']);
    expect(await fish('agentdeck rooms create --recording ')).toEqual([
      'cloud',
      'cloud-audio-only',
      'local',
      'raw-tracks',
    ]);
    expect(await fish('agentdeck rooms create --privacy=pr')).toEqual(['--privacy=private']);
    expect(await fish('agentdeck secrets list ')).toEqual(['video-bot', 'voice-bot']);
    expect(await fish('agentdeck secrets set x -f pr')).toEqual(['prod.env']);
  });
});
