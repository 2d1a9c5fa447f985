// Set names, regions, a set's key names and agent names for Tab: from a small per-target cache file when it is fresh, else asked
// of the active target with one short attempt. Only names and region codes are stored, never a value or an API key;
// a target that does not answer makes Tab silent (no message, nothing printed), and is not asked again for a while.
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { sanitizeTerminalText } from '../../api/redact/sanitize.js';
import { writeCacheFile } from '../../config/cacheFile.js';
import { agentdeckCacheDir, agentdeckConfigPath, emulatorDataDir, pipecatCredentialsPath } from '../../config/paths.js';
import type { ResolvedTarget, StartEmbeddedEmulator } from '../../config/target.js';
import type { DynamicSources } from './engine.js';

/** A fresh list is reused this long. */
export const CACHE_TTL_MS = 60_000;
/** After a failed look-up (offline, 401 …) Tab stays silent this long without asking again. */
export const FAILURE_TTL_MS = 15_000;
/** The longest a Tab waits for the target's answers (an embedded emulator's start-up is not counted). */
export const LOOKUP_BUDGET_MS = 1_500;

interface CacheEntry {
  at: number;
  ok: boolean;
  sets: string[];
  regions: string[];
}

/** One set's key names (a file of its own: only asked for when a key is completed). */
interface KeysEntry {
  at: number;
  ok: boolean;
  keys: string[];
}

export interface DynamicSourceOptions {
  env: NodeJS.ProcessEnv;
  organization?: string;
  startEmbeddedEmulator: StartEmbeddedEmulator;
  now?: () => number;
}

export function completionCacheDir(env: NodeJS.ProcessEnv): string {
  return join(agentdeckCacheDir(env), 'completion');
}

function mtime(path: string | undefined): number | null {
  if (!path) return null;
  try {
    return statSync(path).mtimeMs;
  } catch {
    return null;
  }
}

/**
 * SHA-256 in JavaScript, not node:crypto: every command names its usage cache file with this. Its first digest
 * takes ≈ 1 ms (V8's interpreter), loading node:crypto and OpenSSL's first digest more: in an interleaved A/B of
 * `secrets list --json` against a running emulator (30 rounds), 4.4 ms of wall time less per command.
 */
function sha256Hex(text: string): string {
  return bytesToHex(sha256(utf8ToBytes(text)));
}

/**
 * Which target (and which credential) a list belongs to, as one opaque hash: switching key, host, org or
 * config file never shows another account's names.
 */
export function targetFingerprint(env: NodeJS.ProcessEnv, organization: string | undefined): string {
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
  return sha256Hex(JSON.stringify(identity)).slice(0, 32);
}

/** Names as a shell can take them: sanitised, one printable word each. */
function words(values: unknown): string[] {
  if (!Array.isArray(values)) return [];
  return values
    .filter((v): v is string => typeof v === 'string')
    .map((v) => sanitizeTerminalText(v, { singleLine: true }))
    .filter((v) => /^[^\s:'"`$\\]+$/.test(v));
}

function readEntry(path: string): CacheEntry | null {
  try {
    const raw = JSON.parse(readFileSync(path, 'utf8')) as Partial<CacheEntry>;
    if (typeof raw.at !== 'number') return null;
    return { at: raw.at, ok: raw.ok === true, sets: words(raw.sets), regions: words(raw.regions) };
  } catch {
    return null;
  }
}

function readKeysEntry(path: string): KeysEntry | null {
  try {
    const raw = JSON.parse(readFileSync(path, 'utf8')) as Partial<KeysEntry>;
    if (typeof raw.at !== 'number') return null;
    return { at: raw.at, ok: raw.ok === true, keys: words(raw.keys) };
  } catch {
    return null;
  }
}

function writeEntry(path: string, entry: CacheEntry | KeysEntry): void {
  // A cache that cannot be written only makes the next Tab ask again.
  writeCacheFile(path, JSON.stringify(entry));
}

/** Runs `ask` against the active target within the look-up budget; the target is closed after. */
async function withTarget<T>(
  opts: DynamicSourceOptions,
  ask: (target: ResolvedTarget, signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const { resolveTarget } = await import('../../config/target.js');
  let target: ResolvedTarget | undefined;
  try {
    target = await resolveTarget({
      organization: opts.organization,
      env: opts.env,
      startEmbeddedEmulator: opts.startEmbeddedEmulator,
      warn: () => {},
      http: { timeoutMs: LOOKUP_BUDGET_MS, retryLimit: 0 },
    });
    // The budget covers the requests, not the start of an embedded emulator (local: slow only on a busy machine).
    const signal = AbortSignal.timeout(LOOKUP_BUDGET_MS);
    let timer: NodeJS.Timeout | undefined;
    const budget = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('completion look-up budget spent')), LOOKUP_BUDGET_MS + 500);
    });
    try {
      return await Promise.race([ask(target, signal), budget]);
    } finally {
      clearTimeout(timer);
    }
  } finally {
    await target?.close().catch(() => {});
  }
}

function lookUp(opts: DynamicSourceOptions): Promise<{ sets: string[]; regions: string[] }> {
  return withTarget(opts, async ({ secrets }, signal) => {
    const [sets, regions] = await Promise.all([
      secrets.listSecretSets({ signal }),
      secrets.listRegions({ signal }).catch(() => []),
    ]);
    return { sets: words(sets.map((s) => s.name)), regions: words(regions.map((r) => r.code)) };
  });
}

function lookUpAgents(opts: DynamicSourceOptions): Promise<string[]> {
  return withTarget(opts, async ({ agents }, signal) =>
    words((await agents.listAgents({ signal, includeDeployment: false })).map((a) => a.name)),
  );
}

function lookUpKeys(opts: DynamicSourceOptions, set: string): Promise<string[]> {
  return withTarget(opts, async ({ secrets }, signal) => words((await secrets.getSecretSet(set, { signal })).keys));
}

/** A cached entry when it is young enough for its kind (a success lives longer than a failure). */
function isFresh(entry: { at: number; ok: boolean }, now: number): boolean {
  const age = now - entry.at;
  return age >= 0 && age < (entry.ok ? CACHE_TTL_MS : FAILURE_TTL_MS);
}

/** Sources for the completion engine; at most one look-up per process, whichever list is asked first. */
export function dynamicSources(opts: DynamicSourceOptions): DynamicSources {
  const now = opts.now ?? Date.now;
  const fingerprint = targetFingerprint(opts.env, opts.organization);
  const path = join(completionCacheDir(opts.env), `${fingerprint}.json`);
  let pending: Promise<CacheEntry> | null = null;
  const entry = (): Promise<CacheEntry> => {
    pending ??= (async () => {
      const cached = readEntry(path);
      if (cached && isFresh(cached, now())) return cached;
      try {
        const fresh = await lookUp(opts);
        const result: CacheEntry = { at: now(), ok: true, ...fresh };
        writeEntry(path, result);
        return result;
      } catch {
        // Offline or refused: keep what was known (names may be a little old) and stay quiet for a while.
        const result: CacheEntry = { at: now(), ok: false, sets: cached?.sets ?? [], regions: cached?.regions ?? [] };
        writeEntry(path, result);
        return result;
      }
    })();
    return pending;
  };
  const keys = async (set: string): Promise<string[]> => {
    // The set's name is hashed into the file name: it is the user's text and need not be a safe file name.
    const setHash = sha256Hex(set).slice(0, 16);
    const keysPath = join(completionCacheDir(opts.env), `${fingerprint}.keys-${setHash}.json`);
    const cached = readKeysEntry(keysPath);
    if (cached && isFresh(cached, now())) return cached.keys;
    try {
      const result: KeysEntry = { at: now(), ok: true, keys: await lookUpKeys(opts, set) };
      writeEntry(keysPath, result);
      return result.keys;
    } catch {
      writeEntry(keysPath, { at: now(), ok: false, keys: cached?.keys ?? [] });
      return cached?.keys ?? [];
    }
  };
  // Agent names: a file of their own (only asked for when an agent is completed).
  const agents = async (): Promise<string[]> => {
    const agentsPath = join(completionCacheDir(opts.env), `${fingerprint}.agents.json`);
    const cached = readKeysEntry(agentsPath);
    if (cached && isFresh(cached, now())) return cached.keys;
    try {
      const result: KeysEntry = { at: now(), ok: true, keys: await lookUpAgents(opts) };
      writeEntry(agentsPath, result);
      return result.keys;
    } catch {
      writeEntry(agentsPath, { at: now(), ok: false, keys: cached?.keys ?? [] });
      return cached?.keys ?? [];
    }
  };
  return {
    sets: async () => (await entry()).sets,
    regions: async () => (await entry()).regions,
    keys,
    agents,
  };
}
