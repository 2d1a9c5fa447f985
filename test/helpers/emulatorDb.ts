// Reads what the emulator stored, straight from its SQLite file: the API never returns values, so this is the
// only way a test can check what a pull secret's credentials became on the wire.
import Database from 'better-sqlite3';
import { keepStatements } from '../../src/emulator/keepStatements.js';
import { join } from 'node:path';

/** The stored `secretValue` of an image pull secret in the emulator whose data dir is `dataDir`. */
export function storedPullSecretValue(dataDir: string, name: string): string | undefined {
  const db = keepStatements(new Database(join(dataDir, 'emulator.db'), { readonly: true, fileMustExist: true }));
  try {
    const row = db.prepare('SELECT pull_secret_value AS v FROM secret_sets WHERE name = ?').get(name) as
      { v: string } | undefined;
    return row?.v;
  } finally {
    db.close();
  }
}

/** The stored value of `key` in the secret set `name` (any org), in the emulator whose data dir is `dataDir`. */
export function storedSecretValue(dataDir: string, name: string, key: string): string | undefined {
  const db = keepStatements(new Database(join(dataDir, 'emulator.db'), { readonly: true, fileMustExist: true }));
  try {
    const row = db
      .prepare('SELECT secret_value AS v FROM secret_values WHERE set_name = ? AND secret_key = ?')
      .get(name, key) as { v: string } | undefined;
    return row?.v;
  } finally {
    db.close();
  }
}

/** Gives a recording another id (e.g. two ids sharing a prefix), in the emulator whose data dir is `dataDir`. */
export function renameRecording(dataDir: string, from: string, to: string): void {
  const db = keepStatements(new Database(join(dataDir, 'emulator.db'), { fileMustExist: true }));
  try {
    db.exec('PRAGMA busy_timeout = 5000');
    db.prepare('UPDATE recordings SET id = ? WHERE id = ?').run(to, from);
  } finally {
    db.close();
  }
}

/** The stored registry host of an image pull secret (any org), in the emulator whose data dir is `dataDir`. */
export function storedPullSecretHost(dataDir: string, name: string): string | null | undefined {
  const db = keepStatements(new Database(join(dataDir, 'emulator.db'), { readonly: true, fileMustExist: true }));
  try {
    const row = db.prepare('SELECT host AS h FROM secret_sets WHERE name = ?').get(name) as
      { h: string | null } | undefined;
    return row?.h;
  } finally {
    db.close();
  }
}
