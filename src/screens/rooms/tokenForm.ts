// The meeting-token form: the helper's get_token arguments plus the optional MeetingTokenProperties.
import type { GetTokenOptions } from '../../api/contracts.js';
import type { MeetingTokenProperties, RecordingMode } from '../../api/models.js';
import { RECORDING_MODES } from '../../api/models.js';
import { tokenWindowProblem, validateUserId } from '../../api/validation.js';
import type { FieldSpec, FormValues } from '../../components/form/formModel.js';
import { formatRelative, formatTimestamp, parseDuration } from './format.js';
import { parseExpiry, timeFieldProblem } from './roomForm.js';

const TRI_OPTIONS = [
  { value: '', label: '— (unset)' },
  { value: 'true', label: 'on' },
  { value: 'false', label: 'off' },
] as const;

const TRI_FIELDS = [
  'enable_screenshare',
  'start_video_off',
  'start_audio_off',
  'enable_prejoin_ui',
  'start_cloud_recording',
] as const;

const str = (v: string | boolean | undefined): string => (typeof v === 'string' ? v : '');

export function tokenFormDefaults(): FormValues {
  return {
    expiry_time: '3600',
    owner: true,
    eject_at_token_exp: false,
    user_name: '',
    user_id: '',
    nbf: '',
    enable_screenshare: '',
    start_video_off: '',
    start_audio_off: '',
    enable_recording: '',
    enable_prejoin_ui: '',
    start_cloud_recording: '',
    eject_after_elapsed: '',
    permissions: '',
  };
}

const EXPIRY_ALTERNATIVES = 'seconds from now such as 3600, or a duration such as 30m, 2h, 7d';
const NBF_ALTERNATIVES = 'or a duration from now such as 10m';

/** The token's `exp` the expiry field stands for (now + its seconds), or null when the field is not valid. */
function tokenExp(text: string, nowMs: number): number | null {
  const s = parseDuration(text);
  if (s === null || s < 1) return null;
  const exp = Math.floor(nowMs / 1000) + s;
  return timeFieldProblem('expiry', text, exp, EXPIRY_ALTERNATIVES) === null ? exp : null;
}

/** The token's `nbf` the field stands for, or null when it is empty or not valid. */
function tokenNbf(text: string, nowMs: number): number | null {
  if (text.trim() === '') return null;
  const t = parseExpiry(text, nowMs);
  return t === null || timeFieldProblem('nbf', text, t, NBF_ALTERNATIVES) !== null ? null : t;
}

export function tokenFormSpecs(now: () => number): FieldSpec[] {
  return [
    {
      kind: 'text',
      id: 'expiry_time',
      label: 'expiry (seconds)',
      hint: 'default 3600',
      validate: (v) => {
        const s = parseDuration(v);
        if (s === null || s < 1) return 'expiry: seconds ≥ 1 (or a duration such as 30m, 2h)';
        return timeFieldProblem('expiry', v, Math.floor(now() / 1000) + s, EXPIRY_ALTERNATIVES);
      },
      describe: (v) => {
        const exp = tokenExp(v, now());
        return exp === null ? null : `exp ${formatRelative(exp, now())} · ${formatTimestamp(exp)}`;
      },
    },
    { kind: 'bool', id: 'owner', label: 'owner (is_owner)', hint: 'default on' },
    { kind: 'bool', id: 'eject_at_token_exp', label: 'eject at token expiry', hint: 'default off' },
    { kind: 'text', id: 'user_name', label: 'user name', placeholder: '(none)' },
    {
      kind: 'text',
      id: 'user_id',
      label: 'user id',
      placeholder: '(none)',
      hint: '≤ 36 chars',
      validate: (v) => validateUserId(v),
    },
    {
      kind: 'text',
      id: 'nbf',
      label: 'not before (nbf)',
      placeholder: '(none)',
      validate: (v, values) => {
        if (v.trim() === '') return null;
        const t = parseExpiry(v, now());
        if (t === null) return 'nbf: a duration from now such as 10m, or a 10-digit Unix timestamp';
        const problem = timeFieldProblem('nbf', v, t, NBF_ALTERNATIVES);
        if (problem) return problem;
        // Checked against the expiry only when that one is valid (its own rule is shown under it otherwise).
        const exp = tokenExp(str(values.expiry_time), now());
        return exp === null ? null : tokenWindowProblem(t, exp);
      },
      describe: (v) => {
        const t = tokenNbf(v, now());
        return t === null
          ? null
          : `${formatRelative(t, now()).replace(/^in /, 'joinable in ')} · ${formatTimestamp(t)}`;
      },
    },
    { kind: 'choice', id: 'enable_screenshare', label: 'screen share', options: TRI_OPTIONS },
    { kind: 'choice', id: 'start_video_off', label: 'start video off', options: TRI_OPTIONS },
    { kind: 'choice', id: 'start_audio_off', label: 'start audio off', options: TRI_OPTIONS },
    {
      kind: 'choice',
      id: 'enable_recording',
      label: 'recording',
      options: [{ value: '', label: '— (unset)' }, ...RECORDING_MODES.map((m) => ({ value: m, label: m }))],
    },
    { kind: 'choice', id: 'enable_prejoin_ui', label: 'prejoin UI', options: TRI_OPTIONS },
    { kind: 'choice', id: 'start_cloud_recording', label: 'start cloud recording', options: TRI_OPTIONS },
    {
      kind: 'text',
      id: 'eject_after_elapsed',
      label: 'eject after (seconds)',
      placeholder: '(none)',
      validate: (v) => {
        if (v.trim() === '') return null;
        if (!/^\d+$/.test(v.trim())) return 'eject_after_elapsed: whole seconds ≥ 0';
        return Number.isSafeInteger(Number(v.trim())) ? null : 'eject_after_elapsed: too large';
      },
    },
    {
      kind: 'text',
      id: 'permissions',
      label: 'permissions',
      placeholder: '(none)',
      // A JSON object pasted as it was written, over several lines, parses the same.
      multiline: true,
      hint: 'JSON object, e.g. {"canSend":["audio"]}',
      validate: (v) => validatePermissions(v),
    },
  ];
}

/** `permissions` must be a JSON object (the service's participant permissions); empty = not sent. */
export function validatePermissions(text: string): string | null {
  if (text.trim() === '') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return 'permissions: not valid JSON; a JSON object such as {"canSend":["audio"]}';
  }
  return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
    ? null
    : `permissions: must be a JSON object (got ${Array.isArray(parsed) ? 'an array' : parsed === null ? 'null' : `a ${typeof parsed}`}), such as {"canSend":["audio"]}`;
}

export function toTokenOptions(values: FormValues, nowMs: number): GetTokenOptions {
  const properties: MeetingTokenProperties = {};
  if (str(values.user_name) !== '') properties.user_name = str(values.user_name);
  if (str(values.user_id) !== '') properties.user_id = str(values.user_id);
  if (str(values.nbf).trim() !== '') properties.nbf = parseExpiry(str(values.nbf), nowMs)!;
  for (const f of TRI_FIELDS) {
    if (values[f] === 'true' || values[f] === 'false') properties[f] = values[f] === 'true';
  }
  if (str(values.enable_recording) !== '') properties.enable_recording = values.enable_recording as RecordingMode;
  if (str(values.eject_after_elapsed).trim() !== '')
    properties.eject_after_elapsed = Number(values.eject_after_elapsed);
  if (str(values.permissions).trim() !== '')
    properties.permissions = JSON.parse(str(values.permissions)) as Record<string, unknown>;
  return {
    expiryTime: parseDuration(str(values.expiry_time)) ?? 3600,
    owner: values.owner === true,
    ejectAtTokenExp: values.eject_at_token_exp === true,
    params: { properties },
  };
}
