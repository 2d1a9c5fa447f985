// A download's `<path>.part`, opened so that nothing planted at that name is written through: a symbolic link
// (or anything but a regular file) there is refused, and the file is created exclusively (O_EXCL: the open fails
// if anything appears at the name in between, a link included). A regular file left by an interrupted download of
// ours is replaced.
import { constants, lstatSync, rmSync } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import { downloadError } from './downloadFailure.js';

const EXCLUSIVE = constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | (constants.O_NOFOLLOW ?? 0);

export async function openPartFile(part: string): Promise<FileHandle> {
  const existing = lstatOrNull(part);
  if (existing?.isSymbolicLink()) {
    throw downloadError(
      'FILE_SYSTEM',
      `Download not saved: ${part} is a symbolic link; agentdeck does not write through one (remove it and try again); nothing was saved`,
    );
  }
  if (existing && !existing.isFile()) {
    throw downloadError(
      'FILE_SYSTEM',
      `Download not saved: ${part} exists and is not a file (remove it and try again); nothing was saved`,
    );
  }
  if (existing) rmSync(part);
  try {
    return await open(part, EXCLUSIVE, 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST' || (error as NodeJS.ErrnoException).code === 'ELOOP') {
      throw downloadError(
        'FILE_SYSTEM',
        `Download not saved: something else created ${part} while it was being opened; nothing was saved`,
      );
    }
    throw error;
  }
}

function lstatOrNull(path: string) {
  try {
    return lstatSync(path);
  } catch {
    return null;
  }
}
