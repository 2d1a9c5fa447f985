// An agent's sessions per deployment, for the Agents screen's detail: which deployment serves, which superseded ones
// still drain, and the sessions a superseded deployment started after the serving one was ready (the failure
// Pipecat's docs describe). Read on opening the detail and with it, through api/agents/sessionsReading.ts — what `agents
// sessions` and `agents status` read. A client without sessions leaves the entry `unsupported`.
import type { StateCreator } from 'zustand/vanilla';
import { isApiError } from '../api/http/errors.js';
import { readSessionsByDeployment } from '../api/agents/sessionsReading.js';
import type { SessionsReading } from '../api/agents/sessionsByDeployment.js';
import type { AppDeps } from './deps.js';
import { errorText } from './errorText.js';
import type { AppState } from './store.js';

export interface AgentSessionsEntry {
  reading?: SessionsReading;
  loading: boolean;
  /** Why the last read failed (the last good reading is kept). */
  error?: string;
  /** The service (or this client) does not list sessions. */
  unsupported?: boolean;
  readAt?: number;
}

export interface AgentSessionsSlice {
  agentSessions: Readonly<Record<string, AgentSessionsEntry>>;
  /** Reads the agent's sessions per deployment (with its detail as read, else reads it). Never rejects. */
  loadAgentSessions(name: string): Promise<void>;
}

export const createAgentSessionsSlice =
  (deps: AppDeps): StateCreator<AppState, [], [], AgentSessionsSlice> =>
  (set, get) => {
    const reading = new Set<string>();
    const patch = (name: string, p: Partial<AgentSessionsEntry>) =>
      set((s) => ({
        agentSessions: { ...s.agentSessions, [name]: { ...(s.agentSessions[name] ?? { loading: false }), ...p } },
      }));
    return {
      agentSessions: {},
      loadAgentSessions: async (name) => {
        const agents = deps.agents;
        if (!agents || reading.has(name)) return;
        if (!agents.listSessions) return void patch(name, { unsupported: true, loading: false });
        reading.add(name);
        patch(name, { loading: true });
        try {
          const detail = get().agentDetails[name]?.detail ?? (await agents.getAgent(name));
          const result = await readSessionsByDeployment({ listSessions: agents.listSessions.bind(agents) }, detail);
          patch(name, { reading: result, loading: false, error: undefined, readAt: deps.clock.now() });
        } catch (error) {
          const unsupported = isApiError(error) && (error.status === 404 || error.status === 405);
          patch(name, {
            loading: false,
            ...(unsupported ? { unsupported: true } : { error: errorText(error) }),
            readAt: deps.clock.now(),
          });
        } finally {
          reading.delete(name);
        }
      },
    };
  };
