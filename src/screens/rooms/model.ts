// The rooms screen's pure model: which view is open and the screen's transient state (running action,
// error, note, form, prompt text, detail scroll, pending delete, pending domain toggle, the open room's
// recording). No React, no I/O.
import type { RoomObject } from '../../api/models.js';
import { recordingTypeOf, type Recording, type RecordingType } from '../../api/rooms/recordings.js';
import type { ReadableTokenClaims } from '../../api/rooms/meetingToken.js';
import type { FormState, FormValues } from '../../components/form/formModel.js';

export type View =
  | { name: 'list' }
  | { name: 'create' }
  /** The create form over an existing room: only changed properties are sent; a cleared one is reset. */
  | { name: 'edit'; room: RoomObject; from: 'list' | 'detail' }
  | { name: 'detail'; created: boolean }
  | { name: 'tokenForm'; room: RoomObject; from: 'list' | 'detail' }
  /** `wrapped`: the whole token over several lines (for a mouse selection) instead of one line cut to fit. */
  | {
      name: 'token';
      room: RoomObject;
      token: string;
      claims: ReadableTokenClaims | null;
      from: 'list' | 'detail';
      wrapped?: boolean;
    }
  | { name: 'lookup' }
  | { name: 'deleteInput' };

/** Each view's key scope in keymap.ts. */
export const SCOPES = {
  list: 'rooms',
  create: 'roomForm',
  edit: 'roomEdit',
  detail: 'roomDetail',
  tokenForm: 'tokenForm',
  token: 'tokenView',
  lookup: 'roomLookup',
  deleteInput: 'roomDeleteInput',
} as const satisfies Record<View['name'], string>;

export interface PendingDelete {
  name: string;
  target: string;
  back: View['name'];
}

export interface RoomsState {
  view: View;
  /** The running action's label (one at a time). */
  busy: string | null;
  error: string | null;
  note: string | null;
  form: FormState | null;
  /** The open form's values when it opened: typed changes since are unsaved work. */
  formOpenedWith: FormValues | null;
  /** Esc on a form with unsaved work: "discard it?" is open. */
  confirmDiscard: boolean;
  detailScroll: number;
  confirmDelete: PendingDelete | null;
  /** The domain's force_audio_only_recording the user asked to switch to (a confirmation is open). */
  confirmDomain: 0 | 1 | null;
  /** The open room's in-progress recording: null when none, undefined while unknown. */
  activeRecording: Recording | null | undefined;
}

export const initialRoomsState: RoomsState = {
  view: { name: 'list' },
  busy: null,
  error: null,
  note: null,
  form: null,
  formOpenedWith: null,
  confirmDiscard: false,
  detailScroll: 0,
  confirmDelete: null,
  confirmDomain: null,
  activeRecording: undefined,
};

export type RoomsAction =
  /** Opens a view; clears the error, note and detail scroll. `form` starts a form with it. */
  | { type: 'go'; view: View; form?: FormState | null }
  | { type: 'busy'; label: string | null }
  | { type: 'error'; message: string | null }
  | { type: 'note'; message: string | null }
  | { type: 'form'; form: FormState | null }
  | { type: 'scroll'; by: number; max: number }
  | { type: 'askDelete'; pending: PendingDelete }
  | { type: 'closeDelete' }
  | { type: 'askDomain'; value: 0 | 1 }
  | { type: 'closeDomain' }
  | { type: 'askDiscard' }
  | { type: 'closeDiscard' }
  | { type: 'recording'; active: Recording | null | undefined }
  /** On the token view: the token on one line ⇄ wrapped in full (the note, e.g. a written file's path, stays). */
  | { type: 'toggleTokenWrap' };

export function roomsReducer(s: RoomsState, a: RoomsAction): RoomsState {
  switch (a.type) {
    case 'go':
      return {
        ...s,
        view: a.view,
        error: null,
        note: null,
        detailScroll: 0,
        confirmDiscard: false,
        ...(a.form !== undefined ? { form: a.form, formOpenedWith: a.form ? { ...a.form.values } : null } : {}),
      };
    case 'busy':
      return { ...s, busy: a.label, ...(a.label ? { error: null } : {}) };
    case 'error':
      return { ...s, error: a.message };
    case 'note':
      return { ...s, note: a.message };
    case 'form':
      return { ...s, form: a.form };
    case 'scroll':
      return { ...s, detailScroll: Math.min(Math.max(0, s.detailScroll + a.by), Math.max(0, a.max)) };
    case 'askDelete':
      return { ...s, confirmDelete: a.pending };
    case 'closeDelete':
      return { ...s, confirmDelete: null };
    case 'askDomain':
      return { ...s, confirmDomain: a.value };
    case 'closeDomain':
      return { ...s, confirmDomain: null };
    case 'askDiscard':
      return { ...s, confirmDiscard: true };
    case 'closeDiscard':
      return { ...s, confirmDiscard: false };
    case 'recording':
      return { ...s, activeRecording: a.active };
    case 'toggleTokenWrap':
      return s.view.name === 'token' ? { ...s, view: { ...s.view, wrapped: !s.view.wrapped } } : s;
  }
}

/** Where Esc / done leaves the token form and view and the edit form. */
export function backFrom(view: View): View {
  return (view.name === 'tokenForm' || view.name === 'token' || view.name === 'edit') && view.from === 'detail'
    ? { name: 'detail', created: false }
    : { name: 'list' };
}

/**
 * The open form's unsaved work, as a phrase after "your" ("new room 'standup' (not created)"), or null when no
 * form is open or nothing was typed since it opened.
 */
export function formDraft(s: Pick<RoomsState, 'view' | 'form' | 'formOpenedWith'>): string | null {
  const { view, form, formOpenedWith } = s;
  if (!form || !formOpenedWith) return null;
  const changed = Object.keys({ ...form.values, ...formOpenedWith }).some(
    (id) => form.values[id] !== formOpenedWith[id],
  );
  if (!changed) return null;
  switch (view.name) {
    case 'create': {
      const name = typeof form.values.name === 'string' ? form.values.name.trim() : '';
      return `new room${name !== '' ? ` '${name}'` : ''} (not created)`;
    }
    case 'edit':
      return `changes to room '${view.room.name}' (not saved)`;
    case 'tokenForm':
      return `meeting token settings for '${view.room.name}' (no token made yet)`;
    default:
      return null;
  }
}

/** The recording type a room makes (its enable_recording), or null when it makes no cloud recording. */
export function roomRecordingType(room: Pick<RoomObject, 'config'>): RecordingType | null {
  return recordingTypeOf(room.config);
}
