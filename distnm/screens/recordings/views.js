import { jsx as _jsx, jsxs as _jsxs } from "react/jsx-runtime";
// Dumb views of the recordings screen: the table, one recording's details, the download prompt and progress.
import { Box, Text } from 'ink';
import { formatBytes, formatDuration, formatTimestamp, recordingFormat, recordingSize } from '../../api/recordingInfo.js';
import { cell } from '../../components/layout.js';
import { TextField } from '../../components/TextField.js';
import { theme } from '../../components/theme.js';
export function durationCell(rec) {
    if (rec.duration !== undefined)
        return formatDuration(rec.duration);
    return rec.status === 'in-progress' ? 'recording' : '—';
}
export function sizeCell(rec) {
    const size = recordingSize(rec);
    return size !== undefined ? formatBytes(size) : '—';
}
export function RecordingTable({ recordings, selected, width }) {
    const narrow = width < 90;
    const roomWidth = Math.max(10, width - (narrow ? 10 + 21 + 10 + 12 + 2 : 10 + 21 + 10 + 12 + 21 + 10 + 2));
    const header = `  ${cell('ID', 10)}${cell('ROOM', roomWidth)}${cell('STARTED', 21)}${cell('DURATION', 10)}${cell('STATUS', 12)}${narrow ? '' : `${cell('FORMAT', 21)}SIZE`}`;
    return (_jsxs(Box, { flexDirection: "column", children: [_jsx(Text, { bold: true, wrap: "truncate-end", children: header }), recordings.map((rec) => {
                const on = rec.id === selected;
                const line = `${on ? '› ' : '  '}${cell(rec.id.slice(0, 8), 10)}${cell(rec.room_name, roomWidth)}${cell(formatTimestamp(rec.start_ts), 21)}${cell(durationCell(rec), 10)}${cell(rec.status, 12)}${narrow ? '' : `${cell(recordingFormat(rec), 21)}${sizeCell(rec)}`}`;
                return (_jsx(Text, { wrap: "truncate-end", backgroundColor: on ? theme.selectedBg : undefined, color: on ? theme.selectedFg : rec.status === 'in-progress' ? theme.warning : undefined, children: line }, rec.id));
            })] }));
}
function Row({ label, value }) {
    return (_jsxs(Box, { children: [_jsx(Box, { width: 14, flexShrink: 0, children: _jsx(Text, { bold: true, children: label }) }), _jsx(Text, { wrap: "truncate-end", children: value })] }));
}
export function RecordingDetail({ rec }) {
    return (_jsxs(Box, { flexDirection: "column", children: [_jsxs(Text, { bold: true, color: theme.accent, children: ["Recording ", rec.id] }), _jsx(Row, { label: "room", value: rec.room_name }), _jsx(Row, { label: "started", value: formatTimestamp(rec.start_ts) }), _jsx(Row, { label: "duration", value: durationCell(rec) }), _jsx(Row, { label: "status", value: rec.status }), _jsx(Row, { label: "format", value: recordingFormat(rec) }), _jsx(Row, { label: "size", value: sizeCell(rec) }), rec.s3key ? _jsx(Row, { label: "s3key", value: rec.s3key }) : null, rec.mtgSessionId ? _jsx(Row, { label: "session", value: rec.mtgSessionId }) : null, rec.tracks.length > 0 ? (_jsxs(Box, { flexDirection: "column", children: [_jsx(Text, { bold: true, children: "tracks" }), rec.tracks.map((t, i) => (_jsx(Text, { wrap: "truncate-end", children: `  ${i}  ${cell(t.type, 7)}${cell(formatBytes(t.size), 10)}${t.s3key ?? ''}` }, i)))] })) : null] }));
}
export function DownloadPrompt({ rec, dir, cursor, focused }) {
    const files = rec.tracks.length > 0 ? `${rec.tracks.length} .webm files (one per track)` : 'one file, <id>.mp4 or .m4a by its type';
    return (_jsxs(Box, { flexDirection: "column", children: [_jsxs(Text, { bold: true, color: theme.accent, children: ["Download recording ", rec.id.slice(0, 8), " of ", rec.room_name] }), _jsxs(Text, { children: ["Saves ", files, " into this directory; an existing file is never replaced."] }), _jsx(TextField, { label: "directory", value: dir, cursor: cursor, focused: focused, labelWidth: 12 })] }));
}
const BAR = 30;
export function progressText(p) {
    if (!p)
        return 'asking for a download link…';
    const rate = p.elapsedMs > 0 ? (p.received * 1000) / p.elapsedMs : 0;
    if (p.total === undefined || p.total === 0)
        return `${formatBytes(p.received)} · ${formatBytes(Math.round(rate))}/s`;
    const share = Math.min(1, p.received / p.total);
    const filled = Math.round(share * BAR);
    const left = rate > 0 ? formatDuration((p.total - p.received) / rate) : '–:––';
    return `[${'█'.repeat(filled)}${'░'.repeat(BAR - filled)}] ${Math.floor(share * 100)}%  ${formatBytes(p.received)} / ${formatBytes(p.total)} · ${formatBytes(Math.round(rate))}/s · ${left} left`;
}
export function DownloadProgressView({ file, files, progress }) {
    return (_jsxs(Box, { flexDirection: "column", children: [_jsxs(Text, { bold: true, color: theme.accent, children: ["Downloading", files > 1 ? ` file ${file + 1} of ${files}` : '', "\u2026"] }), _jsx(Text, { wrap: "truncate-end", children: progressText(progress) }), _jsx(Text, { color: theme.muted, children: "Esc cancels (the partial .part file is removed)." })] }));
}
