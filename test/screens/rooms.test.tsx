// The rooms screen over an in-memory RoomsApi with a fixed clock: list, create form (with errors), a
// created room (SIP endpoint, audio-only recording), token form and view, OSC 52 copy, confirmations.
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KEYS } from '../helpers/keys.js';
import { FIXED_NOW, renderApp, tidy, type RenderedApp } from '../helpers/renderApp.js';
import { waitFor } from '../helpers/waitFor.js';
import { ROOM_BASE, createFakeRoomsApi, fakeRoom, type FakeRoomsApi } from './rooms.fixtures.js';

const NOW_S = Math.floor(FIXED_NOW / 1000);

async function openRooms(rooms: FakeRoomsApi, columns = 80): Promise<RenderedApp> {
  const app = await renderApp({ getRooms: async () => rooms, columns });
  await app.press('2'); // from the set list
  await waitFor(() => expect(app.frame()).toMatch(/\d+ rooms? · page|No rooms yet/));
  return app;
}

function sampleRooms(): FakeRoomsApi {
  return createFakeRoomsApi([
    fakeRoom('standup', 1, { exp: NOW_S + 3000 }),
    fakeRoom('retro', 2, { exp: NOW_S - 120 }),
    fakeRoom('all-hands', 3),
  ]);
}

/** Moves the form focus down `n` fields. */
async function down(app: RenderedApp, n: number) {
  for (let i = 0; i < n; i++) await app.press(KEYS.down);
}

afterEach(() => {
  vi.useRealTimers();
});

describe('rooms screen', () => {
  it('lists rooms with privacy, created, recording and an expiry countdown; Tab and 1 go back to secrets', async () => {
    const app = await openRooms(sampleRooms(), 120);
    expect(app.frame()).toContain('3 rooms · page 1/1');
    expect(app.frame()).toContain('domain force_audio_only_recording = 0: cloud → .mp4 · A toggles');
    expect(app.frame()).toMatch(/› standup\s+public\s+2026-01-02 03:03:05 UTC\s+—\s+in 50m/);
    expect(app.frame()).toMatch(/retro .* expired 2m ago/);
    expect(app.frame()).toMatch(/all-hands .* never/);
    expect(tidy(app.frame())).toMatchSnapshot('room list');
    await app.press('1');
    await waitFor(() => expect(app.store.getState().routes.map((r) => r.name)).toEqual(['sets']));
    await app.press(KEYS.tab);
    await waitFor(() => expect(app.store.getState().routes.map((r) => r.name)).toEqual(['sets', 'rooms']));
  });

  it('drops the CREATED column below 110 columns and RECORDING below 80', async () => {
    const at80 = await openRooms(sampleRooms(), 80);
    expect(at80.frame()).not.toContain('CREATED');
    expect(at80.frame()).toMatch(/NAME\s+PRIVACY\s+RECORDING\s+EXPIRES/);
    const at60 = await openRooms(sampleRooms(), 60);
    expect(at60.frame()).not.toMatch(/CREATED|RECORDING/);
    expect(at60.frame()).toContain('EXPIRES');
  });

  it('narrow (50 columns): one line per form field, the end of a long value stays visible', async () => {
    const app = await openRooms(sampleRooms(), 50);
    await app.press('n');
    await app.type('a-rather-long-room-name-that-does-not-fit-the-line');
    const lines = app.frame().split('\n');
    expect(lines.every((l) => l.length <= 50)).toBe(true);
    expect(app.frame()).toMatch(/› name\s+…[a-z-]*fit-the-line▌/);
    expect(app.frame()).toMatch(/^ {2}privacy\s+‹ public ›/m);
    expect(tidy(app.frame())).toMatchSnapshot('create form at 50 columns');
  });

  it('a wait longer than ~150 ms shows a spinner (and a short one does not flash it)', async () => {
    // Fake time: a busy machine must not make the first frame late enough to show the spinner.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    const rooms = sampleRooms();
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const list = rooms.listRooms.bind(rooms);
    rooms.listRooms = async (q) => {
      await gate;
      return list(q);
    };
    const app = await renderApp({ getRooms: async () => rooms, routes: [{ name: 'sets' }, { name: 'rooms' }] });
    expect(app.frame()).not.toContain('loading');
    await waitFor(() => expect(app.frame()).toContain('… loading'));
    expect(app.frame().match(/…/g)?.length).toBe(1); // one spinner
    release();
    await waitFor(() => expect(app.frame()).toContain('3 rooms · page 1/1'));
    expect(app.frame()).not.toContain('loading');
  });

  it('r reloads the page and re-reads the domain’s recording setting', async () => {
    const rooms = sampleRooms();
    const app = await openRooms(rooms);
    const before = rooms.calls.filter((c) => c === 'domain').length;
    await app.press('r');
    await waitFor(() => expect(rooms.calls.filter((c) => c === 'domain').length).toBe(before + 1));
    // batched: jj moves two rows in one write
    await app.type('jj');
    expect(app.frame()).toMatch(/› all-hands/);
  });

  it('shows the empty state', async () => {
    const app = await openRooms(createFakeRoomsApi());
    expect(app.frame()).toContain('No rooms yet. Press n to create one');
  });

  it('create form: seed defaults shown, invalid values refused with the rule', async () => {
    const rooms = sampleRooms();
    const app = await openRooms(rooms);
    await app.press('n');
    expect(app.frame()).toContain('optional: generated when empty');
    expect(app.frame()).toContain('in 1h · 2026-01-02 04:04:05 UTC');
    expect(tidy(app.frame())).toMatchSnapshot('create form (defaults)');
    await app.type('bad name');
    await down(app, 2);
    await app.press(KEYS.ctrlU);
    await app.type('soon');
    await down(app, 1);
    await app.type('0');
    await app.press(KEYS.enter);
    expect(app.frame()).toContain('3 fields to fix');
    expect(app.frame()).toContain('✖ room name "bad name": only letters, numbers, underscores and hyphens');
    expect(app.frame()).toContain('✖ max_participants: a whole number ≥ 1');
    expect(tidy(app.frame())).toMatchSnapshot('create form (errors)');
    expect(rooms.calls.filter((c) => c.startsWith('create'))).toEqual([]);
    await app.press(KEYS.esc); // typed values: asks first
    expect(app.frame()).toContain("Discard your new room 'bad name' (not created)?");
    await app.press('y');
    expect(app.frame()).toContain('3 rooms · page 1/1');
  });

  it('a created room shows url, id, created_at, privacy, non-default config and the SIP endpoint', async () => {
    const rooms = sampleRooms();
    const app = await openRooms(rooms);
    await app.press('n');
    await app.type('sip-room');
    await down(app, 1);
    await app.press(' '); // private
    await down(app, 11); // SIP (dial-in)
    await app.press(' ');
    await down(app, 4); // num_endpoints
    await app.press(KEYS.backspace);
    await app.type('2');
    await app.press(KEYS.enter);
    await waitFor(() => expect(app.frame()).toContain('Room sip-room created'));
    expect(app.frame()).toContain(`url           ${ROOM_BASE}/sip-room`);
    expect(app.frame()).toContain('SIP endpoint  sip:sip-room@sip.acme.daily.test');
    expect(app.frame()).toContain('privacy       private');
    expect(app.frame()).toMatch(/sip\s+display_name=sw-sip-dialin video=false sip_mode=dial-in\s+num_endpoints=2/);
    expect(app.frame()).toContain('recording     not recorded');
    expect(tidy(app.frame())).toMatchSnapshot('created room with SIP endpoint');
    await app.press(KEYS.esc);
    expect(app.frame()).toMatch(/› sip-room/);
  });

  it('recording format: .m4a for cloud-audio-only, and for cloud when the domain forces audio-only', async () => {
    const rooms = sampleRooms();
    const app = await openRooms(rooms);
    await app.press('n');
    await app.type('audio-room');
    await down(app, 4); // recording
    await app.press(KEYS.right, KEYS.right); // cloud → cloud-audio-only
    await app.press(KEYS.enter);
    await waitFor(() => expect(app.frame()).toContain('Room audio-room created'));
    expect(app.frame()).toContain('recording     .m4a (audio/mp4, cloud-audio-only)');
    expect(tidy(app.frame())).toMatchSnapshot('created room with audio-only recording');

    rooms.forceAudioOnly = 1;
    const cloudRoom = await rooms.createRoom({ name: 'cloud-room', properties: { enable_recording: 'cloud' } });
    await act(async () => {
      await app.store.getState().loadDomainConfig();
      app.store.getState().setCurrentRoom(cloudRoom);
    });
    await waitFor(() =>
      expect(app.frame()).toContain('recording     .m4a (audio/mp4, domain force_audio_only_recording = 1)'),
    );
    rooms.forceAudioOnly = 0;
    await act(async () => app.store.getState().loadDomainConfig());
    await waitFor(() => expect(app.frame()).toContain('recording     .mp4 (cloud)'));
  });

  describe('a meeting token can always be taken out, whatever the terminal', () => {
    /** The token view for `standup` at `columns`, and the token the fake made. */
    async function tokenView(columns: number, tokenDir?: string) {
      const rooms = sampleRooms();
      const app = await renderApp({ getRooms: async () => rooms, columns, ...(tokenDir ? { tokenDir } : {}) });
      await app.press('2');
      await waitFor(() => expect(app.frame()).toMatch(/\d+ rooms? · page/));
      await app.press('t');
      await app.press(KEYS.enter);
      await waitFor(() => expect(app.frame()).toContain('shown once, not stored'));
      return { app, rooms, token: await rooms.getToken(`${ROOM_BASE}/standup`, rooms.lastTokenOptions) };
    }

    /** The lines of the frame that hold the wrapped token, joined: exactly what a mouse selection spans. */
    const wrappedToken = (frame: string) => {
      const lines = frame.split('\n');
      const from = lines.findIndex((l) => l.startsWith('The whole token')) + 1;
      const to = lines.findIndex((l, i) => i >= from && l.startsWith('Select from its first'));
      return lines.slice(from, to);
    };

    for (const columns of [60, 100]) {
      it(`w shows the whole token wrapped at ${columns} columns: full-width lines from column 0, nothing else on them`, async () => {
        const { app, token } = await tokenView(columns);
        expect(app.frame().replace(/\s+/g, ' ')).toContain(
          `↑ cut to fit: the token is ${token.length} characters. w shows it whole (wrapped), f writes it to a file only you can read.`,
        );
        expect(app.frame()).toMatch(/w wrap · f to file/);
        expect(tidy(app.frame())).toMatchSnapshot(`token view, ${columns} columns`);
        await app.press('w');
        const lines = wrappedToken(app.frame());
        expect(lines.join('')).toBe(token);
        expect(lines.slice(0, -1).every((l) => l.length === columns)).toBe(true);
        expect(lines.every((l) => /^[\w.-]+$/.test(l))).toBe(true); // no border, padding or other text
        expect(tidy(app.frame())).toMatchSnapshot(`token view wrapped, ${columns} columns`);
        expect(app.frame().split('\n').length).toBeLessThanOrEqual(23);
        await app.press('w');
        expect(app.frame()).not.toContain('The whole token');
        expect(app.frame()).toMatch(/owner\s+yes/);
      });
    }

    it('f writes the token, and only the token, to a new file with mode 0600 and names it; again: a second file', async () => {
      const dir = join(mkdtempSync(join(tmpdir(), 'agentdeck-tokens-')), 'state', 'tokens');
      const { app, token } = await tokenView(100, dir);
      await app.press('f');
      const first = join(dir, 'standup-20260102T030405Z.jwt');
      await waitFor(() =>
        expect(app.frame().replace(/\s+/g, ' ')).toContain(
          `Token written to ${first} (mode 0600: only you can read it)`,
        ),
      );
      expect(readFileSync(first, 'utf8')).toBe(token);
      expect(statSync(first).mode & 0o777).toBe(0o600);
      expect(statSync(dir).mode & 0o777).toBe(0o700);
      await app.press('f');
      const second = join(dir, 'standup-20260102T030405Z-2.jwt');
      await waitFor(() => expect(app.frame().replace(/\s+/g, ' ')).toContain(`Token written to ${second}`));
      expect(readFileSync(second, 'utf8')).toBe(token);
      expect(statSync(second).mode & 0o777).toBe(0o600);
      expect(readFileSync(first, 'utf8')).toBe(token);
    });

    it('a directory that cannot be written: the error names the path, the token stays on screen', async () => {
      const root = mkdtempSync(join(tmpdir(), 'agentdeck-tokens-'));
      writeFileSync(join(root, 'file'), '');
      const { app } = await tokenView(100, join(root, 'file', 'tokens'));
      await app.press('f');
      await waitFor(() =>
        expect(app.frame().replace(/\s+/g, ' ')).toContain(
          `✖ cannot create the directory ${join(root, 'file', 'tokens')}`,
        ),
      );
      expect(app.frame()).toContain('shown once, not stored');
    });
  });

  it('token form and token view: shown once with decoded claims, copied with OSC 52', async () => {
    const rooms = sampleRooms();
    const app = await openRooms(rooms);
    await app.press('t');
    expect(app.frame()).toContain('Meeting token for standup');
    expect(app.frame()).toContain('3600');
    expect(app.frame()).toContain('owner (is_owner)        [x] on');
    await down(app, 3);
    await app.type('Ada');
    await down(app, 1);
    await app.type('u'.repeat(37));
    expect(app.frame()).toContain('✖ user_id: at most 36 characters (got 37)');
    expect(tidy(app.frame())).toMatchSnapshot('token form (user id too long)');
    await app.press(KEYS.enter);
    expect(rooms.calls.filter((c) => c.startsWith('token'))).toEqual([]);
    await app.press(KEYS.backspace);
    await app.press(KEYS.enter);
    await waitFor(() => expect(app.frame()).toContain('shown once, not stored'));
    expect(rooms.lastTokenOptions).toEqual({
      expiryTime: 3600,
      owner: true,
      ejectAtTokenExp: false,
      params: { properties: { user_name: 'Ada', user_id: 'u'.repeat(36) } },
    });
    expect(app.frame()).toMatch(/room\s+standup/);
    expect(app.frame()).toMatch(/exp\s+2026-01-02 04:04:05 UTC \(in 1h\)/);
    expect(app.frame()).toMatch(/owner\s+yes/);
    expect(app.frame().replace(/\s+/g, ' ')).toContain('c copies it (OSC 52 — your terminal may not support it)');
    expect(tidy(app.frame())).toMatchSnapshot('token view');
    const token = await rooms.getToken(`${ROOM_BASE}/standup`, rooms.lastTokenOptions);

    await app.press('c');
    const osc = `\u001b]52;c;${Buffer.from(token).toString('base64')}\u0007`;
    await waitFor(() => expect(app.frames.some((f) => f.includes(osc))).toBe(true));
    expect(app.frame()).toContain('token: Sent to the clipboard with OSC 52; your terminal may not support it');

    await app.press(KEYS.esc);
    expect(app.frame()).toContain('3 rooms · page 1/1');
    expect(app.frame()).not.toContain(token.slice(0, 40));
    expect(JSON.stringify(app.store.getState())).not.toContain(token);
  });

  it('looks a room up by URL or by name; a bad name is refused before any request', async () => {
    const rooms = sampleRooms();
    const app = await openRooms(rooms);
    await app.press('u');
    expect(app.frame()).toContain('Look up a room by URL or name');
    await app.type('standup');
    await app.press(KEYS.enter);
    await waitFor(() => expect(app.frame()).toContain('Room standup'));
    await app.press(KEYS.esc);
    await app.press('u');
    const asked = rooms.calls.length;
    await app.type('bad room');
    await app.press(KEYS.enter);
    await waitFor(() =>
      expect(app.frame()).toContain('✖ room name "bad room": only letters, numbers, underscores and hyphens'),
    );
    expect(rooms.calls.length).toBe(asked);
    await app.press(KEYS.ctrlU);
    await app.type(`${ROOM_BASE}/nope`);
    await app.press(KEYS.enter);
    await waitFor(() => expect(app.frame()).toContain('✖ room nope not found'));
    await app.press(KEYS.ctrlU);
    await app.type(`${ROOM_BASE}/retro`);
    await app.press(KEYS.enter);
    await waitFor(() => expect(app.frame()).toContain('Room retro'));
    expect(app.frame()).toContain('expires       expired 2m ago');
  });

  it('a room taller than the screen scrolls with j/k inside the frame, never past its last line', async () => {
    const big = fakeRoom('big-room', 4, {
      exp: NOW_S + 7200,
      enable_chat: true,
      enable_prejoin_ui: true,
      enable_emoji_reactions: true,
      eject_at_room_exp: true,
      enable_dialout: true,
      enable_recording: 'cloud',
      geo: 'eu-west-1',
      max_participants: 12,
      start_video_off: true,
      recordings_bucket: {
        bucket_name: 'b',
        bucket_region: 'us-east-1',
        assume_role_arn: 'arn:aws:iam::1:role/r',
        allow_api_access: true,
      },
      sip: { display_name: 'bot', video: true, sip_mode: 'dial-in', num_endpoints: 2 },
      sip_uri: { endpoint: 'big-room@sip.example' },
    });
    const app = await openRooms(createFakeRoomsApi([big]));
    await app.press(KEYS.enter);
    await waitFor(() => expect(app.frame()).toContain('Room big-room'));
    const lines = () => app.frame().split('\n');
    expect(lines().length).toBeLessThanOrEqual(23);
    expect(app.frame()).toMatch(/↓ \d+ more lines · j\/k scroll/);
    expect(app.frame()).not.toContain('start_video_off');
    expect(app.frame()).toMatch(/enable_emoji_reactions\s+true/); // the widest label keeps its gap
    for (let i = 0; i < 40; i++) await app.press('j');
    expect(app.frame()).toContain('start_video_off');
    expect(app.frame()).toContain('↑ j/k scroll');
    expect(lines().length).toBeLessThanOrEqual(23);
    expect(tidy(app.frame())).toMatchSnapshot('room detail scrolled to the end');
    for (let i = 0; i < 40; i++) await app.press('k');
    expect(app.frame()).toContain('Room big-room');
    await app.press(KEYS.esc);
    await app.press(KEYS.enter);
    await waitFor(() => expect(app.frame()).toContain('Room big-room')); // a reopened room starts at the top
  });

  it('delete asks to type the name; a wrong name does nothing, the right one deletes', async () => {
    const rooms = sampleRooms();
    const app = await openRooms(rooms);
    await app.press('d');
    expect(app.frame()).toContain('Delete room standup?');
    expect(tidy(app.frame())).toMatchSnapshot('delete confirmation');
    await app.type('standu');
    await app.press(KEYS.enter);
    expect(app.frame()).toContain('type exactly standup to confirm');
    expect(rooms.calls.filter((c) => c.startsWith('delete'))).toEqual([]);
    await app.press(KEYS.esc);
    expect(app.frame()).toMatch(/› standup/);
    await app.press('d');
    await app.type('standup');
    await app.press(KEYS.enter);
    await waitFor(() => expect(app.frame()).toContain('2 rooms · page 1/1'));
    expect(rooms.calls.filter((c) => c.startsWith('delete'))).toEqual(['delete standup']);
  });

  it('delete by URL or name (x) derives the name to type from the URL', async () => {
    const rooms = sampleRooms();
    const app = await openRooms(rooms);
    await app.press('x');
    await app.type(`${ROOM_BASE}/all-hands`);
    await app.press(KEYS.enter);
    await waitFor(() => expect(app.frame()).toContain('Delete room all-hands?'));
    await app.type('all-hands');
    await app.press(KEYS.enter);
    await waitFor(() => expect(rooms.calls).toContain('delete all-hands'));
  });

  it('? lists the keys of the current view from the binding table', async () => {
    const app = await openRooms(sampleRooms());
    await app.press('?');
    await waitFor(() => expect(app.frame()).toContain('Rooms — keys'));
    expect(app.frame()).toContain('create a room');
    expect(app.frame()).toContain('meeting token for the selected room');
    expect(app.frame()).toContain('j/↓ scroll');
    expect(app.frame().match(/close/g)).toHaveLength(1); // one footer, not the overlay's own as well
    for (let i = 0; i < 10; i++) await app.press('j');
    expect(app.frame()).toContain('switch to secrets');
    await app.press(KEYS.esc);
    await app.press('n');
    await app.press('?'); // on the name field: typed
    expect(app.frame()).toContain('room name "?"');
    await app.press(KEYS.backspace, KEYS.down);
    await app.press('?'); // on a toggle: the help opens
    await waitFor(() => expect(app.frame()).toContain('toggle on/off, cycle a choice'));
    await app.press('q'); // closes the help
    await waitFor(() => expect(app.frame()).toContain('New room'));
    await app.press('q'); // q on a toggle does nothing (the app is still there and takes keys)
    await app.press(KEYS.down);
    expect(app.frame()).toMatch(/^› expiry \(exp\)/m);
    await app.press(KEYS.esc);
    await app.press(KEYS.enter); // detail view
    await app.press('?');
    await waitFor(() => expect(app.frame()).toContain('copy the room URL (OSC 52)'));
    expect(app.frame()).not.toContain('create a room');
  });
});

describe('a room or token form with typed changes is unsaved work', () => {
  it('Esc asks, naming it; n goes back with the text, y discards; an untouched form closes at once', async () => {
    const rooms = sampleRooms();
    const app = await openRooms(rooms);
    await app.press('n');
    await waitFor(() => expect(app.frame()).toContain('New room'));
    await app.press(KEYS.esc); // nothing typed: closes
    await waitFor(() => expect(app.frame()).toContain('3 rooms · page 1/1'));
    await app.press('n');
    await app.type('weekly'); // in one write
    await app.press(KEYS.esc);
    await waitFor(() => expect(app.frame()).toContain("Discard your new room 'weekly' (not created)?"));
    expect(tidy(app.frame())).toMatchSnapshot('discard the new room?');
    await app.press('n');
    await waitFor(() => expect(app.frame()).toMatch(/› name\s+weekly/));
    await app.press(KEYS.esc);
    await waitFor(() => expect(app.frame()).toContain('Discard your new room'));
    await app.press('y');
    await waitFor(() => expect(app.frame()).toContain('3 rooms · page 1/1'));
    expect(rooms.calls.filter((c) => c.startsWith('create'))).toEqual([]);
    expect(app.store.getState().heldDraft).toBeNull();
  });

  it('Ctrl+C asks the shell’s question naming the token form, Esc the form’s; keys one at a time', async () => {
    const app = await openRooms(sampleRooms());
    await app.press('t'); // the token form for the selected room
    await waitFor(() => expect(app.frame()).toContain('Meeting token'));
    await app.press(...'30m'.split('')); // after the expiry's default, one key at a time
    await waitFor(() =>
      expect(app.store.getState().heldDraft).toBe("meeting token settings for 'standup' (no token made yet)"),
    );
    await app.press(KEYS.ctrlC);
    await waitFor(() =>
      expect(app.frame()).toContain("Quit and discard your meeting token settings for 'standup' (no token made"),
    );
    await app.press('n');
    await waitFor(() => expect(app.frame()).toContain('360030m'));
    await app.press(KEYS.esc);
    await waitFor(() =>
      expect(app.frame()).toContain("Discard your meeting token settings for 'standup' (no token made yet)?"),
    );
    await app.press('y');
    await waitFor(() => expect(app.frame()).toContain('3 rooms · page 1/1'));
    expect(app.store.getState().heldDraft).toBeNull();
  });
});
