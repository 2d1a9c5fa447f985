import type { SecretSetStatus } from '../api/models.js';
import type { Runtime } from './runtime.js';
export interface Progress {
    update(text: string): void;
    stop(): void;
}
/** A spinner on stderr, only on a terminal; elsewhere silent. */
export declare function startProgress(rt: Runtime, text: string): Progress;
/**
 * A countdown on stderr while a Retry-After wait runs (the caller checks stderr is a terminal): one line,
 * redrawn each second, erased when the wait is over.
 */
export declare function showRetryAfterWait(rt: Runtime, waitMs: number, status: number | undefined): void;
export interface SettledState {
    status: SecretSetStatus | string;
    errorMessage?: string;
}
/**
 * Polls until the set is ready or failed, with backoff (250 ms doubling to 3 s). Gives up after `timeoutMs`
 * with the last state (still pending).
 */
export declare function waitUntilSettled(rt: Runtime, what: string, check: () => Promise<SettledState>, timeoutMs: number): Promise<SettledState>;
export interface WaitOptions {
    json?: boolean;
    wait?: boolean;
    waitTimeout?: number;
}
/**
 * After a PUT: with --wait, polls until ready/failed (exit 1 on failed or timeout, with errorMessage); prints
 * the JSON result (one document) when --json. The set starts pending.
 */
export declare function reportWritten(rt: Runtime, what: string, check: () => Promise<SettledState>, summary: Record<string, unknown>, opts: WaitOptions): Promise<number>;
