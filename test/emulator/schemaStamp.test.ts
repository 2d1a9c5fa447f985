// The schema stamp (PRAGMA user_version, SCHEMA_VERSION in src/emulator/store.ts): a data dir whose stamp is current
// opens without the migrations; one without it (an older emulator's) is migrated and stamped; a later version's
// stamp is never lowered; processes that open a fresh data dir at once all come up and leave the same schema as one.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { keepStatements } from '../../src/emulator/keepStatements.js';
import { startEmulator } from '../../src/emulator/index.js';
import { SCHEMA_VERSION } from '../../src/emulator/store.js';
import { isolatedEnv, MAIN, requireBuiltCli } from '../fault/support/cli.js';
import { call, tempRoot } from './support/harness.js';

const roots: string[] = [];
function root(): string {
  const dir = tempRoot('stamp');
  roots.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of roots.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Reads the file with a connection of its own (the emulator is closed or in another process). */
function inspect<T>(dataDir: string, read: (db: Database.Database) => T): T {
  const db = keepStatements(new Database(join(dataDir, 'emulator.db')));
  try {
    return read(db);
  } finally {
    db.close();
  }
}
const stamp = (dataDir: string) => inspect(dataDir, (db) => db.pragma('user_version', { simple: true }));
/** Every table, index and column, as SQLite keeps them. */
const schema = (dataDir: string) =>
  inspect(dataDir, (db) => {
    const rows = db
      .prepare("SELECT type, name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' ORDER BY name")
      .all() as Array<{ type: string; name: string; sql: string }>;
    return rows.map((row) => ({
      ...row,
      columns: row.type === 'table' ? (db.pragma(`table_info(${row.name})`) as Array<{ name: string }>) : [],
    }));
  });

/**
 * The schema each stamp stands for: a SHA-256 of `schema()` on a fresh data dir. A change to the tables, columns or
 * indexes fails the test below until SCHEMA_VERSION is raised (so that data dirs stamped with the old one are migrated)
 * and the new version's fingerprint is added here. Never edit an existing entry: add one.
 */
const SCHEMA_FINGERPRINTS: Record<number, string> = {
  1: '028395b58c9c7da29312ea1f04fccaa1b704e02b2ae88464bef6c5d76c130b76',
};

describe('the schema stamp', () => {
  it('a fresh data dir has the schema its stamp names: a schema change raises SCHEMA_VERSION', async () => {
    const dataDir = join(root(), 'data');
    await (await startEmulator({ dataDir, readyDelayMs: 0 })).close();
    const fingerprint = createHash('sha256')
      .update(JSON.stringify(schema(dataDir)))
      .digest('hex');
    const versions = Object.keys(SCHEMA_FINGERPRINTS).map(Number);
    expect(Math.max(...versions), 'SCHEMA_FINGERPRINTS has an entry for SCHEMA_VERSION').toBe(SCHEMA_VERSION);
    expect(new Set(Object.values(SCHEMA_FINGERPRINTS)).size, 'each version has a schema of its own').toBe(
      versions.length,
    );
    expect(
      fingerprint,
      `the schema of a fresh data dir changed: raise SCHEMA_VERSION in src/emulator/store.ts and add ${SCHEMA_VERSION + 1}: '${fingerprint}' to SCHEMA_FINGERPRINTS`,
    ).toBe(SCHEMA_FINGERPRINTS[SCHEMA_VERSION]);
  });

  it('a fresh data dir is stamped once every table is made; a stamped one reopens and serves', async () => {
    const dataDir = join(root(), 'data');
    const first = await startEmulator({ dataDir, readyDelayMs: 0 });
    const pk = first.keys.privateKey;
    await call(first.url, 'PUT', '/v1/secrets/kept', {
      key: pk,
      body: { secrets: [{ secretKey: 'K', secretValue: 'v' }] },
    });
    await first.close();
    expect(stamp(dataDir)).toBe(SCHEMA_VERSION);
    const made = schema(dataDir);
    expect(made.map((t) => t.name)).toEqual(
      expect.arrayContaining([
        'secret_sets',
        'agents',
        'agent_deployments',
        'agent_sessions',
        'recordings',
        'oauth_tokens',
      ]),
    );

    const second = await startEmulator({ dataDir, readyDelayMs: 0 });
    try {
      const listed = await call(second.url, 'GET', '/v1/secrets', { key: pk });
      expect(listed.json.sets.map((s: { name: string }) => s.name)).toEqual(['kept']);
      const agent = await call(second.url, 'POST', '/v1/agents', {
        key: pk,
        body: { serviceName: 'after-stamp', image: 'me/a:1', secretSet: 'kept' },
      });
      expect(agent.status).toBe(200);
    } finally {
      await second.close();
    }
    expect(schema(dataDir)).toEqual(made);
  });

  it('a data dir without the stamp (an older emulator) gets every column it lacks, and the stamp', async () => {
    const dataDir = join(root(), 'data');
    await (await startEmulator({ dataDir, readyDelayMs: 0 })).close();
    const made = schema(dataDir);
    inspect(dataDir, (db) =>
      db.exec(
        'ALTER TABLE secret_sets DROP COLUMN source; ALTER TABLE agents DROP COLUMN max_session_seconds; ' +
          'ALTER TABLE agent_deployments DROP COLUMN settings; DROP TABLE agent_sessions; DROP TABLE oauth_tokens; ' +
          'PRAGMA user_version = 0;',
      ),
    );
    await (await startEmulator({ dataDir, readyDelayMs: 0 })).close();
    expect(stamp(dataDir)).toBe(SCHEMA_VERSION);
    // Added columns come last, as ALTER TABLE puts them: compare the names, not the order or CREATE text.
    const names = (s: ReturnType<typeof schema>) => s.map((t) => [t.name, t.columns.map((c) => c.name).sort()]);
    expect(names(schema(dataDir))).toEqual(names(made));
  });

  it("a later version's stamp is kept (its schema only adds to this one's)", async () => {
    const dataDir = join(root(), 'data');
    await (await startEmulator({ dataDir, readyDelayMs: 0 })).close();
    inspect(dataDir, (db) => db.exec(`PRAGMA user_version = ${SCHEMA_VERSION + 1}`));
    const emu = await startEmulator({ dataDir, readyDelayMs: 0 });
    try {
      const key = emu.keys.privateKey;
      await call(emu.url, 'PUT', '/v1/secrets/s', { key, body: { secrets: [{ secretKey: 'K', secretValue: 'v' }] } });
      expect((await call(emu.url, 'GET', '/v1/secrets/s', { key })).status).toBe(200);
    } finally {
      await emu.close();
    }
    expect(stamp(dataDir)).toBe(SCHEMA_VERSION + 1);
  });
});

describe('commands that open a fresh data dir at once', () => {
  /** The built bin with nothing configured (its embedded emulator): exit code and stdout. */
  const run = (home: string, args: string[]) =>
    new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
      const child = spawn(process.execPath, [MAIN, ...args], { env: isolatedEnv(home) });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
      child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
      child.on('error', reject);
      child.on('close', (code) => resolve({ code, stdout, stderr }));
    });

  it('all succeed, and the file has the one schema, stamped', async () => {
    requireBuiltCli();
    const home = root();
    const results = await Promise.all(Array.from({ length: 4 }, () => run(home, ['secrets', 'list', '--json'])));
    for (const result of results) {
      expect(result.stderr).not.toMatch(/error/i);
      expect(result.code).toBe(0);
      expect(JSON.parse(result.stdout).secretSets).toEqual([]);
    }
    const dataDir = join(home, '.local', 'share', 'agentdeck', 'emulator');
    expect(stamp(dataDir)).toBe(SCHEMA_VERSION);
    expect(inspect(dataDir, (db) => db.pragma('integrity_check', { simple: true }))).toBe('ok');

    const alone = join(root(), 'data');
    await (await startEmulator({ dataDir: alone, readyDelayMs: 0 })).close();
    expect(schema(dataDir)).toEqual(schema(alone));
  }, 60_000);
});
