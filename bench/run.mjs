#!/usr/bin/env node
// `npm run bench [-- --quick] [-- --only=cli-startup,scale]`: runs every bench in its own process, prints ONE
// table and writes the results with the date and the machine (CPUs, memory, load average at start and end, Node
// versions). Each figure is compared with a baseline measured in the same run (targets: bench/targets.mjs).
// Only a full run writes bench/results.json (the committed one, from which docs/performance.md's tables are
// generated: node scripts/perf-doc.mjs); --quick and --only write bench/results.local.json (gitignored).
import { spawn, spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, ensureBuilt } from './lib/env.mjs';
import { loadAverage, machineRecord, resultsFileFor, rowCells } from './lib/results.mjs';
import { runtimes } from './lib/runtimes.mjs';
import { parseResult } from './lib/standalone.mjs';

const BENCHES = [
  { id: 'cli-startup', file: 'cli-startup.mjs', budgetMs: 300_000 },
  { id: 'app-first-frame', file: 'app-first-frame.mjs', budgetMs: 360_000 },
  { id: 'scale', file: 'scale.mjs', budgetMs: 480_000 },
  { id: 'polling', file: 'polling.mjs', budgetMs: 180_000 },
  { id: 'emulator-throughput', file: 'emulator-throughput.mjs', budgetMs: 180_000 },
  { id: 'agents-usage', file: 'agents-usage.mjs', budgetMs: 240_000 },
  { id: 'recordings', file: 'recordings.mjs', budgetMs: 240_000 },
  { id: 'rollout', file: 'rollout.mjs', budgetMs: 720_000 },
  { id: 'agents-screen', file: 'agents-screen.mjs', budgetMs: 300_000 },
  { id: 'single-file', file: 'single-file.mjs', budgetMs: 300_000 },
  { id: 'project-plan', file: 'project-plan.mjs', budgetMs: 300_000 },
];

const args = process.argv.slice(2);
const quick = args.includes('--quick');
const only = args
  .find((a) => a.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const unknown = only?.filter((id) => !BENCHES.some((b) => b.id === id)) ?? [];
if (unknown.length > 0) {
  process.stderr.write(
    `bench: unknown --only id ${unknown.join(', ')}; known: ${BENCHES.map((b) => b.id).join(', ')}\n`,
  );
  process.exit(2);
}

function runBench(bench) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(ROOT, 'bench', bench.file), ...(quick ? ['--quick'] : [])], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => {
      err += d;
      process.stderr.write(d);
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), bench.budgetMs);
    child.on('close', (code) => {
      clearTimeout(timer);
      const rows = parseResult(out);
      if (rows) return resolve(rows);
      const reason = code === null ? `killed after ${bench.budgetMs} ms` : `exit ${code}`;
      const lastError = err.trim().split('\n').filter(Boolean).slice(-3).join(' | ');
      resolve([{ id: bench.id, figure: bench.id, error: `${reason}: ${lastError}`.slice(0, 300), pass: null }]);
    });
  });
}

function table(rows) {
  const header = ['figure', 'median', 'p95', 'baseline (median)', 'ratio', 'target', 'ok'];
  const lines = rows.map(rowCells);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => String(l[i]).length)));
  const render = (cells) => cells.map((c, i) => String(c).padEnd(widths[i])).join(' │ ');
  return [render(header), widths.map((w) => '─'.repeat(w)).join('─┼─'), ...lines.map(render)].join('\n');
}

ensureBuilt();
const loadAtStart = loadAverage();
const started = new Date();
const rows = [];
for (const bench of BENCHES) {
  if (only && !only.includes(bench.id)) continue;
  process.stderr.write(`bench: ${bench.id}${quick ? ' (quick)' : ''} …\n`);
  rows.push(...(await runBench(bench)));
}
process.stdout.write(`${table(rows)}\n`);
const commit =
  spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).stdout?.trim() || undefined;
const dirty = spawnSync('git', ['status', '--porcelain', '--', 'src', 'bench', 'scripts'], {
  cwd: ROOT,
  encoding: 'utf8',
}).stdout?.trim();
const results = {
  date: started.toISOString(),
  minutes: Math.round((Date.now() - started.getTime()) / 600) / 100,
  full: !quick && !only,
  quick,
  ...(only ? { only } : {}),
  ...(commit ? { commit: dirty ? `${commit} (with uncommitted changes)` : commit } : {}),
  machine: machineRecord({ runtimes: runtimes(), loadAtStart, loadAtEnd: loadAverage() }),
  rows,
};
const file = resultsFileFor({ quick, only });
writeFileSync(join(ROOT, 'bench', file), `${JSON.stringify(results, null, 2)}\n`);
process.stdout.write(
  results.full
    ? `wrote bench/${file}; regenerate docs/performance.md with: node scripts/perf-doc.mjs\n`
    : `wrote bench/${file} (not bench/results.json: only a full run, without --quick or --only, replaces it)\n`,
);
process.exit(rows.some((r) => r.error) ? 1 : 0);
