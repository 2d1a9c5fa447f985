// What to run when no SQLite driver loads, for the way agentdeck was installed. better-sqlite3 is an optional
// dependency: when its addon could not be built, npm leaves the package out altogether (then `npm rebuild` has
// nothing to rebuild: the install must run again, with a compiler), and `--ignore-scripts` leaves it without its
// addon (then `npm rebuild` builds it). Which command, and where, depends on whether agentdeck is a global
// install, a project's dependency or a checkout — the same words for all three sent a checkout's user to `-g`.
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const PACKAGE_NAME = 'agentdeck-cli';
const BUILD_TOOLS = 'python3, make and a C++ compiler';
/**
 * What a build from source needs. node-gyp downloads Node's headers; where it cannot (offline, a proxy), the
 * install fails there and `--nodedir` names a Node tree that has them (docs/install.md).
 */
const BUILD_NEEDS =
  'python3, make, a C++ compiler and Node’s headers; offline, add `--nodedir=DIR` naming a Node tree that has them';

/** Where agentdeck runs from: a global install, a dependency of the project in `dir`, or a checkout in `dir`. */
export type InstallKind = { kind: 'global' } | { kind: 'project'; dir: string } | { kind: 'checkout'; dir: string };

/** The directory holding agentdeck's package.json, from a file inside the package (src/… or dist/…). */
export function packageRootOf(file: string): string | undefined {
  for (let dir = dirname(file); dir !== dirname(dir); dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (!existsSync(manifest)) continue;
    try {
      if ((JSON.parse(readFileSync(manifest, 'utf8')) as { name?: unknown }).name === PACKAGE_NAME) return dir;
    } catch {
      // An unreadable package.json on the way up is not ours: go on.
    }
  }
  return undefined;
}

/** `<prefix>/lib/node_modules/agentdeck-cli` is npm's global layout (nvm's too); any other node_modules a project's. */
export function installKindOf(root: string): InstallKind {
  const parent = dirname(root);
  if (basename(parent) !== 'node_modules') return { kind: 'checkout', dir: root };
  const owner = dirname(parent);
  return basename(owner) === 'lib' ? { kind: 'global' } : { kind: 'project', dir: owner };
}

/** The way out through better-sqlite3, for an install whose better-sqlite3 is `missing` or there without a working addon. */
export function betterSqlite3Remedy(install: InstallKind, missing: boolean): string {
  if (install.kind === 'global') {
    return missing
      ? `better-sqlite3 could not be built at install and npm left it out: run \`npm install -g ${PACKAGE_NAME}\` again where it can build (${BUILD_NEEDS})`
      : `on Node 20 run \`npm rebuild -g better-sqlite3\` (needs ${BUILD_TOOLS})`;
  }
  const where = install.dir;
  return missing
    ? `better-sqlite3 could not be built at install and npm left it out: run \`npm install\` in ${where} again where it can build (${BUILD_NEEDS})`
    : `on Node 20 run \`npm rebuild better-sqlite3\` in ${where} (needs ${BUILD_TOOLS})`;
}

/** The install this module is part of (a global install when it cannot tell: the README's way in). */
export function currentInstall(): InstallKind {
  const root = packageRootOf(fileURLToPath(import.meta.url));
  return root ? installKindOf(root) : { kind: 'global' };
}
