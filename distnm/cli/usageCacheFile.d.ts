import { type UsageMap } from '../api/usage.js';
/** How long a map read by one CLI process may lend its bindings to the next ones (the app keeps its own, in memory). */
export declare const CLI_USAGE_TTL_MS: number;
export interface UsageCacheFile {
    path: string;
    ttlMs: number;
    now: () => number;
}
export declare function usageCacheDir(env: NodeJS.ProcessEnv): string;
/** The cache file of the target `env` + `organization` point at. `AGENTDECK_USAGE_CACHE=0` turns it off. */
export declare function usageCacheFile(env: NodeJS.ProcessEnv, organization: string | undefined, now?: () => number): UsageCacheFile | undefined;
/** The cached map when it is younger than the TTL (and not from the future); else null. */
export declare function readCachedUsage(cache: UsageCacheFile): UsageMap | null;
export declare function writeCachedUsage(cache: UsageCacheFile, usage: UsageMap): void;
