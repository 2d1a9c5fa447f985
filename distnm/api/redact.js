// The one redaction mechanism. Every secret value the process handles is registered the moment it is read
// (`registerSecret`: KEY=value arguments, -f files, stdin, prompts, app fields, pull-secret credentials in
// every form the wire carries); every sink (CLI stdout/stderr, --json, --verbose, error messages with the
// server's text, the app's toasts, errors and screens) passes its text through `redact`.
//
// The rule for short values: a registered value of at least MIN_REDACTED_LENGTH (6) characters is replaced
// wherever it appears, as a substring. A shorter value (`1`, `true`, `us-west`'s `us`) is NOT replaced in free
// text: doing so would garble every message, table and JSON document that happens to contain those letters,
// and a 1–5 character value is not a secret worth hiding behind garbled output. What still holds for short
// values: agentdeck's own messages never include a value at all (they name the key, argument or line), and a
// server echo of a request body has its value fields (`secretValue`, `value`, `password`, `auth`, …) replaced
// whatever their length (`redactValueFields`).
import { sanitizeTerminalText } from './sanitize.js';
export const REDACTED = '[REDACTED]';
/** Shortest value replaced as a substring anywhere in output (see the rule above). */
export const MIN_REDACTED_LENGTH = 6;
/** Replaces every occurrence of each non-empty secret in `text` (longest first, so overlaps redact fully). */
export function redactSecrets(text, secrets) {
    const needles = [...new Set(secrets.filter((s) => typeof s === 'string' && s.length > 0))].sort((a, b) => b.length - a.length);
    let out = text;
    for (const needle of needles)
        if (out.includes(needle))
            out = out.split(needle).join(REDACTED);
    return out;
}
const SENSITIVE_HEADERS = new Set(['authorization', 'proxy-authorization', 'cookie', 'set-cookie', 'x-api-key']);
/**
 * A copy of `headers` safe to log: credentials are replaced, the auth scheme is kept
 * (`Authorization: Bearer [REDACTED]`) so a dump still says which scheme was used.
 */
export function redactAuthorization(headers) {
    const out = {};
    for (const [name, value] of Object.entries(headers)) {
        if (!SENSITIVE_HEADERS.has(name.toLowerCase())) {
            out[name] = value;
            continue;
        }
        const scheme = typeof value === 'string' ? /^(Bearer|Basic|Token)\s/i.exec(value)?.[1] : undefined;
        out[name] = scheme ? `${scheme} ${REDACTED}` : REDACTED;
    }
    return out;
}
/**
 * The forms a value takes on its way to a sink: as given, JSON-escaped once and twice (a server quoting our
 * request body, perhaps inside its own JSON, or ASCII-only), and with control characters removed or flattened to spaces
 * (our sanitiser runs on server text before it is shown).
 */
function printedForms(value) {
    const once = JSON.stringify(value).slice(1, -1);
    const twice = JSON.stringify(once).slice(1, -1);
    // Python's json.dumps (ensure_ascii) writes every non-ASCII character as \uXXXX.
    const ascii = once.replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
    return [value, once, twice, ascii, sanitizeTerminalText(value), sanitizeTerminalText(value, { singleLine: true })];
}
// Process-wide registry of secret values read so far (the printed forms of each), longest first when used.
const registeredForms = new Set();
let sortedForms = [];
/** Records a secret value the moment it is read, so no later output can carry it. Short values: see the rule above. */
export function registerSecret(value) {
    if (typeof value !== 'string' || value.length === 0)
        return;
    for (const form of printedForms(value)) {
        if (form.trim().length >= MIN_REDACTED_LENGTH && !registeredForms.has(form)) {
            registeredForms.add(form);
            sortedForms = null;
        }
    }
}
/**
 * Registers image pull secret credentials in every form they travel in: `user:pass`, the password alone and
 * `base64(user:pass)` (what the wire carries), plus the value itself when it is stored as given (encoding off).
 */
export function registerCredentials(credentials) {
    if (typeof credentials !== 'string' || credentials.length === 0)
        return;
    registerSecret(credentials);
    const colon = credentials.indexOf(':');
    if (colon >= 0)
        registerSecret(credentials.slice(colon + 1));
    registerSecret(Buffer.from(credentials, 'utf8').toString('base64'));
}
/** Forgets every registered value (tests only: the registry lives as long as the process). */
export function clearRegisteredSecrets() {
    registeredForms.clear();
    sortedForms = [];
}
// Value fields of a request body quoted back by a server, plain or JSON-escaped inside a string.
const VALUE_FIELD = '(?:secretValue|secret_value|value|password|auth|credentials|token)';
const VALUE_FIELD_PLAIN = new RegExp(`("${VALUE_FIELD}"\\s*:\\s*)"(?:[^"\\\\]|\\\\.)*"`, 'g');
const VALUE_FIELD_ESCAPED = new RegExp(`(\\\\"${VALUE_FIELD}\\\\"\\s*:\\s*)\\\\"(?:[^"\\\\]|\\\\[^"])*\\\\"`, 'g');
/** A quoted request body's value fields replaced, whatever their length: `"secretValue":"[REDACTED]"`. */
export function redactValueFields(text) {
    if (!text.includes('"'))
        return text;
    return text.replace(VALUE_FIELD_PLAIN, `$1"${REDACTED}"`).replace(VALUE_FIELD_ESCAPED, `$1\\"${REDACTED}\\"`);
}
/** `text` with every registered secret replaced by [REDACTED]. */
export function redact(text) {
    if (registeredForms.size === 0)
        return text;
    sortedForms ??= [...registeredForms].sort((a, b) => b.length - a.length);
    let out = text;
    for (const form of sortedForms)
        if (out.includes(form))
            out = out.split(form).join(REDACTED);
    return out;
}
/** Server text about to be shown: quoted value fields and every registered secret replaced. */
export function redactServerText(text) {
    return redact(redactValueFields(text));
}
/** A copy of a JSON-like value with every string redacted (object keys too), so JSON output stays valid JSON. */
export function redactDeep(value) {
    if (typeof value === 'string')
        return redact(value);
    if (Array.isArray(value))
        return value.map((v) => redactDeep(v));
    if (value !== null && typeof value === 'object' && [Object.prototype, null].includes(Object.getPrototypeOf(value))) {
        const out = {};
        for (const [k, v] of Object.entries(value))
            out[redact(k)] = redactDeep(v);
        return out;
    }
    return value;
}
/** `https://user:pass@host/path` → `https://host/path`; text that is not a URL is returned as is. */
export function stripUrlCredentials(url) {
    try {
        const parsed = new URL(url);
        if (!parsed.username && !parsed.password)
            return url;
        parsed.username = '';
        parsed.password = '';
        return parsed.toString();
    }
    catch {
        return url.replace(/(\b[a-z][a-z0-9+.-]*:\/\/)[^/@\s]*@/gi, '$1');
    }
}
