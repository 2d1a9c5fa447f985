#!/usr/bin/env node
// Builds agentdeck as one executable file per platform: a Node single executable application (SEA) made from the
// npm registry's Node runtime package of that platform (scripts/runtimes.mjs), with the command line, the app and
// the embedded emulator inside (dist/cli.cjs, dist/app.cjs, dist/emulator.cjs as SEA assets, run by
// src/seaMain.ts). Offline once the runtimes are in .runtimes/; needs `npm run build` first.
//   node scripts/sea.mjs [--platform linux-x64,linux-arm64,win-x64] [--out DIR]   → DIR/bin/PLATFORM/agentdeck[.exe]
// How: esbuild makes the entry one CommonJS file (a SEA's main script can require only Node's built-ins); the Node
// 24 runtime of this machine writes the preparation blob (`--experimental-sea-config`) once for every platform —
// the blob is the same for all of them because it holds neither a V8 snapshot nor a code cache, which only a
// runtime of the target's own platform could make (the bundles' code cache is kept at run time instead, as the npm
// package's: src/codeCache.ts); postject writes the blob into a copy of each platform's runtime (ELF and PE alike).
// No macOS file: a Mach-O must be signed again after the injection, which needs Apple's codesign (docs/install.md).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';
import { NODE_VERSION, PLATFORMS, ROOT, fetchRuntime, hostPlatform } from './runtimes.mjs';
import { lazyChildProcessInCommander, lazyIntlListFormat } from './startupPlugins.mjs';

/** Node's SEA fuse: the runtime looks for the blob only where this string's last byte was flipped by postject. */
const SEA_FUSE = 'NODE_SEA_FUSE_fce680ab2cc467b6e072b8b5df1996b2';
export const BUNDLES = ['cli', 'app', 'emulator'];

const log = (message) => process.stderr.write(`sea: ${message}\n`);

/** The blob every platform's file gets: the entry and the three bundles, made by `hostNode`. */
async function prepareBlob(hostNode, work) {
  for (const name of BUNDLES) {
    if (!existsSync(join(ROOT, 'dist', `${name}.cjs`)))
      throw new Error(`dist/${name}.cjs is missing: run npm run build first`);
  }
  const version = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).version;
  const main = join(work, 'sea-main.cjs');
  await build({
    entryPoints: [join(ROOT, 'src', 'seaMain.ts')],
    outfile: main,
    bundle: true,
    format: 'cjs',
    platform: 'node',
    target: 'node24',
    minify: true,
    legalComments: 'none', // only agentdeck's own code and commander (its notice is in dist/cli.cjs.LEGAL.txt)
    define: { 'process.env.NODE_ENV': '"production"', AGENTDECK_VERSION: JSON.stringify(version) },
    plugins: [lazyIntlListFormat, lazyChildProcessInCommander],
    logLevel: 'warning',
  });
  const blob = join(work, 'sea-prep.blob');
  const config = {
    main: 'sea-main.cjs', // relative to `work`: the blob holds this name, and the same build must give the same blob
    output: 'sea-prep.blob',
    disableExperimentalSEAWarning: true,
    useSnapshot: false,
    useCodeCache: false,
    assets: Object.fromEntries(BUNDLES.map((name) => [`${name}.cjs`, join(ROOT, 'dist', `${name}.cjs`)])),
  };
  writeFileSync(join(work, 'sea-config.json'), JSON.stringify(config, null, 2));
  const made = spawnSync(hostNode, ['--experimental-sea-config', join(work, 'sea-config.json')], {
    cwd: work,
    encoding: 'utf8',
  });
  if (made.status !== 0) throw new Error(`${hostNode} --experimental-sea-config failed: ${made.stderr.trim()}`);
  return readFileSync(blob);
}

/**
 * A PE file without its Authenticode signature (the certificate table at its end), as `signtool remove /s` leaves
 * it: the injection changes the file, so Node's signature would only be a broken one. Other formats as they are.
 */
export function withoutSignature(file) {
  if (file.subarray(0, 2).toString('latin1') !== 'MZ') return file;
  const pe = file.readUInt32LE(0x3c);
  const optional = pe + 24;
  const directories = optional + (file.readUInt16LE(optional) === 0x20b ? 112 : 96); // PE32+ : PE32
  const certificates = directories + 4 * 8; // data directory 4: the certificate table (a file offset, not an RVA)
  const offset = file.readUInt32LE(certificates);
  const size = file.readUInt32LE(certificates + 4);
  if (size === 0) return file;
  if (offset + size !== file.length)
    throw new Error('the PE file has data after its certificate table: not a file this script knows');
  const stripped = Buffer.from(file.subarray(0, offset));
  stripped.writeUInt32LE(0, certificates);
  stripped.writeUInt32LE(0, certificates + 4);
  return stripped;
}

/** Writes `blob` into a copy of `platform`'s runtime at `out`. */
async function inject(runtime, blob, out) {
  const { inject: postject } = createRequire(import.meta.url)('postject');
  writeFileSync(out, withoutSignature(readFileSync(runtime)));
  chmodSync(out, 0o755);
  // LIEF (inside postject) warns about every ELF note section whose name it cannot look up, harmlessly (the
  // runtime finds its blob by the NODE_SEA_BLOB note): those lines are dropped, anything else it says is kept.
  const warn = console.warn;
  console.warn = (...args) => {
    if (!/^warning: Can't find string offset for section name/.test(String(args[0]))) warn(...args);
  };
  try {
    await postject(out, 'NODE_SEA_BLOB', blob, { sentinelFuse: SEA_FUSE });
  } finally {
    console.warn = warn;
  }
}

/**
 * Builds the single executables of `platforms` under `outDir`/bin; returns { platform: path }. `reuse`: keep a file
 * already built from the same blob (its SHA-256 is kept beside it) instead of injecting again — the suite's
 * second run on another Node (.ci/run) takes the first run's file.
 */
export async function buildSea({
  platforms = Object.keys(PLATFORMS),
  outDir = join(ROOT, 'release'),
  reuse = false,
} = {}) {
  const host = hostPlatform();
  if (!host)
    throw new Error(`no Node runtime package runs on ${process.platform}-${process.arch}: build on Linux or Windows`);
  const hostNode = fetchRuntime(host);
  const work = mkdtempSync(join(tmpdir(), 'agentdeck-sea-'));
  try {
    let started = Date.now();
    const blob = await prepareBlob(hostNode, work);
    log(`blob of ${(blob.length / 1e6).toFixed(1)} MB (Node ${NODE_VERSION}) in ${Date.now() - started} ms`);
    const built = {};
    for (const platform of platforms) {
      started = Date.now();
      const dir = join(outDir, 'bin', platform);
      mkdirSync(dir, { recursive: true });
      const out = join(dir, PLATFORMS[platform].exe);
      const stamp = `${out}.blob-sha256`;
      const digest = createHash('sha256').update(blob).update(NODE_VERSION).digest('hex');
      if (reuse && existsSync(out) && existsSync(stamp) && readFileSync(stamp, 'utf8') === digest) {
        log(`${platform}: ${out} is built from this blob already`);
      } else {
        rmSync(stamp, { force: true });
        await inject(fetchRuntime(platform), blob, out);
        writeFileSync(stamp, digest);
        log(`${platform}: ${out} (${(statSync(out).size / 1e6).toFixed(1)} MB) in ${Date.now() - started} ms`);
      }
      built[platform] = out;
    }
    return built;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[1] && resolve(process.argv[1]) === createRequire(import.meta.url).resolve('./sea.mjs')) {
  const { values } = parseArgs({ options: { platform: { type: 'string' }, out: { type: 'string' } } });
  const platforms = values.platform?.split(',').map((p) => p.trim());
  for (const platform of platforms ?? []) {
    if (!PLATFORMS[platform]) {
      log(`unknown platform ${platform}: one of ${Object.keys(PLATFORMS).join(', ')}`);
      process.exit(2);
    }
  }
  try {
    const built = await buildSea({ platforms, outDir: values.out ? resolve(values.out) : undefined });
    for (const path of Object.values(built)) process.stdout.write(`${path}\n`);
  } catch (error) {
    log(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
