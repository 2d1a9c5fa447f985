// A failed connection's error code in words, the same for every request agentdeck makes (the API clients in
// http.ts, the sign-in calls in oauth.ts).
const NETWORK_REASONS: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ECONNRESET: 'connection reset by the server',
  EPIPE: 'connection closed by the server',
  ENOTFOUND: 'host not found',
  EAI_AGAIN: 'host name lookup failed',
  ENETUNREACH: 'network unreachable',
  EHOSTUNREACH: 'host unreachable',
  ECONNABORTED: 'connection aborted',
};

/** `connection refused`, …; an errno-style code (EHOSTDOWN …) as it is — it says more than nothing; got's own ERR_*
 * codes do not. */
export function networkReason(code: unknown): string {
  if (typeof code !== 'string') return 'the connection failed';
  return NETWORK_REASONS[code] ?? (/^E[A-Z]+$/.test(code) ? code : 'the connection failed');
}
