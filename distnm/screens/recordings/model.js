export const initialRecordingsState = { mode: { kind: 'list' }, message: null };
/** Where a sub-view returns to. */
function origin(mode) {
    if ((mode.kind === 'download' || mode.kind === 'downloading' || mode.kind === 'delete') && mode.from === 'detail') {
        return { kind: 'detail', id: mode.id };
    }
    return { kind: 'list' };
}
export function recordingsReducer(state, event) {
    const { mode } = state;
    switch (event.type) {
        case 'openFilter':
            return { mode: { kind: 'filter', text: event.current ?? '' }, message: null };
        case 'editFilter':
            return mode.kind === 'filter' ? { mode: { kind: 'filter', text: event.text }, message: null } : state;
        case 'closeFilter':
            return { mode: { kind: 'list' }, message: state.message };
        case 'openDetail':
            return { mode: { kind: 'detail', id: event.id }, message: null };
        case 'back':
            if (mode.kind === 'downloading')
                return state; // cancelled through the abort, which reports itself
            return { mode: mode.kind === 'detail' ? { kind: 'list' } : origin(mode), message: null };
        case 'askDownload':
            return { mode: { kind: 'download', id: event.id, dir: event.dir, from: mode.kind === 'detail' ? 'detail' : 'list' }, message: null };
        case 'editDir':
            return mode.kind === 'download' ? { mode: { ...mode, dir: event.dir }, message: null } : state;
        case 'downloadStarted':
            return mode.kind === 'download'
                ? { mode: { kind: 'downloading', id: mode.id, dir: mode.dir, file: 0, files: event.files, progress: null, from: mode.from }, message: null }
                : state;
        case 'downloadProgress':
            return mode.kind === 'downloading' ? { ...state, mode: { ...mode, file: event.file, progress: event.progress } } : state;
        case 'downloadFinished':
            return { mode: origin(mode), message: { kind: 'success', text: event.text } };
        case 'downloadFailed':
            // Back to the prompt (the path is kept) so the user can pick another one.
            if (mode.kind === 'downloading') {
                return { mode: { kind: 'download', id: mode.id, dir: mode.dir, from: mode.from }, message: { kind: 'error', text: event.text } };
            }
            return { ...state, message: { kind: 'error', text: event.text } };
        case 'askDelete':
            return { mode: { kind: 'delete', id: event.id, from: mode.kind === 'detail' ? 'detail' : 'list' }, message: null };
        case 'deleted':
            return { mode: { kind: 'list' }, message: { kind: 'success', text: event.text } };
        case 'message':
            return { ...state, message: event.message };
    }
}
/** What must be typed to delete a recording: the first 8 characters of its id. */
export function deleteConfirmation(id) {
    return id.slice(0, 8);
}
