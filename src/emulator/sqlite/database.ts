// The SQLite connection the emulator's stores use: the part of better-sqlite3's API they call, so either driver
// fits behind it (better-sqlite3, or node:sqlite through nodeSqlite.ts; open.ts picks one). Imported as a type,
// the way better-sqlite3's own was: `import type Database from './sqlite/database.js'`, then `Database.Database`.
// No pragma(): better-sqlite3's prepares a statement that is never kept (keepStatements.ts); run pragmas with
// exec(), or prepare them once (`PRAGMA data_version` with pluck()).

// eslint-disable-next-line @typescript-eslint/no-namespace -- the shape of better-sqlite3's own declarations, which callers name as Database.Database
declare namespace Database {
  interface RunResult {
    changes: number;
    lastInsertRowid: number | bigint;
  }

  /** Parameters: positional (`?`), or one object for named ones (`@name`). */
  interface Statement<BindParameters extends unknown[] = unknown[], Result = unknown> {
    run(...params: BindParameters): RunResult;
    get(...params: BindParameters): Result | undefined;
    all(...params: BindParameters): Result[];
    /** From now on get() and all() give each row's first column instead of the row. */
    pluck(): this;
  }

  interface Database {
    /** False once close() ran. */
    readonly open: boolean;
    /** True between BEGIN and its COMMIT or ROLLBACK. */
    readonly inTransaction: boolean;
    prepare<BindParameters extends unknown[] | object = unknown[], Result = unknown>(
      source: string,
    ): BindParameters extends unknown[] ? Statement<BindParameters, Result> : Statement<[BindParameters], Result>;
    /** Runs one or more statements that return nothing (schema, pragmas). */
    exec(source: string): this;
    /** `fn` wrapped in BEGIN … COMMIT (ROLLBACK when it throws); inside another transaction, in a savepoint. */
    transaction<F extends (...args: never[]) => unknown>(fn: F): F;
    close(): this;
  }
}

export default Database;
