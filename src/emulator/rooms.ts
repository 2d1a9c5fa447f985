// Why this file is long: Daily's room semantics (create defaults, paging, update with null resets, tokens and
// their validation, domain config) share one store and one set of validation rules.
// Daily room API semantics: rooms, meeting tokens and the domain config, backed by the store.
import { nodeCrypto } from './nodeCrypto.js';
import { signHs256, verifyHs256 } from './jwt.js';
import type { EmulatorStore, RoomRow } from './store.js';
import { invalidRequest, isHttpResult, pageQuery } from './paging.js';
import { RECORDING_MODES, ROOM_NAME, isPlainObject, type HttpResult } from './rules.js';

const invalid = invalidRequest;
const roomNotFound = (name: string): HttpResult => ({
  status: 404,
  body: { error: 'not-found', info: `room ${name} not found` },
});

const NAME_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const GENERATED_NAME_LENGTH = 20;
const DEFAULT_MAX_PARTICIPANTS = 200;

const ROOM_BOOLEANS = new Set([
  'enable_chat',
  'enable_prejoin_ui',
  'enable_emoji_reactions',
  'eject_at_room_exp',
  'start_video_off',
  'start_audio_off',
  'enable_dialout',
  'enable_knocking',
  'enable_screenshare',
  'enable_transcription_storage',
  'enable_people_ui',
  'enable_hand_raising',
  'enable_network_ui',
  'owner_only_broadcast',
]);

const SIP_DEFAULTS = { display_name: 'sw-sip-dialin', video: false, sip_mode: 'dial-in', num_endpoints: 1 };

/**
 * Meeting token property → JWT claim: Daily's published abbreviations (self-signing guide); enable_prejoin_ui,
 * enable_live_captions_ui and enable_terse_logging have none and keep their names.
 */
const TOKEN_CLAIMS: Record<string, string> = {
  room_name: 'r',
  exp: 'exp',
  nbf: 'nbf',
  is_owner: 'o',
  eject_at_token_exp: 'ejt',
  eject_after_elapsed: 'eje',
  user_name: 'u',
  user_id: 'ud',
  enable_screenshare: 'ss',
  start_video_off: 'vo',
  start_audio_off: 'ao',
  enable_recording: 'er',
  start_cloud_recording: 'sr',
  permissions: 'p',
  enable_prejoin_ui: 'enable_prejoin_ui',
  lang: 'uil',
  redirect_on_meeting_exit: 'rome',
  close_tab_on_exit: 'ctoe',
  enable_recording_ui: 'erui',
  auto_start_transcription: 'ast',
  knocking: 'k',
  start_cloud_recording_opts: 'sro',
  enable_live_captions_ui: 'enable_live_captions_ui',
  enable_terse_logging: 'enable_terse_logging',
  meeting_join_hook: 'mjh',
};
const TOKEN_BOOLEANS = new Set([
  'is_owner',
  'eject_at_token_exp',
  'enable_screenshare',
  'start_video_off',
  'start_audio_off',
  'start_cloud_recording',
  'enable_prejoin_ui',
  'close_tab_on_exit',
  'enable_recording_ui',
  'auto_start_transcription',
  'enable_terse_logging',
  'enable_live_captions_ui',
  'knocking',
]);
/** Daily Prebuilt's languages (docs.daily.co "Changing the language in Daily Prebuilt"); `user` follows the browser. */
const TOKEN_LANGUAGES: ReadonlySet<string> = new Set([
  'da',
  'de',
  'en',
  'es',
  'fi',
  'fr',
  'it',
  'jp',
  'ka',
  'nl',
  'no',
  'pt',
  'pt-BR',
  'pl',
  'ru',
  'sv',
  'tr',
  'user',
]);

interface RoomsOptions {
  store: EmulatorStore;
  roomKey: string;
  /** Base URL rooms live under (the emulator's own URL). */
  baseUrl: () => string;
  now?: () => number;
}

export class RoomsService {
  private readonly store: EmulatorStore;
  private readonly roomKey: string;
  private readonly baseUrl: () => string;
  private readonly now: () => number;
  readonly domainId: string;
  readonly domainName = 'agentdeck-emulator';

  constructor(options: RoomsOptions) {
    this.store = options.store;
    this.roomKey = options.roomKey;
    this.baseUrl = options.baseUrl;
    this.now = options.now ?? Date.now;
    // Another process sharing the data dir may create it at the same moment: the first one stored wins.
    this.domainId = this.store.getMeta('domain_id') ?? this.store.metaOrInsert('domain_id', nodeCrypto().randomUUID());
  }

  private nowSeconds(): number {
    return this.now() / 1000;
  }

  private toRoom(row: RoomRow): Record<string, unknown> {
    return {
      id: row.id,
      name: row.name,
      api_created: true,
      privacy: row.privacy,
      url: `${this.baseUrl()}/${row.name}`,
      created_at: row.created_at,
      config: JSON.parse(row.config) as unknown,
    };
  }

  private isExpired(row: RoomRow): boolean {
    return row.exp !== null && row.exp <= this.nowSeconds();
  }

  create(body: unknown): HttpResult {
    const input = body ?? {};
    if (!isPlainObject(input)) return invalid('request body must be a JSON object');
    let name: string;
    if (input.name === undefined || input.name === null) {
      name = generateRoomName();
    } else if (typeof input.name !== 'string') {
      return invalid('name must be a string');
    } else {
      name = input.name;
      if (name.length > 128) return invalid(`room name '${name.slice(0, 40)}…' is too long (at most 128 characters)`);
      if (!ROOM_NAME.test(name)) {
        return invalid(`${name} contains invalid characters (room names can contain A-Z, a-z, 0-9, '-', and '_')`);
      }
    }
    const privacy = input.privacy ?? 'public';
    if (privacy !== 'public' && privacy !== 'private') return invalid("privacy must be 'public' or 'private'");
    const checked = this.roomConfig(input.properties ?? {}, name);
    if (checked instanceof RoomError) return checked.result;
    const config = checked;
    return this.store.transaction(() => {
      const existing = this.store.getRoom(name);
      if (existing && this.isExpired(existing)) this.store.deleteRoom(name);
      else if (existing) return invalid(`a room named ${name} already exists`);
      const row = {
        id: nodeCrypto().randomUUID(),
        name,
        privacy,
        created_at: new Date(this.now()).toISOString(),
        exp: typeof config.exp === 'number' ? config.exp : null,
        config: JSON.stringify(config),
      };
      this.store.insertRoom(row);
      return { status: 200, body: this.toRoom({ ...row, seq: 0 }) };
    });
  }

  /** Validates room properties; returns the stored config (only non-default values) or an error result. */
  private roomConfig(properties: unknown, name: string): Record<string, unknown> | RoomError {
    const fail = (info: string) => new RoomError(invalid(info));
    if (!isPlainObject(properties)) return fail('properties must be a JSON object');
    const config: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(properties)) {
      if (value === null || value === undefined || key === 'sip_uri') continue; // sip_uri is the service's to set
      if (ROOM_BOOLEANS.has(key)) {
        if (typeof value !== 'boolean') return fail(`${key} must be a boolean`);
        if (value) config[key] = true;
        continue;
      }
      switch (key) {
        case 'exp':
        case 'nbf': {
          if (typeof value !== 'number' || !Number.isFinite(value))
            return fail(`${key} must be a unix timestamp in seconds`);
          if (key === 'exp' && value <= this.nowSeconds()) return new RoomError(expInPast(value));
          config[key] = value;
          break;
        }
        case 'enable_recording':
          if (typeof value !== 'string' || !RECORDING_MODES.has(value)) {
            return fail(`enable_recording must be one of cloud, cloud-audio-only, local, raw-tracks`);
          }
          config[key] = value;
          break;
        case 'max_participants':
        case 'eject_after_elapsed':
          if (typeof value !== 'number' || !Number.isInteger(value) || value < 1)
            return fail(`${key} must be a positive integer`);
          if (!(key === 'max_participants' && value === DEFAULT_MAX_PARTICIPANTS)) config[key] = value;
          break;
        case 'geo':
          if (typeof value !== 'string' || value === '') return fail('geo must be a non-empty string');
          config[key] = value;
          break;
        case 'recordings_bucket':
        case 'transcription_bucket': {
          const bucket = storageBucket(key, value);
          if (typeof bucket === 'string') return fail(bucket);
          config[key] = bucket;
          break;
        }
        case 'sip': {
          const sip = sipParams(value);
          if (typeof sip === 'string') return fail(sip);
          config.sip = sip;
          config.sip_uri = { endpoint: `${name}@sip.local.daily` };
          break;
        }
        default:
          config[key] = value;
      }
    }
    return config;
  }

  get(name: string): HttpResult {
    const row = this.store.getRoom(name);
    if (!row || this.isExpired(row)) return roomNotFound(name);
    return { status: 200, body: this.toRoom(row) };
  }

  delete(name: string): HttpResult {
    return this.store.transaction(() => {
      const row = this.store.getRoom(name);
      if (!row) return roomNotFound(name);
      this.store.deleteRoom(name);
      if (this.isExpired(row))
        return { status: 404, body: { error: 'not-found', info: `room ${name} not found`, deleted: true } };
      return { status: 200, body: { deleted: true, name } };
    });
  }

  list(query: Record<string, unknown>): HttpResult {
    const page = pageQuery(query, 'room', (id) => this.store.getRoomById(id)?.seq);
    if (isHttpResult(page)) return page;
    const { limit, cursor } = page;
    const now = this.nowSeconds();
    const data = this.store.listRooms(now, limit, cursor).map((row) => this.toRoom(row));
    return { status: 200, body: { total_count: this.store.countLiveRooms(now), data } };
  }

  token(body: unknown): HttpResult {
    const input = body ?? {};
    if (!isPlainObject(input)) return invalid('request body must be a JSON object');
    const properties = input.properties ?? {};
    if (!isPlainObject(properties)) return invalid('properties must be a JSON object');
    const payload: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(properties)) {
      if (value === null || value === undefined) continue;
      const claim = TOKEN_CLAIMS[key];
      if (!claim) return invalid(`${key} is not a meeting token property the emulator supports`);
      const problem = tokenPropertyProblem(key, value, this.nowSeconds());
      if (problem) return problem;
      payload[claim] = value;
    }
    payload.d = this.domainId;
    payload.iat = Math.floor(this.nowSeconds());
    return { status: 200, body: { token: signHs256(payload, this.roomKey) } };
  }

  /** POST /rooms/:name: partial update; `null` resets a property to its default; `config` keeps only non-defaults. */
  update(name: string, body: unknown): HttpResult {
    const input = body ?? {};
    if (!isPlainObject(input)) return invalid('request body must be a JSON object');
    const privacy = input.privacy;
    if (privacy !== undefined && privacy !== 'public' && privacy !== 'private')
      return invalid("privacy must be 'public' or 'private'");
    const properties = input.properties ?? {};
    if (!isPlainObject(properties)) return invalid('properties must be a JSON object');
    return this.store.transaction(() => {
      const row = this.store.getRoom(name);
      if (!row || this.isExpired(row)) return roomNotFound(name);
      const current = JSON.parse(row.config) as Record<string, unknown>;
      const merged: Record<string, unknown> = { ...current };
      for (const [key, value] of Object.entries(properties)) {
        if (value === null) {
          delete merged[key];
          if (key === 'sip') delete merged.sip_uri;
        } else if (value !== undefined) merged[key] = value;
      }
      const checked = this.roomConfig(merged, name);
      if (checked instanceof RoomError) return checked.result;
      const next = {
        ...row,
        privacy: privacy ?? row.privacy,
        exp: typeof checked.exp === 'number' ? checked.exp : null,
        config: JSON.stringify(checked),
      };
      this.store.updateRoom(next);
      return { status: 200, body: this.toRoom(next) };
    });
  }

  /** GET /meeting-tokens/:token: the token's properties under their long names, or 400 when it is not valid here. */
  validateToken(token: string, query: Record<string, unknown>): HttpResult {
    const payload = verifyHs256(token, this.roomKey);
    if (!payload) return invalid('token is not a valid meeting token for this domain');
    if (payload.d !== this.domainId) return invalid('token was issued for another domain');
    const now = this.nowSeconds();
    if (typeof payload.exp === 'number' && payload.exp <= now) return invalid(`token expired at ${payload.exp}`);
    const ignoreNbf = query.ignoreNbf === 'true' || query.ignoreNbf === '1';
    if (!ignoreNbf && typeof payload.nbf === 'number' && payload.nbf > now) {
      return invalid(`token is not valid before ${payload.nbf} (pass ignoreNbf=true to validate it anyway)`);
    }
    const longNames = Object.fromEntries(Object.entries(TOKEN_CLAIMS).map(([long, claim]) => [claim, long]));
    const properties: Record<string, unknown> = {};
    for (const [claim, value] of Object.entries(payload)) {
      if (claim === 'd' || claim === 'iat') continue;
      properties[longNames[claim] ?? claim] = value;
    }
    return { status: 200, body: properties };
  }

  private domainBody(): Record<string, unknown> {
    return {
      domain_name: this.domainName,
      domain_id: this.domainId,
      config: { force_audio_only_recording: Number(this.store.getMeta('force_audio_only_recording') ?? '0') },
    };
  }

  domain(): HttpResult {
    return { status: 200, body: this.domainBody() };
  }

  updateDomain(body: unknown): HttpResult {
    if (!isPlainObject(body) || !isPlainObject(body.properties)) {
      return invalid('request body must be {"properties": {...}}');
    }
    for (const [key, value] of Object.entries(body.properties)) {
      if (key !== 'force_audio_only_recording') return invalid(`${key} is not a domain property the emulator supports`);
      if (value !== 0 && value !== 1) return invalid('force_audio_only_recording must be 0 or 1');
      this.store.setMeta(key, String(value));
    }
    return this.domain();
  }
}

class RoomError {
  constructor(readonly result: HttpResult) {}
}

function expInPast(value: unknown): HttpResult {
  return invalid(`exp was '${String(value)}', which is in the past rather than in the future`);
}

function generateRoomName(): string {
  const bytes = nodeCrypto().randomBytes(GENERATED_NAME_LENGTH * 2);
  let name = '';
  // Rejection sampling keeps the alphabet uniform (256 is not a multiple of 62).
  for (let i = 0; i < bytes.length && name.length < GENERATED_NAME_LENGTH; i++) {
    if (bytes[i] < 248) name += NAME_ALPHABET[bytes[i] % 62];
  }
  return name.length === GENERATED_NAME_LENGTH ? name : generateRoomName();
}

/** recordings_bucket and transcription_bucket: the same four fields, allow_api_access false unless given. */
function storageBucket(key: string, value: unknown): Record<string, unknown> | string {
  if (!isPlainObject(value)) return `${key} must be an object`;
  for (const field of ['bucket_name', 'bucket_region', 'assume_role_arn']) {
    if (typeof value[field] !== 'string' || value[field] === '') return `${key}.${field} is required`;
  }
  if (value.allow_api_access !== undefined && typeof value.allow_api_access !== 'boolean') {
    return `${key}.allow_api_access must be a boolean`;
  }
  return { allow_api_access: false, ...value };
}

function sipParams(value: unknown): Record<string, unknown> | string {
  if (!isPlainObject(value)) return 'sip must be an object';
  const sip: Record<string, unknown> = { ...SIP_DEFAULTS, ...value };
  if (typeof sip.display_name !== 'string' || sip.display_name === '')
    return 'sip.display_name must be a non-empty string';
  if (typeof sip.video !== 'boolean') return 'sip.video must be a boolean';
  if (sip.sip_mode !== 'dial-in') return "sip.sip_mode must be 'dial-in'";
  if (
    typeof sip.num_endpoints !== 'number' ||
    !Number.isInteger(sip.num_endpoints) ||
    sip.num_endpoints < 1 ||
    sip.num_endpoints > 5
  ) {
    return 'sip.num_endpoints must be an integer from 1 to 5';
  }
  // codecs and provider have no default of their own (absent: Daily's); a null one is left out like an absent one.
  if (sip.codecs === null || sip.codecs === undefined) delete sip.codecs;
  else {
    const problem = sipCodecsShape(sip.codecs);
    if (problem) return problem;
  }
  if (sip.provider === null || sip.provider === undefined) delete sip.provider;
  else if (typeof sip.provider !== 'string' || sip.provider === '') return 'sip.provider must be a non-empty string';
  return sip;
}

/**
 * The shape only: an object of media type → non-empty list of non-empty codec names. Which names Daily accepts is
 * not published beyond its guide's lists, so the emulator takes any (the client checks audio and video names).
 */
function sipCodecsShape(codecs: unknown): string | undefined {
  if (!isPlainObject(codecs)) return 'sip.codecs must be an object of codec lists, e.g. {"audio":["OPUS"]}';
  if (Object.keys(codecs).length === 0) return 'sip.codecs must name at least one media type';
  for (const [media, list] of Object.entries(codecs)) {
    if (!Array.isArray(list) || list.length === 0) return `sip.codecs.${media} must be a non-empty list of codec names`;
    if (list.some((name) => typeof name !== 'string' || name === ''))
      return `sip.codecs.${media} must hold only non-empty strings`;
  }
  return undefined;
}

function tokenPropertyProblem(key: string, value: unknown, nowSeconds: number): HttpResult | undefined {
  if (TOKEN_BOOLEANS.has(key)) return typeof value === 'boolean' ? undefined : invalid(`${key} must be a boolean`);
  switch (key) {
    case 'room_name':
      return typeof value === 'string' && ROOM_NAME.test(value)
        ? undefined
        : invalid('room_name must be a valid room name');
    case 'exp':
    case 'nbf':
      if (typeof value !== 'number' || !Number.isFinite(value))
        return invalid(`${key} must be a unix timestamp in seconds`);
      return key === 'exp' && value <= nowSeconds ? expInPast(value) : undefined;
    case 'eject_after_elapsed':
      return typeof value === 'number' && Number.isInteger(value) && value > 0
        ? undefined
        : invalid('eject_after_elapsed must be a positive integer');
    case 'user_name':
      return typeof value === 'string' ? undefined : invalid('user_name must be a string');
    case 'user_id':
      if (typeof value !== 'string') return invalid('user_id must be a string');
      return value.length > 36 ? invalid('user_id must be at most 36 characters') : undefined;
    case 'enable_recording':
      return typeof value === 'string' && RECORDING_MODES.has(value)
        ? undefined
        : invalid('enable_recording must be one of cloud, cloud-audio-only, local, raw-tracks');
    case 'permissions':
      return isPlainObject(value) ? undefined : invalid('permissions must be an object');
    case 'start_cloud_recording_opts':
      return isPlainObject(value) ? undefined : invalid('start_cloud_recording_opts must be an object');
    case 'redirect_on_meeting_exit':
      return typeof value === 'string' ? undefined : invalid('redirect_on_meeting_exit must be a string (a URL)');
    case 'meeting_join_hook':
      return typeof value === 'string' && /^https?:\/\/\S+$/.test(value)
        ? undefined
        : invalid('meeting_join_hook must be an http(s) URL');
    case 'lang':
      return typeof value === 'string' && TOKEN_LANGUAGES.has(value)
        ? undefined
        : invalid(`lang must be one of ${[...TOKEN_LANGUAGES].join(', ')}`);
    default:
      return undefined;
  }
}
