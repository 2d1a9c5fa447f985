// The recordings screen's behaviour: keys → the pure reducer (model.ts) and the store's actions; auto-refresh with
// the set list's backoff while a recording is in progress; download with progress; link copy (OSC 52); delete.
import { useEffect, useReducer, useRef } from 'react';
import { formatBytes } from '../../api/recordingInfo.js';
import type { Recording } from '../../api/recordings.js';
import { useScreenKeys } from '../../components/keyRouter.js';
import { useTextField } from '../../components/useTextField.js';
import { useAppStore, useAppStoreApi } from '../../state/context.js';
import { errorText } from '../../state/errorText.js';
import { clipboardNote, copyToClipboard, type ClipboardWriter } from '../clipboard.js';
import { useBackoffPolling, useScreenVisible, useTextInputFocus } from '../hooks.js';
import { matchBinding } from '../keymap.js';
import { initialRecordingsState, recordingsReducer, type RecordingsMode } from './model.js';

export const RECORDING_SCOPES = {
  list: 'recordings',
  filter: 'recordingFilter',
  detail: 'recordingDetail',
  download: 'recordingDownload',
  downloading: 'recordingDownloading',
  delete: 'recordingDelete',
} as const satisfies Record<RecordingsMode['kind'], string>;

export interface RecordingsScreenOptions {
  writeClipboard: ClipboardWriter;
  env: NodeJS.ProcessEnv;
  /** Directory offered for downloads. */
  cwd: string;
  /** Start filtered to this room. */
  room?: string;
}

export function useRecordingsScreen({ writeClipboard, env, cwd, room }: RecordingsScreenOptions) {
  const store = useAppStoreApi();
  const [state, dispatch] = useReducer(recordingsReducer, initialRecordingsState);
  // The room filter's and the download directory's field (one open at a time); the model keeps the text.
  const prompt = useTextField('', {
    onChange: (value) => dispatch(state.mode.kind === 'filter' ? { type: 'editFilter', text: value } : { type: 'editDir', dir: value }),
  });
  const recordings = useAppStore((s) => s.recordings);
  const selected = useAppStore((s) => s.recordingsSelected);
  const visible = useScreenVisible();
  const abort = useRef<AbortController | null>(null);
  const mode = state.mode;

  useEffect(() => {
    void store.getState().setRecordingsRoom(room ?? null);
    // FORMAT tells .mp4 from .m4a by the domain's force_audio_only_recording too (the rooms screen reads it as well).
    void store.getState().loadDomainConfig();
  }, [store, room]);
  useEffect(() => () => abort.current?.abort(), []);

  const anyInProgress = recordings?.some((r) => r.status === 'in-progress') ?? false;
  const pollDelay = useBackoffPolling(visible && anyInProgress && mode.kind !== 'downloading', () => store.getState().loadRecordings('reload'));
  useTextInputFocus(mode.kind === 'filter' || mode.kind === 'download');

  const find = (id: string | null): Recording | undefined => store.getState().recordings?.find((r) => r.id === id);
  const current = (): Recording | undefined => find('id' in mode ? mode.id : store.getState().recordingsSelected);

  const move = (delta: number | 'first' | 'last') => {
    const list = store.getState().recordings ?? [];
    if (list.length === 0) return;
    const at = Math.max(0, list.findIndex((r) => r.id === store.getState().recordingsSelected));
    const index = delta === 'first' ? 0 : delta === 'last' ? list.length - 1 : Math.min(list.length - 1, Math.max(0, at + delta));
    store.getState().selectRecording(list[index]!.id);
  };

  const askDownload = (rec: Recording | undefined) => {
    if (!rec) return;
    if (rec.status !== 'finished') {
      dispatch({ type: 'message', message: { kind: 'error', text: `recording ${rec.id.slice(0, 8)} is ${rec.status}: nothing to download until it is stopped (S stops it)` } });
      return;
    }
    prompt.reset(cwd);
    dispatch({ type: 'askDownload', id: rec.id, dir: cwd });
  };

  const stop = async (rec: Recording | undefined) => {
    if (!rec) return;
    const short = rec.id.slice(0, 8);
    if (rec.status !== 'in-progress') {
      dispatch({ type: 'message', message: { kind: 'error', text: `recording ${short} is ${rec.status}: nothing to stop` } });
      return;
    }
    dispatch({ type: 'message', message: { kind: 'info', text: `stopping recording ${short} of ${rec.room_name}…` } });
    try {
      await store.getState().stopRecordingOf(rec);
      dispatch({ type: 'message', message: { kind: 'success', text: `Recording ${short} of ${rec.room_name} stopped; D downloads it once it shows finished` } });
    } catch (err) {
      dispatch({ type: 'message', message: { kind: 'error', text: errorText(err) } });
    }
  };

  const copyLink = async (rec: Recording | undefined) => {
    if (!rec) return;
    try {
      const link = await store.getState().getRecordingLink(rec.id, rec.tracks.length > 0 ? 0 : undefined);
      copyToClipboard(link, writeClipboard, env);
      const which = rec.tracks.length > 0 ? ` (track 0 of ${rec.tracks.length})` : '';
      dispatch({ type: 'message', message: { kind: 'info', text: `Download link${which}, valid 1 h: ${clipboardNote(env)}` } });
    } catch (err) {
      dispatch({ type: 'message', message: { kind: 'error', text: errorText(err) } });
    }
  };

  const startDownload = async (rec: Recording, dir: string) => {
    const controller = new AbortController();
    abort.current = controller;
    dispatch({ type: 'downloadStarted', files: Math.max(1, rec.tracks.length) });
    try {
      const results = await store
        .getState()
        .downloadRecording(rec, dir, (file, progress) => dispatch({ type: 'downloadProgress', file, progress }), controller.signal);
      const total = results.reduce((sum, r) => sum + r.bytes, 0);
      const where = results.length === 1 ? results[0]!.path : `${results.length} files in ${dir}`;
      dispatch({ type: 'downloadFinished', text: `Saved ${where} (${formatBytes(total)}, byte count verified)` });
    } catch (err) {
      dispatch({ type: 'downloadFailed', text: errorText(err) });
    } finally {
      abort.current = null;
    }
  };

  const doDelete = async (id: string) => {
    try {
      await store.getState().deleteRecording(id);
      dispatch({ type: 'deleted', text: `Recording ${id.slice(0, 8)} deleted` });
      void store.getState().loadRecordings('reload');
    } catch (err) {
      dispatch({ type: 'back' });
      dispatch({ type: 'message', message: { kind: 'error', text: errorText(err) } });
    }
  };

  useScreenKeys(
    RECORDING_SCOPES[mode.kind],
    (input, key) => {
      const scope = RECORDING_SCOPES[mode.kind];
      // Deleting: the type-to-confirm dialog owns the keys (the scope has no bindings).
      const action = scope === 'recordingDelete' ? undefined : matchBinding(scope, input, key)?.action;
      const s = store.getState();
      switch (mode.kind) {
        case 'list':
          switch (action) {
            case 'down':
              move(1);
              break;
            case 'up':
              move(-1);
              break;
            case 'first':
              move('first');
              break;
            case 'last':
              move('last');
              break;
            case 'nextPage':
            case 'pageDown':
              void s.loadRecordings('next');
              break;
            case 'prevPage':
            case 'pageUp':
              void s.loadRecordings('prev');
              break;
            case 'refresh':
              void s.loadRecordings('reload');
              break;
            case 'open':
              if (s.recordingsSelected) dispatch({ type: 'openDetail', id: s.recordingsSelected });
              break;
            case 'filter':
              prompt.reset(s.recordingsRoom ?? '');
              dispatch({ type: 'openFilter', current: s.recordingsRoom });
              break;
            case 'download':
              askDownload(current());
              break;
            case 'copy':
              void copyLink(current());
              break;
            case 'stop':
              void stop(current());
              break;
            case 'delete': {
              const rec = current();
              if (rec) dispatch({ type: 'askDelete', id: rec.id });
              break;
            }
            default:
              return false;
          }
          return true;
        case 'detail':
          if (action === 'download') askDownload(current());
          else if (action === 'copy') void copyLink(current());
          else if (action === 'stop') void stop(current());
          else if (action === 'delete') dispatch({ type: 'askDelete', id: mode.id });
          else if (action === 'back') dispatch({ type: 'back' });
          else return false;
          return true;
        case 'filter': {
          if (action === 'cancel') {
            dispatch({ type: 'closeFilter' });
            void s.setRecordingsRoom(null);
            return true;
          }
          if (action === 'submit') {
            const text = mode.text.trim();
            if (text !== '' && !/^[A-Za-z0-9_-]{1,128}$/.test(text)) {
              dispatch({ type: 'message', message: { kind: 'error', text: "room: only letters, numbers, '-' and '_' (at most 128)" } });
              return true;
            }
            dispatch({ type: 'closeFilter' });
            void s.setRecordingsRoom(text === '' ? null : text);
            return true;
          }
          prompt.handle(input, key);
          return true;
        }
        case 'download': {
          if (action === 'cancel') {
            dispatch({ type: 'back' });
            return true;
          }
          if (action === 'submit') {
            const rec = find(mode.id);
            if (!rec) dispatch({ type: 'downloadFailed', text: 'the recording is no longer listed' });
            else if (mode.dir.trim() === '') dispatch({ type: 'message', message: { kind: 'error', text: 'directory: required' } });
            else void startDownload(rec, mode.dir.trim());
            return true;
          }
          prompt.handle(input, key);
          return true;
        }
        case 'downloading':
          if (action === 'cancel') abort.current?.abort();
          return true;
        case 'delete':
          return false; // the TypeToConfirm dialog has the keys
      }
    },
    { isActive: mode.kind !== 'delete' },
  );

  return {
    state,
    dispatch,
    selected,
    pollDelay,
    /** The room filter's or the download directory's cursor. */
    promptCursor: prompt.cursor,
    current: current(),
    confirmDelete: (id: string) => void doDelete(id),
  };
}
