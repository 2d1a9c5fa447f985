import { readFileSync, statSync } from 'node:fs';
export class ConfigFileError extends Error {
    constructor(message) {
        super(message);
        this.name = 'ConfigFileError';
    }
}
/**
 * Reads a TOML file holding credentials. Missing file → null. A file readable by group or others gets a
 * warning naming the fix; it is still used (the official CLI would chmod it itself — we don't touch it).
 * Parse errors name the file but never echo its content (it holds a token).
 */
export async function readCredentialsToml(path, warn) {
    let mode;
    try {
        mode = statSync(path).mode;
    }
    catch (error) {
        if (error.code === 'ENOENT')
            return null;
        throw new ConfigFileError(`${path}: cannot read (${error.code ?? 'error'})`);
    }
    if ((mode & 0o077) !== 0 && process.platform !== 'win32') {
        warn(`warning: ${path} holds credentials and is readable by group/others; fix with: chmod 600 ${path}`);
    }
    let text;
    try {
        text = readFileSync(path, 'utf8');
    }
    catch (error) {
        throw new ConfigFileError(`${path}: cannot read (${error.code ?? 'error'})`);
    }
    // Loaded only when a file is there: the private-key path (CI) never pays for the TOML parser.
    const { parse } = await import('smol-toml');
    try {
        return parse(text);
    }
    catch (error) {
        const line = error.line;
        throw new ConfigFileError(`${path}: not valid TOML${line ? ` (line ${line})` : ''}`);
    }
}
export function stringField(table, key) {
    const value = table?.[key];
    return typeof value === 'string' && value.trim().length > 0 ? value.trim() : undefined;
}
