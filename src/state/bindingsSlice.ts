// Which agents use which set (the usage map), refreshed alongside the set list but never holding it up: the
// list renders at once and gains "used by N" when the map arrives. A short cache keeps the set list's 1 s
// pending-poll from re-reading the agents; `r` forces a reload, which re-reads only the agents re-deployed since. When the service does not include each agent's
// deployment in the list, the details are read 4 at a time, so the app never floods the service (or its own
// event loop) while the user keeps working. Without an agents client (tests, fakes) the
// feature is off and nothing about agents is shown.
import type { StateCreator } from 'zustand/vanilla';
import { isApiError } from '../api/http/errors.js';
import {
  BindingsCache,
  bindingReport,
  loadBindingsMap,
  type MissingSet,
  type BindingsMap,
  type BindingProblem,
} from '../api/agents/bindings.js';
import type { AppDeps } from './deps.js';
import { errorText } from './errorText.js';
import type { AppState } from './store.js';

export interface BindingsSlice {
  /** False when the app has no agents client: screens show nothing about agents. */
  usageEnabled: boolean;
  /** The last good map (kept when a refresh fails); null until the first load. */
  usage: BindingsMap | null;
  usageLoading: boolean;
  /** Why the last read failed ("agents could not be read"); cleared by the next success. */
  usageError: string | null;
  /**
   * The binding problems of the current set list × usage map (api/agents/bindings.ts's bindingReport, as `secrets doctor`
   * reports them): by set name (missing sets under their bound name), by agent, and the bound sets that do not exist.
   */
  problems: ReadonlyMap<string, BindingProblem[]>;
  problemsByAgent: ReadonlyMap<string, BindingProblem[]>;
  missingSets: readonly MissingSet[];
  /** `!` on the set list: only sets with problems. */
  problemsOnly: boolean;
  toggleProblemsOnly(): void;
  /** Reads the map unless the cached one is fresh (`force` reads anyway). Never rejects. */
  refreshUsage(opts?: { force?: boolean }): Promise<void>;
  /** Recomputes `problems` from the current sets and map (called when either changes). */
  recomputeProblems(): void;
}

/** How long a read map stays fresh in the app. */
export const APP_USAGE_TTL_MS = 30_000;
/** Agent detail requests in flight at once when the list does not carry the bindings (the CLI uses 8). */
export const APP_USAGE_CONCURRENCY = 4;

const NO_PROBLEMS: ReadonlyMap<string, BindingProblem[]> = new Map();
const NO_MISSING: readonly MissingSet[] = [];

export const createBindingsSlice =
  (deps: AppDeps): StateCreator<AppState, [], [], BindingsSlice> =>
  (set, get) => {
    const agents = deps.agents;
    const cache: BindingsCache | null = agents
      ? new BindingsCache(
          (signal) =>
            loadBindingsMap(agents, {
              signal,
              concurrency: APP_USAGE_CONCURRENCY,
              previous: cache?.peek(),
              now: () => deps.clock.now(),
            }),
          {
            ttlMs: APP_USAGE_TTL_MS,
            now: () => deps.clock.now(),
          },
        )
      : null;
    return {
      usageEnabled: cache !== null,
      usage: null,
      usageLoading: false,
      usageError: null,
      problems: NO_PROBLEMS,
      problemsByAgent: NO_PROBLEMS,
      missingSets: NO_MISSING,
      problemsOnly: false,
      toggleProblemsOnly: () => set((s) => ({ problemsOnly: !s.problemsOnly })),
      recomputeProblems: () => {
        const { sets, usage } = get();
        if (!sets || !usage) {
          set({ problems: NO_PROBLEMS, problemsByAgent: NO_PROBLEMS, missingSets: NO_MISSING });
          return;
        }
        const report = bindingReport(sets, usage);
        set({ problems: report.bySet, problemsByAgent: report.byAgent, missingSets: report.missing });
      },
      refreshUsage: async (opts = {}) => {
        if (!cache) return;
        if (!opts.force && cache.isFresh()) return;
        set({ usageLoading: true });
        try {
          const usage = await cache.get({ force: opts.force });
          if (get().usage !== usage) set({ usage, usageError: null });
          else set({ usageError: null });
          get().recomputeProblems();
        } catch (error) {
          const why =
            isApiError(error) && error.status === 404 ? 'this service has no agents endpoint' : errorText(error);
          set({ usageError: `agents could not be read: ${why}` });
        } finally {
          set({ usageLoading: false });
        }
      },
    };
  };
