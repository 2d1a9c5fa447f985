// Why this file is long: it is the one place that opens the database and holds every statement of the shared
// tables (meta, sets, values, rooms); the scrubbing of removed secret values is in scrub.ts (see
// CONNECTION_PRAGMAS and noteErased()).
// SQLite store of the emulator (the driver: sqlite/open.ts; WAL). Every write commits before the caller replies.
// synchronous=NORMAL in WAL mode: a committed transaction is in the WAL file (OS page cache) before the reply,
// so it survives the process being killed (kill -9); only an OS crash or power loss could lose the last commits.
import { chmodSync, closeSync, existsSync, openSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type Database from './sqlite/database.js';
import { openDatabase } from './sqlite/open.js';
import { Scrub } from './scrub.js';
import { ScrubGroup } from './scrubGroup.js';
import { lazyStatements } from './lazyStatements.js';

export const DB_FILE = 'emulator.db';

export interface SetRow {
  name: string;
  type: 'secret' | 'imagePullSecret';
  region: string;
  host: string | null;
  failure: string | null;
  updated_at: number;
  /** Bumped by every write of the set (values never; see setVersions below). */
  version: number;
  /** 'referenced': a self-hosted region's set (name, region and readiness only); null: the service holds it. */
  source: string | null;
}

export interface RoomRow {
  seq: number;
  id: string;
  name: string;
  privacy: string;
  created_at: string;
  exp: number | null;
  config: string;
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS org_properties (org TEXT PRIMARY KEY, default_region TEXT NOT NULL) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS secret_sets (
  org TEXT NOT NULL,
  name TEXT NOT NULL,
  type TEXT NOT NULL CHECK (type IN ('secret', 'imagePullSecret')),
  region TEXT NOT NULL,
  host TEXT,
  pull_secret_value TEXT,
  failure TEXT,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  version INTEGER NOT NULL DEFAULT 1,
  source TEXT,
  PRIMARY KEY (org, name)
) WITHOUT ROWID;
-- The last version of a deleted set, so that re-creating it goes on counting (a deployment that captured version
-- 2 of the old set never looks like it runs version 2 of the new one).
CREATE TABLE IF NOT EXISTS retired_set_versions (
  org TEXT NOT NULL,
  name TEXT NOT NULL,
  version INTEGER NOT NULL,
  PRIMARY KEY (org, name)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS secret_values (
  org TEXT NOT NULL,
  set_name TEXT NOT NULL,
  secret_key TEXT NOT NULL,
  secret_value TEXT NOT NULL,
  PRIMARY KEY (org, set_name, secret_key)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS rooms (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  id TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL UNIQUE,
  privacy TEXT NOT NULL,
  created_at TEXT NOT NULL,
  exp REAL,
  config TEXT NOT NULL
);
`;

/**
 * Every connection to emulator.db runs these first (the one place: a second adapter must use them too).
 * secure_delete: SQLite overwrites the bytes of deleted rows with zeros instead of leaving them in free space, so a
 * removed secret value does not stay readable in the file. The WAL and emulator.db still hold the pages as they
 * were before the delete; scrub.ts gets rid of them after any write that removed or replaced a value.
 * journal_size_limit = 0: the first commit after the WAL restarts cuts the file to its own frames, so no older
 * frame lingers past them (scrub.ts relies on it).
 */
export const CONNECTION_PRAGMAS =
  'PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA busy_timeout = 5000; PRAGMA secure_delete = ON; ' +
  'PRAGMA journal_size_limit = 0;';

/**
 * The version of the schema every store's migrations make (their tables, added columns and the deployments'
 * backfill), stamped in the file (PRAGMA user_version) by startEmulator once every store ran them. A data dir at
 * this version or later opens without running them (CREATE TABLE IF NOT EXISTS ×12, PRAGMA table_info ×3, the
 * backfill: they only ever add); a data dir from before the stamp (0) or an older version runs them all, as every
 * open did before. Raise it with every new table, column or backfill: test/emulator/schemaStamp.test.ts fails on
 * a schema change made without it (not on a backfill alone, which changes no schema).
 */
export const SCHEMA_VERSION = 1;

/**
 * A write that changes nothing. SQLite refuses it on a database this process cannot write (a read-only file or
 * file system: SQLITE_READONLY), so the emulator fails at start, where config/target.ts says what to do, rather
 * than at a command's first write (before the schema stamp, the deployments' backfill did this on every open). Like
 * any write it waits for another process's write lock (busy_timeout).
 */
const WRITE_PROBE = "INSERT INTO meta (key, value) SELECT 'write-probe', '' WHERE 0";

/**
 * Data dirs written before a column existed: add it, once, under the write lock. Processes sharing a fresh data dir
 * race here: each sees the column missing, and all but the first ALTER would fail ("duplicate column name").
 */
export function addColumn(db: Database.Database, table: string, column: string, definition: string): void {
  const has = () =>
    (db.prepare(`PRAGMA table_info(${table})`).all() as Array<{ name: string }>).some((c) => c.name === column);
  if (has()) return;
  db.exec('BEGIN IMMEDIATE');
  try {
    if (!has()) db.exec(`ALTER TABLE ${table} ADD COLUMN ${column} ${definition}`);
    db.exec('COMMIT');
  } catch (error) {
    if (db.inTransaction) db.exec('ROLLBACK');
    throw error;
  }
}

/** Creates the db file 0600 up front: SQLite gives its -wal/-shm files the same permissions. */
function ensurePrivateFile(path: string): void {
  if (!existsSync(path)) closeSync(openSync(path, 'a', 0o600));
  if ((statSync(path).mode & 0o077) !== 0) chmodSync(path, 0o600);
}

function schemaVersion(db: Database.Database): number {
  return db.prepare<[], number>('PRAGMA user_version').pluck().get() as number;
}

export class EmulatorStore {
  readonly db: Database.Database;
  /**
   * The file's schema is SCHEMA_VERSION's or later: every store skips its migrations. Otherwise each runs them
   * (idempotent, so processes sharing a fresh data dir may all run them) and startEmulator stamps the file.
   */
  readonly schemaCurrent: boolean;
  private readonly stmts;
  /** Removes what a commit erased from the files (scrub.ts). */
  private readonly scrub: Scrub;
  /** When it does: at once, or once for a stream of writes (scrubGroup.ts). */
  private readonly scrubs: ScrubGroup;

  constructor(dataDir: string) {
    const path = join(dataDir, DB_FILE);
    ensurePrivateFile(path);
    this.db = openDatabase(path);
    // exec, not pragma(): pragma() prepares a throwaway statement (see keepStatements.ts).
    this.db.exec(CONNECTION_PRAGMAS);
    const db = this.db;
    this.schemaCurrent = schemaVersion(db) >= SCHEMA_VERSION;
    if (!this.schemaCurrent) {
      db.exec(SCHEMA);
      addColumn(db, 'secret_sets', 'version', 'INTEGER NOT NULL DEFAULT 1');
      addColumn(db, 'secret_sets', 'source', 'TEXT');
    }
    db.exec(WRITE_PROBE);
    this.scrub = new Scrub(db, path);
    this.scrubs = new ScrubGroup(() => this.scrub.run());
    // A process killed while a stream's scrub was due left old values in the WAL: scrub with the next commit.
    if (this.scrub.walHoldsFrames()) this.scrubs.erased();
    this.stmts = lazyStatements({
      begin: () => db.prepare('BEGIN IMMEDIATE'),
      commit: () => db.prepare('COMMIT'),
      rollback: () => db.prepare('ROLLBACK'),
      getMeta: () => db.prepare<[string], { value: string }>('SELECT value FROM meta WHERE key = ?'),
      setMeta: () =>
        db.prepare('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value'),
      getDefaultRegion: () =>
        db.prepare<[string], { default_region: string }>('SELECT default_region FROM org_properties WHERE org = ?'),
      setDefaultRegion: () =>
        db.prepare(
          'INSERT INTO org_properties (org, default_region) VALUES (?, ?) ON CONFLICT(org) DO UPDATE SET default_region = excluded.default_region',
        ),
      listSets: () =>
        db.prepare<[string], SetRow>(
          'SELECT name, type, region, host, failure, updated_at, version, source FROM secret_sets WHERE org = ? ORDER BY name',
        ),
      listSetsInRegion: () =>
        db.prepare<[string, string], SetRow>(
          'SELECT name, type, region, host, failure, updated_at, version, source FROM secret_sets WHERE org = ? AND region = ? ORDER BY name',
        ),
      getSet: () =>
        db.prepare<[string, string], SetRow>(
          'SELECT name, type, region, host, failure, updated_at, version, source FROM secret_sets WHERE org = ? AND name = ?',
        ),
      countSets: () => db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM secret_sets'),
      dataVersion: () => db.prepare<[], number>('PRAGMA data_version').pluck(),
      insertMetaIfAbsent: () => db.prepare('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO NOTHING'),
      keysOf: () =>
        db.prepare<[string, string], { secret_key: string }>(
          'SELECT secret_key FROM secret_values WHERE org = ? AND set_name = ? ORDER BY secret_key',
        ),
      insertSet: () =>
        db.prepare(
          `INSERT INTO secret_sets (org, name, type, region, host, pull_secret_value, failure, created_at, updated_at, version, source)
         VALUES (@org, @name, @type, @region, @host, @pullSecretValue, @failure, @now, @now,
           1 + COALESCE((SELECT version FROM retired_set_versions WHERE org = @org AND name = @name), 0), @source)`,
        ),
      touchSet: () =>
        db.prepare(
          `UPDATE secret_sets SET host = @host, pull_secret_value = @pullSecretValue, failure = @failure, updated_at = @now,
           version = version + 1
         WHERE org = @org AND name = @name`,
        ),
      touchSetTime: () =>
        db.prepare('UPDATE secret_sets SET updated_at = ?, version = version + 1 WHERE org = ? AND name = ?'),
      retireVersion: () =>
        db.prepare(
          `INSERT INTO retired_set_versions (org, name, version)
           SELECT org, name, version FROM secret_sets WHERE org = ? AND name = ?
         ON CONFLICT(org, name) DO UPDATE SET version = excluded.version`,
        ),
      // A value is replaced only when it differs (the old one must then be scrubbed), else inserted if absent.
      replaceValue: () =>
        db.prepare(
          'UPDATE secret_values SET secret_value = ? WHERE org = ? AND set_name = ? AND secret_key = ? AND secret_value IS NOT ?',
        ),
      insertValueIfAbsent: () =>
        db.prepare(
          `INSERT INTO secret_values (org, set_name, secret_key, secret_value) VALUES (?, ?, ?, ?)
         ON CONFLICT(org, set_name, secret_key) DO NOTHING`,
        ),
      replacesPullValue: () =>
        db
          .prepare<[string | null, string, string], number>(
            'SELECT pull_secret_value IS NOT NULL AND pull_secret_value IS NOT ? FROM secret_sets WHERE org = ? AND name = ?',
          )
          .pluck(),
      deleteSet: () => db.prepare('DELETE FROM secret_sets WHERE org = ? AND name = ?'),
      deleteValues: () => db.prepare('DELETE FROM secret_values WHERE org = ? AND set_name = ?'),
      deleteValue: () => db.prepare('DELETE FROM secret_values WHERE org = ? AND set_name = ? AND secret_key = ?'),
      insertRoom: () =>
        db.prepare(
          'INSERT INTO rooms (id, name, privacy, created_at, exp, config) VALUES (@id, @name, @privacy, @created_at, @exp, @config)',
        ),
      getRoom: () => db.prepare<[string], RoomRow>('SELECT * FROM rooms WHERE name = ?'),
      getRoomById: () => db.prepare<[string], RoomRow>('SELECT * FROM rooms WHERE id = ?'),
      deleteRoom: () => db.prepare('DELETE FROM rooms WHERE name = ?'),
      updateRoom: () =>
        db.prepare('UPDATE rooms SET privacy = @privacy, exp = @exp, config = @config WHERE name = @name'),
      countLiveRooms: () =>
        db.prepare<[number], { n: number }>('SELECT COUNT(*) AS n FROM rooms WHERE exp IS NULL OR exp > ?'),
      roomsNewest: () =>
        db.prepare<[number, number], RoomRow>(
          'SELECT * FROM rooms WHERE (exp IS NULL OR exp > ?) ORDER BY seq DESC LIMIT ?',
        ),
      roomsOlderThan: () =>
        db.prepare<[number, number, number], RoomRow>(
          'SELECT * FROM rooms WHERE (exp IS NULL OR exp > ?) AND seq < ? ORDER BY seq DESC LIMIT ?',
        ),
      roomsNewerThan: () =>
        db.prepare<[number, number, number], RoomRow>(
          'SELECT * FROM rooms WHERE (exp IS NULL OR exp > ?) AND seq > ? ORDER BY seq ASC LIMIT ?',
        ),
    });
  }

  /**
   * Every store made on this connection ran its migrations: stamps the file with SCHEMA_VERSION, under the write
   * lock, never lowering a later version's stamp.
   */
  markSchemaCurrent(): void {
    if (this.schemaCurrent) return;
    this.transaction(() => {
      if (schemaVersion(this.db) < SCHEMA_VERSION) this.db.exec(`PRAGMA user_version = ${SCHEMA_VERSION}`);
    });
  }

  /** A write removed or replaced a secret value: scrub once it is committed. */
  private noteErased(): void {
    this.scrubs.erased();
    if (!this.db.inTransaction) this.scrubs.afterCommit();
  }

  /** Runs fn in one transaction (BEGIN IMMEDIATE … COMMIT with cached statements; nested calls join the outer one). */
  transaction<T>(fn: () => T): T {
    if (this.db.inTransaction) return fn();
    this.stmts.begin.run();
    let result: T;
    try {
      result = fn();
      this.stmts.commit.run();
    } catch (error) {
      if (this.db.inTransaction) this.stmts.rollback.run();
      throw error;
    }
    this.scrubs.afterCommit();
    return result;
  }

  getMeta(key: string): string | undefined {
    return this.stmts.getMeta.get(key)?.value;
  }

  setMeta(key: string, value: string): void {
    this.stmts.setMeta.run(key, value);
  }

  /** Sets a meta value unless one is there (another process may have set it first); returns the stored value. */
  metaOrInsert(key: string, value: string): string {
    this.stmts.insertMetaIfAbsent.run(key, value);
    return this.getMeta(key) ?? value;
  }

  /**
   * Changes whenever another connection (another process sharing the data dir) commits; this connection's own
   * commits do not change it. Cheap: no table is read.
   */
  dataVersion(): number {
    return this.stmts.dataVersion.get() as number;
  }

  defaultRegion(org: string): string | undefined {
    return this.stmts.getDefaultRegion.get(org)?.default_region;
  }

  setDefaultRegion(org: string, region: string): void {
    this.stmts.setDefaultRegion.run(org, region);
  }

  listSets(org: string, region?: string): SetRow[] {
    return region === undefined ? this.stmts.listSets.all(org) : this.stmts.listSetsInRegion.all(org, region);
  }

  getSet(org: string, name: string): SetRow | undefined {
    return this.stmts.getSet.get(org, name);
  }

  countSets(): number {
    return this.stmts.countSets.get()?.n ?? 0;
  }

  keysOf(org: string, name: string): string[] {
    return this.stmts.keysOf.all(org, name).map((row) => row.secret_key);
  }

  insertSet(row: {
    org: string;
    name: string;
    type: SetRow['type'];
    region: string;
    host: string | null;
    pullSecretValue: string | null;
    failure: string | null;
    now: number;
    source?: string | null;
  }): void {
    this.stmts.insertSet.run({ source: null, ...row });
  }

  /**
   * Marks an existing set as written at `now` (status is derived from that time) and bumps its version. A secret
   * set (`pullSecretValue` null) never holds a pull value, so only an image pull secret's is compared first.
   */
  touchSet(row: {
    org: string;
    name: string;
    host: string | null;
    pullSecretValue: string | null;
    failure: string | null;
    now: number;
  }): void {
    const replaces =
      row.pullSecretValue !== null && this.stmts.replacesPullValue.get(row.pullSecretValue, row.org, row.name) === 1;
    this.stmts.touchSet.run(row);
    if (replaces) this.noteErased();
  }

  touchSetTime(org: string, name: string, now: number): void {
    this.stmts.touchSetTime.run(now, org, name);
  }

  upsertValue(org: string, name: string, key: string, value: string): void {
    if (this.stmts.replaceValue.run(value, org, name, key, value).changes > 0) this.noteErased();
    else this.stmts.insertValueIfAbsent.run(org, name, key, value);
  }

  /** Deletes a set and its values; its version counter is kept for a set re-created under the same name. */
  deleteSet(org: string, name: string): boolean {
    this.stmts.retireVersion.run(org, name);
    this.stmts.deleteValues.run(org, name);
    const deleted = this.stmts.deleteSet.run(org, name).changes > 0;
    if (deleted) this.noteErased();
    return deleted;
  }

  deleteValue(org: string, name: string, key: string): boolean {
    const deleted = this.stmts.deleteValue.run(org, name, key).changes > 0;
    if (deleted) this.noteErased();
    return deleted;
  }

  insertRoom(room: Omit<RoomRow, 'seq'>): void {
    this.stmts.insertRoom.run(room);
  }

  getRoom(name: string): RoomRow | undefined {
    return this.stmts.getRoom.get(name);
  }

  updateRoom(room: Pick<RoomRow, 'name' | 'privacy' | 'exp' | 'config'>): void {
    this.stmts.updateRoom.run({ name: room.name, privacy: room.privacy, exp: room.exp, config: room.config });
  }

  getRoomById(id: string): RoomRow | undefined {
    return this.stmts.getRoomById.get(id);
  }

  deleteRoom(name: string): boolean {
    return this.stmts.deleteRoom.run(name).changes > 0;
  }

  countLiveRooms(nowSeconds: number): number {
    return this.stmts.countLiveRooms.get(nowSeconds)?.n ?? 0;
  }

  /** Live rooms, newest first; `after`/`before` are cursor seqs (exclusive). */
  listRooms(nowSeconds: number, limit: number, cursor?: { after?: number; before?: number }): RoomRow[] {
    if (cursor?.after !== undefined) return this.stmts.roomsOlderThan.all(nowSeconds, cursor.after, limit);
    if (cursor?.before !== undefined) return this.stmts.roomsNewerThan.all(nowSeconds, cursor.before, limit).reverse();
    return this.stmts.roomsNewest.all(nowSeconds, limit);
  }

  close(): void {
    if (this.db.open) {
      try {
        this.scrubs.flush(); // another process may keep the WAL past this connection
      } catch {
        // SQLite checkpoints the WAL as the last connection closes, just below.
      }
      this.scrub.beforeClose(); // the last connection's checkpoint at close is synced
      this.db.close();
    }
    this.scrubs.close();
    this.scrub.close(); // after the connection: its descriptors never outlive SQLite's locks
  }
}
