// Cursor paging shared by the rooms and recordings slices: the service pages with `starting_after` (the id of
// the previous page's last item), so going back re-uses the cursors remembered on the way forward.
/** The page a move lands on, or null when there is nowhere to go (prev on the first page, next on the last). */
export function pageMove(move, at, shown, total, pageSize) {
    if (move === 'first')
        return { page: 0, cursors: [undefined] };
    if (move === 'reload')
        return at;
    if (move === 'prev')
        return at.page === 0 ? null : { page: at.page - 1, cursors: at.cursors };
    const last = shown?.[shown.length - 1];
    if (!last || at.page * pageSize + (shown?.length ?? 0) >= total)
        return null;
    return { page: at.page + 1, cursors: [...at.cursors.slice(0, at.page + 1), last.id] };
}
/** The selection after a reload: kept while still on the page, else the first item. */
export function keepSelection(selected, items, idOf) {
    return selected !== null && items.some((item) => idOf(item) === selected) ? selected : items[0] ? idOf(items[0]) : null;
}
