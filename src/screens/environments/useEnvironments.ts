// The Environments screen's behaviour: keys → the pure reducer (model.ts) and the store's actions; the project read
// on opening and on `r` (again with backoff while a set is pending); the apply question, which hands the confirmed
// environment to the store (projectSlice.applyEnvironment) and opens the rollout view as each of its rollouts starts.
import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { maxScrollOffset } from '../../components/ScrollView.js';
import { windowStart } from '../../components/WindowedList.js';
import { useAppStore, useAppStoreApi } from '../../state/context.js';
import { useActionKeys } from '../actionHandlers.js';
import { useScreenVisible } from '../screenStatus.js';
import { useListScreen, type ListScreen } from '../listScreen/useListScreen.js';
import { environmentRows, filterRows, rowKey, type EnvironmentRow } from './format.js';
import { environmentsReducer, initialEnvironmentsState } from './model.js';

export interface EnvironmentsOptions {
  route: { env?: string };
  /** Rows of the list on screen. */
  rowsHeight: number;
  /** Lines of the plan's scroll view. */
  planHeight: number;
}

export function useEnvironments({ route, rowsHeight, planHeight }: EnvironmentsOptions) {
  const store = useAppStoreApi();
  const [state, dispatch] = useReducer(environmentsReducer, route, initialEnvironmentsState);
  const { mode } = state;
  const project = useAppStore((s) => s.project);
  const view = useAppStore((s) => s.environmentsView);
  const visible = useScreenVisible();
  const [contentHeight, setContentHeight] = useState(0);

  useEffect(() => {
    void store.getState().loadProject();
  }, [store]);

  const allRows = useMemo(() => environmentRows(project?.environments ?? []), [project]);
  const rows = useMemo(() => filterRows(allRows, view.filter), [allRows, view.filter]);
  const pending = project?.environments.some((e) => (e.plan?.counts.pendingSets ?? 0) > 0) ?? false;

  const askApply = (env: string | undefined) => {
    if (env === undefined) return;
    const s = store.getState();
    const entry = s.project?.environments.find((e) => e.env === env);
    if (!s.applyAvailable) {
      s.applyEnvironment(env); // says why in a toast
      return;
    }
    if (!entry?.plan) {
      s.showToast(`${env} could not be read: r reads it again`, 'error');
      return;
    }
    // In sync by the agent list only: still asked, since apply reads each agent's deployment first (one failed or
    // rolling is shown, not acted on, until the next `a`).
    if (entry.plan.inSync && entry.plan.deploymentsChecked) {
      s.showToast(`${env} is in sync: nothing to apply`, 'info');
      return;
    }
    dispatch({ type: 'askApply', env, protected: entry.protected });
  };

  const listScreen: ListScreen<EnvironmentRow> = useListScreen<EnvironmentRow, 'environments'>({
    rows,
    keyOf: rowKey,
    selectedKey: view.selectedKey,
    select: (key) => store.getState().selectEnvironmentRow(key),
    pageSize: rowsHeight,
    scope: 'environments',
    isActive: mode.kind === 'list' || mode.kind === 'filter',
    filter: {
      scope: 'environmentsFilter',
      value: view.filter,
      set: (value) => store.getState().setEnvironmentsFilter(value),
      open: mode.kind === 'filter',
      setOpen: (open) => dispatch({ type: open ? 'openFilter' : 'closeFilter' }),
    },
    poll: { active: visible && pending, run: () => store.getState().loadProject() },
    handlers: {
      open: () => void (listScreen.selected && dispatch({ type: 'openPlan', env: listScreen.selected.env })),
      apply: (): void => askApply(listScreen.selected?.env),
      refresh: () => void store.getState().loadProject(),
    },
  });
  const { selectedIndex, selected } = listScreen;

  const startRef = useRef(0);
  const start = windowStart(startRef.current, Math.max(0, selectedIndex), rowsHeight, rows.length);
  startRef.current = start;

  const planEnv = mode.kind === 'plan' ? mode.env : '';
  useEffect(() => setContentHeight(0), [mode.kind, planEnv]);
  const maxOffset = maxScrollOffset(contentHeight, planHeight);
  const offset = mode.kind === 'plan' ? Math.min(mode.offset, maxOffset) : 0;
  const scroll = (delta: number) => dispatch({ type: 'scroll', delta, max: maxOffset });
  const page = Math.max(1, planHeight - 1);
  useActionKeys(
    'environmentPlan',
    {
      apply: () => askApply(planEnv),
      prune: () => dispatch({ type: 'togglePrune' }),
      refresh: () => void store.getState().loadProject(),
      scrollDown: () => scroll(1),
      scrollUp: () => scroll(-1),
      pageDown: () => scroll(page),
      pageUp: () => scroll(-page),
      back: () => {
        dispatch({ type: 'back' });
        if (route.env !== undefined) store.getState().replace({ name: 'environments' });
      },
    },
    { isActive: mode.kind === 'plan' },
  );

  // Each rollout the apply starts is followed in the rollout view (while this screen is the one on top).
  const applyRun = useAppStore((s) => s.projectApply);
  const rolloutId = useAppStore((s) => s.rollout?.id ?? null);
  const followed = useRef<number | null>(rolloutId);
  const applyingNow = applyRun?.phase === 'applying';
  useEffect(() => {
    if (rolloutId === null || rolloutId === followed.current) return;
    followed.current = rolloutId;
    if (applyingNow && visible) store.getState().push({ name: 'rollout' });
  }, [store, rolloutId, applyingNow, visible]);

  const answerApply = (confirmed: boolean) => {
    if (mode.kind !== 'confirmApply') return;
    dispatch({ type: 'answerApply', confirmed });
    if (!confirmed) return;
    // The route remembers the plan that is open: back from the rollout view, the screen opens on it again.
    const started = store.getState().applyEnvironment(mode.env, mode.prune ? { prune: true } : {});
    if (started) store.getState().replace({ name: 'environments', env: mode.env });
  };

  return {
    state,
    dispatch,
    allRows,
    rows,
    selected,
    selectedIndex,
    start,
    filterCursor: listScreen.filterCursor,
    pollDelay: listScreen.pollDelay,
    offset,
    hiddenBelow: Math.max(0, contentHeight - planHeight - offset),
    onMeasure: (h: number) => {
      if (h !== contentHeight) setContentHeight(h);
    },
    answerApply,
  };
}
