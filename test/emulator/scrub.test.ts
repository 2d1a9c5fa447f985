// Which way the scrub takes (src/emulator/scrub.ts), on a real database: the fast way (a passive checkpoint that
// leaves the WAL in place) when the WAL holds one commit and nothing else, even one that spilled pages before it
// ended; the slow way (the WAL truncated to nothing) when it holds two commits, even of different pages.
// secureDelete.test.ts shows the values are gone through the emulator's own writes.
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { Scrub } from '../../src/emulator/scrub.js';
import { CONNECTION_PRAGMAS } from '../../src/emulator/store.js';
import type Database from '../../src/emulator/sqlite/database.js';
import { openDatabase } from '../../src/emulator/sqlite/open.js';

const opened: Array<{ dir: string; db: Database.Database; scrub: Scrub }> = [];
afterEach(() => {
  for (const { dir, db, scrub } of opened.splice(0)) {
    scrub.close();
    db.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

function open(): { db: Database.Database; scrub: Scrub; walBytes: () => number; files: () => string } {
  const dir = mkdtempSync(join(tmpdir(), 'agentdeck-scrub-'));
  const path = join(dir, 'scrub.db');
  const db = openDatabase(path);
  db.exec(CONNECTION_PRAGMAS);
  db.exec('CREATE TABLE a (k INTEGER PRIMARY KEY, v TEXT); CREATE TABLE b (k INTEGER PRIMARY KEY, v TEXT);');
  db.exec("INSERT INTO a VALUES (1, 'x'); INSERT INTO b VALUES (1, 'x');");
  const scrub = new Scrub(db, path);
  opened.push({ dir, db, scrub });
  expect(scrub.run()).toBe(true); // the set-up's commits: truncated, so the next commit starts the WAL afresh
  const files = () => [path, `${path}-wal`].map((file) => readFileSync(file).toString('latin1')).join('');
  return { db, scrub, walBytes: () => statSync(`${path}-wal`).size, files };
}

describe('the scrub’s fast way', () => {
  it('is taken after one commit into a fresh WAL: the WAL keeps that commit’s frames', () => {
    const { db, scrub, walBytes } = open();
    db.exec("UPDATE a SET v = 'y' WHERE k = 1");
    expect(scrub.run()).toBe(true);
    expect(walBytes()).toBeGreaterThan(0);
  });

  it('is not taken when the WAL holds two commits, even of different pages: the WAL is truncated', () => {
    const { db, scrub, walBytes } = open();
    db.exec("UPDATE a SET v = 'y' WHERE k = 1");
    db.exec("UPDATE b SET v = 'y' WHERE k = 1");
    expect(scrub.run()).toBe(true);
    expect(walBytes()).toBe(0);
  });

  it('is taken after a commit that wrote pages early (a spill): the WAL holds only each page’s last image', () => {
    const { db, scrub, walBytes, files } = open();
    db.exec("UPDATE a SET v = 'old-value-0123456789' WHERE k = 1");
    expect(scrub.run()).toBe(true);
    const walBefore = walBytes(); // that commit's frames, kept by the fast way
    db.exec('PRAGMA cache_size = 10'); // pages: fewer than the transaction dirties, so some are written early
    db.exec('BEGIN IMMEDIATE');
    db.exec("UPDATE a SET v = 'mid-value-0123456789' WHERE k = 1");
    db.exec(
      "WITH RECURSIVE n(i) AS (SELECT 2 UNION ALL SELECT i + 1 FROM n WHERE i < 40) INSERT INTO b SELECT i, printf('%.900c', 'z') FROM n",
    );
    expect(walBytes()).toBeGreaterThan(walBefore); // spilled before the commit
    db.exec("UPDATE a SET v = 'new-value-0123456789' WHERE k = 1");
    db.exec('COMMIT');
    expect(walBytes()).toBeLessThan(64 * 1024); // small enough to be read whole
    expect(scrub.run()).toBe(true);
    expect(walBytes()).toBeGreaterThan(0); // the fast way
    expect(files().includes('new-value-0123456789')).toBe(true);
    for (const gone of ['old-value-0123456789', 'mid-value-0123456789']) expect(files().includes(gone)).toBe(false);
  });
});
