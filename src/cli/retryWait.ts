// What a Retry-After wait looks like on stderr: the text (a capped wait says so) and the countdown drawn while it
// runs. Runtime uses it for every retry; it takes the stream, not the Runtime, so the two stay one-way.
import type { RetryInfo } from '../api/http/http.js';

const seconds = (ms: number): number => Math.ceil(ms / 1000);

/**
 * What the server's Retry-After was and how long we wait: a wait longer than the cap is said to be capped, and at
 * what, so a countdown from 30 s never reads as the service's own number.
 */
export function retryAfterText(info: Pick<RetryInfo, 'retryAfterAskedMs' | 'delayMs'>, leftMs: number): string {
  if (info.retryAfterAskedMs === undefined) return `the service asked to retry in ${seconds(leftMs)} s (Retry-After)`;
  return `the service asked to wait ${seconds(info.retryAfterAskedMs)} s (Retry-After), capped at ${seconds(info.delayMs)} s: retrying in ${seconds(leftMs)} s`;
}

/**
 * A countdown on stderr while a Retry-After wait runs (the caller checks stderr is a terminal): one line,
 * redrawn each second, erased when the wait is over.
 */
export function showRetryAfterWait(stderr: { write(text: string): unknown }, info: RetryInfo): void {
  const waitMs = info.delayMs;
  const endsAt = Date.now() + waitMs;
  const why = info.status === 429 ? 'rate limited' : `HTTP ${info.status ?? 'error'}`;
  const draw = () => {
    const left = Math.max(0, endsAt - Date.now());
    stderr.write(`\r\u001b[Kagentdeck: ${why}; ${retryAfterText(info, left)}…`);
  };
  draw();
  const timer = setInterval(draw, 1000);
  setTimeout(() => {
    clearInterval(timer);
    stderr.write('\r\u001b[K');
  }, waitMs).unref?.();
  timer.unref?.();
}
