// `agentdeck --version` names the runtime as well as the version (a single-file build carries its own Node), and
// `--version --json` gives it as data for a support request. Light: main.ts answers it before any bundle loads.
import { VERSION } from '../api/http/version.js';

export { versionRequest } from './commandWord.js';

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

/** What `--version [--json]` prints (one line). */
export function versionText(request: { json: boolean }, sqlite: () => string | null): string {
  return request.json ? JSON.stringify(versionInfo(sqlite())) : versionLine();
}
