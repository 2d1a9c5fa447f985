// Small hooks shared by the screens.
import { useEffect, useRef, useState } from 'react';
import { useAppStore, useAppStoreApi } from '../state/context.js';

/** While `active`, the store knows a text field has focus (global single-letter keys are off). */
export function useTextInputFocus(active: boolean): void {
  const store = useAppStoreApi();
  useEffect(() => {
    store.getState().setTextInputActive(active);
  }, [store, active]);
  useEffect(() => () => store.getState().setTextInputActive(false), [store]);
}

/**
 * While `what` is set, the screen holds unsaved work the store knows of (heldDraft): the shell asks before q, Ctrl+C,
 * Esc or a tab key drops it, and keys that would open another screen over it leave it in place. `what` follows
 * "your": "2 staged changes to my-set". Cleared when the screen goes.
 */
export function useHeldDraft(what: string | null): void {
  const store = useAppStoreApi();
  useEffect(() => {
    store.getState().setHeldDraft(what);
  }, [store, what]);
  useEffect(() => () => store.getState().setHeldDraft(null), [store]);
}

/** False while something (the help overlay) covers the screen: polling stops. */
export function useScreenVisible(): boolean {
  return useAppStore((s) => !s.helpOpen);
}

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

/**
 * The selected row of a list: the one at `foundIndex` (found by name, -1 when not there), or — when it vanished
 * (deleted, filtered out) — the row at the position the selection last had, so the cursor stays where it was.
 */
export function useStickySelection<Row>(
  rows: readonly Row[],
  foundIndex: number,
): { selectedIndex: number; selected: Row | undefined } {
  const lastIndex = useRef(0);
  let selectedIndex = foundIndex;
  if (selectedIndex < 0 && rows.length > 0) selectedIndex = Math.min(lastIndex.current, rows.length - 1);
  lastIndex.current = Math.max(0, selectedIndex);
  return { selectedIndex, selected: selectedIndex >= 0 ? rows[selectedIndex] : undefined };
}
