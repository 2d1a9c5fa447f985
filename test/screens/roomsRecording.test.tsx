// The rooms screen's recording side and room editing, over an in-memory room service with a fixed clock:
// the effective format column, the domain toggle (asks first), start/stop from a room's detail, editing a
// room in the create form (partial, reset), a delete that finds the room gone, the token on one line and
// its permissions field. Keys are sent one by one and batched.
import { describe, expect, it } from 'vitest';
import { KEYS } from '../helpers/keys.js';
import { FIXED_NOW, renderApp, tidy, type RenderedApp } from '../helpers/renderApp.js';
import { waitFor } from '../helpers/waitFor.js';
import { ROOM_BASE, createFakeRoomsApi, fakeRoom, type FakeRoomsApi } from './rooms.fixtures.js';

const NOW_S = Math.floor(FIXED_NOW / 1000);

async function openRooms(rooms: FakeRoomsApi, columns = 100): Promise<RenderedApp> {
  const app = await renderApp({ getRooms: async () => rooms, columns });
  await app.press('2');
  await waitFor(() => expect(app.frame()).toMatch(/\d+ rooms? · page/));
  await waitFor(() => expect(app.frame()).toContain('domain force_audio_only_recording ='));
  return app;
}

function recordingRooms(): FakeRoomsApi {
  return createFakeRoomsApi([
    fakeRoom('video', 1, { enable_recording: 'cloud', exp: NOW_S + 3600 }),
    fakeRoom('voice', 2, { enable_recording: 'cloud-audio-only' }),
    fakeRoom('tracks', 3, { enable_recording: 'raw-tracks' }),
    fakeRoom('plain', 4, { max_participants: 4 }),
  ]);
}

const calls = (rooms: FakeRoomsApi, prefix: string) => rooms.calls.filter((c) => c.startsWith(prefix));

describe('rooms screen: recordings and the domain setting', () => {
  it('shows each room’s effective format; A asks, then turns the domain audio-only (batched keys too)', async () => {
    const rooms = recordingRooms();
    const app = await openRooms(rooms);
    expect(app.frame()).toMatch(/› video\s+public\s+cloud → \.mp4\s+in 1h/);
    expect(app.frame()).toMatch(/voice\s+public\s+cloud-audio-only → \.m4a/);
    expect(app.frame()).toMatch(/tracks\s+public\s+raw-tracks → \.webm\/track/);
    expect(app.frame()).toMatch(/plain\s+public\s+—/);
    expect(tidy(app.frame())).toMatchSnapshot('room list with recording formats');

    await app.press('A');
    expect(app.frame()).toContain('Turn the domain’s force_audio_only_recording on (1)?');
    expect(app.frame()).toContain('Every cloud recording on the domain, in every room, is then audio-only');
    expect(tidy(app.frame())).toMatchSnapshot('domain toggle confirmation');
    await app.press('n');
    expect(calls(rooms, 'set domain')).toEqual([]);
    expect(app.frame()).toMatch(/› video\s+public\s+cloud → \.mp4/);

    await app.type('Ay'); // one chunk: the dialog opens, then takes the y
    await waitFor(() =>
      expect(app.frame()).toContain('domain force_audio_only_recording = 1: cloud → audio-only .m4a'),
    );
    expect(calls(rooms, 'set domain')).toEqual(['set domain {"force_audio_only_recording":1}']);
    expect(app.frame()).toMatch(/› video\s+public\s+cloud → audio-only \(domain\)/);
    expect(app.frame()).toMatch(/voice\s+public\s+cloud-audio-only → \.m4a/);
    expect(app.frame()).toContain('force_audio_only_recording is now 1');

    await app.press('A');
    expect(app.frame()).toContain('Turn the domain’s force_audio_only_recording off (0)?');
    await app.press('y');
    await waitFor(() => expect(app.frame()).toContain('domain force_audio_only_recording = 0'));
    expect(rooms.forceAudioOnly).toBe(0);
  });

  it('the help overlay lists the recording keys of the list and of a room’s detail', async () => {
    const app = await openRooms(recordingRooms());
    await app.press('?');
    await waitFor(() => expect(app.frame()).toContain('toggle the domain’s force_audio_only_recording (asks first)'));
    expect(app.frame()).toContain('edit the selected room’s properties');
    await app.press(KEYS.esc, KEYS.enter, '?');
    await waitFor(() => expect(app.frame()).toContain('start a recording of the room’s type (its enable_recording)'));
    expect(app.frame()).toContain('stop the room’s recording');
  });

  it('r re-reads the domain setting changed elsewhere', async () => {
    const rooms = recordingRooms();
    const app = await openRooms(rooms);
    rooms.forceAudioOnly = 1;
    await app.press('r');
    await waitFor(() => expect(app.frame()).toMatch(/› video\s+public\s+cloud → audio-only \(domain\)/));
  });

  it('from a room’s detail, s starts a recording of its type and S stops it', async () => {
    const rooms = recordingRooms();
    const app = await openRooms(rooms);
    await app.press(KEYS.enter);
    await waitFor(() => expect(app.frame()).toContain('recording now none · s starts one'));
    await app.press('s');
    await waitFor(() => expect(app.frame()).toMatch(/recording now in progress for 1m 15s \(rec-0001\) · S stops it/));
    expect(calls(rooms, 'start')).toEqual(['start video cloud']);
    expect(app.frame()).toContain('Recording video: .mp4 (cloud) · S stops it');
    expect(tidy(app.frame())).toMatchSnapshot('room detail while recording');
    await app.press('S');
    await waitFor(() => expect(app.frame()).toContain('recording now none · s starts one'));
    expect(calls(rooms, 'stop')).toEqual(['stop video']);
    expect(app.frame()).toContain('Recording of video stopped; 3 lists it on the Recordings screen');
    expect(rooms.recordings[0]).toMatchObject({ room_name: 'video', status: 'finished' });

    // A second S: the service's refusal is shown, nothing else happens.
    await app.press('S');
    await waitFor(() => expect(app.frame()).toContain('✖ room video has no active recording to stop'));
  });

  it('the detail footer keeps c copy url at 80 and at 100 columns; 3 opens this room’s recordings', async () => {
    const rooms = recordingRooms();
    const app = await openRooms(rooms, 80);
    await app.press(KEYS.enter);
    await waitFor(() => expect(app.frame()).toContain('recording now none · s starts one'));
    const footer = () => app.frame().trimEnd().split('\n').pop() ?? '';
    expect(footer()).toBe('s record · S stop rec · t token · c copy url · esc back · ? help · q quit');
    expect(tidy(app.frame())).toMatchSnapshot('room detail at 80 columns');
    await app.resize(100, 24);
    expect(footer()).toBe(
      's record · S stop rec · e edit · t token · d delete · c copy url · esc back · ? help · q quit',
    );
    await app.resize(120, 24);
    expect(footer()).toContain('c copy url · 3 recordings · esc back');

    await app.press('s');
    await waitFor(() => expect(app.frame()).toContain('S stops it'));
    await app.press('3');
    await waitFor(() => expect(app.frame()).toMatch(/Recordings {2}1 recording of video · page 1\/1/));
    expect(app.frame()).toMatch(/› rec-0001\s+video\s+.*in-progress/);
    expect(app.store.getState().routes.map((r) => r.name)).toEqual(['sets', 'recordings']);
  });

  it('raw-tracks rooms start and stop with type raw-tracks; a room without cloud recording refuses locally', async () => {
    const rooms = recordingRooms();
    const app = await openRooms(rooms);
    await app.type('jj\r'); // batched: two rows down, then open
    await waitFor(() => expect(app.frame()).toContain('Room tracks'));
    await app.press('s');
    await waitFor(() => expect(app.frame()).toContain('S stops it'));
    expect(calls(rooms, 'start')).toEqual(['start tracks raw-tracks']);
    await app.press('S');
    await waitFor(() => expect(calls(rooms, 'stop')).toEqual(['stop tracks raw-tracks']));

    await app.press(KEYS.esc, 'j', KEYS.enter);
    await waitFor(() => expect(app.frame()).toContain('Room plain'));
    expect(app.frame()).toContain('recording now — (e edits enable_recording to record in the cloud)');
    await app.press('s');
    expect(app.frame()).toContain(
      '✖ room plain makes no cloud recording (enable_recording is unset); e edits the room',
    );
    expect(calls(rooms, 'start')).toHaveLength(1);
  });

  it('e edits a room in the create form: only changes are sent, an emptied value is reset (null)', async () => {
    const rooms = recordingRooms();
    const app = await openRooms(rooms);
    await app.press('e');
    expect(app.frame()).toContain('Edit room video — only changed properties are sent');
    expect(app.frame()).not.toMatch(/^› name /m); // a room keeps its name
    expect(app.frame()).toMatch(/^› privacy\s+‹ public ›/m);
    expect(app.frame()).toMatch(/recording\s+‹ cloud ›/);
    expect(tidy(app.frame())).toMatchSnapshot('edit form');
    await app.press(KEYS.enter); // nothing changed: nothing is sent
    await waitFor(() => expect(app.frame()).toContain('Nothing changed; video was not sent anything'));
    expect(calls(rooms, 'update')).toEqual([]);

    await app.press('e');
    await app.press(KEYS.down); // expiry
    await app.press(KEYS.ctrlU);
    await app.type(`${KEYS.down}7${KEYS.down}${KEYS.right}`); // max participants 7; recording cloud → cloud-audio-only
    await app.press(KEYS.enter);
    await waitFor(() =>
      expect(app.frame()).toContain('Room video updated: exp (reset), max_participants, enable_recording'),
    );
    expect(calls(rooms, 'update')).toEqual([
      'update video {"properties":{"exp":null,"max_participants":7,"enable_recording":"cloud-audio-only"}}',
    ]);
    expect(app.frame()).toContain('expires       never');
    expect(app.frame()).toContain('recording     .m4a (audio/mp4, cloud-audio-only)');

    // From the detail: privacy only; Esc back to the detail keeps the room.
    await app.press('e', ' ');
    await app.press(KEYS.enter);
    await waitFor(() => expect(app.frame()).toContain('Room video updated: privacy'));
    expect(calls(rooms, 'update')[1]).toBe('update video {"privacy":"private"}');
    await app.press('e', KEYS.esc);
    expect(app.frame()).toContain('Room video');
    expect(app.frame()).toContain('privacy       private');
  });

  it('the edit form checks the rules like the create form and sends nothing while one is broken', async () => {
    const rooms = recordingRooms();
    const app = await openRooms(rooms);
    await app.press('j', 'j', 'j', 'e');
    await app.press(KEYS.down, KEYS.down);
    await app.type('\u007f0'); // max participants 4 → 0
    await app.press(KEYS.enter);
    expect(app.frame()).toContain('✖ max_participants: a whole number ≥ 1');
    expect(calls(rooms, 'update')).toEqual([]);
  });

  it('deleting a room someone else already deleted says it was already gone', async () => {
    const rooms = recordingRooms();
    const app = await openRooms(rooms);
    rooms.rooms = rooms.rooms.filter((r) => r.name !== 'video'); // gone on the service, still listed here
    await app.press('d');
    await app.type('video\r');
    await waitFor(() => expect(app.frame()).toContain('Room video was already gone (nothing to delete)'));
    expect(app.frame()).not.toContain('Room video deleted');
    await app.press('d');
    await app.type('voice\r');
    await waitFor(() => expect(app.frame()).toContain('Room voice deleted'));
  });
});

describe('rooms screen: the meeting token', () => {
  async function showToken(columns: number) {
    const rooms = recordingRooms();
    const app = await openRooms(rooms, columns);
    await app.press('t', KEYS.enter);
    await waitFor(() => expect(app.frame()).toContain('shown once, not stored'));
    const token = await rooms.getToken(`${ROOM_BASE}/video`, rooms.lastTokenOptions);
    return { app, token };
  }

  it('is one unbroken line when the terminal is wide enough', async () => {
    const { app, token } = await showToken(260);
    expect(token.length).toBeLessThan(260);
    expect(
      app
        .frame()
        .split('\n')
        .map((l) => l.trimEnd()),
    ).toContain(token);
    expect(app.frame()).not.toContain('cut to fit');
  });

  it('is cut visibly (never wrapped) when the terminal is narrower, and says how to get it whole (w, f)', async () => {
    const { app, token } = await showToken(80);
    const lines = app.frame().split('\n');
    const line = lines.find((l) => l.startsWith(token.slice(0, 20)))!;
    expect(line).toBe(`${token.slice(0, 79)}…`);
    expect(lines.some((l) => l.startsWith(token.slice(79, 99)))).toBe(false); // no continuation line
    expect(app.frame().replace(/\s+/g, ' ')).toContain(
      `↑ cut to fit: the token is ${token.length} characters. w shows it whole (wrapped), f writes it to a file only you can read.`,
    );
    expect(tidy(app.frame())).toMatchSnapshot('token view at 80 columns');
  });

  it('permissions: a JSON object, refused otherwise with the field and the rule', async () => {
    const rooms = recordingRooms();
    const app = await openRooms(rooms);
    await app.press('t');
    for (let i = 0; i < 40 && !/^› permissions /m.test(app.frame()); i++) await app.press(KEYS.down);
    expect(app.frame()).toContain('JSON object, e.g. {"canSend":["audio"]}');
    await app.type('["audio"]');
    expect(app.frame()).toContain('✖ permissions: must be a JSON object (got an array), such as {"canSend":["audio"]}');
    await app.press(KEYS.enter);
    expect(calls(rooms, 'token')).toEqual([]);
    await app.press(KEYS.ctrlU);
    await app.type('{"canSend":');
    expect(app.frame()).toContain('✖ permissions: not valid JSON');
    await app.type('["audio"]}\r');
    await waitFor(() => expect(app.frame()).toContain('shown once, not stored'));
    expect(rooms.lastTokenOptions?.params?.properties?.permissions).toEqual({ canSend: ['audio'] });
  });
});
