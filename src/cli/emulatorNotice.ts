// "Using the local emulator (nothing configured)" on stderr: said the first time a data dir is used from the command
// line, then only under --verbose — every command repeating three lines of it buried the output. The data dir
// remembers it (a marker file beside the emulator's database): a new or reset data dir says it again.
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { emulatorDataDir } from '../config/paths.js';

const MARKER = 'cli-notice-shown';

/** Whether to print the notice now; remembers that it was printed for this data dir (a failed write: said again next time). */
export function takeEmulatorNotice(env: NodeJS.ProcessEnv, verbose: boolean): boolean {
  const marker = join(emulatorDataDir(env), MARKER);
  if (verbose) return true;
  if (existsSync(marker)) return false;
  try {
    writeFileSync(
      marker,
      'agentdeck told the command line it uses this local emulator; delete this file to be told again\n',
      { mode: 0o600 },
    );
  } catch {
    // A data dir that cannot take the marker just gets the notice every time.
  }
  return true;
}
