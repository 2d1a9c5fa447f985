import { jsx as _jsx, jsxs as _jsxs } from "react/jsx-runtime";
// The recordings screen (3, or Tab from rooms): the room service's recordings, paged, filterable by room,
// auto-refreshed while one is in progress; details, download with progress, link copy, delete. Shape of the
// pull-secret wizard: pure model (recordings/model.ts), a hook (recordings/useRecordingsScreen.ts), views.
import { Box, Text, useStdout } from 'ink';
import { useScreenArea } from '../components/layout.js';
import { TextField } from '../components/TextField.js';
import { theme } from '../components/theme.js';
import { TypeToConfirm } from '../components/TypeToConfirm.js';
import { useAppStore } from '../state/context.js';
import { RECORDINGS_PAGE_SIZE } from '../state/recordingsSlice.js';
import { deleteConfirmation } from './recordings/model.js';
import { useRecordingsScreen } from './recordings/useRecordingsScreen.js';
import { DownloadProgressView, DownloadPrompt, RecordingDetail, RecordingTable } from './recordings/views.js';
import { DelayedSpinner } from '../components/DelayedSpinner.js';
export function Recordings({ writeClipboard, env = process.env, cwd = process.cwd(), room }) {
    const { stdout } = useStdout();
    const writeSequence = writeClipboard ?? ((sequence) => void stdout.write(sequence));
    const { width } = useScreenArea();
    const recordings = useAppStore((s) => s.recordings);
    const total = useAppStore((s) => s.recordingsTotal);
    const page = useAppStore((s) => s.recordingsPage);
    const loading = useAppStore((s) => s.recordingsLoading);
    const listError = useAppStore((s) => s.recordingsError);
    const roomFilter = useAppStore((s) => s.recordingsRoom);
    const screen = useRecordingsScreen({ writeClipboard: writeSequence, env, cwd, room });
    const { mode, message } = screen.state;
    const rec = screen.current;
    const pages = Math.max(1, Math.ceil(total / RECORDINGS_PAGE_SIZE));
    const list = (_jsxs(Box, { flexDirection: "column", children: [_jsxs(Box, { children: [_jsx(Text, { bold: true, color: theme.accent, children: "Recordings" }), _jsx(Text, { children: recordings ? `  ${total} recording${total === 1 ? '' : 's'}${roomFilter ? ` of ${roomFilter}` : ''} · page ${page + 1}/${pages}` : '' }), screen.pollDelay !== null ? _jsx(Text, { color: theme.muted, children: `  ↻ in progress, refresh in ${Math.round(screen.pollDelay / 1000)} s` }) : null, loading ? (_jsx(Box, { marginLeft: 2, children: _jsx(DelayedSpinner, { label: "loading" }) })) : null] }), listError ? _jsxs(Text, { color: theme.error, children: ["\u2716 ", listError, " (r to retry)"] }) : null, recordings && recordings.length === 0 ? (_jsx(Text, { children: roomFilter ? `No recordings of ${roomFilter}. / changes the filter.` : 'No recordings yet. Start one from a room (2, enter, s).' })) : null, recordings && recordings.length > 0 ? _jsx(RecordingTable, { recordings: recordings, selected: screen.selected, width: width }) : null] }));
    let body;
    switch (mode.kind) {
        case 'filter':
            body = (_jsxs(Box, { flexDirection: "column", children: [list, _jsx(TextField, { label: "room", value: mode.text, cursor: screen.promptCursor, focused: true, placeholder: "all rooms (empty)", labelWidth: 8 })] }));
            break;
        case 'detail':
            body = rec ? _jsx(RecordingDetail, { rec: rec }) : _jsx(Text, { children: "The recording is no longer listed. Esc goes back." });
            break;
        case 'download':
            body = rec ? _jsx(DownloadPrompt, { rec: rec, dir: mode.dir, cursor: screen.promptCursor, focused: true }) : _jsx(Text, { children: "The recording is no longer listed. Esc goes back." });
            break;
        case 'downloading':
            body = _jsx(DownloadProgressView, { file: mode.file, files: mode.files, progress: mode.progress });
            break;
        default:
            body = list;
    }
    return (_jsxs(Box, { flexDirection: "column", children: [mode.kind === 'delete' ? null : body, message ? (_jsxs(Text, { color: message.kind === 'error' ? theme.error : message.kind === 'success' ? theme.success : theme.muted, wrap: "wrap", children: [message.kind === 'error' ? '✖' : message.kind === 'success' ? '✔' : 'ℹ', " ", message.text] })) : null, mode.kind === 'delete' ? (_jsx(TypeToConfirm, { title: `Delete recording ${mode.id}?`, expected: deleteConfirmation(mode.id), onConfirm: () => screen.confirmDelete(mode.id), onCancel: () => screen.dispatch({ type: 'back' }), children: _jsx(Text, { children: "Its files are deleted on the room service. This cannot be undone." }) })) : null] }));
}
