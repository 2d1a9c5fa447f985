// Bench 1 — CLI start-up, on every runtime of lib/runtimes.mjs (Node 20 and Node 24):
//   `agentdeck secrets list --json` against a running emulator, and with nothing configured (the embedded
//   emulator starts in-process, on data kept between runs), each vs `node -e 0` of the same runtime.
// Wall time from spawn to exit, runs interleaved so machine noise hits both sides alike. On Node ≥ 22.1 the bin
// turns on Node's compile cache; the warm-up runs fill it, as a user's first run would.
import { MAIN, isolatedEnv, tempDir, removeDir, targetEnv } from './lib/env.mjs';
import { startBenchEmulator } from './lib/emulator.mjs';
import { timedRun } from './lib/proc.mjs';
import { runtimes, startupTarget } from './lib/runtimes.mjs';
import { median, p95 } from './lib/stats.mjs';
import { isMain, printResult } from './lib/standalone.mjs';
import { TARGETS } from './targets.mjs';

async function measure(runtime, env, runs) {
  const cli = [];
  const base = [];
  const runCli = () => timedRun(runtime.exec, [MAIN, 'secrets', 'list', '--json'], { env });
  const runBase = () => timedRun(runtime.exec, ['-e', '0'], { env });
  for (let i = 0; i < 2; i++) {
    await runBase();
    const warm = await runCli();
    if (warm.code !== 0)
      throw new Error(`${runtime.label}: secrets list --json exited ${warm.code}: ${warm.stderr.slice(0, 300)}`);
    JSON.parse(warm.stdout);
  }
  for (let i = 0; i < runs; i++) {
    base.push((await runBase()).ms);
    const r = await runCli();
    if (r.code !== 0)
      throw new Error(`${runtime.label}: secrets list --json exited ${r.code}: ${r.stderr.slice(0, 300)}`);
    cli.push(r.ms);
  }
  return { cli, base };
}

export async function run({ quick = false } = {}) {
  const runs = quick ? 8 : 20;
  const emulator = await startBenchEmulator({ seedSets: 20 });
  const home = tempDir('home');
  const homes = [home];
  const rows = [];
  try {
    for (const runtime of runtimes()) {
      const embeddedHome = tempDir(`embedded-${runtime.major}`);
      homes.push(embeddedHome);
      for (const [scenario, env, words, target] of [
        ['running', targetEnv(emulator, home), 'against a running emulator', TARGETS.cliRunning],
        ['embedded', isolatedEnv(embeddedHome), 'nothing configured (embedded emulator)', TARGETS.cliEmbedded],
      ]) {
        const { cli, base } = await measure(runtime, env, runs);
        const ratio = median(cli) / median(base);
        rows.push({
          id: `cli-startup-${scenario}-node${runtime.major}`,
          figure: `CLI start-up ${runtime.label}: secrets list --json, ${words} (${runs} runs)`,
          value: median(cli),
          p95: p95(cli),
          unit: 'ms',
          baseline: { label: `node -e 0 (${runtime.label})`, median: median(base) },
          ratio,
          ...startupTarget(runtime, ratio, target),
        });
      }
    }
    return rows;
  } finally {
    await emulator.close();
    for (const dir of homes) removeDir(dir);
  }
}

if (isMain(import.meta.url)) printResult(await run({ quick: process.argv.includes('--quick') }));
