import { jsx as _jsx } from "react/jsx-runtime";
// Running text that wraps at word boundaries without a stray leading space on the next line. Ink's own
// wrapping keeps the space at the break (it wraps with trim off), so a line can start with " confirm)";
// here every word is its own box in a wrapping row, one column apart.
import { Box, Text } from 'ink';
export function Paragraph({ children, color }) {
    const words = children.split(/\s+/).filter((w) => w !== '');
    return (_jsx(Box, { flexWrap: "wrap", columnGap: 1, children: words.map((word, i) => (_jsx(Text, { color: color, children: word }, i))) }));
}
