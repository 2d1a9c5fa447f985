// Reading the two credentials files (agentdeck's config.toml, the official CLI's pipecatcloud.toml): bounded, regular
// files only, parse errors by line without the text, and the types of the keys agentdeck reads checked.
import { closeSync, constants as fsConstants, fstatSync, openSync, readSync, statSync } from 'node:fs';
import { fsFailure } from '../api/files/fsError.js';

export type TomlTable = Record<string, unknown>;

export class ConfigFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigFileError';
  }
}

/** The largest credentials file read: the official CLI's, with a session per host and org tables, is under 4 KiB. */
export const MAX_CONFIG_FILE_BYTES = 256 * 1024;

const missing = (error: unknown) => ['ENOENT', 'ENOTDIR'].includes(String((error as NodeJS.ErrnoException).code));

function fileKind(stats: {
  isDirectory(): boolean;
  isFIFO(): boolean;
  isSocket(): boolean;
  isCharacterDevice(): boolean;
}): string {
  if (stats.isDirectory()) return 'a folder';
  if (stats.isFIFO()) return 'a named pipe';
  if (stats.isSocket()) return 'a socket';
  if (stats.isCharacterDevice()) return 'a device';
  return 'not a regular file';
}

/**
 * A config file's text, or null when there is none. Only a regular file is read (a named pipe would block, a
 * device such as /dev/zero never ends), and at most MAX_CONFIG_FILE_BYTES: more is refused, naming the limit.
 * A symbolic link is followed. O_NONBLOCK: opening a named pipe must not wait for a writer.
 */
export function readConfigText(path: string): string | null {
  let fd: number;
  try {
    fd = openSync(path, fsConstants.O_RDONLY | (fsConstants.O_NONBLOCK ?? 0));
  } catch (error) {
    if (missing(error)) return null;
    if ((error as NodeJS.ErrnoException).code === 'EISDIR') throw notAFile(path, 'a folder');
    throw unreadable(path, error);
  }
  try {
    const stats = fstatSync(fd);
    if (!stats.isFile()) throw notAFile(path, fileKind(stats));
    // One byte over the limit tells a file that is too large (it may grow while it is read).
    const buffer = Buffer.allocUnsafe(Math.min(stats.size + 1, MAX_CONFIG_FILE_BYTES) + 1);
    let filled = 0;
    let size = buffer.length;
    let target = buffer;
    for (;;) {
      if (filled === size) {
        if (size > MAX_CONFIG_FILE_BYTES) throw tooLarge(path);
        const bigger = Buffer.allocUnsafe(MAX_CONFIG_FILE_BYTES + 1);
        target.copy(bigger, 0, 0, filled);
        target = bigger;
        size = bigger.length;
      }
      const read = readSync(fd, target, filled, size - filled, null);
      if (read === 0) break;
      filled += read;
    }
    return target.subarray(0, filled).toString('utf8');
  } catch (error) {
    if (error instanceof ConfigFileError) throw error;
    throw unreadable(path, error);
  } finally {
    closeSync(fd);
  }
}

function notAFile(path: string, kind: string): ConfigFileError {
  return new ConfigFileError(
    `${path}: is ${kind}, not a file; agentdeck reads its credentials only from a regular file (nothing was read)`,
  );
}

function tooLarge(path: string): ConfigFileError {
  return new ConfigFileError(
    `${path}: is over the ${MAX_CONFIG_FILE_BYTES / 1024} KiB limit for a credentials file; nothing was read further — is this the right file?`,
  );
}

/** The file's table; a parse error names the file and line, never its text (it holds a token). */
export async function parseConfigToml(path: string, text: string): Promise<TomlTable> {
  // Loaded only when a file is there: the private-key path (CI) never pays for the TOML parser.
  const { parse } = await import('smol-toml');
  try {
    return parse(text) as TomlTable;
  } catch (error) {
    const line = (error as { line?: number }).line;
    throw new ConfigFileError(`${path}: not valid TOML${line ? ` (line ${line})` : ''}`);
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
  const text = readConfigText(path);
  if (text === null) return null;
  let mode = 0;
  try {
    mode = statSync(path).mode;
  } catch {
    // read a moment ago; a file gone meanwhile is not worth a warning
  }
  if ((mode & 0o077) !== 0 && process.platform !== 'win32') {
    warn(`warning: ${path} holds credentials and is readable by group/others; fix with: chmod 600 ${path}`);
  }
  const table = await parseConfigToml(path, text);
  assertKeyTypes(path, table, schema);
  return table;
}

/** The type a key agentdeck reads must have; a file where it has another is refused, never half-used. */
export type ConfigSchema = Readonly<Record<string, 'string' | 'number'>>;

/** Every key agentdeck reads from its own config.toml. */
export const AGENTDECK_CONFIG_KEYS: ConfigSchema = {
  api_key: 'string',
  api_host: 'string',
  org: 'string',
  set_marker: 'string',
};
/** Every top-level key agentdeck reads from the official CLI's pipecatcloud.toml (the types that CLI writes). */
export const PIPECAT_CONFIG_KEYS: ConfigSchema = {
  token: 'string',
  org: 'string',
  refresh_token: 'string',
  token_expires_at: 'number',
};

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
 * shown (it may be a key). `table` names a table of the file (`[environments."…"]`) for a key inside it.
 */
export function assertKeyTypes(path: string, table: TomlTable, schema: ConfigSchema, where?: string): void {
  for (const [key, type] of Object.entries(schema)) {
    if (!Object.prototype.hasOwnProperty.call(table, key)) continue;
    const value = table[key];
    const ok =
      type === 'string'
        ? typeof value === 'string'
        : typeof value === 'bigint' || (typeof value === 'number' && Number.isFinite(value));
    if (!ok) {
      throw new ConfigFileError(
        `${path}: ${where ? `${where} ` : ''}${key} must be ${EXPECTED[type]}, not ${describeTomlValue(value)}; fix or remove that line (agentdeck stops rather than ignore it; nothing was sent)`,
      );
    }
  }
}

function unreadable(path: string, error: unknown): ConfigFileError {
  const failure = fsFailure(error);
  const why = failure ? `${failure.reason}, ${failure.code}` : ((error as NodeJS.ErrnoException).code ?? 'error');
  return new ConfigFileError(
    `${path}: cannot read (${why}); fix its permissions or the path (it is read when present)`,
  );
}

export function stringField(table: TomlTable | null, key: string): string | undefined {
  const value = table?.[key];
  return typeof value === 'string' && value.trim().length > 0 ? value.trim() : undefined;
}
