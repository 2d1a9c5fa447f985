import type { UsageMap, UsageProblem } from '../api/usage.js';
export interface UsedByCell {
    text: string;
    problem: boolean;
}
/** "used by N" ("⚠ used by N" with a problem); "…" while the first read runs, "?" when it failed. */
export declare function usedByCell(enabled: boolean, usage: UsageMap | null, error: string | null, problems: ReadonlyMap<string, UsageProblem[]>, name: string, width: number): UsedByCell;
/** Lines UsedByLine takes for `name` (0 when agents are off), so the screen can give the rest to its list. */
export declare function useUsedByLineCount(name: string): number;
/** The key editor's header line: which agents bind this set, and its problems. Nothing when agents are off. */
export declare function UsedByLine({ name }: {
    name: string;
}): import("react").JSX.Element | null;
/** The pull-secret detail's "used by" field: every agent with its region (wrapped, never cut), then the problems. */
export declare function UsedByAgents({ name }: {
    name: string;
}): import("react").JSX.Element;
/** Inside a delete confirmation: the agents that will fail their next deploy. Nothing when none (or agents off). */
export declare function UsedByWarning({ name, kind }: {
    name: string;
    kind: 'delete';
}): import("react").JSX.Element | null;
