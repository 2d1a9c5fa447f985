// The official CLI's OAuth2 flow (daily-co/pipecat-cloud `cli/commands/auth.py`), wire only: discovery from the
// API host, PKCE, the token endpoint's two grants and server-side logout. No files, no UI: the session store in
// src/config decides when to call these. Messages never hold a token, a code or a verifier.
import { createHash, randomBytes } from 'node:crypto';
import got, { type Response } from 'got';
import {
  answerTooLarge,
  DEFAULT_MAX_ANSWER_BYTES,
  localFailure,
  parseAnswer,
  watchAnswerSize,
  type AnswerWatch,
} from '../http/answer.js';
import { ApiError } from '../http/errors.js';
import { nativeRequest } from '../http/nativeRequest.js';
import { networkReason } from '../http/networkReason.js';
import { redactSecrets } from '../redact/redact.js';
import { sanitizeTerminalText } from '../redact/sanitize.js';
import { certificateProblem } from '../http/tlsTrust.js';
import { USER_AGENT } from '../http/version.js';

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

export const CALLBACK_HOST = '127.0.0.1';
export const CALLBACK_PORTS = [8400, 8401, 8402, 8403, 8404] as const;
export const CALLBACK_PATH = '/oauth_callback';
export const DEFAULT_EXPIRES_IN = 86_400;

const TIMEOUT_MS = 10_000;

function authError(message: string, status = 0, code = 'AUTH'): ApiError {
  return new ApiError({ status, code, message });
}

/** Plain http is refused except on a loopback address (the local emulator). */
export function isAcceptableEndpoint(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol === 'https:') return true;
  return parsed.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(parsed.hostname);
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return 'the server';
  }
}

async function call(
  method: 'GET' | 'POST',
  url: string,
  init: { form?: Record<string, string>; json?: unknown; bearer?: string; secrets?: string[] } = {},
): Promise<{ status: number; body: unknown }> {
  let response: Response<string>;
  let watch: AnswerWatch = {};
  try {
    const pending = got(url, {
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
      // The API clients' request function: on Node ≥ 24.20 a refused connection is retried and named as such.
      request: nativeRequest,
    });
    // The same limit as every API answer (answer.ts): a sign-in server cannot make this process read gigabytes.
    watch = watchAnswerSize(pending, DEFAULT_MAX_ANSWER_BYTES);
    response = await pending;
  } catch (error) {
    if (watch.over) throw answerTooLarge(hostOf(url), DEFAULT_MAX_ANSWER_BYTES, watch.over);
    const local = localFailure(error, hostOf(url));
    if (local) throw local;
    const code = (error as { code?: unknown }).code;
    const problem = certificateProblem(code);
    if (problem) throw authError(`${hostOf(url)}: ${problem}`, 0, 'NETWORK');
    throw authError(`Cannot reach ${hostOf(url)}: ${networkReason(code)}`, 0, 'NETWORK');
  }
  // Parsed and cleaned of control sequences in the one place every answer is (answer.ts); not JSON → no body.
  const parsed = parseAnswer(response.body);
  return { status: response.statusCode, body: parsed.ok ? parsed.value : undefined };
}

function field(body: unknown, name: string): string | undefined {
  const value = body && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

/** `GET {apiHost}/auth/config` then the issuer's discovery document, validated as the official CLI does. */
export async function discoverOAuth(apiHost: string): Promise<OAuthConfig> {
  const config = await call('GET', `${apiHost}/auth/config`);
  if (config.status !== 200) {
    throw authError(`Failed to fetch auth configuration (${config.status}) from ${hostOf(apiHost)}`, config.status);
  }
  const issuer = field(config.body, 'issuer');
  const clientId = field(config.body, 'client_id');
  if (!issuer || !clientId)
    throw authError(`Auth configuration from ${hostOf(apiHost)} lacks issuer or client_id`, 200, 'MALFORMED_RESPONSE');
  if (!isAcceptableEndpoint(issuer)) throw authError(`OIDC issuer must use https (got ${safe(issuer)})`);
  const discovery = await call('GET', `${issuer}/.well-known/openid-configuration`);
  if (discovery.status !== 200)
    throw authError(`OIDC discovery failed (${discovery.status}) at ${hostOf(issuer)}`, discovery.status);
  const doc = discovery.body;
  if (field(doc, 'issuer') !== issuer) {
    throw authError(`OIDC issuer mismatch: expected ${safe(issuer)}, got ${safe(field(doc, 'issuer') ?? '(none)')}`);
  }
  const endpoints: Record<'authorization_endpoint' | 'token_endpoint', string> = {
    authorization_endpoint: '',
    token_endpoint: '',
  };
  for (const key of Object.keys(endpoints) as Array<keyof typeof endpoints>) {
    const endpoint = field(doc, key) ?? '';
    if (!isAcceptableEndpoint(endpoint))
      throw authError(`OIDC ${key} must use https, got ${safe(endpoint || '(none)')}`);
    endpoints[key] = endpoint;
  }
  const list = (name: string): unknown[] | undefined => {
    const value = doc && typeof doc === 'object' ? (doc as Record<string, unknown>)[name] : undefined;
    return Array.isArray(value) ? value : undefined;
  };
  const methods = list('code_challenge_methods_supported');
  if (methods && !methods.includes('S256')) throw authError('OIDC server does not support S256 PKCE');
  const types = list('response_types_supported');
  if (types && !types.includes('code')) throw authError("OIDC server does not support the 'code' response type");
  return {
    issuer,
    clientId,
    scopes: field(config.body, 'scopes') ?? 'openid email profile offline_access',
    authorizationEndpoint: endpoints.authorization_endpoint,
    tokenEndpoint: endpoints.token_endpoint,
  };
}

function safe(text: string): string {
  return sanitizeTerminalText(text, { singleLine: true }).slice(0, 200);
}

function toTokenSet(body: unknown): TokenSet {
  const accessToken = field(body, 'access_token');
  if (!accessToken) throw authError('The token endpoint answered without an access_token', 200, 'MALFORMED_RESPONSE');
  const refreshToken = field(body, 'refresh_token');
  const rawExpiry = body && typeof body === 'object' ? (body as Record<string, unknown>).expires_in : undefined;
  const expiresIn =
    typeof rawExpiry === 'number' && Number.isFinite(rawExpiry) && rawExpiry > 0 ? rawExpiry : DEFAULT_EXPIRES_IN;
  return { accessToken, ...(refreshToken ? { refreshToken } : {}), expiresIn };
}

function grantFailure(what: string, status: number, body: unknown, secrets: string[]): ApiError {
  const reason = field(body, 'error_description') ?? field(body, 'error');
  const detail = reason ? `: ${redactSecrets(safe(reason), secrets)}` : '';
  return authError(
    `${what} failed (${status})${detail}`,
    status,
    status === 400 || status === 401 ? 'SESSION_EXPIRED' : 'AUTH',
  );
}

/** `grant_type=refresh_token` → the new token set. Throws ApiError (code SESSION_EXPIRED when refused). */
export async function refreshTokens(config: OAuthConfig, refreshToken: string): Promise<TokenSet> {
  const res = await call('POST', config.tokenEndpoint, {
    form: { grant_type: 'refresh_token', refresh_token: refreshToken, client_id: config.clientId },
  });
  if (res.status !== 200) throw grantFailure('Token refresh', res.status, res.body, [refreshToken]);
  return toTokenSet(res.body);
}

/** `grant_type=authorization_code` with the PKCE verifier. */
export async function exchangeCode(
  config: OAuthConfig,
  input: { code: string; redirectUri: string; codeVerifier: string },
): Promise<TokenSet> {
  const res = await call('POST', config.tokenEndpoint, {
    form: {
      grant_type: 'authorization_code',
      code: input.code,
      redirect_uri: input.redirectUri,
      client_id: config.clientId,
      code_verifier: input.codeVerifier,
    },
  });
  if (res.status !== 200) throw grantFailure('Token exchange', res.status, res.body, [input.code, input.codeVerifier]);
  return toTokenSet(res.body);
}

export type LogoutOutcome = 'revoked' | 'unavailable' | 'unreachable' | 'refused';

/** `POST {apiHost}/auth/logout {refresh_token}` (the official CLI's server-side revocation). Never throws. */
export async function revokeSession(
  apiHost: string,
  accessToken: string,
  refreshToken: string,
): Promise<LogoutOutcome> {
  try {
    const res = await call('POST', `${apiHost}/auth/logout`, {
      json: { refresh_token: refreshToken },
      bearer: accessToken,
    });
    if (res.status >= 200 && res.status < 300) return 'revoked';
    return res.status === 503 ? 'unavailable' : 'refused';
  } catch {
    return 'unreachable';
  }
}

export interface Pkce {
  verifier: string;
  challenge: string;
  state: string;
}

/** Verifier: 64 random bytes, base64url (as `secrets.token_urlsafe(64)`); challenge: base64url SHA-256, no padding. */
export function createPkce(): Pkce {
  const verifier = randomBytes(64).toString('base64url');
  return {
    verifier,
    challenge: createHash('sha256').update(verifier, 'ascii').digest('base64url'),
    state: randomBytes(32).toString('base64url'),
  };
}

export function authorizeUrl(config: OAuthConfig, pkce: Pkce, redirectUri: string): string {
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

export interface CallbackResult {
  code?: string;
  state?: string;
  error?: string;
}

/** Reads `code`/`state`/`error` from a redirect URL pasted from the browser's address bar. */
export function parseRedirectUrl(text: string): CallbackResult | undefined {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return undefined;
  }
  const get = (name: string) => url.searchParams.get(name) ?? undefined;
  const result: CallbackResult = { code: get('code'), state: get('state'), error: get('error') };
  return result.code || result.error ? result : undefined;
}
