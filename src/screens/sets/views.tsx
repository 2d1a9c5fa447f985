// The set list's views, which only draw: a row (a set, or under `!` a set agents bind that does not exist), the
// column header, the list's body (or why it is empty) and the selected row's note.
import { Box, Text } from 'ink';
import { memo } from 'react';
import type { StalenessCounts } from '../../api/secrets/staleness.js';
import type { BindingProblem } from '../../api/agents/bindings.js';
import { column } from '../../components/layout.js';
import { RetryError } from '../../components/RetryError.js';
import { Spinner } from '../../components/Spinner.js';
import { StatusBadge, statusLabel } from '../../components/StatusBadge.js';
import { theme } from '../../components/theme.js';
import { WindowedList } from '../../components/WindowedList.js';
import { typeLabel } from '../../state/setsDerived.js';
import { olderValuesText, toneColour, type ValuesCell } from '../staleness.js';
import type { UsedByCell } from '../usedBy.js';
import { failedLine, TYPE_LETTER_WIDTH, typeLetter, type Columns, type SetRow } from './model.js';

interface RowProps {
  set: SetRow;
  selected: boolean;
  cols: Columns;
  usedBy: UsedByCell;
  values: ValuesCell;
}

export const Row = memo(function Row({ set, selected, cols, usedBy, values }: RowProps) {
  return (
    <Box>
      <Text color={selected ? theme.accent : undefined} bold={selected}>
        {selected ? '› ' : '  '}
        {column(set.name, cols.name)}
      </Text>
      <Text>{column(cols.type === TYPE_LETTER_WIDTH ? typeLetter(set.type) : typeLabel(set.type), cols.type)}</Text>
      {cols.region > 0 && <Text>{column(set.missing ? '—' : set.region, cols.region)}</Text>}
      <Box width={cols.status} flexShrink={0}>
        {set.missing ? <Text color={theme.warning}>✖ missing</Text> : <StatusBadge status={set.status} />}
      </Box>
      {cols.usedBy > 0 && (
        <Text color={usedBy.problem ? theme.warning : undefined}>{column(usedBy.text, cols.usedBy)}</Text>
      )}
      {cols.values > 0 && <Text color={toneColour(values.tone)}>{column(values.text, cols.values)}</Text>}
      {cols.message > 0 && !set.missing && set.status === 'failed' && set.errorMessage ? (
        <Box width={cols.message + 1} flexShrink={0}>
          <Text color={theme.error} wrap="truncate-end">
            {' '}
            {set.errorMessage}
          </Text>
        </Box>
      ) : null}
    </Box>
  );
}, sameRowProps);

/** The cells are made afresh each render (usedByOf, valuesOf): equal by what they show, so unchanged rows skip. */
function sameRowProps(a: RowProps, b: RowProps): boolean {
  return (
    a.set === b.set &&
    a.selected === b.selected &&
    a.cols === b.cols &&
    a.usedBy.text === b.usedBy.text &&
    a.usedBy.problem === b.usedBy.problem &&
    a.values.text === b.values.text &&
    a.values.tone === b.values.tone
  );
}

export function HeaderRow({ cols }: { cols: Columns }) {
  return (
    <Text bold color={theme.muted}>
      {'  '}
      {column('NAME', cols.name)}
      {column(cols.type === TYPE_LETTER_WIDTH ? 'T' : 'TYPE', cols.type)}
      {cols.region > 0 ? column('REGION', cols.region) : ''}
      {cols.usedBy > 0
        ? column('STATUS', cols.status) +
          (cols.values > 0 ? column('USED BY', cols.usedBy) + 'VALUES' : cols.usedBy >= 13 ? 'USED BY' : 'USED')
        : 'STATUS'}
    </Text>
  );
}

export interface SetListBodyProps {
  loaded: boolean;
  error: string | null;
  total: number;
  rows: readonly SetRow[];
  problemsOnly: boolean;
  selectedIndex: number;
  rowsHeight: number;
  cols: Columns;
  usedByOf(name: string): UsedByCell;
  valuesOf(row: SetRow): ValuesCell;
}

/** The column header and the rows, or why there are none. */
export function SetListBody(p: SetListBodyProps) {
  if (!p.loaded)
    return p.error ? (
      <RetryError message={`could not load secret sets: ${p.error}`} />
    ) : (
      <Spinner label="loading secret sets…" />
    );
  if (p.total === 0 && p.rows.length === 0) return <Text>No secret sets yet. Press n to create one.</Text>;
  if (p.rows.length === 0) {
    return p.problemsOnly ? (
      <Text>No set has a problem with its agents. ! shows all sets.</Text>
    ) : (
      <Text>No set matches the filter. Esc clears it.</Text>
    );
  }
  return (
    <>
      <HeaderRow cols={p.cols} />
      <WindowedList
        items={p.rows}
        selectedIndex={p.selectedIndex}
        height={p.rowsHeight}
        keyOf={(r) => r.name}
        renderRow={(r, _i, isSelected) => (
          <Row set={r} selected={isSelected} cols={p.cols} usedBy={p.usedByOf(r.name)} values={p.valuesOf(r)} />
        )}
      />
    </>
  );
}

/**
 * The last line: a failed set's message, else the selected set's first problem with its agents, else how many of
 * its agents run values older than its last write.
 */
export function SelectedNote({
  row,
  problems,
  width,
  staleness,
}: {
  row: SetRow | undefined;
  problems: readonly BindingProblem[] | undefined;
  width: number;
  staleness?: StalenessCounts | undefined;
}) {
  if (row && !row.missing && row.status === 'failed') {
    return (
      <Text color={theme.error} wrap="truncate-end">
        {failedLine(
          `${statusLabel('failed')} ${row.name}: ${row.errorMessage ?? 'no message from the service'}`,
          width,
          row.type,
        )}
      </Text>
    );
  }
  if (row && problems && problems.length > 0) {
    return (
      <Text color={theme.warning} wrap="truncate-end">
        ⚠ {problems[0]!.message}
      </Text>
    );
  }
  const older = row && !row.missing ? olderValuesText(staleness) : undefined;
  if (older) {
    return (
      <Text color={theme.warning} wrap="truncate-end">
        {`⚠ ${older} of ${row!.name}: enter, then R rolls it out`}
      </Text>
    );
  }
  return <Text> </Text>;
}
