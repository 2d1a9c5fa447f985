// The Agents screen's own state as a pure reducer: which view is open (list, filter, an agent's detail, its logs,
// the redeploy confirmation), the detail's and the logs' scroll offsets, whether the logs follow new lines, and
// where the screen was entered (a route that opens an agent directly — from the rollout view or a set's USED BY —
// goes back there on Esc). Server data lives in the store (agentsSlice); this holds only what the user is doing.

export type AgentsView = 'list' | 'detail' | 'logs';

export type AgentsMode =
  | { kind: 'list' }
  | { kind: 'filter' }
  | { kind: 'detail'; name: string; offset: number }
  /**
   * `stick`: the view stays at the newest line (it opens there; scrolling back lets go). `follow`: new lines are read
   * (backoff polling), and the view sticks to the newest.
   */
  | {
      kind: 'logs';
      name: string;
      offset: number;
      follow: boolean;
      stick: boolean;
      /** The search in force (the service's `query` filter; '' none), and whether its field is open. */
      query: string;
      searching: boolean;
    }
  | { kind: 'confirmRedeploy'; name: string; from: 'list' | 'detail' }
  /** `b` on a failed or degraded agent: the rollback's confirmation (its plan is read into the store). */
  | { kind: 'confirmRollback'; name: string; from: 'list' | 'detail' };

export interface AgentsScreenState {
  mode: AgentsMode;
  /** The view the route opened: Esc there leaves the screen. */
  entry: AgentsView;
}

export type AgentsEvent =
  | { type: 'openFilter' }
  | { type: 'closeFilter' }
  | { type: 'openDetail'; name: string }
  | { type: 'openLogs'; name: string }
  /** Esc: one view back (logs → detail → list); 'leave' when the entry view is left (the screen pops). */
  | { type: 'back' }
  /** Scroll the detail or the logs by `delta` lines, within [0, max]. */
  | { type: 'scroll'; delta: number; max: number }
  | { type: 'scrollTo'; to: 'first' | 'last'; max: number }
  | { type: 'toggleFollow'; max: number }
  /** `/`: the search field opens (over the logs). */
  | { type: 'openSearch' }
  /** Enter in the field: this search is in force ('' none); the field closes. */
  | { type: 'search'; query: string }
  /** Esc in the field, or in the logs while a search is in force: no search. */
  | { type: 'clearSearch' }
  | { type: 'askRollback'; name: string }
  | { type: 'closeRollback' }
  | { type: 'askRedeploy'; name: string }
  | { type: 'closeRedeploy' };

export function initialAgentsState(route: { agent?: string; view?: 'detail' | 'logs' }): AgentsScreenState {
  if (route.agent === undefined) return { mode: { kind: 'list' }, entry: 'list' };
  if (route.view === 'logs') return { mode: logsMode(route.agent), entry: 'logs' };
  return { mode: { kind: 'detail', name: route.agent, offset: 0 }, entry: 'detail' };
}

/** Whether Esc in this state leaves the screen (the view the route opened). */
export function backLeaves(state: AgentsScreenState): boolean {
  const { mode, entry } = state;
  return mode.kind === entry || (mode.kind === 'list' && entry === 'list');
}

const logsMode = (name: string): AgentsMode => ({
  kind: 'logs',
  name,
  offset: 0,
  follow: false,
  stick: true,
  query: '',
  searching: false,
});

const clamp = (n: number, max: number) => Math.min(Math.max(0, n), Math.max(0, max));

export function agentsReducer(state: AgentsScreenState, event: AgentsEvent): AgentsScreenState {
  const { mode } = state;
  const to = (next: AgentsMode): AgentsScreenState => ({ ...state, mode: next });
  switch (event.type) {
    case 'openFilter':
      return mode.kind === 'list' ? to({ kind: 'filter' }) : state;
    case 'closeFilter':
      return mode.kind === 'filter' ? to({ kind: 'list' }) : state;
    case 'openDetail':
      return to({ kind: 'detail', name: event.name, offset: 0 });
    case 'openLogs':
      return to(logsMode(event.name));
    case 'openSearch':
      return mode.kind === 'logs' ? to({ ...mode, searching: true }) : state;
    case 'search':
      // A new search starts at its newest line.
      return mode.kind === 'logs' ? to({ ...mode, searching: false, query: event.query.trim(), stick: true }) : state;
    case 'clearSearch':
      return mode.kind === 'logs' ? to({ ...mode, searching: false, query: '', stick: true }) : state;
    case 'back':
      if (backLeaves(state)) return state;
      if (mode.kind === 'logs') return to({ kind: 'detail', name: mode.name, offset: 0 });
      if (mode.kind === 'detail' || mode.kind === 'filter') return to({ kind: 'list' });
      return state;
    case 'scroll':
      if (mode.kind === 'detail') return to({ ...mode, offset: clamp(mode.offset + event.delta, event.max) });
      if (mode.kind === 'logs') {
        // At the newest line (following or just opened): scrolling back lets go of it, and stops following.
        const from = mode.stick ? event.max : mode.offset;
        const offset = clamp(from + event.delta, event.max);
        const back = event.delta < 0;
        return to({
          ...mode,
          offset,
          follow: mode.follow && !back,
          stick: !back && (mode.stick || offset >= event.max),
        });
      }
      return state;
    case 'scrollTo':
      if (mode.kind === 'logs') {
        const last = event.to === 'last';
        return to({ ...mode, offset: last ? event.max : 0, follow: mode.follow && last, stick: last });
      }
      if (mode.kind === 'detail') return to({ ...mode, offset: event.to === 'first' ? 0 : event.max });
      return state;
    case 'toggleFollow':
      return mode.kind === 'logs'
        ? to({ ...mode, follow: !mode.follow, stick: mode.stick || !mode.follow, offset: event.max })
        : state;
    case 'askRedeploy':
      if (mode.kind !== 'list' && mode.kind !== 'detail') return state;
      return to({ kind: 'confirmRedeploy', name: event.name, from: mode.kind });
    case 'askRollback':
      if (mode.kind !== 'list' && mode.kind !== 'detail') return state;
      return to({ kind: 'confirmRollback', name: event.name, from: mode.kind });
    case 'closeRollback':
      if (mode.kind !== 'confirmRollback') return state;
      return to(mode.from === 'detail' ? { kind: 'detail', name: mode.name, offset: 0 } : { kind: 'list' });
    case 'closeRedeploy':
      if (mode.kind !== 'confirmRedeploy') return state;
      return to(mode.from === 'detail' ? { kind: 'detail', name: mode.name, offset: 0 } : { kind: 'list' });
  }
}

/** The logs' offset as drawn: at the newest line while it sticks there. */
export function logsOffset(mode: Extract<AgentsMode, { kind: 'logs' }>, max: number): number {
  return mode.stick ? Math.max(0, max) : clamp(mode.offset, max);
}
