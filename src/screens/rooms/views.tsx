// The rooms screen's views, one per view of model.ts, plus the status lines under them. They draw what
// useRooms returns and the store's room list; they hold no state.
import { Box, Text } from 'ink';
import { sanitizeTerminalText } from '../../api/redact/sanitize.js';
import { DelayedSpinner } from '../../components/DelayedSpinner.js';
import { FormView } from '../../components/form/FormView.js';
import { Paragraph } from '../../components/Paragraph.js';
import { maxScrollOffset, ScrollView } from '../../components/ScrollView.js';
import { TextField } from '../../components/TextField.js';
import { theme } from '../../components/theme.js';
import { useAppStore } from '../../state/context.js';
import { ROOMS_PAGE_SIZE } from '../../state/roomsSlice.js';
import { domainRecordingLine } from './format.js';
import type { View } from './model.js';
import { RoomDetailView, RoomTable, TokenClaimsView } from './pieces.js';
import type { RoomsModel } from './useRooms.js';

type ViewOf<N extends View['name']> = Extract<View, { name: N }>;

export function ListView({ m }: { m: RoomsModel }) {
  const rooms = useAppStore((s) => s.rooms);
  const total = useAppStore((s) => s.roomsTotal);
  const page = useAppStore((s) => s.roomsPage);
  const loading = useAppStore((s) => s.roomsLoading);
  const listError = useAppStore((s) => s.roomsError);
  const selected = useAppStore((s) => s.roomsSelected);
  const forceAudioOnly = useAppStore((s) => s.forceAudioOnly);
  const domainError = useAppStore((s) => s.domainConfigError);
  const pages = Math.max(1, Math.ceil(total / ROOMS_PAGE_SIZE));
  return (
    <Box flexDirection="column">
      <Box>
        <Text bold color={theme.accent}>
          Rooms
        </Text>
        <Text>{rooms ? `  ${total} room${total === 1 ? '' : 's'} · page ${page + 1}/${pages}` : ''}</Text>
        {loading && !m.state.busy ? (
          <Box marginLeft={2}>
            <DelayedSpinner label="loading" />
          </Box>
        ) : null}
      </Box>
      <Text color={theme.muted} wrap="truncate-end">
        {domainRecordingLine(forceAudioOnly, domainError)}
      </Text>
      {listError ? <Text color={theme.error}>✖ {listError} (r to retry)</Text> : null}
      {rooms && rooms.length === 0 ? <Text>No rooms yet. Press n to create one, u to look one up by URL.</Text> : null}
      {rooms && rooms.length > 0 ? (
        <RoomTable rooms={rooms} selected={selected} nowMs={m.nowMs} width={m.width} forceAudioOnly={forceAudioOnly} />
      ) : null}
    </Box>
  );
}

/** The create form and the token form (the form engine's FormView). */
export function FormScreen({ m, title, specs }: { m: RoomsModel; title: string; specs: RoomsModel['roomSpecs'] }) {
  return (
    <Box flexDirection="column">
      <Text bold color={theme.accent}>
        {title}
      </Text>
      {m.state.form ? <FormView specs={specs} state={m.state.form} height={Math.max(3, m.height - 4)} /> : null}
    </Box>
  );
}

/** The token in lines of exactly `width` characters (the last one shorter): nothing else goes on them. */
export function tokenLines(token: string, width: number): string[] {
  const size = Math.max(1, width);
  const lines: string[] = [];
  for (let at = 0; at < token.length; at += size) lines.push(token.slice(at, at + size));
  return lines;
}

/**
 * The token on ONE line by default, never wrapped by Ink (a wrapped line could gain a stray space); cut visibly
 * when the terminal is narrower. `w` shows it whole in lines of the full width, starting at column 0 with no
 * border, padding or other text on them, so a mouse selection from its first to its last character copies it.
 * `f` writes it to a 0600 file, which works in any terminal; `c` needs OSC 52.
 */
export function TokenScreen({ m, view }: { m: RoomsModel; view: ViewOf<'token'> }) {
  const token = sanitizeTerminalText(view.token, { singleLine: true });
  const fits = token.length <= m.width;
  const title = (
    <Text bold color={theme.accent} wrap="truncate-end">
      Meeting token for {view.room.name} — shown once, not stored
    </Text>
  );
  if (view.wrapped) {
    return (
      <Box flexDirection="column">
        {title}
        <Text color={theme.muted} wrap="truncate-end">
          The whole token ({token.length} characters) on the lines below:
        </Text>
        {tokenLines(token, m.width).map((line, i) => (
          <Text key={i} wrap="truncate-end">
            {line}
          </Text>
        ))}
        <Paragraph color={theme.muted}>
          Select from its first character to its last (some terminals keep the line breaks: f writes it to a file) · w
          one line · Esc forgets it
        </Paragraph>
      </Box>
    );
  }
  return (
    <Box flexDirection="column">
      {title}
      <Text wrap="truncate-end">{token}</Text>
      {fits ? null : (
        <Paragraph color={theme.warning}>
          {`↑ cut to fit: the token is ${token.length} characters. w shows it whole (wrapped), f writes it to a file only you can read.`}
        </Paragraph>
      )}
      {view.claims ? (
        <TokenClaimsView claims={view.claims} nowMs={m.nowMs} />
      ) : (
        <Text color={theme.warning}>(the token could not be decoded)</Text>
      )}
      <Paragraph color={theme.muted}>
        w shows it wrapped · f writes it to a file (0600) · c copies it (OSC 52 — your terminal may not support it) ·
        Esc forgets it
      </Paragraph>
    </Box>
  );
}

export function DetailScreen({ m, view }: { m: RoomsModel; view: ViewOf<'detail'> }) {
  const room = useAppStore((s) => s.currentRoom);
  const forceAudioOnly = useAppStore((s) => s.forceAudioOnly);
  if (!room) return <Text>The room is gone. Esc goes back to the list.</Text>;
  const max = maxScrollOffset(m.detailHeight, m.detailWindow);
  return (
    <Box flexDirection="column">
      <ScrollView height={m.detailWindow} offset={m.state.detailScroll} onMeasure={m.setDetailHeight}>
        <RoomDetailView
          room={room}
          forceAudioOnly={forceAudioOnly}
          activeRecording={m.state.activeRecording}
          nowMs={m.nowMs}
          title={view.created ? `Room ${room.name} created` : `Room ${room.name}`}
        />
      </ScrollView>
      {m.detailHeight > m.detailWindow ? (
        <Text color={theme.muted}>
          {m.state.detailScroll < max ? `↓ ${max - m.state.detailScroll} more lines · j/k scroll` : '↑ j/k scroll'}
        </Text>
      ) : null}
    </Box>
  );
}

/** Look up or delete by URL or name: one text field. */
export function PromptScreen({ m, view }: { m: RoomsModel; view: ViewOf<'lookup'> | ViewOf<'deleteInput'> }) {
  const lookup = view.name === 'lookup';
  return (
    <Box flexDirection="column">
      <Text bold color={theme.accent}>
        {lookup ? 'Look up a room by URL or name' : 'Delete a room by URL or name'}
      </Text>
      <TextField
        label="url or name"
        {...m.prompt.props}
        revealed
        focused={m.state.confirmDelete === null}
        placeholder="https://your-domain.daily.co/my-room"
        labelWidth={14}
      />
    </Box>
  );
}

/** The running action, the last error and the last note. */
export function StatusLines({ m }: { m: RoomsModel }) {
  const { busy, error, note } = m.state;
  return (
    <>
      {busy ? <DelayedSpinner key={busy} label={busy} /> : null}
      {error ? (
        <Text color={theme.error} wrap="wrap">
          ✖ {error}
        </Text>
      ) : null}
      {note ? (
        <Text color={theme.muted} wrap="wrap">
          ℹ {note}
        </Text>
      ) : null}
    </>
  );
}
