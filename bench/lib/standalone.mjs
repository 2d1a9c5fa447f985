// Lets each bench file run on its own (`node bench/x.mjs [--quick]`): it prints its rows as one JSON line,
// which bench/run.mjs reads back (each bench runs in a fresh process so RSS and JIT state don't leak).
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';

export function isMain(moduleUrl) {
  return process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(moduleUrl);
}

export const RESULT_PREFIX = 'BENCH-RESULT ';

export function printResult(rows) {
  process.stdout.write(`${RESULT_PREFIX}${JSON.stringify(rows)}\n`);
  process.exit(0);
}
