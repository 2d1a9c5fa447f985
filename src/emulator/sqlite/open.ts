// Opens the emulator's database with a SQLite driver this runtime can load: better-sqlite3 (a native addon its
// install script downloads or compiles; the only one on Node 20) or node:sqlite (built into Node ≥ 22.13).
// better-sqlite3 is tried first, by measurement (docs/performance.md, "The emulator's database": it reads faster,
// both pass the kill -9 and shared-data-dir tests); node:sqlite runs the emulator where better-sqlite3 has no
// addon for this Node (an install with --ignore-scripts, a Node upgrade). AGENTDECK_SQLITE=better-sqlite3|node
// picks one (CI runs the emulator tests with each). When neither loads, one message says what to do — never the
// addon loader's list of the paths it tried.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { keepStatements } from '../keepStatements.js';
import { bundledDatabase, bundledVersion, installedDatabase } from './betterSqlite3Js.js';
import type Database from './database.js';
import { NodeDatabase, type NodeSqliteModule } from './nodeSqlite.js';
import { betterSqlite3Remedy, currentInstall } from './remedy.js';
import { betterSqlite3AddonPaths, defaultDrivers } from './probe.js';

export type SqliteDriver = 'better-sqlite3' | 'node';
export const SQLITE_DRIVER_ENV = 'AGENTDECK_SQLITE';

/** What the app and the commands say when no driver loads; `betterSqlite3Fix` comes from sqlite/remedy.ts. */
export const noSqliteMessage = (betterSqlite3Fix: string) =>
  `the embedded emulator needs SQLite: ${betterSqlite3Fix}, use Node 22 or later, or configure credentials for the real service (agentdeck auth login)`;
/** The same for `agentdeck emulator`, which has no real service to fall back on. */
export const noSqliteCommandMessage = (betterSqlite3Fix: string) =>
  `the emulator needs SQLite: ${betterSqlite3Fix}, or use Node 22 or later`;

/** Neither driver can be loaded (or the one AGENTDECK_SQLITE names cannot). The command line exits 1 with it. */
export class SqliteUnavailableError extends Error {
  constructor(
    message: string,
    /** What `agentdeck emulator` prints instead. */
    readonly commandMessage = message,
  ) {
    super(message);
    this.name = 'SqliteUnavailableError';
  }
}

type Loaded = { open: (path: string) => Database.Database } | { reason: string };

const loaded = new Map<SqliteDriver, Loaded>();

/** The drivers to try, in order: AGENTDECK_SQLITE's one, or the default order. */
export function driversToTry(env: NodeJS.ProcessEnv = process.env): readonly SqliteDriver[] {
  const value = env[SQLITE_DRIVER_ENV]?.trim();
  if (!value) return defaultDrivers();
  if (value === 'better-sqlite3' || value === 'node') return [value];
  throw new SqliteUnavailableError(
    `${SQLITE_DRIVER_ENV}=${value} is not a SQLite driver: use better-sqlite3 or node, or leave it unset`,
  );
}

/** The opener of the first driver that loads; throws SqliteUnavailableError when none does. */
export function sqliteOpener(env: NodeJS.ProcessEnv = process.env): (path: string) => Database.Database {
  const drivers = driversToTry(env);
  const reasons: string[] = [];
  for (const driver of drivers) {
    let result = loaded.get(driver);
    if (!result) loaded.set(driver, (result = driver === 'node' ? loadNodeSqlite() : loadBetterSqlite3()));
    if ('open' in result) return result.open;
    reasons.push(result.reason);
  }
  if (drivers.length === 1) throw new SqliteUnavailableError(`${SQLITE_DRIVER_ENV}=${drivers[0]}: ${reasons[0]}`);
  const fix = betterSqlite3Remedy(currentInstall(), reasons[0] === NOT_INSTALLED);
  throw new SqliteUnavailableError(noSqliteMessage(fix), noSqliteCommandMessage(fix));
}

/** Opens (creating when absent) the database file at `path` with the first driver that loads. */
export function openDatabase(path: string, env: NodeJS.ProcessEnv = process.env): Database.Database {
  return sqliteOpener(env)(path);
}

/** Which driver a connection from openDatabase uses. */
export function driverOf(db: Database.Database): SqliteDriver {
  return db instanceof NodeDatabase ? 'node' : 'better-sqlite3';
}

function loadBetterSqlite3(): Loaded {
  let BetterSqlite3: typeof import('better-sqlite3');
  let addon: object;
  try {
    const packageJson = createRequire(import.meta.url).resolve('better-sqlite3/package.json');
    // The bundle's copy of the JavaScript only with the addon of that same version (the two are one package).
    BetterSqlite3 =
      bundledVersion !== undefined && installedVersion(packageJson) === bundledVersion
        ? bundledDatabase()
        : installedDatabase();
    // Loading the addon proves it loads, so that a file that cannot be opened later is reported as what it is, not
    // as a missing driver. Where npm's install puts it, by its path: better-sqlite3's own finder (`bindings`)
    // walks a stack trace and a dozen candidate paths first.
    addon = loadAddon(dirname(packageJson));
  } catch (error) {
    return { reason: whyBetterSqlite3Fails(error) };
  }
  // `nativeBinding` takes the loaded addon as well as a path (better-sqlite3's types name only the path).
  const options = { nativeBinding: addon as unknown as string };
  return { open: (path) => keepStatements(new BetterSqlite3(path, options)) as unknown as Database.Database };
}

function installedVersion(packageJson: string): string | undefined {
  return (JSON.parse(readFileSync(packageJson, 'utf8')) as { version?: string }).version;
}

/** better-sqlite3's native addon where probe.ts says it may be, else where `bindings` finds it. */
function loadAddon(packageDir: string): object {
  for (const path of betterSqlite3AddonPaths(packageDir)) {
    if (existsSync(path)) return createRequire(import.meta.url)(path) as object;
  }
  const bindings = createRequire(join(packageDir, 'package.json'))('bindings') as (options: object) => object;
  return bindings({ bindings: 'better_sqlite3.node', module_root: packageDir });
}

const NOT_INSTALLED = 'better-sqlite3 is not installed';

/** One short reason (the loader's own message lists every path it tried). */
function whyBetterSqlite3Fails(error: unknown): string {
  const { code, message = '' } = (error ?? {}) as { code?: string; message?: string };
  if (code === 'MODULE_NOT_FOUND' && /'better-sqlite3(\/package\.json)?'/.test(message)) return NOT_INSTALLED;
  if (message.startsWith('Could not locate the bindings file')) {
    return 'better-sqlite3 has no native addon (its install script did not run or failed)';
  }
  if (message.includes('NODE_MODULE_VERSION'))
    return `better-sqlite3's native addon was built for another Node version than ${process.version}`;
  return `better-sqlite3 cannot be loaded: ${message.split('\n')[0]}`;
}

function loadNodeSqlite(): Loaded {
  let sqlite: NodeSqliteModule | undefined;
  try {
    sqlite = withoutSqliteWarning(() => process.getBuiltinModule('node:sqlite') as NodeSqliteModule | undefined);
  } catch {
    sqlite = undefined; // Node 22.5–22.12 without --experimental-sqlite
  }
  if (!sqlite?.DatabaseSync)
    return { reason: `Node ${process.version} has no node:sqlite (Node 22.13 or later has it)` };
  const { DatabaseSync } = sqlite;
  return { open: (path) => new NodeDatabase(new DatabaseSync(path)) };
}

const SQLITE_WARNING = /^SQLite is an experimental feature/;

/**
 * Runs `load` with Node's "SQLite is an experimental feature" warning (Node 22 prints it when node:sqlite first
 * loads) left out; every other warning goes out as usual.
 */
export function withoutSqliteWarning<T>(load: () => T): T {
  const emitWarning = process.emitWarning;
  process.emitWarning = function emitOtherWarnings(this: NodeJS.Process, warning: string | Error, ...rest: unknown[]) {
    const text = typeof warning === 'string' ? warning : warning.message;
    const options = rest[0];
    const type =
      typeof options === 'string'
        ? options
        : typeof warning === 'string'
          ? (options as { type?: string } | undefined)?.type
          : warning.name;
    if (type === 'ExperimentalWarning' && SQLITE_WARNING.test(text)) return;
    return (emitWarning as (...args: unknown[]) => void).call(process, warning, ...rest);
  } as typeof process.emitWarning;
  try {
    return load();
  } finally {
    process.emitWarning = emitWarning;
  }
}

/** Which driver the embedded emulator would use here, proved by opening an in-memory database (agentdeck doctor). */
export function checkSqliteDriver(env: NodeJS.ProcessEnv = process.env): SqliteDriver {
  const db = openDatabase(':memory:', env);
  try {
    return driverOf(db);
  } finally {
    db.close();
  }
}
