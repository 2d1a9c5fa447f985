// What every client call takes besides its arguments (cancel, retries). Its own module so that clients and the
// contracts that name them (contracts.ts) import it without importing each other.
export interface CallOptions {
  /** Cancels the request (a screen that goes away aborts its calls). */
  signal?: AbortSignal;
  /** One HTTP attempt, no retries: for callers that pace and count their own requests (the rollout). */
  noRetry?: boolean;
}
