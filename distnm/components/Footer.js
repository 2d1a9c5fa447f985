import { jsx as _jsx } from "react/jsx-runtime";
import { Text } from 'ink';
import { theme } from './theme.js';
/** The current scope's keys in one line (text from keymap.footerText). */
export function Footer({ text }) {
    return (_jsx(Text, { color: theme.muted, wrap: "truncate-end", children: text.length > 0 ? text : ' ' }));
}
