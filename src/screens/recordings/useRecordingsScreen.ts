// The recordings screen's behaviour: keys → the pure reducer (model.ts) and the store's actions; auto-refresh with
// the set list's backoff while a recording is in progress; download with progress; link copy (OSC 52); delete.
import { useEffect, useReducer, useRef } from 'react';
import { formatBytes } from '../../api/rooms/recordingInfo.js';
import type { Recording } from '../../api/rooms/recordings.js';
import { useScreenKeys } from '../../components/keyRouter.js';
import { useTextField } from '../../components/useTextField.js';
import { useAppStore, useAppStoreApi } from '../../state/context.js';
import { RECORDINGS_PAGE_SIZE } from '../../state/recordingsSlice.js';
import { errorText } from '../../state/errorText.js';
import { clipboardNote, copyToClipboard, type ClipboardWriter } from '../clipboard.js';
import { useActionKeys } from '../actionHandlers.js';
import { useScreenVisible, useTextInputFocus } from '../screenStatus.js';
import { useListScreen } from '../listScreen/useListScreen.js';
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

const NO_RECORDINGS: Recording[] = [];
const recordingKey = (r: Recording) => r.id;

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
    onChange: (value) =>
      dispatch(state.mode.kind === 'filter' ? { type: 'editFilter', text: value } : { type: 'editDir', dir: value }),
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
  useTextInputFocus(mode.kind === 'filter' || mode.kind === 'download');

  const find = (id: string | null): Recording | undefined => store.getState().recordings?.find((r) => r.id === id);
  const current = (): Recording | undefined => find('id' in mode ? mode.id : store.getState().recordingsSelected);

  const askDownload = (rec: Recording | undefined) => {
    if (!rec) return;
    if (rec.status !== 'finished') {
      dispatch({
        type: 'message',
        message: {
          kind: 'error',
          text: `recording ${rec.id.slice(0, 8)} is ${rec.status}: nothing to download until it is stopped (S stops it)`,
        },
      });
      return;
    }
    prompt.reset(cwd);
    dispatch({ type: 'askDownload', id: rec.id, dir: cwd });
  };

  const stop = async (rec: Recording | undefined) => {
    if (!rec) return;
    const short = rec.id.slice(0, 8);
    if (rec.status !== 'in-progress') {
      dispatch({
        type: 'message',
        message: { kind: 'error', text: `recording ${short} is ${rec.status}: nothing to stop` },
      });
      return;
    }
    dispatch({ type: 'message', message: { kind: 'info', text: `stopping recording ${short} of ${rec.room_name}…` } });
    try {
      await store.getState().stopRecordingOf(rec);
      dispatch({
        type: 'message',
        message: {
          kind: 'success',
          text: `Recording ${short} of ${rec.room_name} stopped; D downloads it once it shows finished`,
        },
      });
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
      dispatch({
        type: 'message',
        message: { kind: 'info', text: `Download link${which}, valid 1 h: ${clipboardNote(env)}` },
      });
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
        .downloadRecording(
          rec,
          dir,
          (file, progress) => dispatch({ type: 'downloadProgress', file, progress }),
          controller.signal,
        );
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

  // The list: the list-screen piece (selection by id, movement, the in-progress re-read); ]/[ and PgDn/PgUp turn pages.
  const list = useListScreen<Recording, 'recordings'>({
    rows: recordings ?? NO_RECORDINGS,
    keyOf: recordingKey,
    selectedKey: selected,
    select: (id) => store.getState().selectRecording(id),
    pageSize: RECORDINGS_PAGE_SIZE,
    scope: 'recordings',
    isActive: mode.kind === 'list',
    poll: {
      active: visible && anyInProgress && mode.kind !== 'downloading',
      run: () => store.getState().loadRecordings('reload'),
    },
    handlers: {
      nextPage: () => void store.getState().loadRecordings('next'),
      pageDown: () => void store.getState().loadRecordings('next'),
      prevPage: () => void store.getState().loadRecordings('prev'),
      pageUp: () => void store.getState().loadRecordings('prev'),
      refresh: () => void store.getState().loadRecordings('reload'),
      open: () => {
        const id = store.getState().recordingsSelected;
        if (id) dispatch({ type: 'openDetail', id });
      },
      filter: () => {
        const room = store.getState().recordingsRoom;
        prompt.reset(room ?? '');
        dispatch({ type: 'openFilter', current: room });
      },
      download: () => askDownload(current()),
      copy: () => void copyLink(current()),
      stop: () => void stop(current()),
      delete: () => {
        const rec = current();
        if (rec) dispatch({ type: 'askDelete', id: rec.id });
      },
    },
  });
  useActionKeys(
    'recordingDetail',
    {
      download: () => askDownload(current()),
      copy: () => void copyLink(current()),
      stop: () => void stop(current()),
      delete: () => void ('id' in mode && dispatch({ type: 'askDelete', id: mode.id })),
      back: () => dispatch({ type: 'back' }),
    },
    { isActive: mode.kind === 'detail' },
  );

  useScreenKeys(
    RECORDING_SCOPES[mode.kind],
    (input, key) => {
      const scope = RECORDING_SCOPES[mode.kind];
      // Deleting: the type-to-confirm dialog owns the keys (the scope has no bindings).
      const action = scope === 'recordingDelete' ? undefined : matchBinding(scope, input, key)?.action;
      const s = store.getState();
      switch (mode.kind) {
        case 'list':
        case 'detail':
        case 'delete':
          return false; // the list-screen piece, the detail's handler map, the TypeToConfirm dialog
        case 'filter': {
          if (action === 'cancel') {
            dispatch({ type: 'closeFilter' });
            void s.setRecordingsRoom(null);
            return true;
          }
          if (action === 'submit') {
            const text = mode.text.trim();
            if (text !== '' && !/^[A-Za-z0-9_-]{1,128}$/.test(text)) {
              dispatch({
                type: 'message',
                message: { kind: 'error', text: "room: only letters, numbers, '-' and '_' (at most 128)" },
              });
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
            else if (mode.dir.trim() === '')
              dispatch({ type: 'message', message: { kind: 'error', text: 'directory: required' } });
            else void startDownload(rec, mode.dir.trim());
            return true;
          }
          prompt.handle(input, key);
          return true;
        }
        case 'downloading':
          if (action === 'cancel') abort.current?.abort();
          return true;
      }
    },
    { isActive: mode.kind === 'filter' || mode.kind === 'download' || mode.kind === 'downloading' },
  );

  return {
    state,
    dispatch,
    selected,
    pollDelay: list.pollDelay,
    /** The room filter's or the download directory's cursor. */
    promptCursor: prompt.cursor,
    current: current(),
    confirmDelete: (id: string) => void doDelete(id),
  };
}
