import { jsxs as _jsxs, jsx as _jsx } from "react/jsx-runtime";
// New secret set: name (checked as you type), region (the service's regions, org default preselected) and
// the first keys, on the form engine. Values stay in the form until the one PUT that creates the set.
import { Box, Text } from 'ink';
import { Confirm } from '../components/Confirm.js';
import { FormView } from '../components/form/FormView.js';
import { useScreenArea } from '../components/layout.js';
import { Spinner } from '../components/Spinner.js';
import { theme } from '../components/theme.js';
import { useNewSet } from './newSet/useNewSet.js';
const LABEL_WIDTH = 8;
export function NewSet() {
    const m = useNewSet();
    const { height } = useScreenArea();
    if (m.confirmCancel) {
        return (_jsx(Confirm, { title: "Discard the new set?", yesLabel: "discard", onYes: m.discard, onNo: m.keepEditing, children: _jsxs(Text, { wrap: "truncate-end", children: ["Nothing has been sent. ", m.pairs.length > 0 ? `Keys typed: ${m.pairs.map((p) => p.secretKey).join(', ')}` : ''] }) }));
    }
    const keysLine = m.pairs.length > 0 ? m.pairs.map((p) => p.secretKey).join(', ') : 'none yet';
    // Name and region, the keys added so far, then key, value and the create button: one form, two blocks.
    const [name, region, key, value, create] = m.specs;
    return (_jsxs(Box, { flexDirection: "column", height: height, overflow: "hidden", children: [_jsx(Text, { bold: true, children: "New secret set" }), _jsx(FormView, { specs: [name, region], state: m.form, height: 4, labelWidth: LABEL_WIDTH }), _jsx(Text, { children: " " }), _jsxs(Text, { wrap: "truncate-end", children: ['  ', "keys (", m.pairs.length, "): ", _jsx(Text, { color: theme.muted, children: keysLine })] }), _jsx(FormView, { specs: [key, value], state: m.form, height: 4, labelWidth: LABEL_WIDTH }), _jsx(Text, { children: " " }), _jsx(FormView, { specs: [create], state: m.form, height: 1 }), m.submitting ? _jsx(Spinner, { label: `creating ${m.name}…` }) : null, m.formError ? (_jsxs(Text, { color: theme.error, wrap: "truncate-end", children: ["\u2716 ", m.formError] })) : null] }));
}
