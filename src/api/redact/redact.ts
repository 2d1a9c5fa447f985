// The one redaction mechanism. Every secret value the process handles is registered the moment it is read
// (`registerSecret`: KEY=value arguments, -f files, stdin, prompts, app fields, pull-secret credentials in
// every form the wire carries); every sink (CLI stdout/stderr, --json, --verbose, error messages with the
// server's text, the app's toasts, errors and screens) passes its text through `redact`.
//
// What is replaced: a registered value of at least MIN_REDACTED_LENGTH (6) characters wherever it appears, as given,
// JSON-escaped, ASCII-escaped, URL-encoded and without control characters; and every fragment of at least GRAM (8)
// characters of any of those forms (a server quoting a value shortened to its first and last 24 characters, as
// validation libraries do, or a prefix, or cut anywhere) and of its base64 encoding at each of the three alignments
// a value can have inside a larger base64 text (gramIndex.ts; up to 3 characters at the edges of such a run may stay,
// less than 3 bytes of the value); the same in a text's hex runs (lower or upper case) and `\xNN` / `%NN` escapes
// (Python's bytes repr among them), decoded to bytes first (redactViews.ts). What is never replaced: a match inside a
// longer piece of agentdeck's own fixed text shown whole (ownText.ts: "add --rollout" with a value ending in
// "-rollout"). A shorter value (`1`, `true`, `us-west`'s `us`) is NOT replaced in free text: doing
// so would garble every message, table and JSON document that happens to contain those letters, and a 1–5 character
// value is not a secret worth hiding behind garbled output. What still holds for short values: agentdeck's own
// messages never include a value at all (they name the key, argument or line), and a server echo of a request body
// has its value fields (`secretValue`, `value`, `password`, `auth`, …) replaced whatever their length
// (`redactValueFields`).
import { GRAM, GramIndex } from './gramIndex.js';
import { insideOwnText } from './ownText.js';
import { decodedViews } from './redactViews.js';
import { sanitizeTerminalText } from './sanitize.js';

export const REDACTED = '[REDACTED]';

/** Shortest value replaced as a substring anywhere in output (see the rule above). */
export const MIN_REDACTED_LENGTH = 6;
/** Shortest fragment of a value (or of one of its forms) replaced wherever it appears. */
export const MIN_FRAGMENT_LENGTH = GRAM;

/** Replaces every occurrence of each non-empty secret in `text` (longest first, so overlaps redact fully). */
export function redactSecrets(text: string, secrets: ReadonlyArray<string | undefined | null>): string {
  const needles = [...new Set(secrets.filter((s): s is string => typeof s === 'string' && s.length > 0))].sort(
    (a, b) => b.length - a.length,
  );
  let out = text;
  for (const needle of needles) if (out.includes(needle)) out = out.split(needle).join(REDACTED);
  return out;
}

const SENSITIVE_HEADERS = new Set(['authorization', 'proxy-authorization', 'cookie', 'set-cookie', 'x-api-key']);

/**
 * A copy of `headers` safe to log: credentials are replaced, the auth scheme is kept
 * (`Authorization: Bearer [REDACTED]`) so a dump still says which scheme was used.
 */
export function redactAuthorization<T extends Record<string, unknown>>(headers: T): T {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (!SENSITIVE_HEADERS.has(name.toLowerCase())) {
      out[name] = value;
      continue;
    }
    const scheme = typeof value === 'string' ? /^(Bearer|Basic|Token)\s/i.exec(value)?.[1] : undefined;
    out[name] = scheme ? `${scheme} ${REDACTED}` : REDACTED;
  }
  return out as T;
}

/**
 * The forms a value takes on its way to a sink: as given, JSON-escaped once and twice (a server quoting our
 * request body, perhaps inside its own JSON, or ASCII-only), and with control characters removed or flattened to spaces
 * (our sanitiser runs on server text before it is shown).
 */
function printedForms(value: string): string[] {
  const once = JSON.stringify(value).slice(1, -1);
  const twice = JSON.stringify(once).slice(1, -1);
  // Python's json.dumps (ensure_ascii) writes every non-ASCII character as \uXXXX.
  const ascii = once.replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return [value, once, twice, ascii, sanitizeTerminalText(value), sanitizeTerminalText(value, { singleLine: true })];
}

/**
 * The value URL-encoded as the usual encoders write it: encodeURIComponent, RFC 3986 (also `!'()*`), form
 * encoding (space as `+`) and Python's quote (`/` kept). A lone surrogate cannot be encoded: no forms then.
 */
function urlForms(value: string): string[] {
  let component: string;
  try {
    component = encodeURIComponent(value);
  } catch {
    return [];
  }
  const strict = component.replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return [component, strict, strict.replace(/%20/g, '+'), strict.replace(/%2F/g, '/')];
}

// Process-wide registry of secret values read so far: the forms matched whole (short ones, and ones with a run the
// fragment index leaves out), longest first when used, and the fragment index of every longer form.
const seenForms = new Set<string>();
const exactForms = new Set<string>();
let sortedExact: string[] | null = [];
/**
 * Public text that values often start with and agentdeck prints itself (every URL; the PAT format in its hints): its
 * runs are not fragments of a secret, so a registered `https://…` value or PAT does not hide them everywhere.
 */
const PUBLIC_RUNS = ['https://', 'pcc_pat_'];
const fragments = new GramIndex(PUBLIC_RUNS);

/** PEM armor (`-----BEGIN PRIVATE KEY-----`): public text around a key, which agentdeck may print (a key named so). */
const PEM_ARMOR = /-----(?:BEGIN|END) [^\n\\-]{1,60}-----/g;

function publicSpans(form: string): number[] {
  return form.includes('-----') ? [...form.matchAll(PEM_ARMOR)].flatMap((m) => [m.index, m.index + m[0].length]) : [];
}

function registerForm(form: string, withFragments: boolean): void {
  if (form.trim().length < MIN_REDACTED_LENGTH || seenForms.has(form)) return;
  seenForms.add(form);
  // A form whose every run is indexed needs no exact match: any occurrence of it is a chain of its runs.
  if (withFragments && form.length >= GRAM && fragments.add(form, { publicSpans: publicSpans(form) })) return;
  exactForms.add(form);
  sortedExact = null;
}

/**
 * The value's UTF-8 in base64 as it appears inside a larger base64 text (a server encoding a body, a header): after
 * 0, 1 or 2 bytes of something else, so its characters line up with one of three alignments. Indexed per 4-character
 * group (the characters of a group depend on the value's bytes alone only where the group holds none of the
 * neighbours'), plus the last characters of each alignment, for a base64 text that ends with the value.
 */
function indexBase64(value: string): void {
  const bytes = Buffer.from(value, 'utf8');
  for (const lead of [0, 1, 2]) {
    const standard = Buffer.concat([Buffer.alloc(lead), bytes]).toString('base64');
    const fullGroupsEnd = 4 * Math.floor((lead + bytes.length) / 3);
    const urlSafe = standard.replace(/\+/g, '-').replace(/\//g, '_');
    // The url-safe alphabet changes only the runs holding `-` or `_`: the others are the standard ones.
    for (const [form, onlyWith] of [
      [standard, undefined],
      [urlSafe, '-_'],
    ] as const) {
      if (onlyWith !== undefined && urlSafe === standard) continue;
      fragments.add(form, { from: lead === 0 ? 0 : 4, to: fullGroupsEnd, step: 4, onlyWith });
      const unpadded = form.replace(/=+$/, '').length;
      fragments.add(form, { from: Math.max([0, 2, 3][lead], unpadded - GRAM - 3), to: unpadded, onlyWith });
    }
  }
}

/** Records a secret value the moment it is read, so no later output can carry it. Short values: see the rule above. */
export function registerSecret(value: string | undefined | null): void {
  if (typeof value !== 'string' || value.length === 0) return;
  const long = value.trim().length >= MIN_REDACTED_LENGTH;
  for (const form of printedForms(value)) registerForm(form, long);
  if (!long) return;
  for (const form of urlForms(value)) registerForm(form, true);
  // Its UTF-8 bytes one character each: what a hex dump or a `\xNN` echo decodes to (redactViews.ts). The same text
  // as the value when it is ASCII.
  for (const form of new Set([value, JSON.stringify(value).slice(1, -1)])) {
    const bytes = Buffer.from(form, 'utf8').toString('latin1');
    if (bytes !== form) registerForm(bytes, true);
  }
  // As sent (the body is JSON) and as given: a server may base64 the body it got, or the value alone.
  for (const form of new Set([value, JSON.stringify(value).slice(1, -1)])) indexBase64(form);
}

/**
 * Registers image pull secret credentials in every form they travel in: `user:pass`, the password alone and
 * `base64(user:pass)` (what the wire carries), plus the value itself when it is stored as given (encoding off).
 */
export function registerCredentials(credentials: string | undefined | null): void {
  if (typeof credentials !== 'string' || credentials.length === 0) return;
  registerSecret(credentials);
  const colon = credentials.indexOf(':');
  if (colon >= 0) registerSecret(credentials.slice(colon + 1));
  registerSecret(Buffer.from(credentials, 'utf8').toString('base64'));
}

/** Forgets every registered value (tests only: the registry lives as long as the process). */
export function clearRegisteredSecrets(): void {
  seenForms.clear();
  exactForms.clear();
  sortedExact = [];
  fragments.clear();
}

// Value fields of a request body quoted back by a server, plain or JSON-escaped inside a string.
const VALUE_FIELD = '(?:secretValue|secret_value|value|password|auth|credentials|token)';
const VALUE_FIELD_PLAIN = new RegExp(`("${VALUE_FIELD}"\\s*:\\s*)"(?:[^"\\\\]|\\\\.)*"`, 'g');
const VALUE_FIELD_ESCAPED = new RegExp(`(\\\\"${VALUE_FIELD}\\\\"\\s*:\\s*)\\\\"(?:[^"\\\\]|\\\\[^"])*\\\\"`, 'g');

/** A quoted request body's value fields replaced, whatever their length: `"secretValue":"[REDACTED]"`. */
export function redactValueFields(text: string): string {
  if (!text.includes('"')) return text;
  return text.replace(VALUE_FIELD_PLAIN, `$1"${REDACTED}"`).replace(VALUE_FIELD_ESCAPED, `$1\\"${REDACTED}\\"`);
}

/**
 * `text` with every registered secret, and every fragment of 8 or more characters of one, replaced by [REDACTED] —
 * also where the text writes them as hex or `\xNN` / `%NN` escapes (redactViews.ts). A match that lies inside a
 * longer piece of agentdeck's own fixed text, shown whole, stays (ownText.ts): "add --rollout" is never eaten by a
 * value ending in "-rollout", while the same run elsewhere in the text is replaced.
 */
export function redact(text: string): string {
  if (seenForms.size === 0) return text;
  sortedExact ??= [...exactForms].sort((a, b) => b.length - a.length);
  // Whole forms first, then the runs of what is left (a run straddling a whole form's edge must not eat past it).
  const whole: number[] = [];
  for (const form of sortedExact) {
    for (let at = text.indexOf(form); at >= 0; at = text.indexOf(form, at + 1)) {
      if (!insideOwnText(text, at, at + form.length)) whole.push(at, at + form.length);
    }
  }
  const out = whole.length > 0 ? replaceRanges(text, whole) : text;
  // Each stretch of runs as one: it is excused only when a longer piece of own text holds all of it.
  const covered = fragments.cover(out);
  const ranges: number[] = [];
  for (let i = 0; i < covered.length; i += 2) {
    if (!insideOwnText(out, covered[i], covered[i + 1])) ranges.push(covered[i], covered[i + 1]);
  }
  for (const view of decodedViews(out)) {
    const back = (start: number, end: number) => ranges.push(view.from[start], view.to[end - 1]);
    for (const form of sortedExact) {
      for (let at = view.text.indexOf(form); at >= 0; at = view.text.indexOf(form, at + 1)) back(at, at + form.length);
    }
    fragments.forEachMatch(view.text, (at) => back(at, at + GRAM));
  }
  return ranges.length === 0 ? out : replaceRanges(out, ranges);
}

/** `text` with each of the [start, end) pairs of `ranges` (in any order, overlapping or not) replaced, merged, once. */
function replaceRanges(text: string, ranges: number[]): string {
  const order = Array.from({ length: ranges.length / 2 }, (_, i) => i).sort((a, b) => ranges[2 * a] - ranges[2 * b]);
  let result = '';
  let kept = 0;
  let openEnd = -1;
  for (const i of order) {
    const start = ranges[2 * i];
    const end = ranges[2 * i + 1];
    if (start <= openEnd) {
      openEnd = Math.max(openEnd, end);
      continue;
    }
    if (openEnd >= 0) kept = openEnd;
    result += `${text.slice(kept, start)}${REDACTED}`;
    openEnd = end;
  }
  return result + text.slice(Math.max(kept, openEnd));
}

/** Server text about to be shown: quoted value fields and every registered secret replaced. */
export function redactServerText(text: string): string {
  return redact(redactValueFields(text));
}

/** A copy of a JSON-like value with every string redacted (object keys too), so JSON output stays valid JSON. */
export function redactDeep<T>(value: T): T {
  if (typeof value === 'string') return redact(value) as T;
  if (Array.isArray(value)) return value.map((v) => redactDeep(v)) as T;
  if (value !== null && typeof value === 'object' && [Object.prototype, null].includes(Object.getPrototypeOf(value))) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) out[redact(k)] = redactDeep(v);
    return out as T;
  }
  return value;
}

/** `https://user:pass@host/path` → `https://host/path`; text that is not a URL is returned as is. */
export function stripUrlCredentials(url: string): string {
  try {
    const parsed = new URL(url);
    if (!parsed.username && !parsed.password) return url;
    parsed.username = '';
    parsed.password = '';
    return parsed.toString();
  } catch {
    return url.replace(/(\b[a-z][a-z0-9+.-]*:\/\/)[^/@\s]*@/gi, '$1');
  }
}
