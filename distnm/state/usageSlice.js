import { isApiError } from '../api/errors.js';
import { UsageCache, findProblems, loadUsageMap, problemsBySet } from '../api/usage.js';
import { errorText } from './errorText.js';
/** How long a read map stays fresh in the app. */
export const APP_USAGE_TTL_MS = 30_000;
/** Agent detail requests in flight at once when the list does not carry the bindings (the CLI uses 8). */
export const APP_USAGE_CONCURRENCY = 4;
const NO_PROBLEMS = new Map();
export const createUsageSlice = (deps) => (set, get) => {
    const agents = deps.agents;
    const cache = agents
        ? new UsageCache((signal) => loadUsageMap(agents, { signal, concurrency: APP_USAGE_CONCURRENCY, previous: cache?.peek(), now: () => deps.clock.now() }), {
            ttlMs: APP_USAGE_TTL_MS,
            now: () => deps.clock.now(),
        })
        : null;
    return {
        usageEnabled: cache !== null,
        usage: null,
        usageLoading: false,
        usageError: null,
        problems: NO_PROBLEMS,
        problemsOnly: false,
        toggleProblemsOnly: () => set((s) => ({ problemsOnly: !s.problemsOnly })),
        recomputeProblems: () => {
            const { sets, usage } = get();
            set({ problems: sets && usage ? problemsBySet(findProblems(sets, usage)) : NO_PROBLEMS });
        },
        refreshUsage: async (opts = {}) => {
            if (!cache)
                return;
            if (!opts.force && cache.isFresh())
                return;
            set({ usageLoading: true });
            try {
                const usage = await cache.get({ force: opts.force });
                if (get().usage !== usage)
                    set({ usage, usageError: null });
                else
                    set({ usageError: null });
                get().recomputeProblems();
            }
            catch (error) {
                const why = isApiError(error) && error.status === 404 ? 'this service has no agents endpoint' : errorText(error);
                set({ usageError: `agents could not be read: ${why}` });
            }
            finally {
                set({ usageLoading: false });
            }
        },
    };
};
