// bench/lib/results.mjs: where a run's results go (only a full run replaces the committed bench/results.json)
// and how figures are printed (the bench's table and docs/performance.md share it).
import { describe, expect, it } from 'vitest';
import { formatRowRatio, formatValue, formatVerdict, machineRecord, resultsFileFor } from '../../bench/lib/results.mjs';

describe('resultsFileFor', () => {
  it('a full run writes results.json; --quick or --only write results.local.json', () => {
    expect(resultsFileFor({ quick: false })).toBe('results.json');
    expect(resultsFileFor({ quick: true })).toBe('results.local.json');
    expect(resultsFileFor({ quick: false, only: ['scale'] })).toBe('results.local.json');
    expect(resultsFileFor({ quick: true, only: ['scale', 'polling'] })).toBe('results.local.json');
  });
});

describe('formatting', () => {
  it('units, ratios and verdicts', () => {
    expect(formatValue(197.558, 'ms')).toBe('198 ms');
    expect(formatValue(11.64, 'ms')).toBe('11.6 ms');
    expect(formatValue(125.26, 'MB')).toBe('125.3 MB');
    expect(formatValue(282.4, 'MB/s')).toBe('282 MB/s');
    expect(formatValue(undefined, 'ms')).toBe('–');
    expect(formatRowRatio({ ratio: 1.5617 })).toBe('1.56×');
    expect(formatRowRatio({ ratio: 1.2, p95Ratio: 2.345 })).toBe('1.2× (p95 2.35×)');
    expect([
      formatVerdict({ pass: true }),
      formatVerdict({ pass: false }),
      formatVerdict({}),
      formatVerdict({ error: 'x', pass: true }),
    ]).toEqual(['✔', '✖', '–', '✖']);
  });

  it('the machine record names the runtimes and both load averages', () => {
    const m = machineRecord({
      runtimes: [{ label: 'Node 20.20.2' }, { label: 'Node 24.21.0' }],
      loadAtStart: [0.3, 0.5, 1],
      loadAtEnd: [1.2, 0.8, 1],
    });
    expect(m.node).toEqual(['v20.20.2', 'v24.21.0']);
    expect(m.loadAverage).toEqual({ start: [0.3, 0.5, 1], end: [1.2, 0.8, 1] });
    expect(m.cpus).toBeGreaterThan(0);
    expect(m.memMB).toBeGreaterThan(0);
  });
});
