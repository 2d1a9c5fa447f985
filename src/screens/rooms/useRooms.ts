// Connects the rooms screen's model (model.ts) to the store and the keys: routes each view's keys, list paging,
// the room's detail, look-up and delete prompts (the text-field hook), copy with OSC 52. The create, edit and
// token forms live in useRoomForms.ts; the recording start/stop and the domain toggle in useRoomRecording.ts.
import { useStdout } from 'ink';
import { useEffect, useReducer, useState } from 'react';
import { sanitizeTerminalText } from '../../api/sanitize.js';
import { focusedTextInput, isTextFocused, type FormState } from '../../components/form/formModel.js';
import { useScreenKeys } from '../../components/keyRouter.js';
import { useScreenArea } from '../../components/layout.js';
import { maxScrollOffset } from '../../components/ScrollView.js';
import { useTextField } from '../../components/useTextField.js';
import { useAppStore, useAppStoreApi } from '../../state/context.js';
import { errorText } from '../../state/errorText.js';
import { clipboardNote, copyToClipboard, type ClipboardWriter } from '../clipboard.js';
import { useTextInputFocus, useTicker } from '../hooks.js';
import { matchBinding } from '../keymap.js';
import { backFrom, initialRoomsState, roomsReducer, SCOPES, type View } from './model.js';
import { useRoomForms } from './useRoomForms.js';
import { useRoomRecording } from './useRoomRecording.js';

export interface RoomsOptions {
  /** Where OSC 52 sequences go (Ink's stdout by default). */
  writeClipboard?: ClipboardWriter;
  env?: NodeJS.ProcessEnv;
}

export type RoomsModel = ReturnType<typeof useRooms>;

export function useRooms({ writeClipboard, env = process.env }: RoomsOptions) {
  const store = useAppStoreApi();
  const { stdout } = useStdout();
  // Straight to the terminal, not through Ink's output: the sequence prints nothing and moves no cursor.
  const writeSequence: ClipboardWriter = writeClipboard ?? ((sequence) => void stdout.write(sequence));
  const { width, height } = useScreenArea();
  // The room detail scrolls inside the body, leaving a line for the scroll hint and one for a status line.
  const detailWindow = Math.max(3, height - 2);
  const rooms = useAppStore((s) => s.rooms);
  const selected = useAppStore((s) => s.roomsSelected);
  const now = useAppStore((s) => s.clockNow);
  const [state, dispatch] = useReducer(roomsReducer, initialRoomsState);
  const [detailHeight, setDetailHeight] = useState(0);
  const prompt = useTextField('', { onChange: () => dispatch({ type: 'error', message: null }) });
  const { view, form, busy, confirmDelete, confirmDomain } = state;

  useEffect(() => {
    const s = store.getState();
    void s.loadRooms('first');
    void s.loadDomainConfig();
  }, [store]);

  const nowMs = useTicker(view.name === 'list' || view.name === 'detail' || view.name === 'token', now);
  const go = (next: View, nextForm?: FormState | null) => dispatch({ type: 'go', view: next, form: nextForm });

  /** Runs an action with the spinner; errors stay on screen. */
  const run = async (label: string, action: () => Promise<void>) => {
    dispatch({ type: 'busy', label });
    try {
      await action();
    } catch (err) {
      dispatch({ type: 'error', message: errorText(err) });
    } finally {
      dispatch({ type: 'busy', label: null });
    }
  };

  const recording = useRoomRecording(state, dispatch, run);
  const forms = useRoomForms(state, dispatch, go, run);

  // In a form, only a focused text field takes q and ?; on a toggle, ? opens the help.
  const dialogOpen = confirmDelete !== null || confirmDomain !== null;
  const textActive =
    !dialogOpen &&
    (view.name === 'lookup' || view.name === 'deleteInput' || (forms.specs !== null && form !== null && isTextFocused(forms.specs, form)));
  useTextInputFocus(textActive);

  const selectedRoom = rooms?.find((r) => r.name === selected) ?? null;

  const askDelete = async (target: string, back: View['name']) => {
    try {
      const name = await store.getState().roomNameOf(target);
      dispatch({ type: 'askDelete', pending: { name, target, back } });
    } catch (err) {
      dispatch({ type: 'error', message: errorText(err) });
    }
  };

  const moveSelection = (delta: number | 'first' | 'last') => {
    const list = store.getState().rooms ?? [];
    if (list.length === 0) return;
    const at = Math.max(0, list.findIndex((r) => r.name === store.getState().roomsSelected));
    const index = delta === 'first' ? 0 : delta === 'last' ? list.length - 1 : Math.min(list.length - 1, Math.max(0, at + delta));
    store.getState().selectRoom(list[index]!.name);
  };

  const copy = (value: string, what: string) => {
    copyToClipboard(value, writeSequence, env);
    dispatch({ type: 'note', message: `${what}: ${clipboardNote(env)}` });
  };

  const saveToken = (roomName: string, token: string) =>
    void run('writing the token…', async () => {
      const path = await store.getState().saveToken(roomName, token);
      const shown = sanitizeTerminalText(path, { singleLine: true });
      dispatch({ type: 'note', message: `Token written to ${shown} (mode 0600: only you can read it). Delete the file when you no longer need it.` });
    });

  const listKey = (action: string | undefined): boolean => {
    const s = store.getState();
    switch (action) {
      case 'down': moveSelection(1); break;
      case 'up': moveSelection(-1); break;
      case 'first': moveSelection('first'); break;
      case 'last': moveSelection('last'); break;
      case 'pageDown':
      case 'nextPage': void s.loadRooms('next'); break;
      case 'pageUp':
      case 'prevPage': void s.loadRooms('prev'); break;
      case 'refresh':
        void s.loadRooms('reload');
        void s.loadDomainConfig(); // the domain's recording setting may have changed too
        break;
      case 'open':
        if (selectedRoom) {
          s.setCurrentRoom(selectedRoom);
          go({ name: 'detail', created: false });
        }
        break;
      case 'new': forms.openCreate(); break;
      case 'token': if (selectedRoom) forms.openTokenForm(selectedRoom, 'list'); break;
      case 'lookup': prompt.reset(); go({ name: 'lookup' }); break;
      case 'delete': if (selectedRoom) void askDelete(selectedRoom.name, 'list'); break;
      case 'deleteBy': prompt.reset(); go({ name: 'deleteInput' }); break;
      case 'edit': if (selectedRoom) forms.openEdit(selectedRoom, 'list'); break;
      case 'audioOnly': recording.askDomainToggle(); break;
      default: return false; // Esc (back), ?, q: the App's global keys
    }
    return true;
  };

  useScreenKeys(
    SCOPES[view.name],
    (input, key) => {
      const action = matchBinding(SCOPES[view.name], input, key)?.action;
      switch (view.name) {
        case 'list':
          return listKey(action);
        case 'create':
        case 'edit':
        case 'tokenForm':
          return forms.handleKey({ input, key, action });
        case 'token':
          if (action === 'copy') copy(view.token, 'token');
          else if (action === 'wrap') dispatch({ type: 'toggleTokenWrap' });
          else if (action === 'file') saveToken(view.room.name, view.token);
          else if (action === 'done') go(backFrom(view));
          else return false;
          return true;
        case 'detail': {
          const room = store.getState().currentRoom;
          const max = maxScrollOffset(detailHeight, detailWindow);
          if (action === 'scrollDown') dispatch({ type: 'scroll', by: 1, max });
          else if (action === 'scrollUp') dispatch({ type: 'scroll', by: -1, max });
          else if (action === 'back') go({ name: 'list' });
          else if (action === 'token' && room) forms.openTokenForm(room, 'detail');
          else if (action === 'delete' && room) void askDelete(room.name, 'detail');
          else if (action === 'copy' && room) copy(room.url, 'room URL');
          else if (action === 'edit' && room) forms.openEdit(room, 'detail');
          else if (action === 'startRecording') recording.start();
          else if (action === 'stopRecording') recording.stop();
          else if (action === 'recordings' && room) store.getState().switchTab({ name: 'recordings', room: room.name });
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
            const value = prompt.value.trim();
            if (value === '') {
              dispatch({ type: 'error', message: 'room: type a URL or a name' });
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
          prompt.handle(input, key);
          return true;
        }
      }
    },
    // One action at a time: keys typed meanwhile wait for it (holdKeys), then apply to what it left on screen.
    {
      isActive: !dialogOpen,
      // A form's text field says whether it takes several lines (the token's permissions JSON).
      acceptsText: textActive && forms.specs !== null && form !== null && isTextFocused(forms.specs, form) ? focusedTextInput(forms.specs, form) : textActive,
      holdKeys: busy !== null,
    },
  );

  const doDelete = () => {
    if (!confirmDelete) return;
    const target = confirmDelete;
    dispatch({ type: 'closeDelete' });
    void run(`deleting ${target.name}…`, async () => {
      const outcome = await store.getState().deleteRoom(target.target);
      if (outcome === 'deleted') store.getState().showToast(`Room ${target.name} deleted`, 'success');
      else store.getState().showToast(`Room ${target.name} was already gone (nothing to delete)`, 'info');
      go({ name: 'list' });
      void store.getState().loadRooms('reload');
    });
  };

  return {
    state,
    width,
    height,
    nowMs,
    roomSpecs: forms.roomSpecs,
    editSpecs: forms.editSpecs,
    tokenSpecs: forms.tokenSpecs,
    prompt,
    detailWindow,
    detailHeight,
    setDetailHeight,
    doDelete,
    cancelDelete: () => dispatch({ type: 'closeDelete' }),
    confirmDomainToggle: recording.confirmDomainToggle,
    cancelDomainToggle: recording.cancelDomainToggle,
  };
}
