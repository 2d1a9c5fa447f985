import { createRequire as __agentdeckCreateRequire } from 'node:module'; const require = __agentdeckCreateRequire(import.meta.url);
import {
  writeCacheFile
} from "./chunk-UJ2YOHBG.js";
import {
  agentdeckCacheDir,
  agentdeckConfigPath,
  emulatorDataDir,
  pipecatCredentialsPath
} from "./chunk-GFMKCGGO.js";
import {
  sanitizeTerminalText
} from "./chunk-BO633EMQ.js";

// src/cli/completion/dynamic.ts
import { createHash } from "node:crypto";
import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
var CACHE_TTL_MS = 6e4;
var FAILURE_TTL_MS = 15e3;
var LOOKUP_BUDGET_MS = 1500;
function completionCacheDir(env) {
  return join(agentdeckCacheDir(env), "completion");
}
function mtime(path) {
  if (!path) return null;
  try {
    return statSync(path).mtimeMs;
  } catch {
    return null;
  }
}
function targetFingerprint(env, organization) {
  const configs = [agentdeckConfigPath(env), pipecatCredentialsPath(env)];
  const identity = [
    env.PIPECAT_API_KEY ?? "",
    env.PIPECAT_API_HOST ?? "",
    env.PIPECAT_TOKEN ?? "",
    env.PIPECAT_ORG ?? "",
    organization ?? "",
    emulatorDataDir(env),
    ...configs.flatMap((path) => [path, String(mtime(path))])
  ];
  return createHash("sha256").update(JSON.stringify(identity)).digest("hex").slice(0, 32);
}
function words(values) {
  if (!Array.isArray(values)) return [];
  return values.filter((v) => typeof v === "string").map((v) => sanitizeTerminalText(v, { singleLine: true })).filter((v) => /^[^\s:'"`$\\]+$/.test(v));
}
function readEntry(path) {
  try {
    const raw = JSON.parse(readFileSync(path, "utf8"));
    if (typeof raw.at !== "number") return null;
    return { at: raw.at, ok: raw.ok === true, sets: words(raw.sets), regions: words(raw.regions) };
  } catch {
    return null;
  }
}
function readKeysEntry(path) {
  try {
    const raw = JSON.parse(readFileSync(path, "utf8"));
    if (typeof raw.at !== "number") return null;
    return { at: raw.at, ok: raw.ok === true, keys: words(raw.keys) };
  } catch {
    return null;
  }
}
function writeEntry(path, entry) {
  writeCacheFile(path, JSON.stringify(entry));
}
async function withTarget(opts, ask) {
  const { resolveTarget } = await import("./target-CTOEK3ZU.js");
  let target;
  try {
    target = await resolveTarget({
      organization: opts.organization,
      env: opts.env,
      startEmbeddedEmulator: opts.startEmbeddedEmulator,
      warn: () => {
      },
      http: { timeoutMs: LOOKUP_BUDGET_MS, retryLimit: 0 }
    });
    const signal = AbortSignal.timeout(LOOKUP_BUDGET_MS);
    let timer;
    const budget = new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error("completion look-up budget spent")), LOOKUP_BUDGET_MS + 500);
    });
    try {
      return await Promise.race([ask(target, signal), budget]);
    } finally {
      clearTimeout(timer);
    }
  } finally {
    await target?.close().catch(() => {
    });
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
function isFresh(entry, now) {
  const age = now - entry.at;
  return age >= 0 && age < (entry.ok ? CACHE_TTL_MS : FAILURE_TTL_MS);
}
function dynamicSources(opts) {
  const now = opts.now ?? Date.now;
  const fingerprint = targetFingerprint(opts.env, opts.organization);
  const path = join(completionCacheDir(opts.env), `${fingerprint}.json`);
  let pending = null;
  const entry = () => {
    pending ??= (async () => {
      const cached = readEntry(path);
      if (cached && isFresh(cached, now())) return cached;
      try {
        const fresh = await lookUp(opts);
        const result = { at: now(), ok: true, ...fresh };
        writeEntry(path, result);
        return result;
      } catch {
        const result = { at: now(), ok: false, sets: cached?.sets ?? [], regions: cached?.regions ?? [] };
        writeEntry(path, result);
        return result;
      }
    })();
    return pending;
  };
  const keys = async (set) => {
    const setHash = createHash("sha256").update(set).digest("hex").slice(0, 16);
    const keysPath = join(completionCacheDir(opts.env), `${fingerprint}.keys-${setHash}.json`);
    const cached = readKeysEntry(keysPath);
    if (cached && isFresh(cached, now())) return cached.keys;
    try {
      const result = { at: now(), ok: true, keys: await lookUpKeys(opts, set) };
      writeEntry(keysPath, result);
      return result.keys;
    } catch {
      writeEntry(keysPath, { at: now(), ok: false, keys: cached?.keys ?? [] });
      return cached?.keys ?? [];
    }
  };
  return {
    sets: async () => (await entry()).sets,
    regions: async () => (await entry()).regions,
    keys
  };
}

export {
  CACHE_TTL_MS,
  FAILURE_TTL_MS,
  LOOKUP_BUDGET_MS,
  completionCacheDir,
  targetFingerprint,
  dynamicSources
};
