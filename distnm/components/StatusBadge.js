import { jsx as _jsx } from "react/jsx-runtime";
import { Text } from 'ink';
import { theme } from './theme.js';
export const STATUS_GLYPH = { ready: '●', pending: '◌', failed: '✖' };
export function statusLabel(status) {
    return `${STATUS_GLYPH[status] ?? '?'} ${status}`;
}
const colour = (status) => status === 'ready' ? theme.success : status === 'pending' ? theme.warning : status === 'failed' ? theme.error : undefined;
/** Glyph + word (`● ready`, `◌ pending`, `✖ failed`) so status never depends on colour. */
export function StatusBadge({ status }) {
    return _jsx(Text, { color: colour(status), children: statusLabel(status) });
}
