import { createRequire as __agentdeckCreateRequire } from 'node:module'; const require = __agentdeckCreateRequire(import.meta.url);

// src/api/sanitize.ts
var ESC = 27;
var BEL = 7;
var ST_8BIT = 156;
var STRING_INTRODUCERS_7BIT = /* @__PURE__ */ new Set(["P", "X", "]", "^", "_"]);
var STRING_INTRODUCERS_8BIT = /* @__PURE__ */ new Set([144, 152, 157, 158, 159]);
function isBidiControl(code) {
  return code === 8206 || code === 8207 || code >= 8234 && code <= 8238 || code >= 8294 && code <= 8297;
}
var INVISIBLES = /[\u0080-\u009f\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
function escapeInvisibles(text) {
  return text.replace(INVISIBLES, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}
function skipControlString(s, from) {
  for (let i = from; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === BEL || c === ST_8BIT) return i + 1;
    if (c === ESC) return s[i + 1] === "\\" ? i + 2 : i;
  }
  return s.length;
}
function skipCsi(s, from) {
  let i = from;
  while (i < s.length) {
    const c = s.charCodeAt(i);
    if (c >= 64 && c <= 126) return i + 1;
    if (c < 32 || c > 63) return i;
    i++;
  }
  return i;
}
function sanitizeTerminalText(input, options = {}) {
  const s = String(input);
  let out = "";
  let i = 0;
  while (i < s.length) {
    const c = s.charCodeAt(i);
    if (c === ESC) {
      const next = s[i + 1];
      if (next === void 0) {
        i += 1;
      } else if (next === "[") {
        i = skipCsi(s, i + 2);
      } else if (STRING_INTRODUCERS_7BIT.has(next)) {
        i = skipControlString(s, i + 2);
      } else {
        let j = i + 1;
        while (j < s.length && s.charCodeAt(j) >= 32 && s.charCodeAt(j) <= 47) j++;
        if (j < s.length && s.charCodeAt(j) >= 48 && s.charCodeAt(j) <= 126) j++;
        i = j;
      }
      continue;
    }
    if (c === 155) {
      i = skipCsi(s, i + 1);
      continue;
    }
    if (STRING_INTRODUCERS_8BIT.has(c)) {
      i = skipControlString(s, i + 1);
      continue;
    }
    if (c === 10 || c === 9) {
      out += options.singleLine ? " " : s[i];
      i++;
      continue;
    }
    if (c === 13 && options.singleLine) {
      out += " ";
      i += s.charCodeAt(i + 1) === 10 ? 2 : 1;
      continue;
    }
    if (c < 32 || c === 127 || c >= 128 && c <= 159 || isBidiControl(c)) {
      i++;
      continue;
    }
    out += s[i];
    i++;
  }
  return out;
}
function sanitizeDeep(value, options = {}) {
  if (typeof value === "string") return sanitizeTerminalText(value, options);
  if (Array.isArray(value)) return value.map((v) => sanitizeDeep(v, options));
  if (value !== null && typeof value === "object" && [Object.prototype, null].includes(Object.getPrototypeOf(value))) {
    const out = {};
    for (const [k, v] of Object.entries(value)) {
      out[sanitizeTerminalText(k, { singleLine: true })] = sanitizeDeep(v, options);
    }
    return out;
  }
  return value;
}

export {
  escapeInvisibles,
  sanitizeTerminalText,
  sanitizeDeep
};
