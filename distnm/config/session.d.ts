import type { AuthProvider } from '../api/http.js';
import { type StoredSession } from './sessionFile.js';
export declare const EXPIRY_MARGIN_SECONDS = 60;
export declare const PAT_PREFIX = "pcc_pat_";
export declare const SESSION_EXPIRED_MESSAGE = "session expired \u2014 run `agentdeck auth login` (or `pipecat cloud auth login`) to sign in again";
export declare function isPat(token: string): boolean;
export interface SessionOptions {
    path: string;
    apiHost: string;
    initial: StoredSession & {
        token: string;
    };
    /** Unix seconds; injectable for tests. */
    nowSeconds?: () => number;
    lockTimeoutMs?: number;
}
export type SessionMethod = 'OAuth' | 'PAT' | 'token';
export declare class FileSession implements AuthProvider {
    private readonly options;
    private session;
    private inflight;
    private oauthConfig;
    private readonly now;
    /** Tokens seen by this process (for redaction by the HTTP layer). */
    readonly seenTokens: Set<string>;
    constructor(options: SessionOptions);
    get current(): Readonly<StoredSession & {
        token: string;
    }>;
    get method(): SessionMethod;
    private remember;
    /** The official CLI's `_is_token_expired`: PATs and sessions without an expiry never are. */
    private nearExpiry;
    private expired;
    token(): Promise<string>;
    refreshAfter401(rejected: string): Promise<string | null>;
    /** One refresh at a time in this process; callers that arrive meanwhile share its outcome. */
    refresh(staleToken: string): Promise<string>;
    private adopt;
    private refreshLocked;
}
