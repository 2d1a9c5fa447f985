// Pure pieces of the rooms screen: time formatting, the room and token forms, the form key model, OSC 52.
import { describe, expect, it } from 'vitest';
import type { Key } from 'ink';
import { clipboardNote, copyToClipboard, osc52Sequence } from '../../src/screens/clipboard.js';
import { focusedTextInput, formErrors, formKey, initialFormState, shownError, type FieldSpec, type FormState } from '../../src/components/form/formModel.js';
import { makeKey } from '../../src/components/input/keyPress.js';
import { matchBinding } from '../../src/screens/keymap.js';
import {
  formatDuration,
  formatRelative,
  formatTimestamp,
  nonDefaultConfig,
  parseDuration,
  recordingFormat,
} from '../../src/screens/rooms/format.js';
import { parseExpiry, roomFormDefaults, roomFormSpecs, toRoomParams } from '../../src/screens/rooms/roomForm.js';
import { tokenFormDefaults, tokenFormSpecs, toTokenOptions } from '../../src/screens/rooms/tokenForm.js';

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
    expect(formatDuration(3600)).toBe('1h');
    expect(formatDuration(5400)).toBe('1h 30m');
    expect(formatDuration(3661)).toBe('1h 1m');
    expect(formatDuration(45)).toBe('45s');
    expect(formatDuration(0)).toBe('0s');
    expect(formatDuration(90061)).toBe('1d 1h');
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
    expect(recordingFormat({ config: { enable_recording: 'cloud' } }, 1)).toMatch(/^\.m4a .*force_audio_only_recording = 1/);
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
      bucket: true,
      bucket_assume_role_arn: 'role',
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
    });
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
        sip: { display_name: 'front-desk', video: true, sip_mode: 'dial-in', num_endpoints: 3 },
        recordings_bucket: { bucket_name: 'recs', bucket_region: 'us-east-1', assume_role_arn: 'arn:aws:iam::1:role/r', allow_api_access: true },
      },
    });
  });
});

describe('token form', () => {
  it('defaults: expiry 3600, owner on, eject at exp off, no optional properties', () => {
    expect(toTokenOptions(tokenFormDefaults(), NOW)).toEqual({ expiryTime: 3600, owner: true, ejectAtTokenExp: false, params: { properties: {} } });
  });
  it('user id is checked as you type (≤ 36 characters)', () => {
    const specs = tokenFormSpecs(now);
    let state = initialFormState(specs, tokenFormDefaults());
    for (let i = 0; i < 4; i++) state = formPress(specs, state, '', k({ downArrow: true })).state;
    expect(state.focus).toBe('user_id');
    state = formPress(specs, state, 'u'.repeat(36), k()).state;
    expect(shownError(specs.find((s) => s.id === 'user_id')!, state)).toBeNull();
    state = formPress(specs, state, 'x', k()).state;
    expect(shownError(specs.find((s) => s.id === 'user_id')!, state)).toBe('user_id: at most 36 characters (got 37)');
  });
  it('permissions take a JSON object pasted over several lines (the field takes lines) and send it parsed', () => {
    const specs = tokenFormSpecs(now);
    let state = initialFormState(specs, tokenFormDefaults(), 'permissions');
    expect(focusedTextInput(specs, state)).toBe('lines');
    state = formPress(specs, state, '{\n  "canSend": ["audio"],\r\n\t"hasPresence": true\n}', k()).state;
    expect(shownError(specs.find((s) => s.id === 'permissions')!, state)).toBeNull();
    expect(toTokenOptions(state.values, NOW).params?.properties?.permissions).toEqual({ canSend: ['audio'], hasPresence: true });
    expect(focusedTextInput(specs, { ...state, focus: 'user_id' })).toBe(true);
  });
  it('maps the optional properties, tri-state booleans only when set', () => {
    const opts = toTokenOptions(
      { ...tokenFormDefaults(), expiry_time: '2h', owner: false, eject_at_token_exp: true, user_name: 'Ada', user_id: 'ada-1', nbf: '10m', enable_screenshare: 'false', start_audio_off: 'true', enable_recording: 'cloud', start_cloud_recording: 'true', eject_after_elapsed: '600' },
      NOW,
    );
    expect(opts).toEqual({
      expiryTime: 7200,
      owner: false,
      ejectAtTokenExp: true,
      params: { properties: { user_name: 'Ada', user_id: 'ada-1', nbf: NOW_S + 600, enable_screenshare: false, start_audio_off: true, enable_recording: 'cloud', start_cloud_recording: true, eject_after_elapsed: 600 } },
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
