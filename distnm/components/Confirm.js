import { jsx as _jsx, jsxs as _jsxs } from "react/jsx-runtime";
// A yes/no question. Cancel is the default: Enter, n and Esc cancel; only y confirms.
import { Box, Text } from 'ink';
import { useDialogKeys, useKeyRouter } from './keyRouter.js';
import { theme } from './theme.js';
export function Confirm({ title, children, yesLabel = 'yes', onYes, onNo }) {
    const router = useKeyRouter();
    useDialogKeys('confirm', (input, key) => {
        const action = router.action('confirm', input, key);
        if (action === 'yes')
            onYes();
        else if (action === 'no')
            onNo();
    });
    return (_jsxs(Box, { flexDirection: "column", borderStyle: "round", borderColor: theme.warning, paddingX: 1, flexShrink: 0, children: [_jsx(Text, { bold: true, children: title }), children, _jsxs(Text, { color: theme.muted, children: ["y ", yesLabel, " \u00B7 n/esc/enter cancel"] })] }));
}
