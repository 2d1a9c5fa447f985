// node:sqlite (Node ≥ 22.13 without a flag) behind the better-sqlite3-shaped connection of database.ts.
// What differs, and is made the same here:
// - named parameters: better-sqlite3 ignores keys of the object that the statement does not name; node:sqlite
//   throws on them (allowed by a switch from Node 22.15 on; before it, the object is cut down to the names the
//   statement's text holds).
// - inTransaction/open: isTransaction comes with Node 22.16, isOpen with 22.15. Before them, the connection
//   follows its own BEGIN/COMMIT/ROLLBACK statements (an automatic rollback after an I/O error would be missed:
//   a ROLLBACK that finds no transaction is then taken as done).
// - busy timeout: better-sqlite3 opens with 5 s, node:sqlite with none — then a process that opens the file while
//   another switches it to WAL fails at once with "database is locked" (three processes starting on a fresh data
//   dir, test/fault/shared-emulator.test.tsx). Set to 5 s on open, as better-sqlite3 does.
// - pluck(): node:sqlite has none; the first column of the row is taken.
// - transaction(fn): built here as better-sqlite3 builds it (BEGIN, or a savepoint inside a transaction).
import type Database from './database.js';

/** What this file uses of node:sqlite (@types/node 20 has no types for it). */
export interface NodeSqliteModule {
  DatabaseSync: new (path: string) => NodeSqliteConnection;
}

interface NodeSqliteConnection {
  prepare(source: string): NodeSqliteStatement;
  exec(source: string): void;
  close(): void;
  readonly isTransaction?: boolean;
}

interface NodeSqliteStatement {
  run(...params: unknown[]): Database.RunResult;
  get(...params: unknown[]): unknown;
  all(...params: unknown[]): unknown[];
  setAllowUnknownNamedParameters?(enabled: boolean): void;
}

/** Which transaction statement `source` is, when it is one (the connection follows them when it must). */
function transactionControl(source: string): 'begin' | 'end' | 'rollback' | undefined {
  const text = source.trim().toUpperCase();
  if (/^BEGIN\b/.test(text)) return 'begin';
  if (/^(COMMIT|END)\b/.test(text)) return 'end';
  if (/^ROLLBACK\b/.test(text) && !/^ROLLBACK\s+(TRANSACTION\s+)?TO\b/.test(text)) return 'rollback';
  return undefined;
}

/** The names of a statement's named parameters (`@name`, `:name`, `$name`), outside string literals. */
export function namedParameters(source: string): string[] {
  const names = new Set<string>();
  const withoutLiterals = source.replace(/'(?:[^']|'')*'/g, "''");
  for (const match of withoutLiterals.matchAll(/[@:$]([A-Za-z_][A-Za-z0-9_]*)/g)) names.add(match[1]);
  return [...names];
}

const isNamedObject = (params: unknown[]): params is [Record<string, unknown>] =>
  params.length === 1 && typeof params[0] === 'object' && params[0] !== null && !ArrayBuffer.isView(params[0]);

class NodeStatement implements Database.Statement {
  private plucked = false;
  /** Set when node:sqlite cannot be told to ignore unknown names: the names to keep. */
  private readonly names: string[] | undefined;
  private readonly control;

  constructor(
    private readonly statement: NodeSqliteStatement,
    source: string,
    private readonly connection: NodeDatabase,
  ) {
    if (statement.setAllowUnknownNamedParameters) statement.setAllowUnknownNamedParameters(true);
    else this.names = namedParameters(source);
    this.control = connection.tracksTransactions ? transactionControl(source) : undefined;
  }

  private bind(params: unknown[]): unknown[] {
    if (!this.names || !isNamedObject(params)) return params;
    const given = params[0];
    return [Object.fromEntries(this.names.filter((name) => name in given).map((name) => [name, given[name]]))];
  }

  run(...params: unknown[]): Database.RunResult {
    if (!this.control) return this.statement.run(...this.bind(params));
    return this.connection.followTransaction(this.control, () => this.statement.run(...params));
  }

  get(...params: unknown[]): unknown {
    const row = this.statement.get(...this.bind(params));
    return this.plucked && row !== undefined ? firstColumn(row) : row;
  }

  all(...params: unknown[]): unknown[] {
    const rows = this.statement.all(...this.bind(params));
    return this.plucked ? rows.map(firstColumn) : rows;
  }

  pluck(): this {
    this.plucked = true;
    return this;
  }
}

function firstColumn(row: unknown): unknown {
  for (const key in row as Record<string, unknown>) return (row as Record<string, unknown>)[key];
  return undefined;
}

let savepoints = 0;
/** better-sqlite3's default. */
const BUSY_TIMEOUT_MS = 5000;

export class NodeDatabase implements Database.Database {
  private isOpen = true;
  private followedTransaction = false;
  /** True where node:sqlite cannot say whether a transaction is open (Node < 22.16). */
  readonly tracksTransactions: boolean;

  constructor(
    private readonly connection: NodeSqliteConnection,
    options: { trackTransactions?: boolean } = {},
  ) {
    this.tracksTransactions = options.trackTransactions ?? typeof connection.isTransaction !== 'boolean';
    connection.exec(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`);
  }

  get open(): boolean {
    return this.isOpen;
  }

  get inTransaction(): boolean {
    return this.tracksTransactions ? this.followedTransaction : Boolean(this.connection.isTransaction);
  }

  /** Runs a BEGIN, COMMIT or ROLLBACK and notes where the connection stands after it. */
  followTransaction(control: 'begin' | 'end' | 'rollback', run: () => Database.RunResult): Database.RunResult {
    if (control === 'rollback' && !this.followedTransaction) return { changes: 0, lastInsertRowid: 0 };
    try {
      const result = run();
      this.followedTransaction = control === 'begin';
      return result;
    } catch (error) {
      // "cannot rollback/commit - no transaction is active": SQLite already rolled back by itself.
      if (control !== 'begin' && /no transaction is active/.test((error as Error).message)) {
        this.followedTransaction = false;
        if (control === 'rollback') return { changes: 0, lastInsertRowid: 0 };
      }
      throw error;
    }
  }

  prepare(source: string) {
    return new NodeStatement(this.connection.prepare(source), source, this) as never;
  }

  exec(source: string): this {
    const control = this.tracksTransactions ? transactionControl(source) : undefined;
    if (control && !source.trim().replace(/;$/, '').includes(';')) {
      this.followTransaction(control, () => {
        this.connection.exec(source);
        return { changes: 0, lastInsertRowid: 0 };
      });
    } else {
      this.connection.exec(source);
    }
    return this;
  }

  transaction<F extends (...args: never[]) => unknown>(fn: F): F {
    const wrapped = (...args: Parameters<F>) => {
      if (this.inTransaction) {
        const name = `"agentdeck_sp_${++savepoints}"`;
        this.connection.exec(`SAVEPOINT ${name}`);
        try {
          const result = fn(...args);
          this.connection.exec(`RELEASE ${name}`);
          return result;
        } catch (error) {
          if (this.inTransaction) this.connection.exec(`ROLLBACK TO ${name}; RELEASE ${name}`);
          throw error;
        }
      }
      this.exec('BEGIN');
      try {
        const result = fn(...args);
        this.exec('COMMIT');
        return result;
      } catch (error) {
        if (this.inTransaction) this.exec('ROLLBACK');
        throw error;
      }
    };
    return wrapped as F;
  }

  close(): this {
    if (this.isOpen) {
      this.connection.close();
      this.isOpen = false;
      this.followedTransaction = false;
    }
    return this;
  }
}
