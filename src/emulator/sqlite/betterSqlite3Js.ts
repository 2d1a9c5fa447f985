// better-sqlite3's JavaScript half, as Node loads it from the installed package (tsc's output, the tests).
// The bin's emulator bundle replaces this file (scripts/bundle.mjs, betterSqlite3InBundle) with one that holds
// that JavaScript itself and says which version it is: loaded from node_modules it was ≈ 13 files through
// Node's CommonJS loader, compiled anew at every start (no code cache reaches node_modules), ≈ 20 % of a bare
// `node -e 0` on every command that started the embedded emulator. The native addon is always the installed
// package's (sqlite/open.ts loads it).
import { createRequire } from 'node:module';
import type BetterSqlite3 from 'better-sqlite3';

/** The version of better-sqlite3 whose JavaScript the bundle holds; undefined: none (the installed one runs). */
export const bundledVersion: string | undefined = undefined;

/** The bundled JavaScript's Database class; only called when bundledVersion is set. */
export function bundledDatabase(): typeof BetterSqlite3 {
  throw new Error('better-sqlite3 is not bundled here');
}

/** The installed package's Database class, as `require('better-sqlite3')` finds it. */
export function installedDatabase(): typeof BetterSqlite3 {
  return createRequire(import.meta.url)('better-sqlite3') as typeof BetterSqlite3;
}
