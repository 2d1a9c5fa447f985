// Meeting tokens are JWTs with Daily's abbreviated claims. We only decode (to show what a token grants);
// verifying the signature needs the room key and is the room service's job.
import { ApiError } from '../http/errors.js';

export interface ReadableTokenClaims {
  roomName?: string;
  exp?: number;
  nbf?: number;
  iat?: number;
  isOwner?: boolean;
  userName?: string;
  userId?: string;
  ejectAtTokenExp?: boolean;
  ejectAfterElapsed?: number;
  domainId?: string;
  enableScreenshare?: boolean;
  startVideoOff?: boolean;
  startAudioOff?: boolean;
  enableRecording?: string;
  startCloudRecording?: boolean;
  enablePrejoinUi?: boolean;
  permissions?: Record<string, unknown>;
  meetingJoinHook?: string;
}

export interface DecodedMeetingToken {
  header: Record<string, unknown>;
  claims: Record<string, unknown>;
  readable: ReadableTokenClaims;
}

/** Abbreviated claim → readable name (the long property names are accepted too). */
const CLAIMS: Array<
  [abbrev: string, long: string, readable: keyof ReadableTokenClaims, type: 'string' | 'number' | 'boolean' | 'object']
> = [
  ['r', 'room_name', 'roomName', 'string'],
  ['exp', 'exp', 'exp', 'number'],
  ['nbf', 'nbf', 'nbf', 'number'],
  ['iat', 'iat', 'iat', 'number'],
  ['o', 'is_owner', 'isOwner', 'boolean'],
  ['u', 'user_name', 'userName', 'string'],
  ['ud', 'user_id', 'userId', 'string'],
  ['ejt', 'eject_at_token_exp', 'ejectAtTokenExp', 'boolean'],
  ['eje', 'eject_after_elapsed', 'ejectAfterElapsed', 'number'],
  ['d', 'domain_id', 'domainId', 'string'],
  ['ss', 'enable_screenshare', 'enableScreenshare', 'boolean'],
  ['vo', 'start_video_off', 'startVideoOff', 'boolean'],
  ['ao', 'start_audio_off', 'startAudioOff', 'boolean'],
  ['er', 'enable_recording', 'enableRecording', 'string'],
  ['sr', 'start_cloud_recording', 'startCloudRecording', 'boolean'],
  ['epu', 'enable_prejoin_ui', 'enablePrejoinUi', 'boolean'],
  ['p', 'permissions', 'permissions', 'object'],
  ['mjh', 'meeting_join_hook', 'meetingJoinHook', 'string'],
];

function malformedToken(why: string): ApiError {
  return new ApiError({ status: 0, code: 'MALFORMED_RESPONSE', message: `Not a meeting token: ${why}` });
}

function decodeSegment(segment: string, what: string): Record<string, unknown> {
  if (!/^[A-Za-z0-9_-]+={0,2}$/.test(segment)) throw malformedToken(`${what} is not base64url`);
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
  } catch {
    throw malformedToken(`${what} is not JSON`);
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    throw malformedToken(`${what} is not a JSON object`);
  return value as Record<string, unknown>;
}

/** Decodes (does not verify) a meeting token. Throws ApiError MALFORMED_RESPONSE on anything else. */
export function decodeMeetingToken(token: string): DecodedMeetingToken {
  if (typeof token !== 'string' || token.trim().length === 0) throw malformedToken('empty');
  const parts = token.trim().split('.');
  if (parts.length !== 3) throw malformedToken(`expected 3 dot-separated parts, got ${parts.length}`);
  const header = decodeSegment(parts[0], 'header');
  const claims = decodeSegment(parts[1], 'payload');
  const readable: Record<string, unknown> = {};
  for (const [abbrev, long, name, type] of CLAIMS) {
    const value = abbrev in claims ? claims[abbrev] : claims[long];
    const matches = type === 'object' ? value !== null && typeof value === 'object' : typeof value === type;
    if (matches) readable[name] = value;
  }
  return { header, claims, readable: readable as ReadableTokenClaims };
}

/** Enough of a token to recognise it in a list, never enough to use it: `eyJh…(redacted)`. */
export function redactToken(token: string): string {
  if (typeof token !== 'string' || token.length < 12) return '(redacted)';
  return `${token.slice(0, 4)}…(redacted)`;
}
