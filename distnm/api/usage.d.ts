import type { AgentsApi } from './agents.js';
import type { CallOptions } from './contracts.js';
import type { SecretSetSummary } from './models.js';
export declare const DEFAULT_USAGE_CONCURRENCY = 8;
export declare const DEFAULT_USAGE_TTL_MS = 30000;
export interface AgentUse {
    name: string;
    region?: string;
    secretSets: string[];
    imagePullSecret?: string;
    /** The list's `desiredDeploymentId` when the bindings were read: a later load reuses them while it is unchanged. */
    deployment?: string;
}
export interface UsageMap {
    /** Every agent whose bindings were read, by name. */
    agents: AgentUse[];
    /** Set or image pull secret name → the agents that bind it (sorted by name). */
    bySet: ReadonlyMap<string, AgentUse[]>;
    /** Agents listed but whose deployment could not be read (their bindings are unknown). */
    unreadable: string[];
    /** HTTP requests this load made (for diagnostics and the benchmark). */
    requests: number;
    /** Agents whose bindings came from the previous map (same deployment) instead of a detail request. */
    reused?: number;
    loadedAt: number;
}
export interface LoadUsageOptions extends CallOptions {
    concurrency?: number;
    now?: () => number;
    /** Ask the list for the active deployment (default true); false forces one detail request per agent. */
    includeDeployment?: boolean;
    /** A map read earlier (same target): its bindings are reused for agents still at the same deployment. */
    previous?: UsageMap;
}
export declare function loadUsageMap(api: AgentsApi, opts?: LoadUsageOptions): Promise<UsageMap>;
/** A map from agents already read (a load, or a cache file: names are sanitised again here). */
export declare function usageMapFrom(agents: AgentUse[], unreadable: string[], requests: number, loadedAt: number): UsageMap;
/** The agents that bind `setName` (as a secret set or as their image pull secret). */
export declare function usedBy(usage: UsageMap | undefined, setName: string): AgentUse[];
export type UsageProblemKind = 'region-mismatch' | 'set-failed' | 'set-pending' | 'missing-set' | 'missing-image-pull-secret' | 'wrong-type';
export interface UsageProblem {
    kind: UsageProblemKind;
    /** The set or image pull secret the problem is about (it may not exist: `missing-*`). */
    set: string;
    agent: string;
    /** One line a person can act on; built from sanitised names only. */
    message: string;
    agentRegion?: string;
    setRegion?: string;
}
/**
 * Every binding that does not fit. `sets` must be the organization's full list (all regions, both types):
 * a name absent from it is reported as missing.
 */
export declare function findProblems(sets: readonly SecretSetSummary[], usage: UsageMap): UsageProblem[];
/** Problems grouped by the set they are about (missing sets included, under their bound name). */
export declare function problemsBySet(problems: readonly UsageProblem[]): Map<string, UsageProblem[]>;
/**
 * A short-lived cache of the usage map: callers within `ttlMs` of the last load share it, and concurrent callers
 * share one load. A failed load is not cached.
 */
export declare class UsageCache {
    private readonly load;
    private value;
    private inflight;
    private readonly ttlMs;
    private readonly now;
    constructor(load: (signal?: AbortSignal) => Promise<UsageMap>, opts?: {
        ttlMs?: number;
        now?: () => number;
    });
    /** The last loaded map, however old (undefined before the first load). */
    peek(): UsageMap | undefined;
    isFresh(): boolean;
    get(opts?: {
        force?: boolean;
        signal?: AbortSignal;
    }): Promise<UsageMap>;
    invalidate(): void;
}
