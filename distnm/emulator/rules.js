// Validation rules and fixed catalogues the emulator enforces (shared by the route modules).
export const REGIONS = [
    { code: 'us-west', display_name: 'US West (Oregon)' },
    { code: 'us-east', display_name: 'US East (Virginia)' },
    { code: 'eu-central', display_name: 'Europe (Frankfurt)' },
    { code: 'ap-south', display_name: 'Asia Pacific (Mumbai)' },
];
export const REGION_CODES = new Set(REGIONS.map((r) => r.code));
export const DEFAULT_REGION = 'us-west';
export const ORGANIZATIONS = [
    { name: 'local', verboseName: 'Local emulator' },
    { name: 'staging', verboseName: 'Staging (emulator)' },
];
/**
 * Set names: letters, numbers and hyphens, starting and ending with a letter or number, at most 63 characters.
 * This is the official CLI's rule (minus the underscore its message does not mention) capped at the REST spec's
 * 63-character maximum. The REST spec's stricter DNS-1123 form (lowercase, 3+ characters, dots) is not enforced
 * because the real CLI accepts names outside it and which one the server applies is not settled.
 */
export const SET_NAME = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
export const SET_NAME_RULE = 'Secret set name must contain only letters, numbers and hyphens, start and end with a letter or number, and be at most 63 characters';
export const SECRET_KEY = /^[A-Za-z0-9_-]+$/;
export const SECRET_KEY_MAX = 64;
/** Room names as Daily accepts them. */
export const ROOM_NAME = /^[A-Za-z0-9_-]{1,128}$/;
export const RECORDING_MODES = new Set(['cloud', 'cloud-audio-only', 'local', 'raw-tracks']);
export const PULL_SECRET_FAILURE = "Image pull secret credentials are not valid base64 of 'username:password'. Re-create it with encoding on.";
/** Test hook (documented): regular sets named `fail-…` end `failed` with this message. */
export const FAIL_PREFIX = 'fail-';
export function provisioningFailure(region) {
    return `Secret set could not be provisioned in region '${region}'. Delete it and create it again, or contact support.`;
}
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
const utf8 = new TextDecoder('utf-8', { fatal: true });
/** True when `value` is canonical, padded standard base64 of UTF-8 `user:password` with a non-empty user. */
export function isBase64Credentials(value) {
    if (value.length === 0 || !BASE64.test(value))
        return false;
    let decoded;
    try {
        decoded = utf8.decode(Buffer.from(value, 'base64'));
    }
    catch {
        return false;
    }
    return decoded.indexOf(':') > 0;
}
export function isPlainObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
