// Loads one of the bin's CommonJS bundles (dist/cli.cjs, dist/emulator.cjs) with a V8 code cache kept in
// agentdeck's cache dir. Why: compiling the emulator (fastify and its router, ≈ 400 KB) was a third of a command's
// start-up with nothing configured, and Node 20 has no compile cache (Node ≥ 22.1's module.enableCompileCache does
// not cover code run through node:vm; this one serves every version alike). The cache is taken when the process
// exits, so it holds the functions the run compiled lazily too, and only when there was none or V8 refused it: on
// the next run, loading and starting the emulator cost ≈ 60 ms less, the command line ≈ 30 ms
// (bench/cli-startup.mjs). V8 checks a cache against the
// source, its own version and flags and refuses one that does not match; the file is then compiled as usual.
// V8 does not checksum what it takes in a release build, so the file carries a CRC-32 of its data: a damaged
// cache is never handed to V8. CRC-32, not a cryptographic digest: it guards against a torn or damaged file, not
// an attacker (one who can write agentdeck's cache dir can run code as the user anyway), and the first SHA-256 of
// a process costs ≈ 2 ms of OpenSSL set-up on every start (zlib.crc32 of the 650 KB bundle: ≈ 0.2 ms).
import { isAscii } from 'node:buffer';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Script } from 'node:vm';
import { crc32 } from 'node:zlib';
import { WRAPPER_END, WRAPPER_START } from './bundleWrapper.js';
import { writeCacheFile } from './config/cacheFile.js';

export interface LoadedBundle<T> {
  exports: T;
  /** Whether V8 took the cached code (false: no cache yet, or refused). */
  cacheUsed: boolean;
  /** Writes the code compiled so far as the cache, when the cache was missing or refused; never throws. */
  saveCache(): void;
}

export { WRAPPER_START } from './bundleWrapper.js';

export interface CacheOptions {
  dir: string;
  /**
   * Which kind of run this is (the command line's group: secrets, rooms …). A cache holds what its first run
   * compiled, so each kind keeps its own: `--version` run first would otherwise leave `secrets list` a cache
   * without got in it, for good.
   */
  variant?: string;
}

/** `<bundle>-[<variant>-]<node version>-<arch>-`: one bundle's caches of one kind on one runtime. */
function cachePrefix(file: string, variant: string | undefined): string {
  return `${basename(file)}-${variant ? `${variant}-` : ''}${process.version}-${process.arch}-`;
}

/** Runs `file` as a CommonJS module; `cache` undefined: no cache at all. */
export function loadBundle<T>(file: URL, cache: CacheOptions | undefined): LoadedBundle<T> {
  const path = fileURLToPath(file);
  return loadBundleSource<T>(path, readFileSync(path), cache);
}

/**
 * Runs `bytes` as the CommonJS module at `path`: a file's text, or a single executable's asset (src/seaMain.ts),
 * whose `path` names no file on disk but gives the code its __filename and its require() a place to start from.
 */
export function loadBundleSource<T>(path: string, bytes: Buffer, cache: CacheOptions | undefined): LoadedBundle<T> {
  // esbuild writes ASCII (test/cli/startupLoads.test.ts checks the bin's bundles): read as latin1, the source is a
  // one-byte string copied as it is, instead of UTF-8 decoded — and, with one character beyond ASCII anywhere, a
  // two-byte string of twice the size for V8 to hash and compile.
  const source = bytes.toString(isAscii(bytes) ? 'latin1' : 'utf8');
  const prefix = cache === undefined ? '' : cachePrefix(path, cache.variant);
  // The bundle's length and checksum tell builds apart.
  const cachePath = cache === undefined ? undefined : join(cache.dir, `${prefix}${buildId(bytes)}.v8`);
  const cachedData = cachePath === undefined ? undefined : readCache(cachePath);
  // A bundle built by scripts/bundle.mjs is the wrapped function already: V8 gets the text as read, one copy.
  const wrapped = source.startsWith(WRAPPER_START) ? source : `${WRAPPER_START}${source}${WRAPPER_END}`;
  const script = new Script(wrapped, {
    filename: path,
    cachedData,
  });
  const cacheUsed = cachedData !== undefined && !script.cachedDataRejected;
  const module = { exports: {} as T };
  (script.runInThisContext() as (...args: unknown[]) => void)(
    module.exports,
    createRequire(path),
    module,
    path,
    dirname(path),
  );
  let saved = cacheUsed;
  return {
    exports: module.exports,
    cacheUsed,
    saveCache() {
      if (saved || cachePath === undefined) return;
      saved = true;
      const data = script.createCachedData();
      if (writeCacheFile(cachePath, Buffer.concat([checksum(data), data]))) removeOtherBuilds(cachePath, prefix);
    },
  };
}

const DIGEST_BYTES = 4;

function checksum(data: Uint8Array): Buffer {
  const out = Buffer.alloc(DIGEST_BYTES);
  out.writeUInt32BE(crc32(data));
  return out;
}

/** 16 hex digits: the bundle's length and CRC-32. */
function buildId(bytes: Uint8Array): string {
  return `${(bytes.length >>> 0).toString(16).padStart(8, '0')}${checksum(bytes).toString('hex')}`;
}

/** The cached data of a cache file whose digest matches; undefined when there is none, or it is damaged. */
function readCache(cachePath: string): Buffer | undefined {
  try {
    const file = readFileSync(cachePath);
    const data = file.subarray(DIGEST_BYTES);
    return file.length > DIGEST_BYTES && checksum(data).equals(file.subarray(0, DIGEST_BYTES)) ? data : undefined;
  } catch {
    return undefined; // none yet
  }
}

/** The caches of this bundle's earlier builds, of this kind on this runtime: one is enough, they do not pile up. */
function removeOtherBuilds(kept: string, prefix: string): void {
  try {
    for (const name of readdirSync(dirname(kept))) {
      if (name.startsWith(prefix) && name.endsWith('.v8') && name !== basename(kept))
        rmSync(join(dirname(kept), name), { force: true });
    }
  } catch {
    // an old cache left behind costs only disk space
  }
}
