import { jsx as _jsx, jsxs as _jsxs, Fragment as _Fragment } from "react/jsx-runtime";
// The rooms screen's views, one per view of model.ts, plus the status lines under them. They draw what
// useRooms returns and the store's room list; they hold no state.
import { Box, Text } from 'ink';
import { sanitizeTerminalText } from '../../api/sanitize.js';
import { DelayedSpinner } from '../../components/DelayedSpinner.js';
import { FormView } from '../../components/form/FormView.js';
import { maxScrollOffset, ScrollView } from '../../components/ScrollView.js';
import { TextField } from '../../components/TextField.js';
import { theme } from '../../components/theme.js';
import { useAppStore } from '../../state/context.js';
import { ROOMS_PAGE_SIZE } from '../../state/roomsSlice.js';
import { domainRecordingLine } from './format.js';
import { RoomDetailView, RoomTable, TokenClaimsView } from './RoomViews.js';
export function ListView({ m }) {
    const rooms = useAppStore((s) => s.rooms);
    const total = useAppStore((s) => s.roomsTotal);
    const page = useAppStore((s) => s.roomsPage);
    const loading = useAppStore((s) => s.roomsLoading);
    const listError = useAppStore((s) => s.roomsError);
    const selected = useAppStore((s) => s.roomsSelected);
    const forceAudioOnly = useAppStore((s) => s.forceAudioOnly);
    const domainError = useAppStore((s) => s.domainConfigError);
    const pages = Math.max(1, Math.ceil(total / ROOMS_PAGE_SIZE));
    return (_jsxs(Box, { flexDirection: "column", children: [_jsxs(Box, { children: [_jsx(Text, { bold: true, color: theme.accent, children: "Rooms" }), _jsx(Text, { children: rooms ? `  ${total} room${total === 1 ? '' : 's'} · page ${page + 1}/${pages}` : '' }), loading && !m.state.busy ? (_jsx(Box, { marginLeft: 2, children: _jsx(DelayedSpinner, { label: "loading" }) })) : null] }), _jsx(Text, { color: theme.muted, wrap: "truncate-end", children: domainRecordingLine(forceAudioOnly, domainError) }), listError ? _jsxs(Text, { color: theme.error, children: ["\u2716 ", listError, " (r to retry)"] }) : null, rooms && rooms.length === 0 ? _jsx(Text, { children: "No rooms yet. Press n to create one, u to look one up by URL." }) : null, rooms && rooms.length > 0 ? _jsx(RoomTable, { rooms: rooms, selected: selected, nowMs: m.nowMs, width: m.width, forceAudioOnly: forceAudioOnly }) : null] }));
}
/** The create form and the token form (the form engine's FormView). */
export function FormScreen({ m, title, specs }) {
    return (_jsxs(Box, { flexDirection: "column", children: [_jsx(Text, { bold: true, color: theme.accent, children: title }), m.state.form ? _jsx(FormView, { specs: specs, state: m.state.form, height: Math.max(3, m.height - 4) }) : null] }));
}
/**
 * The token on ONE line, never wrapped: a mouse selection of a wrapped token would copy line breaks into it.
 * When the terminal is narrower than the token the line is cut visibly and says how wide it must be.
 */
export function TokenScreen({ m, view }) {
    const token = sanitizeTerminalText(view.token, { singleLine: true });
    const fits = token.length <= m.width;
    return (_jsxs(Box, { flexDirection: "column", children: [_jsxs(Text, { bold: true, color: theme.accent, children: ["Meeting token for ", view.room.name, " \u2014 shown once, not stored"] }), _jsx(Text, { wrap: "truncate-end", children: token }), fits ? null : (_jsxs(Box, { flexDirection: "column", children: [_jsxs(Text, { color: theme.warning, wrap: "truncate-end", children: ["\u2191 cut to fit: the token is ", token.length, " characters."] }), _jsxs(Text, { color: theme.warning, wrap: "truncate-end", children: ["A terminal ", token.length, "+ columns wide shows it whole for a mouse selection; c copies it."] })] })), view.claims ? _jsx(TokenClaimsView, { claims: view.claims, nowMs: m.nowMs }) : _jsx(Text, { color: theme.warning, children: "(the token could not be decoded)" }), _jsx(Text, { color: theme.muted, children: "c copies it (OSC 52 \u2014 your terminal may not support it) \u00B7 Esc forgets it" })] }));
}
export function DetailScreen({ m, view }) {
    const room = useAppStore((s) => s.currentRoom);
    const forceAudioOnly = useAppStore((s) => s.forceAudioOnly);
    if (!room)
        return _jsx(Text, { children: "The room is gone. Esc goes back to the list." });
    const max = maxScrollOffset(m.detailHeight, m.detailWindow);
    return (_jsxs(Box, { flexDirection: "column", children: [_jsx(ScrollView, { height: m.detailWindow, offset: m.state.detailScroll, onMeasure: m.setDetailHeight, children: _jsx(RoomDetailView, { room: room, forceAudioOnly: forceAudioOnly, activeRecording: m.state.activeRecording, nowMs: m.nowMs, title: view.created ? `Room ${room.name} created` : `Room ${room.name}` }) }), m.detailHeight > m.detailWindow ? (_jsx(Text, { color: theme.muted, children: m.state.detailScroll < max ? `↓ ${max - m.state.detailScroll} more lines · j/k scroll` : '↑ j/k scroll' })) : null] }));
}
/** Look up by URL, or delete by URL or name: one text field. */
export function PromptScreen({ m, view }) {
    const lookup = view.name === 'lookup';
    return (_jsxs(Box, { flexDirection: "column", children: [_jsx(Text, { bold: true, color: theme.accent, children: lookup ? 'Look up a room by URL' : 'Delete a room by URL or name' }), _jsx(TextField, { label: lookup ? 'url' : 'url or name', ...m.prompt.props, revealed: true, focused: m.state.confirmDelete === null, placeholder: "https://your-domain.daily.co/my-room", labelWidth: 14 })] }));
}
/** The running action, the last error and the last note. */
export function StatusLines({ m }) {
    const { busy, error, note } = m.state;
    return (_jsxs(_Fragment, { children: [busy ? _jsx(DelayedSpinner, { label: busy }, busy) : null, error ? (_jsxs(Text, { color: theme.error, wrap: "wrap", children: ["\u2716 ", error] })) : null, note ? (_jsxs(Text, { color: theme.muted, wrap: "wrap", children: ["\u2139 ", note] })) : null] }));
}
