// Connects the set list's model (model.ts) to the store and the keys: the first read and the usage map after each
// list, the rows a view shows (memoised: O(n) only when the list or the view changes, never per key press), the
// list-screen piece (selection, movement, `/`, backoff re-reads while a set is pending or a read failed) and one
// handler per key of the list, and the delete.
import { useEffect, useMemo, useReducer } from 'react';
import { useAppStore, useAppStoreApi } from '../../state/context.js';
import { appliedNote, writeFailureText } from '../../state/outcomeText.js';
import { countStatuses, sortByName } from '../../state/setsDerived.js';
import { useScreenVisible } from '../screenStatus.js';
import { useListScreen } from '../listScreen/useListScreen.js';
import {
  initialSetListMode,
  measureColumns,
  missingNote,
  rowKey,
  setListColumns,
  setListReducer,
  visibleRows,
} from './model.js';

/** Lines the screen uses besides the rows: summary, status/filter, column header, detail. */
const CHROME_LINES = 4;

export function useSetList(width: number, height: number) {
  const store = useAppStoreApi();
  const sets = useAppStore((s) => s.sets);
  const view = useAppStore((s) => s.view);
  const setsError = useAppStore((s) => s.setsError);
  const regionCount = useAppStore((s) => s.regions?.length ?? 0);
  const usageEnabled = useAppStore((s) => s.usageEnabled);
  const lastUpdated = useAppStore((s) => s.lastUpdated);
  const problems = useAppStore((s) => s.problems);
  const missing = useAppStore((s) => s.missingSets);
  const problemsOnly = useAppStore((s) => s.problemsOnly);
  const visible = useScreenVisible();
  const [mode, dispatch] = useReducer(setListReducer, initialSetListMode);

  useEffect(() => {
    const s = store.getState();
    // Unless the list is there already: runApp reads it before the first frame when the service answers quickly.
    if (s.sets === null) void s.refreshSets();
    void s.loadRegions();
  }, [store]);

  // The agents are re-read with the set list (the store's cache keeps that to every 30 s), never before it.
  useEffect(() => {
    if (lastUpdated !== null) void store.getState().refreshUsage();
  }, [store, lastUpdated]);

  const sorted = useMemo(() => sortByName(sets ?? []), [sets]);
  const counts = useMemo(() => countStatuses(sorted), [sorted]);
  const content = useMemo(() => measureColumns(sorted, missing), [sorted, missing]);
  const rows = useMemo(
    () =>
      visibleRows(
        sorted,
        { filter: view.filter, showPullSecrets: view.showPullSecrets, region: view.region },
        problemsOnly,
        problems,
        missing,
      ),
    [sorted, view.filter, view.showPullSecrets, view.region, problemsOnly, problems, missing],
  );
  const cols = useMemo(() => setListColumns(width, usageEnabled, content), [width, usageEnabled, content]);
  const rowsHeight = Math.max(1, height - CHROME_LINES);
  const retrying = setsError !== null;

  const list = useListScreen({
    rows,
    keyOf: rowKey,
    selectedKey: view.selectedName,
    select: (name) => store.getState().select(name),
    pageSize: rowsHeight,
    scope: 'sets',
    isActive: mode.kind !== 'delete',
    filter: {
      scope: 'setsFilter',
      value: view.filter,
      set: (value) => store.getState().setFilter(value),
      open: mode.kind === 'filter',
      setOpen: (open) => dispatch({ type: open ? 'openFilter' : 'closeFilter' }),
    },
    // Poll while something is pending, and retry by itself after a failed refresh (the service may come back).
    poll: { active: visible && (counts.pending > 0 || retrying), run: () => store.getState().refreshSets() },
    handlers: {
      open: () => {
        const row = list.selected;
        if (!row) return;
        const s = store.getState();
        if (row.missing) return void s.showToast(missingNote(row.missing), 'info');
        s.select(row.name);
        s.push(
          row.type === 'imagePullSecret'
            ? { name: 'pullSecretDetail', set: row.name }
            : { name: 'keys', set: row.name },
        );
      },
      new: () => store.getState().push({ name: 'newSet' }),
      pullSecretWizard: () => store.getState().push({ name: 'pullSecretWizard' }),
      delete: () => {
        const row = list.selected;
        if (row && !row.missing) dispatch({ type: 'askDelete', name: row.name, setType: row.type });
      },
      refresh: () => {
        const s = store.getState();
        void s.refreshSets();
        void s.refreshUsage({ force: true });
      },
      problems: () => {
        const s = store.getState();
        if (!s.usageEnabled) return false;
        s.toggleProblemsOnly();
      },
      togglePull: () => store.getState().togglePullSecrets(),
      region: () => {
        const s = store.getState();
        s.cycleRegion();
        if (regionCount === 0) void s.loadRegions();
      },
    },
  });

  const confirmDelete = async (name: string) => {
    dispatch({ type: 'closeDelete' });
    try {
      const outcome = await store.getState().deleteSet(name);
      store.getState().showToast(`deleted ${name}${appliedNote(outcome)}`, 'success');
    } catch (err) {
      store.getState().showToast(writeFailureText(`delete ${name}`, err), 'error');
    }
  };

  return {
    mode,
    rows,
    sorted,
    counts,
    cols,
    rowsHeight,
    retrying,
    list,
    confirmDelete: (name: string) => void confirmDelete(name),
    cancelDelete: () => dispatch({ type: 'closeDelete' }),
  };
}
