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
}
export interface RequestOptions {
    json?: unknown;
    searchParams?: Record<string, string | number | undefined>;
    signal?: AbortSignal;
    /** Non-2xx statuses answered as a result instead of an ApiError (e.g. 404 on a room delete). */
    allowStatuses?: number[];
}
export interface HttpResult<T> {
    status: number;
    body: T;
}
export interface HttpClient {
    readonly baseUrl: string;
    request<T>(method: HttpMethod, path: string, opts?: RequestOptions): Promise<HttpResult<T>>;
}
export declare function createHttpClient(options: HttpClientOptions): HttpClient;
