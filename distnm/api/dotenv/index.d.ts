import type { ParseIssue } from '../keyValue.js';
export type Environment = Readonly<Record<string, string | undefined>>;
/** What python-dotenv's dotenv_values(path) returns for this file text (a key without `=` maps to null). */
export declare function dotenvValues(text: string, env: Environment): Map<string, string | null>;
export interface EnvFileParseResult {
    pairs: Record<string, string>;
    /** Refused lines; when there is any, nothing of the file may be written. */
    errors: ParseIssue[];
    /** Keys whose value had a `${…}` expanded, in file order. */
    interpolated: string[];
}
/** The file's KEY=value pairs for a secret set, with python-dotenv's meaning; every value is registered as a secret. */
export declare function parseEnvFile(text: string, env: Environment): EnvFileParseResult;
