// Dumb views of the rooms screen: the room list, one room's details, the meeting token.
import { Box, Text } from 'ink';
import type { RoomObject } from '../../api/models.js';
import { sipEndpoint } from '../../api/models.js';
import { sanitizeTerminalText } from '../../api/sanitize.js';
import type { ReadableTokenClaims } from '../../api/token.js';
import { cell } from '../../components/layout.js';
import { theme } from '../../components/theme.js';
import { formatConfigValue, formatIso, formatRelative, formatTimestamp, nonDefaultConfig, recordingFormat } from './format.js';

export function expiryCell(room: RoomObject, nowMs: number): string {
  const exp = room.config?.exp;
  return typeof exp === 'number' ? formatRelative(exp, nowMs) : 'never';
}

export function RoomTable(props: {
  rooms: RoomObject[];
  selected: string | null;
  nowMs: number;
  width: number;
}) {
  const narrow = props.width < 80;
  const nameWidth = Math.max(12, props.width - (narrow ? 10 + 18 : 10 + 25 + 18) - 2);
  const header = `  ${cell('NAME', nameWidth)}${cell('PRIVACY', 10)}${narrow ? '' : cell('CREATED', 25)}EXPIRES`;
  return (
    <Box flexDirection="column">
      <Text bold>{header}</Text>
      {props.rooms.map((room) => {
        const on = room.name === props.selected;
        const line = `${on ? '› ' : '  '}${cell(room.name, nameWidth - 1)} ${cell(String(room.privacy), 10)}${
          narrow ? '' : cell(formatIso(room.created_at), 25)
        }${expiryCell(room, props.nowMs)}`;
        return (
          <Text key={room.id} backgroundColor={on ? theme.selectedBg : undefined} color={on ? theme.selectedFg : undefined} wrap="truncate-end">
            {line}
          </Text>
        );
      })}
    </Box>
  );
}

function Row({ label, value, width = 14, wrap = false }: { label: string; value: string; width?: number; wrap?: boolean }) {
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
  nowMs,
  title,
}: {
  room: RoomObject;
  forceAudioOnly: 0 | 1 | undefined;
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
      <Row label="expires" value={typeof exp === 'number' ? `${formatRelative(exp, nowMs)} · ${formatTimestamp(exp)}` : 'never'} />
      {sip ? <Row label="SIP endpoint" value={sip} /> : null}
      <Row
        label="recording"
        value={`${recordingFormat(room, forceAudioOnly)}${forceAudioOnly === undefined && room.config?.enable_recording === 'cloud' ? ' (domain setting unknown)' : ''}`}
      />
      <Text bold>config (non-default)</Text>
      {extra.length === 0 ? <Text color={theme.muted}>  (all defaults)</Text> : null}
      {extra.map(([k, v]) => (
        <Row key={k} label={`  ${k}`} value={formatConfigValue(k, v)} width={configLabelWidth} wrap />
      ))}
    </Box>
  );
}

export function TokenClaimsView({ claims, nowMs }: { claims: ReadableTokenClaims; nowMs: number }) {
  const rows: Array<[string, string]> = [
    ['room', claims.roomName ?? '(all rooms)'],
    ['exp', claims.exp !== undefined ? `${formatTimestamp(claims.exp)} (${formatRelative(claims.exp, nowMs)})` : '(none)'],
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
  if (claims.startCloudRecording !== undefined) rows.push(['start cloud rec', claims.startCloudRecording ? 'yes' : 'no']);
  if (claims.ejectAfterElapsed !== undefined) rows.push(['eject after', `${claims.ejectAfterElapsed}s`]);
  return (
    <Box flexDirection="column">
      {rows.map(([k, v]) => (
        <Row key={k} label={`  ${k}`} value={sanitizeTerminalText(v, { singleLine: true })} width={18} />
      ))}
    </Box>
  );
}
