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
import type { View } from './model.js';
import { RoomDetailView, RoomTable, TokenClaimsView } from './RoomViews.js';
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
      {rooms && rooms.length > 0 ? <RoomTable rooms={rooms} selected={selected} nowMs={m.nowMs} width={m.width} forceAudioOnly={forceAudioOnly} /> : null}
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

/**
 * The token on ONE line, never wrapped: a mouse selection of a wrapped token would copy line breaks into it.
 * When the terminal is narrower than the token the line is cut visibly and says how wide it must be.
 */
export function TokenScreen({ m, view }: { m: RoomsModel; view: ViewOf<'token'> }) {
  const token = sanitizeTerminalText(view.token, { singleLine: true });
  const fits = token.length <= m.width;
  return (
    <Box flexDirection="column">
      <Text bold color={theme.accent}>
        Meeting token for {view.room.name} — shown once, not stored
      </Text>
      <Text wrap="truncate-end">{token}</Text>
      {fits ? null : (
        <Box flexDirection="column">
          <Text color={theme.warning} wrap="truncate-end">
            ↑ cut to fit: the token is {token.length} characters.
          </Text>
          <Text color={theme.warning} wrap="truncate-end">
            A terminal {token.length}+ columns wide shows it whole for a mouse selection; c copies it.
          </Text>
        </Box>
      )}
      {view.claims ? <TokenClaimsView claims={view.claims} nowMs={m.nowMs} /> : <Text color={theme.warning}>(the token could not be decoded)</Text>}
      <Text color={theme.muted}>c copies it (OSC 52 — your terminal may not support it) · Esc forgets it</Text>
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
        <RoomDetailView room={room} forceAudioOnly={forceAudioOnly} activeRecording={m.state.activeRecording} nowMs={m.nowMs} title={view.created ? `Room ${room.name} created` : `Room ${room.name}`} />
      </ScrollView>
      {m.detailHeight > m.detailWindow ? (
        <Text color={theme.muted}>{m.state.detailScroll < max ? `↓ ${max - m.state.detailScroll} more lines · j/k scroll` : '↑ j/k scroll'}</Text>
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
