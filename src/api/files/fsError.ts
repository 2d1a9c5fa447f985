// A file-system failure in words: which path, what went wrong, what to do. Node's own text ("EACCES: permission
// denied, mkdir '/x'") used to reach users as "unexpected error: …". Pure: no I/O; SQLite's failures to open or
// write its file are told the same way (they carry no path: the caller names the file).
import { sanitizeTerminalText } from '../redact/sanitize.js';

export interface FsFailure {
  /** EACCES, ENOTDIR, SQLITE_READONLY … */
  code: string;
  /** The path the system call was about, when the error says. */
  path?: string;
  /** What the code means, in words. */
  reason: string;
}

const REASONS: Record<string, string> = {
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  EROFS: 'the file system is read-only',
  ENOTDIR: 'a part of the path is a file, not a folder',
  EISDIR: 'it is a folder',
  ENOENT: 'it does not exist',
  EEXIST: 'it already exists',
  ENOSPC: 'no space left on the device',
  EDQUOT: 'the disk quota is used up',
  ELOOP: 'too many symbolic links',
  ENAMETOOLONG: 'the path is too long',
  EMFILE: 'too many open files',
  EBUSY: 'it is busy',
  EIO: 'input/output error',
  SQLITE_READONLY: 'the database cannot be written (read-only)',
  SQLITE_CANTOPEN: 'the database cannot be opened',
  SQLITE_PERM: 'the database cannot be written (permission denied)',
  SQLITE_FULL: 'the disk is full',
  // SQLite could not grow its -shm file: on a full disk that, not SQLITE_FULL, is what opening a database says.
  SQLITE_IOERR_SHMSIZE: 'the disk is full (its shared-memory file cannot grow)',
  SQLITE_IOERR: 'input/output error',
};

/** Codes meaning the disk (or the quota) is full: the fix is to free space, not to change permissions. */
export function isDiskFull(code: string): boolean {
  return ['ENOSPC', 'EDQUOT', 'SQLITE_FULL', 'SQLITE_IOERR_SHMSIZE'].includes(code);
}

/** node:sqlite reports SQLite's result code as `errcode` (code ERR_SQLITE_ERROR): the primary codes of file trouble. */
const SQLITE_PRIMARY: Record<number, string> = {
  3: 'SQLITE_PERM',
  8: 'SQLITE_READONLY',
  10: 'SQLITE_IOERR',
  13: 'SQLITE_FULL',
  14: 'SQLITE_CANTOPEN',
};

/** The failure when `error` is a file-system (or SQLite file) error, else null. */
export function fsFailure(error: unknown): FsFailure | null {
  if (error === null || typeof error !== 'object') return null;
  const { errcode } = error as { errcode?: unknown };
  const named = typeof errcode === 'number' ? SQLITE_PRIMARY[errcode & 0xff] : undefined;
  if (named && (error as { code?: unknown }).code === 'ERR_SQLITE_ERROR')
    return { code: named, reason: REASONS[named] };
  const { code, path, syscall } = error as { code?: unknown; path?: unknown; syscall?: unknown };
  if (typeof code !== 'string') return null;
  const sqlite = /^SQLITE_[A-Z]+/.exec(code)?.[0];
  if (sqlite) {
    const reason = REASONS[code] ?? REASONS[sqlite];
    return reason ? { code, reason } : null;
  }
  // An errno error from a file-system call (network calls carry no path).
  if (!/^E[A-Z]+$/.test(code) || typeof syscall !== 'string' || typeof path !== 'string') return null;
  return { code, path: sanitizeTerminalText(path, { singleLine: true }), reason: REASONS[code] ?? code };
}

/** `/x/y: permission denied (EACCES)`; `path` overrides the one the error names. */
export function fsFailureText(failure: FsFailure, path = failure.path): string {
  const where = path ? `${path}: ` : '';
  const at = failure.path && path && failure.path !== path ? ` at ${failure.path}` : '';
  return `${where}${failure.reason} (${failure.code}${at})`;
}

/** One line for any error that is a file-system failure (null otherwise), with the fix people usually need. */
export function describeFsError(error: unknown): string | null {
  const failure = fsFailure(error);
  if (!failure) return null;
  const fix =
    failure.code === 'ENOTDIR'
      ? 'move that file away or choose another path'
      : ['EACCES', 'EPERM', 'EROFS', 'SQLITE_READONLY', 'SQLITE_PERM'].includes(failure.code)
        ? 'check its permissions, or point agentdeck at a writable place'
        : isDiskFull(failure.code)
          ? 'free some space'
          : 'check that path';
  return `${fsFailureText(failure)}; ${fix}`;
}
