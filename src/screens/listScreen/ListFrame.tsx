// The list-screen piece's views: the frame a list screen is drawn in — its summary line, the status line (a failed
// re-read, else the filter being typed and the active filters), the list area (column header and rows, cut to
// `rowsHeight`) and the selected row's note — and the status line itself. The hook: useListScreen.ts.
import { Box, Text } from 'ink';
import type { ReactNode } from 'react';
import { RetryError } from '../../components/RetryError.js';
import { theme } from '../../components/theme.js';

export interface ListFrameProps {
  /** Line 1: what the list holds (counts, when it was read, a refresh indicator). */
  summary: ReactNode;
  /** Line 2 (ListStatusLine); null: no line. */
  status: ReactNode | null;
  /** The column header and the rows (or why there are none). */
  body: ReactNode;
  /** The last line: the selected row's note; undefined: no line. */
  detail?: ReactNode;
  /** The whole frame's lines (undefined: as tall as its content). */
  height?: number;
  /** Rows of the list (the area is one more, for the column header); undefined: as tall as the body. */
  rowsHeight?: number;
}

export function ListFrame({ summary, status, body, detail, height, rowsHeight }: ListFrameProps) {
  return (
    <Box flexDirection="column" {...(height !== undefined ? { height } : {})}>
      {summary}
      {status}
      {rowsHeight !== undefined ? (
        <Box flexDirection="column" height={rowsHeight + 1} overflow="hidden">
          {body}
        </Box>
      ) : (
        body
      )}
      {detail}
    </Box>
  );
}

export interface ListStatusLineProps {
  /** A failed re-read of a list already shown (not while the filter is typed). */
  error: string | null;
  /** The `/` filter: its text, and the cursor while it is typed. */
  filter: { value: string; editing: boolean; cursor: number } | null;
  /** The other filters in force ("region us-west", "showing 3"). */
  notes: readonly string[];
}

/** Line 2 of a list: the last re-read's failure, else the filter and the active filters, else blank. */
export function ListStatusLine({ error, filter, notes }: ListStatusLineProps) {
  const editing = filter?.editing ?? false;
  if (error !== null && !editing) return <RetryError message={`refresh failed: ${error}`} />;
  const shown = filter !== null && (editing || filter.value !== '');
  if (!shown && notes.length === 0) return <Text> </Text>;
  const chars = filter ? [...filter.value] : [];
  return (
    <Text wrap="truncate-end">
      {shown && filter ? (
        <>
          <Text color={theme.accent}>/ </Text>
          {editing ? (
            <>
              {chars.slice(0, filter.cursor).join('')}
              <Text color={theme.accent}>▌</Text>
              {chars.slice(filter.cursor).join('')}
            </>
          ) : (
            filter.value
          )}
          {notes.length > 0 ? '  ' : ''}
        </>
      ) : null}
      <Text color={theme.muted}>{notes.join(' · ')}</Text>
    </Text>
  );
}
