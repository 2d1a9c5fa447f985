import { jsx as _jsx, jsxs as _jsxs } from "react/jsx-runtime";
// Dumb views of the rooms screen: the room list, one room's details, the meeting token.
import { Box, Text } from 'ink';
import { sipEndpoint } from '../../api/models.js';
import { sanitizeTerminalText } from '../../api/sanitize.js';
import { cell } from '../../components/layout.js';
import { theme } from '../../components/theme.js';
import { formatConfigValue, formatDuration, formatIso, formatRelative, formatTimestamp, nonDefaultConfig, recordingColumn, recordingFormat } from './format.js';
import { roomRecordingType } from './model.js';
export function expiryCell(room, nowMs) {
    const exp = room.config?.exp;
    return typeof exp === 'number' ? formatRelative(exp, nowMs) : 'never';
}
/** Columns by width: CREATED from 110 columns, RECORDING (the effective format) from 80. */
export function RoomTable(props) {
    const showRecording = props.width >= 80;
    const showCreated = props.width >= 110;
    const fixed = 10 + 18 + (showRecording ? 28 : 0) + (showCreated ? 25 : 0);
    const nameWidth = Math.max(12, props.width - fixed - 2);
    const header = `  ${cell('NAME', nameWidth)}${cell('PRIVACY', 10)}${showCreated ? cell('CREATED', 25) : ''}${showRecording ? cell('RECORDING', 28) : ''}EXPIRES`;
    return (_jsxs(Box, { flexDirection: "column", children: [_jsx(Text, { bold: true, children: header }), props.rooms.map((room) => {
                const on = room.name === props.selected;
                const line = `${on ? '› ' : '  '}${cell(room.name, nameWidth - 1)} ${cell(String(room.privacy), 10)}${showCreated ? cell(formatIso(room.created_at), 25) : ''}${showRecording ? cell(recordingColumn(room, props.forceAudioOnly), 28) : ''}${expiryCell(room, props.nowMs)}`;
                return (_jsx(Text, { backgroundColor: on ? theme.selectedBg : undefined, color: on ? theme.selectedFg : undefined, wrap: "truncate-end", children: line }, room.id));
            })] }));
}
/** The detail's "recording now" value: the room's in-progress recording, none, or still being read. */
export function activeRecordingText(room, active, nowMs) {
    if (!roomRecordingType(room))
        return '— (e edits enable_recording to record in the cloud)';
    if (active === undefined)
        return 'checking…';
    if (active === null)
        return 'none · s starts one';
    return `in progress for ${formatDuration(nowMs / 1000 - active.start_ts)} (${active.id.slice(0, 8)}) · S stops it`;
}
function Row({ label, value, width = 14, wrap = false }) {
    return (_jsxs(Box, { children: [_jsx(Box, { width: width, flexShrink: 0, children: _jsx(Text, { bold: true, children: label }) }), _jsx(Text, { wrap: wrap ? 'wrap' : 'truncate-end', children: value })] }));
}
export function RoomDetailView({ room, forceAudioOnly, activeRecording, nowMs, title, }) {
    const sip = sipEndpoint(room.config);
    const extra = nonDefaultConfig(room.config);
    const exp = room.config?.exp;
    const configLabelWidth = Math.max(24, ...extra.map(([k]) => k.length + 4));
    return (_jsxs(Box, { flexDirection: "column", children: [_jsx(Text, { bold: true, color: theme.accent, children: title }), _jsx(Row, { label: "url", value: room.url, wrap: true }), _jsx(Row, { label: "id", value: room.id }), _jsx(Row, { label: "created_at", value: `${room.created_at}  (${formatIso(room.created_at)})` }), _jsx(Row, { label: "privacy", value: String(room.privacy) }), _jsx(Row, { label: "expires", value: typeof exp === 'number' ? `${formatRelative(exp, nowMs)} · ${formatTimestamp(exp)}` : 'never' }), sip ? _jsx(Row, { label: "SIP endpoint", value: sip }) : null, _jsx(Row, { label: "recording", value: `${recordingFormat(room, forceAudioOnly)}${forceAudioOnly === undefined && room.config?.enable_recording === 'cloud' ? ' (domain setting unknown)' : ''}` }), _jsx(Row, { label: "recording now", value: activeRecordingText(room, activeRecording, nowMs) }), _jsx(Text, { bold: true, children: "config (non-default)" }), extra.length === 0 ? _jsx(Text, { color: theme.muted, children: "  (all defaults)" }) : null, extra.map(([k, v]) => (_jsx(Row, { label: `  ${k}`, value: formatConfigValue(k, v), width: configLabelWidth, wrap: true }, k)))] }));
}
export function TokenClaimsView({ claims, nowMs }) {
    const rows = [
        ['room', claims.roomName ?? '(all rooms)'],
        ['exp', claims.exp !== undefined ? `${formatTimestamp(claims.exp)} (${formatRelative(claims.exp, nowMs)})` : '(none)'],
        ['owner', claims.isOwner ? 'yes' : 'no'],
    ];
    if (claims.ejectAtTokenExp !== undefined)
        rows.push(['eject at exp', claims.ejectAtTokenExp ? 'yes' : 'no']);
    if (claims.userName !== undefined)
        rows.push(['user name', claims.userName]);
    if (claims.userId !== undefined)
        rows.push(['user id', claims.userId]);
    if (claims.nbf !== undefined)
        rows.push(['not before', formatTimestamp(claims.nbf)]);
    if (claims.enableScreenshare !== undefined)
        rows.push(['screen share', claims.enableScreenshare ? 'on' : 'off']);
    if (claims.startVideoOff !== undefined)
        rows.push(['start video off', claims.startVideoOff ? 'yes' : 'no']);
    if (claims.startAudioOff !== undefined)
        rows.push(['start audio off', claims.startAudioOff ? 'yes' : 'no']);
    if (claims.enableRecording !== undefined)
        rows.push(['recording', claims.enableRecording]);
    if (claims.enablePrejoinUi !== undefined)
        rows.push(['prejoin UI', claims.enablePrejoinUi ? 'on' : 'off']);
    if (claims.startCloudRecording !== undefined)
        rows.push(['start cloud rec', claims.startCloudRecording ? 'yes' : 'no']);
    if (claims.ejectAfterElapsed !== undefined)
        rows.push(['eject after', `${claims.ejectAfterElapsed}s`]);
    if (claims.permissions !== undefined)
        rows.push(['permissions', JSON.stringify(claims.permissions)]);
    return (_jsx(Box, { flexDirection: "column", children: rows.map(([k, v]) => (_jsx(Row, { label: `  ${k}`, value: sanitizeTerminalText(v, { singleLine: true }), width: 18 }, k))) }));
}
