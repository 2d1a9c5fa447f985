// The usage map kept between CLI processes for a short time. It never answers on its own: every command still
// reads the agent list (one request), and the file only spares the detail requests of agents still at the
// deployment the file saw — with a service that does not include deployments in its list, a loop of
// `secrets set` / `secrets list NAME` calls (each a new process) costs one request each instead of 1 + one per
// agent, and a re-deploy in between is never missed. One small JSON file per target
// (the same fingerprint as the completion cache: credential, host, org, config files), holding agent names,
// regions and the names of the sets they bind — never a value, a key or a token. Mode 0600 in a 0700 directory.
// Any problem reading or writing it only means the agents are read from the service.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bindingsMapFrom, type AgentUse, type BindingsMap } from '../api/agents/bindings.js';
import { writeCacheFile } from '../config/cacheFile.js';
import { agentdeckCacheDir } from '../config/paths.js';
import { targetFingerprint } from './completion/dynamic.js';

/** How long a map read by one CLI process may lend its bindings to the next ones (the app keeps its own, in memory). */
export const CLI_USAGE_TTL_MS = 5 * 60_000;

export interface UsageCacheFile {
  path: string;
  ttlMs: number;
  now: () => number;
}

export function usageCacheDir(env: NodeJS.ProcessEnv): string {
  return join(agentdeckCacheDir(env), 'usage');
}

/** The cache file of the target `env` + `organization` point at. `AGENTDECK_USAGE_CACHE=0` turns it off. */
export function usageCacheFile(
  env: NodeJS.ProcessEnv,
  organization: string | undefined,
  now: () => number = Date.now,
): UsageCacheFile | undefined {
  if (env.AGENTDECK_USAGE_CACHE === '0') return undefined;
  return {
    path: join(usageCacheDir(env), `${targetFingerprint(env, organization)}.json`),
    ttlMs: CLI_USAGE_TTL_MS,
    now,
  };
}

const strings = (v: unknown): string[] | null => (Array.isArray(v) && v.every((x) => typeof x === 'string') ? v : null);

function toAgent(v: unknown): AgentUse | null {
  if (typeof v !== 'object' || v === null) return null;
  const o = v as Record<string, unknown>;
  const secretSets = strings(o.secretSets);
  if (typeof o.name !== 'string' || !secretSets) return null;
  if (o.region !== undefined && typeof o.region !== 'string') return null;
  if (o.imagePullSecret !== undefined && typeof o.imagePullSecret !== 'string') return null;
  if (o.deployment !== undefined && typeof o.deployment !== 'string') return null;
  if (o.deploymentCreatedAt !== undefined && typeof o.deploymentCreatedAt !== 'string') return null;
  return {
    name: o.name,
    ...(typeof o.region === 'string' ? { region: o.region } : {}),
    secretSets,
    ...(typeof o.imagePullSecret === 'string' ? { imagePullSecret: o.imagePullSecret } : {}),
    ...(typeof o.deployment === 'string' ? { deployment: o.deployment } : {}),
    ...(typeof o.deploymentCreatedAt === 'string' ? { deploymentCreatedAt: o.deploymentCreatedAt } : {}),
  };
}

/** The cached map when it is younger than the TTL (and not from the future); else null. */
export function readCachedUsage(cache: UsageCacheFile): BindingsMap | null {
  try {
    const raw = JSON.parse(readFileSync(cache.path, 'utf8')) as Record<string, unknown>;
    const loadedAt = raw.loadedAt;
    if (raw.v !== 1 || typeof loadedAt !== 'number') return null;
    const age = cache.now() - loadedAt;
    if (!(age >= 0 && age < cache.ttlMs)) return null;
    const unreadable = strings(raw.unreadable);
    if (!Array.isArray(raw.agents) || !unreadable) return null;
    const agents = raw.agents.map(toAgent);
    if (agents.some((a) => a === null)) return null;
    return bindingsMapFrom(agents as AgentUse[], unreadable, 0, loadedAt);
  } catch {
    return null;
  }
}

export function writeCachedUsage(cache: UsageCacheFile, usage: BindingsMap): void {
  // Not cached: the next command reads the agents again.
  writeCacheFile(
    cache.path,
    JSON.stringify({ v: 1, loadedAt: usage.loadedAt, agents: usage.agents, unreadable: usage.unreadable }),
  );
}
