// Lets each bench file run on its own (`node bench/x.mjs [--quick]`): it prints its rows as one JSON line,
// which bench/run.mjs reads back (each bench runs in a fresh process so RSS and JIT state don't leak).
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';

export function isMain(moduleUrl) {
  return process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(moduleUrl);
}

export const RESULT_PREFIX = 'BENCH-RESULT ';

export function printResult(rows) {
  // Leading newline: Ink may have left a cursor-restore sequence on this process's stdout.
  process.stdout.write(`\n${RESULT_PREFIX}${JSON.stringify(rows)}\n`);
  process.exit(0);
}

/** The rows printed by printResult in a child's stdout, or undefined. */
export function parseResult(stdout) {
  const at = stdout.lastIndexOf(RESULT_PREFIX);
  if (at < 0) return undefined;
  return JSON.parse(stdout.slice(at + RESULT_PREFIX.length).split('\n')[0]);
}
