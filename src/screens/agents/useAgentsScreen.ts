// The Agents screen's behaviour: keys → the pure reducer (model.ts) and the store's actions; which rows are on
// screen (their details are read, 4 at a time, and re-read with backoff while a status is still changing); the
// detail and the logs (read on opening; `f` follows new lines with backoff polling); the redeploy confirmation,
// which hands a one-agent rollout to the rollout slice and opens the rollout view.
import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useScreenKeys } from '../../components/keyRouter.js';
import { listMoveTarget } from '../../components/listNavigation.js';
import { maxScrollOffset } from '../../components/ScrollView.js';
import { useTextField } from '../../components/useTextField.js';
import { handleFilterKey } from '../listScreen/filterKeys.js';
import { windowStart } from '../../components/WindowedList.js';
import { statusSettled, type AgentRow } from '../../state/agentsSlice.js';
import { useAppStore, useAppStoreApi } from '../../state/context.js';
import { useBackoffPolling, useScreenVisible, useStickySelection, useTextInputFocus } from '../hooks.js';
import { matchBinding } from '../keymap.js';
import { filterAgents } from './format.js';
import { agentsReducer, backLeaves, initialAgentsState, logsOffset, type AgentsMode } from './model.js';

export const AGENT_SCOPES = {
  list: 'agents',
  filter: 'agentsFilter',
  detail: 'agentDetail',
  logs: 'agentLogs',
  confirmRedeploy: 'agentRedeploy',
} as const satisfies Record<AgentsMode['kind'], string>;

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
  const filterField = useTextField('', { onChange: (value) => store.getState().setAgentsFilter(value) });
  useTextInputFocus(mode.kind === 'filter');
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
  const indexByName = useMemo(() => new Map(rows.map((r, i) => [r.name, i])), [rows]);
  const { selectedIndex, selected } = useStickySelection<AgentRow>(rows, (view.selectedName === null ? undefined : indexByName.get(view.selectedName)) ?? -1);

  // The rows on screen (the list's window, computed here so their details can be asked for).
  const startRef = useRef(0);
  const start = windowStart(startRef.current, Math.max(0, selectedIndex), rowsHeight, rows.length);
  startRef.current = start;
  const onScreen = rows.slice(start, start + rowsHeight);
  const onScreenKey = onScreen.map((r) => `${r.name}\u0000${r.desiredDeploymentId ?? ''}`).join('\n');
  const listShown = mode.kind === 'list' || mode.kind === 'filter' || (mode.kind === 'confirmRedeploy' && mode.from === 'list');
  useEffect(() => {
    if (listShown) store.getState().wantAgentDetails(onScreenKey === '' ? [] : onScreenKey.split('\n').map((k) => k.split('\u0000')[0]!));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store, onScreenKey, listShown]);

  // A status still changing (deploying …) under the same deployment id is read again, with backoff, while shown.
  const changing = onScreen.filter((r) => details[r.name]?.detail && !statusSettled(details[r.name]?.detail)).map((r) => r.name);
  const changingKey = changing.join('\n');
  useBackoffPolling(visible && listShown && changing.length > 0, async () => {
    store.getState().wantAgentDetails(onScreen.map((r) => r.name), { stale: changingKey.split('\n') });
  });

  const agentName = mode.kind === 'detail' || mode.kind === 'logs' || mode.kind === 'confirmRedeploy' ? mode.name : undefined;
  const detailOpen = mode.kind === 'detail' ? mode.name : undefined;
  const logsOpen = mode.kind === 'logs' ? mode.name : undefined;
  useEffect(() => {
    if (detailOpen !== undefined) void store.getState().loadAgentDetail(detailOpen);
  }, [store, detailOpen]);
  useEffect(() => {
    if (logsOpen !== undefined) void store.getState().loadAgentLogs(logsOpen);
  }, [store, logsOpen]);
  useEffect(() => setContentHeight(0), [mode.kind, agentName]);
  const detailChanging = detailOpen !== undefined && details[detailOpen]?.detail !== undefined && !statusSettled(details[detailOpen]?.detail);
  const detailPoll = useBackoffPolling(visible && detailChanging, () => store.getState().loadAgentDetail(detailOpen as string));
  const following = mode.kind === 'logs' && mode.follow;
  const logsPoll = useBackoffPolling(visible && following, () => store.getState().loadAgentLogs(logsOpen as string));

  const scrollHeight = mode.kind === 'logs' ? logsHeight : detailHeight;
  const maxOffset = maxScrollOffset(contentHeight, scrollHeight);
  const offset = mode.kind === 'logs' ? logsOffset(mode, maxOffset) : mode.kind === 'detail' ? Math.min(mode.offset, maxOffset) : 0;

  const select = (index: number) => {
    const row = rows[Math.min(Math.max(0, index), rows.length - 1)];
    if (row) store.getState().selectAgent(row.name);
  };

  const back = () => {
    if (backLeaves(state)) store.getState().pop();
    else dispatch({ type: 'back' });
  };

  const refreshList = () => {
    const s = store.getState();
    void s.loadAgents();
    void s.refreshSets();
    void s.refreshUsage({ force: true });
    s.wantAgentDetails(onScreen.map((r) => r.name), { stale: onScreen.map((r) => r.name) });
  };

  useScreenKeys(
    AGENT_SCOPES[mode.kind],
    (input, key) => {
      const s = store.getState();
      switch (mode.kind) {
        case 'filter': {
          handleFilterKey(filterField, 'agentsFilter', input, key, {
            close: () => dispatch({ type: 'closeFilter' }),
            clear: () => s.setAgentsFilter(''),
            move: (by) => select(selectedIndex + by),
          });
          return true;
        }
        case 'list': {
          const action = matchBinding('agents', input, key)?.action;
          const target = listMoveTarget(action, selectedIndex, rows.length, rowsHeight);
          if (target !== null) {
            select(target);
            return true;
          }
          switch (action) {
            case 'open':
              if (selected) dispatch({ type: 'openDetail', name: selected.name });
              return true;
            case 'logs':
              if (selected) dispatch({ type: 'openLogs', name: selected.name });
              return true;
            case 'filter':
              filterField.reset(s.agentsView.filter);
              dispatch({ type: 'openFilter' });
              return true;
            case 'redeploy':
              if (selected) dispatch({ type: 'askRedeploy', name: selected.name });
              return true;
            case 'refresh':
              refreshList();
              return true;
            default:
              // Esc clears an active filter before it leaves the screen.
              if (matchBinding('global', input, key)?.action === 'back' && s.agentsView.filter !== '') {
                s.setAgentsFilter('');
                return true;
              }
              if (matchBinding('global', input, key)?.action === 'back') {
                back();
                return true;
              }
              return false;
          }
        }
        case 'detail': {
          const action = matchBinding('agentDetail', input, key)?.action;
          switch (action) {
            case 'logs':
              dispatch({ type: 'openLogs', name: mode.name });
              return true;
            case 'redeploy':
              dispatch({ type: 'askRedeploy', name: mode.name });
              return true;
            case 'refresh':
              void s.loadAgentDetail(mode.name);
              void s.refreshSets();
              return true;
            case 'scrollDown':
            case 'scrollUp':
              dispatch({ type: 'scroll', delta: action === 'scrollDown' ? 1 : -1, max: maxOffset });
              return true;
            case 'back':
              back();
              return true;
            default:
              return false;
          }
        }
        case 'logs': {
          const action = matchBinding('agentLogs', input, key)?.action;
          const page = Math.max(1, logsHeight - 1);
          switch (action) {
            case 'follow':
              dispatch({ type: 'toggleFollow', max: maxOffset });
              if (!mode.follow) void s.loadAgentLogs(mode.name);
              return true;
            case 'scrollDown':
            case 'scrollUp':
              dispatch({ type: 'scroll', delta: action === 'scrollDown' ? 1 : -1, max: maxOffset });
              return true;
            case 'pageDown':
            case 'pageUp':
              dispatch({ type: 'scroll', delta: action === 'pageDown' ? page : -page, max: maxOffset });
              return true;
            case 'first':
            case 'last':
              dispatch({ type: 'scrollTo', to: action, max: maxOffset });
              return true;
            case 'refresh':
              void s.loadAgentLogs(mode.name);
              return true;
            case 'back':
              back();
              return true;
            default:
              return false;
          }
        }
        case 'confirmRedeploy':
          return false; // the Confirm dialog has the keys
      }
    },
    { isActive: mode.kind !== 'confirmRedeploy', acceptsText: mode.kind === 'filter' },
  );

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
    filterCursor: filterField.cursor,
    offset,
    hiddenBelow: Math.max(0, contentHeight - scrollHeight - offset),
    onMeasure: (h: number) => {
      if (h !== contentHeight) setContentHeight(h);
    },
    detailPoll,
    logsPoll,
    confirmRedeploy,
  };
}
