// A removed secret value must not stay readable in the data dir: the raw bytes of emulator.db, emulator.db-wal and
// emulator.db-shm are scanned for it — when the answer of a write after a quiet spell arrives, within the group
// window of a stream of writes (src/emulator/scrubGroup.ts), after another connection checkpoints, and after the
// emulator closes — for an unset key, a deleted set, a deleted image pull secret and a replaced value; and for a
// rotation on each of the two ways the scrub takes (src/emulator/scrub.ts): a WAL the commit started afresh, and
// one that already held other frames (the value's own among them) when the commit came.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { GROUP_MS } from '../../src/emulator/scrubGroup.js';
import { DB_FILE } from '../../src/emulator/store.js';
import { openDatabase } from '../../src/emulator/sqlite/open.js';
import { base64, call, startTestEmulator, type TestEmulator } from './support/harness.js';

const running: TestEmulator[] = [];
afterEach(async () => {
  for (const emu of running.splice(0)) await emu.stop();
});

async function start(): Promise<TestEmulator> {
  const emu = await startTestEmulator();
  running.push(emu);
  return emu;
}

/** A short value (kept in its b-tree cell) and a long one (spilled to overflow pages). */
const shortValue = () => `short-${randomBytes(40).toString('hex')}`;
const longValue = () => `long-${randomBytes(6000).toString('hex')}`;

/** 40-character pieces of the value: a long value is split across pages, so the whole never appears in one run. */
function pieces(value: string): string[] {
  const out: string[] = [];
  for (let at = 0; at + 40 <= value.length; at += 40) out.push(value.slice(at, at + 40));
  return out;
}

function rawFiles(emu: TestEmulator): Record<string, Buffer> {
  const files: Record<string, Buffer> = {};
  for (const suffix of ['', '-wal', '-shm']) {
    const path = join(emu.dataDir, DB_FILE + suffix);
    files[DB_FILE + suffix] = existsSync(path) ? readFileSync(path) : Buffer.alloc(0);
  }
  return files;
}

/** The files in which any piece of `value` can be read (as UTF-8 bytes, the way SQLite stores TEXT). */
function filesHolding(emu: TestEmulator, value: string): string[] {
  const found: string[] = [];
  for (const [name, bytes] of Object.entries(rawFiles(emu))) {
    if (pieces(value).some((piece) => bytes.includes(Buffer.from(piece, 'utf8')))) found.push(name);
  }
  return found;
}

/** Share of the value's pieces present somewhere: proves the scan would see a value that is there. */
function shareFound(emu: TestEmulator, value: string): number {
  const all = Buffer.concat(Object.values(rawFiles(emu)));
  const list = pieces(value);
  return list.filter((piece) => all.includes(Buffer.from(piece, 'utf8'))).length / list.length;
}

/**
 * What another process (or SQLite's automatic checkpoint) does to the WAL while the emulator runs. Opened with the
 * emulator's own driver: a second copy of SQLite in one process does not see the first one's locks (POSIX locks are
 * per process), so a better-sqlite3 connection closing beside a node:sqlite emulator would delete its live WAL.
 */
function checkpointFromAnotherConnection(emu: TestEmulator): void {
  fromAnotherConnection(emu, 'PRAGMA wal_checkpoint(PASSIVE);');
}

function fromAnotherConnection(emu: TestEmulator, sql: string): void {
  const db = openDatabase(join(emu.dataDir, DB_FILE));
  try {
    db.exec(`PRAGMA busy_timeout = 5000; ${sql}`);
  } finally {
    db.close();
  }
}

const walBytes = (emu: TestEmulator) => rawFiles(emu)[`${DB_FILE}-wal`].length;

/** Past the group window: a stream's shared scrub has run, and the next removing write is scrubbed at once. */
const pastGroupWindow = () => new Promise((resolve) => setTimeout(resolve, GROUP_MS + 5));

async function expectGone(emu: TestEmulator, values: string[]): Promise<void> {
  await pastGroupWindow();
  for (const value of values) expect(filesHolding(emu, value), 'within the group window').toEqual([]);
  checkpointFromAnotherConnection(emu);
  for (const value of values) expect(filesHolding(emu, value), 'after a checkpoint').toEqual([]);
}

const put = (emu: TestEmulator, name: string, body: unknown) =>
  call(emu.url, 'PUT', `/v1/secrets/${name}`, { key: emu.keys.privateKey, body });

describe('removed secret values are overwritten in the data dir', () => {
  it('unset: the key’s value is gone from emulator.db, -wal and -shm; the other key’s value stays', async () => {
    const emu = await start();
    const [gone, goneLong, kept] = [shortValue(), longValue(), shortValue()];
    const answer = await put(emu, 'scrub-unset', {
      secrets: [
        { secretKey: 'GONE', secretValue: gone },
        { secretKey: 'GONE_LONG', secretValue: goneLong },
        { secretKey: 'KEPT', secretValue: kept },
      ],
    });
    expect(answer.status).toBe(202);
    for (const value of [gone, goneLong, kept]) expect(shareFound(emu, value)).toBeGreaterThan(0.5);

    for (const key of ['GONE', 'GONE_LONG']) {
      expect(
        (await call(emu.url, 'DELETE', `/v1/secrets/scrub-unset/${key}`, { key: emu.keys.privateKey })).status,
      ).toBe(200);
    }
    await expectGone(emu, [gone, goneLong]);
    expect(shareFound(emu, kept)).toBeGreaterThan(0.5);
    await emu.close();
    expect(filesHolding(emu, gone)).toEqual([]);
    expect(filesHolding(emu, goneLong)).toEqual([]);
  });

  it('delete of a set (org-scoped path): every value of it is gone', async () => {
    const emu = await start();
    const values = [shortValue(), longValue()];
    await put(emu, 'scrub-set', { secrets: values.map((v, i) => ({ secretKey: `K${i}`, secretValue: v })) });
    for (const value of values) expect(shareFound(emu, value)).toBeGreaterThan(0.5);
    const deleted = await call(emu.url, 'DELETE', '/v1/organizations/local/secrets/scrub-set', {
      key: emu.keys.userToken,
    });
    expect(deleted.status).toBe(200);
    await expectGone(emu, values);
  });

  it('delete of an image pull secret: its stored credentials are gone', async () => {
    const emu = await start();
    const credentials = base64(`robot:${randomBytes(48).toString('hex')}`);
    await put(emu, 'scrub-pull', { isImagePullSecret: true, host: 'ghcr.io', secretValue: credentials });
    expect(shareFound(emu, credentials)).toBeGreaterThan(0.5);
    expect((await call(emu.url, 'DELETE', '/v1/secrets/scrub-pull', { key: emu.keys.privateKey })).status).toBe(200);
    await expectGone(emu, [credentials]);
  });

  it('a replaced value (regular key or pull secret) is gone too; writing the same value again scrubs nothing', async () => {
    const emu = await start();
    const [before, after] = [longValue(), shortValue()];
    await put(emu, 'scrub-replace', { secrets: [{ secretKey: 'K', secretValue: before }] });
    await put(emu, 'scrub-replace', { secrets: [{ secretKey: 'K', secretValue: after }] });
    const [pullBefore, pullAfter] = [
      base64(`u:${randomBytes(40).toString('hex')}`),
      base64(`u:${randomBytes(40).toString('hex')}`),
    ];
    await put(emu, 'scrub-replace-pull', { isImagePullSecret: true, host: 'ghcr.io', secretValue: pullBefore });
    await put(emu, 'scrub-replace-pull', { isImagePullSecret: true, host: 'ghcr.io', secretValue: pullAfter });
    await expectGone(emu, [before, pullBefore]);
    expect(shareFound(emu, after)).toBe(1);
    expect(shareFound(emu, pullAfter)).toBe(1);
    // The same value written again is not a removal: the WAL keeps growing as usual (no checkpoint per PUT).
    await put(emu, 'scrub-replace', { secrets: [{ secretKey: 'K', secretValue: after }] });
    expect(readFileSync(join(emu.dataDir, `${DB_FILE}-wal`)).length).toBeGreaterThan(0);
  });

  it('rotations a while apart: each is scrubbed before its answer, the fast way (the WAL is kept, not truncated)', async () => {
    const emu = await start();
    const rotate = async (value: string) => {
      await pastGroupWindow();
      expect((await put(emu, 'scrub-apart', { secrets: [{ secretKey: 'K', secretValue: value }] })).status).toBe(202);
    };
    const replaced: string[] = [];
    let current = shortValue();
    await rotate(current);
    for (let round = 0; round < 6; round++) {
      const next = round % 3 === 2 ? longValue() : shortValue();
      await rotate(next);
      replaced.push(current);
      current = next;
      for (const value of replaced) expect(filesHolding(emu, value), `round ${round}`).toEqual([]);
      expect(shareFound(emu, current)).toBeGreaterThan(0.5); // a long value's pieces may straddle pages
      // The fast way (a passive checkpoint after a commit that restarted the WAL) leaves the WAL in place; only
      // the first rotation, after the inserts before it, needed the truncation.
      if (round > 0) expect(walBytes(emu), `round ${round}`).toBeGreaterThan(0);
    }
    await expectGone(emu, replaced);
  });

  it('a stream of rotations shares its scrubs: each replaced value is gone within the group window', async () => {
    const emu = await start();
    const rotate = async (value: string) =>
      expect((await put(emu, 'scrub-stream', { secrets: [{ secretKey: 'K', secretValue: value }] })).status).toBe(202);
    const replaced: string[] = [];
    let current = shortValue();
    await rotate(current);
    for (let round = 0; round < 8; round++) {
      // Three in a row: the first, after a quiet spell, is scrubbed before its answer; the next two share one
      // scrub due within the window, which finds their two commits in the WAL and truncates it.
      for (let i = 0; i < 3; i++) {
        const next = (round + i) % 3 === 2 ? longValue() : shortValue();
        await rotate(next);
        replaced.push(current);
        current = next;
      }
      await pastGroupWindow();
      for (const value of replaced) expect(filesHolding(emu, value), `round ${round}`).toEqual([]);
      expect(shareFound(emu, current)).toBeGreaterThan(0.5);
    }
    await expectGone(emu, replaced);
    await emu.close();
    for (const value of replaced) expect(filesHolding(emu, value), 'after close').toEqual([]);
  });

  it('a rotation after other commits (the WAL holding the old value’s own frame) still leaves no trace of it', async () => {
    const emu = await start();
    // Each after a quiet spell: its own scrub runs before its answer, on the WAL as this test made it.
    const rotateTo = async (name: string, value: string) => {
      await pastGroupWindow();
      expect((await put(emu, name, { secrets: [{ secretKey: 'K', secretValue: value }] })).status).toBe(202);
    };
    await rotateTo('scrub-other', shortValue());
    await rotateTo('scrub-other', shortValue()); // now the WAL was copied back: the next commit starts it afresh
    // That next commit writes a new value without removing one (a new set): its frames hold the value.
    const [first, second, third] = [shortValue(), longValue(), shortValue()];
    await rotateTo('scrub-mixed', first);
    expect(shareFound(emu, first)).toBe(1);
    // Its rotation comes after those frames, in the same WAL: they must go too.
    await rotateTo('scrub-mixed', second);
    expect(filesHolding(emu, first)).toEqual([]);
    // Another process writes between two rotations: the WAL it started holds the value's page as it was.
    fromAnotherConnection(emu, "INSERT INTO meta (key, value) VALUES ('scrub-test', 'x');");
    await rotateTo('scrub-mixed', third);
    expect(filesHolding(emu, second)).toEqual([]);
    expect(shareFound(emu, third)).toBe(1);
    await expectGone(emu, [first, second]);
  });

  it('a WAL file longer than the frames that count (an earlier, larger commit) keeps no old value in its tail', async () => {
    const emu = await start();
    // Each after a quiet spell: its own scrub runs before its answer, on the WAL as this test made it.
    const rotateTo = async (name: string, value: string) => {
      await pastGroupWindow();
      expect((await put(emu, name, { secrets: [{ secretKey: 'K', secretValue: value }] })).status).toBe(202);
    };
    const [gone, kept] = [shortValue(), shortValue()];
    await rotateTo('scrub-tail', gone);
    await rotateTo('scrub-other', shortValue());
    checkpointFromAnotherConnection(emu);
    // Another process's large commit: the value's page among many frames (every table rewritten, a large row).
    fromAnotherConnection(
      emu,
      `BEGIN IMMEDIATE; UPDATE meta SET value = value; UPDATE secret_sets SET updated_at = updated_at;
       UPDATE secret_values SET secret_value = secret_value;
       INSERT INTO meta (key, value) VALUES ('scrub-pad', hex(randomblob(20000))); COMMIT;`,
    );
    checkpointFromAnotherConnection(emu);
    await rotateTo('scrub-other', shortValue()); // a short commit at the start of the file: the rest is old frames
    await rotateTo('scrub-tail', kept);
    expect(filesHolding(emu, gone)).toEqual([]);
    expect(shareFound(emu, kept)).toBe(1);
    await expectGone(emu, [gone]);
  });

  it('rotations in a row, two at once and after a pause: each replaced value is gone within the group window', async () => {
    // The scrub skips SQLite's fsyncs and flushes the files a moment later (src/emulator/store.ts): the commits
    // between are written to a WAL that starts over after each scrub — none may leave a replaced value behind.
    const emu = await start();
    const rotate = async (name: string, value: string) =>
      expect((await put(emu, name, { secrets: [{ secretKey: 'K', secretValue: value }] })).status).toBe(202);
    const replaced: string[] = [];
    let current = [shortValue(), longValue()];
    await Promise.all(current.map((value, i) => rotate(`scrub-rotate-${i}`, value)));
    for (let round = 0; round < 12; round++) {
      if (round === 8) await new Promise((resolve) => setTimeout(resolve, 400)); // past the background flush
      const next = [shortValue(), round % 2 === 0 ? longValue() : shortValue()];
      await Promise.all(next.map((value, i) => rotate(`scrub-rotate-${i}`, value)));
      replaced.push(...current);
      await pastGroupWindow();
      for (const value of replaced) expect(filesHolding(emu, value), `round ${round}`).toEqual([]);
      for (const value of next) expect(shareFound(emu, value)).toBeGreaterThan(0.5); // the scan sees a value there
      current = next;
    }
    await expectGone(emu, replaced);
    await emu.close();
    for (const value of replaced) expect(filesHolding(emu, value), 'after close').toEqual([]);
  });
});
