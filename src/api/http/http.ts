// Why this file is long: auth, retries, the retry budget, the session-refresh hook and error mapping all act on the
// same got hooks of one request; keeping them together keeps their order (refresh → retry → map) visible.
// The one HTTP client factory: every request of the API layer goes through a got instance made here.
// It owns auth, user agent, timeouts, retries (idempotent methods, and 429 on any method, honouring
// Retry-After) and turns every failure into an ApiError whose message is safe to show.
import type { Got, Response } from 'got';
import {
  answerTooLarge,
  DEFAULT_MAX_ANSWER_BYTES,
  headerProblem,
  localFailure,
  parseAnswer,
  sizeText,
  watchAnswerSize,
  type AnswerWatch,
} from './answer.js';
import { attemptMayHaveArrived } from './delivery.js';
import { ApiError, validationError } from './errors.js';
import { networkReason } from './networkReason.js';
import { redactSecrets, redactServerText, registerSecret } from '../redact/redact.js';
import { sanitizeTerminalText } from '../redact/sanitize.js';
import { certificateProblem } from './tlsTrust.js';
import { USER_AGENT } from './version.js';

export type HttpMethod = 'GET' | 'PUT' | 'POST' | 'DELETE' | 'PATCH';
export type HttpFlavor = 'pipecat' | 'daily';

export interface RetryInfo {
  /** 1 for the first retry. */
  attempt: number;
  delayMs: number;
  status?: number;
  /** Network error code (ECONNRESET, ETIMEDOUT …) when no response came. */
  errorCode?: string;
  /** Set when the wait is the server's Retry-After (capped), not our backoff. */
  retryAfterMs?: number;
  /** Set when the server asked for longer than the cap (`maxRetryAfterMs`): what it asked for. */
  retryAfterAskedMs?: number;
}

/**
 * A Retry-After header in ms: delay-seconds or an HTTP-date. Undefined when there is none, it cannot be read, or it
 * asks for no wait (0, or a date not in the future): then the normal backoff applies. got itself turns a past date
 * into 1 ms, which made four retries 3 ms apart.
 */
export function parseRetryAfter(header: string | string[] | undefined, now: number = Date.now()): number | undefined {
  const text = (Array.isArray(header) ? header[0] : header)?.trim();
  if (!text) return undefined;
  if (/^\d+(?:\.\d+)?$/.test(text)) {
    const ms = Math.round(Number(text) * 1000);
    return ms > 0 ? ms : undefined;
  }
  const at = Date.parse(text);
  if (Number.isNaN(at)) return undefined;
  return at - now > 0 ? at - now : undefined;
}

/**
 * A limit on the total time spent retrying, shared by every request of the clients given the same object (one
 * command). It starts at the first retry; a retry is only made when its wait plus a full attempt still fits.
 */
export interface RetryBudget {
  readonly limitMs: number;
  startedAt?: number;
}

/**
 * A credential that can change during a run (an OAuth session): asked for the token of every request, and once
 * after a 401 for a fresh one to retry with. Implemented by src/config/session.ts; the HTTP layer only calls it.
 */
export interface AuthProvider {
  token(): Promise<string>;
  /** After a 401 answered to `rejected`: a new token to retry the request once with, or null to give up. */
  refreshAfter401?(rejected: string): Promise<string | null>;
  /** Every token seen so far, redacted from messages. */
  readonly seenTokens?: ReadonlySet<string>;
}

export interface HttpClientOptions {
  baseUrl: string;
  /** Overrides `token` per request when set. */
  auth?: AuthProvider;
  /** Empty string → no Authorization header (the server will answer 401). */
  token: string;
  /** Per attempt. Default 10 000. */
  timeoutMs?: number;
  /** Retries after the first attempt when the server answered 5xx/408/429. Default 4. */
  retryLimit?: number;
  /** Retries after the first attempt when no answer came (refused, reset, timeout); at most retryLimit. Default 2. */
  networkRetryLimit?: number;
  userAgent?: string;
  flavor: HttpFlavor;
  onRetry?: (info: RetryInfo) => void;
  /** First backoff delay; doubles per retry (plus up to 20 % jitter). Default 300. */
  retryBaseDelayMs?: number;
  /** Backoff ceiling. Default 8 000. */
  retryMaxDelayMs?: number;
  /** Longest Retry-After we wait for; longer values are capped to this. Default 30 000. */
  maxRetryAfterMs?: number;
  /** Bounds the total retry time (default: none; each request is still bounded by the retry limits). */
  retryBudget?: RetryBudget;
  /** The most read of one answer, in bytes; a larger one is RESPONSE_TOO_LARGE. Default 64 MiB (answer.ts). */
  maxAnswerBytes?: number;
}

export interface RequestOptions {
  json?: unknown;
  searchParams?: Record<string, string | number | undefined>;
  signal?: AbortSignal;
  /** Non-2xx statuses answered as a result instead of an ApiError (e.g. 404 on a room delete). */
  allowStatuses?: number[];
  /** One attempt only (a caller that paces its own requests, e.g. the rollout's per-agent limiter, counts each one). */
  noRetry?: boolean;
  /**
   * Keys of the answer whose strings keep their line breaks and tabs when cleaned (a log line, a traceback); every
   * other string of the answer is made one line. Control sequences are removed from all of them.
   */
  multiLineFields?: ReadonlySet<string>;
}

export interface HttpResult<T> {
  status: number;
  body: T;
}

export interface HttpClient {
  readonly baseUrl: string;
  request<T>(method: HttpMethod, path: string, opts?: RequestOptions): Promise<HttpResult<T>>;
}

const IDEMPOTENT: ReadonlySet<string> = new Set(['GET', 'PUT', 'DELETE']);
const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 500, 502, 503, 504]);
const RETRY_ERROR_CODES: ReadonlySet<string> = new Set([
  'ETIMEDOUT',
  'ECONNRESET',
  'ECONNREFUSED',
  'EPIPE',
  'ENOTFOUND',
  'ENETUNREACH',
  'EAI_AGAIN',
  'EHOSTUNREACH',
]);

function unauthorizedHint(flavor: HttpFlavor, tokenSent: boolean): string {
  if (flavor === 'daily') {
    return tokenSent
      ? "Unauthorized: the room service API key was rejected (401). Check DAILY_API_KEY (or the organization's room key)."
      : 'Unauthorized: no room service API key was sent (401). Set DAILY_API_KEY.';
  }
  return tokenSent
    ? 'Unauthorized: the API key or token was rejected (401). Check PIPECAT_API_KEY / PIPECAT_TOKEN, or log in again with the official CLI.'
    : 'Unauthorized: no API key or token was sent (401). Set PIPECAT_API_KEY or PIPECAT_TOKEN.';
}

function stringField(obj: unknown, field: string): string | undefined {
  if (obj === null || typeof obj !== 'object') return undefined;
  const v = (obj as Record<string, unknown>)[field];
  return typeof v === 'string' && v.length > 0 ? v : undefined;
}

/** Per request, kept by got across its retries. */
interface RequestContext {
  /** The shared retry budget stopped the retries. */
  budgetSpent?: boolean;
  /** Some failed attempt got a connection, so the server may have seen the request (delivery.ts). */
  mayHaveArrived?: boolean;
  /** RequestOptions.noRetry */
  noRetry?: boolean;
}

/** Starts the budget's clock on its first retry; true when `costMs` more still fits in it. */
function budgetAllows(budget: RetryBudget, costMs: number): boolean {
  const now = Date.now();
  budget.startedAt ??= now;
  return now - budget.startedAt + costMs <= budget.limitMs;
}

function retriedSuffix(retries: number, context?: RequestContext, budget?: RetryBudget): string {
  const base = retries > 0 ? `, retried ${retries} time${retries === 1 ? '' : 's'}` : '';
  return context?.budgetSpent && budget
    ? `${base}; stopped retrying at the ${Math.round(budget.limitMs / 1000)} s retry limit`
    : base;
}

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const {
    token,
    flavor,
    onRetry,
    timeoutMs = 10_000,
    retryLimit = 4,
    networkRetryLimit = 2,
    retryBaseDelayMs = 300,
    retryMaxDelayMs = 8_000,
    maxRetryAfterMs = 30_000,
    retryBudget,
    maxAnswerBytes = DEFAULT_MAX_ANSWER_BYTES,
  } = options;
  let base: URL;
  try {
    base = new URL(options.baseUrl);
  } catch {
    throw validationError('baseUrl', 'base URL: must be a full http(s) URL such as https://api.pipecat.daily.co');
  }
  if (base.protocol !== 'http:' && base.protocol !== 'https:') {
    throw validationError('baseUrl', `base URL: must use http or https (got ${base.protocol})`);
  }
  // Userinfo in a base URL would leak into messages; the host alone names the target.
  const fixedSecrets = [token, decodeURIComponent(base.password), decodeURIComponent(base.username)];
  registerSecret(token);
  registerSecret(decodeURIComponent(base.password));
  const secretsNow = (): string[] => [...fixedSecrets, ...(options.auth?.seenTokens ?? [])];
  base.username = '';
  base.password = '';
  const baseUrl = base.toString().replace(/\/+$/, '');
  const host = base.host;

  /** Server text → one safe line: no control sequences, no key, bounded length. */
  const safe = (text: string): string => {
    // Redacted before and after sanitising: a value with control characters is found in either form.
    const redacted = redactSecrets(redactServerText(text), secretsNow());
    const clean = redactSecrets(
      redactServerText(sanitizeTerminalText(redacted, { singleLine: true })),
      secretsNow(),
    ).trim();
    return clean.length > 500 ? `${clean.slice(0, 500)}…` : clean;
  };

  const backoff = (attempt: number): number => {
    const exp = Math.min(retryBaseDelayMs * 2 ** (attempt - 1), retryMaxDelayMs);
    return Math.round(exp + Math.random() * exp * 0.2);
  };

  // got (and node:http with it) is loaded on the first request, not with this module: a command that never sends
  // one (whoami, --help) does not pay for the HTTP stack.
  const createInstance = ({ got, nativeRequest }: typeof import('./httpStack.js')): Got =>
    got.extend({
      prefixUrl: `${baseUrl}/`,
      headers: {
        'user-agent': options.userAgent ?? USER_AGENT,
        accept: 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      timeout: { request: timeoutMs },
      responseType: 'text',
      throwHttpErrors: false,
      // A redirect could carry the Authorization header to another host; the APIs we call never redirect.
      followRedirect: false,
      request: nativeRequest,
      retry: {
        limit: retryLimit,
        methods: ['GET', 'PUT', 'DELETE', 'POST', 'PATCH'],
        statusCodes: [...RETRY_STATUSES, 429],
        errorCodes: [...RETRY_ERROR_CODES],
        // Our own policy instead of got's defaults: POST/PATCH only on 429; Retry-After capped, not fatal.
        // Called for every failed attempt, the last one included: the one place that sees them all.
        calculateDelay: ({ attemptCount, error }) => {
          const context = error.options.context as RequestContext;
          if (attemptMayHaveArrived(error)) context.mayHaveArrived = true;
          if (attemptCount > retryLimit || context.noRetry) return 0;
          const method = String(error.options.method).toUpperCase();
          const status = error.response?.statusCode;
          // A server that answers is worth a few more tries than one that cannot be reached at all: reads then
          // survive a flaky backend, while a wrong host or a dead connection still fails within about a second.
          if (status === undefined && attemptCount > Math.min(networkRetryLimit, retryLimit)) return 0;
          const retryable =
            status === 429 ||
            (IDEMPOTENT.has(method) &&
              (status !== undefined ? RETRY_STATUSES.has(status) : RETRY_ERROR_CODES.has(error.code)));
          if (!retryable) return 0;
          // Retry-After (seconds or HTTP date) wins over our backoff, up to the cap.
          const asked = parseRetryAfter(error.response?.headers['retry-after']);
          const fromServer = asked !== undefined;
          const wanted = fromServer ? Math.min(asked, maxRetryAfterMs) : backoff(attemptCount);
          const delayMs = Math.max(1, wanted); // got reads 0 as: do not retry
          if (retryBudget && !budgetAllows(retryBudget, delayMs + timeoutMs)) {
            (error.options.context as RequestContext).budgetSpent = true;
            return 0;
          }
          onRetry?.({
            attempt: attemptCount,
            delayMs,
            ...(status !== undefined ? { status } : { errorCode: error.code }),
            ...(fromServer ? { retryAfterMs: delayMs } : {}),
            ...(fromServer && asked > maxRetryAfterMs ? { retryAfterAskedMs: asked } : {}),
          });
          return delayMs;
        },
      },
    });

  function httpError(response: Response<string>, retried: string, sentBytes: number): ApiError {
    const status = response.statusCode;
    const parsed = parseAnswer(response.body ?? '');
    const body = parsed.ok ? parsed.value : undefined;
    // Pipecat: {error, code}; Daily: {error, info}.
    const serverError = stringField(body, 'error');
    const serverCode = stringField(body, 'code');
    const serverInfo = stringField(body, 'info');
    const serverText = serverInfo ?? serverError;
    const code = serverCode ?? serverError ?? httpCodeFor(status);
    let message: string;
    if (status === 401) {
      message = unauthorizedHint(flavor, token.length > 0 || options.auth !== undefined);
    } else if (serverError === 'authorization-header-error') {
      // Daily answers a missing or malformed Authorization header with 400.
      message = unauthorizedHint(flavor, false).replace('(401)', `(${status})`);
    } else if (status === 429) {
      message = `Rate limited by ${host} (429${retried})${serverText ? `: ${safe(serverText)}` : ''}`;
    } else if (status === 413) {
      // The service refused the body before acting on it. Its own text says its limit (the emulator's does).
      const said = serverText ? `: ${safe(serverText)}` : '';
      message = `The request body (${sizeText(sentBytes)}) is more than ${host} accepts (HTTP 413${said}); nothing was written`;
    } else if (serverText) {
      message = safe(serverText);
      if (status >= 500) message = `Server error ${status} from ${host}${retried}: ${message}`;
    } else {
      const reason = response.statusMessage ? ` ${safe(response.statusMessage)}` : '';
      message = `HTTP ${status}${reason} from ${host}${retried}`;
    }
    return new ApiError({ status, code: safe(code), message, service: flavor });
  }

  let instance: Promise<Got> | undefined;

  /** `neverSent`: no attempt of the request got a connection (see delivery.ts). */
  function transportError(error: unknown, retried: string, neverSent: boolean, watch: AnswerWatch): ApiError {
    const code = (error as { code?: unknown })?.code;
    const name = (error as { name?: unknown })?.name;
    if (watch.over) return answerTooLarge(host, maxAnswerBytes, watch.over);
    if (code === 'ERR_ABORTED' || name === 'AbortError') {
      return new ApiError({ status: 0, code: 'ABORTED', message: `Request to ${host} was cancelled` });
    }
    if (name === 'TimeoutError' || code === 'ETIMEDOUT') {
      return new ApiError({
        status: 0,
        code: 'TIMEOUT',
        message: `Request to ${host} timed out after ${timeoutMs} ms${retried}`,
        neverSent,
      });
    }
    const local = localFailure(error, host, retried);
    if (local) return local;
    // It answered, with a certificate this process does not trust: say that, not "cannot reach".
    const problem = certificateProblem(code);
    if (problem)
      return new ApiError({ status: 0, code: 'NETWORK', message: `${host}: ${problem}${retried}`, neverSent });
    return new ApiError({
      status: 0,
      code: 'NETWORK',
      message: `Cannot reach ${host}: ${networkReason(code)}${retried}`,
      neverSent,
    });
  }

  async function request<T>(method: HttpMethod, path: string, opts: RequestOptions = {}): Promise<HttpResult<T>> {
    if (opts.signal?.aborted)
      throw new ApiError({ status: 0, code: 'ABORTED', message: `Request to ${host} was cancelled` });
    const searchParams: Record<string, string> = {};
    for (const [k, v] of Object.entries(opts.searchParams ?? {})) if (v !== undefined) searchParams[k] = String(v);
    // Written here, not by got: got copies a `json` option deeply, and a deeply nested object overflowed its stack
    // (reported as a network failure). What JSON cannot hold is refused before anything is sent.
    const body = opts.json !== undefined ? jsonBody(opts.json) : undefined;
    const send = async (bearer: string | undefined): Promise<Response<string>> => {
      checkCredential(bearer ?? token);
      let watch: AnswerWatch = {};
      try {
        instance ??= import('./httpStack.js').then(createInstance);
        const call = (await instance)(path.replace(/^\/+/, ''), {
          method,
          context: (opts.noRetry ? { noRetry: true } : {}) satisfies RequestContext,
          headers: {
            ...(bearer !== undefined ? { authorization: `Bearer ${bearer}` } : {}),
            ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
          },
          ...(body !== undefined ? { body } : {}),
          ...(Object.keys(searchParams).length ? { searchParams } : {}),
          ...(opts.signal ? { signal: opts.signal } : {}),
        });
        watch = watchAnswerSize(call, maxAnswerBytes);
        return await call;
      } catch (error) {
        // Deliberately not attached as `cause`: got's error holds the request options, headers included.
        const retries = (error as { request?: { retryCount?: number } })?.request?.retryCount ?? 0;
        const context = (error as { options?: { context?: RequestContext } })?.options?.context;
        const neverSent = !context?.mayHaveArrived && !attemptMayHaveArrived(error);
        throw transportError(error, retriedSuffix(retries, context, retryBudget), neverSent, watch);
      }
    };
    const auth = options.auth;
    const bearer = auth ? await auth.token() : undefined;
    let response = await send(bearer);
    if (response.statusCode === 401 && auth?.refreshAfter401 && bearer !== undefined) {
      // One retry with a refreshed session (a refresh that fails throws its own "session expired" error).
      const fresh = await auth.refreshAfter401(bearer);
      if (fresh && fresh !== bearer) response = await send(fresh);
    }
    const status = response.statusCode;
    const ok = (status >= 200 && status < 300) || (opts.allowStatuses?.includes(status) ?? false);
    if (!ok) {
      const context = response.request.options.context as RequestContext;
      throw httpError(
        response,
        retriedSuffix(response.retryCount ?? 0, context, retryBudget),
        body === undefined ? 0 : Buffer.byteLength(body),
      );
    }
    const parsed = parseAnswer(response.body ?? '', opts.multiLineFields);
    if (!parsed.ok) {
      if (status >= 200 && status < 300) {
        throw new ApiError({
          status,
          code: 'MALFORMED_RESPONSE',
          message: `Malformed response from ${host} (HTTP ${status}): the body is not valid JSON`,
        });
      }
      return { status, body: undefined as T };
    }
    return { status, body: parsed.value as T };
  }

  /** A credential Node would refuse as a header value: said before sending, never "cannot reach". */
  function checkCredential(credential: string): void {
    const problem = credential ? headerProblem(credential) : null;
    if (!problem) return;
    const which =
      flavor === 'daily'
        ? "The room service key holds PROBLEM, which an HTTP header cannot carry; check DAILY_API_KEY (or the organization's room key)"
        : 'The API key or token holds PROBLEM, which an HTTP header cannot carry; check PIPECAT_API_KEY / PIPECAT_TOKEN (or log in again)';
    throw new ApiError({
      status: 0,
      code: 'CONFIG',
      message: `${which.replace('PROBLEM', problem)}. Nothing was sent to ${host}`,
      service: flavor,
      neverSent: true,
    });
  }

  return { baseUrl, request };
}

/** The request body as JSON text, or a VALIDATION error saying why it cannot be (nothing is sent then). */
function jsonBody(value: unknown): string {
  let reason: string;
  try {
    const text = JSON.stringify(value);
    if (typeof text === 'string') return text;
    reason = 'it is not a JSON value';
  } catch (error) {
    reason = error instanceof RangeError ? 'it is nested too deeply' : 'it holds a value JSON cannot write';
  }
  throw validationError('body', `request body: cannot be written as JSON (${reason}); nothing was sent`);
}

function httpCodeFor(status: number): string {
  if (status === 404) return 'NOT_FOUND';
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 409) return 'CONFLICT';
  if (status === 429) return 'RATE_LIMITED';
  if (status >= 500) return 'SERVER_ERROR';
  return `HTTP_${status}`;
}
