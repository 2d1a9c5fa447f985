// `agentdeck --version` names the runtime as well as the version (a single-file build carries its own Node), and
// `--version --json` gives it as data for a support request. Light: main.ts answers it before any bundle loads.
import { VERSION } from '../api/version.js';

export interface VersionInfo {
  version: string;
  node: string;
  platform: NodeJS.Platform;
  arch: string;
  /** The SQLite driver the embedded emulator would use (found without loading it), or null: none here. */
  sqlite: string | null;
}

/** `agentdeck 0.1.0 (node v20.20.2, linux-x64)` */
export function versionLine(): string {
  return `agentdeck ${VERSION} (node ${process.version}, ${process.platform}-${process.arch})`;
}

export function versionInfo(sqlite: string | null): VersionInfo {
  return { version: VERSION, node: process.version, platform: process.platform, arch: process.arch, sqlite };
}

/** A command line that only asks for the version: `-V`/`--version`, optionally with `--json`. */
export function versionRequest(argv: readonly string[]): { json: boolean } | undefined {
  if (argv.length === 0 || argv.length > 2) return undefined;
  if (!argv.some((a) => a === '-V' || a === '--version')) return undefined;
  if (!argv.every((a) => a === '-V' || a === '--version' || a === '--json')) return undefined;
  return { json: argv.includes('--json') };
}

/** What `--version [--json]` prints (one line). */
export function versionText(request: { json: boolean }, sqlite: () => string | null): string {
  return request.json ? JSON.stringify(versionInfo(sqlite())) : versionLine();
}
