// `rooms prune` against the emulator over HTTP, with 300 rooms on three pages: which rooms match each criterion,
// nothing deleted without a yes (dry run, a "no" on a terminal, no terminal and no -s), the summary of deleted /
// already gone / failed, a room someone else deletes meanwhile, and a burst of 429s (the emulator's fault options)
// that pauses the run instead of failing rooms. The emulator's clock is set back while rooms are made, so they are
// old by the command's clock (created_at), and runs 2 h behind it, so rooms it still lists have expired for the
// command (`--expired`: a service that keeps listing expired rooms, as Daily's total_count counts them).
import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient, RoomHelper } from '../../src/api/index.js';
import { listAllRooms, matches, parseAge, pruneRooms } from '../../src/cli/commands/roomsPrunePlan.js';
import { DIST_MAIN, runBuilt, runInProcess, startTestEmulator, type TestEmulator } from './helpers.js';

const DAY = 86_400_000;
const HOUR = 3_600_000;
let clockOffsetMs = 0;
let t: TestEmulator;

async function createRoom(name: string, properties: Record<string, unknown> = {}): Promise<void> {
  const res = await fetch(`${t.emu.roomApiUrl}/rooms`, {
    method: 'POST',
    headers: { authorization: `Bearer ${t.emu.keys.roomKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name, properties }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

async function createRooms(
  names: string[],
  properties: (name: string) => Record<string, unknown> = () => ({}),
): Promise<void> {
  for (let i = 0; i < names.length; i += 20)
    await Promise.all(names.slice(i, i + 20).map((name) => createRoom(name, properties(name))));
}

async function roomNames(): Promise<string[]> {
  const client = new RoomHelper({ roomApiKey: t.emu.keys.roomKey, roomApiUrl: t.emu.roomApiUrl });
  return (await listAllRooms(client)).map((room) => room.name).sort();
}

const range = (prefix: string, n: number) =>
  Array.from({ length: n }, (_, i) => `${prefix}${String(i).padStart(3, '0')}`);

beforeAll(async () => {
  t = await startTestEmulator(0, { now: () => Date.now() + clockOffsetMs });
  clockOffsetMs = -10 * DAY;
  await createRooms(range('bot-old-', 120));
  clockOffsetMs = -1 * DAY;
  await createRooms(range('bot-new-', 100));
  clockOffsetMs = -3 * HOUR;
  // Expire an hour ago by the command's clock; the emulator, 2 h behind from here on, still lists them.
  await createRooms(range('exp-', 20), () => ({ exp: Math.floor((Date.now() - HOUR) / 1000) }));
  clockOffsetMs = -2 * HOUR;
  await createRooms(range('keep-', 60));
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('rooms prune: choosing rooms', () => {
  it('ages are a whole number and a unit; anything else names the flag and the rule', () => {
    expect(parseAge('--older-than', '7d')).toBe(7 * DAY);
    expect(parseAge('--older-than', '12h')).toBe(12 * HOUR);
    expect(parseAge('--older-than', '2w')).toBe(14 * DAY);
    for (const bad of ['7', '7days', '1.5d', '-1d', '0d', 'd', '']) {
      expect(() => parseAge('--older-than', bad), bad).toThrow(
        /--older-than: .* is not an age: a whole number and a unit, s m h d or w/,
      );
    }
  });

  it('a room matches when it meets every criterion given', () => {
    const now = Date.parse('2026-11-27T12:00:00Z');
    const room = {
      id: '1',
      name: 'bot-a',
      api_created: true,
      privacy: 'public',
      url: 'u',
      created_at: '2026-11-10T00:00:00.000Z',
      config: { exp: now / 1000 - 60 },
    } as const;
    expect(matches(room, { prefix: 'bot-' }, now)).toBe(true);
    expect(matches(room, { prefix: 'bot-', olderThanMs: 7 * DAY, expired: true }, now)).toBe(true);
    expect(matches(room, { prefix: 'bot-', olderThanMs: 30 * DAY }, now)).toBe(false);
    expect(matches({ ...room, config: {} }, { expired: true }, now)).toBe(false); // no exp: never expires
    expect(matches({ ...room, config: { exp: now / 1000 + 60 } }, { expired: true }, now)).toBe(false);
    expect(matches(room, { prefix: 'Bot-' }, now)).toBe(false);
  });
});

describe('rooms prune: nothing is deleted without a yes', () => {
  it('refuses without a criterion, with a bad age or --parallel, and without a terminal unless --dry-run or -s', async () => {
    const before = await roomNames();
    const none = await runInProcess(['rooms', 'prune', '-s'], t.env);
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('say which rooms: --expired, --older-than AGE (e.g. 7d) or --prefix TEXT');
    const badAge = await runInProcess(['rooms', 'prune', '--older-than', '7days', '-s'], t.env);
    expect([badAge.code, badAge.stderr]).toEqual([2, expect.stringContaining("--older-than: '7days' is not an age")]);
    const badPrefix = await runInProcess(['rooms', 'prune', '--prefix', 'bot old', '-s'], t.env);
    expect([badPrefix.code, badPrefix.stderr]).toEqual([2, expect.stringContaining('--prefix: room name')]);
    const tooParallel = await runInProcess(['rooms', 'prune', '--prefix', 'bot-', '--parallel', '11', '-s'], t.env);
    expect([tooParallel.code, tooParallel.stderr]).toEqual([2, expect.stringContaining('--parallel: at most 10')]);
    const noTerminal = await runInProcess(['rooms', 'prune', '--prefix', 'bot-'], t.env);
    expect(noTerminal.code).toBe(2);
    expect(noTerminal.stderr).toContain(
      'pass --dry-run to list the rooms, or --skip (-s) to delete them without asking',
    );
    expect(await roomNames()).toEqual(before);
  });

  it('--dry-run lists what would go (all three pages read), --json for a script; nothing is deleted', async () => {
    const before = await roomNames();
    expect(before).toHaveLength(300);
    const json = await runInProcess(
      ['rooms', 'prune', '--prefix', 'bot-', '--older-than', '7d', '--dry-run', '--json'],
      t.env,
    );
    expect(json.code, json.stderr).toBe(0);
    const plan = JSON.parse(json.stdout) as {
      dryRun: boolean;
      matched: number;
      listed: number;
      rooms: Array<{ name: string }>;
    };
    expect([plan.dryRun, plan.matched, plan.listed]).toEqual([true, 120, 300]);
    expect(plan.rooms.map((r) => r.name).sort()).toEqual(range('bot-old-', 120));

    const text = await runInProcess(['rooms', 'prune', '--prefix', 'bot-', '--dry-run'], t.env);
    expect(text.code, text.stderr).toBe(0);
    expect(text.stdout.split('\n')[0]).toMatch(/^NAME +CREATED +EXPIRES/);
    expect(text.stdout).toContain('bot-new-099');
    expect(text.stderr).toContain("220 rooms of 300 are named 'bot-…'; dry run: nothing was deleted.");
    expect(await roomNames()).toEqual(before);
  });

  it('on a terminal it shows the rooms and asks; "n" deletes nothing', async () => {
    const before = await roomNames();
    const result = await runInProcess(['rooms', 'prune', '--prefix', 'bot-old-'], t.env, { isTTY: true, input: 'n\n' });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('bot-old-000');
    expect(result.stderr).toContain(
      "Delete these 120 rooms (named 'bot-old-…')? Participants are removed and this cannot be undone.",
    );
    expect(result.stderr).toContain('Prune cancelled; nothing was deleted.');
    expect(await roomNames()).toEqual(before);
  });

  it('says so when no room matches', async () => {
    const result = await runInProcess(['rooms', 'prune', '--prefix', 'nothing-like-this', '-s'], t.env);
    expect([result.code, result.stderr]).toEqual([
      0,
      expect.stringContaining("No room of 300 rooms is named 'nothing-like-this…': nothing to delete."),
    ]);
  });
});

describe('rooms prune: deleting', () => {
  it('--expired -s --json (a nightly job): deletes exactly the expired rooms and says so', async () => {
    const result = await runBuilt(['rooms', 'prune', '--expired', '-s', '--json'], t.env, { timeoutMs: 60_000 });
    expect(result.code, result.stderr).toBe(0);
    const summary = JSON.parse(result.stdout) as {
      matched: number;
      deleted: string[];
      alreadyGone: string[];
      failed: unknown[];
      notAttempted: string[];
    };
    expect(summary.matched).toBe(20);
    expect(summary.deleted.sort()).toEqual(range('exp-', 20));
    expect([summary.alreadyGone, summary.failed, summary.notAttempted]).toEqual([[], [], []]);
    const left = await roomNames();
    expect(left).toHaveLength(280);
    expect(left.filter((name) => name.startsWith('exp-'))).toEqual([]);
  }, 60_000);

  it('a room someone else deleted meanwhile is "already gone", not a failure', async () => {
    const client = new RoomHelper({ roomApiKey: t.emu.keys.roomKey, roomApiUrl: t.emu.roomApiUrl });
    const names = (await listAllRooms(client))
      .filter((room) => room.name.startsWith('keep-00'))
      .map((room) => room.name);
    expect(names).toHaveLength(10);
    // The other tool's delete lands after our list, before our delete.
    const res = await fetch(`${t.emu.roomApiUrl}/rooms/keep-003`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${t.emu.keys.roomKey}` },
    });
    expect(res.status).toBe(200);
    const summary = await pruneRooms(names, {
      parallel: 3,
      remove: (name) => client.deleteRoom(name),
      sleep: (ms) => new Promise((r) => setTimeout(r, ms)),
    });
    expect(summary.alreadyGone).toEqual(['keep-003']);
    expect(summary.deleted.sort()).toEqual(names.filter((name) => name !== 'keep-003').sort());
    expect(summary.failed).toEqual([]);
  });

  it('a burst of 429s longer than the client’s own retries pauses the whole run, then every room is deleted', async () => {
    // One retry per request (the command's client makes 4): the burst outlasts it and reaches the prune's pause.
    const http = createHttpClient({
      baseUrl: t.emu.roomApiUrl,
      token: t.emu.keys.roomKey,
      flavor: 'daily',
      retryLimit: 1,
      maxRetryAfterMs: 1_000,
    });
    const client = new RoomHelper({ roomApiKey: t.emu.keys.roomKey, http });
    const names = (await listAllRooms(client)).filter((room) => room.name.startsWith('keep-')).map((room) => room.name);
    expect(names).toHaveLength(50);
    t.emu.setChaos({ rateLimitRate: 1, retryAfterSeconds: 1, seed: 7 });
    const burst = setTimeout(() => t.emu.setChaos(undefined), 2_500);
    let inFlight = 0;
    let mostInFlight = 0;
    try {
      const started = Date.now();
      const summary = await pruneRooms(names, {
        parallel: 4,
        pauseMs: 500,
        remove: async (name) => {
          mostInFlight = Math.max(mostInFlight, ++inFlight);
          try {
            return await client.deleteRoom(name);
          } finally {
            inFlight--;
          }
        },
        sleep: (ms) => new Promise((r) => setTimeout(r, ms)),
      });
      expect(Date.now() - started).toBeGreaterThanOrEqual(2_000);
      expect(summary.rateLimitPauses).toBeGreaterThanOrEqual(1);
      expect(summary.failed).toEqual([]);
      expect(summary.deleted.sort()).toEqual([...names].sort());
      expect(mostInFlight).toBeLessThanOrEqual(4);
    } finally {
      clearTimeout(burst);
      t.emu.setChaos(undefined);
    }
    expect((await roomNames()).filter((name) => name.startsWith('keep-'))).toEqual([]);
  }, 60_000);

  it('a room whose delete keeps failing is reported failed by name with its code, and the command exits 1', async () => {
    await createRooms(['doomed-a', 'doomed-b']);
    t.emu.setChaos({ errorRate: 1, errorMethods: ['DELETE'] });
    try {
      const result = await runInProcess(['rooms', 'prune', '--prefix', 'doomed-', '-s', '--json'], t.env);
      expect(result.code).toBe(1);
      const summary = JSON.parse(result.stdout) as {
        deleted: string[];
        failed: Array<{ name: string; code: string; message: string }>;
      };
      expect(summary.deleted).toEqual([]);
      expect(summary.failed.map((f) => [f.name, f.code]).sort()).toEqual([
        ['doomed-a', 'server-error'],
        ['doomed-b', 'server-error'],
      ]);
    } finally {
      t.emu.setChaos(undefined);
    }
    expect((await roomNames()).filter((name) => name.startsWith('doomed-'))).toEqual(['doomed-a', 'doomed-b']);
  }, 60_000);

  it('Ctrl+C stops new deletes: those in flight finish, the rest are listed as not attempted and stay (exit 1)', async () => {
    // 40 rooms at 2 × 400 ms take 8 s: the Ctrl+C lands mid-run even on a loaded machine.
    await createRooms(range('sig-', 40));
    t.emu.setChaos({ latencyMs: 400 });
    try {
      const child = spawn(
        process.execPath,
        [DIST_MAIN, 'rooms', 'prune', '--prefix', 'sig-', '-s', '--json', '--parallel', '2'],
        {
          env: t.env,
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      let stdout = '';
      let stderr = '';
      child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
      child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
      // Once the list has been read and deletes have started (the first ones take 400 ms each).
      const deadline = Date.now() + 20_000;
      while ((await roomNames()).filter((name) => name.startsWith('sig-')).length === 40) {
        if (Date.now() > deadline) throw new Error(`no delete started:\n${stderr}`);
        await new Promise((r) => setTimeout(r, 100));
      }
      child.kill('SIGINT');
      const code = await new Promise<number | null>((r) => child.once('close', r));
      expect(code, stderr).toBe(1);
      expect(stderr).toContain('Stopping: no new delete starts; the ones in flight finish');
      const summary = JSON.parse(stdout) as {
        deleted: string[];
        alreadyGone: string[];
        failed: unknown[];
        notAttempted: string[];
      };
      expect(summary.failed).toEqual([]);
      expect(summary.notAttempted.length).toBeGreaterThan(0);
      expect([...summary.deleted, ...summary.notAttempted].sort()).toEqual(range('sig-', 40));
      expect((await roomNames()).filter((name) => name.startsWith('sig-'))).toEqual([...summary.notAttempted].sort());
    } finally {
      t.emu.setChaos(undefined);
    }
  }, 60_000);

  it('the command line completes the command and its options', async () => {
    const tab = async (...words: string[]) =>
      (await runInProcess(['__complete', ...words], t.env)).stdout.split('\n').map((line) => line.split('\t')[0]);
    expect(await tab('rooms', 'pr')).toContain('prune');
    expect(await tab('rooms', 'prune', '--')).toEqual(
      expect.arrayContaining(['--expired', '--older-than', '--prefix', '--dry-run', '--parallel', '--skip', '--json']),
    );
  });
});
