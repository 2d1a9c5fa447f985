// A sliding-window request limit per key (an agent): at most `max` requests in any `windowMs`. The rollout asks it
// before every request it makes about an agent — pre-flight read, redeploy, re-read, poll — so the guarantee holds
// whatever the backoff does. Pure: the caller passes the time.

export const MAX_REQUESTS_PER_AGENT = 15;
export const LIMIT_WINDOW_MS = 60_000;

export class RequestLimiter {
  private readonly sent = new Map<string, number[]>();

  constructor(
    readonly max = MAX_REQUESTS_PER_AGENT,
    readonly windowMs = LIMIT_WINDOW_MS,
  ) {}

  /** Requests of `key` still inside the window ending at `now`, oldest first. */
  private recent(key: string, now: number): number[] {
    const times = (this.sent.get(key) ?? []).filter((t) => t > now - this.windowMs);
    this.sent.set(key, times);
    return times;
  }

  record(key: string, at: number): void {
    this.recent(key, at).push(at);
  }

  count(key: string, now: number): number {
    return this.recent(key, now).length;
  }

  /** The earliest time from `now` at which `cost` more requests of `key` fit in the window. */
  nextAllowedAt(key: string, now: number, cost = 1): number {
    const times = this.recent(key, now);
    const over = times.length + Math.min(cost, this.max) - this.max;
    return over <= 0 ? now : times[over - 1] + this.windowMs;
  }
}
