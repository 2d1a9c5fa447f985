import type { SecretsApi } from './contracts.js';
export type ReadBack = 'applied' | 'not applied' | 'unknown';
/** `confirmed`: the service said so; `applied`: its answer was lost but a re-read shows the change. */
export type WriteOutcome = 'confirmed' | 'applied';
/** The request never reached the service: nothing can have been applied. */
export declare const wasNeverSent: (error: unknown) => boolean;
/** Failures after which the request may have been applied: no (usable) answer, or a server error. */
export declare function outcomeIsUncertain(error: unknown): boolean;
export declare const capitalise: (text: string) => string;
/**
 * A write the service neither confirmed nor refused: `readBack` says whether it surely did not happen (it was never
 * sent, or a re-read after the lost answer shows nothing changed) or cannot be told.
 */
export declare class UncertainWriteError extends Error {
    readonly readBack: 'not applied' | 'unknown';
    readonly original: unknown;
    constructor(readBack: 'not applied' | 'unknown', message: string, original: unknown);
}
export declare const isUncertainWriteError: (error: unknown) => error is UncertainWriteError;
export interface SettleOptions {
    /** What the write does, for messages: "delete secret set 'x'". */
    what: string;
    /** Re-reads the service after an uncertain failure. */
    check: () => Promise<ReadBack>;
    /** Told before the re-read (the command line says it on stderr). */
    onRecheck?: (reason: string) => void;
}
/**
 * Runs `write`; after an uncertain failure re-reads. Resolves when the service confirmed or the re-read shows the
 * change; rejects with UncertainWriteError when the request was never sent (no re-read), when the re-read shows
 * nothing changed or cannot tell, and with the original error when the service refused (a 4xx: nothing applied).
 */
export declare function settleWrite<T>(write: () => Promise<T>, opts: SettleOptions): Promise<{
    outcome: WriteOutcome;
    result?: T;
}>;
/**
 * Finds a set by name through the list + type match: image pull secrets can never be read by name, and a
 * set without keys (referenced sets) still exists. Returns the summary or undefined.
 */
export declare function findSet(secrets: SecretsApi, name: string): Promise<import("./models.js").SecretSetSummary | undefined>;
export interface SetWriteExpectation {
    /** The set did not exist before the write. */
    created: boolean;
    /** Keys the write adds (not in the set before). */
    added: string[];
    /** The set's status before the write, when it existed. */
    priorStatus?: string;
}
/** After a secret set PUT: the keys it adds are there (or not); an overwrite shows only as provisioning restarting. */
export declare function readBackSecretSet(secrets: SecretsApi, name: string, expected: SetWriteExpectation): Promise<ReadBack>;
/** After an image pull secret PUT: a new one is listed (or not); an update shows only as provisioning restarting. */
export declare function readBackPullSecret(secrets: SecretsApi, name: string, priorStatus: string | undefined): Promise<ReadBack>;
/** After deleting a key: it is gone (or still there); a set that vanished meanwhile says nothing. */
export declare function readBackKeyUnset(secrets: SecretsApi, name: string, key: string): Promise<ReadBack>;
/** After deleting a set or image pull secret: it is no longer listed (or still is). */
export declare function readBackSetDeleted(secrets: SecretsApi, name: string): Promise<ReadBack>;
