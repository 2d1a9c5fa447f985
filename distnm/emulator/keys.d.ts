import type { EmulatorKeys } from './types.js';
export declare const KEYS_FILE = "keys.json";
/** Reads the keys of a data dir, creating them (0600, atomically) on first start. */
export declare function loadOrCreateKeys(dataDir: string): EmulatorKeys;
export type KeyKind = 'private' | 'user' | 'room';
/**
 * Identifies which key a presented bearer token is. Both sides are hashed first so the comparison runs on
 * equal-length buffers, and every key is compared every time (no early exit that would reveal which matched).
 */
export declare function createKeyMatcher(keys: EmulatorKeys): (token: string) => KeyKind | undefined;
/** The token of an `Authorization: Bearer <token>` header; undefined when missing or malformed. */
export declare function bearerToken(header: string | undefined): string | undefined;
