// Loads one of the bin's CommonJS bundles (dist/emulator.cjs) with a V8 code cache kept in agentdeck's cache dir.
// Why: compiling the emulator (fastify and its router, ≈ 400 KB) was a third of a command's start-up with nothing
// configured, and Node 20 has no compile cache (Node ≥ 22.1's module.enableCompileCache does not cover code run
// through node:vm; this one serves every version alike). The cache is taken when the process exits, so it holds
// the functions the run compiled lazily too, and only when there was none or V8 refused it: on the next run,
// loading and starting the emulator cost ≈ 60 ms less (bench/cli-startup.mjs). V8 checks a cache against the
// source, its own version and flags and refuses one that does not match; the file is then compiled as usual.
// V8 does not checksum what it takes in a release build, so the file carries a SHA-256 of its data: a damaged
// cache is never handed to V8.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Script } from 'node:vm';
import { writeCacheFile } from './config/cacheFile.js';
/** `<bundle>-<node version>-`: the caches of one bundle on one runtime (the digest tells builds apart). */
function cachePrefix(file) {
    return `${basename(file)}-${process.version}-${process.arch}-`;
}
/** Runs `file` as a CommonJS module; `cacheDir` undefined: no cache at all. */
export function loadBundle(file, cacheDir) {
    const path = fileURLToPath(file);
    const bytes = readFileSync(path);
    const source = bytes.toString('utf8');
    const cachePath = cacheDir === undefined ? undefined : join(cacheDir, `${cachePrefix(path)}${sha256(bytes).toString('hex').slice(0, 16)}.v8`);
    const cachedData = cachePath === undefined ? undefined : readCache(cachePath);
    // Node's own CommonJS wrapper, so the bundle sees exactly what a required file would.
    const script = new Script(`(function (exports, require, module, __filename, __dirname) {${source}\n})`, {
        filename: path,
        cachedData,
    });
    const cacheUsed = cachedData !== undefined && !script.cachedDataRejected;
    const module = { exports: {} };
    script.runInThisContext()(module.exports, createRequire(path), module, path, dirname(path));
    let saved = cacheUsed;
    return {
        exports: module.exports,
        cacheUsed,
        saveCache() {
            if (saved || cachePath === undefined)
                return;
            saved = true;
            const data = script.createCachedData();
            if (writeCacheFile(cachePath, Buffer.concat([sha256(data), data])))
                removeOtherBuilds(cachePath, cachePrefix(path));
        },
    };
}
const DIGEST_BYTES = 32;
function sha256(data) {
    return createHash('sha256').update(data).digest();
}
/** The cached data of a cache file whose digest matches; undefined when there is none, or it is damaged. */
function readCache(cachePath) {
    try {
        const file = readFileSync(cachePath);
        const data = file.subarray(DIGEST_BYTES);
        return file.length > DIGEST_BYTES && sha256(data).equals(file.subarray(0, DIGEST_BYTES)) ? data : undefined;
    }
    catch {
        return undefined; // none yet
    }
}
/** The caches of this bundle's earlier builds on this runtime: one is enough, they do not pile up. */
function removeOtherBuilds(kept, prefix) {
    try {
        for (const name of readdirSync(dirname(kept))) {
            if (name.startsWith(prefix) && name.endsWith('.v8') && name !== basename(kept))
                rmSync(join(dirname(kept), name), { force: true });
        }
    }
    catch {
        // an old cache left behind costs only disk space
    }
}
