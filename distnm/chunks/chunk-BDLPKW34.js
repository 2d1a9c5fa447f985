import { createRequire as __agentdeckCreateRequire } from 'node:module'; const require = __agentdeckCreateRequire(import.meta.url);
import {
  validateSecretKey
} from "./chunk-PQFZSIR2.js";
import {
  registerSecret
} from "./chunk-4K7H4426.js";

// src/api/dotenv/interpolate.ts
var VARIABLE = /\$\{([^}:]*)(?::-([^}]*))?\}/g;
function expand(raw, known, env) {
  let interpolated = false;
  const value = raw.replace(VARIABLE, (_match, name, fallback) => {
    interpolated = true;
    if (known.has(name)) return known.get(name) ?? "";
    const fromEnv = Object.prototype.hasOwnProperty.call(env, name) ? env[name] : void 0;
    return fromEnv ?? fallback ?? "";
  });
  return { value, interpolated };
}
function resolveBindings(bindings, env) {
  const values = /* @__PURE__ */ new Map();
  const resolved = /* @__PURE__ */ new Map();
  for (const binding of bindings) {
    if (binding.key === null) continue;
    const result = binding.value === null ? { value: null, interpolated: false } : expand(binding.value, values, env);
    values.set(binding.key, result.value);
    resolved.set(binding.key, result);
  }
  return resolved;
}

// src/api/dotenv/parse.ts
var WS = "\\t\\n\\v\\f\\r\\x1c-\\x1f \\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000";
var HWS = "\\t\\v\\f\\x1c-\\x1f \\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000";
var sticky = (source) => new RegExp(source, "uy");
var multilineWhitespace = sticky(`[${WS}]*`);
var whitespace = sticky(`[${HWS}]*`);
var exportPrefix = sticky(`(?:export[${HWS}]+)?`);
var singleQuotedKey = sticky(`'([^']+)'`);
var unquotedKey = sticky(`([^=#${WS}]+)`);
var equalSign = sticky(`(=[${HWS}]*)`);
var singleQuotedValue = sticky(`'((?:\\\\'|[^'])*)'`);
var doubleQuotedValue = sticky(`"((?:\\\\"|[^"])*)"`);
var unquotedValue = sticky(`([^\\r\\n]*)`);
var comment = sticky(`(?:[${HWS}]*#[^\\r\\n]*)?`);
var endOfLine = sticky(`[${HWS}]*(?:\\r\\n|\\n|\\r|$)`);
var restOfLine = sticky(`[^\\r\\n]*(?:\\r|\\n|\\r\\n)?`);
var inlineComment = new RegExp(`[${WS}]+#[^]*$`, "u");
var trailingWhitespace = new RegExp(`[${WS}]+$`, "u");
var DOUBLE_QUOTE_ESCAPES = {
  "\\": "\\",
  "'": "'",
  '"': '"',
  a: "\x07",
  b: "\b",
  f: "\f",
  n: "\n",
  r: "\r",
  t: "	",
  v: "\v"
};
var toUniversalNewlines = (text) => text.replace(/\r\n?/g, "\n");
var ParseError = class extends Error {
};
var countNewlines = (text) => text.match(/\r\n|\n|\r/g)?.length ?? 0;
var Reader = class {
  constructor(text) {
    this.text = text;
  }
  text;
  position = 0;
  line = 1;
  hasNext() {
    return this.position < this.text.length;
  }
  peek(count) {
    return this.text.slice(this.position, this.position + count);
  }
  readRegex(regex) {
    regex.lastIndex = this.position;
    const match = regex.exec(this.text);
    if (match === null) throw new ParseError("pattern not found");
    this.line += countNewlines(match[0]);
    this.position += match[0].length;
    return match.slice(1);
  }
};
function decodeEscapes(value, escapes) {
  return value.replace(escapes, (match) => DOUBLE_QUOTE_ESCAPES[match[1]] ?? match);
}
function parseKey(reader) {
  const char = reader.peek(1);
  if (char === "#") return null;
  return (char === "'" ? reader.readRegex(singleQuotedKey) : reader.readRegex(unquotedKey))[0];
}
function parseValue(reader) {
  const char = reader.peek(1);
  if (char === "'") return { value: decodeEscapes(reader.readRegex(singleQuotedValue)[0], /\\[\\']/g), quoted: true };
  if (char === '"') return { value: decodeEscapes(reader.readRegex(doubleQuotedValue)[0], /\\[\\'"abfnrtv]/g), quoted: true };
  if (char === "" || char === "\n" || char === "\r") return { value: "", quoted: false };
  const part = reader.readRegex(unquotedValue)[0];
  return { value: part.replace(inlineComment, "").replace(trailingWhitespace, ""), quoted: false };
}
function parseBinding(reader) {
  let line = reader.line;
  try {
    reader.readRegex(multilineWhitespace);
    if (!reader.hasNext()) return null;
    line = reader.line;
    reader.readRegex(exportPrefix);
    const key = parseKey(reader);
    reader.readRegex(whitespace);
    let value = null;
    let quoted = false;
    if (reader.peek(1) === "=") {
      reader.readRegex(equalSign);
      ({ value, quoted } = parseValue(reader));
    }
    reader.readRegex(comment);
    reader.readRegex(endOfLine);
    return { key, value, quoted, line, error: false };
  } catch (error) {
    if (!(error instanceof ParseError)) throw error;
    reader.readRegex(restOfLine);
    return { key: null, value: null, quoted: false, line, error: true };
  }
}
function parseBindings(text) {
  const reader = new Reader(text);
  const bindings = [];
  while (reader.hasNext()) {
    const binding = parseBinding(reader);
    if (binding) bindings.push(binding);
  }
  return bindings;
}

// src/api/dotenv/index.ts
var MAX_REPORTED = 10;
var BOM = "\uFEFF";
var PADDING_ONLY = /^=+$/;
var BASE64_RUN = /^(?=[^]*[0-9])[A-Za-z0-9+/]{12,}$/;
var QUOTE_HINT = "part of an unquoted multi-line value? put the whole value in double quotes";
function refusal(binding, first) {
  const key = binding.key ?? "";
  if (binding.error) {
    return "not KEY=value (python-dotenv would skip it); check its quotes, and quote a multi-line value";
  }
  if (first && key.startsWith(BOM)) {
    return "the file starts with a UTF-8 byte-order mark, which python-dotenv reads as part of the first key; save the file as UTF-8 without a BOM";
  }
  if (validateSecretKey(key) !== null) {
    const url = /^[a-z][a-z0-9+.-]*:\/\//i.test(key) ? " \u2014 it looks like a URL; did you mean KEY=<url>?" : "";
    return `the key is not valid: only letters, numbers, underscores and hyphens, at most 64 characters${url}`;
  }
  if (binding.value === null) return `no '=': each line must be KEY=value (${QUOTE_HINT})`;
  if (!binding.quoted && PADDING_ONLY.test(binding.value)) {
    return `only '=' padding: likely the tail of an unquoted multi-line value; put the whole value in double quotes`;
  }
  if (!binding.quoted && /^-----BEGIN [^\n]*-----$/.test(binding.value)) {
    return "unquoted PEM: only its first line would be kept; put the whole value in double quotes";
  }
  if (binding.value === "") {
    return BASE64_RUN.test(key) ? `empty value (${QUOTE_HINT})` : "empty value; a secret needs a value (KEY=value)";
  }
  return null;
}
function parseEnvFile(text, env) {
  const bindings = parseBindings(toUniversalNewlines(text));
  const resolved = resolveBindings(bindings, env);
  const refused = [];
  bindings.forEach((binding, index) => {
    if (binding.key === null && !binding.error) return;
    const problem = refusal(binding, index === 0);
    if (!problem) return;
    registerSecret(binding.key);
    refused.push({ line: binding.line, message: `line ${binding.line}: ${problem}` });
  });
  const pairs = {};
  const interpolated = [];
  for (const [key, { value, interpolated: expanded }] of resolved) {
    if (value === null) continue;
    registerSecret(value);
    Object.defineProperty(pairs, key, { value, enumerable: true, writable: true, configurable: true });
    if (expanded) interpolated.push(key);
  }
  const errors = refused.slice(0, MAX_REPORTED);
  if (refused.length > MAX_REPORTED) {
    errors.push({ message: `${refused.length - MAX_REPORTED} more lines cannot be used (first ${MAX_REPORTED} shown)` });
  }
  if (errors.length === 0 && Object.keys(pairs).length === 0) errors.push({ message: "no KEY=value lines found" });
  return { pairs: errors.length > 0 ? {} : pairs, errors, interpolated: errors.length > 0 ? [] : interpolated };
}

export {
  parseEnvFile
};
