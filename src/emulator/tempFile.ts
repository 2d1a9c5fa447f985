// A temp file the emulator publishes with link/rename (keys.json, the TLS files). When writing it fails — a full disk,
// a quota — the partial file is removed at once and the error names the final file, so the caller's FILE_SYSTEM
// message says which file could not be written (a write's own error carries no path) and nothing is left behind.
import { rmSync, writeFileSync } from 'node:fs';

export function writeTempFile(temp: string, finalPath: string, text: string, mode: number): void {
  try {
    writeFileSync(temp, text, { mode });
  } catch (error) {
    rmSync(temp, { force: true });
    const failure = error as NodeJS.ErrnoException;
    if (failure && typeof failure === 'object' && failure.path === undefined) {
      failure.path = finalPath;
      failure.syscall ??= 'write';
    }
    throw error;
  }
}
