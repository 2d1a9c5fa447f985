// The rollout lock: one holder at a time, named; a stale one (process gone on this host, or silent for 90 s, or a
// damaged file that old) taken over, a live one never; released only by its holder. And the journal says when its
// file is damaged instead of ignoring it silently.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  acquireRolloutLock,
  fileRolloutLocks,
  liveHolder,
  lockPath,
  readLockHolder,
  STALE_AFTER_MS,
} from '../../src/config/rolloutLock.js';
import { fileJournal, journalPath } from '../../src/config/rolloutJournal.js';
import { newJournalEntry } from '../../src/api/rollout/journal.js';

const KEY = 'api.test\nset:keys';
const dir = () => mkdtempSync(join(tmpdir(), 'agentdeck-lock-'));

describe('acquireRolloutLock', () => {
  it('one holder: a second process is told who holds it (pid, host, since, command); the holder releases it', () => {
    const d = dir();
    const first = acquireRolloutLock(
      {},
      KEY,
      { pid: 100, host: 'box', command: 'agentdeck agents redeploy --uses keys', alive: () => true },
      d,
    );
    expect(first.ok).toBe(true);
    const second = acquireRolloutLock({}, KEY, { pid: 200, host: 'box', alive: () => true }, d);
    expect(second).toMatchObject({
      ok: false,
      holder: { pid: 100, host: 'box', command: 'agentdeck agents redeploy --uses keys' },
    });
    if (first.ok) first.lock.release();
    expect(readLockHolder(lockPath(d, KEY))).toBeUndefined();
    expect(acquireRolloutLock({}, KEY, { pid: 200, host: 'box', alive: () => true }, d).ok).toBe(true);
  });

  it('stale: its process is gone on this host, or no heartbeat for 90 s (another host) — taken over, saying why', () => {
    const d = dir();
    acquireRolloutLock({}, KEY, { pid: 100, host: 'box', alive: () => true }, d);
    const gone = acquireRolloutLock({}, KEY, { pid: 200, host: 'box', alive: (pid) => pid !== 100 }, d);
    expect(gone).toMatchObject({ ok: true, tookOver: { pid: 100, why: 'process 100 is no longer running' } });

    const d2 = dir();
    let now = 1_000_000;
    acquireRolloutLock({}, KEY, { pid: 100, host: 'other-box', now: () => now }, d2);
    now += STALE_AFTER_MS - 1;
    expect(acquireRolloutLock({}, KEY, { pid: 200, host: 'box', now: () => now, alive: () => false }, d2).ok).toBe(
      false,
    ); // another host: its pid says nothing here
    now += 2;
    expect(acquireRolloutLock({}, KEY, { pid: 200, host: 'box', now: () => now }, d2)).toMatchObject({
      ok: true,
      tookOver: { why: expect.stringMatching(/^no sign of life for 90 s$/) },
    });
  });

  it('a damaged lock file is obeyed while fresh (a holder may be writing it) and taken over once old', () => {
    const d = dir();
    const path = lockPath(d, KEY);
    writeFileSync(path, '{"pid": 1');
    expect(acquireRolloutLock({}, KEY, { pid: 200, host: 'box' }, d)).toMatchObject({ ok: false, holder: undefined });
    const old = (Date.now() - STALE_AFTER_MS - 1000) / 1000;
    utimesSync(path, old, old);
    expect(acquireRolloutLock({}, KEY, { pid: 200, host: 'box' }, d).ok).toBe(true);
  });

  it('liveHolder: the holder, or nobody once the lock is stale', () => {
    const d = dir();
    acquireRolloutLock({}, KEY, { pid: 100, host: 'box' }, d);
    expect(liveHolder(lockPath(d, KEY), { host: 'box', alive: () => true })?.pid).toBe(100);
    expect(liveHolder(lockPath(d, KEY), { host: 'box', alive: () => false })).toBeUndefined();
  });
});

describe('the journal file', () => {
  it('a damaged or foreign file is reported (not silently ignored) and read as no entry; a missing one is not reported', () => {
    const d = dir();
    const damaged: string[] = [];
    const journal = fileJournal(
      {},
      { onDamaged: (path, why) => damaged.push(`${path === journalPath(d, KEY) ? 'file' : path}: ${why}`) },
      d,
    );
    expect(journal.read(KEY)).toBeUndefined();
    expect(damaged).toEqual([]);
    writeFileSync(journalPath(d, KEY), '{"key": "half');
    expect(journal.read(KEY)).toBeUndefined();
    writeFileSync(journalPath(d, KEY), JSON.stringify({ key: 'another key', entry: newJournalEntry('x', 1, 'keys') }));
    expect(journal.read(KEY)).toBeUndefined();
    writeFileSync(journalPath(d, KEY), JSON.stringify({ key: KEY, entry: { v: 9 } }));
    expect(journal.read(KEY)).toBeUndefined();
    expect(damaged).toEqual([
      'file: not valid JSON',
      "file: not this rollout's journal",
      'file: not a journal entry this version can read',
    ]);
    journal.write(KEY, newJournalEntry('x', 1, 'keys'));
    expect(journal.read(KEY)?.id).toBe('x');
  });
});

describe('fileRolloutLocks (the app’s)', () => {
  it('takes and lets go; a held lock says who holds it; one exit listener however many are held', () => {
    const d = dir();
    const locks = fileRolloutLocks({}, { alive: () => true }, d);
    const before = process.listenerCount('exit');
    const taken = Array.from({ length: 12 }, (_, i) => locks.take(`${KEY}-${i}`, 'agentdeck app: apply prod'));
    expect(taken.every((t) => t.ok)).toBe(true);
    expect(process.listenerCount('exit')).toBe(before + 1);
    const again = acquireRolloutLock({}, `${KEY}-0`, { pid: 99, host: 'other' }, d);
    expect(again).toMatchObject({ ok: false, holder: { pid: process.pid, command: 'agentdeck app: apply prod' } });
    for (const t of taken) if (t.ok) t.release();
    expect(process.listenerCount('exit')).toBe(before);
    expect(readdirSync(d).filter((f) => f.endsWith('.lock'))).toEqual([]);
    if (taken[0]?.ok) taken[0].release(); // twice: nothing
  });

  it('a process that exits while holding locks lets them go (no warning printed)', () => {
    const d = dir();
    const module = join(import.meta.dirname, '..', '..', 'dist', 'config', 'rolloutLock.js');
    const script = `
      import { readdirSync } from 'node:fs';
      const { fileRolloutLocks } = await import(${JSON.stringify(module)});
      const locks = fileRolloutLocks({}, {}, ${JSON.stringify(d)});
      for (let i = 0; i < 12; i++) if (!locks.take('k' + i, 'test').ok) process.exit(2);
      console.log(readdirSync(${JSON.stringify(d)}).filter((f) => f.endsWith('.lock')).length);
      process.exit(3);`;
    const r = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
      encoding: 'utf8',
    });
    expect(r.status, r.stderr).toBe(3);
    expect(r.stderr).toBe('');
    expect(r.stdout.trim()).toBe('12');
    expect(existsSync(d) && readdirSync(d).filter((f) => f.endsWith('.lock'))).toEqual([]);
  });
});
