// The scale bench's command-line rows (issue 25): `secrets list --json` and the table with 100,000 and 1,000,000
// sets, wall time and peak RSS, each as a ratio to the same command with 10,000 sets in the same run. Linear cost per
// set is a time ratio of 10 and 100 (start-up makes it less); before issue 25 the table died at ~130,000 sets
// (a spread into Math.max) and --json took 2.1 GB at 1M. Run with bench/scale.mjs, or alone:
//   node bench/scale-cli.mjs [--quick]
// The service is a bare HTTP server in its own process answering the set list (80 bytes a set; seeding the
// emulator with a million sets would take minutes and measure SQLite) and no agents. The command's stdout goes to a
// file, as `> sets.json` would; its peak RSS comes from a preload (lib/maxrss.cjs).
import { closeSync, openSync, readFileSync, statSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MAIN, isolatedEnv, removeDir, tempDir } from './lib/env.mjs';
import { spawnServer } from './lib/spawn-server.mjs';
import { median, nowMs } from './lib/stats.mjs';
import { isMain, printResult } from './lib/standalone.mjs';
import { TARGETS } from './targets.mjs';

const MAXRSS = fileURLToPath(new URL('./lib/maxrss.cjs', import.meta.url));
const SIZES = [10_000, 100_000, 1_000_000];
const MODES = [
  { id: 'json', words: 'secrets list --json', args: ['secrets', 'list', '--json'] },
  { id: 'table', words: 'secrets list (the table)', args: ['secrets', 'list'] },
];

/** One run: wall time (spawn → exit), peak RSS in MB, and the size of what it printed. */
function runOnce(env, args, dir) {
  return new Promise((resolve, reject) => {
    const out = join(dir, 'stdout');
    const rssFile = join(dir, 'maxrss');
    const fd = openSync(out, 'w');
    const start = nowMs();
    const child = spawn(process.execPath, ['-r', MAXRSS, MAIN, ...args], {
      env: { ...env, BENCH_MAXRSS_FILE: rssFile },
      stdio: ['ignore', fd, 'pipe'],
    });
    closeSync(fd);
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), 600_000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      const ms = nowMs() - start;
      if (code !== 0) return reject(new Error(`${args.join(' ')} exited ${code}: ${stderr.slice(0, 300)}`));
      resolve({ ms, rssMB: Number(readFileSync(rssFile, 'utf8')) / 1024, bytes: statSync(out).size });
    });
  });
}

async function measureSize(count, runs) {
  const server = await spawnServer('sets', { count }, { timeoutMs: 120_000 });
  const home = tempDir(`scale-cli-${count}`);
  // 1,000,000 sets are a 76 MiB answer: over the 64 MiB read by default, raised as a user would
  // (docs/troubleshooting.md, RESPONSE_TOO_LARGE).
  const env = {
    ...isolatedEnv(home),
    PIPECAT_API_HOST: server.url,
    PIPECAT_API_KEY: server.privateKey,
    AGENTDECK_MAX_ANSWER_MB: '256',
  };
  try {
    const result = {};
    for (const mode of MODES) {
      await runOnce(env, mode.args, home); // warm-up: fills the code cache, as a user's first run would
      const samples = [];
      for (let i = 0; i < runs; i++) samples.push(await runOnce(env, mode.args, home));
      result[mode.id] = {
        ms: median(samples.map((s) => s.ms)),
        rssMB: median(samples.map((s) => s.rssMB)),
        bytes: samples[0].bytes,
        runs,
      };
    }
    return result;
  } finally {
    removeDir(home);
    await server.stop();
  }
}

export async function run({ quick = false } = {}) {
  const measured = new Map();
  for (const count of SIZES) measured.set(count, await measureSize(count, count >= 1_000_000 || quick ? 1 : 3));
  const base = measured.get(10_000);
  const rows = [];
  const label = (n) => (n >= 1_000_000 ? `${n / 1_000_000}M` : `${n / 1000}k`);
  for (const mode of MODES) {
    for (const count of [100_000, 1_000_000]) {
      const at = measured.get(count)[mode.id];
      const timeTarget = count === 100_000 ? TARGETS.scaleCliTime100k : TARGETS.scaleCliTime1m;
      const ratio = at.ms / base[mode.id].ms;
      rows.push({
        id: `scale-cli-${mode.id}-${label(count).toLowerCase()}`,
        figure: `Scale ${label(count)} sets: ${mode.words}, wall time (${at.runs} run${at.runs === 1 ? '' : 's'}; ${(at.bytes / 2 ** 20).toFixed(0)} MB printed)`,
        value: at.ms,
        unit: 'ms',
        baseline: { label: `the same, 10k sets`, median: base[mode.id].ms },
        ratio,
        target: `ratio ≤ ${timeTarget}`,
        pass: ratio <= timeTarget,
      });
    }
    const top = measured.get(1_000_000)[mode.id];
    const rssRatio = top.rssMB / base[mode.id].rssMB;
    rows.push({
      id: `scale-cli-${mode.id}-1m-rss`,
      figure: `Scale 1M sets: ${mode.words}, peak RSS (${(top.rssMB / (top.bytes / 2 ** 20)).toFixed(1)}× what it printed)`,
      value: top.rssMB,
      unit: 'MB',
      baseline: { label: 'the same, 10k sets', median: base[mode.id].rssMB },
      ratio: rssRatio,
      target: `ratio ≤ ${TARGETS.scaleCliRss1m}`,
      pass: rssRatio <= TARGETS.scaleCliRss1m,
    });
  }
  return rows;
}

if (isMain(import.meta.url)) printResult(await run({ quick: process.argv.includes('--quick') }));
