// The recordings screen (3, or Tab from rooms): the room service's recordings, paged, filterable by room,
// auto-refreshed while one is in progress; details, download with progress, link copy, delete. Pure model (model.ts),
// a hook (useRecordingsScreen.ts) on the list-screen piece, views (views.tsx) in the list-screen frame.
import { Box, Text, useStdout } from 'ink';
import { OUTCOME_GLYPHS } from '../../api/words/glyphs.js';
import { useScreenArea } from '../../components/layout.js';
import { TextField } from '../../components/TextField.js';
import { theme } from '../../components/theme.js';
import { TypeToConfirm } from '../../components/TypeToConfirm.js';
import { useAppStore } from '../../state/context.js';
import { RECORDINGS_PAGE_SIZE } from '../../state/recordingsSlice.js';
import type { ClipboardWriter } from '../clipboard.js';
import { deleteConfirmation } from './model.js';
import { useRecordingsScreen } from './useRecordingsScreen.js';
import { DownloadProgressView, DownloadPrompt, RecordingDetail, RecordingTable, type KnownFormat } from './views.js';
import { DelayedSpinner } from '../../components/DelayedSpinner.js';
import { ListFrame } from '../listScreen/ListFrame.js';

export interface RecordingsProps {
  writeClipboard?: ClipboardWriter;
  env?: NodeJS.ProcessEnv;
  /** Directory offered for downloads (default: the working directory). */
  cwd?: string;
  room?: string;
}

export function Recordings({ writeClipboard, env = process.env, cwd = process.cwd(), room }: RecordingsProps) {
  const { stdout } = useStdout();
  const writeSequence: ClipboardWriter = writeClipboard ?? ((sequence) => void stdout.write(sequence));
  const { width } = useScreenArea();
  const recordings = useAppStore((s) => s.recordings);
  const total = useAppStore((s) => s.recordingsTotal);
  const page = useAppStore((s) => s.recordingsPage);
  const loading = useAppStore((s) => s.recordingsLoading);
  const listError = useAppStore((s) => s.recordingsError);
  const roomFilter = useAppStore((s) => s.recordingsRoom);
  const roomModes = useAppStore((s) => s.recordingRoomModes);
  const domainAudioOnly = useAppStore((s) => s.forceAudioOnly);
  const domainUnreadable = useAppStore((s) => s.domainConfigError !== null);
  const known: KnownFormat = (r) =>
    !(r.room_name in roomModes) || (domainAudioOnly === undefined && !domainUnreadable)
      ? null
      : { roomMode: roomModes[r.room_name] ?? undefined, domainAudioOnly };
  const screen = useRecordingsScreen({ writeClipboard: writeSequence, env, cwd, room });
  const { mode, message } = screen.state;
  const rec = screen.current;

  const pages = Math.max(1, Math.ceil(total / RECORDINGS_PAGE_SIZE));
  const list = (
    <ListFrame
      summary={
        <Box>
          <Text bold color={theme.accent}>
            Recordings
          </Text>
          <Text>
            {recordings
              ? `  ${total} recording${total === 1 ? '' : 's'}${roomFilter ? ` of ${roomFilter}` : ''} · page ${page + 1}/${pages}`
              : ''}
          </Text>
          {screen.pollDelay !== null ? (
            <Text color={theme.muted}>{`  ↻ in progress, refresh in ${Math.round(screen.pollDelay / 1000)} s`}</Text>
          ) : null}
          {loading ? (
            <Box marginLeft={2}>
              <DelayedSpinner label="loading" />
            </Box>
          ) : null}
        </Box>
      }
      status={listError ? <Text color={theme.error}>✖ {listError} (r to retry)</Text> : null}
      body={
        <>
          {recordings && recordings.length === 0 ? (
            <Text>
              {roomFilter
                ? `No recordings of ${roomFilter}. / changes the filter.`
                : 'No recordings yet. Start one from a room (2, enter, s).'}
            </Text>
          ) : null}
          {recordings && recordings.length > 0 ? (
            <RecordingTable recordings={recordings} selected={screen.selected} width={width} known={known} />
          ) : null}
        </>
      }
    />
  );

  let body: React.JSX.Element;
  switch (mode.kind) {
    case 'filter':
      body = (
        <Box flexDirection="column">
          {list}
          <TextField
            label="room"
            value={mode.text}
            cursor={screen.promptCursor}
            focused
            placeholder="all rooms (empty)"
            labelWidth={8}
          />
        </Box>
      );
      break;
    case 'detail':
      body = rec ? (
        <RecordingDetail rec={rec} known={known} />
      ) : (
        <Text>The recording is no longer listed. Esc goes back.</Text>
      );
      break;
    case 'download':
      body = rec ? (
        <DownloadPrompt rec={rec} dir={mode.dir} cursor={screen.promptCursor} focused />
      ) : (
        <Text>The recording is no longer listed. Esc goes back.</Text>
      );
      break;
    case 'downloading':
      body = <DownloadProgressView file={mode.file} files={mode.files} progress={mode.progress} />;
      break;
    default:
      body = list;
  }

  return (
    <Box flexDirection="column">
      {mode.kind === 'delete' ? null : body}
      {message ? (
        <Text
          color={message.kind === 'error' ? theme.error : message.kind === 'success' ? theme.success : theme.muted}
          wrap="wrap"
        >
          {OUTCOME_GLYPHS[message.kind]} {message.text}
        </Text>
      ) : null}
      {mode.kind === 'delete' ? (
        <TypeToConfirm
          title={`Delete recording ${mode.id}?`}
          expected={deleteConfirmation(mode.id)}
          onConfirm={() => screen.confirmDelete(mode.id)}
          onCancel={() => screen.dispatch({ type: 'back' })}
        >
          <Text>Its files are deleted on the room service. This cannot be undone.</Text>
        </TypeToConfirm>
      ) : null}
    </Box>
  );
}
