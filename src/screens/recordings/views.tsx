// Dumb views of the recordings screen: the table, one recording's details, the download prompt and progress.
import { Box, Text } from 'ink';
import type { DownloadProgress } from '../../api/files/download.js';
import {
  formatBytes,
  formatTimestamp,
  needsFormatContext,
  recordingFormat,
  recordingSize,
  type RecordingFormatContext,
} from '../../api/rooms/recordingInfo.js';
import type { Recording } from '../../api/rooms/recordings.js';
import { clockDuration } from '../../api/words/timeText.js';
import { cell } from '../../components/layout.js';
import { TextField } from '../../components/TextField.js';
import { theme } from '../../components/theme.js';

export function durationCell(rec: Recording): string {
  if (rec.duration !== undefined) return clockDuration(rec.duration);
  return rec.status === 'in-progress' ? 'recording' : '—';
}

export function sizeCell(rec: Recording): string {
  const size = recordingSize(rec);
  return size !== undefined ? formatBytes(size) : '—';
}

/** What is known besides a recording's object about its file (its room's and the domain's settings); null while read. */
export type KnownFormat = (rec: Recording) => RecordingFormatContext | null;

/** FORMAT: `…` while the room and domain settings it needs are being read. */
export function formatCell(rec: Recording, known: KnownFormat): string {
  if (!needsFormatContext(rec)) return recordingFormat(rec);
  const context = known(rec);
  return context ? recordingFormat(rec, context) : '…';
}

export function RecordingTable({
  recordings,
  selected,
  width,
  known,
}: {
  recordings: Recording[];
  selected: string | null;
  width: number;
  known: KnownFormat;
}) {
  const narrow = width < 90;
  const roomWidth = Math.max(10, width - (narrow ? 10 + 21 + 10 + 12 + 2 : 10 + 21 + 10 + 12 + 21 + 10 + 2));
  const header = `  ${cell('ID', 10)}${cell('ROOM', roomWidth)}${cell('STARTED', 21)}${cell('DURATION', 10)}${cell('STATUS', 12)}${narrow ? '' : `${cell('FORMAT', 21)}SIZE`}`;
  return (
    <Box flexDirection="column">
      <Text bold wrap="truncate-end">
        {header}
      </Text>
      {recordings.map((rec) => {
        const on = rec.id === selected;
        const line = `${on ? '› ' : '  '}${cell(rec.id.slice(0, 8), 10)}${cell(rec.room_name, roomWidth)}${cell(formatTimestamp(rec.start_ts), 21)}${cell(
          durationCell(rec),
          10,
        )}${cell(rec.status, 12)}${narrow ? '' : `${cell(formatCell(rec, known), 21)}${sizeCell(rec)}`}`;
        return (
          <Text
            key={rec.id}
            wrap="truncate-end"
            backgroundColor={on ? theme.selectedBg : undefined}
            color={on ? theme.selectedFg : rec.status === 'in-progress' ? theme.warning : undefined}
          >
            {line}
          </Text>
        );
      })}
    </Box>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Box width={14} flexShrink={0}>
        <Text bold>{label}</Text>
      </Box>
      <Text wrap="truncate-end">{value}</Text>
    </Box>
  );
}

export function RecordingDetail({ rec, known }: { rec: Recording; known: KnownFormat }) {
  return (
    <Box flexDirection="column">
      <Text bold color={theme.accent}>
        Recording {rec.id}
      </Text>
      <Row label="room" value={rec.room_name} />
      <Row label="started" value={formatTimestamp(rec.start_ts)} />
      <Row label="duration" value={durationCell(rec)} />
      <Row label="status" value={rec.status} />
      <Row label="format" value={formatCell(rec, known)} />
      <Row label="size" value={sizeCell(rec)} />
      {rec.s3key ? <Row label="s3key" value={rec.s3key} /> : null}
      {rec.mtgSessionId ? <Row label="session" value={rec.mtgSessionId} /> : null}
      {rec.tracks.length > 0 ? (
        <Box flexDirection="column">
          <Text bold>tracks</Text>
          {rec.tracks.map((t, i) => (
            <Text key={i} wrap="truncate-end">
              {`  ${i}  ${cell(t.type, 7)}${cell(formatBytes(t.size), 10)}${t.s3key ?? ''}`}
            </Text>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}

export function DownloadPrompt({
  rec,
  dir,
  cursor,
  focused,
}: {
  rec: Recording;
  dir: string;
  cursor?: number;
  focused: boolean;
}) {
  const files =
    rec.tracks.length > 0
      ? `${rec.tracks.length} .webm files (one per track)`
      : 'one file, <id>.mp4 or .m4a by its type';
  return (
    <Box flexDirection="column">
      <Text bold color={theme.accent}>
        Download recording {rec.id.slice(0, 8)} of {rec.room_name}
      </Text>
      <Text>Saves {files} into this directory; an existing file is never replaced.</Text>
      <TextField label="directory" value={dir} cursor={cursor} focused={focused} labelWidth={12} />
    </Box>
  );
}

const BAR = 30;

export function progressText(p: DownloadProgress | null): string {
  if (!p) return 'asking for a download link…';
  const rate = p.elapsedMs > 0 ? (p.received * 1000) / p.elapsedMs : 0;
  if (p.total === undefined || p.total === 0) return `${formatBytes(p.received)} · ${formatBytes(Math.round(rate))}/s`;
  const share = Math.min(1, p.received / p.total);
  const filled = Math.round(share * BAR);
  const left = rate > 0 ? clockDuration((p.total - p.received) / rate) : '–:––';
  return `[${'█'.repeat(filled)}${'░'.repeat(BAR - filled)}] ${Math.floor(share * 100)}%  ${formatBytes(p.received)} / ${formatBytes(p.total)} · ${formatBytes(Math.round(rate))}/s · ${left} left`;
}

export function DownloadProgressView({
  file,
  files,
  progress,
}: {
  file: number;
  files: number;
  progress: DownloadProgress | null;
}) {
  return (
    <Box flexDirection="column">
      <Text bold color={theme.accent}>
        Downloading{files > 1 ? ` file ${file + 1} of ${files}` : ''}…
      </Text>
      <Text wrap="truncate-end">{progressText(progress)}</Text>
      <Text color={theme.muted}>Esc cancels (the partial .part file is removed).</Text>
    </Box>
  );
}
