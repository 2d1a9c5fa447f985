// The Agents screen's data: the agent list (one request: names, regions, bindings and deployment ids, shown at
// once), each agent's detail (status, live sessions, revisions) read only for the rows on screen — 4 at a time,
// newest wish first, cached by the list's desiredDeploymentId (a new deployment is a new id; a settled status does
// not change under the same one) — and an agent's logs, merged as they are read again (`f` follows them).
// Reads never hold the keys up: the list is drawn with what is known and fills in as answers arrive.
import type { StateCreator } from 'zustand/vanilla';
import type { AgentBindings, AgentDetail, AgentLogLine } from '../api/agents/client.js';
import { agentStatus } from '../api/agents/deployStatus.js';
import { isApiError } from '../api/http/errors.js';
import { sanitizeTerminalText } from '../api/redact/sanitize.js';
import type { AppDeps } from './deps.js';
import { errorText } from './errorText.js';
import type { AppState } from './store.js';

/** One agent as the list gives it (every string sanitised). */
export interface AgentRow {
  name: string;
  region?: string;
  desiredDeploymentId?: string;
  reconciledDeploymentId?: string;
  /** Absent when the list did not carry the deployment: the detail (or the usage map) tells. */
  bindings?: AgentBindings;
}

export interface AgentDetailEntry {
  detail?: AgentDetail;
  /** The list's desiredDeploymentId when it was read (the cache key). */
  deployment?: string;
  readAt?: number;
  loading: boolean;
  /** Why the last read failed (the last good detail is kept). */
  error?: string;
  /** 404: the agent is gone. */
  missing?: boolean;
}

export interface AgentLogsEntry {
  /** Oldest first. */
  lines: AgentLogLine[];
  /** The search these lines answer (the service's `query` filter; '' or absent: none). */
  query?: string;
  total?: { value: number; relation: string };
  loading: boolean;
  error?: string;
  readAt?: number;
}

export interface AgentsView {
  /** `/` filter: a case-insensitive part of the name. */
  filter: string;
  /** Kept by name so it survives reloads. */
  selectedName: string | null;
}

export interface AgentsSlice {
  /** Sorted by name; null until the first good list. */
  agentsList: AgentRow[] | null;
  agentsLoading: boolean;
  agentsError: string | null;
  agentsLoadedAt: number | null;
  agentsView: AgentsView;
  setAgentsFilter(filter: string): void;
  selectAgent(name: string | null): void;
  /** One list request; the last good list stays when it fails. Never rejects. */
  loadAgents(): Promise<void>;
  agentDetails: Readonly<Record<string, AgentDetailEntry>>;
  /**
   * The rows now on screen: their details are read (4 at a time) unless cached for the same deployment; those in
   * `stale` are read again (refresh, or a status still changing). Rows no longer wanted are not started.
   */
  wantAgentDetails(names: readonly string[], opts?: { stale?: readonly string[] }): void;
  /** One agent's detail now (the detail view). Never rejects. */
  loadAgentDetail(name: string): Promise<void>;
  agentLogs: Readonly<Record<string, AgentLogsEntry>>;
  /**
   * Reads the newest lines (those holding `query`, the service's search, when given) and merges them in — or, when
   * the search changed, puts them in place of the lines shown; resolves with how many were new. Never rejects.
   */
  loadAgentLogs(name: string, opts?: { query?: string }): Promise<number>;
}

/** Detail requests in flight at once (the usage map's figure). */
export const AGENT_DETAIL_CONCURRENCY = 4;
/** Lines read per logs request (newest first), and lines kept per agent. */
export const LOG_PAGE = 100;
export const LOG_KEEP = 500;
/** A detail read without a deployment id to key it by is fresh this long. */
const UNKEYED_TTL_MS = 30_000;

const clean = (text: string) => sanitizeTerminalText(text, { singleLine: true });

function rowOf(item: {
  name: string;
  region?: string;
  desiredDeploymentId?: string;
  reconciledDeploymentId?: string;
  bindings?: AgentBindings;
}): AgentRow {
  return {
    name: clean(item.name),
    ...(item.region !== undefined ? { region: clean(item.region) } : {}),
    ...(item.desiredDeploymentId !== undefined ? { desiredDeploymentId: clean(item.desiredDeploymentId) } : {}),
    ...(item.reconciledDeploymentId !== undefined
      ? { reconciledDeploymentId: clean(item.reconciledDeploymentId) }
      : {}),
    ...(item.bindings
      ? {
          bindings: {
            secretSets: item.bindings.secretSets.map(clean),
            ...(item.bindings.imagePullSecret !== undefined
              ? { imagePullSecret: clean(item.bindings.imagePullSecret) }
              : {}),
          },
        }
      : {}),
  };
}

/** A status that may still change under the same deployment id (re-read while it is on screen). */
export function statusSettled(detail: AgentDetail | undefined): boolean {
  if (!detail) return false;
  const kind = agentStatus(detail).kind;
  return kind === 'ready' || kind === 'failed' || kind === 'scaledToZero';
}

const lineKey = (l: AgentLogLine) => `${l.timestamp ?? ''}\u0000${l.deploymentId ?? ''}\u0000${l.log}`;

export const createAgentsSlice =
  (deps: AppDeps): StateCreator<AppState, [], [], AgentsSlice> =>
  (set, get) => {
    let listSeq = 0;
    let wanted: string[] = [];
    const stale = new Set<string>();
    const reading = new Set<string>();

    const patchDetail = (name: string, patch: Partial<AgentDetailEntry>) =>
      set((s) => ({
        agentDetails: { ...s.agentDetails, [name]: { ...(s.agentDetails[name] ?? { loading: false }), ...patch } },
      }));

    const rowFor = (name: string) => get().agentsList?.find((r) => r.name === name);

    const needsRead = (name: string): boolean => {
      if (reading.has(name)) return false;
      if (stale.has(name)) return true;
      const entry = get().agentDetails[name];
      if (!entry || (entry.readAt === undefined && !entry.error)) return true;
      if (entry.error) return false; // not again until asked (r)
      const row = rowFor(name);
      const id = row?.desiredDeploymentId;
      if (id === undefined) return deps.clock.now() - (entry.readAt ?? 0) >= UNKEYED_TTL_MS;
      return entry.deployment !== id;
    };

    const readOne = async (name: string) => {
      const deployment = rowFor(name)?.desiredDeploymentId;
      stale.delete(name);
      patchDetail(name, { loading: true });
      try {
        const detail = await (deps.agents as NonNullable<AppDeps['agents']>).getAgent(name);
        patchDetail(name, {
          detail,
          deployment: deployment ?? detail.desiredDeploymentId,
          readAt: deps.clock.now(),
          loading: false,
          error: undefined,
          missing: false,
        });
      } catch (error) {
        const missing = isApiError(error) && error.status === 404;
        patchDetail(name, {
          loading: false,
          error: missing ? 'no agent by that name (deleted?)' : errorText(error),
          missing,
          readAt: deps.clock.now(),
        });
      }
    };

    const pump = () => {
      while (reading.size < AGENT_DETAIL_CONCURRENCY) {
        const next = wanted.find(needsRead);
        if (next === undefined) return;
        reading.add(next);
        void readOne(next).finally(() => {
          reading.delete(next);
          pump();
        });
      }
    };

    return {
      agentsList: null,
      agentsLoading: false,
      agentsError: null,
      agentsLoadedAt: null,
      agentsView: { filter: '', selectedName: null },
      setAgentsFilter: (filter) => set((s) => ({ agentsView: { ...s.agentsView, filter } })),
      selectAgent: (name) => {
        if (get().agentsView.selectedName !== name)
          set((s) => ({ agentsView: { ...s.agentsView, selectedName: name } }));
      },

      loadAgents: async () => {
        if (!deps.agents) return;
        const seq = ++listSeq;
        set({ agentsLoading: true });
        try {
          const list = (await deps.agents.listAgents())
            .map(rowOf)
            .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
          if (seq !== listSeq) return;
          set({ agentsList: list, agentsLoading: false, agentsError: null, agentsLoadedAt: deps.clock.now() });
          pump();
        } catch (error) {
          if (seq !== listSeq) return;
          const why =
            isApiError(error) && error.status === 404 ? 'this service has no agents endpoint' : errorText(error);
          set({ agentsLoading: false, agentsError: why });
        }
      },

      agentDetails: {},
      wantAgentDetails: (names, opts = {}) => {
        if (!deps.agents) return;
        wanted = [...names];
        for (const name of opts.stale ?? []) stale.add(name);
        pump();
      },
      loadAgentDetail: async (name) => {
        if (!deps.agents || reading.has(name)) return;
        reading.add(name);
        try {
          await readOne(name);
        } finally {
          reading.delete(name);
          pump();
        }
      },

      agentLogs: {},
      loadAgentLogs: async (name, opts = {}) => {
        if (!deps.agents) return 0;
        const query = opts.query?.trim() ?? '';
        const patch = (p: Partial<AgentLogsEntry>) =>
          set((s) => ({
            agentLogs: { ...s.agentLogs, [name]: { ...(s.agentLogs[name] ?? { lines: [], loading: false }), ...p } },
          }));
        const searchChanged = (get().agentLogs[name]?.query ?? '') !== query;
        // A new search: the lines of the last one are not its answer (nothing is shown until it arrives).
        patch(searchChanged ? { loading: true, lines: [], total: undefined, query } : { loading: true });
        try {
          const answer = await deps.agents.getAgentLogs(name, {
            limit: LOG_PAGE,
            order: 'desc',
            ...(query !== '' ? { query } : {}),
          });
          // The search changed while this read ran: its answer is not wanted.
          if ((get().agentLogs[name]?.query ?? '') !== query) return 0;
          const before = get().agentLogs[name]?.lines ?? [];
          const known = new Set(before.map(lineKey));
          // Newest first on the wire; oldest first on screen. Lines already shown are not added twice.
          const fresh = [...answer.logs].reverse().filter((l) => !known.has(lineKey(l)));
          const lines = [...before, ...fresh].slice(-LOG_KEEP);
          patch({
            lines,
            loading: false,
            error: undefined,
            readAt: deps.clock.now(),
            ...(answer.total ? { total: answer.total } : {}),
          });
          return fresh.length;
        } catch (error) {
          if ((get().agentLogs[name]?.query ?? '') === query) patch({ loading: false, error: errorText(error) });
          return 0;
        }
      },
    };
  };
