// A list's selected row that stays put when the row it was on goes away.
import { useRef } from 'react';

/**
 * The selected row of a list: the one at `foundIndex` (found by name, -1 when not there), or — when it vanished
 * (deleted, filtered out) — the row at the position the selection last had, so the cursor stays where it was.
 */
export function useStickySelection<Row>(
  rows: readonly Row[],
  foundIndex: number,
): { selectedIndex: number; selected: Row | undefined } {
  const lastIndex = useRef(0);
  let selectedIndex = foundIndex;
  if (selectedIndex < 0 && rows.length > 0) selectedIndex = Math.min(lastIndex.current, rows.length - 1);
  lastIndex.current = Math.max(0, selectedIndex);
  return { selectedIndex, selected: selectedIndex >= 0 ? rows[selectedIndex] : undefined };
}
