// Client-side rules, checked before anything is sent. Each validator returns null when the input is fine,
// or a message naming the field and the rule. Pure (no I/O): the emulator shares these.
import { validationError } from './http/errors.js';
import { escapeInvisibles } from './redact/sanitize.js';

/**
 * Set names: letters, numbers and hyphens, starting and ending with a letter or number, at most 63 chars.
 * The seed says "letters, numbers and hyphens"; the official CLI checks the start/end rule (its regex also lets
 * `_` through, the seed does not); the REST spec caps names at 63 (DNS label). We take the intersection of all
 * three, so a name we accept is accepted everywhere. Upper case is allowed, as both the seed and the CLI allow it.
 */
export const SET_NAME_MAX = 63;
const SET_NAME_RE = /^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?$/;

export const SECRET_KEY_MAX = 64;
const SECRET_KEY_RE = /^[A-Za-z0-9_-]+$/;

export const USER_ID_MAX = 36;
export const ROOM_NAME_MAX = 128;
const ROOM_NAME_RE = /^[A-Za-z0-9_-]{1,128}$/;

/** Shows a user-supplied identifier in a message: quoted, control characters escaped, long ones shortened. */
export function quoteForMessage(value: string, max = 80): string {
  const shown = value.length > max ? `${value.slice(0, max)}…` : value;
  return escapeInvisibles(JSON.stringify(shown));
}

export function validateSetName(name: unknown): string | null {
  if (typeof name !== 'string' || name.length === 0) return 'set name: required';
  const label = `set name ${quoteForMessage(name)}`;
  if (name.length > SET_NAME_MAX) return `${label}: at most ${SET_NAME_MAX} characters (got ${name.length})`;
  if (!/^[A-Za-z0-9-]+$/.test(name)) return `${label}: only letters, numbers and hyphens`;
  if (!SET_NAME_RE.test(name)) return `${label}: must start and end with a letter or number`;
  return null;
}

/**
 * Names of sets that already exist: the official CLI's rule (`^[a-zA-Z0-9][a-zA-Z0-9_-]*[a-zA-Z0-9]$|^[a-zA-Z0-9]$`),
 * which also lets underscores through. Such sets can be listed, opened, unset and deleted; creating one still
 * follows validateSetName.
 */
const EXISTING_SET_NAME_RE = /^[a-zA-Z0-9](?:[a-zA-Z0-9_-]*[a-zA-Z0-9])?$/;
export function validateExistingSetName(name: unknown): string | null {
  if (typeof name !== 'string' || name.length === 0) return 'set name: required';
  if (!EXISTING_SET_NAME_RE.test(name)) {
    return `set name ${quoteForMessage(name)}: only letters, numbers, underscores and hyphens, and must start and end with a letter or number`;
  }
  return null;
}

export function validateSecretKey(key: unknown): string | null {
  if (typeof key !== 'string' || key.length === 0) return 'secret key: required (must not be empty)';
  const label = `secret key ${quoteForMessage(key)}`;
  if (key.length > SECRET_KEY_MAX) return `${label}: at most ${SECRET_KEY_MAX} characters (got ${key.length})`;
  if (!SECRET_KEY_RE.test(key)) return `${label}: only letters, numbers, underscores and hyphens`;
  return null;
}

/** Never echoes the value: only the key it belongs to. */
export function validateSecretValue(key: string, value: unknown): string | null {
  if (typeof value !== 'string') return `value for ${quoteForMessage(key)}: must be a string`;
  if (value.length === 0) return `value for ${quoteForMessage(key)}: must not be empty`;
  return null;
}

const HOST_EXAMPLES = 'a registry host such as ghcr.io, or a URL such as https://index.docker.io/v1/';
/** DNS labels joined by dots (`ghcr.io`, `localhost`, `10.0.0.1`), or an IPv6 address in brackets. */
const HOST_NAME_RE =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.?|\[[0-9A-Fa-f:.]+\])$/;

/**
 * Registry address of an image pull secret: a bare host (`ghcr.io`, `us-docker.pkg.dev`, `localhost:5000`, with a
 * path if need be) — what the official CLI sends as given and the service accepts — or an http(s) URL. Refused:
 * empty, spaces or control characters, another scheme, no host name, credentials in the address.
 */
export function validateHost(host: unknown): string | null {
  if (typeof host !== 'string' || host.trim().length === 0) return `host: required (${HOST_EXAMPLES})`;
  const label = `host ${quoteForMessage(host)}`;
  if (/[\s\x00-\x1f\x7f-\x9f]/.test(host))
    return `${label}: must not contain spaces or control characters (${HOST_EXAMPLES})`;
  const scheme = /^([A-Za-z][A-Za-z0-9+.-]*):\/\//.exec(host)?.[1];
  if (scheme !== undefined && !/^https?$/i.test(scheme)) {
    return `${label}: the scheme must be http:// or https:// (or none: ${HOST_EXAMPLES})`;
  }
  let url: URL;
  try {
    // A bare host starts with its name: `/x` or `//x` would otherwise parse as the host `x`.
    if (scheme === undefined && !/^[A-Za-z0-9[]/.test(host)) throw new Error('not a host');
    url = new URL(scheme !== undefined ? host : `https://${host}`);
  } catch {
    return `${label}: must be ${HOST_EXAMPLES}`;
  }
  if (url.username || url.password) return `host: must not contain credentials (pass them as username:password)`;
  if (!url.hostname) return `${label}: must include a host name (${HOST_EXAMPLES})`;
  if (!HOST_NAME_RE.test(url.hostname))
    return `${label}: the host name may hold only letters, digits, hyphens and dots (${HOST_EXAMPLES})`;
  return null;
}

/** `username:password`; never echoed. */
/** Control characters (C0 with line breaks and tab, DEL, C1): never part of a registry username or token. */
const CREDENTIAL_CONTROL = /[\x00-\x1f\x7f-\x9f]/;

/** The same, less the line breaks and tabs a password may hold (a registry's JSON key, whole). */
const PASSWORD_CONTROL = /[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]/;

/**
 * Why a username or password cannot be sent (null = fine): `\uFFFD` is what invalid UTF-8 becomes when argv or a
 * stream is decoded, so it stands for bytes that were not text. A password may span lines: Google's registries
 * take the service account's JSON key as it is (`docker login -u _json_key --password-stdin < key.json`), and the
 * value is sent base64-encoded. Never echoes the value.
 */
export function credentialPartProblem(field: 'username' | 'password', value: string): string | null {
  if (value.includes('\uFFFD')) return `${field}: not valid UTF-8 text`;
  if (field === 'username' && /[\r\n]/.test(value)) return `${field}: must not contain a line break`;
  if ((field === 'password' ? PASSWORD_CONTROL : CREDENTIAL_CONTROL).test(value))
    return `${field}: must not contain control characters`;
  return null;
}

export function validateCredentials(creds: unknown): string | null {
  if (typeof creds !== 'string' || creds.length === 0) return 'credentials: required, in the form username:password';
  const colon = creds.indexOf(':');
  if (colon > 0) {
    const part =
      credentialPartProblem('username', creds.slice(0, colon)) ??
      credentialPartProblem('password', creds.slice(colon + 1));
    if (part) return `credentials: ${part}`;
  }
  if (colon < 0) return 'credentials: must be username:password (no ":" found)';
  if (colon === 0) return 'credentials: username before ":" must not be empty';
  if (colon === creds.length - 1) return 'credentials: password after ":" must not be empty';
  return null;
}

export function validateUserId(id: unknown): string | null {
  if (typeof id !== 'string') return 'user_id: must be a string';
  if (id.length > USER_ID_MAX) return `user_id: at most ${USER_ID_MAX} characters (got ${id.length})`;
  return null;
}

export function validateRoomName(name: unknown): string | null {
  if (typeof name !== 'string' || name.length === 0) return 'room name: required';
  const label = `room name ${quoteForMessage(name)}`;
  if (name.length > ROOM_NAME_MAX) return `${label}: at most ${ROOM_NAME_MAX} characters (got ${name.length})`;
  if (!ROOM_NAME_RE.test(name)) return `${label}: only letters, numbers, underscores and hyphens`;
  return null;
}

/** Region codes look like `us-west`; whether the org has the region is the server's call. */
export function validateRegion(region: unknown): string | null {
  if (typeof region !== 'string' || region.length === 0) return 'region: must not be empty';
  if (!/^[a-z0-9][a-z0-9-]{0,62}$/.test(region))
    return `region ${quoteForMessage(region)}: lowercase letters, numbers and hyphens, e.g. us-west`;
  return null;
}

/**
 * The latest Unix time in seconds agentdeck takes: 1e11 s is the year 5138, and every time in milliseconds since
 * 1973 is larger, so a bigger number is almost surely milliseconds. It also keeps every time a date can hold
 * (JavaScript's dates end at 8.64e12 s): a formatter given a time that passed this rule cannot fail.
 */
export const UNIX_SECONDS_MAX = 1e11;

/**
 * Why `seconds` is not a Unix timestamp in seconds (null when it is): a positive finite number up to
 * UNIX_SECONDS_MAX. `field` names the option or field (`--nbf`, `expiry`). The command line's --exp/--nbf and the
 * app's time fields say the same thing.
 */
export function unixSecondsProblem(field: string, seconds: number): string | null {
  if (!Number.isFinite(seconds) || seconds <= 0) return `${field}: must be a Unix timestamp in seconds`;
  if (seconds > UNIX_SECONDS_MAX) return `${field}: must be a Unix timestamp in seconds, not milliseconds`;
  return null;
}

/**
 * Why a meeting token's "not before" cannot be used with its expiry (null when it can): a token whose `nbf` is at or
 * after its `exp` can never be used. Both in Unix seconds.
 */
export function tokenWindowProblem(nbf: number, exp: number): string | null {
  return nbf >= exp
    ? `nbf: must be before the token's expiry (exp ${exp}); a token that becomes valid after it expires can never be used`
    : null;
}

/** Throws a VALIDATION ApiError for `field` when `message` is set. */
export function assertValid(field: string, message: string | null): void {
  if (message !== null) throw validationError(field, message);
}

const BASE64_RE = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/**
 * True when `value` is standard base64 (with padding) of UTF-8 `username:password` — what the registry
 * expects. Used to warn when `--no-encode` is given a value that is not already encoded.
 */
export function isBase64UserPass(value: string): boolean {
  if (value.length === 0 || !BASE64_RE.test(value)) return false;
  const bytes = Buffer.from(value, 'base64');
  let decoded: string;
  try {
    decoded = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  return validateCredentials(decoded) === null;
}
