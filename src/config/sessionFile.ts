// The official CLI's credentials file (`pipecatcloud.toml`) as a session store shared with it: one session per API
// host (hostSessions.ts has the rules), rewriting only the lines that change (every other byte stays: comments,
// org tables, other hosts' sessions, key order), written atomically (temp file in the target's directory, fsync,
// rename, 0600; through a symbolic link to the file it names) and writers serialised with a lock file. The official
// CLI does not take the lock; the session store re-reads before writing to cover that case.
import { randomBytes } from 'node:crypto';
import {
  closeSync,
  fsyncSync,
  lstatSync,
  mkdirSync,
  openSync,
  readlinkSync,
  renameSync,
  unlinkSync,
  writeSync,
  constants as fsConstants,
} from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fsFailure } from '../api/files/fsError.js';
import {
  assertKeyTypes,
  ConfigFileError,
  parseConfigToml,
  PIPECAT_CONFIG_KEYS,
  readConfigText,
  type TomlTable,
} from './credentialsFile.js';
import {
  ENVIRONMENTS,
  SESSION_KEYS,
  sessionOfHost,
  withoutSession,
  withSessionUpdate,
  type HostSession,
  type SessionUpdate,
} from './hostSessions.js';

export type { SessionKey, SessionUpdate } from './hostSessions.js';

export interface StoredSession {
  token?: string;
  org?: string;
  refreshToken?: string;
  /** Unix seconds (the official CLI writes a float). */
  expiresAt?: number;
}

function errnoCode(error: unknown): string {
  return (error as NodeJS.ErrnoException).code ?? 'error';
}

/** `permission denied, EACCES` for a message that already names the path. */
function fsWhy(error: unknown): string {
  const failure = fsFailure(error);
  return failure ? `${failure.reason}, ${failure.code}` : errnoCode(error);
}

/** The file's text, or null when it does not exist (bounded, regular files only: credentialsFile.ts). */
export function readSessionText(path: string): string | null {
  return readConfigText(path);
}

/** How the file's section of a host is named in messages: `[environments."https://…"]`. */
export function sectionLabel(key: string): string {
  return `[${ENVIRONMENTS}.${JSON.stringify(key)}]`;
}

/**
 * The session of `host` in the parsed file, its keys' types checked (at the top level always; in the host's
 * section when it has one): a key of the wrong type refuses the file rather than being skipped.
 */
export function hostSession(path: string, table: TomlTable, host: string): HostSession {
  assertKeyTypes(path, table, PIPECAT_CONFIG_KEYS);
  const found = sessionOfHost(table, host);
  if (found.sectionKey !== undefined) {
    const section = (table[ENVIRONMENTS] as TomlTable)[found.sectionKey] as TomlTable;
    assertKeyTypes(path, section, PIPECAT_CONFIG_KEYS, sectionLabel(found.sectionKey));
  }
  return found;
}

/** The four keys as agentdeck uses them: blank strings are absent, the expiry a number. */
export function toStoredSession(values: HostSession['values']): StoredSession {
  const str = (key: (typeof SESSION_KEYS)[number]) => {
    const value = values[key];
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
  };
  const expiry = values.token_expires_at;
  const expiresAt = typeof expiry === 'number' ? expiry : typeof expiry === 'bigint' ? Number(expiry) : undefined;
  const token = str('token');
  const org = str('org');
  const refreshToken = str('refresh_token');
  return {
    ...(token ? { token } : {}),
    ...(org ? { org } : {}),
    ...(refreshToken ? { refreshToken } : {}),
    ...(expiresAt !== undefined ? { expiresAt } : {}),
  };
}

export async function parseSession(path: string, text: string | null, host: string): Promise<StoredSession> {
  if (text === null) return {};
  return toStoredSession(hostSession(path, await parseConfigToml(path, text), host).values);
}

/** The session of `host` stored in the file at `path` ({} when none). */
export async function readSession(path: string, host: string): Promise<StoredSession> {
  return parseSession(path, readSessionText(path), host);
}

/**
 * Where a write to `path` lands: the file a symbolic link names (through every link in the chain), so that a
 * linked `pipecatcloud.toml` stays a link to the file the user keeps; `path` itself otherwise.
 */
export function writeTarget(path: string): string {
  let current = path;
  for (let hops = 0; hops < 40; hops++) {
    let isLink = false;
    try {
      isLink = lstatSync(current).isSymbolicLink();
    } catch {
      return current; // nothing there yet: the write creates it
    }
    if (!isLink) return current;
    current = resolve(dirname(current), readlinkSync(current));
  }
  throw new ConfigFileError(`${path}: too many symbolic links in a chain (a loop?); nothing was written`);
}

/** Writes `text` to `path` atomically with mode 0600, creating the directory 0700. */
export function writeFileAtomic(linkOrPath: string, text: string): void {
  const path = writeTarget(linkOrPath);
  const dir = dirname(path);
  try {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
  } catch (error) {
    throw new ConfigFileError(
      `${dir}: cannot create (${fsWhy(error)}); make its parent writable, or set PIPECAT_CONFIG_PATH to a file in a writable directory`,
    );
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
    throw new ConfigFileError(
      `${path}: cannot write (${fsWhy(error)}); make it and its directory writable, or set PIPECAT_CONFIG_PATH to a file in a writable directory`,
    );
  }
  try {
    const dirFd = openSync(dir, 'r');
    fsyncSync(dirFd);
    closeSync(dirFd);
  } catch {
    // directory fsync is best effort (not supported everywhere)
  }
}

/** Equal TOML values: tables compared by their keys (smol-toml's have no prototype), dates by their text. */
export function sameToml(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a instanceof Date || b instanceof Date)
    return a instanceof Date && b instanceof Date && String(a) === String(b) && a.getTime() === b.getTime();
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => sameToml(item, b[i]));
  }
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) {
    return (
      (typeof a === 'number' || typeof a === 'bigint') &&
      (typeof b === 'number' || typeof b === 'bigint') &&
      Number(a) === Number(b)
    );
  }
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => Object.hasOwn(b, key) && sameToml((a as TomlTable)[key], (b as TomlTable)[key]))
  );
}

/** The session keys of `before` that `after` changed, as an update (null: removed). */
function sessionDiff(before: TomlTable, after: TomlTable): SessionUpdate {
  const diff: SessionUpdate = {};
  for (const key of SESSION_KEYS) {
    const had = Object.hasOwn(before, key);
    const has = Object.hasOwn(after, key);
    if (had && !has) diff[key] = null;
    else if (has && (!had || !sameToml(before[key], after[key]))) diff[key] = after[key] as string | number;
  }
  return diff;
}

/**
 * `before` turned into `after` by editing the text's lines (sessions at the top level and in `environments`
 * tables); null when the edit is not one the line editor can make safely, or its result does not parse to `after`.
 */
async function editedText(text: string, before: TomlTable, after: TomlTable): Promise<string | null> {
  const { TomlText } = await import('./tomlEdit.js');
  const edit = new TomlText(text);
  if (!edit.setKeys([], sessionDiff(before, after))) return null;
  const was = (before[ENVIRONMENTS] ?? {}) as TomlTable;
  const now = (after[ENVIRONMENTS] ?? {}) as TomlTable;
  for (const key of Object.keys(was)) if (!Object.hasOwn(now, key)) edit.removeTable([ENVIRONMENTS, key]);
  for (const [key, section] of Object.entries(now)) {
    if (!Object.hasOwn(was, key)) edit.addTable([ENVIRONMENTS, key], section as Record<string, string | number>);
    else if (!edit.setKeys([ENVIRONMENTS, key], sessionDiff(was[key] as TomlTable, section as TomlTable))) return null;
  }
  if (!Object.hasOwn(after, ENVIRONMENTS)) edit.removeTable([ENVIRONMENTS]);
  // A new organization's (empty) table, as the official CLI makes one.
  for (const [key, value] of Object.entries(after)) {
    if (
      key !== ENVIRONMENTS &&
      !Object.hasOwn(before, key) &&
      typeof value === 'object' &&
      value !== null &&
      Object.keys(value).length === 0
    ) {
      edit.addTable([key], {});
    }
  }
  const next = edit.toString();
  try {
    const { parse } = await import('smol-toml');
    return sameToml(parse(next), after) ? next : null;
  } catch {
    return null;
  }
}

/** The file's text for `after`: `text` edited line by line where possible, else `after` written whole. */
async function nextText(
  path: string,
  text: string,
  change: (table: TomlTable) => TomlTable,
): Promise<{ text: string; table: TomlTable }> {
  const before = await parseConfigToml(path, text);
  const after = change(await parseConfigToml(path, text));
  const edited = await editedText(text, before, after);
  if (edited !== null) return { text: edited, table: after };
  const { stringify } = await import('smol-toml');
  const whole = stringify(after);
  return { text: whole === '' ? '' : `${whole}\n`, table: after };
}

/**
 * Writes `update` as the session of `host` (the file is created when missing), as the official CLI does: into
 * the host's `[environments."…"]` table, and at the top level too for the default host. Every other key, table
 * and comment stays.
 */
export async function updateSessionFile(path: string, host: string, update: SessionUpdate): Promise<void> {
  const text = readSessionText(path) ?? '';
  const current = text === '' ? {} : await parseConfigToml(path, text);
  hostSession(path, current, host); // a file with a key of the wrong type is refused, not rewritten
  const next = await nextText(path, text, (table) => withSessionUpdate(table, host, update));
  writeFileAtomic(path, next.text);
}

/**
 * Removes the session of `host` (logout), as the official CLI does; the file is deleted when nothing is left in it
 * (a symbolic link is kept, and the file it names emptied). False when there was no file.
 */
export async function removeSessionFromFile(path: string, host: string): Promise<boolean> {
  const text = readSessionText(path);
  if (text === null) return false;
  let empty = false;
  const next = await nextText(path, text, (table) => {
    const result = withoutSession(table, host);
    empty = result.empty;
    return result.table;
  });
  if (!empty) writeFileAtomic(path, next.text);
  else if (writeTarget(path) !== path) writeFileAtomic(path, '');
  else {
    try {
      unlinkSync(path);
    } catch (error) {
      if (errnoCode(error) !== 'ENOENT')
        throw new ConfigFileError(`${path}: cannot delete (${fsWhy(error)}); remove it by hand`);
    }
  }
  return true;
}

export { withFileLock, type LockOptions } from './fileLock.js';
