// Dumb views of the rooms screen: the room list, one room's details, the meeting token.
import { Box, Text } from 'ink';
import type { RoomObject } from '../../api/models.js';
import { sipEndpoint } from '../../api/models.js';
import { sanitizeTerminalText } from '../../api/redact/sanitize.js';
import { unitsDuration } from '../../api/words/timeText.js';
import type { ReadableTokenClaims } from '../../api/rooms/meetingToken.js';
import { cell } from '../../components/layout.js';
import { theme } from '../../components/theme.js';
import type { Recording } from '../../api/rooms/recordings.js';
import {
  formatConfigValue,
  formatIso,
  formatRelative,
  formatTimestamp,
  nonDefaultConfig,
  recordingColumn,
  recordingFormat,
} from './format.js';
import { roomRecordingType } from './model.js';

export function expiryCell(room: RoomObject, nowMs: number): string {
  const exp = room.config?.exp;
  return typeof exp === 'number' ? formatRelative(exp, nowMs) : 'never';
}

/** Columns by width: CREATED from 110 columns, RECORDING (the effective format) from 80. */
export function RoomTable(props: {
  rooms: RoomObject[];
  selected: string | null;
  nowMs: number;
  width: number;
  forceAudioOnly: 0 | 1 | undefined;
}) {
  const showRecording = props.width >= 80;
  const showCreated = props.width >= 110;
  const fixed = 10 + 18 + (showRecording ? 28 : 0) + (showCreated ? 25 : 0);
  const nameWidth = Math.max(12, props.width - fixed - 2);
  const header = `  ${cell('NAME', nameWidth)}${cell('PRIVACY', 10)}${showCreated ? cell('CREATED', 25) : ''}${showRecording ? cell('RECORDING', 28) : ''}EXPIRES`;
  return (
    <Box flexDirection="column">
      <Text bold>{header}</Text>
      {props.rooms.map((room) => {
        const on = room.name === props.selected;
        const line = `${on ? '› ' : '  '}${cell(room.name, nameWidth - 1)} ${cell(String(room.privacy), 10)}${
          showCreated ? cell(formatIso(room.created_at), 25) : ''
        }${showRecording ? cell(recordingColumn(room, props.forceAudioOnly), 28) : ''}${expiryCell(room, props.nowMs)}`;
        return (
          <Text
            key={room.id}
            backgroundColor={on ? theme.selectedBg : undefined}
            color={on ? theme.selectedFg : undefined}
            wrap="truncate-end"
          >
            {line}
          </Text>
        );
      })}
    </Box>
  );
}

/** The detail's "recording now" value: the room's in-progress recording, none, or still being read. */
export function activeRecordingText(room: RoomObject, active: Recording | null | undefined, nowMs: number): string {
  if (!roomRecordingType(room)) return '— (e edits enable_recording to record in the cloud)';
  if (active === undefined) return 'checking…';
  if (active === null) return 'none · s starts one';
  return `in progress for ${unitsDuration(nowMs / 1000 - active.start_ts)} (${active.id.slice(0, 8)}) · S stops it`;
}

function Row({
  label,
  value,
  width = 14,
  wrap = false,
}: {
  label: string;
  value: string;
  width?: number;
  wrap?: boolean;
}) {
  return (
    <Box>
      <Box width={width} flexShrink={0}>
        <Text bold>{label}</Text>
      </Box>
      <Text wrap={wrap ? 'wrap' : 'truncate-end'}>{value}</Text>
    </Box>
  );
}

export function RoomDetailView({
  room,
  forceAudioOnly,
  activeRecording,
  nowMs,
  title,
}: {
  room: RoomObject;
  forceAudioOnly: 0 | 1 | undefined;
  activeRecording: Recording | null | undefined;
  nowMs: number;
  title: string;
}) {
  const sip = sipEndpoint(room.config);
  const extra = nonDefaultConfig(room.config);
  const exp = room.config?.exp;
  const configLabelWidth = Math.max(24, ...extra.map(([k]) => k.length + 4));
  return (
    <Box flexDirection="column">
      <Text bold color={theme.accent}>
        {title}
      </Text>
      <Row label="url" value={room.url} wrap />
      <Row label="id" value={room.id} />
      <Row label="created_at" value={`${room.created_at}  (${formatIso(room.created_at)})`} />
      <Row label="privacy" value={String(room.privacy)} />
      <Row
        label="expires"
        value={typeof exp === 'number' ? `${formatRelative(exp, nowMs)} · ${formatTimestamp(exp)}` : 'never'}
      />
      {sip ? <Row label="SIP endpoint" value={sip} /> : null}
      <Row
        label="recording"
        value={`${recordingFormat(room, forceAudioOnly)}${forceAudioOnly === undefined && room.config?.enable_recording === 'cloud' ? ' (domain setting unknown)' : ''}`}
      />
      <Row label="recording now" value={activeRecordingText(room, activeRecording, nowMs)} />
      <Text bold>config (non-default)</Text>
      {extra.length === 0 ? <Text color={theme.muted}> (all defaults)</Text> : null}
      {extra.map(([k, v]) => (
        <Row key={k} label={`  ${k}`} value={formatConfigValue(k, v)} width={configLabelWidth} wrap />
      ))}
    </Box>
  );
}

export function TokenClaimsView({ claims, nowMs }: { claims: ReadableTokenClaims; nowMs: number }) {
  const rows: Array<[string, string]> = [
    ['room', claims.roomName ?? '(all rooms)'],
    [
      'exp',
      claims.exp !== undefined ? `${formatTimestamp(claims.exp)} (${formatRelative(claims.exp, nowMs)})` : '(none)',
    ],
    ['owner', claims.isOwner ? 'yes' : 'no'],
  ];
  if (claims.ejectAtTokenExp !== undefined) rows.push(['eject at exp', claims.ejectAtTokenExp ? 'yes' : 'no']);
  if (claims.userName !== undefined) rows.push(['user name', claims.userName]);
  if (claims.userId !== undefined) rows.push(['user id', claims.userId]);
  if (claims.nbf !== undefined) rows.push(['not before', formatTimestamp(claims.nbf)]);
  if (claims.enableScreenshare !== undefined) rows.push(['screen share', claims.enableScreenshare ? 'on' : 'off']);
  if (claims.startVideoOff !== undefined) rows.push(['start video off', claims.startVideoOff ? 'yes' : 'no']);
  if (claims.startAudioOff !== undefined) rows.push(['start audio off', claims.startAudioOff ? 'yes' : 'no']);
  if (claims.enableRecording !== undefined) rows.push(['recording', claims.enableRecording]);
  if (claims.enablePrejoinUi !== undefined) rows.push(['prejoin UI', claims.enablePrejoinUi ? 'on' : 'off']);
  if (claims.startCloudRecording !== undefined)
    rows.push(['start cloud rec', claims.startCloudRecording ? 'yes' : 'no']);
  if (claims.ejectAfterElapsed !== undefined) rows.push(['eject after', `${claims.ejectAfterElapsed}s`]);
  if (claims.permissions !== undefined) rows.push(['permissions', JSON.stringify(claims.permissions)]);
  return (
    <Box flexDirection="column">
      {rows.map(([k, v]) => (
        <Row key={k} label={`  ${k}`} value={sanitizeTerminalText(v, { singleLine: true })} width={18} />
      ))}
    </Box>
  );
}
