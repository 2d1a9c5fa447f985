// How many rows Ink's `wrap="wrap"` needs for a text at a width (greedy word wrap; a word longer than the
// width is broken), so a screen can give a wrapped message all the rows it takes.
export function wrappedLineCount(text, width) {
    if (width <= 0)
        return 1;
    let lines = 0;
    for (const paragraph of text.split('\n')) {
        let used = 0;
        lines++;
        for (const word of paragraph.split(' ')) {
            let len = [...word].length;
            const need = used === 0 ? len : used + 1 + len;
            if (need <= width) {
                used = need;
                continue;
            }
            if (used > 0)
                lines++;
            while (len > width) {
                lines++;
                len -= width;
            }
            used = len;
        }
    }
    return lines;
}
