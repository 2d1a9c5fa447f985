import { createRequire as __agentdeckCreateRequire } from 'node:module'; const require = __agentdeckCreateRequire(import.meta.url);
import {
  assertValid,
  validateRoomName
} from "./chunk-PQFZSIR2.js";
import {
  sanitizeTerminalText
} from "./chunk-BO633EMQ.js";
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
  validationError
} from "./chunk-WLHYYBCR.js";

// src/api/recordings.ts
var RECORDING_TYPES = ["cloud", "cloud-audio-only", "raw-tracks"];
function recordingTypeOf(config) {
  const mode = config?.enable_recording;
  return mode !== void 0 && RECORDING_TYPES.includes(mode) ? mode : null;
}
function relabel(error, what) {
  if (isApiError(error) && error.code !== "VALIDATION") {
    throw new ApiError({ status: error.status, code: error.code, message: `${what}: ${error.message}`, field: error.field });
  }
  throw error;
}
function assertRecordingId(id) {
  if (typeof id !== "string" || !/^[A-Za-z0-9_-]{1,128}$/.test(id)) {
    throw validationError("id", `recording id ${JSON.stringify(String(id)).slice(0, 90)}: must be the id from \`recordings list\` (letters, digits, - and _)`);
  }
}
function assertLimit(limit) {
  if (limit !== void 0 && (typeof limit !== "number" || !Number.isInteger(limit) || limit < 1 || limit > 100)) {
    throw validationError("limit", `limit: must be an integer from 1 to 100 (got ${String(limit)})`);
  }
}
async function listRecordings(http, query = {}, opts = {}) {
  assertLimit(query.limit);
  if (query.roomName !== void 0) assertValid("room", validateRoomName(query.roomName));
  if (query.startingAfter !== void 0) assertRecordingId(query.startingAfter);
  if (query.endingBefore !== void 0 && query.endingBefore !== "OLDEST") assertRecordingId(query.endingBefore);
  try {
    const { body } = await http.request("GET", "/recordings", {
      searchParams: {
        room_name: query.roomName,
        limit: query.limit,
        starting_after: query.startingAfter,
        ending_before: query.endingBefore
      },
      signal: opts.signal
    });
    const obj = expectRecord(body, "recording list");
    const data = expectArray(obj, "data", "recording list").map((r, i) => toRecording(r, `recording list data[${i}]`));
    if (typeof obj.total_count !== "number") throw malformed('recording list has no number "total_count"');
    return { total_count: obj.total_count, data };
  } catch (error) {
    relabel(error, "Unable to list recordings");
  }
}
async function getRecording(http, id, opts = {}) {
  assertRecordingId(id);
  try {
    const { body } = await http.request("GET", `/recordings/${encodeURIComponent(id)}`, { signal: opts.signal });
    return toRecording(body, `recording ${id}`);
  } catch (error) {
    if (isApiError(error) && error.status === 404) throw new ApiError({ status: 404, code: error.code, message: `Recording not found: ${id}` });
    relabel(error, `Unable to get recording ${id}`);
  }
}
async function getRecordingAccessLink(http, id, options = {}, opts = {}) {
  assertRecordingId(id);
  const { validForSecs, track } = options;
  if (validForSecs !== void 0 && (!Number.isInteger(validForSecs) || validForSecs < 1)) {
    throw validationError("validForSecs", `valid for: must be a whole number of seconds, at least 1 (got ${String(validForSecs)})`);
  }
  if (track !== void 0 && (!Number.isInteger(track) || track < 0)) {
    throw validationError("track", `track: must be a track index from 0 (got ${String(track)})`);
  }
  let body;
  try {
    ({ body } = await http.request("GET", `/recordings/${encodeURIComponent(id)}/access-link`, {
      searchParams: { valid_for_secs: validForSecs, track },
      signal: opts.signal
    }));
  } catch (error) {
    if (isApiError(error) && error.status === 404) throw new ApiError({ status: 404, code: error.code, message: `Recording not found: ${id}` });
    relabel(error, `Unable to get an access link for recording ${id}`);
  }
  const obj = expectRecord(body, "access link");
  const link = expectString(obj, "download_link", "access link");
  if (!isHttpUrl(link)) {
    const said = sanitizeTerminalText(link, { singleLine: true }).slice(0, 300);
    throw new ApiError({
      status: 200,
      code: "ACCESS_LINK_ERROR",
      message: `Unable to get an access link for recording ${id}: the room service answered with an error instead of a link: ${said || "(empty)"}`
    });
  }
  if (typeof obj.expires !== "number") throw malformed('access link has no number "expires"');
  return { download_link: link, expires: obj.expires };
}
async function deleteRecording(http, id, opts = {}) {
  assertRecordingId(id);
  try {
    const { body } = await http.request("DELETE", `/recordings/${encodeURIComponent(id)}`, { signal: opts.signal });
    const obj = isRecord(body) ? body : {};
    return { deleted: obj.deleted !== false, id: typeof obj.id === "string" ? obj.id : id };
  } catch (error) {
    if (isApiError(error) && error.status === 404) throw new ApiError({ status: 404, code: error.code, message: `Recording not found: ${id}` });
    relabel(error, `Unable to delete recording ${id}`);
  }
}
async function recordingAction(http, action, room, body, opts = {}) {
  assertValid("room", validateRoomName(room));
  if (body.type !== void 0 && !RECORDING_TYPES.includes(body.type)) {
    throw validationError("type", `type: must be one of ${RECORDING_TYPES.join(", ")} (got ${JSON.stringify(body.type)})`);
  }
  const json = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== void 0));
  try {
    const res = await http.request("POST", `/rooms/${encodeURIComponent(room)}/recordings/${action}`, { json, signal: opts.signal });
    return { status: isRecord(res.body) && typeof res.body.status === "string" ? res.body.status : "sent" };
  } catch (error) {
    relabel(error, `Unable to ${action} the recording of room ${room}`);
  }
}
function isHttpUrl(value) {
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
}
function toTrack(value, where) {
  const obj = expectRecord(value, where);
  const size = obj.size;
  if (typeof size !== "number" || size < 0) throw malformed(`${where} has no number "size"`);
  const type = typeof obj.type === "string" ? obj.type : typeof obj.content_type === "string" ? obj.content_type : "unknown";
  const s3key = typeof obj.s3key === "string" ? obj.s3key : typeof obj.s3Key === "string" ? obj.s3Key : void 0;
  return { size, type, ...s3key !== void 0 ? { s3key } : {} };
}
function toRecording(value, where) {
  const obj = expectRecord(value, where);
  const id = expectString(obj, "id", where);
  const room = expectString(obj, "room_name", where);
  if (typeof obj.start_ts !== "number") throw malformed(`${where} has no number "start_ts"`);
  const status = expectString(obj, "status", where);
  const tracks = Array.isArray(obj.tracks) ? obj.tracks.map((t, i) => toTrack(t, `${where} tracks[${i}]`)) : [];
  const optional = {};
  if (typeof obj.duration === "number") optional.duration = obj.duration;
  if (typeof obj.max_participants === "number") optional.max_participants = obj.max_participants;
  if (typeof obj.share_token === "string") optional.share_token = obj.share_token;
  if (typeof obj.s3key === "string") optional.s3key = obj.s3key;
  if (typeof obj.mtgSessionId === "string") optional.mtgSessionId = obj.mtgSessionId;
  if (typeof obj.isVttEnabled === "boolean") optional.isVttEnabled = obj.isVttEnabled;
  return { id, room_name: room, start_ts: obj.start_ts, status, ...optional, tracks };
}

export {
  RECORDING_TYPES,
  recordingTypeOf,
  listRecordings,
  getRecording,
  getRecordingAccessLink,
  deleteRecording,
  recordingAction
};
