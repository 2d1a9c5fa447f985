// What bench/run.mjs writes, and where: the committed bench/results.json is always a full run (`npm run bench`,
// no --quick, no --only); anything less goes to bench/results.local.json (gitignored). Also the machine record
// and the value formatting that the printed table and docs/performance.md (scripts/perf-doc.mjs) share.
import { cpus, loadavg, release, totalmem } from 'node:os';

export const RESULTS_FILE = 'results.json';
export const LOCAL_RESULTS_FILE = 'results.local.json';

/** The file a run writes (inside bench/): only a full run may replace the committed results. */
export function resultsFileFor({ quick, only }) {
  return quick || (only !== undefined && only.length > 0) ? LOCAL_RESULTS_FILE : RESULTS_FILE;
}

/** Load averages (1, 5, 15 min), two decimals. */
export function loadAverage() {
  return loadavg().map((v) => Math.round(v * 100) / 100);
}

/** The machine a run was taken on; `runtimes` are bench/lib/runtimes.mjs's, `loadAtStart` loadAverage()'s. */
export function machineRecord({ runtimes, loadAtStart, loadAtEnd }) {
  const cpuList = cpus();
  return {
    platform: `${process.platform} ${release()} ${process.arch}`,
    cpus: cpuList.length,
    cpuModel: cpuList[0]?.model?.trim() ?? 'unknown',
    memMB: Math.round(totalmem() / 2 ** 20),
    node: runtimes.map((r) => r.label.replace(/^Node /, 'v')),
    loadAverage: { start: loadAtStart, end: loadAtEnd },
    // Node loads these certificates at every start (≈ 35 ms on Node 20 for a system bundle): it raises the
    // `node -e 0` baseline and every process measured against it alike, so the start-up ratios depend on it. The
    // benches unset it for every process they time (env.mjs isolatedEnv), whatever the runner has.
    extraCaCerts: false,
  };
}

/** A figure's value with its unit, as the table and docs/performance.md print it. */
export function formatValue(value, unit) {
  if (value === undefined || value === null || Number.isNaN(value)) return '–';
  const digits =
    unit === 'MB' ? 1 : unit === 'MB/s' || unit === 'req/s' || unit === 'requests' ? 0 : value >= 100 ? 0 : 1;
  const f = 10 ** digits;
  return `${Math.round(value * f) / f} ${unit}`;
}

/** A ratio as printed: two decimals and ×. */
export function formatRatio(ratio) {
  return ratio === undefined || ratio === null || !Number.isFinite(ratio) ? '–' : `${Math.round(ratio * 100) / 100}×`;
}

/** A row's ratio, and its p95 ratio when it has one: `1.2× (p95 1.5×)`. */
export function formatRowRatio(row) {
  return row.p95Ratio === undefined
    ? formatRatio(row.ratio)
    : `${formatRatio(row.ratio)} (p95 ${formatRatio(row.p95Ratio)})`;
}

/** ✔, ✖, or – for a row without a verdict. */
export function formatVerdict(row) {
  if (row.error) return '✖';
  return row.pass === undefined || row.pass === null ? '–' : row.pass ? '✔' : '✖';
}

/** The cells of one row of the results table (the terminal table and docs/performance.md): figure, median, p95,
 * baseline, ratio, target, verdict. */
export function rowCells(row) {
  if (row.error) return [row.figure, 'error', '', row.error, '', row.target ?? '', '✖'];
  return [
    row.figure,
    formatValue(row.value, row.unit),
    formatValue(row.p95, row.unit),
    row.baseline ? `${formatValue(row.baseline.median, row.baseline.unit ?? row.unit)} ${row.baseline.label}` : '–',
    formatRowRatio(row),
    row.target ?? '',
    formatVerdict(row),
  ];
}
