// The organization switcher's state, pure: loading the user's organizations, moving the cursor, picking one.
export interface OrgChoice {
  name: string;
  verboseName?: string;
}

// Keys can arrive before the list does (a fast `o ↓ Enter`, or one stdin chunk): loading keeps them and applies
// them once the list is there.
export type OrgSwitcherState =
  | { status: 'loading'; moves?: number; pick?: boolean }
  | { status: 'error'; message: string }
  | { status: 'ready'; orgs: OrgChoice[]; index: number; pickPending?: boolean }
  | { status: 'switching'; orgs: OrgChoice[]; index: number };

export type OrgSwitcherEvent =
  | { type: 'loaded'; orgs: OrgChoice[]; current?: string }
  | { type: 'failed'; message: string }
  | { type: 'move'; by: number }
  | { type: 'pick' }
  | { type: 'switching' }
  | { type: 'switchFailed'; message: string };

export function orgSwitcherReducer(state: OrgSwitcherState, event: OrgSwitcherEvent): OrgSwitcherState {
  switch (event.type) {
    case 'loaded': {
      const at = Math.max(
        0,
        event.orgs.findIndex((o) => o.name === event.current),
      );
      const moves = state.status === 'loading' ? (state.moves ?? 0) : 0;
      const index = Math.min(Math.max(0, event.orgs.length - 1), Math.max(0, at + moves));
      const pickPending = state.status === 'loading' && state.pick === true && event.orgs.length > 0;
      return { status: 'ready', orgs: event.orgs, index, ...(pickPending ? { pickPending } : {}) };
    }
    case 'pick':
      return state.status === 'loading' ? { ...state, pick: true } : state;
    case 'failed':
    case 'switchFailed':
      return { status: 'error', message: event.message };
    case 'move':
      if (state.status === 'loading') return state.pick ? state : { ...state, moves: (state.moves ?? 0) + event.by };
      if (state.status !== 'ready' || state.orgs.length === 0) return state;
      return { ...state, index: Math.min(state.orgs.length - 1, Math.max(0, state.index + event.by)) };
    case 'switching':
      return state.status === 'ready' && state.orgs.length > 0
        ? { status: 'switching', orgs: state.orgs, index: state.index }
        : state;
    default:
      return state;
  }
}
