import type { StateCreator } from 'zustand/vanilla';
import { type UsageMap, type UsageProblem } from '../api/usage.js';
import type { AppDeps } from './deps.js';
import type { AppState } from './store.js';
export interface UsageSlice {
    /** False when the app has no agents client: screens show nothing about agents. */
    usageEnabled: boolean;
    /** The last good map (kept when a refresh fails); null until the first load. */
    usage: UsageMap | null;
    usageLoading: boolean;
    /** Why the last read failed ("agents could not be read"); cleared by the next success. */
    usageError: string | null;
    /** Problems of the current set list × usage map, by set name (missing sets under their bound name). */
    problems: ReadonlyMap<string, UsageProblem[]>;
    /** `!` on the set list: only sets with problems. */
    problemsOnly: boolean;
    toggleProblemsOnly(): void;
    /** Reads the map unless the cached one is fresh (`force` reads anyway). Never rejects. */
    refreshUsage(opts?: {
        force?: boolean;
    }): Promise<void>;
    /** Recomputes `problems` from the current sets and map (called when either changes). */
    recomputeProblems(): void;
}
/** How long a read map stays fresh in the app. */
export declare const APP_USAGE_TTL_MS = 30000;
/** Agent detail requests in flight at once when the list does not carry the bindings (the CLI uses 8). */
export declare const APP_USAGE_CONCURRENCY = 4;
export declare const createUsageSlice: (deps: AppDeps) => StateCreator<AppState, [], [], UsageSlice>;
