export declare const REDACTED = "[REDACTED]";
/** Shortest value replaced as a substring anywhere in output (see the rule above). */
export declare const MIN_REDACTED_LENGTH = 6;
/** Replaces every occurrence of each non-empty secret in `text` (longest first, so overlaps redact fully). */
export declare function redactSecrets(text: string, secrets: ReadonlyArray<string | undefined | null>): string;
/**
 * A copy of `headers` safe to log: credentials are replaced, the auth scheme is kept
 * (`Authorization: Bearer [REDACTED]`) so a dump still says which scheme was used.
 */
export declare function redactAuthorization<T extends Record<string, unknown>>(headers: T): T;
/** Records a secret value the moment it is read, so no later output can carry it. Short values: see the rule above. */
export declare function registerSecret(value: string | undefined | null): void;
/**
 * Registers image pull secret credentials in every form they travel in: `user:pass`, the password alone and
 * `base64(user:pass)` (what the wire carries), plus the value itself when it is stored as given (encoding off).
 */
export declare function registerCredentials(credentials: string | undefined | null): void;
/** Forgets every registered value (tests only: the registry lives as long as the process). */
export declare function clearRegisteredSecrets(): void;
/** A quoted request body's value fields replaced, whatever their length: `"secretValue":"[REDACTED]"`. */
export declare function redactValueFields(text: string): string;
/** `text` with every registered secret replaced by [REDACTED]. */
export declare function redact(text: string): string;
/** Server text about to be shown: quoted value fields and every registered secret replaced. */
export declare function redactServerText(text: string): string;
/** A copy of a JSON-like value with every string redacted (object keys too), so JSON output stays valid JSON. */
export declare function redactDeep<T>(value: T): T;
/** `https://user:pass@host/path` → `https://host/path`; text that is not a URL is returned as is. */
export declare function stripUrlCredentials(url: string): string;
