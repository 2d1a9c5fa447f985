export declare const EXIT_OK = 0;
export declare const EXIT_FAILURE = 1;
export declare const EXIT_USAGE = 2;
/** Bad arguments or a missing flag: exit 2. The message names the field and the rule, or the flag to pass. */
export declare class UsageError extends Error {
    constructor(message: string);
}
/** The user said no (or gave nothing) at a prompt: nothing changed, exit 1. */
export declare class CancelledError extends Error {
    constructor(message?: string);
}
/** A failure we detected ourselves (set failed to provision, not found …): exit 1. */
export declare class CommandFailure extends Error {
    readonly code?: string;
    constructor(message: string, code?: string);
}
export interface DescribedFailure {
    /** A write that stopped midway (key by key): which keys were written, which were not, which are unknown. */
    keys?: {
        written: string[];
        notWritten: string[];
        unknown: string[];
    };
    exitCode: number;
    message: string;
    code?: string;
    status?: number;
    /** For service errors: which service answered. */
    service?: 'pipecat' | 'daily';
}
/** Maps anything thrown by a command to an exit code and one safe line. */
export declare function describeFailure(error: unknown): DescribedFailure;
