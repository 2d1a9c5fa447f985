import type Database from 'better-sqlite3';
/** Every statement `db.prepare` returns from now on, and `db` itself, stay reachable until the process exits. */
export declare function keepStatements(db: Database.Database): Database.Database;
