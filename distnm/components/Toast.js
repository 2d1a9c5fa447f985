import { jsxs as _jsxs } from "react/jsx-runtime";
import { Text } from 'ink';
import { theme } from './theme.js';
const prefix = { info: 'ℹ', success: '✔', error: '✖' };
/** One line; the prefix keeps the kind readable without colour. */
export function Toast({ text, kind }) {
    const colour = kind === 'success' ? theme.success : kind === 'error' ? theme.error : theme.accent;
    return (_jsxs(Text, { color: colour, wrap: "truncate-end", children: [prefix[kind], " ", text] }));
}
