// Pure pieces of the rooms screen: time formatting, the room and token forms, the form key model, OSC 52; and the
// room form's SIP codecs / provider and transcription sections drawn (snapshots), keys one by one and in one write.
import { describe, expect, it } from 'vitest';
import type { Key } from 'ink';
import type { RoomProperties } from '../../src/api/models.js';
import { clipboardNote, copyToClipboard, osc52Sequence } from '../../src/screens/clipboard.js';
import {
  focusedTextInput,
  formErrors,
  formKey,
  initialFormState,
  shownError,
  type ChoiceFieldSpec,
  type FieldSpec,
  type FormState,
} from '../../src/components/form/formModel.js';
import { makeKey } from '../../src/components/input/keyPress.js';
import { matchBinding } from '../../src/screens/keymap.js';
import { unitsDuration } from '../../src/api/words/timeText.js';
import {
  formatRelative,
  formatTimestamp,
  nonDefaultConfig,
  parseDuration,
  recordingFormat,
} from '../../src/screens/rooms/format.js';
import {
  parseExpiry,
  roomFormDefaults,
  roomFormSpecs,
  roomFormValues,
  toRoomParams,
  toRoomUpdate,
} from '../../src/screens/rooms/roomForm.js';
import { tokenFormDefaults, tokenFormSpecs, toTokenOptions } from '../../src/screens/rooms/tokenForm.js';
import { KEYS } from '../helpers/keys.js';
import { renderApp, tidy, type RenderedApp } from '../helpers/renderApp.js';
import { waitFor } from '../helpers/waitFor.js';
import { createFakeRoomsApi, fakeRoom, type FakeRoomsApi } from './rooms.fixtures.js';

const NOW = Date.UTC(2026, 0, 2, 3, 4, 5);
const NOW_S = Math.floor(NOW / 1000);
const now = () => NOW;
const k = makeKey;
/** One press through the form engine, with the command the room form's bindings name for it. */
const formPress = (specs: readonly FieldSpec[], state: FormState, input: string, key: Key) =>
  formKey(specs, state, input, key, matchBinding('roomForm', input, key)?.action, { enter: 'submit' });

describe('time formatting', () => {
  it('parses durations and refuses other text', () => {
    expect(parseDuration('3600')).toBe(3600);
    expect(parseDuration('90s')).toBe(90);
    expect(parseDuration('30m')).toBe(1800);
    expect(parseDuration('1h30m')).toBe(5400);
    expect(parseDuration('2d')).toBe(172800);
    expect(parseDuration('1 hour')).toBeNull();
    expect(parseDuration('-5')).toBeNull();
    expect(parseDuration('')).toBeNull();
  });
  it('formats the two largest units', () => {
    expect(unitsDuration(3600)).toBe('1h');
    expect(unitsDuration(5400)).toBe('1h 30m');
    expect(unitsDuration(3661)).toBe('1h 1m');
    expect(unitsDuration(45)).toBe('45s');
    expect(unitsDuration(0)).toBe('0s');
    expect(unitsDuration(90061)).toBe('1d 1h');
  });
  it('says "in" for the future and "expired … ago" for the past, timestamps in UTC', () => {
    expect(formatRelative(NOW_S + 3600, NOW)).toBe('in 1h');
    expect(formatRelative(NOW_S - 180, NOW)).toBe('expired 3m ago');
    expect(formatTimestamp(NOW_S)).toBe('2026-01-02 03:04:05 UTC');
  });
  it('reads expiry as a duration from now or a 10-digit Unix timestamp', () => {
    expect(parseExpiry('1h', NOW)).toBe(NOW_S + 3600);
    expect(parseExpiry('1767323045', NOW)).toBe(1767323045);
    expect(parseExpiry('tomorrow', NOW)).toBeNull();
  });
});

describe('recording format (the seed’s rules)', () => {
  it('cloud → .mp4, cloud-audio-only → .m4a, domain force_audio_only_recording = 1 → .m4a', () => {
    expect(recordingFormat({ config: { enable_recording: 'cloud' } }, 0)).toMatch(/^\.mp4/);
    expect(recordingFormat({ config: { enable_recording: 'cloud-audio-only' } }, 0)).toMatch(/^\.m4a \(audio\/mp4/);
    expect(recordingFormat({ config: { enable_recording: 'cloud' } }, 1)).toMatch(
      /^\.m4a .*force_audio_only_recording = 1/,
    );
    expect(recordingFormat({ config: {} }, 1)).toMatch(/not recorded/);
    expect(recordingFormat({ config: { enable_recording: 'local' } }, 0)).toMatch(/^local/);
  });
  it('lists only non-default config, SIP with its defaults filled in, never sip_uri', () => {
    const extra = nonDefaultConfig({
      enable_chat: true,
      enable_prejoin_ui: false,
      sip: { num_endpoints: 2 },
      sip_uri: { endpoint: 'x@sip' },
      max_participants: 5,
    });
    expect(extra).toEqual([
      ['enable_chat', true],
      ['max_participants', 5],
      ['sip', { display_name: 'sw-sip-dialin', video: false, sip_mode: 'dial-in', num_endpoints: 2 }],
    ]);
  });
});

describe('room form', () => {
  const specs = roomFormSpecs(now);
  it('starts from the seed’s defaults and sends them', () => {
    const params = toRoomParams(roomFormDefaults(), NOW);
    expect(params).toEqual({
      privacy: 'public',
      properties: {
        enable_chat: false,
        enable_prejoin_ui: false,
        enable_emoji_reactions: false,
        eject_at_room_exp: false,
        start_video_off: false,
        exp: NOW_S + 3600,
      },
    });
    expect(formErrors(specs, roomFormDefaults())).toEqual([]);
  });
  it('refuses invalid values with the rule', () => {
    const values = {
      ...roomFormDefaults(),
      name: 'bad name',
      expiry: 'soon',
      max_participants: '0',
      geo: 'US West',
      sip: true,
      sip_num_endpoints: 'two',
      sip_codecs: 'audio=AAC',
      bucket: true,
      bucket_assume_role_arn: 'role',
      transcription_bucket: true,
      transcription_bucket_name: 'tb',
      transcription_bucket_assume_role_arn: 'arn:aws:iam::1:role/t',
    };
    const errors = Object.fromEntries(formErrors(specs, values).map((e) => [e.id, e.message]));
    expect(errors).toEqual({
      name: 'room name "bad name": only letters, numbers, underscores and hyphens',
      expiry: 'expiry: a duration (30m, 1h, 2d), seconds, or a Unix timestamp; empty = none',
      max_participants: 'max_participants: a whole number ≥ 1',
      geo: 'geo: a region code such as us-west-2 (lowercase letters, numbers, hyphens)',
      sip_num_endpoints: 'num_endpoints: a whole number ≥ 1',
      bucket_name: 'bucket_name: required when the recordings bucket is on',
      bucket_region: 'bucket_region: required when the recordings bucket is on',
      bucket_assume_role_arn: 'assume_role_arn: an ARN such as arn:aws:iam::123456789012:role/recordings',
      sip_codecs: 'sip.codecs.audio[0]: "AAC" is not a supported audio codec (PCMU, PCMA, G722, OPUS)',
      transcription_bucket_region: 'bucket_region: required when the transcript bucket is on',
    });
  });
  it('codecs must be MEDIA=CODEC[,CODEC] items; empty is the service default', () => {
    const codecsError = (sip_codecs: string) =>
      formErrors(specs, { ...roomFormDefaults(), sip: true, sip_codecs }).find((e) => e.id === 'sip_codecs')?.message ??
      null;
    expect(codecsError('')).toBeNull();
    expect(codecsError('audio=opus,PCMU video=H264')).toBeNull();
    expect(codecsError('OPUS')).toBe(
      'sip.codecs "OPUS": expected MEDIA=CODEC[,CODEC…], e.g. audio=OPUS or video=H264,VP8',
    );
    expect(codecsError('audio=')).toMatch(/^sip\.codecs "audio=": expected MEDIA=CODEC/);
    expect(codecsError('video=VP9')).toBe('sip.codecs.video[0]: "VP9" is not a supported video codec (H264, VP8)');
    expect(codecsError('data=T140')).toBeNull(); // a media type Daily does not document: names not checked
  });
  it('maps every field to RoomParams', () => {
    const params = toRoomParams(
      {
        ...roomFormDefaults(),
        name: 'all-props',
        privacy: 'private',
        expiry: '2h',
        max_participants: '7',
        enable_recording: 'cloud-audio-only',
        geo: 'eu-central-1',
        enable_chat: true,
        enable_prejoin_ui: true,
        enable_emoji_reactions: true,
        eject_at_room_exp: true,
        start_video_off: true,
        enable_dialout: 'true',
        sip: true,
        sip_display_name: 'front-desk',
        sip_video: true,
        sip_mode: 'dial-in',
        sip_num_endpoints: '3',
        bucket: true,
        bucket_name: 'recs',
        bucket_region: 'us-east-1',
        bucket_assume_role_arn: 'arn:aws:iam::1:role/r',
        bucket_allow_api_access: true,
        sip_codecs: 'audio=opus,PCMU video=H264',
        sip_provider: 'daily',
        enable_transcription_storage: 'true',
        transcription_bucket: true,
        transcription_bucket_name: 'tb',
        transcription_bucket_region: 'eu-west-1',
        transcription_bucket_assume_role_arn: 'arn:aws:iam::1:role/t',
        transcription_bucket_allow_api_access: false,
      },
      NOW,
    );
    expect(params).toEqual({
      name: 'all-props',
      privacy: 'private',
      properties: {
        exp: NOW_S + 7200,
        max_participants: 7,
        enable_recording: 'cloud-audio-only',
        geo: 'eu-central-1',
        enable_chat: true,
        enable_prejoin_ui: true,
        enable_emoji_reactions: true,
        eject_at_room_exp: true,
        start_video_off: true,
        enable_dialout: true,
        sip: {
          display_name: 'front-desk',
          video: true,
          sip_mode: 'dial-in',
          num_endpoints: 3,
          codecs: { audio: ['OPUS', 'PCMU'], video: ['H264'] },
          provider: 'daily',
        },
        recordings_bucket: {
          bucket_name: 'recs',
          bucket_region: 'us-east-1',
          assume_role_arn: 'arn:aws:iam::1:role/r',
          allow_api_access: true,
        },
        enable_transcription_storage: true,
        transcription_bucket: {
          bucket_name: 'tb',
          bucket_region: 'eu-west-1',
          assume_role_arn: 'arn:aws:iam::1:role/t',
          allow_api_access: false,
        },
      },
    });
  });
  it('leaves codecs, provider, transcription storage and the transcript bucket out unless set (the service’s defaults)', () => {
    const params = toRoomParams({ ...roomFormDefaults(), sip: true }, NOW);
    expect(params.properties?.sip).toEqual({
      display_name: 'sw-sip-dialin',
      video: false,
      sip_mode: 'dial-in',
      num_endpoints: 1,
    });
    expect(params.properties).not.toHaveProperty('enable_transcription_storage');
    expect(params.properties).not.toHaveProperty('transcription_bucket');
  });
});

describe('room edit form: the new sections as a diff', () => {
  const config: RoomProperties = {
    sip: {
      display_name: 'bot',
      video: false,
      sip_mode: 'dial-in',
      num_endpoints: 1,
      codecs: { audio: ['OPUS'], video: ['H264', 'VP8'] },
      provider: 'daily',
    },
    enable_transcription_storage: true,
    transcription_bucket: {
      bucket_name: 'tb',
      bucket_region: 'us-east-1',
      assume_role_arn: 'arn:aws:iam::1:role/t',
      allow_api_access: true,
    },
  };
  const original = roomFormValues(fakeRoom('r', 1, config));
  it('reads the room’s codecs, provider, storage and bucket into the form', () => {
    expect(original).toMatchObject({
      sip_codecs: 'audio=OPUS video=H264,VP8',
      sip_provider: 'daily',
      enable_transcription_storage: 'true',
      transcription_bucket: true,
      transcription_bucket_name: 'tb',
      transcription_bucket_allow_api_access: true,
    });
    expect(toRoomUpdate(original, original, NOW)).toBeNull();
  });
  it('one changed SIP field sends the whole SIP object with its codecs; an emptied codecs field leaves them out', () => {
    expect(toRoomUpdate({ ...original, sip_provider: 'signalwire' }, original, NOW)).toEqual({
      properties: { sip: { ...config.sip, provider: 'signalwire' } },
    });
    expect(toRoomUpdate({ ...original, sip_codecs: '', sip_provider: '' }, original, NOW)).toEqual({
      properties: { sip: { display_name: 'bot', video: false, sip_mode: 'dial-in', num_endpoints: 1 } },
    });
  });
  it('storage back to unset and the bucket off are sent as null; a bucket field sends the whole bucket', () => {
    expect(
      toRoomUpdate({ ...original, enable_transcription_storage: '', transcription_bucket: false }, original, NOW),
    ).toEqual({
      properties: { enable_transcription_storage: null, transcription_bucket: null },
    });
    expect(toRoomUpdate({ ...original, transcription_bucket_region: 'eu-west-1' }, original, NOW)).toEqual({
      properties: { transcription_bucket: { ...config.transcription_bucket, bucket_region: 'eu-west-1' } },
    });
  });
  it('a room’s own codecs and provider this client does not know are kept and accepted as they are', () => {
    const odd = roomFormValues(
      fakeRoom('odd', 2, { sip: { display_name: 'x', codecs: { audio: ['G729'] }, provider: 'carrier-x' } }),
    );
    const specs = roomFormSpecs(now, odd);
    expect(formErrors(specs, odd)).toEqual([]);
    expect((specs.find((s) => s.id === 'sip_provider') as ChoiceFieldSpec).options.map((o) => o.value)).toEqual([
      '',
      'daily',
      'signalwire',
      'carrier-x',
    ]);
    expect(formErrors(specs, { ...odd, sip_codecs: 'audio=G729,AAC' }).map((e) => e.id)).toEqual(['sip_codecs']);
  });
});

describe('token form', () => {
  it('defaults: expiry 3600, owner on, eject at exp off, no optional properties', () => {
    expect(toTokenOptions(tokenFormDefaults(), NOW)).toEqual({
      expiryTime: 3600,
      owner: true,
      ejectAtTokenExp: false,
      params: { properties: {} },
    });
  });
  it('user id is checked as you type (≤ 36 characters)', () => {
    const specs = tokenFormSpecs(now);
    let state = initialFormState(specs, tokenFormDefaults());
    for (let i = 0; i < 4; i++) state = formPress(specs, state, '', k({ downArrow: true })).state;
    expect(state.focus).toBe('user_id');
    state = formPress(specs, state, 'u'.repeat(36), k()).state;
    expect(
      shownError(
        specs.find((s) => s.id === 'user_id')!,
        state,
      ),
    ).toBeNull();
    state = formPress(specs, state, 'x', k()).state;
    expect(
      shownError(
        specs.find((s) => s.id === 'user_id')!,
        state,
      ),
    ).toBe('user_id: at most 36 characters (got 37)');
  });
  it('permissions take a JSON object pasted over several lines (the field takes lines) and send it parsed', () => {
    const specs = tokenFormSpecs(now);
    let state = initialFormState(specs, tokenFormDefaults(), 'permissions');
    expect(focusedTextInput(specs, state)).toBe('lines');
    state = formPress(specs, state, '{\n  "canSend": ["audio"],\r\n\t"hasPresence": true\n}', k()).state;
    expect(
      shownError(
        specs.find((s) => s.id === 'permissions')!,
        state,
      ),
    ).toBeNull();
    expect(toTokenOptions(state.values, NOW).params?.properties?.permissions).toEqual({
      canSend: ['audio'],
      hasPresence: true,
    });
    expect(focusedTextInput(specs, { ...state, focus: 'user_id' })).toBe(true);
  });
  it('maps the optional properties, tri-state booleans only when set', () => {
    const opts = toTokenOptions(
      {
        ...tokenFormDefaults(),
        expiry_time: '2h',
        owner: false,
        eject_at_token_exp: true,
        user_name: 'Ada',
        user_id: 'ada-1',
        nbf: '10m',
        enable_screenshare: 'false',
        start_audio_off: 'true',
        enable_recording: 'cloud',
        start_cloud_recording: 'true',
        eject_after_elapsed: '600',
      },
      NOW,
    );
    expect(opts).toEqual({
      expiryTime: 7200,
      owner: false,
      ejectAtTokenExp: true,
      params: {
        properties: {
          user_name: 'Ada',
          user_id: 'ada-1',
          nbf: NOW_S + 600,
          enable_screenshare: false,
          start_audio_off: true,
          enable_recording: 'cloud',
          start_cloud_recording: true,
          eject_after_elapsed: 600,
        },
      },
    });
  });
});

describe('form keys', () => {
  const specs = roomFormSpecs(now);
  it('space toggles a boolean, ←/→ cycle a choice, a paste is one insertion, Enter asks to submit', () => {
    let state = initialFormState(specs, roomFormDefaults());
    state = formPress(specs, state, 'my-room', k()).state;
    expect(state.values.name).toBe('my-room');
    state = formPress(specs, state, '', k({ downArrow: true })).state;
    state = formPress(specs, state, '', k({ rightArrow: true })).state;
    expect(state.values.privacy).toBe('private');
    state = formPress(specs, state, '', k({ tab: true, shift: true })).state;
    expect(state.focus).toBe('name');
    for (let i = 0; i < 12; i++) state = formPress(specs, state, '', k({ tab: true })).state;
    expect(state.focus).toBe('sip');
    state = formPress(specs, state, ' ', k()).state;
    expect(state.values.sip).toBe(true);
    state = formPress(specs, state, '', k({ downArrow: true })).state;
    expect(state.focus).toBe('sip_display_name'); // SIP params appear once SIP is on
    expect(formPress(specs, state, '\r', k({ return: true })).action).toBe('submit');
    expect(formPress(specs, state, '', k({ escape: true })).action).toBe('cancel');
  });
});

describe('room form on screen: SIP codecs and provider, transcripts and the transcript bucket', () => {
  async function openForm(rooms: FakeRoomsApi, key: 'n' | 'e' = 'n'): Promise<RenderedApp> {
    const app = await renderApp({ getRooms: async () => rooms, columns: 90, rows: 44 });
    await app.press('2');
    await waitFor(() => expect(app.frame()).toMatch(/\d+ rooms? · page|No rooms yet/));
    await app.press(key);
    await waitFor(() => expect(app.frame()).toMatch(/New room|Edit room/));
    return app;
  }
  /** Moves down to the field with this label (the focus marker is "› label"). */
  async function focus(app: RenderedApp, label: string) {
    const at = new RegExp(`^› +${label}(?: |$)`, 'm');
    for (let i = 0; i < 40 && !at.test(app.frame()); i++) await app.press(KEYS.down);
    expect(app.frame()).toMatch(at);
  }
  /** The new sections filled in; `write` sends a text either one key at a time or as one chunk. */
  async function fillNewSections(app: RenderedApp, write: (text: string) => Promise<void>) {
    await focus(app, 'SIP \\(dial-in\\)');
    await app.press(' ');
    await focus(app, 'codecs');
    await write('audio=opus,PCMU video=H264');
    await focus(app, 'provider');
    await app.press(KEYS.right); // daily
    await focus(app, 'transcripts');
    await app.press(KEYS.right); // on
    await focus(app, 'transcript bucket');
    await app.press(' ');
    await focus(app, 'bucket_name');
    await write('tb');
    await focus(app, 'bucket_region');
    await write('us-east-1');
    await focus(app, 'assume_role_arn');
    await write('arn:aws:iam::1:role/t');
  }
  const expected = {
    sip: {
      display_name: 'sw-sip-dialin',
      video: false,
      sip_mode: 'dial-in',
      num_endpoints: 1,
      codecs: { audio: ['OPUS', 'PCMU'], video: ['H264'] },
      provider: 'daily',
    },
    enable_transcription_storage: true,
    transcription_bucket: {
      bucket_name: 'tb',
      bucket_region: 'us-east-1',
      assume_role_arn: 'arn:aws:iam::1:role/t',
      allow_api_access: false,
    },
  };

  it('keys one by one: the sections are drawn, then created with the documented codec spelling', async () => {
    const rooms = createFakeRoomsApi();
    const app = await openForm(rooms);
    await app.type('tx-room');
    await fillNewSections(app, async (text) => app.press(...text));
    expect(app.frame()).toMatch(/^ {4}codecs +audio=opus,PCMU video=H264$/m);
    expect(app.frame()).toMatch(/^ {4}provider +‹ daily ›$/m);
    expect(app.frame()).toMatch(/^ {2}transcripts +‹ on › {2}enable_transcription_storage$/m);
    expect(tidy(app.frame())).toMatchSnapshot('create form with the SIP and transcription sections');
    await app.press(KEYS.enter);
    await waitFor(() => expect(app.frame()).toContain('Room tx-room created'));
    expect(rooms.rooms[0]!.config).toMatchObject(expected);
    expect(app.frame()).toMatch(/enable_transcription_storage\s+true/);
    expect(tidy(app.frame())).toMatchSnapshot('created room with codecs, provider and a transcript bucket');
  });

  it('in one write: the same room; a codec the service does not support is refused with the rule', async () => {
    const rooms = createFakeRoomsApi();
    const app = await openForm(rooms);
    await app.type('tx-batch');
    await fillNewSections(app, (text) => app.type(text));
    await focus(app, 'codecs');
    await app.type(',VP9');
    expect(app.frame()).toContain('✖ sip.codecs.video[1]: "VP9" is not a supported video codec (H264, VP8)');
    expect(tidy(app.frame())).toMatchSnapshot('create form: an unsupported codec');
    await app.press(KEYS.enter);
    expect(app.frame()).toContain('1 field to fix');
    expect(rooms.calls.filter((c) => c.startsWith('create'))).toEqual([]);
    await app.type(`${KEYS.backspace.repeat(4)}\r`); // batched: the bad codec erased, then submit
    await waitFor(() => expect(app.frame()).toContain('Room tx-batch created'));
    expect(rooms.rooms[0]!.config).toMatchObject(expected);
  });

  it('edit: the room’s values are shown; a provider change sends SIP whole, keys one by one then batched', async () => {
    const rooms = createFakeRoomsApi([
      fakeRoom('tx-edit', 1, {
        sip: {
          display_name: 'bot',
          video: false,
          sip_mode: 'dial-in',
          num_endpoints: 2,
          codecs: { audio: ['OPUS'] },
          provider: 'daily',
        },
        enable_transcription_storage: true,
        transcription_bucket: {
          bucket_name: 'tb',
          bucket_region: 'us-east-1',
          assume_role_arn: 'arn:aws:iam::1:role/t',
          allow_api_access: false,
        },
      }),
    ]);
    const app = await openForm(rooms, 'e');
    expect(app.frame()).toMatch(/^ {4}codecs +audio=OPUS$/m);
    expect(app.frame()).toMatch(/^ {4}provider +‹ daily ›$/m);
    expect(tidy(app.frame())).toMatchSnapshot('edit form with codecs, provider and a transcript bucket');
    await focus(app, 'provider');
    await app.press(KEYS.right); // signalwire
    await app.press(KEYS.enter);
    await waitFor(() => expect(app.frame()).toContain('Room tx-edit updated: sip'));
    const updates = () => rooms.calls.filter((c) => c.startsWith('update'));
    expect(updates()).toEqual([
      'update tx-edit {"properties":{"sip":{"display_name":"bot","video":false,"sip_mode":"dial-in","num_endpoints":2,"codecs":{"audio":["OPUS"]},"provider":"signalwire"}}}',
    ]);

    await app.press('e');
    await waitFor(() => expect(app.frame()).toContain('Edit room tx-edit'));
    await focus(app, 'codecs');
    // One write: codecs emptied (service default), provider signalwire → daily → the service's, past the
    // recordings bucket to transcripts → unset.
    await app.type(`${KEYS.ctrlU}${KEYS.down}${KEYS.left}${KEYS.left}${KEYS.down}${KEYS.down}${KEYS.left}`);
    expect(app.frame()).toMatch(/^› transcripts +‹ — \(unset\) ›/m);
    await app.press(KEYS.enter);
    await waitFor(() => expect(updates()).toHaveLength(2));
    expect(JSON.parse(updates()[1]!.replace(/^update tx-edit /, ''))).toEqual({
      properties: {
        sip: { display_name: 'bot', video: false, sip_mode: 'dial-in', num_endpoints: 2 },
        enable_transcription_storage: null,
      },
    });
    expect(rooms.rooms[0]!.config).not.toHaveProperty('enable_transcription_storage');
    expect(rooms.rooms[0]!.config.transcription_bucket).toEqual({
      bucket_name: 'tb',
      bucket_region: 'us-east-1',
      assume_role_arn: 'arn:aws:iam::1:role/t',
      allow_api_access: false,
    });
  });
});

describe('OSC 52', () => {
  it('is ESC ]52;c;<base64> BEL outside tmux', () => {
    expect(osc52Sequence('hello', {})).toBe('\u001b]52;c;aGVsbG8=\u0007');
  });
  it('in tmux: the plain sequence (set-clipboard on) and the same wrapped for passthrough, inner ESCs doubled', () => {
    expect(osc52Sequence('hello', { TMUX: '/tmp/tmux-1/default,1,0' })).toBe(
      '\u001b]52;c;aGVsbG8=\u0007' + '\u001bPtmux;\u001b\u001b]52;c;aGVsbG8=\u0007\u001b\\',
    );
  });
  it('writes through the given writer and says the terminal may not support it', () => {
    const written: string[] = [];
    copyToClipboard('tok', (s) => written.push(s), {});
    expect(written).toEqual([`\u001b]52;c;${Buffer.from('tok').toString('base64')}\u0007`]);
    expect(clipboardNote({})).toMatch(/may not support it/);
    expect(clipboardNote({ TMUX: 'x' })).toMatch(/needs `set -g set-clipboard on`.*`set -g allow-passthrough on`/);
  });
});
