import { createRequire as __agentdeckCreateRequire } from 'node:module'; const require = __agentdeckCreateRequire(import.meta.url);
import {
  deleteRecording,
  getRecording,
  getRecordingAccessLink,
  listRecordings,
  recordingAction
} from "./chunk-E4JTKTKS.js";
import {
  RECORDING_MODES,
  ROOM_PROPERTY_DEFAULTS,
  ROOM_SIP_DEFAULTS
} from "./chunk-UY6GZFHY.js";
import {
  createHttpClient
} from "./chunk-QY4MV3PG.js";
import {
  assertValid,
  validateRoomName,
  validateUserId
} from "./chunk-PQFZSIR2.js";
import "./chunk-EPPTKU2A.js";
import "./chunk-4K7H4426.js";
import "./chunk-BO633EMQ.js";
import {
  expectArray,
  expectRecord,
  expectString,
  isRecord,
  malformed
} from "./chunk-PXGO4QXW.js";
import {
  ApiError,
  isApiError,
  relabelled,
  validationError
} from "./chunk-WLHYYBCR.js";
import "./chunk-SJQH257H.js";

// src/api/rooms.ts
var DEFAULT_ROOM_API_URL = "https://api.daily.co/v1";
var BOOLEAN_PROPERTIES = [
  "enable_chat",
  "enable_prejoin_ui",
  "enable_emoji_reactions",
  "eject_at_room_exp",
  "enable_dialout",
  "start_video_off"
];
var TOKEN_BOOLEAN_PROPERTIES = [
  "eject_at_token_exp",
  "is_owner",
  "enable_screenshare",
  "start_video_off",
  "start_audio_off",
  "enable_prejoin_ui",
  "start_cloud_recording"
];
function dropUndefined(obj) {
  return Object.fromEntries(Object.entries(obj).filter(([, v]) => v !== void 0));
}
function isPositiveInteger(v) {
  return typeof v === "number" && Number.isInteger(v) && v > 0;
}
function isNonEmptyString(v) {
  return typeof v === "string" && v.trim().length > 0;
}
function withContext(error, what) {
  if (isApiError(error) && error.code !== "VALIDATION") {
    throw relabelled(error, `${what}: ${error.message}`);
  }
  throw error;
}
function unexpectedStatus(status, what) {
  return new ApiError({ status, code: "UNEXPECTED_STATUS", message: `expected HTTP 200 for ${what}, got ${status}` });
}
var RoomHelper = class {
  http;
  now;
  constructor({ roomApiKey, roomApiUrl = DEFAULT_ROOM_API_URL, http, now = Date.now }) {
    this.http = http ?? createHttpClient({ baseUrl: roomApiUrl, token: roomApiKey, flavor: "daily" });
    this.now = now;
  }
  /** Last non-empty path segment; a trailing slash, query and fragment are ignored. */
  getNameFromUrl(url) {
    if (typeof url !== "string" || url.trim().length === 0) {
      throw validationError("url", "room URL: required (e.g. https://your-domain.daily.co/my-room)");
    }
    let parsed;
    try {
      parsed = new URL(url.trim());
    } catch {
      throw validationError("url", "room URL: must be a full URL such as https://your-domain.daily.co/my-room");
    }
    const segments = parsed.pathname.split("/").filter((s) => s.length > 0);
    const last = segments[segments.length - 1];
    if (last === void 0) {
      throw validationError("url", `room URL ${JSON.stringify(parsed.origin)}: has no room name in its path (e.g. ${parsed.origin}/my-room)`);
    }
    try {
      return decodeURIComponent(last);
    } catch {
      return last;
    }
  }
  async createRoom(params = {}, opts = {}) {
    const body = this.buildCreateBody(params);
    try {
      const res = await this.http.request("POST", "/rooms", { json: body, signal: opts.signal });
      if (res.status !== 200) throw unexpectedStatus(res.status, "create room");
      return toRoomObject(res.body, "created room");
    } catch (error) {
      withContext(error, "Unable to create room");
    }
  }
  async getRoomFromUrl(url, opts = {}) {
    const name = this.getNameFromUrl(url);
    assertValid("url", validateRoomName(name));
    try {
      const res = await this.http.request("GET", `/rooms/${encodeURIComponent(name)}`, { signal: opts.signal });
      if (res.status !== 200) throw unexpectedStatus(res.status, "get room");
      return toRoomObject(res.body, `room "${name}"`);
    } catch (error) {
      if (isApiError(error) && error.status === 404) {
        throw new ApiError({ status: 404, code: error.code, message: `Room not found: ${name}` });
      }
      withContext(error, `Unable to get room ${name}`);
    }
  }
  async getToken(url, options = {}, opts = {}) {
    if (typeof url !== "string" || url.trim().length === 0) {
      throw validationError("url", "room URL: required \u2014 no room specified for the meeting token (e.g. https://your-domain.daily.co/my-room)");
    }
    const { expiryTime = 3600, ejectAtTokenExp = false, owner = true, params } = options;
    if (typeof expiryTime !== "number" || !Number.isFinite(expiryTime) || expiryTime <= 0) {
      throw validationError("expiryTime", `expiryTime: must be a positive number of seconds (got ${String(expiryTime)})`);
    }
    const name = this.getNameFromUrl(url);
    assertValid("url", validateRoomName(name));
    const given = { ...params?.properties ?? {} };
    if (given.user_id !== void 0) assertValid("user_id", validateUserId(given.user_id));
    validateTokenProperties(given);
    const properties = dropUndefined({
      ...given,
      room_name: name,
      exp: Math.floor(this.now() / 1e3 + expiryTime),
      eject_at_token_exp: ejectAtTokenExp,
      is_owner: owner
    });
    try {
      const res = await this.http.request("POST", "/meeting-tokens", { json: { properties }, signal: opts.signal });
      if (res.status !== 200) throw unexpectedStatus(res.status, "create meeting token");
      return expectString(expectRecord(res.body, "meeting token response"), "token", "meeting token response");
    } catch (error) {
      withContext(error, "Failed to create meeting token");
    }
  }
  async deleteRoomByUrl(url, opts = {}) {
    return this.deleteRoomByName(this.getNameFromUrl(url), opts);
  }
  /** True on 200 and on 404 (already gone). */
  async deleteRoomByName(name, opts = {}) {
    await this.deleteRoom(name, opts);
    return true;
  }
  /** DELETE /rooms/:name, saying whether the room was there (`deleted`) or had already gone (404). */
  async deleteRoom(name, opts = {}) {
    assertValid("name", validateRoomName(name));
    try {
      const res = await this.http.request("DELETE", `/rooms/${encodeURIComponent(name)}`, {
        allowStatuses: [404],
        signal: opts.signal
      });
      if (res.status === 200) return "deleted";
      if (res.status === 404) return "already gone";
      throw unexpectedStatus(res.status, `delete room ${name}`);
    } catch (error) {
      withContext(error, `Failed to delete room ${name}`);
    }
  }
  /** GET /rooms: newest first; `startingAfter` (older page), `endingBefore` (newer page, or `OLDEST`). */
  async listRooms(query = {}, opts = {}) {
    if (query.limit !== void 0 && (!isPositiveInteger(query.limit) || query.limit > 100)) {
      throw validationError("limit", `limit: must be an integer from 1 to 100 (got ${String(query.limit)})`);
    }
    const { body } = await this.http.request("GET", "/rooms", {
      searchParams: { limit: query.limit, starting_after: query.startingAfter, ending_before: query.endingBefore },
      signal: opts.signal
    });
    const obj = expectRecord(body, "room list");
    const data = expectArray(obj, "data", "room list").map((r, i) => toRoomObject(r, `room list data[${i}]`));
    const total = obj.total_count;
    if (typeof total !== "number") throw malformed('room list has no number "total_count"');
    return { total_count: total, data };
  }
  async getDomainConfig(opts = {}) {
    const { body } = await this.http.request("GET", "/", { signal: opts.signal });
    return toDomainConfig(body);
  }
  /**
   * POST / with the body nested under `properties`. The response body is UNCONFIRMED, so the config is re-read
   * with GET / and that is what is returned.
   */
  async setDomainConfig(properties, opts = {}) {
    if (!isRecord(properties)) throw validationError("properties", "domain properties: must be an object");
    const flag = properties.force_audio_only_recording;
    if (flag !== void 0 && flag !== 0 && flag !== 1) {
      throw validationError("force_audio_only_recording", `force_audio_only_recording: must be 0 or 1 (got ${JSON.stringify(flag)})`);
    }
    try {
      await this.http.request("POST", "/", { json: { properties }, signal: opts.signal });
      return await this.getDomainConfig(opts);
    } catch (error) {
      withContext(error, "Unable to change the domain settings");
    }
  }
  /** Domain setting `force_audio_only_recording`: 1 makes every `cloud` recording audio-only (.m4a). */
  async setDomainAudioOnly(on, opts = {}) {
    return this.setDomainConfig({ force_audio_only_recording: on ? 1 : 0 }, opts);
  }
  /**
   * POST /rooms/:name — partial: what is not sent is kept; a property set to `null` goes back to its default.
   * Unlike create, no defaults are added.
   */
  async updateRoom(nameOrUrl, update, opts = {}) {
    const name = this.roomNameOf(nameOrUrl);
    if (!isRecord(update)) throw validationError("update", "room update: must be an object");
    if (update.privacy !== void 0 && update.privacy !== "public" && update.privacy !== "private") {
      throw validationError("privacy", `privacy: must be "public" or "private" (got ${JSON.stringify(update.privacy)})`);
    }
    const given = update.properties ?? {};
    if (!isRecord(given)) throw validationError("properties", "properties: must be an object");
    const set = Object.fromEntries(Object.entries(given).filter(([, v]) => v !== null && v !== void 0));
    this.validateRoomProperties(set);
    const { sip_uri: _readOnly, ...properties } = given;
    try {
      const res = await this.http.request("POST", `/rooms/${encodeURIComponent(name)}`, {
        json: dropUndefined({ privacy: update.privacy, properties }),
        signal: opts.signal
      });
      return toRoomObject(res.body, `updated room "${name}"`);
    } catch (error) {
      if (isApiError(error) && error.status === 404) throw new ApiError({ status: 404, code: error.code, message: `Room not found: ${name}` });
      withContext(error, `Unable to update room ${name}`);
    }
  }
  /**
   * GET /meeting-tokens/:token: the token's properties (long names) when the service accepts it; a 400 (expired,
   * another domain's, malformed) is thrown. `ignoreNbf` validates a token whose `nbf` is still in the future.
   */
  async validateToken(token, options = {}, opts = {}) {
    if (typeof token !== "string" || !/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/.test(token.trim())) {
      throw validationError("token", "meeting token: must be a JWT (three base64url parts separated by dots)");
    }
    try {
      const { body } = await this.http.request("GET", `/meeting-tokens/${token.trim()}`, {
        searchParams: { ignoreNbf: options.ignoreNbf ? "true" : void 0 },
        signal: opts.signal
      });
      return expectRecord(body, "token validation");
    } catch (error) {
      if (isApiError(error) && error.status === 400) {
        throw new ApiError({ status: 400, code: error.code, message: `The room service does not accept this token: ${error.message}` });
      }
      withContext(error, "Unable to validate the meeting token");
    }
  }
  listRecordings(query, opts) {
    return listRecordings(this.http, query, opts);
  }
  getRecording(id, opts) {
    return getRecording(this.http, id, opts);
  }
  getRecordingAccessLink(id, options, opts) {
    return getRecordingAccessLink(this.http, id, options, opts);
  }
  deleteRecording(id, opts) {
    return deleteRecording(this.http, id, opts);
  }
  /** Starts a recording of a room (a URL or a name). The service answers `{status:"sent"}` with no recording id. */
  async startRecording(room, options = {}, opts) {
    return recordingAction(this.http, "start", this.roomNameOf(room), options, opts);
  }
  async updateRecording(room, options = {}, opts) {
    return recordingAction(this.http, "update", this.roomNameOf(room), options, opts);
  }
  /** raw-tracks recordings must be stopped with `type: 'raw-tracks'`; 400 when nothing is recording. */
  async stopRecording(room, options = {}, opts) {
    return recordingAction(this.http, "stop", this.roomNameOf(room), options, opts);
  }
  /** A room URL or a bare room name → the name (validated). */
  roomNameOf(nameOrUrl) {
    const name = typeof nameOrUrl === "string" && /^https?:\/\//i.test(nameOrUrl.trim()) ? this.getNameFromUrl(nameOrUrl) : nameOrUrl;
    assertValid("room", validateRoomName(name));
    return name;
  }
  /** Request body for POST /rooms: privacy 'public' and the property defaults under the caller's values. */
  buildCreateBody(params) {
    if (!isRecord(params)) throw validationError("params", "room params: must be an object");
    if (params.name !== void 0) assertValid("name", validateRoomName(params.name));
    if (params.privacy !== void 0 && params.privacy !== "public" && params.privacy !== "private") {
      throw validationError("privacy", `privacy: must be "public" or "private" (got ${JSON.stringify(params.privacy)})`);
    }
    const given = params.properties ?? {};
    if (!isRecord(given)) throw validationError("properties", "properties: must be an object");
    this.validateRoomProperties(given);
    const { sip_uri: _readOnly, ...writable } = given;
    const properties = dropUndefined({ ...ROOM_PROPERTY_DEFAULTS, ...writable });
    if (isRecord(writable.sip)) properties.sip = dropUndefined({ ...ROOM_SIP_DEFAULTS, ...writable.sip });
    if (isRecord(writable.recordings_bucket)) {
      properties.recordings_bucket = dropUndefined({ allow_api_access: false, ...writable.recordings_bucket });
    }
    return dropUndefined({ name: params.name, privacy: params.privacy ?? "public", properties });
  }
  validateRoomProperties(p) {
    for (const field of BOOLEAN_PROPERTIES) {
      if (p[field] !== void 0 && typeof p[field] !== "boolean") {
        throw validationError(`properties.${field}`, `properties.${field}: must be true or false`);
      }
    }
    if (p.exp !== void 0) {
      if (typeof p.exp !== "number" || !Number.isFinite(p.exp)) {
        throw validationError("properties.exp", "properties.exp: must be a Unix timestamp in seconds");
      }
      const nowSeconds = this.now() / 1e3;
      if (p.exp <= nowSeconds) {
        throw validationError("properties.exp", `properties.exp: must be in the future (got ${p.exp}, now is ${Math.floor(nowSeconds)}; Unix seconds, not milliseconds)`);
      }
    }
    if (p.max_participants !== void 0 && !isPositiveInteger(p.max_participants)) {
      throw validationError("properties.max_participants", `properties.max_participants: must be a positive integer (got ${JSON.stringify(p.max_participants)})`);
    }
    if (p.enable_recording !== void 0 && !RECORDING_MODES.includes(p.enable_recording)) {
      throw validationError("properties.enable_recording", `properties.enable_recording: must be one of ${RECORDING_MODES.join(", ")} (got ${JSON.stringify(p.enable_recording)})`);
    }
    if (p.geo !== void 0 && !isNonEmptyString(p.geo)) {
      throw validationError("properties.geo", "properties.geo: must be a non-empty string");
    }
    if (p.sip !== void 0) {
      const sip = p.sip;
      if (!isRecord(sip)) throw validationError("properties.sip", "properties.sip: must be an object");
      if (sip.display_name !== void 0 && typeof sip.display_name !== "string") {
        throw validationError("properties.sip.display_name", "properties.sip.display_name: must be a string");
      }
      if (sip.video !== void 0 && typeof sip.video !== "boolean") {
        throw validationError("properties.sip.video", "properties.sip.video: must be true or false");
      }
      if (sip.sip_mode !== void 0 && typeof sip.sip_mode !== "string") {
        throw validationError("properties.sip.sip_mode", "properties.sip.sip_mode: must be a string");
      }
      if (sip.num_endpoints !== void 0 && !isPositiveInteger(sip.num_endpoints)) {
        throw validationError("properties.sip.num_endpoints", `properties.sip.num_endpoints: must be a positive integer (got ${JSON.stringify(sip.num_endpoints)})`);
      }
    }
    if (p.recordings_bucket !== void 0) {
      const bucket = p.recordings_bucket;
      if (!isRecord(bucket)) throw validationError("properties.recordings_bucket", "properties.recordings_bucket: must be an object");
      for (const field of ["bucket_name", "bucket_region", "assume_role_arn"]) {
        if (!isNonEmptyString(bucket[field])) {
          throw validationError(`properties.recordings_bucket.${field}`, `properties.recordings_bucket.${field}: required (a non-empty string)`);
        }
      }
      if (bucket.allow_api_access !== void 0 && typeof bucket.allow_api_access !== "boolean") {
        throw validationError("properties.recordings_bucket.allow_api_access", "properties.recordings_bucket.allow_api_access: must be true or false");
      }
    }
  }
};
function validateTokenProperties(p) {
  for (const field of TOKEN_BOOLEAN_PROPERTIES) {
    if (p[field] !== void 0 && typeof p[field] !== "boolean") {
      throw validationError(`params.properties.${field}`, `params.properties.${field}: must be true or false`);
    }
  }
  for (const field of ["nbf", "eject_after_elapsed"]) {
    if (p[field] !== void 0 && (typeof p[field] !== "number" || !Number.isInteger(p[field]) || p[field] < 0)) {
      throw validationError(`params.properties.${field}`, `params.properties.${field}: must be a non-negative integer`);
    }
  }
  if (p.enable_recording !== void 0 && !RECORDING_MODES.includes(p.enable_recording)) {
    throw validationError("params.properties.enable_recording", `params.properties.enable_recording: must be one of ${RECORDING_MODES.join(", ")}`);
  }
  if (p.user_name !== void 0 && typeof p.user_name !== "string") {
    throw validationError("params.properties.user_name", "params.properties.user_name: must be a string");
  }
}
function toRoomObject(body, where) {
  const obj = expectRecord(body, where);
  const id = expectString(obj, "id", where);
  const name = expectString(obj, "name", where);
  if (typeof obj.api_created !== "boolean") throw malformed(`${where} has no boolean "api_created"`);
  const config = obj.config === void 0 || obj.config === null ? {} : obj.config;
  if (!isRecord(config)) throw malformed(`${where} has a "config" that is not an object`);
  return {
    id,
    name,
    api_created: obj.api_created,
    privacy: expectString(obj, "privacy", where),
    url: expectString(obj, "url", where),
    created_at: expectString(obj, "created_at", where),
    config
  };
}
function toDomainConfig(body) {
  const obj = expectRecord(body, "domain config");
  const config = obj.config;
  if (!isRecord(config)) throw malformed('domain config has no object "config"');
  return { ...typeof obj.domain_name === "string" ? { domain_name: obj.domain_name } : {}, config };
}
export {
  DEFAULT_ROOM_API_URL,
  RoomHelper
};
