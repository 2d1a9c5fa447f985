// Installs the packed tarball as a user's project would, offline, from the npm cache that installed this checkout:
// the package test (test/package/pack.test.ts) and the install figures (scripts/install-figures.mjs) share it.
// npm needs registry metadata to resolve a tarball's dependencies, and the cache holds only the tarballs `npm ci`
// fetched; so the consumer gets a lockfile made from this repo's: the package's entry (from the tarball) plus
// every entry of ours that is not dev-only (exactly the package's run-time tree), and `npm ci --offline` installs it.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Writes package.json and package-lock.json of a project depending on `tarball` into `dir`. */
export function writeConsumer({ dir, tarball, packageJson, lockfile }) {
  const pkg = JSON.parse(readFileSync(packageJson, 'utf8'));
  const ours = JSON.parse(readFileSync(lockfile, 'utf8'));
  const spec = `file:${tarball}`;
  const integrity = `sha512-${createHash('sha512').update(readFileSync(tarball)).digest('base64')}`;
  const packages = {
    '': { name: 'consumer', version: '1.0.0', dependencies: { [pkg.name]: spec } },
    [`node_modules/${pkg.name}`]: {
      version: pkg.version,
      resolved: spec,
      integrity,
      license: pkg.license,
      ...(pkg.dependencies ? { dependencies: pkg.dependencies } : {}),
      ...(pkg.optionalDependencies ? { optionalDependencies: pkg.optionalDependencies } : {}),
      bin: pkg.bin,
      engines: pkg.engines,
    },
  };
  for (const [path, entry] of Object.entries(ours.packages)) {
    if (path === '' || entry.dev) continue;
    const { devOptional: _devOptional, ...rest } = entry;
    packages[path] = rest;
  }
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify({ name: 'consumer', version: '1.0.0', private: true, dependencies: { [pkg.name]: spec } }),
  );
  writeFileSync(
    join(dir, 'package-lock.json'),
    JSON.stringify({ name: 'consumer', version: '1.0.0', lockfileVersion: 3, requires: true, packages }),
  );
}

/**
 * `npm ci --offline --omit=dev` in `dir`; install scripts run only when `scripts` is true (better-sqlite3's then
 * looks for a prebuilt addon, which it cannot download offline, and compiles one).
 */
export function installOffline(dir, { scripts = false, timeoutMs = 600_000, env = process.env } = {}) {
  const args = ['ci', '--offline', '--omit=dev', '--no-audit', '--no-fund', ...(scripts ? [] : ['--ignore-scripts'])];
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn('npm', args, { cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (d) => (output += d));
    child.stderr.setEncoding('utf8').on('data', (d) => (output += d));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`npm ${args.join(' ')}: no exit within ${timeoutMs} ms\n${output}`));
    }, timeoutMs);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, output, ms: performance.now() - started });
    });
  });
}

/** Every installed package as its path under node_modules (`better-sqlite3`, `@scope/name`, `a/node_modules/b`). */
export function installedPackages(dir) {
  const found = [];
  const walk = (modules, prefix) => {
    if (!existsSync(modules)) return;
    for (const name of readdirSync(modules)) {
      if (name.startsWith('.')) continue;
      const path = join(modules, name);
      if (name.startsWith('@')) {
        for (const scoped of readdirSync(path)) visit(join(path, scoped), `${prefix}${name}/${scoped}`);
      } else {
        visit(path, `${prefix}${name}`);
      }
    }
  };
  const visit = (path, id) => {
    if (!existsSync(join(path, 'package.json'))) return;
    found.push(id);
    walk(join(path, 'node_modules'), `${id}/node_modules/`);
  };
  walk(join(dir, 'node_modules'), '');
  return found.sort();
}

/** Bytes the files under `path` take on disk (allocated blocks, as `du` counts). */
export function diskBytes(path) {
  const stat = statSync(path, { bigint: false });
  if (!stat.isDirectory()) return stat.blocks * 512;
  let total = stat.blocks * 512;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    const child = join(path, entry.name);
    total += entry.isDirectory() ? diskBytes(child) : entry.isSymbolicLink() ? 0 : statSync(child).blocks * 512;
  }
  return total;
}
