// The app's zustand vanilla store, one per app (or per test): slices combined over the same deps.
// Part 2 adds `...createRoomsSlice(deps)(...a)` and `...createPullSecretSlice(deps)(...a)` and their types.
import { createStore } from 'zustand/vanilla';
import { createCoreSlice } from './coreSlice.js';
import { createSetsSlice } from './setsSlice.js';
import { createPullSecretSlice } from './pullSecretSlice.js';
import { createRoomsSlice } from './roomsSlice.js';
import { createRecordingsSlice } from './recordingsSlice.js';
import { createUsageSlice } from './usageSlice.js';
export { systemClock } from './deps.js';
export function createAppStore(deps) {
    const store = createStore()((...a) => ({
        ...createCoreSlice(deps)(...a),
        ...createSetsSlice(deps)(...a),
        ...createPullSecretSlice(deps)(...a),
        ...createRoomsSlice(deps)(...a),
        ...createRecordingsSlice(deps)(...a),
        ...createUsageSlice(deps)(...a),
    }));
    // Problems pair each set with its agents: recompute when the set list changes (the map side does its own).
    if (deps.agents) {
        store.subscribe((state, previous) => {
            if (state.sets !== previous.sets)
                state.recomputeProblems();
        });
    }
    return store;
}
