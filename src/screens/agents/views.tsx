// Dumb views of the Agents screen: the table (only the rows on screen are drawn), its logs and the redeploy
// confirmation (the detail is detailView.tsx). They draw what the hook and the store give and hold no state.
import { Box, Text } from 'ink';
import { memo } from 'react';
import { Confirm } from '../../components/Confirm.js';
import { Paragraph } from '../../components/Paragraph.js';
import { column } from '../../components/layout.js';
import { RetryError } from '../../components/RetryError.js';
import { ScrollView } from '../../components/ScrollView.js';
import { theme } from '../../components/theme.js';
import { WindowedList } from '../../components/WindowedList.js';
import { ROLLBACK_VALUES_NOTE, rollbackLines } from '../../api/agents/rollback.js';
import type { AgentDetailEntry, AgentLogsEntry, AgentRow } from '../../state/agentsSlice.js';
import type { RollbackEntry } from '../../state/rollbackSlice.js';
import { toneColour, type ValuesCell } from '../staleness.js';
import type { AgentColumns, StatusCell } from './format.js';
import { logText, sessionsNote, splitMatches } from './format.js';

export const statusColour = (kind: StatusCell['kind']) =>
  kind === 'ready' || kind === 'scaledToZero'
    ? theme.success
    : kind === 'deploying'
      ? theme.warning
      : kind === 'failed' || kind === 'unavailable'
        ? theme.error
        : theme.muted;

export interface AgentRowCells {
  name: string;
  region: string;
  status: StatusCell;
  sessions: string;
  values: ValuesCell;
  bindings: string;
  problem: boolean;
}

const Row = memo(function Row({
  cells,
  selected,
  cols,
}: {
  cells: AgentRowCells;
  selected: boolean;
  cols: AgentColumns;
}) {
  return (
    <Box>
      <Text color={selected ? theme.accent : undefined} bold={selected}>
        {selected ? '› ' : '  '}
        {column(cells.name, cols.name)}
      </Text>
      {cols.region > 0 ? <Text>{column(cells.region, cols.region)}</Text> : null}
      <Text color={statusColour(cells.status.kind)}>{column(cells.status.text, cols.status)}</Text>
      {cols.sessions > 0 ? <Text>{column(cells.sessions, cols.sessions)}</Text> : null}
      {cols.values > 0 ? (
        <Text color={toneColour(cells.values.tone)}>{column(cells.values.text, cols.values)}</Text>
      ) : null}
      <Box width={cols.bindings} flexShrink={0}>
        <Text color={cells.problem ? theme.warning : undefined} wrap="truncate-end">
          {cells.bindings}
        </Text>
      </Box>
    </Box>
  );
});

export function AgentTable({
  rows,
  selectedIndex,
  start,
  height,
  cols,
  cellsOf,
}: {
  rows: readonly AgentRow[];
  selectedIndex: number;
  start: number;
  height: number;
  cols: AgentColumns;
  cellsOf(row: AgentRow): AgentRowCells;
}) {
  return (
    <Box flexDirection="column">
      <Text bold color={theme.muted} wrap="truncate-end">
        {'  '}
        {column('NAME', cols.name)}
        {cols.region > 0 ? column('REGION', cols.region) : ''}
        {column('STATUS', cols.status)}
        {cols.sessions > 0 ? column('SESSIONS', cols.sessions) : ''}
        {cols.values > 0 ? column('VALUES', cols.values) : ''}
        SETS · PULL SECRET
      </Text>
      <WindowedList
        items={rows}
        selectedIndex={selectedIndex}
        start={start}
        height={height}
        keyOf={(r) => r.name}
        renderRow={(r, _i, isSelected) => <Row cells={cellsOf(r)} selected={isSelected} cols={cols} />}
      />
    </Box>
  );
}

/** A log line with each case-insensitive occurrence of `query` highlighted (inverse: seen without colour too). */
function Highlighted({ text, query }: { text: string; query: string }) {
  const parts = splitMatches(text, query);
  if (parts.length === 1) return <>{text}</>;
  return (
    <>
      {parts.map((p, i) =>
        p.match ? (
          <Text key={i} inverse>
            {p.text}
          </Text>
        ) : (
          p.text
        ),
      )}
    </>
  );
}

export function AgentLogsBody({
  name,
  entry,
  follow,
  nextRead,
  height,
  offset,
  onMeasure,
  hiddenBelow,
  query,
  search,
}: {
  name: string;
  entry: AgentLogsEntry | undefined;
  follow: boolean;
  /** ms until the next read while following. */
  nextRead: number | null;
  height: number;
  offset: number;
  onMeasure(contentHeight: number): void;
  hiddenBelow: number;
  /** The search in force ('' none). */
  query: string;
  /** The search field while it is typed (null: closed). */
  search: { value: string; cursor: number } | null;
}) {
  const lines = entry?.lines ?? [];
  const total = entry?.total ? ` of ${entry.total.relation === 'eq' ? '' : '≥ '}${entry.total.value}` : '';
  const chars = search ? [...search.value] : [];
  return (
    <Box flexDirection="column">
      <Text wrap="truncate-end">
        <Text bold color={theme.accent}>
          Logs of {name}
        </Text>
        <Text color={theme.muted}>
          {` · newest last · ${lines.length} ${lines.length === 1 ? 'line' : 'lines'}${total}${query !== '' ? ` holding “${query}”` : ''}`}
        </Text>
        {follow ? (
          <Text
            color={theme.accent}
          >{` · following${nextRead !== null ? ` (next read in ${Math.round(nextRead / 1000)} s)` : ''}`}</Text>
        ) : null}
      </Text>
      {search ? (
        <Text wrap="truncate-end">
          <Text color={theme.accent}>/ </Text>
          {chars.slice(0, search.cursor).join('')}
          <Text color={theme.accent}>▌</Text>
          {chars.slice(search.cursor).join('')}
          <Text color={theme.muted}>{'  enter search · esc clear'}</Text>
        </Text>
      ) : entry?.error ? (
        <RetryError message={entry.error} />
      ) : query !== '' ? (
        <Text wrap="truncate-end">
          <Text color={theme.accent}>/ </Text>
          {query}
          <Text color={theme.muted}>{'  the service’s search · / changes it · esc clears it'}</Text>
        </Text>
      ) : (
        <Text> </Text>
      )}
      <ScrollView height={height} offset={offset} onMeasure={onMeasure}>
        {lines.length === 0 ? (
          <Text color={theme.muted}>
            {entry?.loading || !entry
              ? query !== ''
                ? `searching the logs for “${query}”…`
                : 'reading the logs…'
              : query !== ''
                ? `no log line holds “${query}”`
                : 'no log lines'}
          </Text>
        ) : (
          lines.map((l, i) => (
            <Text key={i} wrap="wrap" color={/^ERROR\b/.test(l.log) ? theme.error : undefined}>
              <Highlighted text={logText(l)} query={query} />
            </Text>
          ))
        )}
      </ScrollView>
      <Text color={theme.muted} wrap="truncate-end">
        {hiddenBelow > 0
          ? `… ${hiddenBelow} more ${hiddenBelow === 1 ? 'line' : 'lines'} below (j/G)`
          : follow
            ? ''
            : 'f follows new lines · / searches'}
      </Text>
    </Box>
  );
}

export function RedeployConfirm({
  name,
  entry,
  onYes,
  onNo,
}: {
  name: string;
  entry: AgentDetailEntry | undefined;
  onYes(): void;
  onNo(): void;
}) {
  return (
    <Confirm title={`Redeploy ${name}?`} yesLabel="redeploy" onYes={onYes} onNo={onNo}>
      <Text wrap="wrap">
        A new deployment with the same configuration: it picks up the current values of the sets it binds.
      </Text>
      <Text wrap="wrap" color={(entry?.detail?.activeSessionCount ?? 0) > 0 ? theme.warning : undefined}>
        {sessionsNote(entry)}
      </Text>
      <Text color={theme.muted} wrap="wrap">
        It is followed until ready (or failed) in the rollout view.
      </Text>
    </Confirm>
  );
}

/** The rollback's question, in the command line's words (api/agents/rollback.ts rollbackLines) — or why it cannot be. */
export function RollbackConfirm({
  name,
  entry,
  onYes,
  onNo,
}: {
  name: string;
  entry: RollbackEntry | undefined;
  onYes(): void;
  onNo(): void;
}) {
  const plan = entry?.plan;
  if (!plan) {
    // Nothing to confirm yet (or ever): y does nothing until the plan is read.
    return (
      <Confirm title={`Roll back ${name}?`} yesLabel="roll back" onYes={() => {}} onNo={onNo}>
        {entry?.error ? (
          <Text color={theme.error} wrap="wrap">{`✖ ${entry.error}`}</Text>
        ) : (
          <Text color={theme.muted}>reading its deployments…</Text>
        )}
        <Paragraph>{ROLLBACK_VALUES_NOTE}</Paragraph>
      </Confirm>
    );
  }
  const [head, ...rest] = rollbackLines(plan);
  const note = rest.pop();
  return (
    <Confirm title={`Roll back ${name}?`} yesLabel="roll back" onYes={onYes} onNo={onNo}>
      <Paragraph>{head ?? ''}</Paragraph>
      {rest.map((line) => (
        <Text key={line} wrap="truncate-end">
          {line}
        </Text>
      ))}
      <Paragraph color={theme.warning}>{note ?? ''}</Paragraph>
      <Text color={theme.muted} wrap="wrap">
        It is followed until ready (or failed) in the rollout view.
      </Text>
    </Confirm>
  );
}
