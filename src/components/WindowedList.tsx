// Renders only the rows that fit: smooth with 10,000 items. The window moves only when the selection
// leaves it (like a terminal pager), so rows don't jump on every key press.
import { Box } from 'ink';
import { useRef, type ReactNode } from 'react';

/** First visible index so that `selected` is inside [start, start + height). */
export function windowStart(prevStart: number, selected: number, height: number, total: number): number {
  if (height <= 0 || total <= 0) return 0;
  const maxStart = Math.max(0, total - height);
  let start = Math.min(Math.max(0, prevStart), maxStart);
  if (selected < start) start = selected;
  else if (selected >= start + height) start = selected - height + 1;
  return Math.min(Math.max(0, start), maxStart);
}

export interface WindowedListProps<T> {
  items: readonly T[];
  selectedIndex: number;
  height: number;
  /** The first row drawn, when the owner computes it (windowStart) to know which rows are on screen. */
  start?: number;
  keyOf(item: T): string;
  renderRow(item: T, index: number, selected: boolean): ReactNode;
}

export function WindowedList<T>({
  items,
  selectedIndex,
  height,
  start: given,
  keyOf,
  renderRow,
}: WindowedListProps<T>) {
  const startRef = useRef(0);
  const start = given ?? windowStart(startRef.current, Math.max(0, selectedIndex), height, items.length);
  startRef.current = start;
  const visible = items.slice(start, start + Math.max(0, height));
  return (
    <Box flexDirection="column" flexShrink={0}>
      {visible.map((item, i) => (
        <Box key={keyOf(item)}>{renderRow(item, start + i, start + i === selectedIndex)}</Box>
      ))}
    </Box>
  );
}
