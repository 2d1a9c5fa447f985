import { readFileSync, statSync } from 'node:fs';
import { fsFailure } from '../api/fsError.js';

export type TomlTable = Record<string, unknown>;

export class ConfigFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigFileError';
  }
}

/**
 * Reads a TOML file holding credentials. Missing file → null. A file readable by group or others gets a
 * warning naming the fix; it is still used (the official CLI would chmod it itself — we don't touch it).
 * Parse errors name the file but never echo its content (it holds a token).
 */
export async function readCredentialsToml(
  path: string,
  warn: (message: string) => void,
  schema: ConfigSchema,
): Promise<TomlTable | null> {
  let mode: number;
  try {
    mode = statSync(path).mode;
  } catch (error) {
    // ENOTDIR: a file stands where a folder on the way should be, so the file cannot be there either.
    if (['ENOENT', 'ENOTDIR'].includes(String((error as NodeJS.ErrnoException).code))) return null;
    throw unreadable(path, error);
  }
  if ((mode & 0o077) !== 0 && process.platform !== 'win32') {
    warn(`warning: ${path} holds credentials and is readable by group/others; fix with: chmod 600 ${path}`);
  }
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw unreadable(path, error);
  }
  // Loaded only when a file is there: the private-key path (CI) never pays for the TOML parser.
  const { parse } = await import('smol-toml');
  let table: TomlTable;
  try {
    table = parse(text) as TomlTable;
  } catch (error) {
    const line = (error as { line?: number }).line;
    throw new ConfigFileError(`${path}: not valid TOML${line ? ` (line ${line})` : ''}`);
  }
  assertKeyTypes(path, table, schema);
  return table;
}

/** The type a key agentdeck reads must have; a file where it has another is refused, never half-used. */
export type ConfigSchema = Readonly<Record<string, 'string' | 'number'>>;

/** Every key agentdeck reads from its own config.toml. */
export const AGENTDECK_CONFIG_KEYS: ConfigSchema = { api_key: 'string', api_host: 'string', org: 'string', set_marker: 'string' };
/** Every top-level key agentdeck reads from the official CLI's pipecatcloud.toml (the types that CLI writes). */
export const PIPECAT_CONFIG_KEYS: ConfigSchema = { token: 'string', org: 'string', refresh_token: 'string', token_expires_at: 'number' };

const EXPECTED: Record<ConfigSchema[string], string> = {
  string: 'a string in double quotes (key = "…")',
  number: 'a number (Unix seconds, e.g. 1767225600.0)',
};

function describeTomlValue(value: unknown): string {
  if (typeof value === 'bigint' || (typeof value === 'number' && Number.isInteger(value))) return 'an integer';
  if (typeof value === 'number') return 'a float';
  if (typeof value === 'boolean') return 'a boolean';
  if (typeof value === 'string') return 'a string';
  if (Array.isArray(value)) return 'an array';
  if (value instanceof Date) return 'a date';
  return 'a table';
}

/**
 * Refuses a file where a key agentdeck reads has the wrong type (`api_key = 12345`): ignoring it would fall through
 * to the next source — the local emulator — and a write meant for the service would land there. The value is not
 * shown (it may be a key).
 */
export function assertKeyTypes(path: string, table: TomlTable, schema: ConfigSchema): void {
  for (const [key, type] of Object.entries(schema)) {
    if (!Object.prototype.hasOwnProperty.call(table, key)) continue;
    const value = table[key];
    const ok = type === 'string' ? typeof value === 'string' : typeof value === 'bigint' || (typeof value === 'number' && Number.isFinite(value));
    if (!ok) {
      throw new ConfigFileError(
        `${path}: ${key} must be ${EXPECTED[type]}, not ${describeTomlValue(value)}; fix or remove that line (agentdeck stops rather than ignore it; nothing was sent)`,
      );
    }
  }
}

function unreadable(path: string, error: unknown): ConfigFileError {
  const failure = fsFailure(error);
  const why = failure ? `${failure.reason}, ${failure.code}` : ((error as NodeJS.ErrnoException).code ?? 'error');
  return new ConfigFileError(`${path}: cannot read (${why}); fix its permissions or the path (it is read when present)`);
}

export function stringField(table: TomlTable | null, key: string): string | undefined {
  const value = table?.[key];
  return typeof value === 'string' && value.trim().length > 0 ? value.trim() : undefined;
}
