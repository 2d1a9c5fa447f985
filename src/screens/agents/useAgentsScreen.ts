// The Agents screen's behaviour: keys → the pure reducer (model.ts) and the store's actions; which rows are on
// screen (their details are read, 4 at a time, and re-read with backoff while a status is still changing); the
// detail and the logs (read on opening; `f` follows new lines with backoff polling); the redeploy confirmation,
// which hands a one-agent rollout to the rollout slice and opens the rollout view.
import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { maxScrollOffset } from '../../components/ScrollView.js';
import { windowStart } from '../../components/WindowedList.js';
import { statusSettled, type AgentRow } from '../../state/agentsSlice.js';
import { useAppStore, useAppStoreApi } from '../../state/context.js';
import { useActionKeys } from '../actionHandlers.js';
import { useScreenKeys } from '../../components/keyRouter.js';
import { useTextField } from '../../components/useTextField.js';
import { useBackoffPolling } from '../polling.js';
import { useScreenVisible, useTextInputFocus } from '../screenStatus.js';
import { useListScreen } from '../listScreen/useListScreen.js';
import { filterAgents, rollbackOffered, statusCell } from './format.js';
import { agentsReducer, backLeaves, initialAgentsState, logsOffset } from './model.js';

const agentKey = (row: AgentRow) => row.name;

export interface AgentsScreenOptions {
  route: { agent?: string; view?: 'detail' | 'logs' };
  /** Rows of the list on screen. */
  rowsHeight: number;
  /** Lines of the detail's and the logs' scroll views. */
  detailHeight: number;
  logsHeight: number;
}

export function useAgentsScreen({ route, rowsHeight, detailHeight, logsHeight }: AgentsScreenOptions) {
  const store = useAppStoreApi();
  const [state, dispatch] = useReducer(agentsReducer, route, initialAgentsState);
  const { mode } = state;
  const list = useAppStore((s) => s.agentsList);
  const view = useAppStore((s) => s.agentsView);
  const details = useAppStore((s) => s.agentDetails);
  const visible = useScreenVisible();
  /** The measured height of the detail's or the logs' content (their scroll bound). */
  const [contentHeight, setContentHeight] = useState(0);

  useEffect(() => {
    const s = store.getState();
    void s.loadAgents();
    // ⚠ needs every set's status and region; bindings the list leaves out come from the usage map.
    if (s.sets === null) void s.refreshSets();
    void s.refreshUsage();
  }, [store]);

  const rows = useMemo(() => filterAgents(list ?? [], view.filter), [list, view.filter]);

  const back = () => {
    if (backLeaves(state)) store.getState().pop();
    else dispatch({ type: 'back' });
  };

  // The list and its filter: the list-screen piece (selection, movement, `/`, Esc clears the filter, then leaves).
  const listScreen = useListScreen<AgentRow, 'agents'>({
    rows,
    keyOf: agentKey,
    selectedKey: view.selectedName,
    select: (name) => store.getState().selectAgent(name),
    pageSize: rowsHeight,
    scope: 'agents',
    isActive: mode.kind === 'list' || mode.kind === 'filter',
    filter: {
      scope: 'agentsFilter',
      value: view.filter,
      set: (value) => store.getState().setAgentsFilter(value),
      open: mode.kind === 'filter',
      setOpen: (open) => dispatch({ type: open ? 'openFilter' : 'closeFilter' }),
    },
    onBack: back,
    handlers: {
      open: () => void (listScreen.selected && dispatch({ type: 'openDetail', name: listScreen.selected.name })),
      logs: () => void (listScreen.selected && dispatch({ type: 'openLogs', name: listScreen.selected.name })),
      redeploy: () => void (listScreen.selected && dispatch({ type: 'askRedeploy', name: listScreen.selected.name })),
      rollback: () => void (listScreen.selected && askRollback(listScreen.selected.name)),
      refresh: () => refreshList(),
    },
  });
  const { selectedIndex, selected } = listScreen;

  // The rows on screen (the list's window, computed here so their details can be asked for).
  const startRef = useRef(0);
  const start = windowStart(startRef.current, Math.max(0, selectedIndex), rowsHeight, rows.length);
  startRef.current = start;
  const onScreen = rows.slice(start, start + rowsHeight);
  const onScreenKey = onScreen.map((r) => `${r.name}\u0000${r.desiredDeploymentId ?? ''}`).join('\n');
  const listShown =
    mode.kind === 'list' || mode.kind === 'filter' || (mode.kind === 'confirmRedeploy' && mode.from === 'list');
  useEffect(() => {
    if (listShown)
      store
        .getState()
        .wantAgentDetails(onScreenKey === '' ? [] : onScreenKey.split('\n').map((k) => k.split('\u0000')[0]!));
  }, [store, onScreenKey, listShown]);

  // A status still changing (deploying …) under the same deployment id is read again, with backoff, while shown.
  const changing = onScreen
    .filter((r) => details[r.name]?.detail && !statusSettled(details[r.name]?.detail))
    .map((r) => r.name);
  const changingKey = changing.join('\n');
  useBackoffPolling(visible && listShown && changing.length > 0, async () => {
    store.getState().wantAgentDetails(
      onScreen.map((r) => r.name),
      { stale: changingKey.split('\n') },
    );
  });

  const agentName =
    mode.kind === 'detail' || mode.kind === 'logs' || mode.kind === 'confirmRedeploy' ? mode.name : undefined;
  const detailOpen = mode.kind === 'detail' ? mode.name : undefined;
  const logsOpen = mode.kind === 'logs' ? mode.name : undefined;
  useEffect(() => {
    if (detailOpen !== undefined) void store.getState().loadAgentDetail(detailOpen);
  }, [store, detailOpen]);
  // Sessions per deployment: read after each read of the detail (its revisions say which deployment serves).
  const detailEntry = detailOpen !== undefined ? details[detailOpen] : undefined;
  const detailRead = detailEntry?.detail ?? detailEntry?.error;
  const detailLoading = detailEntry?.loading === true;
  useEffect(() => {
    if (detailOpen !== undefined && !detailLoading) void store.getState().loadAgentSessions(detailOpen);
  }, [store, detailOpen, detailRead, detailLoading]);
  // The logs, and again whenever the search in force changes (the service's query filter).
  const logsQuery = mode.kind === 'logs' ? mode.query : '';
  useEffect(() => {
    if (logsOpen !== undefined) void store.getState().loadAgentLogs(logsOpen, { query: logsQuery });
  }, [store, logsOpen, logsQuery]);
  useEffect(() => setContentHeight(0), [mode.kind, agentName]);
  const detailChanging =
    detailOpen !== undefined &&
    details[detailOpen]?.detail !== undefined &&
    !statusSettled(details[detailOpen]?.detail);
  const detailPoll = useBackoffPolling(visible && detailChanging, () =>
    store.getState().loadAgentDetail(detailOpen as string),
  );
  const following = mode.kind === 'logs' && mode.follow;
  const logsPoll = useBackoffPolling(visible && following, () =>
    store.getState().loadAgentLogs(logsOpen as string, { query: logsQuery }),
  );

  const searching = mode.kind === 'logs' && mode.searching;
  const searchField = useTextField('');
  useTextInputFocus(searching);

  const scrollHeight = mode.kind === 'logs' ? logsHeight : detailHeight;
  const maxOffset = maxScrollOffset(contentHeight, scrollHeight);
  const offset =
    mode.kind === 'logs' ? logsOffset(mode, maxOffset) : mode.kind === 'detail' ? Math.min(mode.offset, maxOffset) : 0;

  const refreshList = () => {
    const s = store.getState();
    void s.loadAgents();
    void s.refreshSets();
    void s.refreshUsage({ force: true });
    void s.refreshSetWrites({ force: true });
    s.wantAgentDetails(
      onScreen.map((r) => r.name),
      { stale: onScreen.map((r) => r.name) },
    );
  };

  const shownName = mode.kind === 'detail' || mode.kind === 'logs' ? mode.name : '';
  const scroll = (delta: number) => dispatch({ type: 'scroll', delta, max: maxOffset });
  const page = Math.max(1, logsHeight - 1);
  useActionKeys(
    'agentDetail',
    {
      logs: () => dispatch({ type: 'openLogs', name: shownName }),
      redeploy: () => dispatch({ type: 'askRedeploy', name: shownName }),
      rollback: () => askRollback(shownName),
      refresh: () => {
        void store.getState().loadAgentDetail(shownName);
        void store.getState().refreshSets();
        void store.getState().refreshSetWrites({ force: true });
      },
      scrollDown: () => scroll(1),
      scrollUp: () => scroll(-1),
      back,
    },
    { isActive: mode.kind === 'detail' },
  );
  useActionKeys(
    'agentLogs',
    {
      follow: () => {
        dispatch({ type: 'toggleFollow', max: maxOffset });
        if (mode.kind === 'logs' && !mode.follow) void store.getState().loadAgentLogs(shownName, { query: logsQuery });
      },
      search: () => {
        searchField.reset(logsQuery);
        dispatch({ type: 'openSearch' });
      },
      scrollDown: () => scroll(1),
      scrollUp: () => scroll(-1),
      pageDown: () => scroll(page),
      pageUp: () => scroll(-page),
      first: () => dispatch({ type: 'scrollTo', to: 'first', max: maxOffset }),
      last: () => dispatch({ type: 'scrollTo', to: 'last', max: maxOffset }),
      refresh: () => void store.getState().loadAgentLogs(shownName, { query: logsQuery }),
      // Esc clears a search before it leaves the logs (as a list's filter).
      back: () => (logsQuery !== '' ? dispatch({ type: 'clearSearch' }) : back()),
    },
    { isActive: mode.kind === 'logs' && !searching },
  );
  // The search field: Enter searches, Esc clears; every other key edits the text.
  useScreenKeys(
    'agentLogsSearch',
    (input, key) => {
      const result = searchField.handle(input, key);
      if (result === 'submit') dispatch({ type: 'search', query: searchField.value });
      else if (result === 'cancel') dispatch({ type: 'clearSearch' });
      return true;
    },
    { isActive: searching, acceptsText: true },
  );

  // A rollback is offered on a failed or degraded agent; elsewhere `b` says why not.
  const askRollback = (name: string) => {
    const s = store.getState();
    if (!rollbackOffered(statusCell(s.agentDetails[name]))) {
      s.showToast(`${name} is not failed or degraded: b rolls back only such an agent (R redeploys it)`, 'error');
      return;
    }
    void s.planAgentRollback(name);
    dispatch({ type: 'askRollback', name });
  };
  const confirmRollback = () => {
    if (mode.kind !== 'confirmRollback') return;
    const s = store.getState();
    const plan = s.rollbackPlans[mode.name]?.plan;
    dispatch({ type: 'closeRollback' });
    if (!plan) return;
    const region = s.agentDetails[mode.name]?.detail?.region;
    if (s.rollbackAgent(plan, region)) s.push({ name: 'rollout' });
  };

  const confirmRedeploy = () => {
    if (mode.kind !== 'confirmRedeploy') return;
    const s = store.getState();
    const name = mode.name;
    const region = s.agentDetails[name]?.detail?.region ?? s.agentsList?.find((r) => r.name === name)?.region;
    dispatch({ type: 'closeRedeploy' });
    if (s.redeployAgents([{ name, ...(region !== undefined ? { region } : {}) }])) s.push({ name: 'rollout' });
  };

  return {
    state,
    dispatch,
    rows,
    selected,
    selectedIndex,
    start,
    filterCursor: listScreen.filterCursor,
    search: { value: searchField.value, cursor: searchField.cursor },
    offset,
    hiddenBelow: Math.max(0, contentHeight - scrollHeight - offset),
    onMeasure: (h: number) => {
      if (h !== contentHeight) setContentHeight(h);
    },
    detailPoll,
    logsPoll,
    confirmRedeploy,
    confirmRollback,
  };
}
