// The room service's recordings interface (Daily REST): typed models with the service's own field
// names, and the calls RoomHelper exposes (list/get/access link/delete, start/update/stop on a room).
import type { CallOptions } from '../http/callOptions.js';
import { ApiError, isApiError, validationError } from '../http/errors.js';
import type { HttpClient } from '../http/http.js';
import { sanitizeTerminalText } from '../redact/sanitize.js';
import { expectArray, expectRecord, expectString, isRecord, malformed } from '../http/shape.js';
import { assertValid, validateRoomName } from '../validation.js';

export type RecordingStatus = 'finished' | 'in-progress' | 'canceled';
/** What `POST /rooms/:name/recordings/start` takes as `type` (`local` recordings are made by the browser). */
export type RecordingType = 'cloud' | 'cloud-audio-only' | 'raw-tracks';
export const RECORDING_TYPES: readonly RecordingType[] = ['cloud', 'cloud-audio-only', 'raw-tracks'];

/** The type a room records as, from its enable_recording: one `start` takes, else null (unset, `local`, …). */
export function recordingTypeOf(config: { enable_recording?: string } | undefined): RecordingType | null {
  const mode = config?.enable_recording;
  return mode !== undefined && (RECORDING_TYPES as readonly string[]).includes(mode) ? (mode as RecordingType) : null;
}

export interface RecordingTrack {
  size: number;
  type: 'audio' | 'video' | string;
  s3key?: string;
}

/** `GET /recordings/:id` and the items of `GET /recordings`. */
export interface Recording {
  id: string;
  room_name: string;
  /** Unix seconds. */
  start_ts: number;
  status: RecordingStatus | string;
  max_participants?: number;
  /** Seconds, approximate; absent while in progress. */
  duration?: number;
  share_token?: string;
  s3key?: string;
  mtgSessionId?: string;
  /** raw-tracks only (else empty). */
  tracks: RecordingTrack[];
  isVttEnabled?: boolean;
}

export interface RecordingList {
  total_count: number;
  data: Recording[];
}

export interface RecordingAccessLink {
  download_link: string;
  /** Unix seconds. */
  expires: number;
}

export interface ListRecordingsQuery {
  roomName?: string;
  /** 1–100 (the service's maximum page). */
  limit?: number;
  /** Id of the last recording of the previous page (older page). */
  startingAfter?: string;
  /** Id of the first recording of the current page (newer page), or `OLDEST` for the oldest page. */
  endingBefore?: string;
}

/** Body of start (camelCase, as the service takes it). */
export interface StartRecordingOptions {
  type?: RecordingType;
  layout?: { preset: string; [extra: string]: unknown };
  instanceId?: string;
  width?: number;
  height?: number;
  fps?: number;
  videoBitrate?: number;
  audioBitrate?: number;
  minIdleTimeOut?: number;
  maxDuration?: number;
}

export interface StopRecordingOptions {
  /** raw-tracks recordings must be stopped with `type: 'raw-tracks'`. */
  type?: RecordingType;
  instanceId?: string;
}

export const DEFAULT_ACCESS_LINK_SECONDS = 3600;

function relabel(error: unknown, what: string): never {
  if (isApiError(error) && error.code !== 'VALIDATION') {
    throw new ApiError({
      status: error.status,
      code: error.code,
      message: `${what}: ${error.message}`,
      field: error.field,
    });
  }
  throw error;
}

function assertRecordingId(id: unknown): asserts id is string {
  if (typeof id !== 'string' || !/^[A-Za-z0-9_-]{1,128}$/.test(id)) {
    throw validationError(
      'id',
      `recording id ${JSON.stringify(String(id)).slice(0, 90)}: must be the id from \`recordings list\` (letters, digits, - and _)`,
    );
  }
}

function assertLimit(limit: unknown): void {
  if (limit !== undefined && (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 1 || limit > 100)) {
    throw validationError('limit', `limit: must be an integer from 1 to 100 (got ${String(limit)})`);
  }
}

export async function listRecordings(
  http: HttpClient,
  query: ListRecordingsQuery = {},
  opts: CallOptions = {},
): Promise<RecordingList> {
  assertLimit(query.limit);
  if (query.roomName !== undefined) assertValid('room', validateRoomName(query.roomName));
  if (query.startingAfter !== undefined) assertRecordingId(query.startingAfter);
  if (query.endingBefore !== undefined && query.endingBefore !== 'OLDEST') assertRecordingId(query.endingBefore);
  try {
    const { body } = await http.request<unknown>('GET', '/recordings', {
      searchParams: {
        room_name: query.roomName,
        limit: query.limit,
        starting_after: query.startingAfter,
        ending_before: query.endingBefore,
      },
      signal: opts.signal,
    });
    const obj = expectRecord(body, 'recording list');
    const data = expectArray(obj, 'data', 'recording list').map((r, i) => toRecording(r, `recording list data[${i}]`));
    if (typeof obj.total_count !== 'number') throw malformed('recording list has no number "total_count"');
    return { total_count: obj.total_count, data };
  } catch (error) {
    relabel(error, 'Unable to list recordings');
  }
}

export async function getRecording(http: HttpClient, id: string, opts: CallOptions = {}): Promise<Recording> {
  assertRecordingId(id);
  try {
    const { body } = await http.request<unknown>('GET', `/recordings/${encodeURIComponent(id)}`, {
      signal: opts.signal,
    });
    return toRecording(body, `recording ${id}`);
  } catch (error) {
    if (isApiError(error) && error.status === 404)
      throw new ApiError({ status: 404, code: error.code, message: `Recording not found: ${id}` });
    relabel(error, `Unable to get recording ${id}`);
  }
}

/**
 * A fresh link to the file (`valid_for_secs`, default 3600). For a raw-tracks recording pass `track` (the index in
 * `tracks`): how the real service hands out per-track links is UNCONFIRMED; the emulator takes `track`.
 * A 200 whose `download_link` is not an http(s) URL is the service's way of reporting an error: it throws.
 */
export async function getRecordingAccessLink(
  http: HttpClient,
  id: string,
  options: { validForSecs?: number; track?: number } = {},
  opts: CallOptions = {},
): Promise<RecordingAccessLink> {
  assertRecordingId(id);
  const { validForSecs, track } = options;
  if (validForSecs !== undefined && (!Number.isInteger(validForSecs) || validForSecs < 1)) {
    throw validationError(
      'validForSecs',
      `valid for: must be a whole number of seconds, at least 1 (got ${String(validForSecs)})`,
    );
  }
  if (track !== undefined && (!Number.isInteger(track) || track < 0)) {
    throw validationError('track', `track: must be a track index from 0 (got ${String(track)})`);
  }
  let body: unknown;
  try {
    ({ body } = await http.request<unknown>('GET', `/recordings/${encodeURIComponent(id)}/access-link`, {
      searchParams: { valid_for_secs: validForSecs, track },
      signal: opts.signal,
    }));
  } catch (error) {
    if (isApiError(error) && error.status === 404)
      throw new ApiError({ status: 404, code: error.code, message: `Recording not found: ${id}` });
    relabel(error, `Unable to get an access link for recording ${id}`);
  }
  const obj = expectRecord(body, 'access link');
  const link = expectString(obj, 'download_link', 'access link');
  if (!isHttpUrl(link)) {
    const said = sanitizeTerminalText(link, { singleLine: true }).slice(0, 300);
    throw new ApiError({
      status: 200,
      code: 'ACCESS_LINK_ERROR',
      message: `Unable to get an access link for recording ${id}: the room service answered with an error instead of a link: ${said || '(empty)'}`,
    });
  }
  if (typeof obj.expires !== 'number') throw malformed('access link has no number "expires"');
  return { download_link: link, expires: obj.expires };
}

export async function deleteRecording(
  http: HttpClient,
  id: string,
  opts: CallOptions = {},
): Promise<{ deleted: boolean; id: string }> {
  assertRecordingId(id);
  try {
    const { body } = await http.request<unknown>('DELETE', `/recordings/${encodeURIComponent(id)}`, {
      signal: opts.signal,
    });
    const obj = isRecord(body) ? body : {};
    return { deleted: obj.deleted !== false, id: typeof obj.id === 'string' ? obj.id : id };
  } catch (error) {
    if (isApiError(error) && error.status === 404)
      throw new ApiError({ status: 404, code: error.code, message: `Recording not found: ${id}` });
    relabel(error, `Unable to delete recording ${id}`);
  }
}

type RecordingAction = 'start' | 'update' | 'stop';

export async function recordingAction(
  http: HttpClient,
  action: RecordingAction,
  room: string,
  body: StartRecordingOptions | StopRecordingOptions,
  opts: CallOptions = {},
): Promise<{ status: string }> {
  assertValid('room', validateRoomName(room));
  if (body.type !== undefined && !RECORDING_TYPES.includes(body.type)) {
    throw validationError(
      'type',
      `type: must be one of ${RECORDING_TYPES.join(', ')} (got ${JSON.stringify(body.type)})`,
    );
  }
  const json = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
  try {
    const res = await http.request<unknown>('POST', `/rooms/${encodeURIComponent(room)}/recordings/${action}`, {
      json,
      signal: opts.signal,
    });
    return { status: isRecord(res.body) && typeof res.body.status === 'string' ? res.body.status : 'sent' };
  } catch (error) {
    relabel(error, `Unable to ${action} the recording of room ${room}`);
  }
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

function toTrack(value: unknown, where: string): RecordingTrack {
  const obj = expectRecord(value, where);
  const size = obj.size;
  if (typeof size !== 'number' || size < 0) throw malformed(`${where} has no number "size"`);
  // Third-party clients read `s3Key` / `content_type`: the casing is UNCONFIRMED, so both are taken.
  const type =
    typeof obj.type === 'string' ? obj.type : typeof obj.content_type === 'string' ? obj.content_type : 'unknown';
  const s3key = typeof obj.s3key === 'string' ? obj.s3key : typeof obj.s3Key === 'string' ? obj.s3Key : undefined;
  return { size, type, ...(s3key !== undefined ? { s3key } : {}) };
}

export function toRecording(value: unknown, where: string): Recording {
  const obj = expectRecord(value, where);
  const id = expectString(obj, 'id', where);
  const room = expectString(obj, 'room_name', where);
  if (typeof obj.start_ts !== 'number') throw malformed(`${where} has no number "start_ts"`);
  const status = expectString(obj, 'status', where);
  const tracks = Array.isArray(obj.tracks) ? obj.tracks.map((t, i) => toTrack(t, `${where} tracks[${i}]`)) : [];
  const optional: Partial<Recording> = {};
  if (typeof obj.duration === 'number') optional.duration = obj.duration;
  if (typeof obj.max_participants === 'number') optional.max_participants = obj.max_participants;
  if (typeof obj.share_token === 'string') optional.share_token = obj.share_token;
  if (typeof obj.s3key === 'string') optional.s3key = obj.s3key;
  if (typeof obj.mtgSessionId === 'string') optional.mtgSessionId = obj.mtgSessionId;
  if (typeof obj.isVttEnabled === 'boolean') optional.isVttEnabled = obj.isVttEnabled;
  return { id, room_name: room, start_ts: obj.start_ts, status, ...optional, tracks };
}
