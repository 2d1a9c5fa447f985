// Times as text that never throw: `new Date(x).toISOString()` throws a RangeError ("Invalid time value") for NaN,
// ±Infinity and anything beyond ±8.64e15 ms, and a number from a server, a file or a form field can be any of them.
// Every formatter of a time goes through here and shows `fallback` instead.

/** The Date for Unix milliseconds, or null when no date holds them. */
export function dateOf(ms: number): Date | null {
  if (typeof ms !== 'number' || !Number.isFinite(ms)) return null;
  const date = new Date(ms);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** ISO 8601 text (`2026-01-02T03:04:05.000Z`) of Unix milliseconds, or `fallback` when no date holds them. */
export function isoText(ms: number, fallback = 'invalid time'): string {
  return dateOf(ms)?.toISOString() ?? fallback;
}

/** ISO 8601 text of Unix seconds, or `fallback`. */
export function isoSeconds(unixSeconds: number, fallback = 'invalid time'): string {
  return isoText(unixSeconds * 1000, fallback);
}
