import { jsx as _jsx, jsxs as _jsxs } from "react/jsx-runtime";
// For irreversible actions: the user types the exact name; Enter confirms only on a match; Esc cancels.
import { Box, Text } from 'ink';
import { useState } from 'react';
import { useDialogKeys } from './keyRouter.js';
import { useTextField } from './useTextField.js';
import { TextField } from './TextField.js';
import { theme } from './theme.js';
export function TypeToConfirm({ title, expected, children, onConfirm, onCancel }) {
    const field = useTextField('', { onChange: () => setError(null) });
    const [error, setError] = useState(null);
    useDialogKeys('typeToConfirm', (input, key) => {
        const r = field.handle(input, key);
        if (r === 'cancel')
            onCancel();
        else if (r === 'submit') {
            if (field.value === expected)
                onConfirm();
            else
                setError(`type exactly ${expected} to confirm`);
        }
    }, { acceptsText: true });
    return (_jsxs(Box, { flexDirection: "column", borderStyle: "round", borderColor: theme.error, paddingX: 1, flexShrink: 0, children: [_jsx(Text, { bold: true, children: title }), children, _jsxs(Text, { children: ["Type ", _jsx(Text, { bold: true, children: expected }), " to confirm, or press Esc to cancel."] }), _jsx(TextField, { label: "name", ...field.props, revealed: true, focused: true, error: error })] }));
}
