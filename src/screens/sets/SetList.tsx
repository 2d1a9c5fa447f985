// The home screen: every secret set and image pull secret, auto-refreshed while any is pending, with the agents that
// use each ("used by N", ⚠ and `!` for the ones with a problem). Model: sets/model.ts (pure), hook: sets/useSetList.ts,
// views: sets/views.tsx, drawn in the list-screen frame (listScreen/ListFrame.tsx).
import { Box, Text } from 'ink';
import type { ReactNode } from 'react';
import { setTypeWord } from '../../api/words/setWords.js';
import { useScreenArea } from '../../components/layout.js';
import { Spinner } from '../../components/Spinner.js';
import { theme } from '../../components/theme.js';
import { TypeToConfirm } from '../../components/TypeToConfirm.js';
import { useAppStore } from '../../state/context.js';
import { ListFrame, ListStatusLine } from '../listScreen/ListFrame.js';
import { setValuesCell } from '../staleness.js';
import { usedByCell, UsedByWarning } from '../usedBy.js';
import { filterNotes, summaryText } from './model.js';
import { useSetList } from './useSetList.js';
import { SelectedNote, SetListBody } from './views.js';

export function SetList() {
  const { width, height } = useScreenArea();
  const m = useSetList(width, height);
  const sets = useAppStore((s) => s.sets);
  const view = useAppStore((s) => s.view);
  const setsLoading = useAppStore((s) => s.setsLoading);
  const setsError = useAppStore((s) => s.setsError);
  const lastUpdated = useAppStore((s) => s.lastUpdated);
  const usageEnabled = useAppStore((s) => s.usageEnabled);
  const usage = useAppStore((s) => s.usage);
  const usageError = useAppStore((s) => s.usageError);
  const problems = useAppStore((s) => s.problems);
  const problemsOnly = useAppStore((s) => s.problemsOnly);
  const setStaleness = useAppStore((s) => s.setStaleness);
  const writesRead = useAppStore((s) => s.setWrites !== null || s.setWritesError !== null);
  const { mode, list } = m;
  const pollDelay = list.pollDelay;

  const indicator =
    pollDelay !== null || (setsLoading && sets !== null) ? (
      <Box marginLeft={1} flexShrink={0}>
        {setsLoading ? <Spinner /> : <Text color={theme.accent}>⟳</Text>}
        <Text color={theme.accent}>
          {pollDelay !== null
            ? m.retrying && m.counts.pending === 0
              ? ` retry in ${Math.round(pollDelay / 1000)}s`
              : ` auto-refresh ${Math.round(pollDelay / 1000)}s`
            : ' refreshing'}
        </Text>
      </Box>
    ) : null;
  const notes = filterNotes(view, {
    problemsOnly,
    shown: m.rows.length,
    total: m.sorted.length,
    usageError: usageError !== null,
  });
  return (
    <ListFrame
      height={height}
      rowsHeight={m.rowsHeight}
      summary={
        <Summary text={summaryText(sets === null ? null : m.counts, setsLoading, lastUpdated)} indicator={indicator} />
      }
      status={
        <ListStatusLine
          error={sets !== null ? setsError : null}
          filter={{ value: view.filter, editing: mode.kind === 'filter', cursor: list.filterCursor }}
          notes={notes}
        />
      }
      body={
        mode.kind === 'delete' ? (
          <TypeToConfirm
            title={`Delete ${setTypeWord(mode.type)} ${mode.name}?`}
            expected={mode.name}
            onConfirm={() => m.confirmDelete(mode.name)}
            onCancel={m.cancelDelete}
          >
            <Text>This removes the set and all its keys. It cannot be undone.</Text>
            <UsedByWarning name={mode.name} kind="delete" />
          </TypeToConfirm>
        ) : (
          <SetListBody
            loaded={sets !== null}
            error={setsError}
            total={m.sorted.length}
            rows={m.rows}
            problemsOnly={problemsOnly}
            selectedIndex={list.selectedIndex}
            rowsHeight={m.rowsHeight}
            cols={m.cols}
            usedByOf={(name) => usedByCell(usageEnabled, usage, usageError, problems, name, m.cols.usedBy)}
            valuesOf={(row) =>
              setValuesCell(setStaleness.get(row.name), {
                pullSecret: row.type === 'imagePullSecret' || row.missing !== undefined,
                usedBy: usage ? (usage.bySet.get(row.name)?.length ?? 0) : undefined,
                read: usage ? writesRead : usageError !== null,
              })
            }
          />
        )
      }
      detail={
        mode.kind === 'delete' ? (
          <Text> </Text>
        ) : (
          <SelectedNote
            row={list.selected}
            problems={list.selected ? problems.get(list.selected.name) : undefined}
            width={width}
            staleness={list.selected ? setStaleness.get(list.selected.name) : undefined}
          />
        )
      }
    />
  );
}

function Summary({ text, indicator }: { text: string; indicator: ReactNode }) {
  return (
    <Box>
      <Box flexShrink={1}>
        <Text bold wrap="truncate-end">
          {text}
        </Text>
      </Box>
      {indicator}
    </Box>
  );
}
