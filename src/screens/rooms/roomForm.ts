// Why this file is long: one field per room property, each with its parse rule; the logic is the diff at the end.
// The room form over RoomParams / RoomProperties: creates a room (the seed's defaults as initial values) and
// edits one (its current properties as initial values; only what changed is sent, a cleared value resets).
import type { RecordingMode, RoomObject, RoomParams, RoomPrivacy, RoomProperties } from '../../api/models.js';
import { RECORDING_MODES, ROOM_PROPERTY_DEFAULTS, ROOM_SIP_DEFAULTS } from '../../api/models.js';
import { unixSecondsProblem, validateRoomName } from '../../api/validation.js';
import type { FieldSpec, FormValues } from '../../components/form/formModel.js';
import { formatRelative, formatTimestamp, parseDuration } from './format.js';
import {
  BUCKETS,
  bucketConfig,
  bucketDefaults,
  bucketFieldIds,
  bucketSpecs,
  bucketValues,
  sipExtraSpecs,
  sipExtraValues,
  sipParams,
} from './roomFormSections.js';

const TRI_OPTIONS = [
  { value: '', label: '— (unset)' },
  { value: 'true', label: 'on' },
  { value: 'false', label: 'off' },
] as const;

const str = (v: string | boolean | undefined): string => (typeof v === 'string' ? v : '');

/** Expiry typed as a duration from now ("1h", "90m", "3600") or an absolute Unix timestamp (10 digits). */
export function parseExpiry(text: string, nowMs: number): number | null {
  const t = text.trim();
  if (/^\d{10}$/.test(t)) return Number(t);
  const seconds = parseDuration(t);
  return seconds === null ? null : Math.floor(nowMs / 1000) + seconds;
}

/**
 * Why the time a field's text stands for (`unixSeconds`: a timestamp, or now + a duration) cannot be sent, in the
 * command line's words (api/validation.ts); null when it can. Digits that end past the rule's limit are almost
 * surely a time in milliseconds; a duration that does is said to be too long.
 */
export function timeFieldProblem(
  field: string,
  text: string,
  unixSeconds: number,
  alternatives: string,
): string | null {
  const problem = unixSecondsProblem(field, unixSeconds);
  if (problem === null) return null;
  return /^\d+$/.test(text.trim())
    ? `${problem} (${alternatives})`
    : `${field}: too far ahead (past the year 5138): ${alternatives}`;
}

/** The room's time: a timestamp or now + duration that passed timeFieldProblem; null otherwise. */
export function expiryTime(text: string, nowMs: number): number | null {
  const exp = parseExpiry(text, nowMs);
  return exp === null || timeFieldProblem('expiry', text, exp, '') !== null ? null : exp;
}

function validateExpiry(text: string, nowMs: number): string | null {
  if (text.trim() === '') return null;
  const exp = parseExpiry(text, nowMs);
  if (exp === null) return 'expiry: a duration (30m, 1h, 2d), seconds, or a Unix timestamp; empty = none';
  const problem = timeFieldProblem('expiry', text, exp, 'or a duration such as 30m, 1h, 2d');
  if (problem) return problem;
  if (exp <= Math.floor(nowMs / 1000)) return 'expiry: must be in the future';
  return null;
}

function validatePositiveInt(field: string, text: string, optional: boolean): string | null {
  if (text.trim() === '') return optional ? null : `${field}: required (a whole number ≥ 1)`;
  if (!/^\d+$/.test(text.trim()) || Number(text) < 1) return `${field}: a whole number ≥ 1`;
  if (!Number.isSafeInteger(Number(text))) return `${field}: too large`;
  return null;
}

export function roomFormDefaults(): FormValues {
  return {
    name: '',
    privacy: 'public',
    expiry: '1h',
    max_participants: '',
    enable_recording: '',
    geo: '',
    enable_chat: ROOM_PROPERTY_DEFAULTS.enable_chat,
    enable_prejoin_ui: ROOM_PROPERTY_DEFAULTS.enable_prejoin_ui,
    enable_emoji_reactions: ROOM_PROPERTY_DEFAULTS.enable_emoji_reactions,
    eject_at_room_exp: ROOM_PROPERTY_DEFAULTS.eject_at_room_exp,
    start_video_off: ROOM_PROPERTY_DEFAULTS.start_video_off,
    enable_dialout: '',
    sip: false,
    sip_display_name: ROOM_SIP_DEFAULTS.display_name,
    sip_video: ROOM_SIP_DEFAULTS.video,
    sip_mode: ROOM_SIP_DEFAULTS.sip_mode,
    sip_num_endpoints: String(ROOM_SIP_DEFAULTS.num_endpoints),
    sip_codecs: '',
    sip_provider: '',
    ...bucketDefaults(),
    enable_transcription_storage: '',
  };
}

/**
 * The form's fields. With `original` (editing a room) the name is not shown (a room keeps its name) and an
 * expiry left as it was is accepted even when it has passed.
 */
export function roomFormSpecs(now: () => number, original?: FormValues): FieldSpec[] {
  const sipOn = (v: FormValues): boolean => v.sip === true;
  return [
    {
      kind: 'text',
      id: 'name',
      label: 'name',
      placeholder: '(generated)',
      hint: 'optional: generated when empty',
      validate: (v) => (v === '' ? null : validateRoomName(v)),
      ...(original ? { visible: () => false } : {}),
    },
    {
      kind: 'choice',
      id: 'privacy',
      label: 'privacy',
      options: [
        { value: 'public', label: 'public' },
        { value: 'private', label: 'private' },
      ],
      hint: 'default public',
    },
    {
      kind: 'text',
      id: 'expiry',
      label: 'expiry (exp)',
      placeholder: '(none)',
      validate: (v) => (original && v === original.expiry ? null : validateExpiry(v, now())),
      describe: (v) => {
        if (v.trim() === '') return 'no expiry';
        const exp = expiryTime(v, now());
        return exp === null ? null : `${formatRelative(exp, now())} · ${formatTimestamp(exp)}`;
      },
    },
    {
      kind: 'text',
      id: 'max_participants',
      label: 'max participants',
      placeholder: '(service default)',
      validate: (v) => validatePositiveInt('max_participants', v, true),
    },
    {
      kind: 'choice',
      id: 'enable_recording',
      label: 'recording',
      options: [{ value: '', label: '— (off)' }, ...RECORDING_MODES.map((m) => ({ value: m, label: m }))],
    },
    {
      kind: 'text',
      id: 'geo',
      label: 'geo',
      placeholder: '(service default)',
      validate: (v) =>
        v === '' || /^[a-z0-9-]+$/.test(v)
          ? null
          : 'geo: a region code such as us-west-2 (lowercase letters, numbers, hyphens)',
    },
    { kind: 'bool', id: 'enable_chat', label: 'chat', hint: 'default off' },
    { kind: 'bool', id: 'enable_prejoin_ui', label: 'prejoin UI', hint: 'default off' },
    { kind: 'bool', id: 'enable_emoji_reactions', label: 'emoji reactions', hint: 'default off' },
    { kind: 'bool', id: 'eject_at_room_exp', label: 'eject at expiry', hint: 'default off' },
    { kind: 'bool', id: 'start_video_off', label: 'start video off', hint: 'default off' },
    { kind: 'choice', id: 'enable_dialout', label: 'dial-out', options: TRI_OPTIONS },
    { kind: 'bool', id: 'sip', label: 'SIP (dial-in)', hint: 'RoomSipParams' },
    {
      kind: 'text',
      id: 'sip_display_name',
      label: 'display_name',
      indent: true,
      visible: sipOn,
      validate: (v) => (v.trim() === '' ? 'sip display_name: required (default sw-sip-dialin)' : null),
    },
    { kind: 'bool', id: 'sip_video', label: 'video', indent: true, visible: sipOn },
    {
      kind: 'text',
      id: 'sip_mode',
      label: 'sip_mode',
      indent: true,
      visible: sipOn,
      validate: (v) => (v.trim() === '' ? 'sip_mode: required (default dial-in)' : null),
    },
    {
      kind: 'text',
      id: 'sip_num_endpoints',
      label: 'num_endpoints',
      indent: true,
      visible: sipOn,
      validate: (v) => validatePositiveInt('num_endpoints', v, false),
    },
    ...sipExtraSpecs(sipOn, original),
    ...bucketSpecs(BUCKETS[0]),
    {
      kind: 'choice',
      id: 'enable_transcription_storage',
      label: 'transcripts',
      options: TRI_OPTIONS,
      hint: 'enable_transcription_storage',
    },
    ...bucketSpecs(BUCKETS[1]),
  ];
}

/** Form values → RoomParams. Call only when formErrors() is empty. Defaults are sent, as the helper does. */
export function toRoomParams(values: FormValues, nowMs: number): RoomParams {
  const properties: RoomProperties = {
    enable_chat: values.enable_chat === true,
    enable_prejoin_ui: values.enable_prejoin_ui === true,
    enable_emoji_reactions: values.enable_emoji_reactions === true,
    eject_at_room_exp: values.eject_at_room_exp === true,
    start_video_off: values.start_video_off === true,
  };
  const expiry = str(values.expiry);
  if (expiry.trim() !== '') properties.exp = parseExpiry(expiry, nowMs)!;
  if (str(values.max_participants).trim() !== '') properties.max_participants = Number(values.max_participants);
  if (str(values.enable_recording) !== '') properties.enable_recording = values.enable_recording as RecordingMode;
  if (str(values.geo) !== '') properties.geo = str(values.geo);
  if (values.enable_dialout === 'true' || values.enable_dialout === 'false')
    properties.enable_dialout = values.enable_dialout === 'true';
  if (values.sip === true) properties.sip = sipParams(values);
  for (const b of BUCKETS) if (values[b.toggle] === true) properties[b.property] = bucketConfig(values, b);
  if (values.enable_transcription_storage === 'true' || values.enable_transcription_storage === 'false') {
    properties.enable_transcription_storage = values.enable_transcription_storage === 'true';
  }
  const params: RoomParams = { privacy: values.privacy as RoomPrivacy, properties };
  if (str(values.name) !== '') params.name = str(values.name);
  return params;
}

/** A room's current properties as form values (the edit form starts from them). */
export function roomFormValues(room: RoomObject): FormValues {
  const c = room.config ?? {};
  const defaults = roomFormDefaults();
  return {
    ...defaults,
    name: room.name,
    privacy: room.privacy === 'private' ? 'private' : 'public',
    expiry: typeof c.exp === 'number' ? String(c.exp) : '',
    max_participants: typeof c.max_participants === 'number' ? String(c.max_participants) : '',
    enable_recording: c.enable_recording ?? '',
    geo: c.geo ?? '',
    enable_chat: c.enable_chat ?? ROOM_PROPERTY_DEFAULTS.enable_chat,
    enable_prejoin_ui: c.enable_prejoin_ui ?? ROOM_PROPERTY_DEFAULTS.enable_prejoin_ui,
    enable_emoji_reactions: c.enable_emoji_reactions ?? ROOM_PROPERTY_DEFAULTS.enable_emoji_reactions,
    eject_at_room_exp: c.eject_at_room_exp ?? ROOM_PROPERTY_DEFAULTS.eject_at_room_exp,
    start_video_off: c.start_video_off ?? ROOM_PROPERTY_DEFAULTS.start_video_off,
    enable_dialout: typeof c.enable_dialout === 'boolean' ? String(c.enable_dialout) : '',
    sip: c.sip !== undefined && c.sip !== null,
    ...(c.sip
      ? {
          sip_display_name: c.sip.display_name ?? ROOM_SIP_DEFAULTS.display_name,
          sip_video: c.sip.video ?? ROOM_SIP_DEFAULTS.video,
          sip_mode: c.sip.sip_mode ?? ROOM_SIP_DEFAULTS.sip_mode,
          sip_num_endpoints: String(c.sip.num_endpoints ?? ROOM_SIP_DEFAULTS.num_endpoints),
          ...sipExtraValues(c.sip),
        }
      : {}),
    ...bucketValues(c.recordings_bucket, BUCKETS[0]),
    enable_transcription_storage:
      typeof c.enable_transcription_storage === 'boolean' ? String(c.enable_transcription_storage) : '',
    ...bucketValues(c.transcription_bucket, BUCKETS[1]),
  };
}

export type RoomUpdate = {
  privacy?: RoomPrivacy;
  properties?: { [K in keyof RoomProperties]?: RoomProperties[K] | null };
};

const SIP_FIELDS = [
  'sip',
  'sip_display_name',
  'sip_video',
  'sip_mode',
  'sip_num_endpoints',
  'sip_codecs',
  'sip_provider',
] as const;
const BOOL_FIELDS = [
  'enable_chat',
  'enable_prejoin_ui',
  'enable_emoji_reactions',
  'eject_at_room_exp',
  'start_video_off',
] as const;

/**
 * The partial update that turns `original` into `values` (call only when formErrors() is empty): changed
 * properties only; a value cleared to empty / unset is sent as `null`, which resets it to the service default.
 * Null when nothing changed.
 */
export function toRoomUpdate(values: FormValues, original: FormValues, nowMs: number): RoomUpdate | null {
  const changed = (id: string) => values[id] !== original[id];
  const props: NonNullable<RoomUpdate['properties']> = {};
  const text = (id: string) => str(values[id]).trim();
  if (changed('expiry')) props.exp = text('expiry') === '' ? null : parseExpiry(text('expiry'), nowMs)!;
  if (changed('max_participants'))
    props.max_participants = text('max_participants') === '' ? null : Number(text('max_participants'));
  if (changed('enable_recording'))
    props.enable_recording = str(values.enable_recording) === '' ? null : (values.enable_recording as RecordingMode);
  if (changed('geo')) props.geo = text('geo') === '' ? null : text('geo');
  for (const id of BOOL_FIELDS) if (changed(id)) props[id] = values[id] === true;
  if (changed('enable_dialout'))
    props.enable_dialout = values.enable_dialout === '' ? null : values.enable_dialout === 'true';
  // sip and a bucket are sent whole when one of their fields changed (whether Daily merges a partial one is
  // unconfirmed; the emulator replaces it); codecs and provider are left out when empty: the service's.
  if (SIP_FIELDS.some(changed)) props.sip = values.sip === true ? sipParams(values) : null;
  for (const b of BUCKETS) {
    if (bucketFieldIds(b).some(changed)) props[b.property] = values[b.toggle] === true ? bucketConfig(values, b) : null;
  }
  if (changed('enable_transcription_storage')) {
    props.enable_transcription_storage =
      values.enable_transcription_storage === '' ? null : values.enable_transcription_storage === 'true';
  }
  const update: RoomUpdate = {};
  if (changed('privacy')) update.privacy = values.privacy as RoomPrivacy;
  if (Object.keys(props).length > 0) update.properties = props;
  return Object.keys(update).length > 0 ? update : null;
}
