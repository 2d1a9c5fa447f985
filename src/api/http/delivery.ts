// Whether a failed attempt can have reached the server. A request whose connection was never established (refused,
// host not found, a TLS handshake that failed, a connect that timed out) was never written, so the service cannot
// have acted on it. Once connected, the request's bytes may have arrived even though no answer came (a timeout, a
// reset after sending): only a re-read can tell. Read from got's per-attempt timings, which mark `connect` when
// the TCP connection is up (or a kept-alive socket is reused) and `secureConnect` when TLS is.

/** The parts of a got RequestError this looks at (typed here: got itself is loaded lazily by http.ts). */
interface AttemptError {
  code?: unknown;
  response?: unknown;
  timings?: { connect?: number; secureConnect?: number };
  options?: { url?: URL | string };
}

/** Codes that can only come before a connection exists. */
const BEFORE_CONNECT: ReadonlySet<string> = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ENETUNREACH',
  'EHOSTUNREACH',
]);

function isHttps(url: URL | string | undefined): boolean {
  return (typeof url === 'string' ? url : (url?.href ?? '')).startsWith('https:');
}

/** False only when the attempt surely never left this machine; anything unclear counts as "may have arrived". */
export function attemptMayHaveArrived(error: unknown): boolean {
  const attempt = (error ?? {}) as AttemptError;
  if (attempt.response !== undefined) return true;
  if (typeof attempt.code === 'string' && BEFORE_CONNECT.has(attempt.code)) return false;
  const timings = attempt.timings;
  if (timings === undefined) return true;
  return (isHttps(attempt.options?.url) ? timings.secureConnect : timings.connect) !== undefined;
}
