// The rollout view (route `rollout`): one row per agent followed to the end (phase, revision, elapsed, live
// sessions — old · new while it drains —, message), the set's wait first, the summary at the end. Esc leaves it running in the background (the
// header shows "⟳ rollout 2/5"; w comes back); x stops new redeploys (those in flight are still followed); Enter on
// a failed agent opens its logs (on any other: its detail). The rollout itself lives in the store (rolloutSlice).
import { Box, Text } from 'ink';
import { useEffect, useState } from 'react';
import { summarize } from '../../api/rollout/summary.js';
import { DelayedSpinner } from '../../components/DelayedSpinner.js';
import { cell, useScreenArea } from '../../components/layout.js';
import { listMoveTarget } from '../../components/listNavigation.js';
import { theme } from '../../components/theme.js';
import { WindowedList } from '../../components/WindowedList.js';
import { wrappedLineCount } from '../../components/wrapCount.js';
import { useAppStore, useAppStoreApi } from '../../state/context.js';
import { useTicker } from '../polling.js';
import { useActionKeys } from '../actionHandlers.js';
import {
  drainText,
  isBad,
  isFailure,
  rowCells,
  sessionsLine,
  setWaitLine,
  stoppingLine,
  summaryLines,
  titleLine,
  type SummaryLine,
} from './format.js';

/** "old 12 · new 3" while an agent drains. */
const SESSIONS_WIDTH = 15;

const colourOf = (kind: SummaryLine['kind']) =>
  kind === 'ok' ? theme.success : kind === 'bad' ? theme.error : theme.warning;

interface Note {
  text: string;
  colour: string | undefined;
  bold?: boolean;
}

function Notes({ notes }: { notes: Note[] }) {
  return (
    <>
      {notes.map((note, i) => (
        <Text key={i} color={note.colour} bold={note.bold} wrap="wrap">
          {note.text}
        </Text>
      ))}
    </>
  );
}

export function RolloutView() {
  const store = useAppStoreApi();
  const run = useAppStore((s) => s.rollout);
  const { width, height } = useScreenArea();
  const [selectedName, setSelectedName] = useState<string | null>(null);
  const active = run !== null && (run.phase === 'running' || run.phase === 'planning');
  // Elapsed times move every second while it runs (the ticker re-renders; the time is the rollout clock's).
  useTicker(active, store.getState().rolloutNow);
  const shownNow = store.getState().rolloutNow();
  // A rollout that ended while (or before) it was looked at here is seen when the view is left.
  useEffect(() => () => store.getState().markRolloutSeen(), [store]);

  const state = run?.state ?? null;
  const agents = state?.agents ?? [];
  let selectedIndex = agents.findIndex((a) => a.name === selectedName);
  if (selectedIndex < 0) {
    // The first agent that needs attention, else the first one.
    selectedIndex = Math.max(
      0,
      agents.findIndex((a) => isFailure(a.phase)),
    );
  }
  const selected = agents[selectedIndex];

  const finished = run?.phase === 'finished';
  const setWait = state ? setWaitLine(state, shownNow) : undefined;
  const stopping = run && state ? stoppingLine(run, state) : undefined;
  const sessions = state && !finished ? sessionsLine(state) : undefined;
  const selectedNote =
    selected && (isBad(selected.phase) || selected.skippedBecause)
      ? (selected.message ?? selected.skippedBecause)
      : selected && (selected.phase === 'draining' || selected.phase === 'stillDraining')
        ? drainText(selected, shownNow)
        : undefined;
  // Above the rows: why it could not start, the set's wait. Below: the selected agent's message, x's effect, the
  // live-sessions note, the summary. All wrapped (never cut), and the rows get what is left (at least 3).
  const above: Note[] = [
    ...(run?.phase === 'failed'
      ? [{ text: `✖ the rollout could not start: ${run.error ?? 'no reason given'}`, colour: theme.error }]
      : []),
    ...(setWait ? [{ text: setWait.text, colour: setWait.kind === 'failed' ? theme.error : theme.warning }] : []),
  ];
  const below: Note[] = [
    ...(selectedNote
      ? [
          {
            text: `${selected!.name}: ${selectedNote}${isFailure(selected!.phase) ? ' — enter: its logs' : ''}`,
            colour: isBad(selected!.phase) ? theme.error : theme.muted,
          },
        ]
      : []),
    ...(stopping ? [{ text: stopping, colour: theme.warning }] : []),
    ...(sessions ? [{ text: sessions, colour: theme.muted }] : []),
    ...(finished && state
      ? summaryLines(summarize(state), agents.length, run.resumeHint).map((l, i) => ({
          text: l.text,
          colour: colourOf(l.kind),
          bold: i === 0,
        }))
      : []),
  ];
  const noteLines = [...above, ...below].reduce((n, note) => n + wrappedLineCount(note.text, width), 0);
  const rowsHeight = Math.max(3, height - 2 - noteLines);

  const moveTo = (to: 'down' | 'up') => {
    const target = listMoveTarget(to, selectedIndex, agents.length, rowsHeight);
    if (target !== null) setSelectedName(agents[target]!.name);
  };
  useActionKeys('rollout', {
    down: () => moveTo('down'),
    up: () => moveTo('up'),
    stop: () => {
      const s = store.getState();
      if (s.rollout?.phase === 'running' || s.rollout?.phase === 'planning') s.stopRollout();
    },
    open: () => {
      if (selected)
        store
          .getState()
          .push({ name: 'agents', agent: selected.name, view: isFailure(selected.phase) ? 'logs' : 'detail' });
    },
    back: () => store.getState().pop(),
  });

  if (!run)
    return <Text>No rollout has run in this session. After a save in the key editor, r rolls the change out.</Text>;

  const nameWidth = Math.min(28, Math.max(8, ...agents.map((a) => a.name.length + 1)));
  const fixed = 2 + 2 + nameWidth + 16 + 21 + 8 + SESSIONS_WIDTH;
  const messageWidth = Math.max(0, width - fixed);
  return (
    <Box flexDirection="column" height={height}>
      <Text bold color={theme.accent} wrap="truncate-end">
        {titleLine(run)}
        {finished ? <Text color={theme.muted}> · ended</Text> : null}
      </Text>
      <Notes notes={above} />
      {!state ? (
        run.phase === 'planning' ? (
          <DelayedSpinner label="reading the agents (regions, live sessions, current deployments)…" />
        ) : null
      ) : (
        <>
          <Text bold color={theme.muted} wrap="truncate-end">
            {'    '}
            {cell('AGENT', nameWidth)}
            {cell('PHASE', 16)}
            {cell('REVISION', 21)}
            {cell('ELAPSED', 8)}
            {cell('SESSIONS', SESSIONS_WIDTH)}
            {messageWidth > 0 ? 'MESSAGE' : ''}
          </Text>
          <WindowedList
            items={agents}
            selectedIndex={selectedIndex}
            height={rowsHeight}
            keyOf={(a) => a.name}
            renderRow={(a, _i, isSelected) => {
              const c = rowCells(a, shownNow);
              const colour =
                a.phase === 'ready'
                  ? theme.success
                  : isBad(a.phase)
                    ? theme.error
                    : a.phase === 'queued' || a.phase === 'notStarted'
                      ? undefined
                      : theme.warning;
              return (
                <Text wrap="truncate-end">
                  <Text color={isSelected ? theme.accent : undefined} bold={isSelected}>
                    {isSelected ? '› ' : '  '}
                  </Text>
                  <Text color={colour}>{`${c.icon} `}</Text>
                  <Text bold={isSelected}>{cell(c.name, nameWidth)}</Text>
                  <Text color={colour}>{cell(c.phase, 16)}</Text>
                  {cell(c.revision, 21)}
                  {cell(c.elapsed, 8)}
                  {cell(c.sessions, SESSIONS_WIDTH)}
                  {messageWidth > 0 ? (
                    <Text color={isBad(a.phase) ? theme.error : theme.muted}>{c.message}</Text>
                  ) : null}
                </Text>
              );
            }}
          />
        </>
      )}
      <Notes notes={below} />
    </Box>
  );
}
