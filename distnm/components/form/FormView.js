import { Fragment as _Fragment, jsx as _jsx, jsxs as _jsxs } from "react/jsx-runtime";
import { Box, Text } from 'ink';
import { useScreenArea } from '../layout.js';
import { theme } from '../theme.js';
import { MASK_CHAR } from '../TextField.js';
import { useRevealGate } from '../revealGate.js';
import { fieldState, shownError, visibleFields } from './formModel.js';
function valueText(spec, value) {
    if (spec.kind === 'button')
        return '';
    if (spec.kind === 'bool')
        return value ? '[x] on' : '[ ] off';
    if (spec.kind === 'choice') {
        const option = spec.options.find((o) => o.value === value);
        if (spec.options.length === 0)
            return '';
        return `‹ ${option?.label ?? String(value)} ›`;
    }
    return typeof value === 'string' ? value : '';
}
/** A text value with the cursor (null: not focused); while typing, the part around the cursor stays visible. */
function TextValue({ chars, cursor, room }) {
    if (cursor === null)
        return _jsx(_Fragment, { children: chars.join('') });
    const from = chars.length > room ? Math.max(0, cursor - (room - 1)) : 0;
    return (_jsxs(_Fragment, { children: [from > 0 ? '…' : '', chars.slice(from, cursor).join(""), _jsx(Text, { color: theme.accent, children: "\u258C" }), chars.slice(cursor).join('')] }));
}
export function FormView(props) {
    const { specs, state } = props;
    const { width } = useScreenArea();
    const revealAllowed = useRevealGate(true);
    // Narrow terminals get a narrower label column; every row is one line, cut at the edge, never wrapped.
    const labelWidth = Math.min(props.labelWidth ?? 24, Math.max(12, Math.floor(width * 0.35)));
    const rows = [];
    for (const spec of visibleFields(specs, state.values)) {
        const focused = spec.id === state.focus;
        const value = state.values[spec.id];
        const label = `${spec.indent ? '  ' : ''}${spec.label}`.padEnd(labelWidth);
        const text = typeof value === 'string' ? value : '';
        const revealed = revealAllowed && state.revealed[spec.id] === true;
        const hint = typeof spec.hint === 'function' ? spec.hint({ value: typeof value === 'string' ? value : String(value ?? ''), focused, revealed }) : spec.hint;
        if (spec.kind === 'button') {
            rows.push({
                key: spec.id,
                fieldId: spec.id,
                node: (_jsx(Text, { bold: focused, color: focused ? theme.accent : undefined, wrap: "truncate-end", children: `${focused ? '› ' : '  '}[ ${spec.label} ]` })),
            });
            continue;
        }
        rows.push({
            key: spec.id,
            fieldId: spec.id,
            node: (_jsxs(Text, { wrap: "truncate-end", children: [_jsx(Text, { bold: focused, children: `${focused ? '› ' : '  '}${label}` }), spec.kind !== 'text' ? (valueText(spec, value)) : text === '' && !focused && spec.placeholder ? (_jsx(Text, { color: theme.muted, children: spec.placeholder })) : (_jsx(TextValue, { chars: [...(spec.masked && !revealed ? MASK_CHAR.repeat([...text].length) : text)], cursor: focused ? fieldState(state, spec.id).cursor : null, room: Math.max(4, width - labelWidth - 4) })), hint ? _jsx(Text, { color: theme.muted, children: `  ${hint}` }) : null] })),
        });
        const description = spec.kind === 'text' && spec.describe ? spec.describe(text, state.values) : null;
        const error = shownError(spec, state);
        if (error) {
            rows.push({
                key: `${spec.id}:error`,
                fieldId: spec.id,
                node: _jsx(Text, { color: theme.error, wrap: "truncate-end", children: `    ✖ ${error}` }),
            });
        }
        else if (description) {
            rows.push({
                key: `${spec.id}:describe`,
                fieldId: spec.id,
                node: _jsx(Text, { color: theme.muted, wrap: "truncate-end", children: `${' '.repeat(labelWidth + 2)}${description}` }),
            });
        }
    }
    const height = Math.max(1, props.height);
    let start = 0;
    if (rows.length > height) {
        const focusRow = Math.max(0, rows.findIndex((r) => r.fieldId === state.focus));
        start = Math.min(Math.max(0, focusRow - Math.floor(height / 2)), rows.length - height);
    }
    const windowed = rows.slice(start, start + height);
    return (_jsxs(Box, { flexDirection: "column", children: [windowed.map((r) => (_jsx(Box, { children: r.node }, r.key))), rows.length > height ? (_jsx(Text, { color: theme.muted, children: `  … ${start > 0 ? `${start} above · ` : ''}${rows.length - start - windowed.length} below (↑/↓)` })) : null] }));
}
