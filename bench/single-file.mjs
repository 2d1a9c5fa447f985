// Bench — start-up of the linux-x64 single executable (scripts/sea.mjs) against the npm install's, same run:
// `secrets list --json` with nothing configured (the embedded emulator) and against a running emulator, each timed
// as the single file / `node dist/main.js` on the same Node (the 24.x the file carries, scripts/node24.mjs: what an
// npm install on that Node runs, so only the packaging differs). Issue 29's target: no slower (ratio ≤ 1).
// Runs interleaved, after warm-up runs that fill both code caches (each has its own). Needs the Node 24 runtime
// in .runtimes/ (node scripts/node24.mjs setup) and Linux x64; the file is built there once and reused.
import { join } from 'node:path';
import { buildSea } from '../scripts/sea.mjs';
import { runtimePath } from '../scripts/runtimes.mjs';
import { MAIN, ROOT, isolatedEnv, removeDir, targetEnv, tempDir } from './lib/env.mjs';
import { startBenchEmulator } from './lib/emulator.mjs';
import { timedRun } from './lib/proc.mjs';
import { median, p95 } from './lib/stats.mjs';
import { isMain, printResult } from './lib/standalone.mjs';
import { TARGETS } from './targets.mjs';

async function measure(single, node, env, runs) {
  const file = [];
  const npm = [];
  const runFile = () => timedRun(single, ['secrets', 'list', '--json'], { env });
  const runNpm = () => timedRun(node, [MAIN, 'secrets', 'list', '--json'], { env });
  for (let i = 0; i < 2; i++) {
    for (const r of [await runFile(), await runNpm()]) {
      if (r.code !== 0) throw new Error(`secrets list --json exited ${r.code}: ${r.stderr.slice(0, 300)}`);
      JSON.parse(r.stdout);
    }
  }
  for (let i = 0; i < runs; i++) {
    file.push((await runFile()).ms);
    npm.push((await runNpm()).ms);
  }
  return { file, npm };
}

export async function run({ quick = false } = {}) {
  const node = runtimePath('linux-x64');
  if (process.platform !== 'linux' || process.arch !== 'x64' || !node) {
    throw new Error('needs Linux x64 and the Node 24 runtime in .runtimes/ (node scripts/node24.mjs setup)');
  }
  const single = (
    await buildSea({ platforms: ['linux-x64'], outDir: join(ROOT, '.runtimes', 'sea-suite'), reuse: true })
  )['linux-x64'];
  const runs = quick ? 8 : 20;
  const emulator = await startBenchEmulator({ seedSets: 20 });
  const homes = [tempDir('single-running'), tempDir('single-embedded')];
  const rows = [];
  try {
    for (const [scenario, env, words] of [
      ['running', targetEnv(emulator, homes[0]), 'against a running emulator'],
      ['embedded', isolatedEnv(homes[1]), 'nothing configured (embedded emulator)'],
    ]) {
      const { file, npm } = await measure(single, node, env, runs);
      const ratio = median(file) / median(npm);
      rows.push({
        id: `single-file-startup-${scenario}`,
        figure: `Single file start-up: secrets list --json, ${words} (${runs} runs)`,
        value: median(file),
        p95: p95(file),
        unit: 'ms',
        baseline: { label: 'npm install’s bin on the same Node 24', median: median(npm) },
        ratio,
        target: `ratio ≤ ${TARGETS.singleFileStartup}`,
        pass: ratio <= TARGETS.singleFileStartup,
      });
    }
    return rows;
  } finally {
    await emulator.close();
    for (const dir of homes) removeDir(dir);
  }
}

if (isMain(import.meta.url)) printResult(await run({ quick: process.argv.includes('--quick') }));
