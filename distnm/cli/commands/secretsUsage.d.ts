import type { SecretSetSummary } from '../../api/models.js';
import { type UsageProblem } from '../../api/usage.js';
import type { ResolvedTarget } from '../../config/target.js';
import type { Runtime } from '../runtime.js';
import type { UsageCacheFile } from '../usageCacheFile.js';
import { type Style } from '../style.js';
export interface ListUsage {
    /** `usedBy` (null when unknown) and `problems` of one set, for its --json object. */
    jsonFor(name: string): Record<string, unknown>;
    /** Top-level `agentUsage` of the --json output. */
    json: Record<string, unknown>;
    cell(name: string, style: Style): string;
    problemsOf(name: string): UsageProblem[];
    /** Stderr notes: agents unreadable, bound sets that do not exist. */
    printNotes(rt: Runtime): void;
}
/** Starts reading the usage map now; `result` joins it with the set list once that has come. */
export declare function listUsage(target: ResolvedTarget, cache?: UsageCacheFile): {
    cancel(): void;
    result(sets: readonly SecretSetSummary[], opts: {
        partial: boolean;
    }): Promise<ListUsage>;
};
export interface AgentsSection {
    json: Record<string, unknown>;
    print(rt: Runtime): void;
    printNotes(rt: Runtime): void;
}
/** The agents that bind one set, with region and deployment readiness, and the set's problems. */
export declare function agentsSection(target: ResolvedTarget, set: Pick<SecretSetSummary, 'name' | 'type' | 'region' | 'status'>, cache?: UsageCacheFile): Promise<AgentsSection>;
