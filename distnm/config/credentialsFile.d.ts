export type TomlTable = Record<string, unknown>;
export declare class ConfigFileError extends Error {
    constructor(message: string);
}
/**
 * Reads a TOML file holding credentials. Missing file → null. A file readable by group or others gets a
 * warning naming the fix; it is still used (the official CLI would chmod it itself — we don't touch it).
 * Parse errors name the file but never echo its content (it holds a token).
 */
export declare function readCredentialsToml(path: string, warn: (message: string) => void): Promise<TomlTable | null>;
export declare function stringField(table: TomlTable | null, key: string): string | undefined;
