// Writing keys on the org-scoped path (`/v1/organizations/{org}/secrets/{name}`). Only the private `/v1/secrets`
// path documents the batch body; the official CLI sends one key per PUT (`{name, isImagePullSecret:false,
// secretKey, secretValue, region?}`). So: one atomic batch PUT where the server takes it; where it answers the
// batch with 400, the official CLI's form key by key — and a failure midway says exactly which keys were written.
// A 409 (concurrent modification) is retried, as the published document says ("Retry the request").
import { ApiError, isApiError } from '../http/errors.js';
import type { HttpClient } from '../http/http.js';
import type { PutResult } from '../models.js';

export const CONFLICT_RETRY_DELAYS_MS = [250, 500, 1000];

/** Some keys were written and some were not: `written` went through, `failedKey` failed, `notWritten` were never sent. */
export class PartialWriteError extends ApiError {
  readonly written: string[];
  readonly failedKey: string;
  /** Whether the server applied `failedKey` is unknown (no answer came). */
  readonly failedKeyUnknown: boolean;
  readonly notWritten: string[];
  readonly reason: ApiError;

  constructor(name: string, written: string[], failedKey: string, notWritten: string[], cause: ApiError) {
    // No answer came: unknown, unless the request never got a connection (then it surely was not written).
    const unknown = cause.status === 0 && !cause.neverSent;
    const total = written.length + 1 + notWritten.length;
    const stop = unknown ? 'no answer came for' : cause.status === 0 ? 'it could not send' : 'the server refused';
    super({
      status: cause.status,
      code: 'PARTIAL_WRITE',
      message:
        `Wrote ${written.length} of ${total} keys to '${name}' before ${stop} '${failedKey}': ${cause.message}. ` +
        `Written: ${written.join(', ')}. ${unknown ? `Unknown (may or may not be written): ${failedKey}. ` : ''}` +
        `Not written: ${[...(unknown ? [] : [failedKey]), ...notWritten].join(', ') || '(none)'}. Run the same command again to write the rest.`,
    });
    this.name = 'PartialWriteError';
    this.written = written;
    this.failedKey = failedKey;
    this.failedKeyUnknown = unknown;
    this.notWritten = notWritten;
    this.reason = cause;
  }
}

/** Runs `send`, retrying a 409 after 250/500/1000 ms. */
export async function withConflictRetry<T>(
  send: () => Promise<T>,
  sleep = (ms: number) => new Promise((r) => setTimeout(r, ms)),
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await send();
    } catch (error) {
      if (!(isApiError(error) && error.status === 409) || attempt >= CONFLICT_RETRY_DELAYS_MS.length) throw error;
      await sleep(CONFLICT_RETRY_DELAYS_MS[attempt]);
    }
  }
}

/** True when a batch body was refused as a request format the server does not take (nothing was written). */
export function isBatchRefused(error: unknown): boolean {
  return isApiError(error) && error.status === 400;
}

/**
 * The official CLI's form: one PUT per key, in order, stopping at the first failure. Nothing written yet → the
 * failure as is; some written → PartialWriteError naming both sides.
 */
export async function putKeyByKey(
  http: HttpClient,
  path: string,
  name: string,
  pairs: Array<[string, string]>,
  opts: { region?: string; signal?: AbortSignal; toResult: (body: unknown, status: number) => PutResult },
): Promise<PutResult> {
  const written: string[] = [];
  let last: PutResult | undefined;
  for (const [index, [secretKey, secretValue]] of pairs.entries()) {
    try {
      const res = await withConflictRetry(() =>
        http.request<unknown>('PUT', path, {
          json: {
            name,
            isImagePullSecret: false,
            secretKey,
            secretValue,
            ...(opts.region !== undefined ? { region: opts.region } : {}),
          },
          signal: opts.signal,
        }),
      );
      last = opts.toResult(res.body, res.status);
      written.push(secretKey);
    } catch (error) {
      if (written.length === 0 || !isApiError(error)) throw error;
      throw new PartialWriteError(
        name,
        written,
        secretKey,
        pairs.slice(index + 1).map(([k]) => k),
        error,
      );
    }
  }
  return last as PutResult;
}
