export const REDACTED = '[REDACTED]';

/** Replaces every occurrence of each non-empty secret in `text` (longest first, so overlaps redact fully). */
export function redactSecrets(text: string, secrets: ReadonlyArray<string | undefined | null>): string {
  const needles = [...new Set(secrets.filter((s): s is string => typeof s === 'string' && s.length > 0))].sort(
    (a, b) => b.length - a.length,
  );
  let out = text;
  for (const needle of needles) out = out.split(needle).join(REDACTED);
  return out;
}

const SENSITIVE_HEADERS = new Set(['authorization', 'proxy-authorization', 'cookie', 'set-cookie', 'x-api-key']);

/**
 * A copy of `headers` safe to log: credentials are replaced, the auth scheme is kept
 * (`Authorization: Bearer [REDACTED]`) so a dump still says which scheme was used.
 */
export function redactAuthorization<T extends Record<string, unknown>>(headers: T): T {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (!SENSITIVE_HEADERS.has(name.toLowerCase())) {
      out[name] = value;
      continue;
    }
    const scheme = typeof value === 'string' ? /^(Bearer|Basic|Token)\s/i.exec(value)?.[1] : undefined;
    out[name] = scheme ? `${scheme} ${REDACTED}` : REDACTED;
  }
  return out as T;
}

// Process-wide registry of secret values read so far; every sink passes its text through `redact`.
const registeredSecrets = new Set<string>();

/** Records a secret value the moment it is read, so no later output can carry it. */
export function registerSecret(value: string | undefined | null): void {
  if (typeof value === 'string' && value.length > 0) registeredSecrets.add(value);
}

/** `text` with every registered secret replaced by [REDACTED]. */
export function redact(text: string): string {
  return registeredSecrets.size === 0 ? text : redactSecrets(text, [...registeredSecrets]);
}
