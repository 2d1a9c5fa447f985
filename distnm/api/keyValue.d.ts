export interface ParseIssue {
    /** 1-based line number (files) or argument position (arguments). */
    line?: number;
    key?: string;
    message: string;
}
export interface KeyValueParseResult {
    pairs: Record<string, string>;
    errors: ParseIssue[];
}
export interface KeyValueFileParseResult extends KeyValueParseResult {
    /** Blank and comment lines. */
    skipped: number;
}
/**
 * Why `text` (everything before the first `=`) is not a key, without showing it: it may be part of a secret.
 * `whole` is the full argument or line, to recognise a URL given without its `KEY=`.
 */
export declare function invalidKeyMessage(text: string, whole: string): string;
/** Pairs given as command-line arguments. */
export declare function parseKeyValueArgs(args: readonly string[]): KeyValueParseResult;
/**
 * A KEY=value file with the official CLI's rules (`fileLabel` is used in messages, e.g. the path as the user typed
 * it). Kept for library users who want those rules; agentdeck's own `-f` and the app's `l` read a file as
 * python-dotenv does (dotenv/), which is what the agent itself reads.
 */
export declare function parseKeyValueFile(text: string, fileLabel: string): KeyValueFileParseResult;
