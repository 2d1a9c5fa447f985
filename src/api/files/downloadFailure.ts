// How a recording download failed, in words (download.ts): the link's failures (refused, gone, a stall, the network)
// and this machine's (FILE_SYSTEM: the .part file could not be opened, written or renamed — a full disk is never
// "download failed: ENOSPC").
import { ApiError } from '../http/errors.js';
import { describeFsError } from './fsError.js';

export const downloadError = (code: string, message: string, status = 0) => new ApiError({ status, code, message });

/** The file could not be opened, written or renamed (a full disk, no permission): this machine's failure. */
export class FileFailure extends Error {
  constructor(
    readonly original: unknown,
    readonly path: string,
  ) {
    super('file');
  }
}

/** Runs one step on the file; its failure is a FileFailure, never the link's ("download failed: ENOSPC"). */
export async function fileStep<T>(path: string, step: () => T | Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (error instanceof ApiError) throw error; // already said in words
    throw new FileFailure(error, path);
  }
}

/** FILE_SYSTEM in words: the path (a write's own error names none), the reason and the fix. */
function fileFailure({ original, path }: FileFailure): ApiError {
  const { code, syscall = 'write' } = (original ?? {}) as { code?: unknown; syscall?: unknown };
  const text =
    describeFsError({ code, syscall, path }) ?? `${path}: ${String((original as Error)?.message ?? original)}`;
  return downloadError('FILE_SYSTEM', `Download not saved: cannot write ${text}; nothing was saved`);
}

export function statusFailure(status: number, host: string): ApiError {
  if (status === 403) {
    return downloadError(
      'LINK_REFUSED',
      `Download refused by ${host} (HTTP 403): the access link has expired or is not valid; get a new one`,
      403,
    );
  }
  if (status === 404)
    return downloadError(
      'NOT_FOUND',
      `Download failed (HTTP 404 from ${host}): the recording's file no longer exists`,
      404,
    );
  return downloadError('DOWNLOAD_FAILED', `Download failed: HTTP ${status} from ${host}`, status);
}

export function linkFailure(error: unknown, host: string): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof FileFailure) return fileFailure(error);
  const name = (error as { name?: string })?.name;
  const code = (error as { code?: string })?.code;
  if (code === 'ABORT_ERR' || name === 'AbortError') return downloadError('ABORTED', 'Download cancelled');
  if (name === 'TimeoutError' || code === 'ETIMEDOUT')
    return downloadError('TIMEOUT', `Download from ${host} stalled (no data for too long)`);
  if (typeof code === 'string') return downloadError('NETWORK', `Download from ${host} failed: ${code}`);
  return downloadError(
    'DOWNLOAD_FAILED',
    `Download from ${host} failed: ${(error as Error)?.message ?? String(error)}`,
  );
}
