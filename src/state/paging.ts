// Cursor paging shared by the rooms and recordings slices: the service pages with `starting_after` (the id of
// the previous page's last item), so going back re-uses the cursors remembered on the way forward.

export type PageMove = 'first' | 'next' | 'prev' | 'reload';

export interface PagePosition {
  /** 0-based page. */
  page: number;
  /** cursors[i] is the `starting_after` id of page i (undefined for page 0). */
  cursors: Array<string | undefined>;
}

/** The page a move lands on, or null when there is nowhere to go (prev on the first page, next on the last). */
export function pageMove(
  move: PageMove,
  at: PagePosition,
  shown: ReadonlyArray<{ id: string }> | null,
  total: number,
  pageSize: number,
): PagePosition | null {
  if (move === 'first') return { page: 0, cursors: [undefined] };
  if (move === 'reload') return at;
  if (move === 'prev') return at.page === 0 ? null : { page: at.page - 1, cursors: at.cursors };
  const last = shown?.[shown.length - 1];
  if (!last || at.page * pageSize + (shown?.length ?? 0) >= total) return null;
  return { page: at.page + 1, cursors: [...at.cursors.slice(0, at.page + 1), last.id] };
}

/** The selection after a reload: kept while still on the page, else the first item. */
export function keepSelection<T>(
  selected: string | null,
  items: readonly T[],
  idOf: (item: T) => string,
): string | null {
  return selected !== null && items.some((item) => idOf(item) === selected)
    ? selected
    : items[0]
      ? idOf(items[0])
      : null;
}
