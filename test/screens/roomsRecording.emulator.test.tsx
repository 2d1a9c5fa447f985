// The rooms screen's recording side over the emulator (real HTTP on 127.0.0.1): s/S in a room's detail and
// the recording on the Recordings screen (in progress, then finished), S from the Recordings screen, the
// domain's force_audio_only_recording toggled with A (and cancelled), a room edited with e (and a broken field
// refused). The emulator and the app share one clock, so times on screen are fixed; the ids the emulator draws
// at random are masked in the snapshots. Keys are sent one by one and batched in one write.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Clock } from '../../src/state/store.js';
import { startTestEmulator, type TestEmulator } from '../helpers/emulator.js';
import { KEYS } from '../helpers/keys.js';
import { FIXED_NOW, renderApp, tidy, type RenderedApp } from '../helpers/renderApp.js';
import { waitFor } from '../helpers/waitFor.js';
import { emulatorClients, type EmulatorClients } from './rooms.fixtures.js';

let nowMs = FIXED_NOW;
const clock: Clock = { now: () => nowMs };
let emu: TestEmulator;

beforeEach(async () => {
  nowMs = FIXED_NOW;
  emu = await startTestEmulator({ now: clock.now });
});
afterEach(async () => {
  await emu?.stop();
});

// Waits on the emulator over HTTP: far more than they take, so a loaded machine cannot fail them.
const SLOW = { tries: 3000, interval: 10 };
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

/** The frame with the random ids as fixed labels of the same length (`recordings` → REC1…, others → x). */
function stable(frame: string, recordings: string[] = []): string {
  let out = tidy(frame);
  recordings.forEach((id, i) => {
    out = out
      .replaceAll(id, `REC${i + 1}`.padEnd(id.length, '_'))
      .replaceAll(id.slice(0, 8), `REC${i + 1}`.padEnd(8, '_'));
  });
  return out.replace(UUID, 'xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx').replace(/refresh in \d+ s/, 'refresh in … s');
}

async function openRooms(clients: EmulatorClients, columns = 100): Promise<RenderedApp> {
  const app = await renderApp({
    store: clients.store,
    routes: [{ name: 'sets' }, { name: 'rooms' }],
    columns,
    rows: 30,
  });
  await waitFor(() => expect(app.frame()).toMatch(/\d+ rooms? · page/), SLOW);
  await waitFor(() => expect(app.frame()).toContain('domain force_audio_only_recording ='), SLOW);
  return app;
}

const selectedRow = (app: RenderedApp) => /^› (\S+)/m.exec(app.frame())?.[1];

describe('a room’s recording over the emulator', () => {
  it(
    's in the detail records; 3 lists it in progress; S in the detail stops it; the list shows it finished',
    { timeout: 60_000 },
    async () => {
      const clients = emulatorClients(emu, clock);
      const { rooms } = clients;
      await rooms.createRoom({ name: 'standup', properties: { enable_recording: 'cloud' } });
      const app = await openRooms(clients);
      expect(app.frame()).toMatch(/› standup\s+public\s+cloud → \.mp4/);
      await app.press(KEYS.enter);
      await waitFor(() => expect(app.frame()).toContain('recording now none · s starts one'), SLOW);

      await app.press('s');
      await waitFor(() => expect(app.frame()).toMatch(/recording now in progress for 0s \(\w{8}\) · S stops it/), SLOW);
      const [active] = (await rooms.listRecordings({ roomName: 'standup' })).data;
      expect(active).toMatchObject({ room_name: 'standup', status: 'in-progress', start_ts: FIXED_NOW / 1000 });
      expect(active!.duration).toBeUndefined();
      expect(app.frame()).toContain(`(${active!.id.slice(0, 8)})`);
      expect(app.frame()).toContain('ℹ Recording standup: .mp4 (cloud) · S stops it');
      expect(stable(app.frame(), [active!.id])).toMatchSnapshot('detail: recording in progress');

      await app.press('3');
      await waitFor(() => expect(app.frame()).toContain('1 recording of standup · page 1/1'), SLOW);
      await waitFor(
        () =>
          expect(app.frame()).toMatch(
            new RegExp(`› ${active!.id.slice(0, 8)}\\s+standup\\s+2026-01-02 03:04:05Z\\s+recording\\s+in-progress`),
          ),
        SLOW,
      );
      expect(app.frame()).toContain('↻ in progress, refresh in');
      // FORMAT: the room records cloud and the domain allows video (read after the list).
      await waitFor(() => expect(app.frame()).toMatch(/in-progress\s+mp4 \(video\)/), SLOW);
      expect(stable(app.frame(), [active!.id])).toMatchSnapshot('recordings: in progress');

      // 75 s later, back in the room's detail: S stops it.
      nowMs += 75_000;
      await app.press('2');
      await waitFor(() => expect(app.frame()).toMatch(/› standup\s+public/), SLOW);
      await app.press(KEYS.enter);
      await waitFor(() => expect(app.frame()).toMatch(/recording now in progress for 1m 15s/), SLOW);
      await app.press('S');
      await waitFor(() => expect(app.frame()).toContain('recording now none · s starts one'), SLOW);
      expect(app.frame()).toContain('Recording of standup stopped; 3 lists it on the Recordings screen');
      expect(await rooms.getRecording(active!.id)).toMatchObject({ status: 'finished', duration: 75 });

      await app.press('3');
      await waitFor(
        () =>
          expect(app.frame()).toMatch(
            new RegExp(`› ${active!.id.slice(0, 8)}\\s+standup\\s+\\S+ \\S+\\s+1:15\\s+finished`),
          ),
        SLOW,
      );
      expect(app.frame()).not.toContain('↻ in progress');
      await waitFor(() => expect(app.frame()).toMatch(/finished\s+mp4 \(video\)/), SLOW);
      expect(stable(app.frame(), [active!.id])).toMatchSnapshot('recordings: finished');
    },
  );

  it(
    'batched: enter, s and 3 in one write record and list it; S on the Recordings screen stops the selected one',
    { timeout: 60_000 },
    async () => {
      const clients = emulatorClients(emu, clock);
      const { rooms } = clients;
      await rooms.createRoom({ name: 'voice', properties: { enable_recording: 'cloud-audio-only' } });
      await rooms.createRoom({ name: 'tracks', properties: { enable_recording: 'raw-tracks' } });
      const app = await openRooms(clients);
      await waitFor(() => expect(app.frame()).toMatch(/tracks\s+public\s+raw-tracks/), SLOW);
      await waitFor(() => expect(selectedRow(app)).toBe('tracks')); // newest first

      await app.type('\rs'); // one chunk: open the room, then start its recording
      await waitFor(() => expect(app.frame()).toMatch(/recording now in progress for 0s/), SLOW);
      await app.press(KEYS.esc);
      // One chunk: the next room, open it, record, then its recordings (the 3 waits for the start to answer).
      await app.type('j\rs3');
      await waitFor(() => expect(app.frame()).toContain('1 recording of voice · page 1/1'), SLOW);
      await waitFor(() => expect(app.frame()).toMatch(/› \w{8}\s+voice\s+.*in-progress/), SLOW);
      const list = (await rooms.listRecordings()).data;
      expect(list.map((r) => [r.room_name, r.status])).toEqual([
        ['voice', 'in-progress'],
        ['tracks', 'in-progress'],
      ]);

      // Both in progress on the Recordings screen (all rooms: the filter emptied, in one chunk); S on the
      // raw-tracks one stops it with its type.
      await app.type(`/${KEYS.ctrlU}\r`);
      await waitFor(() => expect(app.frame()).toContain('2 recordings · page 1/1'), SLOW);
      await waitFor(() => expect(selectedRow(app)).toBe(list[0]!.id.slice(0, 8)));
      await app.type('jS'); // one chunk: down to the tracks recording, stop it
      await waitFor(
        () => expect(app.frame()).toContain(`✔ Recording ${list[1]!.id.slice(0, 8)} of tracks stopped`),
        SLOW,
      );
      await waitFor(
        () =>
          expect(app.frame()).toMatch(
            new RegExp(
              `› ${list[1]!.id.slice(0, 8)}\\s+tracks\\s+\\S+ \\S+\\s+\\d+:\\d+\\s+finished\\s+raw-tracks \\(2 webm\\)`,
            ),
          ),
        SLOW,
      );
      expect((await rooms.getRecording(list[0]!.id)).status).toBe('in-progress');
      await waitFor(() => expect(app.frame()).toMatch(/voice\s+.*in-progress\s+m4a \(audio\)/), SLOW); // a cloud-audio-only room
      expect(
        stable(
          app.frame(),
          list.map((r) => r.id),
        ),
      ).toMatchSnapshot('recordings: one stopped with S');

      // S again on the finished one: nothing to stop, nothing sent; then k and S stop the other.
      await app.press('S');
      await waitFor(() =>
        expect(app.frame()).toContain(`✖ recording ${list[1]!.id.slice(0, 8)} is finished: nothing to stop`),
      );
      await app.press('k', 'S');
      await waitFor(
        () =>
          expect(app.frame()).toMatch(
            new RegExp(`› ${list[0]!.id.slice(0, 8)}\\s+voice\\s+\\S+ \\S+\\s+\\d+:\\d+\\s+finished`),
          ),
        SLOW,
      );
      expect((await rooms.getRecording(list[0]!.id)).status).toBe('finished');
    },
  );
});

describe('the domain’s force_audio_only_recording over the emulator', () => {
  it(
    'A asks; n and esc change nothing; y turns it on and each room’s format follows; A y (batched) off again',
    { timeout: 60_000 },
    async () => {
      const clients = emulatorClients(emu, clock);
      const { rooms } = clients;
      await rooms.createRoom({ name: 'video', properties: { enable_recording: 'cloud' } });
      await rooms.createRoom({ name: 'voice', properties: { enable_recording: 'cloud-audio-only' } });
      await rooms.createRoom({ name: 'plain' });
      const app = await openRooms(clients);
      const domain = async () => (await rooms.getDomainConfig()).config.force_audio_only_recording ?? 0;
      expect(app.frame()).toContain('domain force_audio_only_recording = 0: cloud → .mp4 · A toggles');
      expect(app.frame()).toMatch(/video\s+public\s+cloud → \.mp4 /);
      expect(app.frame()).toMatch(/voice\s+public\s+cloud-audio-only → \.m4a/);
      expect(app.frame()).toMatch(/plain\s+public\s+—/);
      expect(stable(app.frame())).toMatchSnapshot('rooms: domain off');

      await app.press('A');
      await waitFor(() => expect(app.frame()).toContain('Turn the domain’s force_audio_only_recording on (1)?'));
      expect(stable(app.frame())).toMatchSnapshot('rooms: domain toggle confirmation');
      await app.press('n');
      await waitFor(() => expect(app.frame()).not.toContain('Turn the domain’s'));
      await app.press('A', KEYS.esc);
      await waitFor(() => expect(app.frame()).not.toContain('Turn the domain’s'));
      expect(await domain()).toBe(0);
      expect(app.frame()).toContain('domain force_audio_only_recording = 0');
      expect(app.frame()).toMatch(/video\s+public\s+cloud → \.mp4 /);

      await app.press('A', 'y');
      await waitFor(
        () =>
          expect(app.frame()).toContain('domain force_audio_only_recording = 1: cloud → audio-only .m4a · A toggles'),
        SLOW,
      );
      expect(await domain()).toBe(1);
      expect(app.frame()).toMatch(/video\s+public\s+cloud → audio-only \(domain\)/);
      expect(app.frame()).toMatch(/voice\s+public\s+cloud-audio-only → \.m4a/);
      expect(app.frame()).toMatch(/plain\s+public\s+—/);
      expect(app.frame()).toContain('force_audio_only_recording is now 1: cloud recordings are audio-only (.m4a)');
      expect(stable(app.frame())).toMatchSnapshot('rooms: domain on');
      // The detail of the cloud room says what its recordings now are.
      await app.type('jj\r'); // one chunk: to video (oldest, last row), open it
      await waitFor(
        () => expect(app.frame()).toContain('recording     .m4a (audio/mp4, domain force_audio_only_recording = 1)'),
        SLOW,
      );

      await app.press(KEYS.esc);
      await app.type('Ay'); // one chunk: the dialog opens, then takes the y
      await waitFor(() => expect(app.frame()).toContain('domain force_audio_only_recording = 0: cloud → .mp4'), SLOW);
      expect(await domain()).toBe(0);
      expect(app.frame()).toMatch(/video\s+public\s+cloud → \.mp4 /);
    },
  );
});

describe('editing a room with e over the emulator', () => {
  it(
    'changes reach the emulator (keys one by one, then batched); a broken field is named and nothing is sent',
    { timeout: 60_000 },
    async () => {
      const clients = emulatorClients(emu, clock);
      const { rooms } = clients;
      await rooms.createRoom({ name: 'edit-me', properties: { enable_recording: 'cloud', max_participants: 4 } });
      const app = await openRooms(clients);
      const config = async () => (await rooms.getRoomFromUrl('https://x.invalid/edit-me')).config;
      const before = await config();

      await app.press('e');
      await waitFor(() => expect(app.frame()).toContain('Edit room edit-me — only changed properties are sent'));
      expect(app.frame()).toMatch(/max participants\s+4/);
      expect(stable(app.frame())).toMatchSnapshot('edit form over the emulator');
      // One key at a time: max participants 4 → 7, recording cloud → cloud-audio-only.
      await app.press(KEYS.down, KEYS.down, KEYS.backspace, '7', KEYS.down, KEYS.right, KEYS.enter);
      await waitFor(
        () => expect(app.frame()).toContain('Room edit-me updated: max_participants, enable_recording'),
        SLOW,
      );
      expect(await config()).toMatchObject({ max_participants: 7, enable_recording: 'cloud-audio-only' });
      expect(app.frame()).toContain('recording     .m4a (audio/mp4, cloud-audio-only)');
      expect(stable(app.frame())).toMatchSnapshot('detail after the edit');

      // Batched: from the detail, e, then privacy toggled and saved, in one write.
      await app.type('e \r');
      await waitFor(() => expect(app.frame()).toContain('Room edit-me updated: privacy'), SLOW);
      expect((await rooms.getRoomFromUrl(`https://x.invalid/edit-me`)).privacy).toBe('private');

      // A broken field: named with its rule, the form stays, nothing reaches the emulator.
      const saved = await rooms.getRoomFromUrl('https://x.invalid/edit-me');
      await app.type(`e${KEYS.down}${KEYS.down}\u007f0\r`); // max participants 7 → 0, Enter — one chunk
      await waitFor(() => expect(app.frame()).toContain('✖ 1 field to fix: max_participants: a whole number ≥ 1'));
      expect(app.frame()).toContain('Edit room edit-me');
      expect(stable(app.frame())).toMatchSnapshot('edit refused: a broken field');
      expect(await rooms.getRoomFromUrl('https://x.invalid/edit-me')).toEqual(saved);
      await app.press(KEYS.esc); // a changed field: asks before dropping it
      await waitFor(() => expect(app.frame()).toContain("Discard your changes to room 'edit-me' (not saved)?"));
      await app.press('y');
      await waitFor(() => expect(app.frame()).toContain('Room edit-me'));
      expect(await rooms.getRoomFromUrl('https://x.invalid/edit-me')).toEqual(saved);
      expect(before).toMatchObject({ max_participants: 4 });
    },
  );
});
