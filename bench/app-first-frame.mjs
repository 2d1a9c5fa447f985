// Bench 2 — app first frame: `agentdeck` (no arguments) in a real pseudo-terminal (tmux, 100×30) against a
// running emulator, timed from spawn until the set list (column header and a set row) is on screen, read by
// polling `tmux capture-pane` every 5 ms. Baseline, measured the same way in the same run: `node -e` that
// prints one line (node -e 0 plus the write, so the tmux and polling overhead is on both sides).
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { MAIN, tempDir, removeDir, targetEnv } from './lib/env.mjs';
import { startBenchEmulator } from './lib/emulator.mjs';
import { median, p95, nowMs, sleep } from './lib/stats.mjs';
import { isMain, printResult } from './lib/standalone.mjs';
import { runtimes, startupTarget } from './lib/runtimes.mjs';

const run = promisify(execFile);
const SOCKET = `agentdeck-bench-${process.pid}`;
const tmux = (...args) => run('tmux', ['-L', SOCKET, ...args], { timeout: 5000 });

async function timeUntilOnScreen(command, env, onScreen, timeoutMs = 20_000) {
  const session = `s${Math.random().toString(36).slice(2, 8)}`;
  const envArgs = Object.entries(env).flatMap(([k, v]) => ['-e', `${k}=${v}`]);
  const start = nowMs();
  await tmux('new-session', '-d', '-s', session, '-x', '100', '-y', '30', ...envArgs, command);
  try {
    for (;;) {
      const { stdout } = await tmux('capture-pane', '-p', '-t', session).catch(() => ({ stdout: '' }));
      if (onScreen(stdout)) return nowMs() - start;
      if (nowMs() - start > timeoutMs) throw new Error(`not on screen within ${timeoutMs} ms; pane:\n${stdout}`);
      await sleep(5);
    }
  } finally {
    await tmux('kill-session', '-t', session).catch(() => undefined);
  }
}

export async function runBench({ quick = false } = {}) {
  const runs = quick ? 4 : 10;
  const emulator = await startBenchEmulator({ seedSets: 20 });
  const home = tempDir('home');
  const full = targetEnv(emulator, home);
  const env = {};
  for (const k of ['HOME', 'XDG_CONFIG_HOME', 'XDG_DATA_HOME', 'PIPECAT_CONFIG_PATH', 'PIPECAT_API_KEY', 'PIPECAT_API_HOST', 'DAILY_API_KEY', 'DAILY_API_URL', 'PATH']) {
    env[k] = full[k];
  }
  const listOnScreen = (pane) => /NAME/.test(pane) && /seed-set-\d+/.test(pane);
  const rows = [];
  try {
    // A session that lives for the whole bench: killing the last measured session would otherwise stop the
    // tmux server while the next new-session is connecting to it ("server exited unexpectedly").
    await tmux('new-session', '-d', '-s', 'keeper', '-x', '20', '-y', '5', 'tail -f /dev/null');
    for (const runtime of runtimes()) {
      const appCommand = `${runtime.exec} ${MAIN}`;
      const baseCommand = `${runtime.exec} -e "process.stdout.write('NAME seed-set-00'); setInterval(() => {}, 1e6)"`;
      await timeUntilOnScreen(appCommand, env, listOnScreen); // warm-up (disk cache, compile cache)
      await timeUntilOnScreen(baseCommand, env, listOnScreen);
      const app = [];
      const base = [];
      for (let i = 0; i < runs; i++) {
        base.push(await timeUntilOnScreen(baseCommand, env, listOnScreen));
        app.push(await timeUntilOnScreen(appCommand, env, listOnScreen));
      }
      const ratio = median(app) / median(base);
      rows.push({
        id: `app-first-frame-node${runtime.major}`,
        figure: `App first frame ${runtime.label}, tmux 100×30, 20 sets (${runs} runs)`,
        value: median(app),
        p95: p95(app),
        unit: 'ms',
        baseline: { label: `node -e (one line), same pty (${runtime.label})`, median: median(base) },
        ratio,
        ...startupTarget(runtime, ratio, 4),
      });
    }
    return rows;
  } finally {
    await tmux('kill-server').catch(() => undefined);
    await emulator.close();
    removeDir(home);
  }
}

export { runBench as run };

if (isMain(import.meta.url)) printResult(await runBench({ quick: process.argv.includes('--quick') }));
