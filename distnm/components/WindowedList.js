import { jsx as _jsx } from "react/jsx-runtime";
// Renders only the rows that fit: smooth with 10,000 items. The window moves only when the selection
// leaves it (like a terminal pager), so rows don't jump on every key press.
import { Box } from 'ink';
import { useRef } from 'react';
/** First visible index so that `selected` is inside [start, start + height). */
export function windowStart(prevStart, selected, height, total) {
    if (height <= 0 || total <= 0)
        return 0;
    const maxStart = Math.max(0, total - height);
    let start = Math.min(Math.max(0, prevStart), maxStart);
    if (selected < start)
        start = selected;
    else if (selected >= start + height)
        start = selected - height + 1;
    return Math.min(Math.max(0, start), maxStart);
}
export function WindowedList({ items, selectedIndex, height, keyOf, renderRow }) {
    const startRef = useRef(0);
    const start = windowStart(startRef.current, Math.max(0, selectedIndex), height, items.length);
    startRef.current = start;
    const visible = items.slice(start, start + Math.max(0, height));
    return (_jsx(Box, { flexDirection: "column", flexShrink: 0, children: visible.map((item, i) => (_jsx(Box, { children: renderRow(item, start + i, start + i === selectedIndex) }, keyOf(item)))) }));
}
