import { jsxs as _jsxs, jsx as _jsx, Fragment as _Fragment } from "react/jsx-runtime";
// The key editor's views: title and summary, the key rows, the bottom area (fields, a running save, the
// last save's steps, errors) and the dialogs. They draw what useKeyEditor returns and hold no state.
import { Box, Text } from 'ink';
import { Confirm } from '../../components/Confirm.js';
import { shownError } from '../../components/form/formModel.js';
import { FormView } from '../../components/form/FormView.js';
import { cell } from '../../components/layout.js';
import { Spinner } from '../../components/Spinner.js';
import { StatusBadge } from '../../components/StatusBadge.js';
import { TextField } from '../../components/TextField.js';
import { theme } from '../../components/theme.js';
import { WindowedList } from '../../components/WindowedList.js';
import { wrappedLineCount } from '../../components/wrapCount.js';
import { PreviewView } from './FilePreview.js';
import { planSave, stagedCount } from './model.js';
const changes = (n) => `${n} staged ${n === 1 ? 'change' : 'changes'}`;
function Title({ m }) {
    const { detail, name, following } = m;
    return (_jsxs(Box, { children: [_jsx(Box, { flexShrink: 1, children: _jsxs(Text, { bold: true, wrap: "truncate-end", children: [name, detail?.region ? _jsxs(Text, { color: theme.muted, children: [" \u00B7 ", detail.region] }) : null, '  '] }) }), _jsxs(Box, { flexShrink: 0, children: [detail?.status ? _jsx(StatusBadge, { status: detail.status }) : _jsx(Text, { children: " " }), following !== null ? (_jsxs(_Fragment, { children: [_jsx(Text, { children: " " }), detail?.loading ? _jsx(Spinner, {}) : _jsx(Text, { color: theme.accent, children: "\u27F3" }), _jsxs(Text, { color: theme.accent, children: [" following until ready (", Math.round(following / 1000), "s)"] })] })) : null] })] }));
}
function Summary({ m }) {
    const keys = m.detail?.keys;
    const staged = stagedCount(m.state.draft);
    return (_jsxs(Text, { wrap: "truncate-end", children: [keys ? `${keys.length} ${keys.length === 1 ? 'key' : 'keys'}` : 'keys: …', staged > 0 ? _jsx(Text, { color: theme.warning, children: ` · ${changes(staged)} (s save · u discard)` }) : null, _jsx(Text, { color: theme.muted, children: " \u00B7 values are never shown" })] }));
}
const STAGED_LABEL = {
    add: '+ add (staged)',
    replace: '~ replace (staged)',
    unset: '- unset (staged)',
};
function KeyRows({ m, height, keyWidth }) {
    return (_jsxs(Box, { flexDirection: "column", children: [_jsxs(Text, { bold: true, color: theme.muted, children: ['  ', cell('KEY', keyWidth), "STATE"] }), _jsx(WindowedList, { items: m.rows, selectedIndex: m.selectedIndex, height: Math.max(1, height - 1), keyOf: (r) => r.key, renderRow: (r, _i, isSelected) => (_jsxs(Text, { children: [_jsxs(Text, { bold: isSelected, color: isSelected ? theme.accent : undefined, children: [isSelected ? '› ' : '  ', cell(r.key, keyWidth)] }), r.staged ? _jsx(Text, { color: r.staged === 'unset' ? theme.error : theme.warning, children: STAGED_LABEL[r.staged] }) : _jsx(Text, { color: theme.muted, children: "stored" })] })) })] }));
}
const GLYPH = { ok: '✔', failed: '✖', 'not sent': '·' };
/** The last save's steps: one line, then what is kept when something failed. */
function Report({ steps, staged }) {
    const putFailure = steps.find((s) => s.step.startsWith('PUT') && s.result === 'failed');
    const failed = steps.some((s) => s.result === 'failed');
    const line = putFailure
        ? putFailure.uncertain
            ? `✖ ${putFailure.message}`
            : `✖ save failed: ${putFailure.message}`
        : steps.map((s) => `${GLYPH[s.result]} ${s.step}${s.message ? `: ${s.message}` : s.result === 'not sent' ? ' (not sent)' : ''}`).join(' · ');
    return (_jsxs(Box, { flexDirection: "column", children: [_jsx(Text, { color: failed ? theme.error : theme.success, wrap: "truncate-end", children: line }), failed ? (_jsxs(Text, { color: theme.warning, wrap: "truncate-end", children: ["your ", staged, " staged ", staged === 1 ? 'change is' : 'changes are', " kept \u00B7 s to retry \u00B7 u to discard"] })) : null] }));
}
/** The bottom area and how many lines it takes (`width`, `maxLines`: room for a wrapped failure message). */
export function bottomOf(m, width = 80, maxLines = 1) {
    const { mode, fieldError, report, draft } = m.state;
    const { detail, name } = m;
    if (mode.kind === 'input') {
        const errors = m.inputSpecs.filter((spec) => shownError(spec, m.input) !== null).length;
        return {
            lines: m.inputSpecs.length + errors + (mode.replacing !== null ? 1 : 0),
            node: (_jsxs(Box, { flexDirection: "column", children: [mode.replacing !== null ? (_jsxs(Text, { wrap: "truncate-end", children: ['  key     ', mode.replacing, _jsx(Text, { color: theme.muted, children: "  exists: the value will be replaced" })] })) : null, _jsx(FormView, { specs: m.inputSpecs, state: m.input, height: m.inputSpecs.length * 2, labelWidth: 6 })] })),
        };
    }
    if (mode.kind === 'loadPath') {
        return {
            lines: 2,
            node: (_jsxs(Box, { flexDirection: "column", children: [_jsx(TextField, { label: "file", labelWidth: 8, ...m.pathField.props, revealed: true, focused: true, error: fieldError }), _jsx(Text, { color: theme.muted, children: "a .env file, read as python-dotenv reads it \u00B7 enter preview \u00B7 esc cancel" })] })),
        };
    }
    if (mode.kind === 'saving')
        return { lines: 1, node: _jsx(Spinner, { label: `${mode.what}…` }) };
    if (report)
        return { lines: report.some((s) => s.result === 'failed') ? 2 : 1, node: _jsx(Report, { steps: report, staged: stagedCount(draft) }) };
    if (detail?.error)
        return { lines: 1, node: _jsxs(Text, { color: theme.error, wrap: "truncate-end", children: ["\u2716 ", detail.missing ? `set ${name} not found` : detail.error, " \u2014 r to retry"] }) };
    if (detail?.status === 'failed') {
        // The whole message, wrapped: the set list had to cut it.
        const text = `✖ failed: ${detail.errorMessage ?? 'no message from the service'}`;
        const lines = Math.max(1, Math.min(maxLines, wrappedLineCount(text, width)));
        return {
            lines,
            node: (_jsx(Box, { height: lines, overflow: "hidden", flexShrink: 0, children: _jsx(Text, { color: theme.error, wrap: "wrap", children: text }) })),
        };
    }
    return { lines: 1, node: _jsx(Text, { children: " " }) };
}
export function Middle({ m, height, keyWidth }) {
    const { mode, draft } = m.state;
    const { detail, name } = m;
    if (mode.kind === 'confirmSave') {
        const plan = planSave(draft);
        return (_jsxs(Confirm, { title: `Save ${changes(stagedCount(draft))} to ${name}?`, yesLabel: "save", onYes: m.confirmSave, onNo: m.backToList, children: [plan.put.length > 0 ? _jsxs(Text, { wrap: "truncate-end", children: ["set (one PUT): ", plan.put.map((p) => p.secretKey).join(', ')] }) : null, _jsxs(Text, { wrap: "truncate-end", children: ["then unset (removed with their values): ", plan.unsets.join(', ')] })] }));
    }
    if (mode.kind === 'confirmDiscard') {
        const n = stagedCount(draft);
        return (_jsx(Confirm, { title: `Discard ${changes(n)} to ${name}?`, yesLabel: "discard", onYes: m.confirmDiscard, onNo: m.backToList, children: _jsxs(Text, { wrap: "truncate-end", children: ["Not saved: ", Object.keys(draft).join(', ')] }) }));
    }
    if (mode.kind === 'preview')
        return _jsx(PreviewView, { preview: mode.preview, clashes: mode.clashes, draft: draft, setName: name, height: height });
    if (detail?.missing)
        return _jsxs(Text, { children: ["There is no set named ", name, " (deleted elsewhere?). Esc goes back to the list."] });
    if (!detail?.keys && detail?.loading !== false)
        return _jsx(Spinner, { label: "loading keys\u2026" });
    if (m.rows.length === 0)
        return _jsxs(Text, { children: ["No keys", detail?.keys ? '' : ' loaded', ". Press a to add one or l to load a file."] });
    return _jsx(KeyRows, { m: m, height: height, keyWidth: keyWidth });
}
export { Summary, Title };
