// The Environments screen's own state as a pure reducer: which view is open (the list, its filter, an environment's
// plan, the apply confirmation), the plan's scroll offset and whether its apply prunes (P: keys not in the source
// are removed; off whenever a plan is opened, and again once an apply is confirmed). The project, its plans and the apply's steps live in
// the store (projectSlice); this holds only what the user is doing.

export type EnvironmentsMode =
  | { kind: 'list' }
  | { kind: 'filter' }
  | { kind: 'plan'; env: string; offset: number; prune: boolean }
  /** The question before an apply: y/N, or the name typed for a protected environment. */
  | { kind: 'confirmApply'; env: string; protected: boolean; from: 'list' | 'plan'; prune: boolean };

export interface EnvironmentsScreenState {
  mode: EnvironmentsMode;
}

export type EnvironmentsEvent =
  | { type: 'openFilter' }
  | { type: 'closeFilter' }
  | { type: 'openPlan'; env: string }
  /** Esc in the plan: back to the list (the list's own Esc is the list-screen piece's). */
  | { type: 'back' }
  | { type: 'scroll'; delta: number; max: number }
  /** P in the plan: the apply removes the keys not in the source, or keeps them (as the list's `a` does). */
  | { type: 'togglePrune' }
  | { type: 'askApply'; env: string; protected: boolean }
  /**
   * The question answered: confirmed → the plan of the environment (its apply's steps show there), prune off again;
   * not confirmed → where it was asked, prune as it was.
   */
  | { type: 'answerApply'; confirmed: boolean };

/** The route's `env` opens that environment's plan. */
export function initialEnvironmentsState(route: { env?: string }): EnvironmentsScreenState {
  return {
    mode: route.env !== undefined ? { kind: 'plan', env: route.env, offset: 0, prune: false } : { kind: 'list' },
  };
}

const clamp = (n: number, max: number) => Math.min(Math.max(0, n), Math.max(0, max));

export function environmentsReducer(state: EnvironmentsScreenState, event: EnvironmentsEvent): EnvironmentsScreenState {
  const { mode } = state;
  const to = (next: EnvironmentsMode): EnvironmentsScreenState => ({ mode: next });
  switch (event.type) {
    case 'openFilter':
      return mode.kind === 'list' ? to({ kind: 'filter' }) : state;
    case 'closeFilter':
      return mode.kind === 'filter' ? to({ kind: 'list' }) : state;
    case 'openPlan':
      return to({ kind: 'plan', env: event.env, offset: 0, prune: false });
    case 'back':
      return mode.kind === 'plan' || mode.kind === 'filter' ? to({ kind: 'list' }) : state;
    case 'scroll':
      return mode.kind === 'plan' ? to({ ...mode, offset: clamp(mode.offset + event.delta, event.max) }) : state;
    case 'togglePrune':
      return mode.kind === 'plan' ? to({ ...mode, prune: !mode.prune }) : state;
    case 'askApply':
      if (mode.kind !== 'list' && mode.kind !== 'plan') return state;
      return to({
        kind: 'confirmApply',
        env: event.env,
        protected: event.protected,
        from: mode.kind,
        prune: mode.kind === 'plan' && mode.prune,
      });
    case 'answerApply':
      if (mode.kind !== 'confirmApply') return state;
      if (event.confirmed) return to({ kind: 'plan', env: mode.env, offset: 0, prune: false });
      return to(
        mode.from === 'plan' ? { kind: 'plan', env: mode.env, offset: 0, prune: mode.prune } : { kind: 'list' },
      );
  }
}
