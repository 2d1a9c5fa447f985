export interface OAuthConfig {
    issuer: string;
    clientId: string;
    scopes: string;
    authorizationEndpoint: string;
    tokenEndpoint: string;
}
export interface TokenSet {
    accessToken: string;
    /** Absent when the server does not rotate (keep the old one then). */
    refreshToken?: string;
    /** Seconds; the official CLI assumes 86 400 when absent. */
    expiresIn: number;
}
export declare const CALLBACK_HOST = "127.0.0.1";
export declare const CALLBACK_PORTS: readonly [8400, 8401, 8402, 8403, 8404];
export declare const CALLBACK_PATH = "/oauth_callback";
export declare const DEFAULT_EXPIRES_IN = 86400;
/** Plain http is refused except on a loopback address (the local emulator). */
export declare function isAcceptableEndpoint(url: string): boolean;
/** `GET {apiHost}/auth/config` then the issuer's discovery document, validated as the official CLI does. */
export declare function discoverOAuth(apiHost: string): Promise<OAuthConfig>;
/** `grant_type=refresh_token` → the new token set. Throws ApiError (code SESSION_EXPIRED when refused). */
export declare function refreshTokens(config: OAuthConfig, refreshToken: string): Promise<TokenSet>;
/** `grant_type=authorization_code` with the PKCE verifier. */
export declare function exchangeCode(config: OAuthConfig, input: {
    code: string;
    redirectUri: string;
    codeVerifier: string;
}): Promise<TokenSet>;
export type LogoutOutcome = 'revoked' | 'unavailable' | 'unreachable' | 'refused';
/** `POST {apiHost}/auth/logout {refresh_token}` (the official CLI's server-side revocation). Never throws. */
export declare function revokeSession(apiHost: string, accessToken: string, refreshToken: string): Promise<LogoutOutcome>;
export interface Pkce {
    verifier: string;
    challenge: string;
    state: string;
}
/** Verifier: 64 random bytes, base64url (as `secrets.token_urlsafe(64)`); challenge: base64url SHA-256, no padding. */
export declare function createPkce(): Pkce;
export declare function authorizeUrl(config: OAuthConfig, pkce: Pkce, redirectUri: string): string;
export interface CallbackResult {
    code?: string;
    state?: string;
    error?: string;
}
/** Reads `code`/`state`/`error` from a redirect URL pasted from the browser's address bar. */
export declare function parseRedirectUrl(text: string): CallbackResult | undefined;
