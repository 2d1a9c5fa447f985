import { createRequire as __agentdeckCreateRequire } from 'node:module'; const require = __agentdeckCreateRequire(import.meta.url);
import {
  loadUsageMap,
  pMap,
  usageMapFrom,
  usedBy
} from "./chunk-NOC2BXNB.js";
import {
  targetFingerprint
} from "./chunk-UYWC2BWY.js";
import {
  writeCacheFile
} from "./chunk-UJ2YOHBG.js";
import {
  agentdeckCacheDir
} from "./chunk-GFMKCGGO.js";
import {
  sanitizeTerminalText
} from "./chunk-BO633EMQ.js";
import {
  isApiError
} from "./chunk-WLHYYBCR.js";

// src/cli/usageCacheFile.ts
import { readFileSync } from "node:fs";
import { join } from "node:path";
var CLI_USAGE_TTL_MS = 5 * 6e4;
function usageCacheDir(env) {
  return join(agentdeckCacheDir(env), "usage");
}
function usageCacheFile(env, organization, now = Date.now) {
  if (env.AGENTDECK_USAGE_CACHE === "0") return void 0;
  return { path: join(usageCacheDir(env), `${targetFingerprint(env, organization)}.json`), ttlMs: CLI_USAGE_TTL_MS, now };
}
var strings = (v) => Array.isArray(v) && v.every((x) => typeof x === "string") ? v : null;
function toAgent(v) {
  if (typeof v !== "object" || v === null) return null;
  const o = v;
  const secretSets = strings(o.secretSets);
  if (typeof o.name !== "string" || !secretSets) return null;
  if (o.region !== void 0 && typeof o.region !== "string") return null;
  if (o.imagePullSecret !== void 0 && typeof o.imagePullSecret !== "string") return null;
  if (o.deployment !== void 0 && typeof o.deployment !== "string") return null;
  return {
    name: o.name,
    ...typeof o.region === "string" ? { region: o.region } : {},
    secretSets,
    ...typeof o.imagePullSecret === "string" ? { imagePullSecret: o.imagePullSecret } : {},
    ...typeof o.deployment === "string" ? { deployment: o.deployment } : {}
  };
}
function readCachedUsage(cache) {
  try {
    const raw = JSON.parse(readFileSync(cache.path, "utf8"));
    const loadedAt = raw.loadedAt;
    if (raw.v !== 1 || typeof loadedAt !== "number") return null;
    const age = cache.now() - loadedAt;
    if (!(age >= 0 && age < cache.ttlMs)) return null;
    const unreadable = strings(raw.unreadable);
    if (!Array.isArray(raw.agents) || !unreadable) return null;
    const agents = raw.agents.map(toAgent);
    if (agents.some((a) => a === null)) return null;
    return usageMapFrom(agents, unreadable, 0, loadedAt);
  } catch {
    return null;
  }
}
function writeCachedUsage(cache, usage) {
  writeCacheFile(cache.path, JSON.stringify({ v: 1, loadedAt: usage.loadedAt, agents: usage.agents, unreadable: usage.unreadable }));
}

// src/cli/agentUsage.ts
var USAGE_DEADLINE_MS = 5e3;
var USED_BY_WIDTH = 32;
async function readUsage(agents, opts = {}) {
  const previous = opts.cache ? readCachedUsage(opts.cache) ?? void 0 : void 0;
  const read = await readFromService(agents, opts, previous);
  if (read.ok && opts.cache) writeCachedUsage(opts.cache, read.usage);
  return read;
}
function cliUsageCache(rt, opts) {
  return usageCacheFile(rt.env, opts.organization);
}
async function readFromService(agents, opts, previous) {
  const deadlineMs = opts.deadlineMs ?? USAGE_DEADLINE_MS;
  const deadline = AbortSignal.timeout(deadlineMs);
  const signal = opts.signal ? AbortSignal.any([deadline, opts.signal]) : deadline;
  try {
    return { ok: true, usage: await loadUsageMap(agents, { signal, previous }) };
  } catch (error) {
    if (opts.signal?.aborted) return { ok: false, reason: "cancelled" };
    if (deadline.aborted) return { ok: false, reason: `no answer within ${deadlineMs / 1e3} s` };
    if (isApiError(error)) return { ok: false, reason: sanitizeTerminalText(error.message, { singleLine: true }) };
    return { ok: false, reason: sanitizeTerminalText(String(error?.message ?? error), { singleLine: true }) };
  }
}
function usageUnavailableNote(read) {
  return `note: could not read which agents use the sets (${read.reason}); agent usage is not shown.`;
}
function fitNames(names, width = USED_BY_WIDTH) {
  if (names.length === 0) return "\u2013";
  let text = "";
  for (let i = 0; i < names.length; i++) {
    const next = i === 0 ? names[0] : `${text}, ${names[i]}`;
    const more = names.length - i - 1;
    if ([...next].length + (more > 0 ? ` +${more}`.length : 0) <= width) {
      text = next;
      continue;
    }
    const left = names.length - i;
    if (i > 0) return `${text} +${left}`;
    const suffix = left > 1 ? ` +${left - 1}` : "";
    return `${[...names[0]].slice(0, Math.max(1, width - suffix.length - 1)).join("")}\u2026${suffix}`;
  }
  return text;
}
async function readReadiness(agents, uses) {
  const signal = AbortSignal.timeout(USAGE_DEADLINE_MS);
  return pMap(
    uses,
    async (use) => {
      try {
        const detail = await agents.getAgent(use.name, { signal });
        return { name: use.name, ...use.region !== void 0 ? { region: use.region } : {}, ready: detail.ready ?? null };
      } catch {
        return { name: use.name, ...use.region !== void 0 ? { region: use.region } : {}, ready: null };
      }
    },
    { concurrency: 8 }
  );
}
function changeWarning(read, setName, kind) {
  if (!read.ok) {
    return { agents: [], unknown: `could not check which agents use '${setName}' (${read.reason})` };
  }
  const agents = usedBy(read.usage, setName).map((a) => a.name);
  if (agents.length === 0) return { agents };
  const list = `${agents.length} agent${agents.length === 1 ? "" : "s"} (${agents.join(", ")})`;
  const message = kind === "delete" ? `'${setName}' is used by ${list}: ${agents.length === 1 ? "it" : "they"} will fail ${agents.length === 1 ? "its" : "their"} next deploy once it is deleted.` : `'${setName}' is used by ${list}: re-deploy ${agents.length === 1 ? "it" : "them"} for the change to take effect.`;
  return { agents, message };
}
function printChangeWarning(rt, warning) {
  if (warning.message) rt.info(`${rt.errStyle.yellow("warning:")} ${warning.message}`);
  else if (warning.unknown) rt.info(`${rt.errStyle.yellow("note:")} ${warning.unknown}.`);
}
function warningJson(warning) {
  return warning.unknown !== void 0 ? { usedBy: null, usedByError: warning.unknown } : { usedBy: warning.agents, ...warning.message ? { warning: warning.message } : {} };
}

export {
  readUsage,
  cliUsageCache,
  usageUnavailableNote,
  fitNames,
  readReadiness,
  changeWarning,
  printChangeWarning,
  warningJson
};
