import { createRequire as __agentdeckCreateRequire } from 'node:module'; const require = __agentdeckCreateRequire(import.meta.url);
import {
  sanitizeTerminalText
} from "./chunk-BO633EMQ.js";

// src/api/redact.ts
var REDACTED = "[REDACTED]";
var MIN_REDACTED_LENGTH = 6;
function redactSecrets(text, secrets) {
  const needles = [...new Set(secrets.filter((s) => typeof s === "string" && s.length > 0))].sort(
    (a, b) => b.length - a.length
  );
  let out = text;
  for (const needle of needles) if (out.includes(needle)) out = out.split(needle).join(REDACTED);
  return out;
}
var SENSITIVE_HEADERS = /* @__PURE__ */ new Set(["authorization", "proxy-authorization", "cookie", "set-cookie", "x-api-key"]);
function redactAuthorization(headers) {
  const out = {};
  for (const [name, value] of Object.entries(headers)) {
    if (!SENSITIVE_HEADERS.has(name.toLowerCase())) {
      out[name] = value;
      continue;
    }
    const scheme = typeof value === "string" ? /^(Bearer|Basic|Token)\s/i.exec(value)?.[1] : void 0;
    out[name] = scheme ? `${scheme} ${REDACTED}` : REDACTED;
  }
  return out;
}
function printedForms(value) {
  const once = JSON.stringify(value).slice(1, -1);
  const twice = JSON.stringify(once).slice(1, -1);
  const ascii = once.replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
  return [value, once, twice, ascii, sanitizeTerminalText(value), sanitizeTerminalText(value, { singleLine: true })];
}
var registeredForms = /* @__PURE__ */ new Set();
var sortedForms = [];
function registerSecret(value) {
  if (typeof value !== "string" || value.length === 0) return;
  for (const form of printedForms(value)) {
    if (form.trim().length >= MIN_REDACTED_LENGTH && !registeredForms.has(form)) {
      registeredForms.add(form);
      sortedForms = null;
    }
  }
}
function registerCredentials(credentials) {
  if (typeof credentials !== "string" || credentials.length === 0) return;
  registerSecret(credentials);
  const colon = credentials.indexOf(":");
  if (colon >= 0) registerSecret(credentials.slice(colon + 1));
  registerSecret(Buffer.from(credentials, "utf8").toString("base64"));
}
function clearRegisteredSecrets() {
  registeredForms.clear();
  sortedForms = [];
}
var VALUE_FIELD = "(?:secretValue|secret_value|value|password|auth|credentials|token)";
var VALUE_FIELD_PLAIN = new RegExp(`("${VALUE_FIELD}"\\s*:\\s*)"(?:[^"\\\\]|\\\\.)*"`, "g");
var VALUE_FIELD_ESCAPED = new RegExp(`(\\\\"${VALUE_FIELD}\\\\"\\s*:\\s*)\\\\"(?:[^"\\\\]|\\\\[^"])*\\\\"`, "g");
function redactValueFields(text) {
  if (!text.includes('"')) return text;
  return text.replace(VALUE_FIELD_PLAIN, `$1"${REDACTED}"`).replace(VALUE_FIELD_ESCAPED, `$1\\"${REDACTED}\\"`);
}
function redact(text) {
  if (registeredForms.size === 0) return text;
  sortedForms ??= [...registeredForms].sort((a, b) => b.length - a.length);
  let out = text;
  for (const form of sortedForms) if (out.includes(form)) out = out.split(form).join(REDACTED);
  return out;
}
function redactServerText(text) {
  return redact(redactValueFields(text));
}
function redactDeep(value) {
  if (typeof value === "string") return redact(value);
  if (Array.isArray(value)) return value.map((v) => redactDeep(v));
  if (value !== null && typeof value === "object" && [Object.prototype, null].includes(Object.getPrototypeOf(value))) {
    const out = {};
    for (const [k, v] of Object.entries(value)) out[redact(k)] = redactDeep(v);
    return out;
  }
  return value;
}
function stripUrlCredentials(url) {
  try {
    const parsed = new URL(url);
    if (!parsed.username && !parsed.password) return url;
    parsed.username = "";
    parsed.password = "";
    return parsed.toString();
  } catch {
    return url.replace(/(\b[a-z][a-z0-9+.-]*:\/\/)[^/@\s]*@/gi, "$1");
  }
}

export {
  REDACTED,
  MIN_REDACTED_LENGTH,
  redactSecrets,
  redactAuthorization,
  registerSecret,
  registerCredentials,
  clearRegisteredSecrets,
  redactValueFields,
  redact,
  redactServerText,
  redactDeep,
  stripUrlCredentials
};
