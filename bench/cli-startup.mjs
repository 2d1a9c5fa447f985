// Bench 1 — CLI start-up: `agentdeck secrets list --json` against a running emulator vs `node -e 0`.
// Wall time from spawn to exit, runs interleaved so machine noise hits both sides alike.
import { MAIN, tempDir, removeDir, targetEnv } from './lib/env.mjs';
import { startBenchEmulator } from './lib/emulator.mjs';
import { timedRun } from './lib/proc.mjs';
import { median, p95 } from './lib/stats.mjs';
import { isMain, printResult } from './lib/standalone.mjs';

export async function run({ quick = false } = {}) {
  const runs = quick ? 8 : 20;
  const emulator = await startBenchEmulator({ seedSets: 20 });
  const home = tempDir('home');
  const env = targetEnv(emulator, home);
  try {
    const cli = [];
    const base = [];
    const runCli = () => timedRun(process.execPath, [MAIN, 'secrets', 'list', '--json'], { env });
    const runBase = () => timedRun(process.execPath, ['-e', '0'], { env });
    for (let i = 0; i < 2; i++) {
      await runBase();
      const warm = await runCli();
      if (warm.code !== 0) throw new Error(`secrets list --json exited ${warm.code}: ${warm.stderr.slice(0, 300)}`);
      JSON.parse(warm.stdout);
    }
    for (let i = 0; i < runs; i++) {
      base.push((await runBase()).ms);
      const r = await runCli();
      if (r.code !== 0) throw new Error(`secrets list --json exited ${r.code}`);
      cli.push(r.ms);
    }
    const ratio = median(cli) / median(base);
    return [
      {
        id: 'cli-startup',
        figure: `CLI start-up: secrets list --json (${runs} runs)`,
        value: median(cli),
        p95: p95(cli),
        unit: 'ms',
        baseline: { label: 'node -e 0', median: median(base) },
        ratio,
        target: 'ratio ≤ 2.5',
        pass: ratio <= 2.5,
      },
    ];
  } finally {
    await emulator.close();
    removeDir(home);
  }
}

if (isMain(import.meta.url)) printResult(await run({ quick: process.argv.includes('--quick') }));
