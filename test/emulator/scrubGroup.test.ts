// When the scrub runs (src/emulator/scrubGroup.ts): at once after a quiet spell, once for a stream, again after a
// busy one, and never after close. secureDelete.test.ts shows the values gone through the emulator's own writes.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GROUP_MS, ScrubGroup } from '../../src/emulator/scrubGroup.js';
import { CONNECTION_PRAGMAS, DB_FILE, EmulatorStore } from '../../src/emulator/store.js';
import { openDatabase } from '../../src/emulator/sqlite/open.js';

describe('ScrubGroup', () => {
  let clock = 0;
  let runs: number[] = [];
  let succeed = true;
  const group = () =>
    new ScrubGroup(
      () => {
        runs.push(clock);
        return succeed;
      },
      () => clock,
    );
  /** Moves the clock and the timers together, a millisecond at a time. */
  const advance = (ms: number) => {
    for (let i = 0; i < ms; i++) {
      clock += 1;
      vi.advanceTimersByTime(1);
    }
  };

  beforeEach(() => {
    vi.useFakeTimers();
    clock = 1000;
    runs = [];
    succeed = true;
  });
  afterEach(() => vi.useRealTimers());

  it('scrubs a commit after a quiet spell at once, and only a commit that removed a value', () => {
    const scrubs = group();
    scrubs.afterCommit();
    expect(runs).toEqual([]);
    scrubs.erased();
    scrubs.afterCommit();
    expect(runs).toEqual([1000]);
    advance(GROUP_MS);
    scrubs.erased();
    scrubs.afterCommit();
    expect(runs).toEqual([1000, 1000 + GROUP_MS]);
  });

  it('a stream within the window shares one scrub, GROUP_MS after the one before it', () => {
    const scrubs = group();
    scrubs.erased();
    scrubs.afterCommit();
    for (let i = 0; i < 4; i++) {
      advance(1);
      scrubs.erased();
      scrubs.afterCommit();
    }
    expect(runs).toEqual([1000]);
    advance(GROUP_MS - 4);
    expect(runs).toEqual([1000, 1000 + GROUP_MS]);
    advance(GROUP_MS * 3);
    expect(runs).toHaveLength(2); // nothing due: no scrub for its own sake
  });

  it('a busy scrub stays due: the next commit tries again, even one that removed nothing', () => {
    const scrubs = group();
    succeed = false;
    scrubs.erased();
    scrubs.afterCommit();
    advance(GROUP_MS);
    succeed = true;
    scrubs.afterCommit();
    expect(runs).toEqual([1000, 1000 + GROUP_MS]);
    advance(GROUP_MS);
    scrubs.afterCommit();
    expect(runs).toHaveLength(2);
  });

  it('flush scrubs what is due now; after close the timer never fires', () => {
    const scrubs = group();
    scrubs.erased();
    scrubs.afterCommit();
    advance(1);
    scrubs.erased();
    scrubs.afterCommit();
    scrubs.flush();
    expect(runs).toEqual([1000, 1001]);
    advance(1);
    scrubs.erased();
    scrubs.afterCommit();
    scrubs.close();
    advance(GROUP_MS * 2);
    expect(runs).toEqual([1000, 1001]);
  });

  it('a scrub that throws from the timer stays due and does not escape', () => {
    let fail = true;
    const scrubs = new ScrubGroup(
      () => {
        runs.push(clock);
        if (fail) throw new Error('disk I/O error');
        return true;
      },
      () => clock,
    );
    fail = false;
    scrubs.erased();
    scrubs.afterCommit();
    fail = true;
    advance(1);
    scrubs.erased();
    scrubs.afterCommit();
    expect(() => advance(GROUP_MS)).not.toThrow();
    fail = false;
    scrubs.afterCommit(); // still within the window of the failed one: joins the next scrub
    advance(GROUP_MS);
    expect(runs).toEqual([1000, 1000 + GROUP_MS, 1000 + 2 * GROUP_MS]);
  });
});

describe('a WAL left with old values (a process killed with a scrub due)', () => {
  it('is scrubbed by the next store that opens the data dir, by its close at the latest', () => {
    const dir = mkdtempSync(join(tmpdir(), 'agentdeck-scrub-group-'));
    const path = join(dir, DB_FILE);
    const old = `old-value-${'7'.repeat(40)}`;
    new EmulatorStore(dir).close();
    // Another connection commits a value and its replacement and stays open, so the WAL keeps the old frame.
    const other = openDatabase(path);
    try {
      other.exec(CONNECTION_PRAGMAS);
      other.exec(`INSERT INTO secret_values VALUES ('local', 's', 'K', '${old}')`);
      other.exec(`UPDATE secret_values SET secret_value = 'new' WHERE secret_key = 'K'`);
      const files = () => [path, `${path}-wal`].map((file) => readFileSync(file).toString('latin1')).join('');
      expect(files()).toContain(old);
      new EmulatorStore(dir).close(); // reads nothing, writes nothing
      expect(files()).not.toContain(old);
    } finally {
      other.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
