import type { ChaosOptions } from './types.js';
/**
 * Parses `latency=200,error=0.3,errorMethods=GET|PUT,rate429=0.1,retryAfter=2,drop=0.05,malformed=0.05,hang=0,seed=7`.
 * errorMethods takes one or more methods separated by `|` or `+` (a comma ends the item).
 * Throws an Error naming the bad item.
 */
export declare function parseChaosSpec(spec: string): ChaosOptions;
/** Checks ranges; returns a normalised copy. `label` names a field in error messages. */
export declare function validateChaos(input: unknown, label?: (field: string) => string): ChaosOptions;
/** Reads AGENTDECK_EMULATOR_CHAOS; undefined when unset or empty. */
export declare function chaosFromEnv(env?: NodeJS.ProcessEnv): ChaosOptions | undefined;
export type Fault = 'drop' | 'hang' | 'rateLimit' | 'error' | 'malformed';
/** Faults that let the request be applied and spoil only its answer. */
export type AfterFault = 'hangAfterWrite' | 'errorAfterWrite';
export interface ChaosDecision {
    latencyMs: number;
    fault: Fault | undefined;
    /** Only on writes without a `fault`: apply, then spoil the answer. */
    after?: AfterFault;
}
/** Holds the active options and draws one decision per request, in a fixed order so a seed replays exactly. */
export declare class ChaosEngine {
    private options;
    private random;
    private errorMethods;
    constructor(options: ChaosOptions | undefined);
    get active(): boolean;
    get retryAfterSeconds(): number;
    set(options: ChaosOptions | undefined): void;
    decide(method: string): ChaosDecision;
}
