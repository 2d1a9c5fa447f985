// Why this file is long: it is the seed's RoomHelper, one public class whose operations (rooms, tokens, domain,
// room update; recordings delegate to recordings.ts) are the library's API surface.
// The seed's room helper, against the room service (Daily's REST API or the emulator's `/daily/v1`).
// Mirrors pipecat's DailyRESTHelper: defaults sent on create, success on 200 only, delete true on 404,
// token rules 1–5 — plus client-side validation so bad input fails with a message naming the field.
// Over 300 lines: it is the one class the seed names (RoomHelper), so every room-service call lives on it; the
// recordings calls and their models are in recordings.ts and only delegated to here.
import type { CallOptions, GetTokenOptions, RecordingsApi, RoomDeleteOutcome, RoomsApi } from '../contracts.js';
import { ApiError, isApiError, relabelled, validationError } from '../http/errors.js';
import { createHttpClient, type HttpClient } from '../http/http.js';
import {
  deleteRecording,
  getRecording,
  getRecordingAccessLink,
  listRecordings,
  recordingAction,
  type ListRecordingsQuery,
  type Recording,
  type RecordingAccessLink,
  type RecordingList,
  type StartRecordingOptions,
  type StopRecordingOptions,
} from './recordings.js';
import {
  RECORDING_MODES,
  ROOM_PROPERTY_DEFAULTS,
  ROOM_SIP_DEFAULTS,
  type DomainConfig,
  type MeetingTokenProperties,
  type RoomList,
  type RoomObject,
  type RoomParams,
  type RoomProperties,
} from '../models.js';
import { expectArray, expectRecord, expectString, isRecord, malformed } from '../http/shape.js';
import { sipCodecsProblem, sipProviderProblem } from './sipCodecs.js';
import { assertValid, validateRoomName, validateUserId } from '../validation.js';

export const DEFAULT_ROOM_API_URL = 'https://api.daily.co/v1';

export interface RoomHelperOptions {
  roomApiKey: string;
  roomApiUrl?: string;
  /** The shared client; when omitted one is made (flavor 'daily') from roomApiKey + roomApiUrl. */
  http?: HttpClient;
  /** Clock in milliseconds (tests inject one). Default Date.now. */
  now?: () => number;
}

const BOOLEAN_PROPERTIES = [
  'enable_chat',
  'enable_prejoin_ui',
  'enable_emoji_reactions',
  'eject_at_room_exp',
  'enable_dialout',
  'enable_transcription_storage',
  'start_video_off',
] as const;

/** The storage buckets (pipecat's RecordingsBucketConfig and TranscriptionBucketConfig: the same four fields). */
const BUCKET_PROPERTIES = ['recordings_bucket', 'transcription_bucket'] as const;

const TOKEN_BOOLEAN_PROPERTIES = [
  'eject_at_token_exp',
  'is_owner',
  'enable_screenshare',
  'start_video_off',
  'start_audio_off',
  'enable_prejoin_ui',
  'start_cloud_recording',
] as const;

function dropUndefined<T extends Record<string, unknown>>(obj: T): T {
  return Object.fromEntries(Object.entries(obj).filter(([, v]) => v !== undefined)) as T;
}

function isPositiveInteger(v: unknown): boolean {
  return typeof v === 'number' && Number.isInteger(v) && v > 0;
}

function isNonEmptyString(v: unknown): boolean {
  return typeof v === 'string' && v.trim().length > 0;
}

/** Re-labels a failure with what was being done; VALIDATION errors are already specific. */
function withContext(error: unknown, what: string): never {
  if (isApiError(error) && error.code !== 'VALIDATION') {
    throw relabelled(error, `${what}: ${error.message}`);
  }
  throw error;
}

function unexpectedStatus(status: number, what: string): ApiError {
  return new ApiError({ status, code: 'UNEXPECTED_STATUS', message: `expected HTTP 200 for ${what}, got ${status}` });
}

export class RoomHelper implements RoomsApi, RecordingsApi {
  private readonly http: HttpClient;
  private readonly now: () => number;

  constructor({ roomApiKey, roomApiUrl = DEFAULT_ROOM_API_URL, http, now = Date.now }: RoomHelperOptions) {
    this.http = http ?? createHttpClient({ baseUrl: roomApiUrl, token: roomApiKey, flavor: 'daily' });
    this.now = now;
  }

  /** Last non-empty path segment; a trailing slash, query and fragment are ignored. */
  getNameFromUrl(url: string): string {
    if (typeof url !== 'string' || url.trim().length === 0) {
      throw validationError('url', 'room URL: required (e.g. https://your-domain.daily.co/my-room)');
    }
    let parsed: URL;
    try {
      parsed = new URL(url.trim());
    } catch {
      throw validationError('url', 'room URL: must be a full URL such as https://your-domain.daily.co/my-room');
    }
    const segments = parsed.pathname.split('/').filter((s) => s.length > 0);
    const last = segments[segments.length - 1];
    if (last === undefined) {
      throw validationError(
        'url',
        `room URL ${JSON.stringify(parsed.origin)}: has no room name in its path (e.g. ${parsed.origin}/my-room)`,
      );
    }
    try {
      return decodeURIComponent(last);
    } catch {
      return last;
    }
  }

  async createRoom(params: RoomParams = {}, opts: CallOptions = {}): Promise<RoomObject> {
    const body = this.buildCreateBody(params);
    try {
      const res = await this.http.request<unknown>('POST', '/rooms', { json: body, signal: opts.signal });
      if (res.status !== 200) throw unexpectedStatus(res.status, 'create room');
      return toRoomObject(res.body, 'created room');
    } catch (error) {
      withContext(error, 'Unable to create room');
    }
  }

  async getRoomFromUrl(url: string, opts: CallOptions = {}): Promise<RoomObject> {
    const name = this.getNameFromUrl(url);
    assertValid('url', validateRoomName(name));
    try {
      const res = await this.http.request<unknown>('GET', `/rooms/${encodeURIComponent(name)}`, {
        signal: opts.signal,
      });
      if (res.status !== 200) throw unexpectedStatus(res.status, 'get room');
      return toRoomObject(res.body, `room "${name}"`);
    } catch (error) {
      if (isApiError(error) && error.status === 404) {
        throw new ApiError({ status: 404, code: error.code, message: `Room not found: ${name}` });
      }
      withContext(error, `Unable to get room ${name}`);
    }
  }

  async getToken(url: string, options: GetTokenOptions = {}, opts: CallOptions = {}): Promise<string> {
    if (typeof url !== 'string' || url.trim().length === 0) {
      throw validationError(
        'url',
        'room URL: required — no room specified for the meeting token (e.g. https://your-domain.daily.co/my-room)',
      );
    }
    const { expiryTime = 3600, ejectAtTokenExp = false, owner = true, params } = options;
    if (typeof expiryTime !== 'number' || !Number.isFinite(expiryTime) || expiryTime <= 0) {
      throw validationError(
        'expiryTime',
        `expiryTime: must be a positive number of seconds (got ${String(expiryTime)})`,
      );
    }
    const name = this.getNameFromUrl(url);
    assertValid('url', validateRoomName(name));
    const given: MeetingTokenProperties = { ...(params?.properties ?? {}) };
    if (given.user_id !== undefined) assertValid('user_id', validateUserId(given.user_id));
    validateTokenProperties(given);
    // Rules 1–5: the arguments override the same fields of params.
    const properties = dropUndefined({
      ...given,
      room_name: name,
      exp: Math.floor(this.now() / 1000 + expiryTime),
      eject_at_token_exp: ejectAtTokenExp,
      is_owner: owner,
    } as Record<string, unknown>);
    try {
      const res = await this.http.request<unknown>('POST', '/meeting-tokens', {
        json: { properties },
        signal: opts.signal,
      });
      if (res.status !== 200) throw unexpectedStatus(res.status, 'create meeting token');
      return expectString(expectRecord(res.body, 'meeting token response'), 'token', 'meeting token response');
    } catch (error) {
      withContext(error, 'Failed to create meeting token');
    }
  }

  async deleteRoomByUrl(url: string, opts: CallOptions = {}): Promise<boolean> {
    return this.deleteRoomByName(this.getNameFromUrl(url), opts);
  }

  /** True on 200 and on 404 (already gone). */
  async deleteRoomByName(name: string, opts: CallOptions = {}): Promise<boolean> {
    await this.deleteRoom(name, opts);
    return true;
  }

  /** DELETE /rooms/:name, saying whether the room was there (`deleted`) or had already gone (404). */
  async deleteRoom(name: string, opts: CallOptions = {}): Promise<RoomDeleteOutcome> {
    assertValid('name', validateRoomName(name));
    try {
      const res = await this.http.request<unknown>('DELETE', `/rooms/${encodeURIComponent(name)}`, {
        allowStatuses: [404],
        signal: opts.signal,
      });
      if (res.status === 200) return 'deleted';
      if (res.status === 404) return 'already gone';
      throw unexpectedStatus(res.status, `delete room ${name}`);
    } catch (error) {
      withContext(error, `Failed to delete room ${name}`);
    }
  }

  /** GET /rooms: newest first; `startingAfter` (older page), `endingBefore` (newer page, or `OLDEST`). */
  async listRooms(
    query: { limit?: number; startingAfter?: string; endingBefore?: string } = {},
    opts: CallOptions = {},
  ): Promise<RoomList> {
    if (query.limit !== undefined && (!isPositiveInteger(query.limit) || query.limit > 100)) {
      throw validationError('limit', `limit: must be an integer from 1 to 100 (got ${String(query.limit)})`);
    }
    const { body } = await this.http.request<unknown>('GET', '/rooms', {
      searchParams: { limit: query.limit, starting_after: query.startingAfter, ending_before: query.endingBefore },
      signal: opts.signal,
    });
    const obj = expectRecord(body, 'room list');
    const data = expectArray(obj, 'data', 'room list').map((r, i) => toRoomObject(r, `room list data[${i}]`));
    const total = obj.total_count;
    if (typeof total !== 'number') throw malformed('room list has no number "total_count"');
    return { total_count: total, data };
  }

  async getDomainConfig(opts: CallOptions = {}): Promise<DomainConfig> {
    const { body } = await this.http.request<unknown>('GET', '/', { signal: opts.signal });
    return toDomainConfig(body);
  }

  /**
   * POST / with the body nested under `properties`. The response body is UNCONFIRMED, so the config is re-read
   * with GET / and that is what is returned.
   */
  async setDomainConfig(properties: DomainConfig['config'], opts: CallOptions = {}): Promise<DomainConfig> {
    if (!isRecord(properties)) throw validationError('properties', 'domain properties: must be an object');
    const flag = properties.force_audio_only_recording;
    if (flag !== undefined && flag !== 0 && flag !== 1) {
      throw validationError(
        'force_audio_only_recording',
        `force_audio_only_recording: must be 0 or 1 (got ${JSON.stringify(flag)})`,
      );
    }
    try {
      await this.http.request<unknown>('POST', '/', { json: { properties }, signal: opts.signal });
      return await this.getDomainConfig(opts);
    } catch (error) {
      withContext(error, 'Unable to change the domain settings');
    }
  }

  /** Domain setting `force_audio_only_recording`: 1 makes every `cloud` recording audio-only (.m4a). */
  async setDomainAudioOnly(on: boolean, opts: CallOptions = {}): Promise<DomainConfig> {
    return this.setDomainConfig({ force_audio_only_recording: on ? 1 : 0 }, opts);
  }

  /**
   * POST /rooms/:name — partial: what is not sent is kept; a property set to `null` goes back to its default.
   * Unlike create, no defaults are added.
   */
  async updateRoom(
    nameOrUrl: string,
    update: {
      privacy?: RoomParams['privacy'];
      properties?: { [K in keyof RoomProperties]?: RoomProperties[K] | null };
    },
    opts: CallOptions = {},
  ): Promise<RoomObject> {
    const name = this.roomNameOf(nameOrUrl);
    if (!isRecord(update)) throw validationError('update', 'room update: must be an object');
    if (update.privacy !== undefined && update.privacy !== 'public' && update.privacy !== 'private') {
      throw validationError(
        'privacy',
        `privacy: must be "public" or "private" (got ${JSON.stringify(update.privacy)})`,
      );
    }
    const given = update.properties ?? {};
    if (!isRecord(given)) throw validationError('properties', 'properties: must be an object');
    const set = Object.fromEntries(
      Object.entries(given).filter(([, v]) => v !== null && v !== undefined),
    ) as RoomProperties;
    this.validateRoomProperties(set);
    const { sip_uri: _readOnly, ...properties } = given;
    try {
      const res = await this.http.request<unknown>('POST', `/rooms/${encodeURIComponent(name)}`, {
        json: dropUndefined({ privacy: update.privacy, properties }),
        signal: opts.signal,
      });
      return toRoomObject(res.body, `updated room "${name}"`);
    } catch (error) {
      if (isApiError(error) && error.status === 404)
        throw new ApiError({ status: 404, code: error.code, message: `Room not found: ${name}` });
      withContext(error, `Unable to update room ${name}`);
    }
  }

  /**
   * GET /meeting-tokens/:token: the token's properties (long names) when the service accepts it; a 400 (expired,
   * another domain's, malformed) is thrown. `ignoreNbf` validates a token whose `nbf` is still in the future.
   */
  async validateToken(
    token: string,
    options: { ignoreNbf?: boolean } = {},
    opts: CallOptions = {},
  ): Promise<MeetingTokenProperties> {
    if (typeof token !== 'string' || !/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/.test(token.trim())) {
      throw validationError('token', 'meeting token: must be a JWT (three base64url parts separated by dots)');
    }
    try {
      const { body } = await this.http.request<unknown>('GET', `/meeting-tokens/${token.trim()}`, {
        searchParams: { ignoreNbf: options.ignoreNbf ? 'true' : undefined },
        signal: opts.signal,
      });
      return expectRecord(body, 'token validation') as MeetingTokenProperties;
    } catch (error) {
      if (isApiError(error) && error.status === 400) {
        throw new ApiError({
          status: 400,
          code: error.code,
          message: `The room service does not accept this token: ${error.message}`,
        });
      }
      withContext(error, 'Unable to validate the meeting token');
    }
  }

  listRecordings(query?: ListRecordingsQuery, opts?: CallOptions): Promise<RecordingList> {
    return listRecordings(this.http, query, opts);
  }

  getRecording(id: string, opts?: CallOptions): Promise<Recording> {
    return getRecording(this.http, id, opts);
  }

  getRecordingAccessLink(
    id: string,
    options?: { validForSecs?: number; track?: number },
    opts?: CallOptions,
  ): Promise<RecordingAccessLink> {
    return getRecordingAccessLink(this.http, id, options, opts);
  }

  deleteRecording(id: string, opts?: CallOptions): Promise<{ deleted: boolean; id: string }> {
    return deleteRecording(this.http, id, opts);
  }

  /** Starts a recording of a room (a URL or a name). The service answers `{status:"sent"}` with no recording id. */
  async startRecording(
    room: string,
    options: StartRecordingOptions = {},
    opts?: CallOptions,
  ): Promise<{ status: string }> {
    return recordingAction(this.http, 'start', this.roomNameOf(room), options, opts);
  }

  async updateRecording(
    room: string,
    options: StartRecordingOptions = {},
    opts?: CallOptions,
  ): Promise<{ status: string }> {
    return recordingAction(this.http, 'update', this.roomNameOf(room), options, opts);
  }

  /** raw-tracks recordings must be stopped with `type: 'raw-tracks'`; 400 when nothing is recording. */
  async stopRecording(
    room: string,
    options: StopRecordingOptions = {},
    opts?: CallOptions,
  ): Promise<{ status: string }> {
    return recordingAction(this.http, 'stop', this.roomNameOf(room), options, opts);
  }

  /** A room URL or a bare room name → the name (validated). */
  private roomNameOf(nameOrUrl: string): string {
    const name =
      typeof nameOrUrl === 'string' && /^https?:\/\//i.test(nameOrUrl.trim())
        ? this.getNameFromUrl(nameOrUrl)
        : nameOrUrl;
    assertValid('room', validateRoomName(name));
    return name;
  }

  /** Request body for POST /rooms: privacy 'public' and the property defaults under the caller's values. */
  private buildCreateBody(params: RoomParams): Record<string, unknown> {
    if (!isRecord(params)) throw validationError('params', 'room params: must be an object');
    if (params.name !== undefined) assertValid('name', validateRoomName(params.name));
    if (params.privacy !== undefined && params.privacy !== 'public' && params.privacy !== 'private') {
      throw validationError(
        'privacy',
        `privacy: must be "public" or "private" (got ${JSON.stringify(params.privacy)})`,
      );
    }
    const given = params.properties ?? {};
    if (!isRecord(given)) throw validationError('properties', 'properties: must be an object');
    this.validateRoomProperties(given);
    // sip_uri is read-only (returned by the service), so a config copied from an existing room may carry it.
    const { sip_uri: _readOnly, ...writable } = given;
    const properties: Record<string, unknown> = dropUndefined({ ...ROOM_PROPERTY_DEFAULTS, ...writable });
    if (isRecord(writable.sip)) properties.sip = dropUndefined({ ...ROOM_SIP_DEFAULTS, ...writable.sip });
    for (const bucket of BUCKET_PROPERTIES) {
      if (isRecord(writable[bucket]))
        properties[bucket] = dropUndefined({ allow_api_access: false, ...writable[bucket] });
    }
    return dropUndefined({ name: params.name, privacy: params.privacy ?? 'public', properties });
  }

  private validateRoomProperties(p: RoomProperties): void {
    for (const field of BOOLEAN_PROPERTIES) {
      if (p[field] !== undefined && typeof p[field] !== 'boolean') {
        throw validationError(`properties.${field}`, `properties.${field}: must be true or false`);
      }
    }
    if (p.exp !== undefined) {
      if (typeof p.exp !== 'number' || !Number.isFinite(p.exp)) {
        throw validationError('properties.exp', 'properties.exp: must be a Unix timestamp in seconds');
      }
      const nowSeconds = this.now() / 1000;
      if (p.exp <= nowSeconds) {
        throw validationError(
          'properties.exp',
          `properties.exp: must be in the future (got ${p.exp}, now is ${Math.floor(nowSeconds)}; Unix seconds, not milliseconds)`,
        );
      }
    }
    if (p.max_participants !== undefined && !isPositiveInteger(p.max_participants)) {
      throw validationError(
        'properties.max_participants',
        `properties.max_participants: must be a positive integer (got ${JSON.stringify(p.max_participants)})`,
      );
    }
    if (p.enable_recording !== undefined && !RECORDING_MODES.includes(p.enable_recording)) {
      throw validationError(
        'properties.enable_recording',
        `properties.enable_recording: must be one of ${RECORDING_MODES.join(', ')} (got ${JSON.stringify(p.enable_recording)})`,
      );
    }
    if (p.geo !== undefined && !isNonEmptyString(p.geo)) {
      throw validationError('properties.geo', 'properties.geo: must be a non-empty string');
    }
    if (p.sip !== undefined) {
      const sip = p.sip as Record<string, unknown>;
      if (!isRecord(sip)) throw validationError('properties.sip', 'properties.sip: must be an object');
      if (sip.display_name !== undefined && typeof sip.display_name !== 'string') {
        throw validationError('properties.sip.display_name', 'properties.sip.display_name: must be a string');
      }
      if (sip.video !== undefined && typeof sip.video !== 'boolean') {
        throw validationError('properties.sip.video', 'properties.sip.video: must be true or false');
      }
      if (sip.sip_mode !== undefined && typeof sip.sip_mode !== 'string') {
        throw validationError('properties.sip.sip_mode', 'properties.sip.sip_mode: must be a string');
      }
      if (sip.num_endpoints !== undefined && !isPositiveInteger(sip.num_endpoints)) {
        throw validationError(
          'properties.sip.num_endpoints',
          `properties.sip.num_endpoints: must be a positive integer (got ${JSON.stringify(sip.num_endpoints)})`,
        );
      }
      if (sip.codecs !== undefined) {
        const problem = sipCodecsProblem(sip.codecs, 'properties.sip.codecs');
        if (problem) throw validationError(problem.field, problem.message);
      }
      if (sip.provider !== undefined) {
        const problem = sipProviderProblem(sip.provider, 'properties.sip.provider');
        if (problem) throw validationError('properties.sip.provider', problem);
      }
    }
    for (const name of BUCKET_PROPERTIES) {
      if (p[name] === undefined) continue;
      const bucket = p[name] as unknown as Record<string, unknown>;
      if (!isRecord(bucket)) throw validationError(`properties.${name}`, `properties.${name}: must be an object`);
      for (const field of ['bucket_name', 'bucket_region', 'assume_role_arn'] as const) {
        if (!isNonEmptyString(bucket[field])) {
          throw validationError(
            `properties.${name}.${field}`,
            `properties.${name}.${field}: required (a non-empty string)`,
          );
        }
      }
      if (bucket.allow_api_access !== undefined && typeof bucket.allow_api_access !== 'boolean') {
        throw validationError(
          `properties.${name}.allow_api_access`,
          `properties.${name}.allow_api_access: must be true or false`,
        );
      }
    }
  }
}

export function validateTokenProperties(p: MeetingTokenProperties): void {
  for (const field of TOKEN_BOOLEAN_PROPERTIES) {
    if (p[field] !== undefined && typeof p[field] !== 'boolean') {
      throw validationError(`params.properties.${field}`, `params.properties.${field}: must be true or false`);
    }
  }
  for (const field of ['nbf', 'eject_after_elapsed'] as const) {
    if (
      p[field] !== undefined &&
      (typeof p[field] !== 'number' || !Number.isInteger(p[field]) || (p[field] as number) < 0)
    ) {
      throw validationError(`params.properties.${field}`, `params.properties.${field}: must be a non-negative integer`);
    }
  }
  if (p.enable_recording !== undefined && !RECORDING_MODES.includes(p.enable_recording)) {
    throw validationError(
      'params.properties.enable_recording',
      `params.properties.enable_recording: must be one of ${RECORDING_MODES.join(', ')}`,
    );
  }
  if (p.user_name !== undefined && typeof p.user_name !== 'string') {
    throw validationError('params.properties.user_name', 'params.properties.user_name: must be a string');
  }
  if (p.permissions !== undefined) {
    if (!isRecord(p.permissions))
      throw validationError('params.properties.permissions', 'params.properties.permissions: must be an object');
    // The service's permissions go 5 levels deep at most (canReceive.byUserId.<id>.customVideo); deeper is a mistake.
    if (depthOver(p.permissions, MAX_PERMISSIONS_DEPTH)) {
      throw validationError(
        'params.properties.permissions',
        `params.properties.permissions: nested more than ${MAX_PERMISSIONS_DEPTH} levels deep; nothing was sent`,
      );
    }
  }
}

const MAX_PERMISSIONS_DEPTH = 8;

/** Whether `value` holds objects or arrays nested more than `limit` levels (iterative: any depth is safe to ask). */
function depthOver(value: unknown, limit: number): boolean {
  const stack: Array<[unknown, number]> = [[value, 1]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!;
    if (item === null || typeof item !== 'object') continue;
    if (depth > limit) return true;
    for (const child of Object.values(item)) stack.push([child, depth + 1]);
  }
  return false;
}

function toRoomObject(body: unknown, where: string): RoomObject {
  const obj = expectRecord(body, where);
  const id = expectString(obj, 'id', where);
  const name = expectString(obj, 'name', where);
  if (typeof obj.api_created !== 'boolean') throw malformed(`${where} has no boolean "api_created"`);
  const config = obj.config === undefined || obj.config === null ? {} : obj.config;
  if (!isRecord(config)) throw malformed(`${where} has a "config" that is not an object`);
  return {
    id,
    name,
    api_created: obj.api_created,
    privacy: expectString(obj, 'privacy', where),
    url: expectString(obj, 'url', where),
    created_at: expectString(obj, 'created_at', where),
    config: config as RoomProperties,
  };
}

function toDomainConfig(body: unknown): DomainConfig {
  const obj = expectRecord(body, 'domain config');
  const config = obj.config;
  if (!isRecord(config)) throw malformed('domain config has no object "config"');
  return { ...(typeof obj.domain_name === 'string' ? { domain_name: obj.domain_name } : {}), config } as DomainConfig;
}
