// Drives the BUILT app (`node dist/main.js`) in a real pseudo-terminal: a private tmux server running a clean
// bash with only the env we give it, against an emulator the test started. Used by the end-to-end tests.
import { execFileSync, spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import type { RunningEmulator } from '../../src/emulator/index.js';

export const MAIN = join(resolve(import.meta.dirname, '../..'), 'dist/main.js');
export const hasTmux = spawnSync('tmux', ['-V']).status === 0;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface TmuxApp {
  /** The visible screen. */
  pane(): string;
  /** Everything the pane ever showed, scrollback included. */
  history(): string;
  /** Waits for `text` on screen, bounded by a deadline; the error shows the last screen. */
  waitForText(text: string, timeoutMs?: number): Promise<string>;
  /** Named keys (Enter, Escape, Down, C-c) or single characters, one tmux call each. */
  keys(...keys: string[]): Promise<void>;
  /** Literal text, one chunk. */
  text(text: string): Promise<void>;
  /** Types a shell command line and presses Enter. */
  run(commandLine: string): void;
  tmux(...args: string[]): string;
  kill(): void;
}

/** Starts a cols×rows session whose shell points the app at `emulator` (private key + room key), or at nothing. */
export async function startTmuxApp(opts: {
  name: string;
  dir: string;
  /** Absent: nothing configured (the app starts its embedded emulator). */
  emulator?: RunningEmulator;
  cols?: number;
  rows?: number;
  setClipboard?: boolean;
  /** Changes to the shell's env; `undefined` removes a variable (e.g. PIPECAT_API_KEY for a login test). */
  env?: Record<string, string | undefined>;
}): Promise<TmuxApp> {
  const socket = `agentdeck-e2e-${opts.name}-${process.pid}`;
  const session = opts.name;
  const tmux = (...args: string[]) => execFileSync('tmux', ['-L', socket, ...args], { encoding: 'utf8' });
  const pane = () => tmux('capture-pane', '-p', '-t', session);
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    TERM: 'xterm-256color',
    HOME: join(opts.dir, 'home'),
    XDG_DATA_HOME: join(opts.dir, 'data'),
    XDG_CONFIG_HOME: join(opts.dir, 'config'),
    PIPECAT_CONFIG_PATH: join(opts.dir, 'no-pipecatcloud.toml'),
    ...(opts.emulator
      ? {
          PIPECAT_API_KEY: opts.emulator.keys.privateKey,
          PIPECAT_API_HOST: opts.emulator.apiHost,
          DAILY_API_KEY: opts.emulator.keys.roomKey,
          DAILY_API_URL: opts.emulator.roomApiUrl,
        }
      : {}),
    PS1: '$ ',
    // bash writes its history when tmux's kill-server hangs it up: never into the test's HOME (its removal races it).
    HISTFILE: '/dev/null',
    ...(process.env.AGENTDECK_SQLITE ? { AGENTDECK_SQLITE: process.env.AGENTDECK_SQLITE } : {}),
  };
  for (const [k, v] of Object.entries(opts.env ?? {})) {
    if (v === undefined) delete env[k];
    else env[k] = v;
  }
  const envArgs = Object.entries(env).map(([k, v]) => `${k}=${v}`);
  // `env -i` also leaves TMUX unset, so the app sends plain OSC 52, which tmux keeps as a paste buffer.
  tmux(
    'new-session',
    '-d',
    '-s',
    session,
    '-x',
    String(opts.cols ?? 80),
    '-y',
    String(opts.rows ?? 24),
    'env',
    '-i',
    ...envArgs,
    'bash',
    '--norc',
    '--noprofile',
  );
  if (opts.setClipboard) tmux('set-option', '-g', 'set-clipboard', 'on');
  await sleep(300);
  return {
    pane,
    history: () => tmux('capture-pane', '-p', '-S', '-', '-t', session),
    async waitForText(text, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      let last = '';
      while (Date.now() < deadline) {
        last = pane();
        if (last.includes(text)) return last;
        await sleep(100);
      }
      throw new Error(`timed out waiting for ${JSON.stringify(text)}; screen was:\n${last}`);
    },
    async keys(...keys) {
      for (const k of keys) {
        tmux('send-keys', '-t', session, k);
        await sleep(150);
      }
    },
    async text(s) {
      tmux('send-keys', '-t', session, '-l', s);
      await sleep(150);
    },
    run(commandLine) {
      tmux('send-keys', '-t', session, '-l', commandLine);
      tmux('send-keys', '-t', session, 'Enter');
    },
    tmux,
    kill() {
      try {
        tmux('kill-server');
      } catch {
        // already gone
      }
    },
  };
}
