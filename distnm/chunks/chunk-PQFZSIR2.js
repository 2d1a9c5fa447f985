import { createRequire as __agentdeckCreateRequire } from 'node:module'; const require = __agentdeckCreateRequire(import.meta.url);
import {
  escapeInvisibles
} from "./chunk-BO633EMQ.js";
import {
  validationError
} from "./chunk-WLHYYBCR.js";

// src/api/validation.ts
var SET_NAME_MAX = 63;
var SET_NAME_RE = /^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?$/;
var SECRET_KEY_MAX = 64;
var SECRET_KEY_RE = /^[A-Za-z0-9_-]+$/;
var USER_ID_MAX = 36;
var ROOM_NAME_MAX = 128;
var ROOM_NAME_RE = /^[A-Za-z0-9_-]{1,128}$/;
function quoteForMessage(value, max = 80) {
  const shown = value.length > max ? `${value.slice(0, max)}\u2026` : value;
  return escapeInvisibles(JSON.stringify(shown));
}
function validateSetName(name) {
  if (typeof name !== "string" || name.length === 0) return "set name: required";
  const label = `set name ${quoteForMessage(name)}`;
  if (name.length > SET_NAME_MAX) return `${label}: at most ${SET_NAME_MAX} characters (got ${name.length})`;
  if (!/^[A-Za-z0-9-]+$/.test(name)) return `${label}: only letters, numbers and hyphens`;
  if (!SET_NAME_RE.test(name)) return `${label}: must start and end with a letter or number`;
  return null;
}
var EXISTING_SET_NAME_RE = /^[a-zA-Z0-9](?:[a-zA-Z0-9_-]*[a-zA-Z0-9])?$/;
function validateExistingSetName(name) {
  if (typeof name !== "string" || name.length === 0) return "set name: required";
  if (!EXISTING_SET_NAME_RE.test(name)) {
    return `set name ${quoteForMessage(name)}: only letters, numbers, underscores and hyphens, and must start and end with a letter or number`;
  }
  return null;
}
function validateSecretKey(key) {
  if (typeof key !== "string" || key.length === 0) return "secret key: required (must not be empty)";
  const label = `secret key ${quoteForMessage(key)}`;
  if (key.length > SECRET_KEY_MAX) return `${label}: at most ${SECRET_KEY_MAX} characters (got ${key.length})`;
  if (!SECRET_KEY_RE.test(key)) return `${label}: only letters, numbers, underscores and hyphens`;
  return null;
}
function validateSecretValue(key, value) {
  if (typeof value !== "string") return `value for ${quoteForMessage(key)}: must be a string`;
  if (value.length === 0) return `value for ${quoteForMessage(key)}: must not be empty`;
  return null;
}
function validateHost(host) {
  if (typeof host !== "string" || host.trim().length === 0) return "host: required (a registry URL such as https://index.docker.io/v1/)";
  const label = `host ${quoteForMessage(host)}`;
  let url;
  try {
    url = new URL(host);
  } catch {
    return `${label}: must be a URL such as https://index.docker.io/v1/`;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return `${label}: must be an http(s) URL`;
  if (!url.hostname) return `${label}: must include a host name`;
  if (url.username || url.password) return `host: must not contain credentials (pass them as username:password)`;
  return null;
}
var CREDENTIAL_CONTROL = /[\x00-\x1f\x7f-\x9f]/;
function credentialPartProblem(field, value) {
  if (value.includes("\uFFFD")) return `${field}: not valid UTF-8 text`;
  if (/[\r\n]/.test(value)) {
    return `${field}: must not contain a line break${field === "password" ? " (a JSON key goes on one line: jq -c . key.json)" : ""}`;
  }
  if (CREDENTIAL_CONTROL.test(value)) return `${field}: must not contain control characters`;
  return null;
}
function validateCredentials(creds) {
  if (typeof creds !== "string" || creds.length === 0) return "credentials: required, in the form username:password";
  const colon = creds.indexOf(":");
  if (colon > 0) {
    const part = credentialPartProblem("username", creds.slice(0, colon)) ?? credentialPartProblem("password", creds.slice(colon + 1));
    if (part) return `credentials: ${part}`;
  }
  if (colon < 0) return 'credentials: must be username:password (no ":" found)';
  if (colon === 0) return 'credentials: username before ":" must not be empty';
  if (colon === creds.length - 1) return 'credentials: password after ":" must not be empty';
  return null;
}
function validateUserId(id) {
  if (typeof id !== "string") return "user_id: must be a string";
  if (id.length > USER_ID_MAX) return `user_id: at most ${USER_ID_MAX} characters (got ${id.length})`;
  return null;
}
function validateRoomName(name) {
  if (typeof name !== "string" || name.length === 0) return "room name: required";
  const label = `room name ${quoteForMessage(name)}`;
  if (name.length > ROOM_NAME_MAX) return `${label}: at most ${ROOM_NAME_MAX} characters (got ${name.length})`;
  if (!ROOM_NAME_RE.test(name)) return `${label}: only letters, numbers, underscores and hyphens`;
  return null;
}
function validateRegion(region) {
  if (typeof region !== "string" || region.length === 0) return "region: must not be empty";
  if (!/^[a-z0-9][a-z0-9-]{0,62}$/.test(region)) return `region ${quoteForMessage(region)}: lowercase letters, numbers and hyphens, e.g. us-west`;
  return null;
}
function assertValid(field, message) {
  if (message !== null) throw validationError(field, message);
}
var BASE64_RE = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
function isBase64UserPass(value) {
  if (value.length === 0 || !BASE64_RE.test(value)) return false;
  const bytes = Buffer.from(value, "base64");
  let decoded;
  try {
    decoded = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  return validateCredentials(decoded) === null;
}

export {
  SECRET_KEY_MAX,
  quoteForMessage,
  validateSetName,
  validateExistingSetName,
  validateSecretKey,
  validateSecretValue,
  validateHost,
  credentialPartProblem,
  validateCredentials,
  validateUserId,
  validateRoomName,
  validateRegion,
  assertValid,
  isBase64UserPass
};
