// Works around better-sqlite3 12 on Node ≥ 24 (13 fixes it but needs Node 22): its statement wrapper's
// destructor asks Node for the current Environment, which is null when V8 collects the wrapper outside of JS
// (an idle-time GC, or the final teardown) — the process then aborts (SIGABRT, "Assertion failed: (env) !=
// nullptr" in RemoveEnvironmentCleanupHook), even after every reply was sent. A statement that is never
// garbage-collected never runs that destructor: the emulator prepares its statements once per database, so
// keeping every prepared statement (and the database, which caches the transaction statements) reachable for
// the life of the process costs a few objects per store. db.close() still finalizes them on the SQLite side.
import type Database from 'better-sqlite3';

const kept: unknown[] = [];

/** Every statement `db.prepare` returns from now on, and `db` itself, stay reachable until the process exits. */
export function keepStatements(db: Database.Database): Database.Database {
  kept.push(db);
  const prepare = db.prepare.bind(db);
  db.prepare = ((source: string) => {
    const statement = prepare(source);
    kept.push(statement);
    return statement;
  }) as Database.Database['prepare'];
  return db;
}
