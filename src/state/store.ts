// The app's zustand vanilla store, one per app (or per test): slices combined over the same deps.
// Part 2 adds `...createRoomsSlice(deps)(...a)` and `...createPullSecretSlice(deps)(...a)` and their types.
import { createStore } from 'zustand/vanilla';
import { createCoreSlice, type CoreSlice } from './coreSlice.js';
import type { AppDeps } from './deps.js';
import { createSetsSlice, type SetsSlice } from './setsSlice.js';
import { createPullSecretSlice, type PullSecretSlice } from './pullSecretSlice.js';
import { createRoomsSlice, type RoomsSlice } from './roomsSlice.js';
import { createRecordingsSlice, type RecordingsSlice } from './recordingsSlice.js';
import { createBindingsSlice, type BindingsSlice } from './bindingsSlice.js';
import { createAgentsSlice, type AgentsSlice } from './agentsSlice.js';
import { createRolloutSlice, type RolloutSlice } from './rolloutSlice.js';
import { createStalenessSlice, type StalenessSlice } from './stalenessSlice.js';
import { createAgentSessionsSlice, type AgentSessionsSlice } from './agentSessionsSlice.js';
import { createRollbackSlice, type RollbackSlice } from './rollbackSlice.js';
import { createProjectSlice, type ProjectSlice } from './projectSlice.js';

export type { AppDeps, AppTarget, Clock, TargetKind } from './deps.js';
export { systemClock } from './deps.js';

export type AppState = CoreSlice &
  SetsSlice &
  PullSecretSlice &
  RoomsSlice &
  BindingsSlice &
  RecordingsSlice &
  AgentsSlice &
  RolloutSlice &
  StalenessSlice &
  AgentSessionsSlice &
  RollbackSlice &
  ProjectSlice;

export function createAppStore(deps: AppDeps) {
  const store = createStore<AppState>()((...a) => ({
    ...createCoreSlice(deps)(...a),
    ...createSetsSlice(deps)(...a),
    ...createPullSecretSlice(deps)(...a),
    ...createRoomsSlice(deps)(...a),
    ...createRecordingsSlice(deps)(...a),
    ...createBindingsSlice(deps)(...a),
    ...createAgentsSlice(deps)(...a),
    ...createRolloutSlice(deps)(...a),
    ...createStalenessSlice(deps)(...a),
    ...createAgentSessionsSlice(deps)(...a),
    ...createRollbackSlice(deps)(...a),
    ...createProjectSlice(deps)(...a),
  }));
  // Problems pair each set with its agents: recompute when the set list changes (the map side does its own).
  // Staleness pairs the map with the sets' last writes: read them when either list changes (30 s fresh), and
  // recompute when the map, the writes or an agent's detail changes.
  if (deps.agents) {
    store.subscribe((state, previous) => {
      if (state.sets !== previous.sets) state.recomputeProblems();
      if (state.sets !== previous.sets || state.usage !== previous.usage) void state.refreshSetWrites();
      if (
        state.usage !== previous.usage ||
        state.setWrites !== previous.setWrites ||
        state.agentDetails !== previous.agentDetails
      )
        state.recomputeStaleness();
    });
  }
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
