// What the secrets commands say about agents: the usage map read next to the set list, never blocking a command
// (a deadline, and any failure becomes a note), the USED BY cell, and the warnings shown before a change.
import pMap from 'p-map';
import type { AgentsApi } from '../api/agents/client.js';
import { isApiError } from '../api/http/errors.js';
import { sanitizeTerminalText } from '../api/redact/sanitize.js';
import { loadBindingsMap, usedBy, type AgentUse, type BindingsMap } from '../api/agents/bindings.js';
import { deploymentOfDetail } from '../api/secrets/setWrites.js';
import type { DeploymentFacts } from '../api/secrets/staleness.js';
import type { CommonOptions, Runtime } from './runtime.js';
import { readCachedUsage, usageCacheFile, writeCachedUsage, type UsageCacheFile } from './bindingsCacheFile.js';

/** How long a secrets command waits for the agents before going on without them. */
export const USAGE_DEADLINE_MS = 5_000;
/** Widest USED BY cell in the set table. */
export const USED_BY_WIDTH = 32;

export type UsageRead = { ok: true; usage: BindingsMap } | { ok: false; reason: string };

export interface ReadUsageOptions {
  deadlineMs?: number;
  signal?: AbortSignal;
  /** A recent map there lends the bindings of agents not re-deployed since; the map read here is written there. */
  cache?: UsageCacheFile;
}

/** Reads the usage map (reusing the cache file's bindings where still valid); resolves with the reason instead of throwing. */
export async function readUsage(agents: AgentsApi, opts: ReadUsageOptions = {}): Promise<UsageRead> {
  const previous = opts.cache ? (readCachedUsage(opts.cache) ?? undefined) : undefined;
  const read = await readFromService(agents, opts, previous);
  if (read.ok && opts.cache) writeCachedUsage(opts.cache, read.usage);
  return read;
}

/** The cache file of the command's target (none with `AGENTDECK_USAGE_CACHE=0`). */
export function cliUsageCache(rt: Runtime, opts: CommonOptions): UsageCacheFile | undefined {
  return usageCacheFile(rt.env, opts.organization);
}

async function readFromService(
  agents: AgentsApi,
  opts: ReadUsageOptions,
  previous: BindingsMap | undefined,
): Promise<UsageRead> {
  const deadlineMs = opts.deadlineMs ?? USAGE_DEADLINE_MS;
  const deadline = AbortSignal.timeout(deadlineMs);
  const signal = opts.signal ? AbortSignal.any([deadline, opts.signal]) : deadline;
  try {
    return { ok: true, usage: await loadBindingsMap(agents, { signal, previous }) };
  } catch (error) {
    if (opts.signal?.aborted) return { ok: false, reason: 'cancelled' };
    if (deadline.aborted) return { ok: false, reason: `no answer within ${deadlineMs / 1000} s` };
    if (isApiError(error)) return { ok: false, reason: sanitizeTerminalText(error.message, { singleLine: true }) };
    return {
      ok: false,
      reason: sanitizeTerminalText(String((error as Error)?.message ?? error), { singleLine: true }),
    };
  }
}

/** One line on stderr saying the agents could not be read, and that the command went on. */
export function usageUnavailableNote(read: UsageRead & { ok: false }): string {
  return `note: could not read which agents use the sets (${read.reason}); agent usage is not shown.`;
}

/** Agent names joined and cut to `width` visible characters: `alpha, beta +3` (a lone long name ends in `…`). */
export function fitNames(names: readonly string[], width = USED_BY_WIDTH): string {
  if (names.length === 0) return '–';
  let text = '';
  for (let i = 0; i < names.length; i++) {
    const next = i === 0 ? names[0] : `${text}, ${names[i]}`;
    const more = names.length - i - 1;
    if ([...next].length + (more > 0 ? ` +${more}`.length : 0) <= width) {
      text = next;
      continue;
    }
    const left = names.length - i;
    if (i > 0) return `${text} +${left}`;
    const suffix = left > 1 ? ` +${left - 1}` : '';
    return `${[...names[0]].slice(0, Math.max(1, width - suffix.length - 1)).join('')}…${suffix}`;
  }
  return text;
}

export interface AgentReadiness {
  name: string;
  region?: string;
  /** null when the agent's detail could not be read. */
  ready: boolean | null;
  /** Its deployment as its detail gave it (staleness); absent when the detail could not be read. */
  deployment?: DeploymentFacts;
}

/** Deployment readiness of the given agents (one detail request each, 8 at a time); never throws. */
export async function readReadiness(agents: AgentsApi, uses: readonly AgentUse[]): Promise<AgentReadiness[]> {
  const signal = AbortSignal.timeout(USAGE_DEADLINE_MS);
  return pMap(
    uses,
    async (use) => {
      try {
        const detail = await agents.getAgent(use.name, { signal });
        return {
          name: use.name,
          ...(use.region !== undefined ? { region: use.region } : {}),
          ready: detail.ready ?? null,
          deployment: deploymentOfDetail(detail),
        };
      } catch {
        return { name: use.name, ...(use.region !== undefined ? { region: use.region } : {}), ready: null };
      }
    },
    { concurrency: 8 },
  );
}

export type ChangeKind = 'delete' | 'set' | 'unset';

export interface ChangeWarning {
  /** Agent names (sanitised). */
  agents: string[];
  /** What happens to them; absent when no agent uses the set. */
  message?: string;
  /** Set when the agents could not be read. */
  unknown?: string;
}

/**
 * The warning a change to `setName` deserves, from the usage map (or why it cannot be given). `rollout`: the command
 * redeploys them after the write (--rollout).
 */
export function changeWarning(
  read: UsageRead,
  setName: string,
  kind: ChangeKind,
  opts: { rollout?: boolean } = {},
): ChangeWarning {
  if (!read.ok) {
    return { agents: [], unknown: `could not check which agents use '${setName}' (${read.reason})` };
  }
  const agents = usedBy(read.usage, setName).map((a) => a.name);
  if (agents.length === 0) return { agents };
  const list = `${agents.length} agent${agents.length === 1 ? '' : 's'} (${agents.join(', ')})`;
  const one = agents.length === 1;
  const message =
    kind === 'delete'
      ? `'${setName}' is used by ${list}: ${one ? 'it' : 'they'} will fail ${one ? 'its' : 'their'} next deploy once it is deleted.`
      : opts.rollout
        ? `'${setName}' is used by ${list}: ${one ? 'it' : 'they'} will be redeployed after the write (--rollout).`
        : `'${setName}' is used by ${list}: ${one ? 'it runs' : 'they run'} the old values until redeployed; add --rollout, or afterwards run: agentdeck agents redeploy --uses ${setName}`;
  return { agents, message };
}

/** Prints the warning on stderr (also with --skip: skipping the question does not skip the warning). */
export function printChangeWarning(rt: Runtime, warning: ChangeWarning): void {
  if (warning.message) rt.info(`${rt.errStyle.yellow('warning:')} ${warning.message}`);
  else if (warning.unknown) rt.info(`${rt.errStyle.yellow('note:')} ${warning.unknown}.`);
}

/** The JSON form of a warning, for --json output. */
export function warningJson(warning: ChangeWarning): Record<string, unknown> {
  return warning.unknown !== undefined
    ? { usedBy: null, usedByError: warning.unknown }
    : { usedBy: warning.agents, ...(warning.message ? { warning: warning.message } : {}) };
}
