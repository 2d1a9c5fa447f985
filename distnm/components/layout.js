// The space a screen may draw in (the App subtracts header, status and footer lines from the terminal).
import { createContext, useContext } from 'react';
export const ScreenAreaContext = createContext({ width: 80, height: 18 });
export function useScreenArea() {
    return useContext(ScreenAreaContext);
}
/** Cuts a string to `width` columns with an ellipsis (names are sanitised single-line text). */
export function truncate(text, width) {
    if (width <= 0)
        return '';
    if (text.length <= width)
        return text;
    if (width === 1)
        return '…';
    return `${text.slice(0, width - 1)}…`;
}
/** Pads or cuts to exactly `width` columns. */
export function cell(text, width) {
    const t = truncate(text, width);
    return t + ' '.repeat(Math.max(0, width - t.length));
}
/** A table column: the text cut to `width - 1` plus one space, so neighbours never touch. */
export function column(text, width) {
    return width <= 0 ? '' : cell(text, width - 1) + ' ';
}
