/** While `active`, the store knows a text field has focus (global single-letter keys are off). */
export declare function useTextInputFocus(active: boolean): void;
/** False while something (the help overlay) covers the screen: polling stops. */
export declare function useScreenVisible(): boolean;
export declare const BACKOFF_START_MS = 1000;
export declare const BACKOFF_CAP_MS = 10000;
/** 1s → 2s → 4s → 8s → 10s → 10s … */
export declare function backoffDelay(attempt: number): number;
/**
 * Runs `run` after 1s, then 2s, 4s … (cap 10s) while `active`; the next wait starts when the previous
 * run finished, so there is never more than one request per interval. Going inactive stops it (and resets
 * the backoff). Returns the delay before the next run (null when stopped), for the on-screen indicator.
 */
export declare function useBackoffPolling(active: boolean, run: () => Promise<unknown>): number | null;
/** Re-renders every second while `active` (expiry countdowns). */
export declare function useTicker(active: boolean, now: () => number): number;
