// Connects the rooms screen's model (model.ts) to the store and the keys: routes each view's keys, list paging,
// the room's detail, look-up and delete prompts (the text-field hook), copy with OSC 52. The create, edit and
// token forms live in useRoomForms.ts; the recording start/stop and the domain toggle in useRoomRecording.ts.
import { useStdout } from 'ink';
import { useEffect, useReducer, useState } from 'react';
import type { RoomObject } from '../../api/models.js';
import { sanitizeTerminalText } from '../../api/redact/sanitize.js';
import { focusedTextInput, isTextFocused, type FormState } from '../../components/form/formModel.js';
import { useScreenKeys } from '../../components/keyRouter.js';
import { useScreenArea } from '../../components/layout.js';
import { maxScrollOffset } from '../../components/ScrollView.js';
import { useTextField } from '../../components/useTextField.js';
import { useAppStore, useAppStoreApi } from '../../state/context.js';
import { errorText } from '../../state/errorText.js';
import { clipboardNote, copyToClipboard, type ClipboardWriter } from '../clipboard.js';
import { useActionKeys } from '../actionHandlers.js';
import { useHeldDraft, useTextInputFocus } from '../screenStatus.js';
import { useTicker } from '../polling.js';
import { matchBinding } from '../keymap.js';
import { backFrom, formDraft, initialRoomsState, roomsReducer, SCOPES, type View } from './model.js';
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
  const { view, form, busy, confirmDelete, confirmDomain, confirmDiscard } = state;

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
  const dialogOpen = confirmDelete !== null || confirmDomain !== null || confirmDiscard;
  // A form with typed changes is unsaved work: the shell asks before q, Ctrl+C or a tab key drops it.
  const draft = formDraft(state);
  useHeldDraft(busy ? null : draft);
  const textActive =
    !dialogOpen &&
    (view.name === 'lookup' ||
      view.name === 'deleteInput' ||
      (forms.specs !== null && form !== null && isTextFocused(forms.specs, form)));
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
    const at = Math.max(
      0,
      list.findIndex((r) => r.name === store.getState().roomsSelected),
    );
    const index =
      delta === 'first' ? 0 : delta === 'last' ? list.length - 1 : Math.min(list.length - 1, Math.max(0, at + delta));
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
      dispatch({
        type: 'note',
        message: `Token written to ${shown} (mode 0600: only you can read it). Delete the file when you no longer need it.`,
      });
    });

  // One action at a time: keys typed meanwhile wait for it (holdKeys), then apply to what it left on screen.
  const held = busy !== null;
  /** A key of the room's detail: needs the room (without it, the key goes on to the shell). */
  const withRoom = (use: (room: RoomObject) => void) => () => {
    const room = store.getState().currentRoom;
    if (!room) return false;
    use(room);
  };
  useActionKeys(
    'rooms',
    {
      down: () => moveSelection(1),
      up: () => moveSelection(-1),
      first: () => moveSelection('first'),
      last: () => moveSelection('last'),
      pageDown: () => void store.getState().loadRooms('next'),
      nextPage: () => void store.getState().loadRooms('next'),
      pageUp: () => void store.getState().loadRooms('prev'),
      prevPage: () => void store.getState().loadRooms('prev'),
      refresh: () => {
        void store.getState().loadRooms('reload');
        void store.getState().loadDomainConfig(); // the domain's recording setting may have changed too
      },
      open: () => {
        if (!selectedRoom) return;
        store.getState().setCurrentRoom(selectedRoom);
        go({ name: 'detail', created: false });
      },
      new: () => forms.openCreate(),
      token: () => void (selectedRoom && forms.openTokenForm(selectedRoom, 'list')),
      lookup: () => {
        prompt.reset();
        go({ name: 'lookup' });
      },
      delete: () => void (selectedRoom && askDelete(selectedRoom.name, 'list')),
      deleteBy: () => {
        prompt.reset();
        go({ name: 'deleteInput' });
      },
      edit: () => void (selectedRoom && forms.openEdit(selectedRoom, 'list')),
      audioOnly: () => recording.askDomainToggle(),
    },
    { isActive: !dialogOpen && view.name === 'list', holdKeys: held },
  );
  const detailMax = maxScrollOffset(detailHeight, detailWindow);
  useActionKeys(
    'roomDetail',
    {
      scrollDown: () => dispatch({ type: 'scroll', by: 1, max: detailMax }),
      scrollUp: () => dispatch({ type: 'scroll', by: -1, max: detailMax }),
      back: () => go({ name: 'list' }),
      token: withRoom((room) => forms.openTokenForm(room, 'detail')),
      delete: withRoom((room) => void askDelete(room.name, 'detail')),
      copy: withRoom((room) => copy(room.url, 'room URL')),
      edit: withRoom((room) => forms.openEdit(room, 'detail')),
      startRecording: () => recording.start(),
      stopRecording: () => recording.stop(),
      // This room's recordings: the Recordings tab, filtered to it.
      recordings: withRoom((room) => store.getState().switchTab({ name: 'recordings', room: room.name })),
    },
    { isActive: !dialogOpen && view.name === 'detail', holdKeys: held },
  );
  const tokenView = view.name === 'token' ? view : null;
  useActionKeys(
    'tokenView',
    {
      copy: () => void (tokenView && copy(tokenView.token, 'token')),
      wrap: () => dispatch({ type: 'toggleTokenWrap' }),
      file: () => void (tokenView && saveToken(tokenView.room.name, tokenView.token)),
      done: () => void (tokenView && go(backFrom(tokenView))),
    },
    { isActive: !dialogOpen && view.name === 'token', holdKeys: held },
  );

  useScreenKeys(
    SCOPES[view.name],
    (input, key) => {
      const action = matchBinding(SCOPES[view.name], input, key)?.action;
      switch (view.name) {
        case 'list':
        case 'detail':
        case 'token':
          return false; // their handler maps above
        case 'create':
        case 'edit':
        case 'tokenForm':
          return forms.handleKey({ input, key, action });
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
    {
      isActive: !dialogOpen && view.name !== 'list' && view.name !== 'detail' && view.name !== 'token',
      // A form's text field says whether it takes several lines (the token's permissions JSON).
      acceptsText:
        textActive && forms.specs !== null && form !== null && isTextFocused(forms.specs, form)
          ? focusedTextInput(forms.specs, form)
          : textActive,
      holdKeys: held,
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
    draft,
    discardForm: forms.discard,
    keepForm: () => dispatch({ type: 'closeDiscard' }),
    confirmDomainToggle: recording.confirmDomainToggle,
    cancelDomainToggle: recording.cancelDomainToggle,
  };
}
