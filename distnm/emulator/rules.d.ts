export interface HttpResult {
    status: number;
    body: unknown;
    /** The body already serialised (hot paths send cached JSON). */
    json?: string;
}
export declare const REGIONS: readonly [{
    readonly code: "us-west";
    readonly display_name: "US West (Oregon)";
}, {
    readonly code: "us-east";
    readonly display_name: "US East (Virginia)";
}, {
    readonly code: "eu-central";
    readonly display_name: "Europe (Frankfurt)";
}, {
    readonly code: "ap-south";
    readonly display_name: "Asia Pacific (Mumbai)";
}];
export declare const REGION_CODES: ReadonlySet<string>;
export declare const DEFAULT_REGION = "us-west";
export declare const ORGANIZATIONS: readonly [{
    readonly name: "local";
    readonly verboseName: "Local emulator";
}, {
    readonly name: "staging";
    readonly verboseName: "Staging (emulator)";
}];
/**
 * Set names: letters, numbers and hyphens, starting and ending with a letter or number, at most 63 characters.
 * This is the official CLI's rule (minus the underscore its message does not mention) capped at the REST spec's
 * 63-character maximum. The REST spec's stricter DNS-1123 form (lowercase, 3+ characters, dots) is not enforced
 * because the real CLI accepts names outside it and which one the server applies is not settled.
 */
export declare const SET_NAME: RegExp;
export declare const SET_NAME_RULE = "Secret set name must contain only letters, numbers and hyphens, start and end with a letter or number, and be at most 63 characters";
export declare const SECRET_KEY: RegExp;
export declare const SECRET_KEY_MAX = 64;
/** Room names as Daily accepts them. */
export declare const ROOM_NAME: RegExp;
export declare const RECORDING_MODES: ReadonlySet<string>;
export declare const PULL_SECRET_FAILURE = "Image pull secret credentials are not valid base64 of 'username:password'. Re-create it with encoding on.";
/** Test hook (documented): regular sets named `fail-…` end `failed` with this message. */
export declare const FAIL_PREFIX = "fail-";
export declare function provisioningFailure(region: string): string;
/** True when `value` is canonical, padded standard base64 of UTF-8 `user:password` with a non-empty user. */
export declare function isBase64Credentials(value: string): boolean;
export declare function isPlainObject(value: unknown): value is Record<string, unknown>;
