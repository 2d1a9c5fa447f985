import { recordingTypeOf } from '../../api/recordings.js';
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
};
export const initialRoomsState = {
    view: { name: 'list' },
    busy: null,
    error: null,
    note: null,
    form: null,
    detailScroll: 0,
    confirmDelete: null,
    confirmDomain: null,
    activeRecording: undefined,
};
export function roomsReducer(s, a) {
    switch (a.type) {
        case 'go':
            return { ...s, view: a.view, error: null, note: null, detailScroll: 0, ...(a.form !== undefined ? { form: a.form } : {}) };
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
        case 'recording':
            return { ...s, activeRecording: a.active };
    }
}
/** Where Esc / done leaves the token form and view and the edit form. */
export function backFrom(view) {
    return (view.name === 'tokenForm' || view.name === 'token' || view.name === 'edit') && view.from === 'detail'
        ? { name: 'detail', created: false }
        : { name: 'list' };
}
/** The recording type a room makes (its enable_recording), or null when it makes no cloud recording. */
export function roomRecordingType(room) {
    return recordingTypeOf(room.config);
}
