// Set names, regions and a set's key names for Tab: from a small per-target cache file when it is fresh, else asked
// of the active target with one short attempt. Only names and region codes are stored, never a value or an API key;
// a target that does not answer makes Tab silent (no message, nothing printed), and is not asked again for a while.
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { sanitizeTerminalText } from '../../api/sanitize.js';
import { writeCacheFile } from '../../config/cacheFile.js';
import { agentdeckCacheDir, agentdeckConfigPath, emulatorDataDir, pipecatCredentialsPath } from '../../config/paths.js';
/** A fresh list is reused this long. */
export const CACHE_TTL_MS = 60_000;
/** After a failed look-up (offline, 401 …) Tab stays silent this long without asking again. */
export const FAILURE_TTL_MS = 15_000;
/** The longest a Tab waits for the target's answers (an embedded emulator's start-up is not counted). */
export const LOOKUP_BUDGET_MS = 1_500;
export function completionCacheDir(env) {
    return join(agentdeckCacheDir(env), 'completion');
}
function mtime(path) {
    if (!path)
        return null;
    try {
        return statSync(path).mtimeMs;
    }
    catch {
        return null;
    }
}
/**
 * Which target (and which credential) a list belongs to, as one opaque hash: switching key, host, org or
 * config file never shows another account's names.
 */
export function targetFingerprint(env, organization) {
    const configs = [agentdeckConfigPath(env), pipecatCredentialsPath(env)];
    const identity = [
        env.PIPECAT_API_KEY ?? '',
        env.PIPECAT_API_HOST ?? '',
        env.PIPECAT_TOKEN ?? '',
        env.PIPECAT_ORG ?? '',
        organization ?? '',
        emulatorDataDir(env),
        ...configs.flatMap((path) => [path, String(mtime(path))]),
    ];
    return createHash('sha256').update(JSON.stringify(identity)).digest('hex').slice(0, 32);
}
/** Names as a shell can take them: sanitised, one printable word each. */
function words(values) {
    if (!Array.isArray(values))
        return [];
    return values
        .filter((v) => typeof v === 'string')
        .map((v) => sanitizeTerminalText(v, { singleLine: true }))
        .filter((v) => /^[^\s:'"`$\\]+$/.test(v));
}
function readEntry(path) {
    try {
        const raw = JSON.parse(readFileSync(path, 'utf8'));
        if (typeof raw.at !== 'number')
            return null;
        return { at: raw.at, ok: raw.ok === true, sets: words(raw.sets), regions: words(raw.regions) };
    }
    catch {
        return null;
    }
}
function readKeysEntry(path) {
    try {
        const raw = JSON.parse(readFileSync(path, 'utf8'));
        if (typeof raw.at !== 'number')
            return null;
        return { at: raw.at, ok: raw.ok === true, keys: words(raw.keys) };
    }
    catch {
        return null;
    }
}
function writeEntry(path, entry) {
    // A cache that cannot be written only makes the next Tab ask again.
    writeCacheFile(path, JSON.stringify(entry));
}
/** Runs `ask` against the active target within the look-up budget; the target is closed after. */
async function withTarget(opts, ask) {
    const { resolveTarget } = await import('../../config/target.js');
    let target;
    try {
        target = await resolveTarget({
            organization: opts.organization,
            env: opts.env,
            startEmbeddedEmulator: opts.startEmbeddedEmulator,
            warn: () => { },
            http: { timeoutMs: LOOKUP_BUDGET_MS, retryLimit: 0 },
        });
        // The budget covers the requests, not the start of an embedded emulator (local: slow only on a busy machine).
        const signal = AbortSignal.timeout(LOOKUP_BUDGET_MS);
        let timer;
        const budget = new Promise((_, reject) => {
            timer = setTimeout(() => reject(new Error('completion look-up budget spent')), LOOKUP_BUDGET_MS + 500);
        });
        try {
            return await Promise.race([ask(target, signal), budget]);
        }
        finally {
            clearTimeout(timer);
        }
    }
    finally {
        await target?.close().catch(() => { });
    }
}
function lookUp(opts) {
    return withTarget(opts, async ({ secrets }, signal) => {
        const [sets, regions] = await Promise.all([secrets.listSecretSets({ signal }), secrets.listRegions({ signal }).catch(() => [])]);
        return { sets: words(sets.map((s) => s.name)), regions: words(regions.map((r) => r.code)) };
    });
}
function lookUpKeys(opts, set) {
    return withTarget(opts, async ({ secrets }, signal) => words((await secrets.getSecretSet(set, { signal })).keys));
}
/** A cached entry when it is young enough for its kind (a success lives longer than a failure). */
function isFresh(entry, now) {
    const age = now - entry.at;
    return age >= 0 && age < (entry.ok ? CACHE_TTL_MS : FAILURE_TTL_MS);
}
/** Sources for the completion engine; at most one look-up per process, whichever list is asked first. */
export function dynamicSources(opts) {
    const now = opts.now ?? Date.now;
    const fingerprint = targetFingerprint(opts.env, opts.organization);
    const path = join(completionCacheDir(opts.env), `${fingerprint}.json`);
    let pending = null;
    const entry = () => {
        pending ??= (async () => {
            const cached = readEntry(path);
            if (cached && isFresh(cached, now()))
                return cached;
            try {
                const fresh = await lookUp(opts);
                const result = { at: now(), ok: true, ...fresh };
                writeEntry(path, result);
                return result;
            }
            catch {
                // Offline or refused: keep what was known (names may be a little old) and stay quiet for a while.
                const result = { at: now(), ok: false, sets: cached?.sets ?? [], regions: cached?.regions ?? [] };
                writeEntry(path, result);
                return result;
            }
        })();
        return pending;
    };
    const keys = async (set) => {
        // The set's name is hashed into the file name: it is the user's text and need not be a safe file name.
        const setHash = createHash('sha256').update(set).digest('hex').slice(0, 16);
        const keysPath = join(completionCacheDir(opts.env), `${fingerprint}.keys-${setHash}.json`);
        const cached = readKeysEntry(keysPath);
        if (cached && isFresh(cached, now()))
            return cached.keys;
        try {
            const result = { at: now(), ok: true, keys: await lookUpKeys(opts, set) };
            writeEntry(keysPath, result);
            return result.keys;
        }
        catch {
            writeEntry(keysPath, { at: now(), ok: false, keys: cached?.keys ?? [] });
            return cached?.keys ?? [];
        }
    };
    return {
        sets: async () => (await entry()).sets,
        regions: async () => (await entry()).regions,
        keys,
    };
}
