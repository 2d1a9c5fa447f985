// The recordings screen: snapshots over an in-memory recordings API (fixed ids and times), behaviour over the
// emulator (real HTTP): a recording started and stopped, listed, downloaded with a progress bar, deleted.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { needsFormatContext } from '../../src/api/rooms/recordingInfo.js';
import type { ListRecordingsQuery, Recording, RecordingList } from '../../src/api/rooms/recordings.js';
import { recordingsReducer, initialRecordingsState } from '../../src/screens/recordings/model.js';
import { DownloadProgressView, progressText } from '../../src/screens/recordings/views.js';
import { render } from '../helpers/inkTesting.js';
import { act } from 'react';
import { startTestEmulator, type TestEmulator } from '../helpers/emulator.js';
import { tempDir } from '../cli/helpers.js';
import { KEYS } from '../helpers/keys.js';
import { FIXED_NOW, renderApp, tidy, type RenderedApp } from '../helpers/renderApp.js';
import { waitFor } from '../helpers/waitFor.js';
import { createFakeRoomsApi, emulatorClients, fakeRoom } from './rooms.fixtures.js';

const START = Math.floor(FIXED_NOW / 1000) - 600;
/**
 * For waits on real time (the 1 s refresh) or on the emulator over HTTP: a budget far above what they take, so
 * a loaded machine cannot fail them; a passing wait returns as soon as its assertion holds.
 */
const SLOW = { tries: 3000, interval: 10 };
const rec = (i: number, room: string, over: Partial<Recording> = {}): Recording => ({
  id: `${String(i).repeat(8)}-0000-4000-8000-00000000000${i}`,
  room_name: room,
  start_ts: START + i * 60,
  status: 'finished',
  duration: 95 + i,
  s3key: `acme/${room}/${i}`,
  tracks: [],
  ...over,
});

function fakeRecordingsApi(list: Recording[]) {
  const rooms = createFakeRoomsApi([fakeRoom('standup', 1, { enable_recording: 'cloud' })]);
  const recCalls: Array<{ op: string; arg?: unknown }> = [];
  const api = Object.assign(rooms, {
    recordings: list,
    recCalls,
    async listRecordings(q: ListRecordingsQuery = {}): Promise<RecordingList> {
      recCalls.push({ op: 'list', arg: q });
      const data = api.recordings.filter((r) => !q.roomName || r.room_name === q.roomName);
      const from = q.startingAfter ? data.findIndex((r) => r.id === q.startingAfter) + 1 : 0;
      return { total_count: data.length, data: data.slice(from, from + (q.limit ?? 100)) };
    },
    async getRecording(id: string) {
      return api.recordings.find((r) => r.id === id)!;
    },
    async getRecordingAccessLink(id: string) {
      recCalls.push({ op: 'link', arg: id });
      return { download_link: `https://files.test/${id}?sig=abc`, expires: START + 3600 };
    },
    async deleteRecording(id: string) {
      recCalls.push({ op: 'delete', arg: id });
      api.recordings = api.recordings.filter((r) => r.id !== id);
      return { deleted: true, id };
    },
    async startRecording() {
      return { status: 'sent' };
    },
    async stopRecording() {
      return { status: 'sent' };
    },
  });
  return api;
}

function sample() {
  return fakeRecordingsApi([
    rec(3, 'standup', { status: 'in-progress', duration: undefined }),
    rec(2, 'retro', {
      tracks: [
        { size: 4062, type: 'audio', s3key: 'acme/retro/2-cam-audio' },
        { size: 5549, type: 'video', s3key: 'acme/retro/2-cam-video' },
      ],
    }),
    rec(1, 'standup'),
  ]);
}

async function openRecordings(api = sample(), columns = 100): Promise<RenderedApp> {
  const app = await renderApp({ getRooms: async () => api, columns, rows: 24 });
  await app.press('3');
  await waitFor(() => expect(app.frame()).toMatch(/\d+ recordings? .*· page|No recordings/), SLOW);
  await formatsRead(app);
  return app;
}

/** Waits until FORMAT has what it reads besides the list (each room's mode, the domain's setting). */
async function formatsRead(app: RenderedApp) {
  await waitFor(() => {
    const s = app.store.getState();
    expect(s.forceAudioOnly !== undefined || s.domainConfigError !== null).toBe(true);
    for (const r of s.recordings ?? [])
      if (needsFormatContext(r)) expect(s.recordingRoomModes).toHaveProperty([r.room_name]);
  }, SLOW);
}

describe('recordings screen (in-memory API)', () => {
  it(
    'lists room, started, duration, status, format, size; in-progress ones say so and auto-refresh',
    { timeout: 60_000 },
    async () => {
      const api = sample();
      const app = await openRecordings(api);
      expect(app.frame()).toContain('3 recordings · page 1/1');
      expect(app.frame()).toMatch(
        /› 33333333\s+standup\s+2026-01-02 02:57:05Z\s+recording\s+in-progress\s+mp4 \(video\)\s+—/,
      );
      expect(app.frame()).toMatch(/22222222\s+retro\s+.*1:37\s+finished\s+raw-tracks \(2 webm\)\s+9\.4 KB/);
      expect(app.frame()).toContain('↻ in progress, refresh in 1 s');
      expect(tidy(app.frame())).toMatchSnapshot('recording list');
      const lists = () => api.recCalls.filter((c) => c.op === 'list').length;
      const before = lists();
      // The recording finishes on the service; the screen notices on its own (1 s backoff start).
      api.recordings[0] = { ...api.recordings[0]!, status: 'finished', duration: 42 };
      await waitFor(() => expect(lists()).toBeGreaterThan(before), SLOW);
      await waitFor(() => expect(app.frame()).toMatch(/33333333\s+standup\s+\S+ \S+\s+0:42\s+finished/), SLOW);
      expect(app.frame()).not.toContain('↻ in progress');
    },
  );

  it('FORMAT says mp4 (video) or m4a (audio) from the room and the domain, and mp4/m4a? where they cannot tell', async () => {
    const api = fakeRecordingsApi([
      rec(6, 'standup'), // cloud room, domain allows video
      rec(5, 'podcast'), // cloud-audio-only room
      rec(4, 'gone-room'), // room deleted: the domain's setting alone cannot tell (domain allows video)
      rec(3, 'gone-room', { status: 'in-progress', duration: undefined }),
      rec(2, 'legacy', { s3key: 'acme/legacy/2.m4a' }), // the object says it
      rec(1, 'local-room'), // a room that makes no cloud recordings now
    ]);
    await api.createRoom({ name: 'podcast', properties: { enable_recording: 'cloud-audio-only' } });
    await api.createRoom({ name: 'local-room', properties: { enable_recording: 'local' } });
    const app = await openRecordings(api);
    const row = (id: number) =>
      app
        .frame()
        .split('\n')
        .find((l) => l.includes(String(id).repeat(8))) ?? '';
    expect(row(6)).toMatch(/finished\s+mp4 \(video\)\s/);
    expect(row(5)).toMatch(/finished\s+m4a \(audio\)\s/);
    expect(row(4)).toMatch(/finished\s+mp4\/m4a\?\s/);
    expect(row(3)).toMatch(/in-progress\s+mp4\/m4a\?\s/);
    expect(row(2)).toMatch(/finished\s+m4a \(audio\)\s/);
    expect(row(1)).toMatch(/finished\s+mp4\/m4a\?\s/);
    expect(tidy(app.frame())).toMatchSnapshot('formats');
    await app.press('G', KEYS.enter);
    expect(app.frame()).toMatch(/format\s+mp4\/m4a\?/);
    await app.press(KEYS.esc);

    // The domain forces audio-only: every finished cloud recording is .m4a, its room gone or not.
    api.forceAudioOnly = 1;
    await app.press('2');
    await waitFor(() => expect(app.frame()).toContain('force_audio_only_recording = 1'));
    await app.press('3');
    await waitFor(() => expect(app.frame()).toMatch(/\d+ recordings? .*· page/), SLOW);
    await formatsRead(app);
    await waitFor(() => expect(row(6)).toMatch(/finished\s+m4a \(audio\)\s/));
    expect(row(4)).toMatch(/finished\s+m4a \(audio\)\s/);
    expect(row(3)).toMatch(/in-progress\s+mp4\/m4a\?\s/); // could be raw-tracks: its room is gone
  });

  it('Tab cycles sets → rooms → recordings → agents → environments → sets; 3 from the set list; 2 goes to rooms', async () => {
    const api = sample();
    const app = await renderApp({ getRooms: async () => api, columns: 100 });
    const routes = () => app.store.getState().routes.map((r) => r.name);
    await app.press(KEYS.tab);
    await waitFor(() => expect(routes()).toEqual(['sets', 'rooms']));
    await app.press(KEYS.tab);
    await waitFor(() => expect(routes()).toEqual(['sets', 'recordings']));
    await app.press(KEYS.tab);
    await waitFor(() => expect(routes()).toEqual(['sets', 'agents']));
    await app.press(KEYS.tab);
    await waitFor(() => expect(routes()).toEqual(['sets', 'environments']));
    await app.press(KEYS.tab);
    await waitFor(() => expect(routes()).toEqual(['sets']));
    await app.press('4');
    await waitFor(() => expect(routes()).toEqual(['sets', 'agents']));
    await app.press('1');
    await waitFor(() => expect(routes()).toEqual(['sets']));
    await app.press('3');
    await waitFor(() => expect(routes()).toEqual(['sets', 'recordings']));
    await app.press('2');
    await waitFor(() => expect(routes()).toEqual(['sets', 'rooms']));
  });

  it('enter shows details with the tracks of a raw-tracks recording; esc goes back', async () => {
    const app = await openRecordings();
    await app.press(KEYS.down, KEYS.enter);
    await waitFor(() => expect(app.frame()).toContain('Recording 22222222-0000-4000-8000-000000000002'));
    expect(app.frame()).toMatch(/0 {2}audio\s+4\.0 KB\s+acme\/retro\/2-cam-audio/);
    expect(tidy(app.frame())).toMatchSnapshot('raw-tracks detail');
    await app.press(KEYS.esc);
    await waitFor(() => expect(app.frame()).toContain('3 recordings'));
  });

  it('/ filters by room (typed in one chunk); empty shows all again; a bad name is refused', async () => {
    const api = sample();
    const app = await openRecordings(api);
    await app.press('/');
    await app.type('standup');
    await app.press(KEYS.enter);
    await waitFor(() => expect(app.frame()).toContain('2 recordings of standup'));
    expect(api.recCalls.filter((c) => c.op === 'list').at(-1)?.arg).toMatchObject({ roomName: 'standup' });
    await app.press('/');
    await app.press(KEYS.ctrlU);
    await app.type('bad room');
    await app.press(KEYS.enter);
    await waitFor(() => expect(app.frame()).toContain("room: only letters, numbers, '-' and '_'"));
    await app.press(KEYS.esc);
    await waitFor(() => expect(app.frame()).toContain('3 recordings · page'));
  });

  it('c copies a fresh link with OSC 52; D on an in-progress recording explains why not', async () => {
    const api = sample();
    const app = await openRecordings(api);
    await app.press('D');
    await waitFor(() => expect(app.frame()).toContain('is in-progress: nothing to download until it is stopped'));
    await app.press(KEYS.down, KEYS.down, 'c');
    const link = `https://files.test/${api.recordings[2]!.id}?sig=abc`;
    const osc = `\u001b]52;c;${Buffer.from(link).toString('base64')}\u0007`;
    await waitFor(() => expect(app.frames.some((f) => f.includes(osc))).toBe(true));
    expect(app.frame()).toContain('Download link, valid 1 h: Sent to the clipboard with OSC 52');
    expect(app.frame()).not.toContain('sig=abc');
  });

  it('x asks to type the start of the id; a wrong text deletes nothing; the right one deletes', async () => {
    const api = sample();
    const app = await openRecordings(api);
    await app.press(KEYS.down, 'x');
    await waitFor(() => expect(app.frame()).toContain('Delete recording 22222222-0000-4000-8000-000000000002?'));
    expect(tidy(app.frame())).toMatchSnapshot('delete confirmation');
    await app.type('2222');
    await app.press(KEYS.enter);
    await waitFor(() => expect(app.frame()).toContain('type exactly 22222222 to confirm'));
    expect(api.recCalls.some((c) => c.op === 'delete')).toBe(false);
    await app.type('2222');
    await app.press(KEYS.enter);
    await waitFor(() => expect(app.frame()).toContain('✔ Recording 22222222 deleted'));
    expect(api.recordings.map((r) => r.room_name)).toEqual(['standup', 'standup']);
  });
});

describe('recordings screen: which recording is selected', () => {
  const selectedRow = (app: RenderedApp) => /^› (\S+)/m.exec(app.frame())?.[1];

  it(
    'first load selects the newest and follows a newer one; once moved, a refresh (r, auto, coming back) keeps the id',
    { timeout: 60_000 },
    async () => {
      const api = sample();
      const app = await openRecordings(api);
      await waitFor(() => expect(selectedRow(app)).toBe('33333333'));
      // Not moved yet: a recording that appears on top is the one selected after r.
      api.recordings.unshift(rec(4, 'retro'));
      await app.press('r');
      await waitFor(() => expect(app.frame()).toContain('4 recordings · page 1/1'));
      await waitFor(() => expect(selectedRow(app)).toBe('44444444'));

      await app.type('jj'); // one chunk: two rows down
      await waitFor(() => expect(selectedRow(app)).toBe('22222222'));
      // Another new one on top: r reloads, the selection stays on 22222222 (now the fourth row).
      api.recordings.unshift(rec(5, 'standup'));
      await app.press('r');
      await waitFor(() => expect(app.frame()).toContain('5 recordings · page 1/1'));
      await waitFor(() => expect(selectedRow(app)).toBe('22222222'));
      const lines = app.frame().split('\n');
      expect(lines.findIndex((l) => l.startsWith('› '))).toBe(lines.findIndex((l) => l.includes('55555555')) + 3);
      // The countdown depends on how many auto-refreshes ran meanwhile (timing): not part of the snapshot.
      expect(tidy(app.frame()).replace(/refresh in \d+ s/, 'refresh in … s')).toMatchSnapshot(
        'selection kept after a reload',
      );

      // The auto-refresh of the in-progress recording (3) sees another new one: the selection stays.
      const lists = () => api.recCalls.filter((c) => c.op === 'list').length;
      const before = lists();
      api.recordings.unshift(rec(6, 'standup'));
      await waitFor(() => expect(lists()).toBeGreaterThan(before), SLOW);
      await waitFor(() => expect(app.frame()).toContain('6 recordings · page 1/1'), SLOW);
      await waitFor(() => expect(selectedRow(app)).toBe('22222222'));

      // Away to the rooms and back: still on it.
      await app.press('2');
      await waitFor(() => expect(app.store.getState().routes.at(-1)?.name).toBe('rooms'));
      await app.press('3');
      await waitFor(() => expect(app.frame()).toContain('6 recordings · page 1/1'));
      await waitFor(() => expect(selectedRow(app)).toBe('22222222'));
    },
  );

  it('a recording gone from the list, another room filter: the newest; a deleted one: the row that took its place', async () => {
    const api = sample();
    const app = await openRecordings(api);
    await app.type('jj'); // batched: two rows down
    await waitFor(() => expect(selectedRow(app)).toBe('11111111'));
    api.recordings = api.recordings.filter((r) => !r.id.startsWith('1111')); // deleted elsewhere
    await app.press('r');
    await waitFor(() => expect(app.frame()).toContain('2 recordings · page 1/1'));
    await waitFor(() => expect(selectedRow(app)).toBe('33333333'));

    // x on the first row: the next one (22222222) is selected after the delete.
    api.recordings.push(rec(1, 'standup'));
    await app.press('r');
    await waitFor(() => expect(app.frame()).toContain('3 recordings · page 1/1'));
    await app.press('j', 'x');
    await app.type('22222222\r'); // the confirmation typed and sent in one chunk
    await waitFor(() => expect(app.frame()).toContain('✔ Recording 22222222 deleted'));
    await waitFor(() => expect(app.frame()).toContain('2 recordings · page 1/1'));
    await waitFor(() => expect(selectedRow(app)).toBe('11111111'));

    // Another room's list is another list: its newest, even when the selected row is in it too.
    api.recordings.unshift(rec(7, 'retro'));
    api.recordings.push(rec(6, 'retro'));
    await app.press('r');
    await waitFor(() => expect(app.frame()).toContain('4 recordings · page 1/1'));
    await app.press('G');
    await waitFor(() => expect(selectedRow(app)).toBe('66666666'));
    await app.press('/');
    await app.type('retro\r');
    await waitFor(() => expect(app.frame()).toContain('2 recordings of retro'));
    await waitFor(() => expect(selectedRow(app)).toBe('77777777'));
  });
});

describe('model and progress text', () => {
  it('a failed download returns to the prompt keeping the directory', () => {
    let s = recordingsReducer(initialRecordingsState, { type: 'askDownload', id: 'a', dir: '/tmp/x' });
    s = recordingsReducer(s, { type: 'downloadStarted', files: 1 });
    s = recordingsReducer(s, { type: 'downloadFailed', text: 'exists' });
    expect(s).toEqual({
      mode: { kind: 'download', id: 'a', dir: '/tmp/x', from: 'list' },
      message: { kind: 'error', text: 'exists' },
    });
  });

  it('progress: bar, bytes, rate, time left', () => {
    expect(progressText({ received: 512 * 1024, total: 1024 * 1024, elapsedMs: 1000 })).toBe(
      `[${'█'.repeat(15)}${'░'.repeat(15)}] 50%  512 KB / 1.0 MB · 512 KB/s · 0:01 left`,
    );
    expect(progressText(null)).toBe('asking for a download link…');
  });

  it('the download view draws the bar for file 2 of 3', async () => {
    let view!: ReturnType<typeof render>;
    await act(async () => {
      view = render(
        <DownloadProgressView
          file={1}
          files={3}
          progress={{ received: 256 * 1024, total: 1024 * 1024, elapsedMs: 500 }}
        />,
      );
    });
    const frame = view.lastFrame() ?? '';
    await act(async () => view.unmount());
    expect(frame).toContain('Downloading file 2 of 3…');
    expect(frame).toMatch(/\[█{7,8}░{22,23}\] 25% {2}256 KB \/ 1\.0 MB/);
    expect(frame).toContain('Esc cancels');
  });
});

describe('recordings screen against the emulator', () => {
  let emu: TestEmulator;
  beforeAll(async () => {
    emu = await startTestEmulator();
  });
  afterAll(async () => {
    await emu?.stop();
  });

  it(
    'a recorded room is listed; D downloads it into the confirmed directory (ftyp checked); no overwrite',
    { timeout: 90_000 },
    async () => {
      const { store, rooms } = emulatorClients(emu);
      await rooms.createRoom({ name: 'app-rec', properties: { enable_recording: 'cloud-audio-only' } });
      await rooms.startRecording('app-rec', { type: 'cloud-audio-only' });
      await rooms.stopRecording('app-rec');
      const id = (await rooms.listRecordings({ roomName: 'app-rec' })).data[0]!.id;
      const app = await renderApp({
        store,
        routes: [{ name: 'sets' }, { name: 'recordings' }],
        columns: 110,
        rows: 30,
      });
      await waitFor(() => expect(app.frame()).toContain(id.slice(0, 8)), SLOW);
      const dir = tempDir('agentdeck-app-dl-');
      await app.press('D');
      await waitFor(() => expect(app.frame()).toContain('Download recording'));
      await app.press(KEYS.ctrlU);
      await app.type(dir);
      await app.press(KEYS.enter);
      const file = join(dir, `${id}.m4a`);
      await waitFor(() => expect(app.frame()).toContain(`✔ Saved ${file}`), SLOW);
      expect(readFileSync(file).subarray(8, 12).toString('latin1')).toBe('M4A ');
      // The bar itself is asserted on the view below: a small file can arrive in one chunk, so its one progress
      // update and the completion land in the same React batch and no frame is drawn in between.
      // Again into the same directory: refused, the file is untouched, no .part left, the prompt is back.
      await app.press('D');
      await app.press(KEYS.ctrlU);
      await app.type(dir);
      await app.press(KEYS.enter);
      await waitFor(() => expect(app.frame()).toContain('already exists: not overwritten'), SLOW);
      expect(readdirSync(dir)).toEqual([`${id}.m4a`]);
      expect(existsSync(`${file}.part`)).toBe(false);
    },
  );
});
