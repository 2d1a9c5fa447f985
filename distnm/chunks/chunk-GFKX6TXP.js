import { createRequire as __agentdeckCreateRequire } from 'node:module'; const require = __agentdeckCreateRequire(import.meta.url);
import {
  readSession,
  updateSessionFile,
  withFileLock
} from "./chunk-IU55D2WA.js";
import {
  source_default
} from "./chunk-AYJZL7RE.js";
import {
  USER_AGENT
} from "./chunk-EPPTKU2A.js";
import {
  redactSecrets
} from "./chunk-4K7H4426.js";
import {
  sanitizeTerminalText
} from "./chunk-BO633EMQ.js";
import {
  ApiError
} from "./chunk-WLHYYBCR.js";

// src/api/oauth.ts
import { createHash, randomBytes } from "node:crypto";
var CALLBACK_HOST = "127.0.0.1";
var CALLBACK_PORTS = [8400, 8401, 8402, 8403, 8404];
var CALLBACK_PATH = "/oauth_callback";
var DEFAULT_EXPIRES_IN = 86400;
var TIMEOUT_MS = 1e4;
function authError(message, status = 0, code = "AUTH") {
  return new ApiError({ status, code, message });
}
function isAcceptableEndpoint(url) {
  let parsed;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol === "https:") return true;
  return parsed.protocol === "http:" && ["127.0.0.1", "localhost", "[::1]"].includes(parsed.hostname);
}
function hostOf(url) {
  try {
    return new URL(url).host;
  } catch {
    return "the server";
  }
}
async function call(method, url, init = {}) {
  let response;
  try {
    response = await source_default(url, {
      method,
      headers: {
        "user-agent": USER_AGENT,
        accept: "application/json",
        ...init.bearer ? { authorization: `Bearer ${init.bearer}` } : {}
      },
      ...init.form ? { form: init.form } : {},
      ...init.json !== void 0 ? { json: init.json } : {},
      timeout: { request: TIMEOUT_MS },
      retry: { limit: method === "GET" ? 2 : 0 },
      throwHttpErrors: false,
      followRedirect: false,
      responseType: "text"
    });
  } catch (error) {
    const code = error.code;
    throw authError(`Cannot reach ${hostOf(url)} (${typeof code === "string" ? code : "connection failed"})`, 0, "NETWORK");
  }
  let body;
  try {
    body = response.body.trim() === "" ? void 0 : JSON.parse(response.body);
  } catch {
    body = void 0;
  }
  return { status: response.statusCode, body };
}
function field(body, name) {
  const value = body && typeof body === "object" ? body[name] : void 0;
  return typeof value === "string" && value.length > 0 ? value : void 0;
}
async function discoverOAuth(apiHost) {
  const config = await call("GET", `${apiHost}/auth/config`);
  if (config.status !== 200) {
    throw authError(`Failed to fetch auth configuration (${config.status}) from ${hostOf(apiHost)}`, config.status);
  }
  const issuer = field(config.body, "issuer");
  const clientId = field(config.body, "client_id");
  if (!issuer || !clientId) throw authError(`Auth configuration from ${hostOf(apiHost)} lacks issuer or client_id`, 200, "MALFORMED_RESPONSE");
  if (!isAcceptableEndpoint(issuer)) throw authError(`OIDC issuer must use https (got ${safe(issuer)})`);
  const discovery = await call("GET", `${issuer}/.well-known/openid-configuration`);
  if (discovery.status !== 200) throw authError(`OIDC discovery failed (${discovery.status}) at ${hostOf(issuer)}`, discovery.status);
  const doc = discovery.body;
  if (field(doc, "issuer") !== issuer) {
    throw authError(`OIDC issuer mismatch: expected ${safe(issuer)}, got ${safe(field(doc, "issuer") ?? "(none)")}`);
  }
  const endpoints = { authorization_endpoint: "", token_endpoint: "" };
  for (const key of Object.keys(endpoints)) {
    const endpoint = field(doc, key) ?? "";
    if (!isAcceptableEndpoint(endpoint)) throw authError(`OIDC ${key} must use https, got ${safe(endpoint || "(none)")}`);
    endpoints[key] = endpoint;
  }
  const list = (name) => {
    const value = doc && typeof doc === "object" ? doc[name] : void 0;
    return Array.isArray(value) ? value : void 0;
  };
  const methods = list("code_challenge_methods_supported");
  if (methods && !methods.includes("S256")) throw authError("OIDC server does not support S256 PKCE");
  const types = list("response_types_supported");
  if (types && !types.includes("code")) throw authError("OIDC server does not support the 'code' response type");
  return {
    issuer,
    clientId,
    scopes: field(config.body, "scopes") ?? "openid email profile offline_access",
    authorizationEndpoint: endpoints.authorization_endpoint,
    tokenEndpoint: endpoints.token_endpoint
  };
}
function safe(text) {
  return sanitizeTerminalText(text, { singleLine: true }).slice(0, 200);
}
function toTokenSet(body) {
  const accessToken = field(body, "access_token");
  if (!accessToken) throw authError("The token endpoint answered without an access_token", 200, "MALFORMED_RESPONSE");
  const refreshToken = field(body, "refresh_token");
  const rawExpiry = body && typeof body === "object" ? body.expires_in : void 0;
  const expiresIn = typeof rawExpiry === "number" && Number.isFinite(rawExpiry) && rawExpiry > 0 ? rawExpiry : DEFAULT_EXPIRES_IN;
  return { accessToken, ...refreshToken ? { refreshToken } : {}, expiresIn };
}
function grantFailure(what, status, body, secrets) {
  const reason = field(body, "error_description") ?? field(body, "error");
  const detail = reason ? `: ${redactSecrets(safe(reason), secrets)}` : "";
  return authError(`${what} failed (${status})${detail}`, status, status === 400 || status === 401 ? "SESSION_EXPIRED" : "AUTH");
}
async function refreshTokens(config, refreshToken) {
  const res = await call("POST", config.tokenEndpoint, {
    form: { grant_type: "refresh_token", refresh_token: refreshToken, client_id: config.clientId }
  });
  if (res.status !== 200) throw grantFailure("Token refresh", res.status, res.body, [refreshToken]);
  return toTokenSet(res.body);
}
async function exchangeCode(config, input) {
  const res = await call("POST", config.tokenEndpoint, {
    form: {
      grant_type: "authorization_code",
      code: input.code,
      redirect_uri: input.redirectUri,
      client_id: config.clientId,
      code_verifier: input.codeVerifier
    }
  });
  if (res.status !== 200) throw grantFailure("Token exchange", res.status, res.body, [input.code, input.codeVerifier]);
  return toTokenSet(res.body);
}
async function revokeSession(apiHost, accessToken, refreshToken) {
  try {
    const res = await call("POST", `${apiHost}/auth/logout`, { json: { refresh_token: refreshToken }, bearer: accessToken });
    if (res.status >= 200 && res.status < 300) return "revoked";
    return res.status === 503 ? "unavailable" : "refused";
  } catch {
    return "unreachable";
  }
}
function createPkce() {
  const verifier = randomBytes(64).toString("base64url");
  return {
    verifier,
    challenge: createHash("sha256").update(verifier, "ascii").digest("base64url"),
    state: randomBytes(32).toString("base64url")
  };
}
function authorizeUrl(config, pkce, redirectUri) {
  const params = new URLSearchParams({
    response_type: "code",
    client_id: config.clientId,
    redirect_uri: redirectUri,
    scope: config.scopes,
    code_challenge: pkce.challenge,
    code_challenge_method: "S256",
    state: pkce.state
  });
  return `${config.authorizationEndpoint}?${params.toString()}`;
}
function parseRedirectUrl(text) {
  let url;
  try {
    url = new URL(text.trim());
  } catch {
    return void 0;
  }
  const get = (name) => url.searchParams.get(name) ?? void 0;
  const result = { code: get("code"), state: get("state"), error: get("error") };
  return result.code || result.error ? result : void 0;
}

// src/config/session.ts
var EXPIRY_MARGIN_SECONDS = 60;
var PAT_PREFIX = "pcc_pat_";
var SESSION_EXPIRED_MESSAGE = "session expired \u2014 run `agentdeck auth login` (or `pipecat cloud auth login`) to sign in again";
function isPat(token) {
  return token.startsWith(PAT_PREFIX);
}
var FileSession = class {
  constructor(options) {
    this.options = options;
    this.session = { ...options.initial };
    this.now = options.nowSeconds ?? (() => Date.now() / 1e3);
    this.remember(this.session);
  }
  options;
  session;
  inflight = null;
  oauthConfig = null;
  now;
  /** Tokens seen by this process (for redaction by the HTTP layer). */
  seenTokens = /* @__PURE__ */ new Set();
  get current() {
    return this.session;
  }
  get method() {
    if (isPat(this.session.token)) return "PAT";
    return this.session.refreshToken || this.session.expiresAt ? "OAuth" : "token";
  }
  remember(session) {
    for (const t of [session.token, session.refreshToken]) if (t) this.seenTokens.add(t);
  }
  /** The official CLI's `_is_token_expired`: PATs and sessions without an expiry never are. */
  nearExpiry(session) {
    if (!session.token || isPat(session.token) || session.expiresAt === void 0 || session.expiresAt <= 0) return false;
    return this.now() > session.expiresAt - EXPIRY_MARGIN_SECONDS;
  }
  expired(session) {
    return session.expiresAt !== void 0 && session.expiresAt > 0 && this.now() >= session.expiresAt;
  }
  async token() {
    if (!this.nearExpiry(this.session) || !this.session.refreshToken) return this.session.token;
    try {
      return await this.refresh(this.session.token);
    } catch (error) {
      if (!this.expired(this.session)) return this.session.token;
      throw error;
    }
  }
  async refreshAfter401(rejected) {
    if (isPat(rejected)) return null;
    if (rejected !== this.session.token) return this.session.token;
    if (!this.session.refreshToken) {
      const onDisk = await readSession(this.options.path);
      if (onDisk.token && onDisk.token !== rejected) {
        this.adopt(onDisk);
        return this.session.token;
      }
      return null;
    }
    return this.refresh(rejected);
  }
  /** One refresh at a time in this process; callers that arrive meanwhile share its outcome. */
  refresh(staleToken) {
    this.inflight ??= this.refreshLocked(staleToken).finally(() => {
      this.inflight = null;
    });
    return this.inflight;
  }
  adopt(session) {
    if (!session.token) return;
    this.session = { ...this.session, ...session, token: session.token };
    this.remember(this.session);
  }
  async refreshLocked(staleToken) {
    const { path, apiHost } = this.options;
    return withFileLock(
      path,
      async () => {
        const onDisk = await readSession(path);
        if (onDisk.token && onDisk.token !== staleToken && !this.nearExpiry(onDisk)) {
          this.adopt(onDisk);
          return this.session.token;
        }
        let refreshToken = onDisk.refreshToken ?? this.session.refreshToken;
        if (!refreshToken) throw expired();
        let tokens;
        try {
          this.oauthConfig ??= await discoverOAuth(apiHost);
          tokens = await refreshTokens(this.oauthConfig, refreshToken);
        } catch (error) {
          const latest = await readSession(path);
          if (!latest.token || latest.refreshToken === refreshToken || latest.token === staleToken) throw expired(error);
          if (!this.nearExpiry(latest) || !latest.refreshToken) {
            this.adopt(latest);
            return this.session.token;
          }
          try {
            this.oauthConfig ??= await discoverOAuth(apiHost);
            tokens = await refreshTokens(this.oauthConfig, latest.refreshToken);
            refreshToken = latest.refreshToken;
          } catch (again) {
            throw expired(again);
          }
        }
        const fresh = {
          token: tokens.accessToken,
          refreshToken: tokens.refreshToken ?? refreshToken,
          expiresAt: this.now() + tokens.expiresIn
        };
        this.remember(fresh);
        const beforeWrite = await readSession(path);
        if (beforeWrite.token && beforeWrite.token !== onDisk.token && (beforeWrite.expiresAt ?? 0) > (fresh.expiresAt ?? 0)) {
          this.adopt(beforeWrite);
          return this.session.token;
        }
        await updateSessionFile(path, {
          token: fresh.token,
          refresh_token: fresh.refreshToken ?? null,
          token_expires_at: fresh.expiresAt ?? null
        });
        this.session = { ...this.session, ...fresh };
        return this.session.token;
      },
      { timeoutMs: this.options.lockTimeoutMs }
    );
  }
};
function expired(cause) {
  const why = cause instanceof ApiError && cause.code !== "SESSION_EXPIRED" ? ` (refresh failed: ${cause.message})` : "";
  return new ApiError({ status: 401, code: "SESSION_EXPIRED", message: `${SESSION_EXPIRED_MESSAGE}${why}` });
}

export {
  CALLBACK_HOST,
  CALLBACK_PORTS,
  CALLBACK_PATH,
  discoverOAuth,
  exchangeCode,
  revokeSession,
  createPkce,
  authorizeUrl,
  parseRedirectUrl,
  EXPIRY_MARGIN_SECONDS,
  PAT_PREFIX,
  SESSION_EXPIRED_MESSAGE,
  isPat,
  FileSession
};
