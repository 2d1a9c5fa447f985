// Turns any failure into one line that is safe to render: the ApiError's message (never holds a key or
// token), with terminal control sequences removed and every registered secret redacted.
import { isApiError } from '../api/http/errors.js';
import { describeFsError } from '../api/files/fsError.js';
import { redact, redactServerText } from '../api/redact/redact.js';
import { sanitizeTerminalText } from '../api/redact/sanitize.js';

export function errorText(err: unknown): string {
  const raw = isApiError(err)
    ? err.message
    : (describeFsError(err) ?? (err instanceof Error ? err.message : String(err)));
  const text = redact(sanitizeTerminalText(redactServerText(raw), { singleLine: true })).trim();
  return text.length > 0 ? text : 'unknown error';
}
