// docs/performance.md's tables are bench/results.json as it is now: `scripts/perf-doc.mjs --check` fails when the
// results changed (a new `npm run bench`) and the page was not regenerated.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, tempDir } from '../cli/helpers.js';

const SCRIPT = join('scripts', 'perf-doc.mjs');
const FILES = [
  SCRIPT,
  join('bench', 'lib', 'results.mjs'),
  join('bench', 'results.json'),
  join('docs', 'performance.md'),
];
const run = (root: string, ...args: string[]) =>
  spawnSync(process.execPath, [join(root, SCRIPT), ...args], { cwd: root, encoding: 'utf8' });

function copyOfRepo(): string {
  const copy = tempDir('agentdeck-perfdoc-');
  for (const dir of ['scripts', join('bench', 'lib'), 'docs']) mkdirSync(join(copy, dir), { recursive: true });
  for (const file of FILES) copyFileSync(join(ROOT, file), join(copy, file));
  return copy;
}

describe('docs/performance.md', () => {
  it('is current against bench/results.json (run node scripts/perf-doc.mjs after npm run bench)', () => {
    const result = run(ROOT, '--check');
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it('the check notices changed results; regenerating makes it current with the new figure in its table', () => {
    const copy = copyOfRepo();
    expect(run(copy, '--check').status).toBe(0);
    const resultsPath = join(copy, 'bench', 'results.json');
    const results = JSON.parse(readFileSync(resultsPath, 'utf8'));
    results.rows[0].value = 4321;
    results.rows[0].figure = 'a figure the page has not seen';
    writeFileSync(resultsPath, JSON.stringify(results));
    const stale = run(copy, '--check');
    expect(stale.status).toBe(1);
    expect(stale.stderr).toContain(
      'docs/performance.md is out of date against bench/results.json; run node scripts/perf-doc.mjs',
    );
    expect(run(copy).status).toBe(0);
    expect(run(copy, '--check').status).toBe(0);
    expect(readFileSync(join(copy, 'docs', 'performance.md'), 'utf8')).toMatch(
      /\| a figure the page has not seen \| 4321 ms \|/,
    );
  });

  it('a row no section shows, or a missing block, is an error naming it', () => {
    const copy = copyOfRepo();
    const resultsPath = join(copy, 'bench', 'results.json');
    const results = JSON.parse(readFileSync(resultsPath, 'utf8'));
    results.rows.push({ id: 'mystery-row', figure: 'x', value: 1, unit: 'ms' });
    writeFileSync(resultsPath, JSON.stringify(results));
    const unknown = run(copy);
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain('row mystery-row belongs to no section');
    copyFileSync(join(ROOT, 'bench', 'results.json'), resultsPath);
    const docPath = join(copy, 'docs', 'performance.md');
    writeFileSync(docPath, readFileSync(docPath, 'utf8').replace(/<!-- perf:scale:end -->/, ''));
    const missing = run(copy, '--check');
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain('docs/performance.md has no <!-- perf:scale:start');
  });
});
