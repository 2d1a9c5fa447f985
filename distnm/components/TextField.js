import { jsxs as _jsxs, jsx as _jsx } from "react/jsx-runtime";
import { Box, Text } from 'ink';
import { useRevealGate } from './revealGate.js';
import { theme } from './theme.js';
export const MASK_CHAR = '•';
/** A one-line field. Keys reach it through the owner's handler (useTextField / textEdit.ts), never its own useInput. */
export function TextField({ label, value, cursor, focused, masked, revealed, placeholder, error, hint, labelWidth }) {
    const shownRevealed = useRevealGate(revealed === true);
    const chars = [...(masked && !shownRevealed ? MASK_CHAR.repeat([...value].length) : value)];
    const shown = chars.join('');
    const at = Math.min(Math.max(0, cursor ?? chars.length), chars.length);
    const before = chars.slice(0, at).join('');
    const after = chars.slice(at).join('');
    return (_jsxs(Box, { children: [label !== undefined && (_jsx(Box, { width: labelWidth ?? label.length + 3, flexShrink: 0, children: _jsxs(Text, { bold: focused, children: [focused ? '› ' : '  ', label] }) })), _jsx(Box, { flexShrink: [...shown].length > 40 ? 1 : 0, children: _jsxs(Text, { wrap: "truncate-start", children: [shown.length === 0 && placeholder && !focused ? _jsx(Text, { color: theme.muted, children: placeholder }) : focused ? before : shown, focused ? _jsx(Text, { color: theme.accent, children: "\u258C" }) : null, focused ? after : null] }) }), error ? (_jsx(Box, { marginLeft: 1, flexShrink: 1, children: _jsxs(Text, { color: theme.error, wrap: "truncate-end", children: ["\u2716 ", error] }) })) : hint ? (_jsx(Box, { marginLeft: 1, flexShrink: 1, children: _jsx(Text, { color: theme.muted, wrap: "truncate-end", children: hint }) })) : null] }));
}
