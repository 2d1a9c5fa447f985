import { jsx as _jsx, jsxs as _jsxs } from "react/jsx-runtime";
// The `?` overlay: every key of the current screen and the global keys, from the binding table.
import { Box, Text } from 'ink';
import { useState } from 'react';
import { useScreenArea } from '../components/layout.js';
import { useDialogKeys } from '../components/keyRouter.js';
import { theme } from '../components/theme.js';
import { useAppStore } from '../state/context.js';
import { bindingsFor, matchBinding } from './keymap.js';
export function Help({ scope, title, onClose }) {
    const { height } = useScreenArea();
    const [offset, setOffset] = useState(0);
    useDialogKeys('help', (input, key) => {
        const action = matchBinding('help', input, key)?.action;
        if (action === 'close')
            onClose();
        // Scrolls when the list is longer than the screen.
        else if (action === 'scrollDown')
            setOffset((o) => o + 1);
        else if (action === 'scrollUp')
            setOffset((o) => Math.max(0, o - 1));
    });
    const target = useAppStore((s) => s.target);
    const rows = [
        { heading: title },
        ...bindingsFor(scope).map((binding) => ({ binding })),
        { heading: 'Everywhere' },
        ...bindingsFor('global').map((binding) => ({ binding })),
        // The header shows this hint only until the user first leaves the home screen.
        ...(target.kind === 'emulator' && target.hint ? [{ heading: 'Local emulator' }, { note: target.hint }] : []),
    ];
    const room = Math.max(1, height - 1);
    const start = Math.min(offset, Math.max(0, rows.length - room));
    const visible = rows.slice(start, start + room);
    const hidden = rows.length - visible.length - start;
    return (_jsxs(Box, { flexDirection: "column", children: [visible.map((r, i) => r.heading ? (_jsx(Text, { bold: true, color: theme.accent, children: r.heading }, `h${i}`)) : r.note ? (_jsx(Text, { color: theme.muted, wrap: "truncate-end", children: '  ' + r.note }, `n${i}`)) : (_jsxs(Box, { children: [_jsx(Box, { width: 16, flexShrink: 0, children: _jsx(Text, { bold: true, children: '  ' + r.binding.keys.join(' / ') }) }), _jsx(Text, { wrap: "truncate-end", children: r.binding.description })] }, `b${i}`))), hidden > 0 ? _jsxs(Text, { color: theme.muted, children: ["\u2026 ", hidden, " more"] }) : null] }));
}
