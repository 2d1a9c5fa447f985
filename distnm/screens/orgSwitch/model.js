export function orgSwitcherReducer(state, event) {
    switch (event.type) {
        case 'loaded': {
            const at = Math.max(0, event.orgs.findIndex((o) => o.name === event.current));
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
            if (state.status === 'loading')
                return state.pick ? state : { ...state, moves: (state.moves ?? 0) + event.by };
            if (state.status !== 'ready' || state.orgs.length === 0)
                return state;
            return { ...state, index: Math.min(state.orgs.length - 1, Math.max(0, state.index + event.by)) };
        case 'switching':
            return state.status === 'ready' && state.orgs.length > 0 ? { status: 'switching', orgs: state.orgs, index: state.index } : state;
        default:
            return state;
    }
}
