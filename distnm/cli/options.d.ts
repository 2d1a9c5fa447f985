import { Option, type Command } from 'commander';
export declare function withDefault(description: string, defaultText: string): string;
/** An option whose help ends with its default when it has one. */
export declare const described: (flags: string, description: string, defaultText?: string) => Option;
export declare const organizationOption: (description?: string) => Option;
export declare const skipOption: () => Option;
export declare const waitOptions: (cmd: Command) => Command;
/** Longest time one command spends retrying (waits and retried attempts), after its first attempt failed. */
export declare const RETRY_BUDGET_SECONDS = 60;
export declare const RETRY_HELP: string;
/** --json and --verbose on every command, and the retry policy at the end of its help. */
export declare function addCommonOptions(cmd: Command): Command;
export declare function positiveInteger(flag: string): (raw: string) => number;
export declare function nonNegativeInteger(flag: string): (raw: string) => number;
export declare function positiveNumber(flag: string): (raw: string) => number;
/** Unix timestamp in seconds (not milliseconds). */
export declare function unixSeconds(flag: string): (raw: string) => number;
export declare function jsonObject(flag: string): (raw: string) => Record<string, unknown>;
