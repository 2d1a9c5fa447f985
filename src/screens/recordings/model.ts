// The recordings screen's own state as a pure reducer: which view is open (list, room filter, details, download
// path prompt, download in progress, delete confirmation) and the one status message. Server data lives in the
// store (recordingsSlice); this holds only what the user is doing.
import type { DownloadProgress } from '../../api/files/download.js';

export type RecordingsMode =
  | { kind: 'list' }
  | { kind: 'filter'; text: string }
  | { kind: 'detail'; id: string }
  | { kind: 'download'; id: string; dir: string; from: 'list' | 'detail' }
  | {
      kind: 'downloading';
      id: string;
      dir: string;
      file: number;
      files: number;
      progress: DownloadProgress | null;
      from: 'list' | 'detail';
    }
  | { kind: 'delete'; id: string; from: 'list' | 'detail' };

export interface RecordingsMessage {
  kind: 'error' | 'info' | 'success';
  text: string;
}

export interface RecordingsScreenState {
  mode: RecordingsMode;
  message: RecordingsMessage | null;
}

export type RecordingsEvent =
  | { type: 'openFilter'; current: string | null }
  | { type: 'editFilter'; text: string }
  | { type: 'closeFilter' }
  | { type: 'openDetail'; id: string }
  | { type: 'back' }
  | { type: 'askDownload'; id: string; dir: string }
  | { type: 'editDir'; dir: string }
  | { type: 'downloadStarted'; files: number }
  | { type: 'downloadProgress'; file: number; progress: DownloadProgress }
  | { type: 'downloadFinished'; text: string }
  | { type: 'downloadFailed'; text: string }
  | { type: 'askDelete'; id: string }
  | { type: 'deleted'; text: string }
  | { type: 'message'; message: RecordingsMessage | null };

export const initialRecordingsState: RecordingsScreenState = { mode: { kind: 'list' }, message: null };

/** Where a sub-view returns to. */
function origin(mode: RecordingsMode): RecordingsMode {
  if ((mode.kind === 'download' || mode.kind === 'downloading' || mode.kind === 'delete') && mode.from === 'detail') {
    return { kind: 'detail', id: mode.id };
  }
  return { kind: 'list' };
}

export function recordingsReducer(state: RecordingsScreenState, event: RecordingsEvent): RecordingsScreenState {
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
      if (mode.kind === 'downloading') return state; // cancelled through the abort, which reports itself
      return { mode: mode.kind === 'detail' ? { kind: 'list' } : origin(mode), message: null };
    case 'askDownload':
      return {
        mode: { kind: 'download', id: event.id, dir: event.dir, from: mode.kind === 'detail' ? 'detail' : 'list' },
        message: null,
      };
    case 'editDir':
      return mode.kind === 'download' ? { mode: { ...mode, dir: event.dir }, message: null } : state;
    case 'downloadStarted':
      return mode.kind === 'download'
        ? {
            mode: {
              kind: 'downloading',
              id: mode.id,
              dir: mode.dir,
              file: 0,
              files: event.files,
              progress: null,
              from: mode.from,
            },
            message: null,
          }
        : state;
    case 'downloadProgress':
      return mode.kind === 'downloading'
        ? { ...state, mode: { ...mode, file: event.file, progress: event.progress } }
        : state;
    case 'downloadFinished':
      return { mode: origin(mode), message: { kind: 'success', text: event.text } };
    case 'downloadFailed':
      // Back to the prompt (the path is kept) so the user can pick another one.
      if (mode.kind === 'downloading') {
        return {
          mode: { kind: 'download', id: mode.id, dir: mode.dir, from: mode.from },
          message: { kind: 'error', text: event.text },
        };
      }
      return { ...state, message: { kind: 'error', text: event.text } };
    case 'askDelete':
      return {
        mode: { kind: 'delete', id: event.id, from: mode.kind === 'detail' ? 'detail' : 'list' },
        message: null,
      };
    case 'deleted':
      return { mode: { kind: 'list' }, message: { kind: 'success', text: event.text } };
    case 'message':
      return { ...state, message: event.message };
  }
}

/** What must be typed to delete a recording: the first 8 characters of its id. */
export function deleteConfirmation(id: string): string {
  return id.slice(0, 8);
}
