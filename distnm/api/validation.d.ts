/**
 * Set names: letters, numbers and hyphens, starting and ending with a letter or number, at most 63 chars.
 * The seed says "letters, numbers and hyphens"; the official CLI checks the start/end rule (its regex also lets
 * `_` through, the seed does not); the REST spec caps names at 63 (DNS label). We take the intersection of all
 * three, so a name we accept is accepted everywhere. Upper case is allowed, as both the seed and the CLI allow it.
 */
export declare const SET_NAME_MAX = 63;
export declare const SECRET_KEY_MAX = 64;
export declare const USER_ID_MAX = 36;
export declare const ROOM_NAME_MAX = 128;
/** Shows a user-supplied identifier in a message: quoted, control characters escaped, long ones shortened. */
export declare function quoteForMessage(value: string, max?: number): string;
export declare function validateSetName(name: unknown): string | null;
export declare function validateExistingSetName(name: unknown): string | null;
export declare function validateSecretKey(key: unknown): string | null;
/** Never echoes the value: only the key it belongs to. */
export declare function validateSecretValue(key: string, value: unknown): string | null;
/** Registry address of an image pull secret: an http(s) URL with a host, e.g. https://index.docker.io/v1/. */
export declare function validateHost(host: unknown): string | null;
/**
 * Why a username or password cannot be sent (null = fine): `\uFFFD` is what invalid UTF-8 becomes when argv or a
 * stream is decoded, so it stands for bytes that were not text. Never echoes the value.
 */
export declare function credentialPartProblem(field: 'username' | 'password', value: string): string | null;
export declare function validateCredentials(creds: unknown): string | null;
export declare function validateUserId(id: unknown): string | null;
export declare function validateRoomName(name: unknown): string | null;
/** Region codes look like `us-west`; whether the org has the region is the server's call. */
export declare function validateRegion(region: unknown): string | null;
/** Throws a VALIDATION ApiError for `field` when `message` is set. */
export declare function assertValid(field: string, message: string | null): void;
/**
 * True when `value` is standard base64 (with padding) of UTF-8 `username:password` — what the registry
 * expects. Used to warn when `--no-encode` is given a value that is not already encoded.
 */
export declare function isBase64UserPass(value: string): boolean;
