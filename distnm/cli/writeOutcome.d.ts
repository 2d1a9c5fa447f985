import { type ReadBack, type WriteOutcome } from '../api/writeOutcome.js';
import type { Runtime } from './runtime.js';
export { capitalise, outcomeIsUncertain, type ReadBack, type WriteOutcome } from '../api/writeOutcome.js';
export interface OutcomeOptions {
    /** What the write does, for messages: "delete secret set 'x'". */
    what: string;
    /** Re-reads the service after an uncertain failure. */
    check: () => Promise<ReadBack>;
}
/** The JSON field a command adds when the outcome came from a re-read (nothing when the service confirmed). */
export declare function outcomeField(outcome: WriteOutcome): Record<string, unknown>;
export declare function writeOutcome<T>(rt: Runtime, write: () => Promise<T>, opts: OutcomeOptions): Promise<{
    outcome: WriteOutcome;
    result?: T;
}>;
