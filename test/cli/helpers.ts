// Shared by the CLI and config tests: a child-process runner with a deadline (dist/ is built by test/globalSetup.ts),
// an in-process runner with injected streams, and the "no secret, no key in any output" assertion.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { PassThrough } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import { parseMarkerKey } from '../../src/api/secrets/setMarker.js';
import { runCli, type CliDeps } from '../../src/cli/index.js';
import { startTestEmulator as startShared } from '../helpers/emulator.js';
import type { EmulatorOptions, RunningEmulator } from '../../src/emulator/index.js';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** The bin (package.json "bin"); dist/main.js runs it too, by way of an ES module. */
export const DIST_MAIN = join(ROOT, 'dist', 'main.cjs');

export const CANARY = 'CANARY-VALUE-7f3a';

export function tempDir(prefix = 'agentdeck-cli-'): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

/** An env with nothing of the developer's: HOME and XDG dirs in a temp dir, no PIPECAT_/DAILY_ variables. */
export function isolatedEnv(extra: Record<string, string | undefined> = {}): NodeJS.ProcessEnv {
  const home = tempDir('agentdeck-home-');
  return {
    PATH: process.env.PATH,
    HOME: home,
    XDG_DATA_HOME: join(home, 'data'),
    XDG_CONFIG_HOME: join(home, 'config'),
    PIPECAT_CONFIG_PATH: join(home, 'no-pipecatcloud.toml'),
    NO_COLOR: '',
    // The SQLite driver the suite runs on (CI runs the emulator tests with each) applies to the processes it starts.
    AGENTDECK_SQLITE: process.env.AGENTDECK_SQLITE,
    ...extra,
  };
}

export interface TestEmulator {
  emu: RunningEmulator;
  /** Private key + room key env pointing at the emulator. */
  env: NodeJS.ProcessEnv;
  /** Every key of the emulator: must never be printed. */
  keys: string[];
  close(): Promise<void>;
}

export async function startTestEmulator(
  readyDelayMs = 150,
  options: Partial<EmulatorOptions> = {},
): Promise<TestEmulator> {
  const emu = await startShared({ readyDelayMs, ...options }, tempDir('agentdeck-emu-'));
  return {
    emu,
    env: isolatedEnv({
      PIPECAT_API_KEY: emu.keys.privateKey,
      PIPECAT_API_HOST: emu.apiHost,
      DAILY_API_KEY: emu.keys.roomKey,
      DAILY_API_URL: emu.roomApiUrl,
    }),
    keys: [emu.keys.privateKey, emu.keys.userToken, emu.keys.roomKey],
    close: emu.stop,
  };
}

export interface RunResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the built CLI as a child process (stdin is a pipe, never a TTY), killed at the deadline. */
export function runBuilt(
  args: string[],
  env: NodeJS.ProcessEnv,
  opts: { input?: string; timeoutMs?: number; cwd?: string } = {},
): Promise<RunResult> {
  const timeoutMs = opts.timeoutMs ?? 15_000;
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [DIST_MAIN, ...args], { env, cwd: opts.cwd ?? ROOT, stdio: 'pipe' });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(
        new Error(`agentdeck ${args.join(' ')}: no exit within ${timeoutMs} ms\nstdout: ${stdout}\nstderr: ${stderr}`),
      );
    }, timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      resolvePromise({ code, stdout, stderr });
    });
    child.stdin.end(opts.input ?? '');
  });
}

export class Capture {
  text = '';
  constructor(readonly isTTY = false) {}
  write(chunk: string): boolean {
    this.text += chunk;
    return true;
  }
}

/** Runs runCli in this process with injected streams (for prompts: isTTY true and scripted answers). */
export async function runInProcess(
  args: string[],
  env: NodeJS.ProcessEnv,
  opts: {
    isTTY?: boolean;
    input?: string;
    stdoutIsTTY?: boolean;
    stderrIsTTY?: boolean;
    stdin?: PassThrough;
    deps?: Partial<CliDeps>;
  } = {},
): Promise<RunResult> {
  const stdout = new Capture(opts.stdoutIsTTY ?? false);
  const stderr = new Capture(opts.stderrIsTTY ?? false);
  const stdin = opts.stdin ?? new PassThrough();
  if (!opts.stdin) {
    if (opts.input !== undefined) stdin.write(opts.input);
  }
  const code = await runCli(args, {
    startEmbeddedEmulator: async () => {
      throw new Error('test: the embedded emulator must not start here');
    },
    stdout,
    stderr,
    stdin,
    env,
    isTTY: opts.isTTY ?? false,
    sleep: (ms) => new Promise((r) => setTimeout(r, Math.min(ms, 50))),
    ...opts.deps,
  });
  return { code, stdout: stdout.text, stderr: stderr.text };
}

/** No secret value and no key in stdout or stderr. */
export function expectClean(result: RunResult, secrets: string[]): void {
  for (const secret of secrets.filter((s) => s.length > 0)) {
    expect(result.stdout, 'stdout leaks a secret').not.toContain(secret);
    expect(result.stderr, 'stderr leaks a secret').not.toContain(secret);
  }
}

/** Direct read of the emulator (private key path), bypassing the CLI. */
export async function listSetsDirect(
  t: TestEmulator,
): Promise<Array<{ name: string; type: string; region: string; status: string }>> {
  const res = await fetch(`${t.emu.apiHost}/v1/secrets`, {
    headers: { authorization: `Bearer ${t.emu.keys.privateKey}` },
  });
  return ((await res.json()) as { sets: Array<{ name: string; type: string; region: string; status: string }> }).sets;
}

/** The set's user keys as the emulator has them (agentdeck's write marker taken out: markerDirect). */
export async function keysDirect(t: TestEmulator, name: string): Promise<string[] | null> {
  const all = await allKeysDirect(t, name);
  return all === null ? null : all.filter((k) => !parseMarkerKey(k));
}

/** The write marker keys in the set as the emulator has them. */
export async function markerDirect(t: TestEmulator, name: string): Promise<string[]> {
  return ((await allKeysDirect(t, name)) ?? []).filter((k) => parseMarkerKey(k));
}

async function allKeysDirect(t: TestEmulator, name: string): Promise<string[] | null> {
  const res = await fetch(`${t.emu.apiHost}/v1/secrets/${name}`, {
    headers: { authorization: `Bearer ${t.emu.keys.privateKey}` },
  });
  if (res.status === 404) return null;
  const body = (await res.json()) as { secrets: Array<{ fieldName: string }> };
  return body.secrets.map((s) => s.fieldName);
}

/**
 * Runners against one emulator that check every result for leaks: `run` spawns the built CLI, `runIn` calls runCli
 * in this process (same code and emulator; for parse-only and formatting cases). `t()` is read at call time.
 */
export function cleanRunners(t: () => TestEmulator, extraSecrets: string[] = [CANARY]) {
  const check = (result: RunResult) => {
    expectClean(result, [...extraSecrets, ...t().keys]);
    return result;
  };
  return {
    run: async (args: string[], extraEnv: NodeJS.ProcessEnv = {}) =>
      check(await runBuilt(args, { ...t().env, ...extraEnv })),
    runIn: async (args: string[], extraEnv: NodeJS.ProcessEnv = {}, stdoutIsTTY = false) =>
      check(await runInProcess(args, { ...t().env, ...extraEnv }, { stdoutIsTTY })),
  };
}
