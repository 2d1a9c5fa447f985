// Recordings on the room service: one page (newest first), an optional room filter, and the actions of the
// recordings screen and of a room's detail (start/stop). Links are fetched fresh for each use and never stored.
import type { StateCreator } from 'zustand/vanilla';
import type { RecordingsApi, RoomsApi } from '../api/contracts.js';
import { downloadToFile, extensionForContentType, type DownloadProgress, type DownloadResult } from '../api/download.js';
import { ApiError } from '../api/errors.js';
import type { Recording, RecordingType } from '../api/recordings.js';
import { sanitizeDeep } from '../api/sanitize.js';
import type { AppDeps } from './deps.js';
import { errorText } from './errorText.js';
import type { AppState } from './store.js';

export const RECORDINGS_PAGE_SIZE = 10;

export interface RecordingsSlice {
  recordings: Recording[] | null;
  recordingsTotal: number;
  /** 0-based page; recordingsCursors[i] is the `starting_after` id of page i. */
  recordingsPage: number;
  recordingsCursors: Array<string | undefined>;
  recordingsLoading: boolean;
  recordingsError: string | null;
  /** Only this room's recordings, or all. */
  recordingsRoom: string | null;
  recordingsSelected: string | null;
  selectRecording(id: string | null): void;
  setRecordingsRoom(room: string | null): Promise<void>;
  loadRecordings(which?: 'first' | 'next' | 'prev' | 'reload'): Promise<void>;
  getRecordingLink(id: string, track?: number): Promise<string>;
  deleteRecording(id: string): Promise<void>;
  /**
   * Streams each file of a finished recording into `dir` as `<id>.mp4|.m4a` or `<id>-<n>-<kind>.webm`;
   * never replaces an existing file.
   */
  downloadRecording(rec: Recording, dir: string, onProgress: (file: number, p: DownloadProgress) => void, signal?: AbortSignal): Promise<DownloadResult[]>;
  startRoomRecording(room: string, type: RecordingType): Promise<void>;
  stopRoomRecording(room: string, type: RecordingType): Promise<void>;
  /** The room's in-progress recording (newest), if any. */
  activeRecordingOf(room: string): Promise<Recording | null>;
}

/** The room client's recordings interface (RoomHelper has it; a client without it gets a clear error). */
export function recordingsApiOf(rooms: RoomsApi): RoomsApi & RecordingsApi {
  if (typeof (rooms as Partial<RecordingsApi>).listRecordings !== 'function') {
    throw new ApiError({ status: 0, code: 'UNSUPPORTED', message: 'This room client has no recordings interface' });
  }
  return rooms as RoomsApi & RecordingsApi;
}

const clean = (rec: Recording): Recording => sanitizeDeep(rec, { singleLine: true });

export const createRecordingsSlice =
  (deps: AppDeps): StateCreator<AppState, [], [], RecordingsSlice> =>
  (set, get) => {
    let loadSeq = 0;
    const api = async () => recordingsApiOf(await deps.getRooms());

    return {
      recordings: null,
      recordingsTotal: 0,
      recordingsPage: 0,
      recordingsCursors: [undefined],
      recordingsLoading: false,
      recordingsError: null,
      recordingsRoom: null,
      recordingsSelected: null,
      selectRecording: (id) => {
        if (get().recordingsSelected !== id) set({ recordingsSelected: id });
      },

      setRecordingsRoom: async (room) => {
        set({ recordingsRoom: room && room.trim() !== '' ? room.trim() : null });
        await get().loadRecordings('first');
      },

      loadRecordings: async (which = 'reload') => {
        const s = get();
        let page = s.recordingsPage;
        let cursors = s.recordingsCursors;
        if (which === 'first') {
          page = 0;
          cursors = [undefined];
        } else if (which === 'prev') {
          if (page === 0) return;
          page -= 1;
        } else if (which === 'next') {
          const last = s.recordings?.[s.recordings.length - 1];
          const shown = page * RECORDINGS_PAGE_SIZE + (s.recordings?.length ?? 0);
          if (!last || shown >= s.recordingsTotal) return;
          cursors = [...cursors.slice(0, page + 1), last.id];
          page += 1;
        }
        const seq = ++loadSeq;
        set({ recordingsLoading: true });
        try {
          const result = await (await api()).listRecordings({
            limit: RECORDINGS_PAGE_SIZE,
            startingAfter: cursors[page],
            ...(s.recordingsRoom ? { roomName: s.recordingsRoom } : {}),
          });
          if (seq !== loadSeq) return;
          const recordings = result.data.map(clean);
          const selected = get().recordingsSelected;
          set({
            recordings,
            recordingsTotal: result.total_count,
            recordingsPage: page,
            recordingsCursors: cursors,
            recordingsLoading: false,
            recordingsError: null,
            recordingsSelected: selected && recordings.some((r) => r.id === selected) ? selected : (recordings[0]?.id ?? null),
          });
        } catch (err) {
          if (seq !== loadSeq) return;
          set({ recordingsLoading: false, recordingsError: errorText(err) });
        }
      },

      getRecordingLink: async (id, track) => {
        const link = await (await api()).getRecordingAccessLink(id, track !== undefined ? { track } : {});
        return link.download_link;
      },

      deleteRecording: async (id) => {
        await (await api()).deleteRecording(id);
        set((s) => ({
          recordings: s.recordings?.filter((r) => r.id !== id) ?? s.recordings,
          recordingsTotal: Math.max(0, s.recordingsTotal - 1),
          recordingsSelected: s.recordingsSelected === id ? null : s.recordingsSelected,
        }));
      },

      downloadRecording: async (rec, dir, onProgress, signal) => {
        const client = await api();
        const safeId = rec.id.replace(/[^A-Za-z0-9_-]/g, '_');
        const files = rec.tracks.length > 0 ? rec.tracks.map((t, i) => ({ track: i as number | undefined, kind: t.type.replace(/[^a-z]/gi, '') || 'track' })) : [{ track: undefined, kind: '' }];
        const results: DownloadResult[] = [];
        for (const [index, file] of files.entries()) {
          const link = await client.getRecordingAccessLink(rec.id, file.track !== undefined ? { track: file.track } : {});
          const name = (ct: string) => (file.track !== undefined ? `${safeId}-${file.track}-${file.kind}` : safeId) + extensionForContentType(ct);
          results.push(
            await downloadToFile(link.download_link, {
              target: ({ contentType }) => `${dir.replace(/\/+$/, '') || '.'}/${name(contentType)}`,
              onProgress: (p) => onProgress(index, p),
              ...(signal ? { signal } : {}),
            }),
          );
        }
        return results;
      },

      startRoomRecording: async (room, type) => {
        await (await api()).startRecording(room, { type });
        void get().loadRecordings('reload');
      },

      stopRoomRecording: async (room, type) => {
        await (await api()).stopRecording(room, type === 'raw-tracks' ? { type } : {});
        void get().loadRecordings('reload');
      },

      activeRecordingOf: async (room) => {
        const newest = (await (await api()).listRecordings({ roomName: room, limit: 1 })).data[0];
        return newest && newest.status === 'in-progress' ? clean(newest) : null;
      },
    };
  };
