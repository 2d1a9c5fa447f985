// resolveRecordingId: a full id as given, a prefix looked up over every page (unique → the id, several → named,
// none → not found). The command line's use of it runs against the emulator in test/cli/recordings.test.ts.
import { describe, expect, it } from 'vitest';
import { isApiError } from '../../src/api/http/errors.js';
import { resolveRecordingId } from '../../src/api/rooms/recordingId.js';
import type { ListRecordingsQuery, Recording } from '../../src/api/rooms/recordings.js';

const rec = (id: string, room = 'standup'): Recording => ({
  id,
  room_name: room,
  start_ts: 1_790_000_000,
  status: 'finished',
  tracks: [],
});

function pagedList(recordings: Recording[]) {
  const queries: ListRecordingsQuery[] = [];
  return {
    queries,
    async listRecordings(q: ListRecordingsQuery = {}) {
      queries.push(q);
      const from = q.startingAfter ? recordings.findIndex((r) => r.id === q.startingAfter) + 1 : 0;
      return { total_count: recordings.length, data: recordings.slice(from, from + (q.limit ?? 100)) };
    },
  };
}

const uuid = (head: string, n: number) => `${head}-0000-4000-8000-${String(n).padStart(12, '0')}`;

async function failure(p: Promise<unknown>) {
  try {
    await p;
  } catch (error) {
    if (isApiError(error)) return error;
    throw error;
  }
  throw new Error('expected a failure');
}

describe('resolveRecordingId', () => {
  it('a full id is used as given, without a request', async () => {
    const api = pagedList([]);
    expect(await resolveRecordingId(api, uuid('abcdef12', 1))).toBe(uuid('abcdef12', 1));
    expect(api.queries).toHaveLength(0);
  });

  it('the 8 characters the app shows find the one recording, on any page; case does not matter', async () => {
    const many = Array.from({ length: 250 }, (_, i) => rec(uuid(String(i).padStart(8, '0'), i)));
    many.push(rec(uuid('deadbeef', 999)));
    const api = pagedList(many);
    expect(await resolveRecordingId(api, 'DEADBEEF')).toBe(uuid('deadbeef', 999));
    expect(api.queries.map((q) => q.startingAfter)).toEqual([undefined, many[99].id, many[199].id]);
    expect(await resolveRecordingId(pagedList(many), 'dead')).toBe(uuid('deadbeef', 999));
  });

  it('a prefix several ids share is refused, naming each candidate (room and start)', async () => {
    const api = pagedList([
      rec(uuid('abcd1111', 1), 'standup'),
      rec(uuid('abcd2222', 2), 'retro'),
      rec(uuid('ffff0000', 3)),
    ]);
    const error = await failure(resolveRecordingId(api, 'abcd'));
    expect(error.code).toBe('VALIDATION');
    expect(error.message).toContain('recording id "abcd" is ambiguous: 2 recordings start with it');
    expect(error.message).toContain(`${uuid('abcd1111', 1)} (room standup, 2026-09-21 `);
    expect(error.message).toContain(`${uuid('abcd2222', 2)} (room retro, `);
    expect(error.message).toContain('Give more of the id.');
    expect(await resolveRecordingId(api, 'abcd2')).toBe(uuid('abcd2222', 2));
  });

  it('many candidates: five named, the rest counted', async () => {
    const api = pagedList(Array.from({ length: 8 }, (_, i) => rec(uuid(`abcd000${i}`, i))));
    const error = await failure(resolveRecordingId(api, 'abcd'));
    expect(error.message).toContain('8 recordings start with it');
    expect(error.message).toContain('; and 3 more. Give more of the id.');
  });

  it('no match → 404 "Recording not found"; too short or not an id → a rule, nothing asked', async () => {
    const api = pagedList([rec(uuid('abcd1111', 1))]);
    const none = await failure(resolveRecordingId(api, '0123abcd'));
    expect(none.status).toBe(404);
    expect(none.message).toBe(
      'Recording not found: no recording id starts with "0123abcd" (recordings list shows them)',
    );
    const asked = api.queries.length;
    const short = await failure(resolveRecordingId(api, 'abc'));
    expect(short.message).toBe(
      'recording id "abc": give at least 4 characters of the id (recordings list shows the first 8)',
    );
    const bad = await failure(resolveRecordingId(api, 'ab cd'));
    expect(bad.message).toContain('must be the id from `recordings list`');
    expect(api.queries.length).toBe(asked);
  });

  it("an id that is not a UUID still matches exactly (another service's ids), before any prefix", async () => {
    const api = pagedList([rec('rec-10'), rec('rec-1')]);
    expect(await resolveRecordingId(api, 'rec-1')).toBe('rec-1');
  });
});
