import { isApiError } from '../api/http/errors.js';
import { describeFsError, fsFailure } from '../api/files/fsError.js';
import { sanitizeTerminalText } from '../api/redact/sanitize.js';

export const EXIT_OK = 0;
export const EXIT_FAILURE = 1;
export const EXIT_USAGE = 2;

/** Bad arguments or a missing flag: exit 2. The message names the field and the rule, or the flag to pass. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

/** The user said no (or gave nothing) at a prompt: nothing changed, exit 1. */
export class CancelledError extends Error {
  constructor(message = 'Cancelled; nothing was changed.') {
    super(message);
    this.name = 'CancelledError';
  }
}

/** A failure we detected ourselves (set failed to provision, not found …): exit 1. */
export class CommandFailure extends Error {
  readonly code?: string;
  constructor(message: string, code?: string) {
    super(message);
    this.name = 'CommandFailure';
    this.code = code;
  }
}

export interface DescribedFailure {
  /** A write that stopped midway (key by key): which keys were written, which were not, which are unknown. */
  keys?: { written: string[]; notWritten: string[]; unknown: string[] };
  exitCode: number;
  message: string;
  code?: string;
  status?: number;
  /** For service errors: which service answered. */
  service?: 'pipecat' | 'daily';
}

/** Maps anything thrown by a command to an exit code and one safe line. */
export function describeFailure(error: unknown): DescribedFailure {
  if (error instanceof UsageError) return { exitCode: EXIT_USAGE, message: error.message, code: 'USAGE' };
  if (error instanceof CancelledError) return { exitCode: EXIT_FAILURE, message: error.message, code: 'CANCELLED' };
  if (error instanceof CommandFailure) return { exitCode: EXIT_FAILURE, message: error.message, code: error.code };
  if (isApiError(error)) {
    const message = sanitizeTerminalText(error.message, { singleLine: true });
    if (error.code === 'VALIDATION') return { exitCode: EXIT_USAGE, message, code: error.code };
    const partial = error as {
      written?: string[];
      notWritten?: string[];
      failedKey?: string;
      failedKeyUnknown?: boolean;
    };
    const keys =
      error.code === 'PARTIAL_WRITE' && partial.written && partial.notWritten && partial.failedKey !== undefined
        ? {
            written: partial.written,
            notWritten: partial.failedKeyUnknown ? partial.notWritten : [partial.failedKey, ...partial.notWritten],
            unknown: partial.failedKeyUnknown ? [partial.failedKey] : [],
          }
        : undefined;
    return {
      exitCode: EXIT_FAILURE,
      message,
      code: error.code,
      status: error.status,
      service: error.service,
      ...(keys ? { keys } : {}),
    };
  }
  const named = error as { name?: string; message?: string; usage?: boolean };
  if (named?.name === 'TargetError') {
    // A data dir the system refused (full, read-only, a file in the way) is the file system's failure, not a setting's.
    const code = fsFailure((error as { cause?: unknown }).cause) ? 'FILE_SYSTEM' : 'CONFIG';
    return { exitCode: named.usage ? EXIT_USAGE : EXIT_FAILURE, message: String(named.message), code };
  }
  // agentdeck.toml or a source it names (project/model.ts): bad input, nothing was done.
  if (named?.name === 'ProjectError') {
    const code = (error as { code?: string }).code;
    return {
      exitCode: EXIT_USAGE,
      message: String(named.message),
      code:
        code === 'PROJECT_NOT_FOUND'
          ? 'PROJECT_NOT_FOUND'
          : code === 'PROJECT_SOURCE'
            ? 'PROJECT_SOURCE'
            : 'PROJECT_INVALID',
    };
  }
  if (named?.name === 'ConfigFileError')
    return { exitCode: EXIT_FAILURE, message: String(named.message), code: 'CONFIG' };
  // The embedded emulator found no SQLite driver (src/emulator/sqlite/open.ts): its message says what to do.
  if (named?.name === 'SqliteUnavailableError')
    return { exitCode: EXIT_FAILURE, message: String(named.message), code: 'NO_SQLITE' };
  const fsText = describeFsError(error);
  if (fsText) return { exitCode: EXIT_FAILURE, message: fsText, code: 'FILE_SYSTEM' };
  const text = error instanceof Error ? error.message : String(error);
  return {
    exitCode: EXIT_FAILURE,
    message: `unexpected error: ${sanitizeTerminalText(text, { singleLine: true })}`,
    code: 'INTERNAL',
  };
}
