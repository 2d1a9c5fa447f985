// The official CLI's OAuth2 flow (daily-co/pipecat-cloud `cli/commands/auth.py`), wire only: discovery from the
// API host, PKCE, the token endpoint's two grants and server-side logout. No files, no UI: the session store in
// src/config decides when to call these. Messages never hold a token, a code or a verifier.
import { createHash, randomBytes } from 'node:crypto';
import got from 'got';
import { ApiError } from './errors.js';
import { redactSecrets } from './redact.js';
import { sanitizeTerminalText } from './sanitize.js';
import { USER_AGENT } from './version.js';
export const CALLBACK_HOST = '127.0.0.1';
export const CALLBACK_PORTS = [8400, 8401, 8402, 8403, 8404];
export const CALLBACK_PATH = '/oauth_callback';
export const DEFAULT_EXPIRES_IN = 86_400;
const TIMEOUT_MS = 10_000;
function authError(message, status = 0, code = 'AUTH') {
    return new ApiError({ status, code, message });
}
/** Plain http is refused except on a loopback address (the local emulator). */
export function isAcceptableEndpoint(url) {
    let parsed;
    try {
        parsed = new URL(url);
    }
    catch {
        return false;
    }
    if (parsed.protocol === 'https:')
        return true;
    return parsed.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(parsed.hostname);
}
function hostOf(url) {
    try {
        return new URL(url).host;
    }
    catch {
        return 'the server';
    }
}
async function call(method, url, init = {}) {
    let response;
    try {
        response = await got(url, {
            method,
            headers: {
                'user-agent': USER_AGENT,
                accept: 'application/json',
                ...(init.bearer ? { authorization: `Bearer ${init.bearer}` } : {}),
            },
            ...(init.form ? { form: init.form } : {}),
            ...(init.json !== undefined ? { json: init.json } : {}),
            timeout: { request: TIMEOUT_MS },
            retry: { limit: method === 'GET' ? 2 : 0 },
            throwHttpErrors: false,
            followRedirect: false,
            responseType: 'text',
        });
    }
    catch (error) {
        const code = error.code;
        throw authError(`Cannot reach ${hostOf(url)} (${typeof code === 'string' ? code : 'connection failed'})`, 0, 'NETWORK');
    }
    let body;
    try {
        body = response.body.trim() === '' ? undefined : JSON.parse(response.body);
    }
    catch {
        body = undefined;
    }
    return { status: response.statusCode, body };
}
function field(body, name) {
    const value = body && typeof body === 'object' ? body[name] : undefined;
    return typeof value === 'string' && value.length > 0 ? value : undefined;
}
/** `GET {apiHost}/auth/config` then the issuer's discovery document, validated as the official CLI does. */
export async function discoverOAuth(apiHost) {
    const config = await call('GET', `${apiHost}/auth/config`);
    if (config.status !== 200) {
        throw authError(`Failed to fetch auth configuration (${config.status}) from ${hostOf(apiHost)}`, config.status);
    }
    const issuer = field(config.body, 'issuer');
    const clientId = field(config.body, 'client_id');
    if (!issuer || !clientId)
        throw authError(`Auth configuration from ${hostOf(apiHost)} lacks issuer or client_id`, 200, 'MALFORMED_RESPONSE');
    if (!isAcceptableEndpoint(issuer))
        throw authError(`OIDC issuer must use https (got ${safe(issuer)})`);
    const discovery = await call('GET', `${issuer}/.well-known/openid-configuration`);
    if (discovery.status !== 200)
        throw authError(`OIDC discovery failed (${discovery.status}) at ${hostOf(issuer)}`, discovery.status);
    const doc = discovery.body;
    if (field(doc, 'issuer') !== issuer) {
        throw authError(`OIDC issuer mismatch: expected ${safe(issuer)}, got ${safe(field(doc, 'issuer') ?? '(none)')}`);
    }
    const endpoints = { authorization_endpoint: '', token_endpoint: '' };
    for (const key of Object.keys(endpoints)) {
        const endpoint = field(doc, key) ?? '';
        if (!isAcceptableEndpoint(endpoint))
            throw authError(`OIDC ${key} must use https, got ${safe(endpoint || '(none)')}`);
        endpoints[key] = endpoint;
    }
    const list = (name) => {
        const value = doc && typeof doc === 'object' ? doc[name] : undefined;
        return Array.isArray(value) ? value : undefined;
    };
    const methods = list('code_challenge_methods_supported');
    if (methods && !methods.includes('S256'))
        throw authError('OIDC server does not support S256 PKCE');
    const types = list('response_types_supported');
    if (types && !types.includes('code'))
        throw authError("OIDC server does not support the 'code' response type");
    return {
        issuer,
        clientId,
        scopes: field(config.body, 'scopes') ?? 'openid email profile offline_access',
        authorizationEndpoint: endpoints.authorization_endpoint,
        tokenEndpoint: endpoints.token_endpoint,
    };
}
function safe(text) {
    return sanitizeTerminalText(text, { singleLine: true }).slice(0, 200);
}
function toTokenSet(body) {
    const accessToken = field(body, 'access_token');
    if (!accessToken)
        throw authError('The token endpoint answered without an access_token', 200, 'MALFORMED_RESPONSE');
    const refreshToken = field(body, 'refresh_token');
    const rawExpiry = body && typeof body === 'object' ? body.expires_in : undefined;
    const expiresIn = typeof rawExpiry === 'number' && Number.isFinite(rawExpiry) && rawExpiry > 0 ? rawExpiry : DEFAULT_EXPIRES_IN;
    return { accessToken, ...(refreshToken ? { refreshToken } : {}), expiresIn };
}
function grantFailure(what, status, body, secrets) {
    const reason = field(body, 'error_description') ?? field(body, 'error');
    const detail = reason ? `: ${redactSecrets(safe(reason), secrets)}` : '';
    return authError(`${what} failed (${status})${detail}`, status, status === 400 || status === 401 ? 'SESSION_EXPIRED' : 'AUTH');
}
/** `grant_type=refresh_token` → the new token set. Throws ApiError (code SESSION_EXPIRED when refused). */
export async function refreshTokens(config, refreshToken) {
    const res = await call('POST', config.tokenEndpoint, {
        form: { grant_type: 'refresh_token', refresh_token: refreshToken, client_id: config.clientId },
    });
    if (res.status !== 200)
        throw grantFailure('Token refresh', res.status, res.body, [refreshToken]);
    return toTokenSet(res.body);
}
/** `grant_type=authorization_code` with the PKCE verifier. */
export async function exchangeCode(config, input) {
    const res = await call('POST', config.tokenEndpoint, {
        form: {
            grant_type: 'authorization_code',
            code: input.code,
            redirect_uri: input.redirectUri,
            client_id: config.clientId,
            code_verifier: input.codeVerifier,
        },
    });
    if (res.status !== 200)
        throw grantFailure('Token exchange', res.status, res.body, [input.code, input.codeVerifier]);
    return toTokenSet(res.body);
}
/** `POST {apiHost}/auth/logout {refresh_token}` (the official CLI's server-side revocation). Never throws. */
export async function revokeSession(apiHost, accessToken, refreshToken) {
    try {
        const res = await call('POST', `${apiHost}/auth/logout`, { json: { refresh_token: refreshToken }, bearer: accessToken });
        if (res.status >= 200 && res.status < 300)
            return 'revoked';
        return res.status === 503 ? 'unavailable' : 'refused';
    }
    catch {
        return 'unreachable';
    }
}
/** Verifier: 64 random bytes, base64url (as `secrets.token_urlsafe(64)`); challenge: base64url SHA-256, no padding. */
export function createPkce() {
    const verifier = randomBytes(64).toString('base64url');
    return {
        verifier,
        challenge: createHash('sha256').update(verifier, 'ascii').digest('base64url'),
        state: randomBytes(32).toString('base64url'),
    };
}
export function authorizeUrl(config, pkce, redirectUri) {
    const params = new URLSearchParams({
        response_type: 'code',
        client_id: config.clientId,
        redirect_uri: redirectUri,
        scope: config.scopes,
        code_challenge: pkce.challenge,
        code_challenge_method: 'S256',
        state: pkce.state,
    });
    return `${config.authorizationEndpoint}?${params.toString()}`;
}
/** Reads `code`/`state`/`error` from a redirect URL pasted from the browser's address bar. */
export function parseRedirectUrl(text) {
    let url;
    try {
        url = new URL(text.trim());
    }
    catch {
        return undefined;
    }
    const get = (name) => url.searchParams.get(name) ?? undefined;
    const result = { code: get('code'), state: get('state'), error: get('error') };
    return result.code || result.error ? result : undefined;
}
