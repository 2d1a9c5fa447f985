#!/usr/bin/env node
// The install figures of docs/performance.md: packs this checkout (or takes --tarball with the --lock it was made
// with), installs it into an empty project offline from the npm cache (scripts/consumerInstall.mjs), and prints the
// install time, the package count and the size on disk — without install scripts, and with them when --scripts is
// given (better-sqlite3 then compiles its addon: minutes). Takes its figures on whatever load the machine has.
//   node scripts/install-figures.mjs [--scripts] [--tarball FILE --lock PACKAGE_LOCK --package PACKAGE_JSON]
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { diskBytes, installedPackages, installOffline, writeConsumer } from './consumerInstall.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name) => {
  const i = args.indexOf(name);
  return i === -1 ? undefined : args[i + 1];
};

const work = mkdtempSync(join(tmpdir(), 'agentdeck-install-figures-'));
try {
  let tarball = option('--tarball');
  if (!tarball) {
    const packed = spawnSync('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', work], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    if (packed.status !== 0) throw new Error(`npm pack failed: ${packed.stderr}`);
    tarball = join(work, JSON.parse(packed.stdout)[0].filename);
  }
  const lockfile = option('--lock') ?? join(ROOT, 'package-lock.json');
  const packageJson = option('--package') ?? join(ROOT, 'package.json');
  const rows = [];
  for (const scripts of args.includes('--scripts') ? [false, true] : [false]) {
    const dir = join(work, scripts ? 'with-scripts' : 'ignore-scripts');
    writeConsumer({ dir, tarball, packageJson, lockfile });
    const result = await installOffline(dir, { scripts });
    if (result.code !== 0)
      throw new Error(`install failed (${scripts ? 'with' : 'without'} scripts):\n${result.output}`);
    const packages = installedPackages(dir);
    rows.push({
      install: scripts ? 'with install scripts' : '--ignore-scripts',
      seconds: Math.round(result.ms / 100) / 10,
      packages: packages.length,
      MB: Math.round(diskBytes(join(dir, 'node_modules')) / 1e5) / 10,
      node: process.version,
    });
    if (args.includes('--list')) process.stderr.write(`${packages.join('\n')}\n`);
  }
  console.table(rows);
} finally {
  rmSync(work, { recursive: true, force: true });
}
