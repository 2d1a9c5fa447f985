import type Database from 'better-sqlite3';
import type { HttpResult } from './rules.js';
export declare const OAUTH_CLIENT_ID = "agentdeck-emulator-cli";
export declare const OAUTH_SCOPES = "openid email profile offline_access";
export declare const ISSUER_PATH = "/oauth";
export declare const DEFAULT_TOKEN_TTL_SECONDS = 86400;
export declare const ACCESS_PREFIX = "emu_at_";
export declare const EMULATOR_USER: {
    readonly userId: "user_emu_1";
    readonly email: "developer@agentdeck.local";
};
export interface OAuthOptions {
    db: Database.Database;
    tokenTtlSeconds: number;
    /** The emulator's own base URL (known once it listens). */
    baseUrl: () => string;
    now?: () => number;
}
export declare class OAuthService {
    private readonly options;
    private readonly codes;
    private readonly db;
    private readonly ttlMs;
    private readonly now;
    private readonly stmts;
    constructor(options: OAuthOptions);
    readonly clientId = "agentdeck-emulator-cli";
    get issuer(): string;
    authConfig(): HttpResult;
    discovery(): HttpResult;
    /** Approves at once: a redirect to `redirect_uri` with `code` and `state`, or a 400 naming the bad parameter. */
    authorize(query: Record<string, unknown>): {
        redirect: string;
    } | HttpResult;
    token(form: unknown): HttpResult;
    private codeGrant;
    private refreshGrant;
    private issue;
    /** True for an access token this emulator issued that is neither expired nor revoked. */
    isValidAccessToken(token: string): boolean;
    /** `POST /auth/logout {refresh_token}`: revokes the session the refresh token belongs to. */
    logout(body: unknown): HttpResult;
    user(): HttpResult;
}
