import { createRequire as __agentdeckCreateRequire } from 'node:module'; const require = __agentdeckCreateRequire(import.meta.url);
import {
  USER_AGENT
} from "./chunk-EPPTKU2A.js";
import {
  redactSecrets,
  redactServerText,
  registerSecret
} from "./chunk-4K7H4426.js";
import {
  sanitizeTerminalText
} from "./chunk-BO633EMQ.js";
import {
  ApiError,
  validationError
} from "./chunk-WLHYYBCR.js";

// src/api/delivery.ts
var BEFORE_CONNECT = /* @__PURE__ */ new Set(["ECONNREFUSED", "ENOTFOUND", "EAI_AGAIN", "ENETUNREACH", "EHOSTUNREACH"]);
function isHttps(url) {
  return (typeof url === "string" ? url : url?.href ?? "").startsWith("https:");
}
function attemptMayHaveArrived(error) {
  const attempt = error ?? {};
  if (attempt.response !== void 0) return true;
  if (typeof attempt.code === "string" && BEFORE_CONNECT.has(attempt.code)) return false;
  const timings = attempt.timings;
  if (timings === void 0) return true;
  return (isHttps(attempt.options?.url) ? timings.secureConnect : timings.connect) !== void 0;
}

// src/api/http.ts
var IDEMPOTENT = /* @__PURE__ */ new Set(["GET", "PUT", "DELETE"]);
var RETRY_STATUSES = /* @__PURE__ */ new Set([408, 500, 502, 503, 504]);
var RETRY_ERROR_CODES = /* @__PURE__ */ new Set([
  "ETIMEDOUT",
  "ECONNRESET",
  "ECONNREFUSED",
  "EPIPE",
  "ENOTFOUND",
  "ENETUNREACH",
  "EAI_AGAIN",
  "EHOSTUNREACH"
]);
var NETWORK_REASONS = {
  ECONNREFUSED: "connection refused",
  ECONNRESET: "connection reset by the server",
  EPIPE: "connection closed by the server",
  ENOTFOUND: "host not found",
  EAI_AGAIN: "host name lookup failed",
  ENETUNREACH: "network unreachable",
  EHOSTUNREACH: "host unreachable",
  ECONNABORTED: "connection aborted"
};
function unauthorizedHint(flavor, tokenSent) {
  if (flavor === "daily") {
    return tokenSent ? "Unauthorized: the room service API key was rejected (401). Check DAILY_API_KEY (or the organization's room key)." : "Unauthorized: no room service API key was sent (401). Set DAILY_API_KEY.";
  }
  return tokenSent ? "Unauthorized: the API key or token was rejected (401). Check PIPECAT_API_KEY / PIPECAT_TOKEN, or log in again with the official CLI." : "Unauthorized: no API key or token was sent (401). Set PIPECAT_API_KEY or PIPECAT_TOKEN.";
}
function parseJson(text) {
  if (text.trim().length === 0) return { ok: true, value: void 0 };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}
function stringField(obj, field) {
  if (obj === null || typeof obj !== "object") return void 0;
  const v = obj[field];
  return typeof v === "string" && v.length > 0 ? v : void 0;
}
function budgetAllows(budget, costMs) {
  const now = Date.now();
  budget.startedAt ??= now;
  return now - budget.startedAt + costMs <= budget.limitMs;
}
function retriedSuffix(retries, context, budget) {
  const base = retries > 0 ? `, retried ${retries} time${retries === 1 ? "" : "s"}` : "";
  return context?.budgetSpent && budget ? `${base}; stopped retrying at the ${Math.round(budget.limitMs / 1e3)} s retry limit` : base;
}
function createHttpClient(options) {
  const {
    token,
    flavor,
    onRetry,
    timeoutMs = 1e4,
    retryLimit = 4,
    networkRetryLimit = 2,
    retryBaseDelayMs = 300,
    retryMaxDelayMs = 8e3,
    maxRetryAfterMs = 3e4,
    retryBudget
  } = options;
  let base;
  try {
    base = new URL(options.baseUrl);
  } catch {
    throw validationError("baseUrl", "base URL: must be a full http(s) URL such as https://api.pipecat.daily.co");
  }
  if (base.protocol !== "http:" && base.protocol !== "https:") {
    throw validationError("baseUrl", `base URL: must use http or https (got ${base.protocol})`);
  }
  const fixedSecrets = [token, decodeURIComponent(base.password), decodeURIComponent(base.username)];
  registerSecret(token);
  registerSecret(decodeURIComponent(base.password));
  const secretsNow = () => [...fixedSecrets, ...options.auth?.seenTokens ?? []];
  base.username = "";
  base.password = "";
  const baseUrl = base.toString().replace(/\/+$/, "");
  const host = base.host;
  const safe = (text) => {
    const redacted = redactSecrets(redactServerText(text), secretsNow());
    const clean = redactSecrets(redactServerText(sanitizeTerminalText(redacted, { singleLine: true })), secretsNow()).trim();
    return clean.length > 500 ? `${clean.slice(0, 500)}\u2026` : clean;
  };
  const backoff = (attempt) => {
    const exp = Math.min(retryBaseDelayMs * 2 ** (attempt - 1), retryMaxDelayMs);
    return Math.round(exp + Math.random() * exp * 0.2);
  };
  const createInstance = ({ got, nativeRequest }) => got.extend({
    prefixUrl: `${baseUrl}/`,
    headers: {
      "user-agent": options.userAgent ?? USER_AGENT,
      accept: "application/json",
      ...token ? { authorization: `Bearer ${token}` } : {}
    },
    timeout: { request: timeoutMs },
    responseType: "text",
    throwHttpErrors: false,
    // A redirect could carry the Authorization header to another host; the APIs we call never redirect.
    followRedirect: false,
    request: nativeRequest,
    retry: {
      limit: retryLimit,
      methods: ["GET", "PUT", "DELETE", "POST", "PATCH"],
      statusCodes: [...RETRY_STATUSES, 429],
      errorCodes: [...RETRY_ERROR_CODES],
      // Our own policy instead of got's defaults: POST/PATCH only on 429; Retry-After capped, not fatal.
      // Called for every failed attempt, the last one included: the one place that sees them all.
      calculateDelay: ({ attemptCount, error, retryAfter }) => {
        if (attemptMayHaveArrived(error)) error.options.context.mayHaveArrived = true;
        if (attemptCount > retryLimit) return 0;
        const method = String(error.options.method).toUpperCase();
        const status = error.response?.statusCode;
        if (status === void 0 && attemptCount > Math.min(networkRetryLimit, retryLimit)) return 0;
        const retryable = status === 429 || IDEMPOTENT.has(method) && (status !== void 0 ? RETRY_STATUSES.has(status) : RETRY_ERROR_CODES.has(error.code));
        if (!retryable) return 0;
        const fromServer = retryAfter !== void 0 && retryAfter > 0;
        const wanted = fromServer ? Math.min(retryAfter, maxRetryAfterMs) : backoff(attemptCount);
        const delayMs = Math.max(1, wanted);
        if (retryBudget && !budgetAllows(retryBudget, delayMs + timeoutMs)) {
          error.options.context.budgetSpent = true;
          return 0;
        }
        onRetry?.({
          attempt: attemptCount,
          delayMs,
          ...status !== void 0 ? { status } : { errorCode: error.code },
          ...fromServer ? { retryAfterMs: delayMs } : {}
        });
        return delayMs;
      }
    }
  });
  function httpError(response, retried) {
    const status = response.statusCode;
    const parsed = parseJson(response.body ?? "");
    const body = parsed.ok ? parsed.value : void 0;
    const serverError = stringField(body, "error");
    const serverCode = stringField(body, "code");
    const serverInfo = stringField(body, "info");
    const serverText = serverInfo ?? serverError;
    const code = serverCode ?? serverError ?? httpCodeFor(status);
    let message;
    if (status === 401) {
      message = unauthorizedHint(flavor, token.length > 0 || options.auth !== void 0);
    } else if (serverError === "authorization-header-error") {
      message = unauthorizedHint(flavor, false).replace("(401)", `(${status})`);
    } else if (status === 429) {
      message = `Rate limited by ${host} (429${retried})${serverText ? `: ${safe(serverText)}` : ""}`;
    } else if (serverText) {
      message = safe(serverText);
      if (status >= 500) message = `Server error ${status} from ${host}${retried}: ${message}`;
    } else {
      const reason = response.statusMessage ? ` ${safe(response.statusMessage)}` : "";
      message = `HTTP ${status}${reason} from ${host}${retried}`;
    }
    return new ApiError({ status, code: safe(code), message, service: flavor });
  }
  let instance;
  function transportError(error, retried, neverSent) {
    const code = error?.code;
    const name = error?.name;
    if (code === "ERR_ABORTED" || name === "AbortError") {
      return new ApiError({ status: 0, code: "ABORTED", message: `Request to ${host} was cancelled` });
    }
    if (name === "TimeoutError" || code === "ETIMEDOUT") {
      return new ApiError({
        status: 0,
        code: "TIMEOUT",
        message: `Request to ${host} timed out after ${timeoutMs} ms${retried}`,
        neverSent
      });
    }
    const reason = typeof code === "string" ? NETWORK_REASONS[code] : void 0;
    const detail = reason ?? (typeof code === "string" && /^E[A-Z]+$/.test(code) ? code : "the connection failed");
    return new ApiError({ status: 0, code: "NETWORK", message: `Cannot reach ${host}: ${detail}${retried}`, neverSent });
  }
  async function request(method, path, opts = {}) {
    if (opts.signal?.aborted) throw new ApiError({ status: 0, code: "ABORTED", message: `Request to ${host} was cancelled` });
    const searchParams = {};
    for (const [k, v] of Object.entries(opts.searchParams ?? {})) if (v !== void 0) searchParams[k] = String(v);
    const send = async (bearer2) => {
      try {
        instance ??= import("./httpStack-5JRQCT32.js").then(createInstance);
        return await (await instance)(path.replace(/^\/+/, ""), {
          method,
          context: {},
          ...bearer2 !== void 0 ? { headers: { authorization: `Bearer ${bearer2}` } } : {},
          ...opts.json !== void 0 ? { json: opts.json } : {},
          ...Object.keys(searchParams).length ? { searchParams } : {},
          ...opts.signal ? { signal: opts.signal } : {}
        });
      } catch (error) {
        const retries = error?.request?.retryCount ?? 0;
        const context = error?.options?.context;
        const neverSent = !context?.mayHaveArrived && !attemptMayHaveArrived(error);
        throw transportError(error, retriedSuffix(retries, context, retryBudget), neverSent);
      }
    };
    const auth = options.auth;
    const bearer = auth ? await auth.token() : void 0;
    let response = await send(bearer);
    if (response.statusCode === 401 && auth?.refreshAfter401 && bearer !== void 0) {
      const fresh = await auth.refreshAfter401(bearer);
      if (fresh && fresh !== bearer) response = await send(fresh);
    }
    const status = response.statusCode;
    const ok = status >= 200 && status < 300 || (opts.allowStatuses?.includes(status) ?? false);
    if (!ok) {
      const context = response.request.options.context;
      throw httpError(response, retriedSuffix(response.retryCount ?? 0, context, retryBudget));
    }
    const parsed = parseJson(response.body ?? "");
    if (!parsed.ok) {
      if (status >= 200 && status < 300) {
        throw new ApiError({
          status,
          code: "MALFORMED_RESPONSE",
          message: `Malformed response from ${host} (HTTP ${status}): the body is not valid JSON`
        });
      }
      return { status, body: void 0 };
    }
    return { status, body: parsed.value };
  }
  return { baseUrl, request };
}
function httpCodeFor(status) {
  if (status === 404) return "NOT_FOUND";
  if (status === 409) return "CONFLICT";
  if (status === 429) return "RATE_LIMITED";
  if (status >= 500) return "SERVER_ERROR";
  return `HTTP_${status}`;
}

export {
  createHttpClient
};
