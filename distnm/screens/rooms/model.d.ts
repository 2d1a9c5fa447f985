import type { RoomObject } from '../../api/models.js';
import { type Recording, type RecordingType } from '../../api/recordings.js';
import type { ReadableTokenClaims } from '../../api/token.js';
import type { FormState } from '../../components/form/formModel.js';
export type View = {
    name: 'list';
} | {
    name: 'create';
}
/** The create form over an existing room: only changed properties are sent; a cleared one is reset. */
 | {
    name: 'edit';
    room: RoomObject;
    from: 'list' | 'detail';
} | {
    name: 'detail';
    created: boolean;
} | {
    name: 'tokenForm';
    room: RoomObject;
    from: 'list' | 'detail';
} | {
    name: 'token';
    room: RoomObject;
    token: string;
    claims: ReadableTokenClaims | null;
    from: 'list' | 'detail';
} | {
    name: 'lookup';
} | {
    name: 'deleteInput';
};
/** Each view's key scope in keymap.ts. */
export declare const SCOPES: {
    readonly list: "rooms";
    readonly create: "roomForm";
    readonly edit: "roomEdit";
    readonly detail: "roomDetail";
    readonly tokenForm: "tokenForm";
    readonly token: "tokenView";
    readonly lookup: "roomLookup";
    readonly deleteInput: "roomDeleteInput";
};
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
    detailScroll: number;
    confirmDelete: PendingDelete | null;
    /** The domain's force_audio_only_recording the user asked to switch to (a confirmation is open). */
    confirmDomain: 0 | 1 | null;
    /** The open room's in-progress recording: null when none, undefined while unknown. */
    activeRecording: Recording | null | undefined;
}
export declare const initialRoomsState: RoomsState;
export type RoomsAction = 
/** Opens a view; clears the error, note and detail scroll. `form` starts a form with it. */
{
    type: 'go';
    view: View;
    form?: FormState | null;
} | {
    type: 'busy';
    label: string | null;
} | {
    type: 'error';
    message: string | null;
} | {
    type: 'note';
    message: string | null;
} | {
    type: 'form';
    form: FormState | null;
} | {
    type: 'scroll';
    by: number;
    max: number;
} | {
    type: 'askDelete';
    pending: PendingDelete;
} | {
    type: 'closeDelete';
} | {
    type: 'askDomain';
    value: 0 | 1;
} | {
    type: 'closeDomain';
} | {
    type: 'recording';
    active: Recording | null | undefined;
};
export declare function roomsReducer(s: RoomsState, a: RoomsAction): RoomsState;
/** Where Esc / done leaves the token form and view and the edit form. */
export declare function backFrom(view: View): View;
/** The recording type a room makes (its enable_recording), or null when it makes no cloud recording. */
export declare function roomRecordingType(room: Pick<RoomObject, 'config'>): RecordingType | null;
