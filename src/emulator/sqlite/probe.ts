// The SQLite driver the embedded emulator would try first that is present, found without loading it (no native
// addon is opened): for `agentdeck --version --json`, which must stay as quick as a plain start. `agentdeck doctor`
// loads it for real (open.ts, checkSqliteDriver).
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export type ProbedDriver = 'better-sqlite3' | 'node';

/**
 * Where better-sqlite3's addon may be, in the order tried: build/Release (the install builds or downloads it there),
 * then this ABI's folder where `bindings` also looks (lib/binding/node-v{ABI}-…: scripts/node24.mjs keeps one per
 * runtime there).
 */
export function betterSqlite3AddonPaths(packageDir: string): string[] {
  const perAbi = `node-v${process.versions.modules}-${process.platform}-${process.arch}`;
  return [
    join(packageDir, 'build', 'Release', 'better_sqlite3.node'),
    join(packageDir, 'lib', 'binding', perAbi, 'better_sqlite3.node'),
  ];
}

function hasBetterSqlite3(): boolean {
  try {
    const entry = createRequire(import.meta.url).resolve('better-sqlite3');
    // lib/index.js → the package folder.
    return betterSqlite3AddonPaths(dirname(dirname(entry))).some((path) => existsSync(path));
  } catch {
    return false;
  }
}

/** node:sqlite without a flag: Node 22.13+ (and 23.4+). */
function hasNodeSqlite(version = process.versions.node): boolean {
  const [major, minor] = version.split('.').map(Number);
  return major > 23 || (major === 23 && minor >= 4) || (major === 22 && minor >= 13);
}

/** A single executable (scripts/sea.mjs): Node's sea module says so (Node ≥ 20.12). */
export function inSingleExecutable(): boolean {
  const sea = process.getBuiltinModule('node:sea') as { isSea?: () => boolean } | undefined;
  return sea?.isSea?.() ?? false;
}

/**
 * The drivers tried when AGENTDECK_SQLITE names none. A single executable carries no addon and uses node:sqlite
 * only: left to look, it would find better-sqlite3 in any node_modules above the folder it was put in, and what it
 * ran on would depend on where the file is.
 */
export function defaultDrivers(): ProbedDriver[] {
  return inSingleExecutable() ? ['node'] : ['better-sqlite3', 'node'];
}

export function probeSqliteDriver(env: NodeJS.ProcessEnv = process.env): ProbedDriver | null {
  const chosen = env.AGENTDECK_SQLITE?.trim();
  const order: ProbedDriver[] =
    chosen === 'better-sqlite3' || chosen === 'node' ? [chosen] : chosen ? [] : defaultDrivers();
  return order.find((driver) => (driver === 'node' ? hasNodeSqlite() : hasBetterSqlite3())) ?? null;
}
