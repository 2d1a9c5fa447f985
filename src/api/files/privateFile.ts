// A file only its owner can read, for a credential the user asked to have on disk (the app's meeting token):
// the directory is made 0700, the file is created new with mode 0600 — never an existing file or a symlink
// followed — and a name that is taken gets a numbered sibling instead of being replaced.
import { constants } from 'node:fs';
import { mkdir, open } from 'node:fs/promises';
import { join } from 'node:path';

const MAX_SIBLINGS = 99;

/**
 * Writes `text` into `dir` as `<base><ext>` (or `<base>-2<ext>`, … when taken) with mode 0600 and returns the
 * path. Throws an Error naming the path when it cannot (EACCES, EROFS, ENOTDIR, …).
 */
export async function writePrivateFile(dir: string, base: string, ext: string, text: string): Promise<string> {
  try {
    await mkdir(dir, { recursive: true, mode: 0o700 });
  } catch (error) {
    throw new Error(`cannot create the directory ${dir}: ${(error as Error).message}`);
  }
  for (let n = 1; n <= MAX_SIBLINGS; n++) {
    const path = join(dir, `${base}${n === 1 ? '' : `-${n}`}${ext}`);
    let handle;
    try {
      // O_EXCL: a file (or a symlink planted) at the path is never opened; O_NOFOLLOW where the platform has it.
      handle = await open(
        path,
        constants.O_CREAT | constants.O_EXCL | constants.O_WRONLY | (constants.O_NOFOLLOW ?? 0),
        0o600,
      );
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') continue;
      throw new Error(`cannot write ${path}: ${(error as Error).message}`);
    }
    try {
      // The mode given to open is reduced by the umask, never widened; chmod makes it exactly 0600.
      await handle.chmod(0o600);
      await handle.writeFile(text, 'utf8');
    } catch (error) {
      await handle.close().catch(() => {});
      throw new Error(`cannot write ${path}: ${(error as Error).message}`);
    }
    await handle.close();
    return path;
  }
  throw new Error(`cannot write into ${dir}: ${base}${ext} and ${MAX_SIBLINGS - 1} numbered names are taken`);
}
