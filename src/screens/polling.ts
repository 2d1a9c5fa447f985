// Re-reads on a backoff (1 s doubling to 10 s) and a once-a-second ticker, while a screen is visible.
import { useEffect, useRef, useState } from 'react';

export const BACKOFF_START_MS = 1000;
export const BACKOFF_CAP_MS = 10_000;

/** 1s → 2s → 4s → 8s → 10s → 10s … */
export function backoffDelay(attempt: number): number {
  return Math.min(BACKOFF_START_MS * 2 ** Math.max(0, attempt), BACKOFF_CAP_MS);
}

/**
 * Runs `run` after 1s, then 2s, 4s … (cap 10s) while `active`; the next wait starts when the previous
 * run finished, so there is never more than one request per interval. Going inactive stops it (and resets
 * the backoff). Returns the delay before the next run (null when stopped), for the on-screen indicator.
 */
export function useBackoffPolling(active: boolean, run: () => Promise<unknown>): number | null {
  const runRef = useRef(run);
  runRef.current = run;
  const [nextDelay, setNextDelay] = useState<number | null>(null);
  useEffect(() => {
    if (!active) {
      setNextDelay(null);
      return;
    }
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    const schedule = () => {
      const delay = backoffDelay(attempt);
      setNextDelay(delay);
      timer = setTimeout(() => void tick(), delay);
    };
    const tick = async () => {
      timer = undefined;
      try {
        await runRef.current();
      } catch {
        // the store records errors; polling goes on
      }
      if (cancelled) return;
      attempt += 1;
      schedule();
    };
    schedule();
    return () => {
      cancelled = true;
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [active]);
  return active ? nextDelay : null;
}

/** Re-renders every second while `active` (expiry countdowns). */
export function useTicker(active: boolean, now: () => number): number {
  const [tick, setTick] = useState(() => now());
  useEffect(() => {
    if (!active) return;
    setTick(now());
    const timer = setInterval(() => setTick(now()), 1000);
    return () => clearInterval(timer);
  }, [active, now]);
  return tick;
}
