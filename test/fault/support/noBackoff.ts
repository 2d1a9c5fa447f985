// Injected 500s that ask for a millisecond's wait (Retry-After: 0.001; agentdeck reads 0 as no advice): the client
// still retries as many times as before, at once. For tests whose point is a write's outcome or the retry count, not
// the backoff (test/api/http.test.ts checks the backoff itself). Without it each fully failing command waited
// ≈ 4.7 s (0.3 + 0.6 + 1.2 + 2.4 s and jitter).
export const NO_BACKOFF = { errorRetryAfterSeconds: 0.001 } as const;
