// Works around better-sqlite3 12 on Node ≥ 24 (13 fixes it but needs Node 22): its statement wrapper's
// destructor asks Node for the current Environment, which is null when V8 collects the wrapper outside of JS
// (an idle-time GC, or the final teardown) — the process then aborts (SIGABRT, "Assertion failed: (env) !=
// nullptr" in RemoveEnvironmentCleanupHook), even after every reply was sent. A statement that is never
// garbage-collected never runs that destructor: the emulator prepares its statements once per database, so
// keeping every prepared statement (and the database, which caches the transaction statements) reachable for
// the life of the process costs a few objects per store. db.close() still finalizes them on the SQLite side.
// pragma() is routed through the kept prepare too: better-sqlite3's own prepares a throwaway statement with the
// native handle, which crashed a vitest worker on Node 24 in CI.
import type Database from 'better-sqlite3';

const kept: unknown[] = [];

/** How many objects are kept so far (a test's window on the mechanism). */
export const keptCount = () => kept.length;

/** Every statement `db.prepare` or `db.pragma` makes from now on, and `db` itself, stay reachable until exit. */
export function keepStatements(db: Database.Database): Database.Database {
  kept.push(db);
  const prepare = db.prepare.bind(db);
  db.prepare = ((source: string) => {
    const statement = prepare(source);
    kept.push(statement);
    return statement;
  }) as Database.Database['prepare'];
  db.pragma = ((source: string, options?: Database.PragmaOptions) => {
    const statement = db.prepare(`PRAGMA ${source}`);
    if (!statement.reader) {
      statement.run();
      return options?.simple ? undefined : [];
    }
    return options?.simple ? statement.pluck().get() : statement.all();
  }) as Database.Database['pragma'];
  return db;
}
