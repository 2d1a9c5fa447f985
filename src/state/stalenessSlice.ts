// Which values each agent runs, for the app: each bound secret set's last write (api/secrets/setWrites.ts: one GET per
// set, 4 at a time, 30 s fresh; a set the key editor opens is noted from its own read), and every agent of the usage
// map against it — through api/secrets/staleness.ts, the one source the command line reads too. An agent's deployment comes
// from its detail when the Agents screen has read it (ready and failed known), else from the usage map. Results are
// kept per agent and reused while their inputs are the same objects, so 1,000 agents cost little on each change.
import type { StateCreator } from 'zustand/vanilla';
import type { AgentDetail } from '../api/agents/detail.js';
import { deploymentOfDetail, readSetWrites } from '../api/secrets/setWrites.js';
import {
  agentStaleness,
  countStaleness,
  type AgentStaleness,
  type SetWrite,
  type StalenessCounts,
} from '../api/secrets/staleness.js';
import { deploymentOfUse, type AgentUse } from '../api/agents/bindings.js';
import type { AppDeps } from './deps.js';
import { errorText } from './errorText.js';
import type { AppState } from './store.js';

export interface StalenessSlice {
  /** Each bound secret set's last write, by name; null until the first read. */
  setWrites: ReadonlyMap<string, SetWrite> | null;
  setWritesLoading: boolean;
  /** Why the last read failed as a whole (one set that cannot be read is "unknown" in the map instead). */
  setWritesError: string | null;
  /** Each agent of the usage map against the sets it binds (empty until both the map and the writes are read). */
  agentStaleness: ReadonlyMap<string, AgentStaleness>;
  /** Each secret set against the agents that bind it: how many run it as it is now. */
  setStaleness: ReadonlyMap<string, StalenessCounts>;
  /** Reads the bound sets' writes unless fresh (`force` reads anyway). Never rejects. */
  refreshSetWrites(opts?: { force?: boolean }): Promise<void>;
  /** A set's write as a read of its detail told it (the key editor's read: no extra request). */
  noteSetWrite(write: SetWrite): void;
  /** Recomputes both maps from the usage map, the writes and the details read (store.ts calls it when one changes). */
  recomputeStaleness(): void;
}

/** How long the writes read stay fresh (the usage map's figure). */
export const SET_WRITES_TTL_MS = 30_000;

const NONE_BY_AGENT: ReadonlyMap<string, AgentStaleness> = new Map();
const NONE_BY_SET: ReadonlyMap<string, StalenessCounts> = new Map();

interface Cached {
  use: AgentUse;
  detail: AgentDetail | undefined;
  writes: ReadonlyMap<string, SetWrite>;
  result: AgentStaleness;
}

export const createStalenessSlice =
  (deps: AppDeps): StateCreator<AppState, [], [], StalenessSlice> =>
  (set, get) => {
    let readAt: number | null = null;
    let inFlight: Promise<void> | null = null;
    let cache = new Map<string, Cached>();

    const boundSets = (): string[] => {
      const usage = get().usage;
      if (!usage) return [];
      const names = new Set<string>();
      for (const a of usage.agents) for (const s of a.secretSets) names.add(s);
      return [...names];
    };

    return {
      setWrites: null,
      setWritesLoading: false,
      setWritesError: null,
      agentStaleness: NONE_BY_AGENT,
      setStaleness: NONE_BY_SET,

      refreshSetWrites: (opts = {}) => {
        if (!deps.agents) return Promise.resolve();
        const { usage, sets } = get();
        if (!usage || !sets) return Promise.resolve();
        if (inFlight) return inFlight;
        const fresh = readAt !== null && deps.clock.now() - readAt < SET_WRITES_TTL_MS;
        const names = boundSets();
        const known = get().setWrites;
        if (!opts.force && fresh && names.every((n) => known?.has(n))) return Promise.resolve();
        set({ setWritesLoading: true });
        inFlight = (async () => {
          try {
            const writes = await readSetWrites(deps.secrets, names, sets);
            readAt = deps.clock.now();
            set({ setWrites: writes, setWritesError: null });
          } catch (error) {
            set({ setWritesError: `the sets' last writes could not be read: ${errorText(error)}` });
          } finally {
            inFlight = null;
            set({ setWritesLoading: false });
          }
        })();
        return inFlight;
      },

      noteSetWrite: (write) => {
        const before = get().setWrites;
        const old = before?.get(write.set);
        if (old && JSON.stringify(old) === JSON.stringify(write)) return;
        const next = new Map(before ?? []);
        next.set(write.set, write);
        set({ setWrites: next });
      },

      recomputeStaleness: () => {
        const { usage, setWrites, agentDetails } = get();
        if (!usage || !setWrites) {
          cache = new Map();
          set({ agentStaleness: NONE_BY_AGENT, setStaleness: NONE_BY_SET });
          return;
        }
        const now = deps.clock.now();
        const next = new Map<string, Cached>();
        const byAgent = new Map<string, AgentStaleness>();
        const bySet = new Map<string, Array<{ state: AgentStaleness['state'] }>>();
        for (const use of usage.agents) {
          const entry = agentDetails[use.name];
          // A detail of the deployment the map knows, or read after the map, tells ready and failed too.
          const detail =
            entry?.detail &&
            (entry.detail.desiredDeploymentId === use.deployment || (entry.readAt ?? 0) >= usage.loadedAt)
              ? entry.detail
              : undefined;
          const before = cache.get(use.name);
          const result =
            before && before.use === use && before.detail === detail && before.writes === setWrites
              ? before.result
              : agentStaleness(use, setWrites, detail ? deploymentOfDetail(detail) : deploymentOfUse(use), now);
          next.set(use.name, { use, detail, writes: setWrites, result });
          byAgent.set(use.name, result);
          for (const s of result.sets) {
            let list = bySet.get(s.set);
            if (!list) bySet.set(s.set, (list = []));
            list.push(s);
          }
        }
        const same = next.size === cache.size && [...next].every(([name, c]) => cache.get(name)?.result === c.result);
        cache = next;
        if (same && get().agentStaleness !== NONE_BY_AGENT) return;
        const counts = new Map<string, StalenessCounts>();
        for (const [name, list] of bySet) counts.set(name, countStaleness(list));
        set({ agentStaleness: byAgent, setStaleness: counts });
      },
    };
  };
