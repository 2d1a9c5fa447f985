// Validation rules and fixed catalogues the emulator enforces (shared by the route modules).

export interface HttpResult {
  status: number;
  body: unknown;
  /**
   * The body already serialised, as UTF-8 bytes (hot paths send cached JSON). Bytes, not a string: node:http writes
   * a 200 KB string about twice as slowly as the same bytes, every time it is sent.
   */
  json?: Buffer;
}

/** A body as the bytes `HttpResult.json` holds. */
export function jsonBytes(body: unknown): Buffer {
  return Buffer.from(JSON.stringify(body), 'utf8');
}

export const REGIONS = [
  { code: 'us-west', display_name: 'US West (Oregon)' },
  { code: 'us-east', display_name: 'US East (Virginia)' },
  { code: 'eu-central', display_name: 'Europe (Frankfurt)' },
  { code: 'ap-south', display_name: 'Asia Pacific (Mumbai)' },
] as const;

export const REGION_CODES: ReadonlySet<string> = new Set(REGIONS.map((r) => r.code));
export const DEFAULT_REGION = 'us-west';

export const ORGANIZATIONS = [
  { name: 'local', verboseName: 'Local emulator' },
  { name: 'staging', verboseName: 'Staging (emulator)' },
] as const;

/**
 * Set names: the official CLI's rule for `secrets set` (daily-co/pipecat-cloud `validate_secret_name`:
 * `^[a-zA-Z0-9][a-zA-Z0-9_-]*[a-zA-Z0-9]$|^[a-zA-Z0-9]$` — letters, numbers, underscores and hyphens, starting
 * and ending with a letter or number), capped at the REST spec's 63 characters (the CLI sets no maximum).
 * The REST spec's stricter DNS-1123 form (lowercase, no underscores, dots) is not enforced: the CLI sends names
 * outside it, and which rule the server applies is not settled. agentdeck's own create rule is stricter (no
 * underscores); its other commands accept these names.
 */
export const SET_NAME = /^[A-Za-z0-9](?:[A-Za-z0-9_-]{0,61}[A-Za-z0-9])?$/;
export const SET_NAME_RULE =
  'Secret set name must contain only letters, numbers, underscores and hyphens, start and end with a letter or number, and be at most 63 characters';

/** Agent (service) names: as set names once were here, without underscores (the REST spec is stricter still). */
export const SERVICE_NAME = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
export const SERVICE_NAME_RULE =
  'Service name must contain only letters, numbers and hyphens, start and end with a letter or number, and be at most 63 characters';

export const SECRET_KEY = /^[A-Za-z0-9_-]+$/;
export const SECRET_KEY_MAX = 64;

/** Room names as Daily accepts them. */
export const ROOM_NAME = /^[A-Za-z0-9_-]{1,128}$/;

export const RECORDING_MODES: ReadonlySet<string> = new Set(['cloud', 'cloud-audio-only', 'local', 'raw-tracks']);

export const PULL_SECRET_FAILURE =
  "Image pull secret credentials are not valid base64 of 'username:password'. Re-create it with encoding on.";

/** Test hook (documented): regular sets named `fail-…` end `failed` with this message. */
export const FAIL_PREFIX = 'fail-';
export function provisioningFailure(region: string): string {
  return `Secret set could not be provisioned in region '${region}'. Delete it and create it again, or contact support.`;
}

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
const utf8 = new TextDecoder('utf-8', { fatal: true });

/** True when `value` is canonical, padded standard base64 of UTF-8 `user:password` with a non-empty user. */
export function isBase64Credentials(value: string): boolean {
  if (value.length === 0 || !BASE64.test(value)) return false;
  let decoded: string;
  try {
    decoded = utf8.decode(Buffer.from(value, 'base64'));
  } catch {
    return false;
  }
  return decoded.indexOf(':') > 0;
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
