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

// Durations: one name per format, each total (any number gives a text; '—' when it is not a number). The rollout
// engine's own two (api/rollout/words.ts `clock`: elapsed m:ss; api/rollout/model.ts `minutes`) stay with it.

/** Seconds as a clock: `m:ss`, or `h:mm:ss` from an hour — a recording's length, a download's time left. */
export function clockDuration(seconds: number): string {
  if (!Number.isFinite(seconds)) return '—';
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${rest}` : `${m}:${rest}`;
}

/** Seconds in the largest unit and the next one when it is not zero: "1h", "1h 30m", "45s", "2d 3h" — a room's times. */
export function unitsDuration(seconds: number): string {
  if (!Number.isFinite(seconds)) return '—';
  let s = Math.max(0, Math.round(seconds));
  const counts: Array<[string, number]> = [];
  for (const [unit, size] of [
    ['d', 86400],
    ['h', 3600],
    ['m', 60],
    ['s', 1],
  ] as const) {
    counts.push([unit, Math.floor(s / size)]);
    s %= size;
  }
  const first = counts.findIndex(([, n]) => n > 0);
  if (first < 0) return '0s';
  const parts = [`${counts[first]![1]}${counts[first]![0]}`];
  const next = counts[first + 1];
  if (next && next[1] > 0) parts.push(`${next[1]}${next[0]}`);
  return parts.join(' ');
}

/** Seconds packed in a column, the smaller part padded: "5s", "3m07s", "1h05m" — a session's length. */
export function packedDuration(seconds: number): string {
  if (!Number.isFinite(seconds)) return '—';
  const total = Math.max(0, Math.round(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const sec = total % 60;
  return h > 0 ? `${h}h${String(m).padStart(2, '0')}m` : m > 0 ? `${m}m${String(sec).padStart(2, '0')}s` : `${sec}s`;
}

/** Seconds in words, to the minute from a minute: "45 s", "2 min", "1 h 5 min" — how long ago, how long until. */
export function roundedDuration(seconds: number): string {
  if (!Number.isFinite(seconds)) return '—';
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s} s`;
  if (s < 3600) return `${Math.floor(s / 60)} min`;
  return `${Math.floor(s / 3600)} h ${Math.floor((s % 3600) / 60)} min`;
}

/** Milliseconds in minutes and seconds: "45 s", "10 min", "2 min 30 s" — a rollout's timeout and ages. */
export function minutesDuration(ms: number): string {
  if (!Number.isFinite(ms)) return '—';
  const s = Math.round(ms / 1000);
  if (s < 60) return `${s} s`;
  return s % 60 === 0 ? `${s / 60} min` : `${Math.floor(s / 60)} min ${s % 60} s`;
}
