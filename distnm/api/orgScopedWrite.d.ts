import { ApiError } from './errors.js';
import type { HttpClient } from './http.js';
import type { PutResult } from './models.js';
export declare const CONFLICT_RETRY_DELAYS_MS: number[];
/** Some keys were written and some were not: `written` went through, `failedKey` failed, `notWritten` were never sent. */
export declare class PartialWriteError extends ApiError {
    readonly written: string[];
    readonly failedKey: string;
    /** Whether the server applied `failedKey` is unknown (no answer came). */
    readonly failedKeyUnknown: boolean;
    readonly notWritten: string[];
    readonly reason: ApiError;
    constructor(name: string, written: string[], failedKey: string, notWritten: string[], cause: ApiError);
}
/** Runs `send`, retrying a 409 after 250/500/1000 ms. */
export declare function withConflictRetry<T>(send: () => Promise<T>, sleep?: (ms: number) => Promise<unknown>): Promise<T>;
/** True when a batch body was refused as a request format the server does not take (nothing was written). */
export declare function isBatchRefused(error: unknown): boolean;
/**
 * The official CLI's form: one PUT per key, in order, stopping at the first failure. Nothing written yet → the
 * failure as is; some written → PartialWriteError naming both sides.
 */
export declare function putKeyByKey(http: HttpClient, path: string, name: string, pairs: Array<[string, string]>, opts: {
    region?: string;
    signal?: AbortSignal;
    toResult: (body: unknown, status: number) => PutResult;
}): Promise<PutResult>;
