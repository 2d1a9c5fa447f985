// Which source files' code ran in one run of the built bin, for the "a command loads only what it runs" tests.
// dist/cli.cjs, dist/app.cjs and dist/emulator.cjs are one file each (src/codeCache.ts runs them), so there are no
// module loads to watch: the run's V8 coverage (NODE_V8_COVERAGE) says which functions of the bundle ran, and the bundle's source
// map (dist/<name>.cjs.map, written by scripts/bundle.mjs) says which source file each of them comes from. A
// module imported lazily is a function of its own in the bundle that runs only when it is imported.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { decode } from '@jridgewell/sourcemap-codec';
import { WRAPPER_START } from '../../src/codeCache.js';
import { DIST_MAIN, ROOT, tempDir } from '../cli/helpers.js';

interface FunctionCoverage {
  functionName: string;
  ranges: Array<{ startOffset: number; endOffset: number; count: number }>;
}

/** Line starts of `text` (offsets), for offset → line/column. */
function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return starts;
}

const BUNDLES = ['cli', 'app', 'emulator'] as const;
export type RanSources = Record<(typeof BUNDLES)[number], Set<string>>;

/** The sources of the bundle `name` (cli, app, emulator) whose functions ran, as paths from the repo root. */
function sourcesThatRan(name: string, functions: FunctionCoverage[]): Set<string> {
  const bundle = readFileSync(join(ROOT, 'dist', `${name}.cjs`), 'utf8');
  const map = JSON.parse(readFileSync(join(ROOT, 'dist', `${name}.cjs.map`), 'utf8')) as {
    sources: string[];
    mappings: string;
  };
  const lines = decode(map.mappings);
  const starts = lineStarts(bundle);
  const ran = new Set<string>();
  for (const fn of functions) {
    const range = fn.ranges[0];
    if (range.count === 0) continue;
    // A bundle is the wrapped function already (scripts/bundle.mjs); an older build's text was wrapped at run time.
    const offset = range.startOffset - (bundle.startsWith(WRAPPER_START) ? 0 : WRAPPER_START.length);
    if (offset < 0 || offset >= bundle.length) continue; // the wrapper itself
    let line = starts.length - 1;
    while (starts[line] > offset) line--;
    const column = offset - starts[line];
    // The last mapping at or before the function's start names its file.
    const segments = lines[line] ?? [];
    let found: number | undefined;
    for (const segment of segments) {
      if (segment[0] > column) break;
      if (segment.length >= 4) found = segment[1];
    }
    if (found !== undefined) ran.add(map.sources[found].replace(/^(\.\.\/)+/, ''));
  }
  return ran;
}

/**
 * Per bundle, the source files whose code ran in the runs that wrote their V8 coverage into `coverage` (the
 * NODE_V8_COVERAGE of a run with AGENTDECK_CODE_CACHE=0: coverage asks for fresh compiles anyway).
 */
export function sourcesInCoverage(coverage: string): RanSources {
  const result: RanSources = { cli: new Set(), app: new Set(), emulator: new Set() };
  for (const file of readdirSync(coverage)) {
    const report = JSON.parse(readFileSync(join(coverage, file), 'utf8')) as {
      result: Array<{ url: string; functions: FunctionCoverage[] }>;
    };
    for (const script of report.result) {
      for (const name of BUNDLES) {
        if (script.url === pathToFileURL(join(ROOT, 'dist', `${name}.cjs`)).href)
          result[name] = sourcesThatRan(name, script.functions);
      }
    }
  }
  return result;
}

/** Runs the built bin with `args` (no terminal) and returns, per bundle, the source files whose code ran. */
export async function evaluatedSources(
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<{ code: number | null; stderr: string } & RanSources> {
  const coverage = tempDir('agentdeck-coverage-');
  const child = spawn(process.execPath, [DIST_MAIN, ...args], {
    env: { ...env, NODE_V8_COVERAGE: coverage, AGENTDECK_CODE_CACHE: '0' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  return { code, stderr, ...sourcesInCoverage(coverage) };
}
