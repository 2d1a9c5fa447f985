import { jsxs as _jsxs, jsx as _jsx } from "react/jsx-runtime";
// Loading a `.env` file into a set (read as python-dotenv reads it, api/dotenv): the preview of keys to add /
// overwrite, of values that were interpolated, and of refused lines — a file with any refused line loads nothing.
// Parsed values stay in the preview object (owned by the key editor's state) until applied or cancelled.
import { Box, Text } from 'ink';
import { homedir } from 'node:os';
import { resolve } from 'node:path';
import { theme } from '../../components/theme.js';
/** `~` and `~/…` expanded, then resolved against the working directory. */
export function expandPath(p) {
    const t = p.trim();
    return resolve(t === '~' ? homedir() : t.startsWith('~/') ? homedir() + t.slice(1) : t);
}
export function buildPreview(path, parsed, known) {
    const keys = Object.keys(parsed.pairs);
    return {
        path,
        pairs: parsed.pairs,
        add: keys.filter((k) => !known.has(k)),
        overwrite: keys.filter((k) => known.has(k)),
        interpolated: parsed.interpolated,
        errors: parsed.errors,
    };
}
export function PreviewView({ preview, clashes, draft, setName, height, }) {
    const valid = preview.add.length + preview.overwrite.length;
    const lines = [];
    lines.push(_jsxs(Text, { bold: true, wrap: "truncate-start", children: ["Load ", preview.path, " into ", setName] }, "t"), _jsx(Text, { wrap: "truncate-end", children: preview.errors.length > 0
            ? `nothing can be loaded: ${preview.errors.length === 1 ? 'a line' : 'lines'} of the file cannot be used`
            : `${preview.add.length} to add, ${preview.overwrite.length} to overwrite` }, "c"));
    if (preview.add.length > 0)
        lines.push(_jsxs(Text, { color: theme.success, wrap: "truncate-end", children: ["+ add: ", preview.add.join(', ')] }, "a"));
    if (preview.overwrite.length > 0)
        lines.push(_jsxs(Text, { color: theme.warning, wrap: "truncate-end", children: ["~ overwrite: ", preview.overwrite.join(', ')] }, "o"));
    if (preview.interpolated.length > 0)
        lines.push(_jsxs(Text, { color: theme.warning, wrap: "truncate-end", children: ["$ interpolated ($", '{…}', " expanded as python-dotenv does): ", preview.interpolated.join(', ')] }, "i"));
    if (valid > 0)
        lines.push(_jsx(Text, { color: theme.muted, wrap: "truncate-end", children: "(whether an overwritten value is unchanged can't be known: values are never read back)" }, "u"));
    if (clashes.length > 0)
        lines.push(_jsxs(Text, { color: theme.error, wrap: "wrap", children: ["! clashes with your staged edits:", ' ', clashes.map((k) => `${k} (staged ${draft[k]?.kind === 'unset' ? 'unset' : 'value differs'})`).join(', ')] }, "x"));
    for (const [i, e] of preview.errors.entries())
        lines.push(_jsxs(Text, { color: theme.error, wrap: "truncate-end", children: ["\u2716 ", e.message] }, `e${i}`));
    const footer = (_jsx(Text, { bold: true, children: valid === 0
            ? 'nothing loaded — fix the file, then l loads it again · esc back'
            : clashes.length > 0
                ? "y take the file's values · k keep my staged edits · n/esc cancel"
                : 'y stage them (sent with s) · n/esc cancel' }, "f"));
    const room = Math.max(1, height - 1);
    const shown = lines.length > room ? [...lines.slice(0, room - 1), _jsxs(Text, { children: ["\u2026 ", lines.length - room + 1, " more lines"] }, "more")] : lines;
    return (_jsxs(Box, { flexDirection: "column", children: [shown, footer] }));
}
