// A rollback asked for on the Agents screen: what it would send (api/agents/rollback.ts reads the agent and its
// deployments), kept per agent for the confirmation, which says it in the command line's words — or why it cannot
// be done (ROLLBACK_UNAVAILABLE: a private key, no earlier deployment). Starting it is the rollout slice's.
import type { StateCreator } from 'zustand/vanilla';
import { planRollback, type RollbackPlan } from '../api/agents/rollback.js';
import type { AppDeps } from './deps.js';
import { errorText } from './errorText.js';
import type { AppState } from './store.js';

export interface RollbackEntry {
  loading: boolean;
  plan?: RollbackPlan;
  /** Why it cannot be rolled back (nothing was sent). */
  error?: string;
}

export interface RollbackSlice {
  rollbackPlans: Readonly<Record<string, RollbackEntry>>;
  /** Reads what a rollback of `name` would send. Never rejects. */
  planAgentRollback(name: string): Promise<void>;
}

export const createRollbackSlice =
  (deps: AppDeps): StateCreator<AppState, [], [], RollbackSlice> =>
  (set) => {
    const patch = (name: string, entry: RollbackEntry) =>
      set((s) => ({ rollbackPlans: { ...s.rollbackPlans, [name]: entry } }));
    return {
      rollbackPlans: {},
      planAgentRollback: async (name) => {
        const agents = deps.agents;
        if (!agents) return;
        patch(name, { loading: true });
        try {
          const detail = await agents.getAgent(name);
          patch(name, { loading: false, plan: await planRollback(agents, detail) });
        } catch (error) {
          patch(name, { loading: false, error: errorText(error) });
        }
      },
    };
  };
