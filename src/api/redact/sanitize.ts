// Strips terminal control sequences from server strings so a name, errorMessage or room config can never
// move the cursor, clear the screen, set the clipboard (OSC 52) or plant a hyperlink (OSC 8).

export interface SanitizeOptions {
  /** Newlines and tabs become spaces (for table cells, one-line messages). */
  singleLine?: boolean;
}

const ESC = 0x1b;
const BEL = 0x07;
const ST_8BIT = 0x9c;

/** Strings started by ESC P / ESC X / ESC ] / ESC ^ / ESC _ (and 8-bit 0x90 / 0x98 / 0x9d / 0x9e / 0x9f). */
const STRING_INTRODUCERS_7BIT = new Set(['P', 'X', ']', '^', '_']);
const STRING_INTRODUCERS_8BIT = new Set([0x90, 0x98, 0x9d, 0x9e, 0x9f]);

/** Bidi marks and embedding/override/isolate controls (U+200E/F, U+202A–U+202E, U+2066–U+2069) reorder what is displayed. */
function isBidiControl(code: number): boolean {
  return code === 0x200e || code === 0x200f || (code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069);
}

/**
 * Characters JSON.stringify leaves as they are but a terminal must not get from echoed user input: C1 controls
 * (U+0080–U+009F; U+009B is an 8-bit CSI), bidi marks, embeddings, overrides and isolates, line/paragraph separators.
 */
const INVISIBLES = /[\u0080-\u009f\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

/** User input as echoed: those characters written as `\u009b`, visible and inert (C0 is the caller's business). */
export function escapeInvisibles(text: string): string {
  return text.replace(INVISIBLES, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** Every character `sanitizeTerminalText` removes or changes: C0 (line breaks and tabs included), DEL, C1, bidi. */
const TEXT_CONTROLS = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/** Index just past a control string's terminator (BEL, ESC \ or 8-bit ST); the end if unterminated. */
function skipControlString(s: string, from: number): number {
  for (let i = from; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === BEL || c === ST_8BIT) return i + 1;
    if (c === ESC) return s[i + 1] === '\\' ? i + 2 : i; // another ESC ends it; that ESC is handled next
  }
  return s.length;
}

/** Index just past a CSI sequence whose parameters start at `from`. */
function skipCsi(s: string, from: number): number {
  let i = from;
  while (i < s.length) {
    const c = s.charCodeAt(i);
    if (c >= 0x40 && c <= 0x7e) return i + 1; // final byte
    if (c < 0x20 || c > 0x3f) return i; // not a parameter/intermediate byte: malformed, drop what we saw
    i++;
  }
  return i;
}

export function sanitizeTerminalText(input: string, options: SanitizeOptions = {}): string {
  const s = String(input);
  // Nearly every server string holds none of what is removed below: one scan, and the same string back.
  if (!TEXT_CONTROLS.test(s)) return s;
  let out = '';
  let i = 0;
  while (i < s.length) {
    const c = s.charCodeAt(i);
    if (c === ESC) {
      const next = s[i + 1];
      if (next === undefined) {
        i += 1;
      } else if (next === '[') {
        i = skipCsi(s, i + 2);
      } else if (STRING_INTRODUCERS_7BIT.has(next)) {
        i = skipControlString(s, i + 2);
      } else {
        // ESC, optional intermediates (0x20–0x2F), one final byte (0x30–0x7E): ESC c, ESC ( B, ESC 7 …
        let j = i + 1;
        while (j < s.length && s.charCodeAt(j) >= 0x20 && s.charCodeAt(j) <= 0x2f) j++;
        if (j < s.length && s.charCodeAt(j) >= 0x30 && s.charCodeAt(j) <= 0x7e) j++;
        i = j;
      }
      continue;
    }
    if (c === 0x9b) {
      i = skipCsi(s, i + 1);
      continue;
    }
    if (STRING_INTRODUCERS_8BIT.has(c)) {
      i = skipControlString(s, i + 1);
      continue;
    }
    if (c === 0x0a || c === 0x09) {
      out += options.singleLine ? ' ' : s[i];
      i++;
      continue;
    }
    if (c === 0x0d && options.singleLine) {
      // CR LF → one space; a lone CR (which would overwrite the line) also becomes a space.
      out += ' ';
      i += s.charCodeAt(i + 1) === 0x0a ? 2 : 1;
      continue;
    }
    if (c < 0x20 || c === 0x7f || (c >= 0x80 && c <= 0x9f) || isBidiControl(c)) {
      i++;
      continue;
    }
    out += s[i];
    i++;
  }
  return out;
}

/** Sanitises every string (and object key) inside a JSON-like value; other values are kept as they are. */
export function sanitizeDeep<T>(value: T, options: SanitizeOptions = {}): T {
  if (typeof value === 'string') return sanitizeTerminalText(value, options) as T;
  if (Array.isArray(value)) return value.map((v) => sanitizeDeep(v, options)) as T;
  if (value !== null && typeof value === 'object' && [Object.prototype, null].includes(Object.getPrototypeOf(value))) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
      out[sanitizeTerminalText(k, { singleLine: true })] = sanitizeDeep(v, options);
    }
    return out as T;
  }
  return value;
}

/**
 * Whether a JSON text can hold, once parsed, a character `sanitizeTerminalText` removes: C1 and bidi controls as
 * they are, or any control character written as an escape (`\n`, `\u001b`, `\u202e` …). Raw C0 characters cannot
 * be inside a JSON string. A false "yes" (an escaped backslash before an `n`) only costs the walk that follows.
 */
const ANSWER_CONTROLS =
  /[\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]|\\(?:[bfnrt]|u(?:00[0-1][0-9a-fA-F]|007[fF]|00[89][0-9a-fA-F]|200[eEfF]|202[a-eA-E]|206[6-9]))/;

/**
 * A parsed API answer with every string and object key cleaned in place (one line each: line breaks and tabs
 * become spaces), except the strings under a key in `multiLine` (a log line, a traceback), which keep their line
 * breaks and tabs. `rawText` is the JSON the value was parsed from: when it holds no control character, escaped or
 * not, nothing is walked (a 60 MB list costs one regular-expression scan).
 */
export function cleanAnswer<T>(value: T, rawText: string, multiLine: ReadonlySet<string> = NO_FIELDS): T {
  if (!ANSWER_CONTROLS.test(rawText)) return value;
  return cleanValue(value, false, multiLine) as T;
}

const NO_FIELDS: ReadonlySet<string> = new Set();

function cleanValue(value: unknown, keepLines: boolean, multiLine: ReadonlySet<string>): unknown {
  if (typeof value === 'string') {
    return TEXT_CONTROLS.test(value) ? sanitizeTerminalText(value, { singleLine: !keepLines }) : value;
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) value[i] = cleanValue(value[i], keepLines, multiLine);
    return value;
  }
  if (value === null || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record);
  if (!keys.some((key) => TEXT_CONTROLS.test(key))) {
    for (const key of keys) {
      const before = record[key];
      const after = cleanValue(before, multiLine.has(key), multiLine);
      if (after !== before) defineField(record, key, after);
    }
    return record;
  }
  // A key changes: rebuild in order. defineProperty, so a key that is (or becomes) "__proto__" stays a plain field.
  const out: Record<string, unknown> = {};
  for (const key of keys) {
    const clean = TEXT_CONTROLS.test(key) ? sanitizeTerminalText(key, { singleLine: true }) : key;
    defineField(out, clean, cleanValue(record[key], multiLine.has(clean), multiLine));
  }
  return out;
}

/** `record[key] = value`, except that a key "__proto__" stays a plain field (an assignment would set the prototype). */
function defineField(record: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(record, key, { value, enumerable: true, writable: true, configurable: true });
}
