// The rooms screen's three forms on the form engine: create a room, edit one (the same form; the update sent is
// its diff against the room) and the meeting-token form — opening them, their keys, and what submitting sends.
import { useMemo, type Dispatch } from 'react';
import type { RoomObject } from '../../api/models.js';
import { decodeMeetingToken, type ReadableTokenClaims } from '../../api/rooms/meetingToken.js';
import {
  formErrors,
  formKey,
  initialFormState,
  isTextFocused,
  type FieldSpec,
  type FormState,
} from '../../components/form/formModel.js';
import { useAppStore, useAppStoreApi } from '../../state/context.js';
import { matchBinding } from '../keymap.js';
import { backFrom, formDraft, type RoomsAction, type RoomsState, type View } from './model.js';
import { roomFormDefaults, roomFormSpecs, roomFormValues, toRoomParams, toRoomUpdate } from './roomForm.js';
import { tokenFormDefaults, tokenFormSpecs, toTokenOptions } from './tokenForm.js';

type Go = (next: View, nextForm?: FormState | null) => void;
type Run = (label: string, action: () => Promise<void>) => Promise<void>;
type Press = { input: string; key: Parameters<typeof formKey>[3]; action: string | undefined };

export function useRoomForms(state: RoomsState, dispatch: Dispatch<RoomsAction>, go: Go, run: Run) {
  const store = useAppStoreApi();
  const now = useAppStore((s) => s.clockNow);
  const { view, form } = state;

  const roomSpecs = useMemo(() => roomFormSpecs(now), [now]);
  const tokenSpecs = useMemo(() => tokenFormSpecs(now), [now]);
  const editedRoom = view.name === 'edit' ? view.room : null;
  const editOriginal = useMemo(() => (editedRoom ? roomFormValues(editedRoom) : null), [editedRoom]);
  const editSpecs = useMemo(() => roomFormSpecs(now, editOriginal ?? undefined), [now, editOriginal]);
  /** The open form's fields (null when no form is open). */
  const specs =
    view.name === 'create'
      ? roomSpecs
      : view.name === 'edit'
        ? editSpecs
        : view.name === 'tokenForm'
          ? tokenSpecs
          : null;

  const openCreate = () => go({ name: 'create' }, initialFormState(roomSpecs, roomFormDefaults()));

  const openEdit = (room: RoomObject, from: 'list' | 'detail') =>
    go({ name: 'edit', room, from }, initialFormState(roomFormSpecs(now, roomFormValues(room)), roomFormValues(room)));

  const openTokenForm = (room: RoomObject, from: 'list' | 'detail') =>
    go({ name: 'tokenForm', room, from }, initialFormState(tokenSpecs, tokenFormDefaults()));

  const create = (values: FormState['values']) =>
    void run('creating room…', async () => {
      await store.getState().createRoom(toRoomParams(values, now()));
      go({ name: 'detail', created: true });
    });

  const saveEdit = (room: RoomObject, from: 'list' | 'detail', values: FormState['values']) => {
    const update = toRoomUpdate(values, roomFormValues(room), now());
    if (!update) {
      go(backFrom({ name: 'edit', room, from }));
      dispatch({ type: 'note', message: `Nothing changed; ${room.name} was not sent anything` });
      return;
    }
    const what = [
      ...(update.privacy ? ['privacy'] : []),
      ...Object.entries(update.properties ?? {}).map(([k, v]) => (v === null ? `${k} (reset)` : k)),
    ];
    void run(`saving ${room.name}…`, async () => {
      const saved = await store.getState().updateRoom(room.name, update);
      store.getState().setCurrentRoom(saved);
      go({ name: 'detail', created: false });
      dispatch({ type: 'note', message: `Room ${room.name} updated: ${what.join(', ')}` });
    });
  };

  const generateToken = (room: RoomObject, from: 'list' | 'detail', values: FormState['values']) =>
    void run('generating token…', async () => {
      const token = await store.getState().createToken(room.url, toTokenOptions(values, now()));
      let claims: ReadableTokenClaims | null = null;
      try {
        claims = decodeMeetingToken(token).readable;
      } catch {
        claims = null;
      }
      go({ name: 'token', room, token, claims, from }, null);
    });

  const handleForm = (fields: readonly FieldSpec[], press: Press, onSubmit: (values: FormState['values']) => void) => {
    if (!form) return;
    // Enter submits from any field: both forms are mostly optional fields with defaults.
    const r = formKey(fields, form, press.input, press.key, press.action, { enter: 'submit' });
    if (r.action === 'cancel') return formDraft(state) ? dispatch({ type: 'askDiscard' }) : go(backFrom(view));
    if (r.action === 'submit') {
      const errors = formErrors(fields, form.values);
      if (errors.length > 0) {
        dispatch({ type: 'form', form: { ...form, submitted: true } });
        dispatch({
          type: 'error',
          message: `${errors.length} field${errors.length === 1 ? '' : 's'} to fix: ${errors[0]!.message}`,
        });
        return;
      }
      onSubmit(form.values);
      return;
    }
    dispatch({ type: 'form', form: r.state });
  };

  /** A key while a form is open; false when it is not the form's (`?` off a text field opens the help). */
  const handleKey = (press: Press): boolean => {
    if (!specs) return false;
    if (matchBinding('global', press.input, press.key)?.action === 'help' && form && !isTextFocused(specs, form))
      return false;
    if (view.name === 'create') handleForm(roomSpecs, press, create);
    else if (view.name === 'edit') {
      const { room, from } = view;
      handleForm(editSpecs, press, (values) => saveEdit(room, from, values));
    } else if (view.name === 'tokenForm') {
      const { room, from } = view;
      handleForm(tokenSpecs, press, (values) => generateToken(room, from, values));
    }
    return true;
  };

  /** "Discard?" answered yes: the form closes, its values are gone. */
  const discard = () => go(backFrom(view), null);

  return { roomSpecs, editSpecs, tokenSpecs, specs, openCreate, openEdit, openTokenForm, handleKey, discard };
}
