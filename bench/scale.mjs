// Bench 3 — scale: the app with 10,000 sets (and the command line with 100,000 and 1,000,000: scale-cli.mjs). Key press → next frame for ↓/↑, PgDn/PgUp and typing in the
// `/` filter (median, p95), and RSS once the list is on screen. Baseline: the same app and keys with 10 sets,
// measured in the same run; the targets (bench/targets.mjs) are ratios to it — median to median and p95 to p95 —
// so a slow machine slows both sides and a regression (work that grows with the list) moves only one.
// Method: the real app is mounted in a child process (one per list size, so RSS is its own) with Ink's
// production render options on a fake TTY whose stdout timestamps writes (bench/lib/app-harness.mjs); the
// emulator runs in another process. Keys are sent one at a time after the app has been quiet for 50 ms,
// so each sample is the app's own latency, not Ink's 30 fps throttle queueing behind a previous frame.
// Batched rows: several keys in ONE write (`jjj`, three ↑, a filter word, ten Backspaces), timed until the
// frame that shows the last key's effect — every key of a chunk counts (the input layer).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { spawnServer } from './lib/spawn-server.mjs';
import { mountApp, realSecretsApi } from './lib/app-harness.mjs';
import { median, p95 } from './lib/stats.mjs';
import { isMain, parseResult, printResult } from './lib/standalone.mjs';
import { TARGETS } from './targets.mjs';
import { run as runCliRows } from './scale-cli.mjs';

const KEYS = {
  down: '\u001B[B',
  up: '\u001B[A',
  pageDown: '\u001B[6~',
  pageUp: '\u001B[5~',
  backspace: '\u007F',
  esc: '\u001B',
};

async function measureOnce(count, rounds) {
  const server = await spawnServer('emulator', { seedSets: count }, { timeoutMs: 60_000 });
  let app;
  try {
    const secrets = await realSecretsApi(server.url, server.privateKey);
    app = await mountApp({ secrets, columns: 100, rows: 30 });
    await app.waitForFrame((f) => f.includes('NAME') && f.includes('seed-set-'), 60_000);
    await app.settle(200);
    const rssMB = process.memoryUsage().rss / 2 ** 20;
    const samples = { move: [], page: [], filter: [], batchMove: [], batchFilter: [] };
    for (let i = 0; i < rounds * 20; i++) {
      await app.settle();
      samples.move.push(await app.pressAndTime(i % 2 === 0 ? KEYS.down : KEYS.up));
    }
    for (let i = 0; i < rounds * 12; i++) {
      await app.settle();
      samples.page.push(await app.pressAndTime(i % 2 === 0 ? KEYS.pageDown : KEYS.pageUp));
    }
    // Batched: three rows down (jjj), then three up (three ↑ escape sequences in one write).
    const names = (app.store.getState().sets ?? []).map((x) => x.name).sort();
    const selectedIndex = () => names.indexOf(app.store.getState().view.selectedName ?? '');
    for (let i = 0; i < rounds * 10; i++) {
      await app.settle();
      const from = selectedIndex();
      const down = i % 2 === 0;
      const chunk = down ? 'jjj' : KEYS.up + KEYS.up + KEYS.up;
      samples.batchMove.push(await app.chunkAndTime(chunk, () => selectedIndex() === from + (down ? 3 : -3)));
    }
    await app.settle();
    await app.pressAndTime('/');
    for (let r = 0; r < rounds; r++) {
      for (const ch of 'seed-set-1') {
        await app.settle();
        samples.filter.push(await app.pressAndTime(ch));
      }
      for (let i = 0; i < 'seed-set-1'.length; i++) {
        await app.settle();
        samples.filter.push(await app.pressAndTime(KEYS.backspace));
      }
    }
    for (let r = 0; r < rounds * 5; r++) {
      await app.settle();
      samples.batchFilter.push(await app.chunkAndTime('seed-set-1', (s) => s.view.filter === 'seed-set-1'));
      await app.settle();
      samples.batchFilter.push(await app.chunkAndTime(KEYS.backspace.repeat(10), (s) => s.view.filter === ''));
    }
    return { rssMB, samples };
  } finally {
    await app?.unmount();
    await server.stop();
  }
}

function runChild(count, quick) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [fileURLToPath(import.meta.url), '--child', String(count), ...(quick ? ['--quick'] : [])],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('close', (code) => {
      const result = parseResult(out);
      if (!result) return reject(new Error(`scale child (${count} sets) exited ${code} without a result`));
      resolve(result);
    });
  });
}

export async function run({ quick = false } = {}) {
  const small = await runChild(10, quick);
  const large = await runChild(10_000, quick);
  const latencyRow = (id, label, key) => {
    const med = median(large.samples[key]);
    const p = p95(large.samples[key]);
    const baseP95 = p95(small.samples[key]);
    const ratio = med / median(small.samples[key]);
    const p95Ratio = p / baseP95;
    return {
      id,
      figure: `Scale 10k sets: ${label} → next frame (${large.samples[key].length} presses)`,
      value: med,
      p95: p,
      unit: 'ms',
      baseline: { label: 'same keys, 10 sets', median: median(small.samples[key]), p95: baseP95 },
      ratio,
      p95Ratio,
      target: `ratio ≤ ${TARGETS.scaleMedian}, p95 ratio ≤ ${TARGETS.scaleP95}`,
      pass: ratio <= TARGETS.scaleMedian && p95Ratio <= TARGETS.scaleP95,
    };
  };
  // The command line with 100k and 1M sets (scale-cli.mjs: `node bench/scale-cli.mjs` runs only these rows).
  const cliRows = await runCliRows({ quick });
  return [
    ...cliRows,
    latencyRow('scale-move', '↓/↑', 'move'),
    latencyRow('scale-page', 'PgDn/PgUp', 'page'),
    latencyRow('scale-filter', 'filter keystroke', 'filter'),
    latencyRow('scale-batch-move', 'jjj / three ↑ in one write (last key)', 'batchMove'),
    latencyRow('scale-batch-filter', 'a 10-key word / 10 Backspaces in one write (last key)', 'batchFilter'),
    {
      id: 'scale-rss',
      figure: 'Scale 10k sets: RSS after load (app process)',
      value: large.rssMB,
      unit: 'MB',
      baseline: { label: 'same app, 10 sets', median: small.rssMB },
      ratio: large.rssMB / small.rssMB,
      target: `ratio ≤ ${TARGETS.scaleRss}`,
      pass: large.rssMB / small.rssMB <= TARGETS.scaleRss,
    },
  ];
}

if (isMain(import.meta.url)) {
  const quick = process.argv.includes('--quick');
  const childAt = process.argv.indexOf('--child');
  if (childAt >= 0) {
    printResult(await measureOnce(Number(process.argv[childAt + 1]), quick ? 1 : 3));
  } else {
    printResult(await run({ quick }));
  }
}
