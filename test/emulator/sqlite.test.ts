// The emulator's SQLite connection (src/emulator/sqlite/): the same behaviour from each driver the runtime has —
// better-sqlite3, node:sqlite, and node:sqlite as Node 22.13–22.15 offer it (no isTransaction, no switch for
// unknown named parameters) — and the choice of driver (AGENTDECK_SQLITE, the default order).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import type Database from '../../src/emulator/sqlite/database.js';
import { NodeDatabase, namedParameters, type NodeSqliteModule } from '../../src/emulator/sqlite/nodeSqlite.js';
import {
  SqliteUnavailableError,
  driverOf,
  driversToTry,
  noSqliteCommandMessage,
  noSqliteMessage,
  openDatabase,
  withoutSqliteWarning,
} from '../../src/emulator/sqlite/open.js';
import {
  PACKAGE_NAME,
  betterSqlite3Remedy,
  currentInstall,
  installKindOf,
  packageRootOf,
} from '../../src/emulator/sqlite/remedy.js';
import { EmulatorStore } from '../../src/emulator/store.js';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

const nodeSqlite = withoutSqliteWarning(() => process.getBuiltinModule('node:sqlite')) as NodeSqliteModule | undefined;
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'agentdeck-sqlite-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** node:sqlite with the API of Node 22.13–22.15: statements without setAllowUnknownNamedParameters, no isTransaction. */
function legacyNodeSqlite(path: string): Database.Database {
  const real = new nodeSqlite!.DatabaseSync(path);
  const connection = {
    prepare: (source: string) => {
      const statement = real.prepare(source);
      return {
        run: statement.run.bind(statement),
        get: statement.get.bind(statement),
        all: statement.all.bind(statement),
      };
    },
    exec: (source: string) => real.exec(source),
    close: () => real.close(),
  };
  const db = new NodeDatabase(connection);
  expect(db.tracksTransactions).toBe(true);
  return db;
}

/** better-sqlite3 loads wherever its addon was built for the running Node (CI builds it for Node 20 and 24). */
function betterSqlite3Loads(): boolean {
  try {
    openDatabase(':memory:', { AGENTDECK_SQLITE: 'better-sqlite3' }).close();
    return true;
  } catch {
    return false;
  }
}

const drivers: Array<{ name: string; available: boolean; open: (path: string) => Database.Database }> = [
  {
    name: 'better-sqlite3',
    available: betterSqlite3Loads(),
    open: (path) => openDatabase(path, { AGENTDECK_SQLITE: 'better-sqlite3' }),
  },
  {
    name: 'node:sqlite',
    available: nodeSqlite !== undefined,
    open: (path) => openDatabase(path, { AGENTDECK_SQLITE: 'node' }),
  },
  { name: 'node:sqlite of Node 22.13–22.15', available: nodeSqlite !== undefined, open: legacyNodeSqlite },
];

describe.each(drivers)('the connection on $name', ({ available, open }) => {
  const connect = () => {
    const path = join(tempDir(), 'test.db');
    const db = open(path);
    db.exec('PRAGMA journal_mode = WAL; PRAGMA busy_timeout = 5000;');
    db.exec('CREATE TABLE t (k TEXT PRIMARY KEY, v TEXT, n INTEGER)');
    return { db, path };
  };

  it.skipIf(!available)('runs, gets and lists with positional and named parameters; unknown names are ignored', () => {
    const { db } = connect();
    const insert = db.prepare('INSERT INTO t (k, v, n) VALUES (?, ?, ?)');
    expect(insert.run('a', 'alpha', 1)).toEqual({ changes: 1, lastInsertRowid: 1 });
    const named = db.prepare('INSERT INTO t (k, v, n) VALUES (@k, @v, @n)');
    expect(named.run({ k: 'b', v: "it's @v", n: 2, extra: 'ignored' }).changes).toBe(1);
    const get = db.prepare<[string], { k: string; v: string; n: number }>('SELECT k, v, n FROM t WHERE k = ?');
    expect({ ...get.get('b') }).toEqual({ k: 'b', v: "it's @v", n: 2 });
    expect(get.get('missing')).toBeUndefined();
    const all = db.prepare<[], { k: string }>('SELECT k FROM t ORDER BY k');
    expect(all.all().map((row) => row.k)).toEqual(['a', 'b']);
    const count = db.prepare<[], number>('SELECT COUNT(*) FROM t').pluck();
    expect(count.get()).toBe(2);
    expect(db.prepare<[], string>('SELECT k FROM t ORDER BY k').pluck().all()).toEqual(['a', 'b']);
    expect(db.prepare('UPDATE t SET n = n + 1').run().changes).toBe(2);
    db.close();
  });

  it.skipIf(!available)('is in WAL mode, and data_version moves with other connections’ commits only', () => {
    const { db, path } = connect();
    expect(db.prepare('PRAGMA journal_mode').pluck().get()).toBe('wal');
    const other = open(path);
    const version = db.prepare<[], number>('PRAGMA data_version').pluck();
    const before = version.get();
    db.prepare('INSERT INTO t (k) VALUES (?)').run('own');
    expect(version.get()).toBe(before);
    other.prepare('INSERT INTO t (k) VALUES (?)').run('other');
    expect(version.get()).not.toBe(before);
    expect(db.prepare('SELECT COUNT(*) FROM t').pluck().get()).toBe(2);
    other.close();
    db.close();
  });

  it.skipIf(!available)(
    'transactions: inTransaction follows BEGIN/COMMIT/ROLLBACK; transaction() commits, rolls back, nests',
    () => {
      const { db } = connect();
      const begin = db.prepare('BEGIN IMMEDIATE');
      const commit = db.prepare('COMMIT');
      const rollback = db.prepare('ROLLBACK');
      const insert = db.prepare('INSERT INTO t (k) VALUES (?)');
      const keys = () => db.prepare<[], string>('SELECT k FROM t ORDER BY k').pluck().all();
      expect(db.inTransaction).toBe(false);
      begin.run();
      expect(db.inTransaction).toBe(true);
      insert.run('committed');
      commit.run();
      expect(db.inTransaction).toBe(false);
      begin.run();
      insert.run('rolled-back');
      rollback.run();
      expect(db.inTransaction).toBe(false);
      expect(keys()).toEqual(['committed']);

      db.transaction(() => insert.run('in-fn'))();
      expect(() =>
        db.transaction(() => {
          insert.run('thrown');
          throw new Error('boom');
        })(),
      ).toThrow('boom');
      expect(db.inTransaction).toBe(false);
      db.transaction(() => {
        insert.run('outer');
        expect(() =>
          db.transaction(() => {
            insert.run('inner');
            throw new Error('inner boom');
          })(),
        ).toThrow('inner boom');
        expect(db.inTransaction).toBe(true);
      })();
      expect(keys()).toEqual(['committed', 'in-fn', 'outer']);
      // A statement that fails inside leaves the transaction open, as in SQLite.
      begin.run();
      expect(() => insert.run('committed')).toThrow(/UNIQUE/);
      expect(db.inTransaction).toBe(true);
      rollback.run();
      expect(db.inTransaction).toBe(false);
      db.close();
    },
  );

  it.skipIf(!available)(
    'opens with a 5 s busy timeout, so a process opening the file while another holds a lock waits',
    () => {
      const db = open(join(tempDir(), 'fresh.db'));
      expect(db.prepare('PRAGMA busy_timeout').pluck().get()).toBe(5000);
      db.close();
    },
  );

  it.skipIf(!available)('close(): open turns false, a second close is harmless', () => {
    const { db } = connect();
    expect(db.open).toBe(true);
    db.close();
    expect(db.open).toBe(false);
    expect(() => db.close()).not.toThrow();
  });
});

describe('choosing the driver', () => {
  it('AGENTDECK_SQLITE names one driver; unset or empty means the default order; anything else is refused by name', () => {
    expect(driversToTry({})).toEqual(['better-sqlite3', 'node']); // not a single executable: both, in this order
    expect(driversToTry({ AGENTDECK_SQLITE: ' ' })).toEqual(['better-sqlite3', 'node']);
    expect(driversToTry({ AGENTDECK_SQLITE: 'node' })).toEqual(['node']);
    expect(driversToTry({ AGENTDECK_SQLITE: 'better-sqlite3' })).toEqual(['better-sqlite3']);
    expect(() => driversToTry({ AGENTDECK_SQLITE: 'sqlite3' })).toThrow(
      'AGENTDECK_SQLITE=sqlite3 is not a SQLite driver: use better-sqlite3 or node, or leave it unset',
    );
  });

  it('the store opens with AGENTDECK_SQLITE’s driver, else better-sqlite3 where its addon loads, else node:sqlite', () => {
    const store = new EmulatorStore(tempDir());
    try {
      const expected = process.env.AGENTDECK_SQLITE || (betterSqlite3Loads() ? 'better-sqlite3' : 'node');
      expect(driverOf(store.db)).toBe(expected);
    } finally {
      store.close();
    }
  });

  it.skipIf(nodeSqlite !== undefined)('on a Node without node:sqlite, AGENTDECK_SQLITE=node says so', () => {
    expect(() => openDatabase(join(tempDir(), 'x.db'), { AGENTDECK_SQLITE: 'node' })).toThrow(
      new SqliteUnavailableError(
        `AGENTDECK_SQLITE=node: Node ${process.version} has no node:sqlite (Node 22.13 or later has it)`,
      ),
    );
  });

  it('the message when neither loads names the three ways out', () => {
    expect(noSqliteMessage(betterSqlite3Remedy({ kind: 'global' }, false))).toBe(
      'the embedded emulator needs SQLite: on Node 20 run `npm rebuild -g better-sqlite3` (needs python3, make and a C++ compiler), ' +
        'use Node 22 or later, or configure credentials for the real service (agentdeck auth login)',
    );
    expect(noSqliteCommandMessage(betterSqlite3Remedy({ kind: 'global' }, false))).toBe(
      'the emulator needs SQLite: on Node 20 run `npm rebuild -g better-sqlite3` (needs python3, make and a C++ compiler), or use Node 22 or later',
    );
  });

  it('the better-sqlite3 way out fits the install: global, a project’s dependency or a checkout; left out by npm or there without its addon', () => {
    const root = tempDir();
    const write = (dir: string, name: string) => {
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, 'package.json'), JSON.stringify({ name }));
    };
    const globalRoot = join(root, 'usr', 'lib', 'node_modules', PACKAGE_NAME);
    const projectRoot = join(root, 'app', 'node_modules', PACKAGE_NAME);
    const checkout = join(root, 'src', 'agentdeck');
    for (const dir of [globalRoot, projectRoot, checkout]) write(dir, PACKAGE_NAME);
    write(join(root, 'app'), 'their-app');
    // From a file deep in the package (dist/… or src/emulator/sqlite/…), past other packages' manifests.
    write(join(checkout, 'node_modules', 'other'), 'other');
    expect(packageRootOf(join(checkout, 'dist', 'chunks', 'x.js'))).toBe(checkout);
    expect(packageRootOf(join(projectRoot, 'dist', 'cli.cjs'))).toBe(projectRoot);
    expect(packageRootOf(join(root, 'elsewhere', 'x.js'))).toBeUndefined();

    expect(installKindOf(globalRoot)).toEqual({ kind: 'global' });
    expect(installKindOf(projectRoot)).toEqual({ kind: 'project', dir: join(root, 'app') });
    expect(installKindOf(checkout)).toEqual({ kind: 'checkout', dir: checkout });

    expect(betterSqlite3Remedy({ kind: 'global' }, true)).toBe(
      'better-sqlite3 could not be built at install and npm left it out: run `npm install -g agentdeck-cli` again where it can build (python3, make, a C++ compiler and Node’s headers; offline, add `--nodedir=DIR` naming a Node tree that has them)',
    );
    expect(betterSqlite3Remedy({ kind: 'checkout', dir: checkout }, false)).toBe(
      `on Node 20 run \`npm rebuild better-sqlite3\` in ${checkout} (needs python3, make and a C++ compiler)`,
    );
    expect(betterSqlite3Remedy({ kind: 'project', dir: '/srv/app' }, true)).toBe(
      'better-sqlite3 could not be built at install and npm left it out: run `npm install` in /srv/app again where it can build (python3, make, a C++ compiler and Node’s headers; offline, add `--nodedir=DIR` naming a Node tree that has them)',
    );
    // This suite runs from a checkout.
    expect(currentInstall()).toEqual({ kind: 'checkout', dir: ROOT });
  });
});

describe('node:sqlite details', () => {
  it('named parameters are read from the statement, not from string literals', () => {
    expect(namedParameters("INSERT INTO t VALUES (@org, :name, $n, '@not', 'it''s @not')")).toEqual([
      'org',
      'name',
      'n',
    ]);
  });

  it('withoutSqliteWarning hides only the SQLite experimental warning', async () => {
    const seen: string[] = [];
    const onWarning = (warning: Error) => seen.push(`${warning.name}: ${warning.message}`);
    process.on('warning', onWarning);
    try {
      withoutSqliteWarning(() => {
        process.emitWarning('SQLite is an experimental feature and might change at any time', 'ExperimentalWarning');
        process.emitWarning('SQLite is an experimental feature and might change at any time', {
          type: 'ExperimentalWarning',
        });
        process.emitWarning('Something else is experimental', 'ExperimentalWarning');
        process.emitWarning('SQLite is an experimental feature', 'DeprecationWarning');
      });
      process.emitWarning('SQLite is an experimental feature and might change at any time', 'ExperimentalWarning');
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      process.off('warning', onWarning);
    }
    expect(seen).toEqual([
      'ExperimentalWarning: Something else is experimental',
      'DeprecationWarning: SQLite is an experimental feature',
      'ExperimentalWarning: SQLite is an experimental feature and might change at any time',
    ]);
  });
});
