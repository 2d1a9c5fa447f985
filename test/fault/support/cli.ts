// Runs the BUILT command line (dist/main.js) as a child process with a deadline, in a throwaway HOME.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '..', '..', '..');
export const MAIN = join(ROOT, 'dist', 'main.js');

export function requireBuiltCli(): void {
  if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run \`npm run build\` before these tests`);
}

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
  ms: number;
  /** True when the deadline killed the process. */
  timedOut: boolean;
}

export interface Target {
  apiHost: string;
  roomApiUrl: string;
  keys: { privateKey: string; roomKey: string };
}

/** No inherited PIPECAT_/DAILY_/AGENTDECK_ settings; HOME and XDG dirs inside `home`; no colour. */
export function isolatedEnv(home: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (!/^(PIPECAT_|DAILY_|AGENTDECK_)/.test(name)) env[name] = value;
  }
  // The SQLite driver the suite runs on (CI runs the emulator tests with each) applies to the processes it starts.
  if (process.env.AGENTDECK_SQLITE) env.AGENTDECK_SQLITE = process.env.AGENTDECK_SQLITE;
  return Object.assign(env, {
    HOME: home,
    XDG_CONFIG_HOME: join(home, '.config'),
    XDG_DATA_HOME: join(home, '.local', 'share'),
    PIPECAT_CONFIG_PATH: join(home, 'absent-pipecatcloud.toml'),
    AGENTDECK_CONFIG: join(home, 'absent-agentdeck.toml'),
    NO_COLOR: '1',
    FORCE_COLOR: '0',
    CI: 'true',
  });
}

/** isolatedEnv aimed at `target` through PIPECAT_API_KEY/HOST and DAILY_API_KEY/URL; `extra` overrides (undefined deletes). */
export function cliEnv(
  target: Target,
  home: string,
  extra: Record<string, string | undefined> = {},
): NodeJS.ProcessEnv {
  const env = Object.assign(isolatedEnv(home), {
    PIPECAT_API_KEY: target.keys.privateKey,
    PIPECAT_API_HOST: target.apiHost,
    DAILY_API_KEY: target.keys.roomKey,
    DAILY_API_URL: target.roomApiUrl,
  });
  for (const [name, value] of Object.entries(extra)) {
    if (value === undefined) delete env[name];
    else env[name] = value;
  }
  return env;
}

export function makeHome(prefix = 'agentdeck-test-home-'): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Runs `agentdeck …args`; stdin is closed (or fed `input`), so the CLI never sees a TTY. */
export function runCli(
  args: string[],
  { env, timeoutMs = 15_000, input }: { env: NodeJS.ProcessEnv; timeoutMs?: number; input?: string },
): Promise<CliResult> {
  requireBuiltCli();
  return new Promise((resolvePromise, reject) => {
    const start = performance.now();
    const child = spawn(process.execPath, [MAIN, ...args], { env, cwd: ROOT, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    let timedOut = false;
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, timeoutMs);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolvePromise({ code, stdout, stderr, ms: performance.now() - start, timedOut });
    });
    child.stdin.end(input ?? '');
  });
}
