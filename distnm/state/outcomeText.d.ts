import { type WriteOutcome } from '../api/writeOutcome.js';
/** Appended to a success message when the answer was lost and a re-read showed the change. */
export declare const appliedNote: (outcome: WriteOutcome) => string;
/** `could not <what>: <why>` for a refused write; the re-read's verdict as it is for a lost answer. */
export declare function writeFailureText(what: string, err: unknown): string;
