// The background flush that follows a scrub (src/emulator/laterSync.ts): it comes after its delay, once for every
// request made before it starts, once more for requests made while it runs, never after close — and it keeps its
// descriptors from the first flush to close() (closing one of emulator.db would drop SQLite's locks), none after.
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { LaterSync } from '../../src/emulator/laterSync.js';

/** fdatasync as Node's, except while `held` is set: then its completions wait in `held` until the test runs them. */
const flushes = vi.hoisted(() => ({ calls: 0, held: undefined as Array<() => void> | undefined }));
vi.mock('node:fs', async (original) => {
  const fs = await original<typeof import('node:fs')>();
  const fdatasync = (fd: number, done: (error: NodeJS.ErrnoException | null) => void) => {
    flushes.calls++;
    if (flushes.held) flushes.held.push(() => done(null));
    else fs.fdatasync(fd, done);
  };
  return { ...fs, fdatasync, default: { ...fs, fdatasync } };
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const openDescriptors = () => readdirSync('/proc/self/fd').length;

function files(): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'agentdeck-latersync-'));
  const paths = [join(dir, 'emulator.db'), join(dir, 'emulator.db-wal')];
  for (const path of paths) writeFileSync(path, 'data');
  return paths;
}

describe.skipIf(process.platform !== 'linux')('LaterSync', () => {
  it('settles once, after the delay, for every request made before the flush starts', async () => {
    const settled: number[] = [];
    const started = Date.now();
    const sync = new LaterSync(files(), 60, () => settled.push(Date.now() - started));
    for (let i = 0; i < 5; i++) sync.request();
    await sleep(20);
    sync.request();
    expect(settled).toEqual([]);
    await sleep(300);
    expect(settled).toHaveLength(1);
    expect(settled[0]).toBeGreaterThanOrEqual(55);
    sync.close();
  });

  it('a request while the flush runs makes one more flush; settled waits for it', async () => {
    let settled = 0;
    const descriptors = openDescriptors();
    const sync = new LaterSync(files(), 10, () => settled++);
    flushes.calls = 0;
    flushes.held = [];
    try {
      sync.request();
      await sleep(60);
      expect(flushes.calls).toBe(2); // both files, once
      sync.request();
      sync.request();
      for (const done of flushes.held.splice(0)) done();
      expect(settled).toBe(0);
      await sleep(60);
      expect(flushes.calls).toBe(4); // one more flush for the two requests
      for (const done of flushes.held.splice(0)) done();
      expect(settled).toBe(1);
      expect(openDescriptors()).toBe(descriptors + 2); // one per file, kept between flushes
      sync.request();
      await sleep(60);
      expect(flushes.calls).toBe(6);
      expect(openDescriptors()).toBe(descriptors + 2); // the same two again, none opened per flush
      for (const done of flushes.held.splice(0)) done();
      sync.close();
      expect(openDescriptors()).toBe(descriptors);
    } finally {
      flushes.held = undefined;
      sync.close();
    }
  });

  it('a missing file (no WAL yet) is skipped; close before the flush: none runs, nothing stays open', async () => {
    let settled = 0;
    const descriptors = openDescriptors();
    const [db] = files();
    const missing = new LaterSync([db, `${db}-gone`], 10, () => settled++);
    missing.request();
    await sleep(200);
    expect(settled).toBe(1);
    missing.close();

    const closed = new LaterSync([db], 30, () => settled++);
    closed.request();
    closed.close();
    closed.request();
    await sleep(200);
    expect(settled).toBe(1);
    expect(openDescriptors()).toBe(descriptors);
  });
});
