// The rooms screen (Tab or 2 from the set list): the domain's rooms, create / look up / delete, meeting
// tokens. Sub-views are local state; each has its own key scope in keymap.ts. A meeting token lives only in
// this component while its view is open (shown once, never stored).
import { Box, Text, useStdout } from 'ink';
import { useEffect, useMemo, useState } from 'react';
import type { RoomObject } from '../api/models.js';
import { sanitizeTerminalText } from '../api/sanitize.js';
import { decodeMeetingToken, type ReadableTokenClaims } from '../api/token.js';
import { useScreenKeys } from '../components/keyRouter.js';
import { useScreenArea } from '../components/layout.js';
import { maxScrollOffset, ScrollView } from '../components/ScrollView.js';
import { editText } from '../components/textEdit.js';
import { TextField } from '../components/TextField.js';
import { theme } from '../components/theme.js';
import { TypeToConfirm } from '../components/TypeToConfirm.js';
import { useAppStore, useAppStoreApi } from '../state/context.js';
import { errorText } from '../state/errorText.js';
import { ROOMS_PAGE_SIZE } from '../state/roomsSlice.js';
import { clipboardNote, copyToClipboard, type ClipboardWriter } from './clipboard.js';
import { useTextInputFocus } from './hooks.js';
import { matchBinding } from './keymap.js';
import { DelayedSpinner } from './rooms/DelayedSpinner.js';
import { FormView } from './rooms/Form.js';
import { type FormState, type FieldSpec, formErrors, formKey, initialFormState, isTextFocused } from './rooms/formModel.js';
import { RoomDetailView, RoomTable, TokenClaimsView } from './rooms/RoomViews.js';
import { roomFormDefaults, roomFormSpecs, toRoomParams } from './rooms/roomForm.js';
import { tokenFormDefaults, tokenFormSpecs, toTokenOptions } from './rooms/tokenForm.js';

type View =
  | { name: 'list' }
  | { name: 'create' }
  | { name: 'detail'; created: boolean }
  | { name: 'tokenForm'; room: RoomObject; from: 'list' | 'detail' }
  | { name: 'token'; room: RoomObject; token: string; claims: ReadableTokenClaims | null; from: 'list' | 'detail' }
  | { name: 'lookup' }
  | { name: 'deleteInput' };

const SCOPES: Record<View['name'], string> = {
  list: 'rooms',
  create: 'roomForm',
  detail: 'roomDetail',
  tokenForm: 'tokenForm',
  token: 'tokenView',
  lookup: 'roomLookup',
  deleteInput: 'roomDeleteInput',
};

/** Re-renders every second while `active` (expiry countdowns). */
function useTicker(active: boolean, now: () => number): number {
  const [tick, setTick] = useState(() => now());
  useEffect(() => {
    if (!active) return;
    setTick(now());
    const timer = setInterval(() => setTick(now()), 1000);
    return () => clearInterval(timer);
  }, [active, now]);
  return tick;
}

export interface RoomsProps {
  /** Where OSC 52 sequences go (Ink's stdout by default). */
  writeClipboard?: ClipboardWriter;
  env?: NodeJS.ProcessEnv;
}

export function Rooms({ writeClipboard, env = process.env }: RoomsProps = {}) {
  const store = useAppStoreApi();
  const { stdout } = useStdout();
  // Straight to the terminal, not through Ink's output: the sequence prints nothing and moves no cursor.
  const writeSequence: ClipboardWriter = writeClipboard ?? ((sequence) => void stdout.write(sequence));
  const { width, height } = useScreenArea();
  // The room detail scrolls inside the body, leaving a line for the scroll hint and one for a status line.
  const detailWindow = Math.max(3, height - 2);
  const rooms = useAppStore((s) => s.rooms);
  const total = useAppStore((s) => s.roomsTotal);
  const page = useAppStore((s) => s.roomsPage);
  const loading = useAppStore((s) => s.roomsLoading);
  const listError = useAppStore((s) => s.roomsError);
  const selected = useAppStore((s) => s.roomsSelected);
  const currentRoom = useAppStore((s) => s.currentRoom);
  const forceAudioOnly = useAppStore((s) => s.forceAudioOnly);
  const now = useAppStore((s) => s.clockNow);

  const [view, setView] = useState<View>({ name: 'list' });
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [form, setForm] = useState<FormState | null>(null);
  const [text, setText] = useState('');
  const [detailScroll, setDetailScroll] = useState(0);
  const [detailHeight, setDetailHeight] = useState(0);
  const [confirmDelete, setConfirmDelete] = useState<{ name: string; target: string; back: View['name'] } | null>(null);

  const roomSpecs = useMemo(() => roomFormSpecs(now), [now]);
  const tokenSpecs = useMemo(() => tokenFormSpecs(now), [now]);

  useEffect(() => {
    const s = store.getState();
    void s.loadRooms('first');
    void s.loadDomainConfig();
  }, [store]);

  const nowMs = useTicker(view.name === 'list' || view.name === 'detail' || view.name === 'token', now);
  const formSpecs = view.name === 'create' ? roomSpecs : view.name === 'tokenForm' ? tokenSpecs : null;
  // In a form, only a focused text field takes q and ?; on a toggle, ? opens the help.
  const textActive =
    confirmDelete === null &&
    (view.name === 'lookup' || view.name === 'deleteInput' || (formSpecs !== null && form !== null && isTextFocused(formSpecs, form)));
  useTextInputFocus(textActive);

  const go = (next: View) => {
    setError(null);
    setNote(null);
    setDetailScroll(0);
    setView(next);
  };

  /** Runs an action with the spinner; errors stay on screen. */
  const run = async (label: string, action: () => Promise<void>) => {
    setBusy(label);
    setError(null);
    try {
      await action();
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(null);
    }
  };

  const selectedRoom = rooms?.find((r) => r.name === selected) ?? null;

  const openTokenForm = (room: RoomObject, from: 'list' | 'detail') => {
    setForm(initialFormState(tokenSpecs, tokenFormDefaults()));
    go({ name: 'tokenForm', room, from });
  };

  const askDelete = async (target: string, back: View['name']) => {
    try {
      const name = await store.getState().roomNameOf(target);
      setConfirmDelete({ name, target, back });
    } catch (err) {
      setError(errorText(err));
    }
  };

  const moveSelection = (delta: number | 'first' | 'last') => {
    const list = store.getState().rooms ?? [];
    if (list.length === 0) return;
    const at = Math.max(0, list.findIndex((r) => r.name === store.getState().roomsSelected));
    const index = delta === 'first' ? 0 : delta === 'last' ? list.length - 1 : Math.min(list.length - 1, Math.max(0, at + delta));
    store.getState().selectRoom(list[index]!.name);
  };

  const switchToSecrets = () => {
    const s = store.getState();
    if (s.routes[s.routes.length - 2]?.name === 'sets') s.pop();
    else s.replace({ name: 'sets' });
  };

  const copy = (value: string, what: string) => {
    copyToClipboard(value, writeSequence, env);
    setNote(`${what}: ${clipboardNote(env)}`);
  };

  const handleForm = (specs: readonly FieldSpec[], input: string, key: Parameters<typeof formKey>[3], onSubmit: (values: FormState['values']) => void) => {
    if (!form) return;
    const r = formKey(specs, form, input, key);
    if (r.action === 'cancel') {
      go(view.name === 'tokenForm' ? (view.from === 'detail' ? { name: 'detail', created: false } : { name: 'list' }) : { name: 'list' });
      return;
    }
    if (r.action === 'submit') {
      const errors = formErrors(specs, form.values);
      if (errors.length > 0) {
        setForm({ ...form, submitted: true });
        setError(`${errors.length} field${errors.length === 1 ? '' : 's'} to fix: ${errors[0]!.message}`);
        return;
      }
      onSubmit(form.values);
      return;
    }
    setForm(r.state);
  };

  useScreenKeys(
    SCOPES[view.name],
    (input, key) => {
      if (busy) return true; // one action at a time; Ctrl+C still quits (App)
      const scope = SCOPES[view.name];
      const action = matchBinding(scope, input, key)?.action;
      switch (view.name) {
        case 'list': {
          switch (action) {
            case 'down':
              moveSelection(1);
              break;
            case 'up':
              moveSelection(-1);
              break;
            case 'first':
              moveSelection('first');
              break;
            case 'last':
              moveSelection('last');
              break;
            case 'pageDown':
            case 'nextPage':
              void store.getState().loadRooms('next');
              break;
            case 'pageUp':
            case 'prevPage':
              void store.getState().loadRooms('prev');
              break;
            case 'refresh':
              void store.getState().loadRooms('reload');
              break;
            case 'open':
              if (selectedRoom) {
                store.getState().setCurrentRoom(selectedRoom);
                go({ name: 'detail', created: false });
              }
              break;
            case 'new':
              setForm(initialFormState(roomSpecs, roomFormDefaults()));
              go({ name: 'create' });
              break;
            case 'token':
              if (selectedRoom) openTokenForm(selectedRoom, 'list');
              break;
            case 'lookup':
              setText('');
              go({ name: 'lookup' });
              break;
            case 'delete':
              if (selectedRoom) void askDelete(selectedRoom.name, 'list');
              break;
            case 'deleteBy':
              setText('');
              go({ name: 'deleteInput' });
              break;
            case 'secrets':
              switchToSecrets();
              break;
            case 'recordings':
              store.getState().replace({ name: 'recordings' });
              break;
            default:
              return false; // Esc (back), ?, q: the App's global keys
          }
          return true;
        }
        case 'create':
          if (input === '?' && form && !isTextFocused(roomSpecs, form)) return false; // the help overlay
          handleForm(roomSpecs, input, key, (values) => {
            void run('creating room…', async () => {
              await store.getState().createRoom(toRoomParams(values, now()));
              go({ name: 'detail', created: true });
            });
          });
          return true;
        case 'tokenForm': {
          if (input === '?' && form && !isTextFocused(tokenSpecs, form)) return false; // the help overlay
          const room = view.room;
          const from = view.from;
          handleForm(tokenSpecs, input, key, (values) => {
            void run('generating token…', async () => {
              const token = await store.getState().createToken(room.url, toTokenOptions(values, now()));
              let claims: ReadableTokenClaims | null = null;
              try {
                claims = decodeMeetingToken(token).readable;
              } catch {
                claims = null;
              }
              setForm(null);
              go({ name: 'token', room, token, claims, from });
            });
          });
          return true;
        }
        case 'token':
          if (action === 'copy') copy(view.token, 'token');
          else if (action === 'done') go(view.from === 'detail' ? { name: 'detail', created: false } : { name: 'list' });
          else return false;
          return true;
        case 'detail': {
          const room = store.getState().currentRoom;
          if (action === 'scrollDown') setDetailScroll((o) => Math.min(o + 1, maxScrollOffset(detailHeight, detailWindow)));
          else if (action === 'scrollUp') setDetailScroll((o) => Math.max(0, o - 1));
          else if (action === 'back') go({ name: 'list' });
          else if (action === 'token' && room) openTokenForm(room, 'detail');
          else if (action === 'delete' && room) void askDelete(room.name, 'detail');
          else if (action === 'copy' && room) copy(room.url, 'room URL');
          else return false;
          return true;
        }
        case 'lookup':
        case 'deleteInput': {
          if (action === 'cancel') {
            go({ name: 'list' });
            return true;
          }
          if (action === 'submit') {
            const value = text.trim();
            if (value === '') {
              setError(view.name === 'lookup' ? 'room URL: required (e.g. https://your-domain.daily.co/my-room)' : 'room: type a URL or a name');
            } else if (view.name === 'lookup') {
              void run('looking up…', async () => {
                await store.getState().lookupRoom(value);
                go({ name: 'detail', created: false });
              });
            } else {
              void askDelete(value, 'deleteInput');
            }
            return true;
          }
          const r = editText(text, input, key);
          if (r.kind === 'change') {
            setText(r.value);
            setError(null);
          }
          return true;
        }
      }
    },
    { isActive: confirmDelete === null },
  );

  const doDelete = (target: { name: string; target: string }) => {
    setConfirmDelete(null);
    void run(`deleting ${target.name}…`, async () => {
      await store.getState().deleteRoom(target.target);
      store.getState().showToast(`Room ${target.name} deleted`, 'success');
      go({ name: 'list' });
      void store.getState().loadRooms('reload');
    });
  };

  const pages = Math.max(1, Math.ceil(total / ROOMS_PAGE_SIZE));
  const status = (
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

  let body: React.JSX.Element;
  switch (view.name) {
    case 'list':
      body = (
        <Box flexDirection="column">
          <Box>
            <Text bold color={theme.accent}>
              Rooms
            </Text>
            <Text>{rooms ? `  ${total} room${total === 1 ? '' : 's'} · page ${page + 1}/${pages}` : ''}</Text>
            {loading && !busy ? (
              <Box marginLeft={2}>
                <DelayedSpinner label="loading" />
              </Box>
            ) : null}
          </Box>
          {listError ? <Text color={theme.error}>✖ {listError} (r to retry)</Text> : null}
          {rooms && rooms.length === 0 ? <Text>No rooms yet. Press n to create one, u to look one up by URL.</Text> : null}
          {rooms && rooms.length > 0 ? <RoomTable rooms={rooms} selected={selected} nowMs={nowMs} width={width} /> : null}
        </Box>
      );
      break;
    case 'create':
      body = (
        <Box flexDirection="column">
          <Text bold color={theme.accent}>
            New room
          </Text>
          {form ? <FormView specs={roomSpecs} state={form} height={Math.max(3, height - 4)} /> : null}
        </Box>
      );
      break;
    case 'tokenForm':
      body = (
        <Box flexDirection="column">
          <Text bold color={theme.accent}>
            Meeting token for {view.room.name}
          </Text>
          {form ? <FormView specs={tokenSpecs} state={form} height={Math.max(3, height - 4)} /> : null}
        </Box>
      );
      break;
    case 'token':
      body = (
        <Box flexDirection="column">
          <Text bold color={theme.accent}>
            Meeting token for {view.room.name} — shown once, not stored
          </Text>
          <Text wrap="wrap">{sanitizeTerminalText(view.token, { singleLine: true })}</Text>
          {view.claims ? <TokenClaimsView claims={view.claims} nowMs={nowMs} /> : <Text color={theme.warning}>(the token could not be decoded)</Text>}
          <Text color={theme.muted}>c copies it (OSC 52 — your terminal may not support it) · Esc forgets it</Text>
        </Box>
      );
      break;
    case 'detail':
      body = currentRoom ? (
        <Box flexDirection="column">
          <ScrollView height={detailWindow} offset={detailScroll} onMeasure={setDetailHeight}>
            <RoomDetailView
              room={currentRoom}
              forceAudioOnly={forceAudioOnly}
              nowMs={nowMs}
              title={view.created ? `Room ${currentRoom.name} created` : `Room ${currentRoom.name}`}
            />
          </ScrollView>
          {detailHeight > detailWindow ? (
            <Text color={theme.muted}>
              {detailScroll < maxScrollOffset(detailHeight, detailWindow)
                ? `↓ ${maxScrollOffset(detailHeight, detailWindow) - detailScroll} more lines · j/k scroll`
                : '↑ j/k scroll'}
            </Text>
          ) : null}
        </Box>
      ) : (
        <Text>The room is gone. Esc goes back to the list.</Text>
      );
      break;
    case 'lookup':
    case 'deleteInput':
      body = (
        <Box flexDirection="column">
          <Text bold color={theme.accent}>
            {view.name === 'lookup' ? 'Look up a room by URL' : 'Delete a room by URL or name'}
          </Text>
          <TextField
            label={view.name === 'lookup' ? 'url' : 'url or name'}
            value={text}
            focused={confirmDelete === null}
            placeholder="https://your-domain.daily.co/my-room"
            labelWidth={14}
          />
        </Box>
      );
      break;
  }

  // The dialog replaces the body so it is never cut off at the bottom of a short terminal.
  return (
    <Box flexDirection="column">
      {confirmDelete ? null : body}
      {status}
      {confirmDelete ? (
        <TypeToConfirm
          title={`Delete room ${confirmDelete.name}?`}
          expected={confirmDelete.name}
          onConfirm={() => doDelete(confirmDelete)}
          onCancel={() => setConfirmDelete(null)}
        >
          <Text>The room and its configuration are deleted on the room service. This cannot be undone.</Text>
        </TypeToConfirm>
      ) : null}
    </Box>
  );
}
