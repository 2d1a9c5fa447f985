// Why this file is long: the home screen's list, filter, region/type toggles, usage column and delete prompt
// share one selection and one refresh loop; its pure parts live in state/ and components/.
// Home screen: every secret set and image pull secret, auto-refreshed while any is pending.
import { Box, Text } from 'ink';
import { memo, useEffect, useMemo, useState } from 'react';
import type { SecretSetSummary } from '../../api/models.js';
import { useScreenKeys } from '../../components/keyRouter.js';
import { column, useScreenArea } from '../../components/layout.js';
import { RetryError } from '../../components/RetryError.js';
import { Spinner } from '../../components/Spinner.js';
import { StatusBadge, statusLabel } from '../../components/StatusBadge.js';
import { useTextField } from '../../components/useTextField.js';
import { handleFilterKey } from '../listScreen/filterKeys.js';
import { theme } from '../../components/theme.js';
import { TypeToConfirm } from '../../components/TypeToConfirm.js';
import { WindowedList } from '../../components/WindowedList.js';
import { useAppStore, useAppStoreApi } from '../../state/context.js';
import { appliedNote, writeFailureText } from '../../state/outcomeText.js';
import { countsLabel, countStatuses, filterSets, formatClock, sortByName, typeLabel } from '../../state/selectors.js';
import { useBackoffPolling, useScreenVisible, useStickySelection, useTextInputFocus } from '../hooks.js';
import { matchBinding } from '../keymap.js';
import { listMoveTarget } from '../../components/listNavigation.js';
import { UsedByWarning, usedByCell } from '../usedBy.js';

/** Lines the screen uses besides the rows: summary, status/filter, column header, detail. */
const CHROME_LINES = 4;

export interface Columns {
  name: number;
  /** The full TYPE column, or TYPE_LETTER_WIDTH for a one-letter marker; never 0. */
  type: number;
  region: number;
  status: number;
  /** "used by N" (0 = agents are not shown). */
  usedBy: number;
  /** Room left for a failed row's message (0 = none). */
  message: number;
}

const MARKER = 2;

/** Below this, TYPE is one letter (TYPE_LETTER_WIDTH): a pull secret must not look like a secret set. */
const TYPE_FULL_WIDTH = 8;
export const TYPE_LETTER_WIDTH = 2;

/** One letter per type for a narrow list: S secret set, P image pull secret (header `T`; the README says so). */
export function typeLetter(type: SecretSetSummary['type']): string {
  return type === 'imagePullSecret' ? 'P' : 'S';
}

/** Column widths for a terminal width: REGION goes first, then TYPE shrinks to a letter; NAME shrinks last. */
export function setListColumns(width: number, withUsage = false): Columns {
  const status = 11;
  const usedBy = withUsage ? (width >= 60 ? 13 : width >= 40 ? 5 : 0) : 0;
  const type = width - usedBy >= 50 ? TYPE_FULL_WIDTH : TYPE_LETTER_WIDTH;
  const region = width - usedBy >= 70 ? 14 : 0;
  const rest = Math.max(4, width - MARKER - status - type - region - usedBy);
  const name = width - usedBy >= 70 ? Math.min(40, Math.max(16, rest - 20)) : rest;
  const message = Math.max(0, width - MARKER - name - type - region - status - usedBy - 1);
  return { name, type, region, status, usedBy, message: message >= 8 ? message : 0 };
}

const Row = memo(function Row({
  set,
  selected,
  cols,
  usedBy,
}: {
  set: SecretSetSummary;
  selected: boolean;
  cols: Columns;
  usedBy: { text: string; problem: boolean };
}) {
  return (
    <Box>
      <Text color={selected ? theme.accent : undefined} bold={selected}>
        {selected ? '› ' : '  '}
        {column(set.name, cols.name)}
      </Text>
      <Text>{column(cols.type === TYPE_LETTER_WIDTH ? typeLetter(set.type) : typeLabel(set.type), cols.type)}</Text>
      {cols.region > 0 && <Text>{column(set.region, cols.region)}</Text>}
      <Box width={cols.status} flexShrink={0}>
        <StatusBadge status={set.status} />
      </Box>
      {cols.usedBy > 0 && <Text color={usedBy.problem ? theme.warning : undefined}>{column(usedBy.text, cols.usedBy)}</Text>}
      {cols.message > 0 && set.status === 'failed' && set.errorMessage ? (
        <Box width={cols.message + 1} flexShrink={0}>
          <Text color={theme.error} wrap="truncate-end">
            {' '}
            {set.errorMessage}
          </Text>
        </Box>
      ) : null}
    </Box>
  );
});

function HeaderRow({ cols }: { cols: Columns }) {
  return (
    <Text bold color={theme.muted}>
      {'  '}
      {column('NAME', cols.name)}
      {column(cols.type === TYPE_LETTER_WIDTH ? 'T' : 'TYPE', cols.type)}
      {cols.region > 0 ? column('REGION', cols.region) : ''}
      {cols.usedBy > 0 ? column('STATUS', cols.status) + (cols.usedBy >= 13 ? 'USED BY' : 'USED') : 'STATUS'}
    </Text>
  );
}

type Mode = { kind: 'list' } | { kind: 'filter' } | { kind: 'delete'; name: string; type: SecretSetSummary['type'] };

export function SetList() {
  const store = useAppStoreApi();
  const sets = useAppStore((s) => s.sets);
  const view = useAppStore((s) => s.view);
  const setsLoading = useAppStore((s) => s.setsLoading);
  const setsError = useAppStore((s) => s.setsError);
  const lastUpdated = useAppStore((s) => s.lastUpdated);
  const regionCount = useAppStore((s) => s.regions?.length ?? 0);
  const usageEnabled = useAppStore((s) => s.usageEnabled);
  const usage = useAppStore((s) => s.usage);
  const usageError = useAppStore((s) => s.usageError);
  const problems = useAppStore((s) => s.problems);
  const problemsOnly = useAppStore((s) => s.problemsOnly);
  const visible = useScreenVisible();
  const { width, height } = useScreenArea();
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  useTextInputFocus(mode.kind === 'filter');
  // The filter's field; its value lives in the store (the list reads it), the cursor here.
  const filterField = useTextField('', { onChange: (value) => store.getState().setFilter(value) });

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

  // O(n) work only when the list or the view changes, never per key press.
  const sorted = useMemo(() => sortByName(sets ?? []), [sets]);
  const counts = useMemo(() => countStatuses(sorted), [sorted]);
  const rows = useMemo(() => {
    const shown = filterSets(sorted, { filter: view.filter, showPullSecrets: view.showPullSecrets, region: view.region });
    return problemsOnly ? shown.filter((r) => problems.has(r.name)) : shown;
  }, [sorted, view.filter, view.showPullSecrets, view.region, problemsOnly, problems]);
  const indexByName = useMemo(() => new Map(rows.map((r, i) => [r.name, i])), [rows]);
  const { selectedIndex, selected } = useStickySelection(rows, (view.selectedName === null ? undefined : indexByName.get(view.selectedName)) ?? -1);

  // Poll while something is pending, and retry by itself after a failed refresh (the service may come back).
  const retrying = setsError !== null;
  const pollDelay = useBackoffPolling(visible && (counts.pending > 0 || retrying), () => store.getState().refreshSets());

  const rowsHeight = Math.max(1, height - CHROME_LINES);
  const cols = useMemo(() => setListColumns(width, usageEnabled), [width, usageEnabled]);

  const moveTo = (index: number) => {
    if (rows.length === 0) return;
    const i = Math.min(Math.max(0, index), rows.length - 1);
    store.getState().select(rows[i].name);
  };

  useScreenKeys(
    mode.kind === 'filter' ? 'setsFilter' : 'sets',
    (input, key) => {
      const s = store.getState();
      if (mode.kind === 'filter') {
        handleFilterKey(filterField, 'setsFilter', input, key, {
          close: () => setMode({ kind: 'list' }),
          clear: () => s.setFilter(''),
          move: (by) => moveTo(selectedIndex + by),
        });
        return true;
      }
      const action = matchBinding('sets', input, key)?.action;
      const moveTarget = listMoveTarget(action, selectedIndex, rows.length, rowsHeight);
      if (moveTarget !== null) {
        store.getState().select(rows[moveTarget].name);
        return true;
      }
      switch (action) {
        case 'open':
          if (selected) {
            s.select(selected.name);
            s.push(
              selected.type === 'imagePullSecret'
                ? { name: 'pullSecretDetail', set: selected.name }
                : { name: 'keys', set: selected.name },
            );
          }
          return true;
        case 'new':
          s.push({ name: 'newSet' });
          return true;
        case 'pullSecretWizard':
          s.push({ name: 'pullSecretWizard' });
          return true;
        case 'delete':
          if (selected) setMode({ kind: 'delete', name: selected.name, type: selected.type });
          return true;
        case 'filter':
          filterField.reset(s.view.filter);
          setMode({ kind: 'filter' });
          return true;
        case 'refresh':
          void s.refreshSets();
          void s.refreshUsage({ force: true });
          return true;
        case 'problems':
          if (!s.usageEnabled) return false;
          s.toggleProblemsOnly();
          return true;
        case 'togglePull':
          s.togglePullSecrets();
          return true;
        case 'region':
          s.cycleRegion();
          if (regionCount === 0) void s.loadRegions();
          return true;
        default:
          // Esc clears an active filter before it goes back (there is nowhere back from home).
          if (matchBinding('global', input, key)?.action === 'back' && s.view.filter !== '') {
            s.setFilter('');
            return true;
          }
          return false;
      }
    },
    { isActive: mode.kind !== 'delete' },
  );

  const confirmDelete = async (name: string) => {
    setMode({ kind: 'list' });
    try {
      const outcome = await store.getState().deleteSet(name);
      store.getState().showToast(`deleted ${name}${appliedNote(outcome)}`, 'success');
    } catch (err) {
      store.getState().showToast(writeFailureText(`delete ${name}`, err), 'error');
    }
  };

  const summary = [
    sets === null ? (setsLoading ? 'loading…' : 'not loaded') : countsLabel(counts),
    lastUpdated !== null ? `updated ${formatClock(lastUpdated)}` : null,
  ]
    .filter(Boolean)
    .join(' · ');
  const filters = [
    view.region !== null ? `region ${view.region}` : null,
    view.showPullSecrets ? null : 'pull secrets hidden',
    problemsOnly ? 'only sets with problems (! shows all)' : null,
    rows.length !== sorted.length ? `showing ${rows.length}` : null,
    usageError !== null ? 'agents could not be read' : null,
  ].filter(Boolean) as string[];

  let body;
  if (mode.kind === 'delete') {
    body = (
      <TypeToConfirm
        title={`Delete ${mode.type === 'imagePullSecret' ? 'image pull secret' : 'secret set'} ${mode.name}?`}
        expected={mode.name}
        onConfirm={() => void confirmDelete(mode.name)}
        onCancel={() => setMode({ kind: 'list' })}
      >
        <Text>This removes the set and all its keys. It cannot be undone.</Text>
        <UsedByWarning name={mode.name} kind="delete" />
      </TypeToConfirm>
    );
  } else if (sets === null) {
    body = setsError ? (
      <RetryError message={`could not load secret sets: ${setsError}`} />
    ) : (
      <Spinner label="loading secret sets…" />
    );
  } else if (sorted.length === 0) {
    body = <Text>No secret sets yet. Press n to create one.</Text>;
  } else if (rows.length === 0) {
    body = problemsOnly ? <Text>No set has a problem with its agents. ! shows all sets.</Text> : <Text>No set matches the filter. Esc clears it.</Text>;
  } else {
    body = (
      <>
        <HeaderRow cols={cols} />
        <WindowedList
          items={rows}
          selectedIndex={selectedIndex}
          height={rowsHeight}
          keyOf={(r) => r.name}
          renderRow={(r, _i, isSelected) => (
            <Row set={r} selected={isSelected} cols={cols} usedBy={usedByCell(usageEnabled, usage, usageError, problems, r.name, cols.usedBy)} />
          )}
        />
      </>
    );
  }

  // Line 2: the last refresh error, else the filter being typed and the active filters.
  let statusLine;
  if (setsError && sets !== null && mode.kind !== 'filter') {
    statusLine = (
      <RetryError message={`refresh failed: ${setsError}`} />
    );
  } else if (mode.kind === 'filter' || view.filter !== '' || filters.length > 0) {
    statusLine = (
      <Text wrap="truncate-end">
        {mode.kind === 'filter' || view.filter !== '' ? (
          <>
            <Text color={theme.accent}>/ </Text>
            {mode.kind === 'filter' ? (
              <>
                {[...view.filter].slice(0, filterField.cursor).join('')}
                <Text color={theme.accent}>▌</Text>
                {[...view.filter].slice(filterField.cursor).join('')}
              </>
            ) : (
              view.filter
            )}
            {filters.length > 0 ? '  ' : ''}
          </>
        ) : null}
        <Text color={theme.muted}>{filters.join(' · ')}</Text>
      </Text>
    );
  } else {
    statusLine = <Text> </Text>;
  }

  return (
    <Box flexDirection="column" height={height}>
      <Box>
        <Box flexShrink={1}>
          <Text bold wrap="truncate-end">
            {summary}
          </Text>
        </Box>
        {pollDelay !== null || (setsLoading && sets !== null) ? (
          <Box marginLeft={1} flexShrink={0}>
            {setsLoading ? <Spinner /> : <Text color={theme.accent}>⟳</Text>}
            <Text color={theme.accent}>
              {pollDelay !== null
                ? retrying && counts.pending === 0
                  ? ` retry in ${Math.round(pollDelay / 1000)}s`
                  : ` auto-refresh ${Math.round(pollDelay / 1000)}s`
                : ' refreshing'}
            </Text>
          </Box>
        ) : null}
      </Box>
      {statusLine}
      <Box flexDirection="column" height={rowsHeight + 1} overflow="hidden">
        {body}
      </Box>
      {mode.kind !== 'delete' && selected?.status === 'failed' ? (
        <Text color={theme.error} wrap="truncate-end">
          {failedLine(`${statusLabel('failed')} ${selected.name}: ${selected.errorMessage ?? 'no message from the service'}`, width, selected.type)}
        </Text>
      ) : mode.kind !== 'delete' && selected && problems.has(selected.name) ? (
        <Text color={theme.warning} wrap="truncate-end">
          ⚠ {problems.get(selected.name)![0].message}
        </Text>
      ) : (
        <Text> </Text>
      )}
    </Box>
  );
}

/** The selected failed set's message on one line; when it is cut, where to read it whole. */
function failedLine(text: string, width: number, type: string): string {
  const chars = [...text];
  if (chars.length <= width) return text;
  const more = type === 'imagePullSecret' ? ' (enter: details)' : ' (enter: all of it)';
  return `${chars.slice(0, Math.max(1, width - more.length - 1)).join('')}…${more}`;
}
