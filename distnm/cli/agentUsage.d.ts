import type { AgentsApi } from '../api/agents.js';
import { type AgentUse, type UsageMap } from '../api/usage.js';
import type { CommonOptions, Runtime } from './runtime.js';
import { type UsageCacheFile } from './usageCacheFile.js';
/** How long a secrets command waits for the agents before going on without them. */
export declare const USAGE_DEADLINE_MS = 5000;
/** Widest USED BY cell in the set table. */
export declare const USED_BY_WIDTH = 32;
export type UsageRead = {
    ok: true;
    usage: UsageMap;
} | {
    ok: false;
    reason: string;
};
export interface ReadUsageOptions {
    deadlineMs?: number;
    signal?: AbortSignal;
    /** A recent map there lends the bindings of agents not re-deployed since; the map read here is written there. */
    cache?: UsageCacheFile;
}
/** Reads the usage map (reusing the cache file's bindings where still valid); resolves with the reason instead of throwing. */
export declare function readUsage(agents: AgentsApi, opts?: ReadUsageOptions): Promise<UsageRead>;
/** The cache file of the command's target (none with `AGENTDECK_USAGE_CACHE=0`). */
export declare function cliUsageCache(rt: Runtime, opts: CommonOptions): UsageCacheFile | undefined;
/** One line on stderr saying the agents could not be read, and that the command went on. */
export declare function usageUnavailableNote(read: UsageRead & {
    ok: false;
}): string;
/** Agent names joined and cut to `width` visible characters: `alpha, beta +3` (a lone long name ends in `…`). */
export declare function fitNames(names: readonly string[], width?: number): string;
export interface AgentReadiness {
    name: string;
    region?: string;
    /** null when the agent's detail could not be read. */
    ready: boolean | null;
}
/** Deployment readiness of the given agents (one detail request each, 8 at a time); never throws. */
export declare function readReadiness(agents: AgentsApi, uses: readonly AgentUse[]): Promise<AgentReadiness[]>;
export type ChangeKind = 'delete' | 'set' | 'unset';
export interface ChangeWarning {
    /** Agent names (sanitised). */
    agents: string[];
    /** What happens to them; absent when no agent uses the set. */
    message?: string;
    /** Set when the agents could not be read. */
    unknown?: string;
}
/** The warning a change to `setName` deserves, from the usage map (or why it cannot be given). */
export declare function changeWarning(read: UsageRead, setName: string, kind: ChangeKind): ChangeWarning;
/** Prints the warning on stderr (also with --skip: skipping the question does not skip the warning). */
export declare function printChangeWarning(rt: Runtime, warning: ChangeWarning): void;
/** The JSON form of a warning, for --json output. */
export declare function warningJson(warning: ChangeWarning): Record<string, unknown>;
