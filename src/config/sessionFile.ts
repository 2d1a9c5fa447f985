// The official CLI's credentials file (`pipecatcloud.toml`) as a session store shared with it: read the four
// top-level keys, rewrite only those lines (every other byte stays: comments, org tables, key order), write
// atomically (temp file in the same directory, fsync, rename, 0600) and serialise writers with a lock file.
// The official CLI does not take the lock; the session store re-reads before writing to cover that case.
import { randomBytes } from 'node:crypto';
import {
  closeSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
  writeSync,
  constants as fsConstants,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { fsFailure } from '../api/fsError.js';
import { assertKeyTypes, ConfigFileError, PIPECAT_CONFIG_KEYS } from './credentialsFile.js';

export type SessionKey = 'token' | 'org' | 'refresh_token' | 'token_expires_at';

export interface StoredSession {
  token?: string;
  org?: string;
  refreshToken?: string;
  /** Unix seconds (the official CLI writes a float). */
  expiresAt?: number;
}

/** A value to write; `null` removes the key. */
export type SessionUpdate = Partial<Record<SessionKey, string | number | null>>;

function errnoCode(error: unknown): string {
  return (error as NodeJS.ErrnoException).code ?? 'error';
}

/** `permission denied, EACCES` for a message that already names the path. */
function fsWhy(error: unknown): string {
  const failure = fsFailure(error);
  return failure ? `${failure.reason}, ${failure.code}` : errnoCode(error);
}

/** The file's text, or null when it does not exist. */
export function readSessionText(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    if (errnoCode(error) === 'ENOENT' || errnoCode(error) === 'ENOTDIR') return null;
    throw new ConfigFileError(`${path}: cannot read (${fsWhy(error)}); check its permissions`);
  }
}

export async function parseSession(path: string, text: string | null): Promise<StoredSession> {
  if (text === null) return {};
  const { parse } = await import('smol-toml');
  let table: Record<string, unknown>;
  try {
    table = parse(text) as Record<string, unknown>;
  } catch (error) {
    const line = (error as { line?: number }).line;
    throw new ConfigFileError(`${path}: not valid TOML${line ? ` (line ${line})` : ''}`);
  }
  assertKeyTypes(path, table, PIPECAT_CONFIG_KEYS);
  const str = (key: string) => (typeof table[key] === 'string' && (table[key] as string).trim() !== '' ? (table[key] as string).trim() : undefined);
  const expiry = table.token_expires_at;
  const expiresAt = typeof expiry === 'number' ? expiry : typeof expiry === 'bigint' ? Number(expiry) : undefined;
  return {
    ...(str('token') ? { token: str('token') } : {}),
    ...(str('org') ? { org: str('org') } : {}),
    ...(str('refresh_token') ? { refreshToken: str('refresh_token') } : {}),
    ...(expiresAt !== undefined ? { expiresAt } : {}),
  };
}

export async function readSession(path: string): Promise<StoredSession> {
  return parseSession(path, readSessionText(path));
}

/** `key = value` as TOML: strings as basic strings, expiry as a float like the official CLI's toml.dump. */
function tomlLine(key: SessionKey, value: string | number): string {
  if (typeof value === 'number') {
    const text = Number.isInteger(value) && key === 'token_expires_at' && value !== 0 ? `${value}.0` : String(value);
    return `${key} = ${text}`;
  }
  return `${key} = ${JSON.stringify(value).replace(/[\u007f-\u009f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)}`;
}

const TABLE_HEADER = /^\s*\[/;
const keyLine = (key: string) => new RegExp(`^\\s*(?:${key}|"${key}"|'${key}')\\s*=`);

/**
 * Applies `update` to the top-level keys of `text`, touching only their lines. Returns null when the file has a
 * shape this line editor does not handle safely (a multi-line value on one of the keys): the caller re-serialises.
 */
export function editTopLevelKeys(text: string, update: SessionUpdate): string | null {
  const newline = text.includes('\r\n') ? '\r\n' : '\n';
  const lines = text.length === 0 ? [] : text.split(/\r?\n/);
  const trailingNewline = text.length === 0 || /\r?\n$/.test(text);
  if (trailingNewline && lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  let topEnd = lines.findIndex((line) => TABLE_HEADER.test(line));
  if (topEnd === -1) topEnd = lines.length;
  for (const [key, value] of Object.entries(update) as Array<[SessionKey, string | number | null | undefined]>) {
    if (value === undefined) continue;
    const index = lines.slice(0, topEnd).findIndex((line) => keyLine(key).test(line));
    if (index !== -1) {
      const rest = lines[index].replace(keyLine(key), '').trim();
      if (rest.startsWith('"""') || rest.startsWith("'''") || rest.startsWith('[') || rest.startsWith('{')) return null;
      if (value === null) {
        lines.splice(index, 1);
        topEnd--;
      } else {
        lines[index] = tomlLine(key, value);
      }
    } else if (value !== null) {
      // After the last top-level key (before the blank lines that lead to the first table), else at the top.
      let insertAt = 0;
      for (let i = 0; i < topEnd; i++) if (/^\s*[^#\s]/.test(lines[i])) insertAt = i + 1;
      lines.splice(insertAt, 0, tomlLine(key, value));
      topEnd++;
    }
  }
  return lines.length === 0 ? '' : lines.join(newline) + newline;
}

/** Writes `text` to `path` atomically with mode 0600, creating the directory 0700. */
export function writeFileAtomic(path: string, text: string): void {
  const dir = dirname(path);
  try {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
  } catch (error) {
    throw new ConfigFileError(`${dir}: cannot create (${fsWhy(error)}); make its parent writable, or set PIPECAT_CONFIG_PATH to a file in a writable directory`);
  }
  const temp = join(dir, `.pipecatcloud_${randomBytes(6).toString('hex')}.tmp`);
  let fd: number | undefined;
  try {
    fd = openSync(temp, fsConstants.O_CREAT | fsConstants.O_EXCL | fsConstants.O_WRONLY, 0o600);
    writeSync(fd, text);
    fsyncSync(fd);
    closeSync(fd);
    fd = undefined;
    renameSync(temp, path);
  } catch (error) {
    if (fd !== undefined) closeSync(fd);
    try {
      unlinkSync(temp);
    } catch {
      // already renamed or never created
    }
    throw new ConfigFileError(`${path}: cannot write (${fsWhy(error)}); make it and its directory writable, or set PIPECAT_CONFIG_PATH to a file in a writable directory`);
  }
  try {
    const dirFd = openSync(dir, 'r');
    fsyncSync(dirFd);
    closeSync(dirFd);
  } catch {
    // directory fsync is best effort (not supported everywhere)
  }
}

/** Applies `update` to the file (created when missing), keeping every other key and table. */
export async function updateSessionFile(path: string, update: SessionUpdate): Promise<void> {
  const text = readSessionText(path) ?? '';
  let next = editTopLevelKeys(text, update);
  if (next !== null) {
    // Belt and braces: the edited text must parse and hold exactly the requested values.
    const { parse } = await import('smol-toml');
    try {
      const table = parse(next) as Record<string, unknown>;
      for (const [key, value] of Object.entries(update)) {
        if (value === undefined) continue;
        const got = typeof table[key] === 'bigint' ? Number(table[key]) : table[key];
        if (value === null ? key in table : got !== value) next = null;
      }
    } catch {
      next = null;
    }
  }
  if (next === null) {
    const { parse, stringify } = await import('smol-toml');
    const table = text.trim() === '' ? {} : (parse(text) as Record<string, unknown>);
    for (const [key, value] of Object.entries(update)) {
      if (value === null) delete table[key];
      else if (value !== undefined) table[key] = value;
    }
    next = `${stringify(table)}\n`;
  }
  writeFileAtomic(path, next);
}

export interface LockOptions {
  /** Give up waiting after this long (default 10 s). */
  timeoutMs?: number;
  /** A lock older than this is a crashed holder's and is broken (default 30 s). */
  staleMs?: number;
}

/**
 * Runs `body` holding `<path>.lock` (O_EXCL create; polled every 25 ms). A lock left by a crashed process is
 * broken once stale. Without the lock after the timeout, `body` runs anyway: a refresh must not hang forever on a
 * stuck file, and the re-read before writing still protects the session.
 */
export async function withFileLock<T>(path: string, body: () => Promise<T>, opts: LockOptions = {}): Promise<T> {
  const lockPath = `${path}.lock`;
  const timeoutMs = opts.timeoutMs ?? 10_000;
  const staleMs = opts.staleMs ?? 30_000;
  const deadline = Date.now() + timeoutMs;
  let held = false;
  try {
    mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  } catch {
    // reported by the write that follows
  }
  while (!held) {
    try {
      const fd = openSync(lockPath, fsConstants.O_CREAT | fsConstants.O_EXCL | fsConstants.O_WRONLY, 0o600);
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      held = true;
    } catch (error) {
      if (errnoCode(error) !== 'EEXIST') break;
      try {
        if (Date.now() - statSync(lockPath).mtimeMs > staleMs) unlinkSync(lockPath);
      } catch {
        // gone meanwhile: try again at once
      }
      if (Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
  try {
    return await body();
  } finally {
    if (held) {
      try {
        unlinkSync(lockPath);
      } catch {
        // broken as stale by another process: nothing to release
      }
    }
  }
}
