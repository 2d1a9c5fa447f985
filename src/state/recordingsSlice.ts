// Recordings on the room service: one page (newest first), an optional room filter, and the actions of the
// recordings screen and of a room's detail (start/stop). Links are fetched fresh for each use and never stored.
import type { StateCreator } from 'zustand/vanilla';
import {
  downloadToFile,
  extensionForContentType,
  type DownloadProgress,
  type DownloadResult,
} from '../api/files/download.js';
import { roomUrlForName } from '../api/models.js';
import { needsFormatContext } from '../api/rooms/recordingInfo.js';
import { recordingTypeOf, type Recording, type RecordingType } from '../api/rooms/recordings.js';
import { readRoomModes } from '../api/rooms/roomModes.js';
import { sanitizeDeep } from '../api/redact/sanitize.js';
import type { AppDeps } from './deps.js';
import { errorText } from './errorText.js';
import { pageMove, type PageMove } from './paging.js';
import { requireFullRoomsApi } from './fullRoomsApi.js';
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
  /**
   * True once the user moved the selection: reloads (r, the auto-refresh, coming back to the screen) keep it
   * on that recording while it is listed. Until then — and after a filter change or when it is gone — the
   * selection is the newest recording, and follows a new one that appears on top.
   */
  recordingsSelectionChosen: boolean;
  /**
   * The enable_recording of the listed recordings' rooms, read after each page for FORMAT (.mp4 or .m4a; see
   * recordingFormat): '' unset, null when the room could not be read (deleted); a room not in it is not read yet.
   * Read again with every first page (the screen opened, the filter changed).
   */
  recordingRoomModes: Record<string, string | null>;
  /** The user's choice (see recordingsSelectionChosen). */
  selectRecording(id: string | null): void;
  setRecordingsRoom(room: string | null): Promise<void>;
  loadRecordings(which?: PageMove): Promise<void>;
  getRecordingLink(id: string, track?: number): Promise<string>;
  deleteRecording(id: string): Promise<void>;
  /**
   * Streams each file of a finished recording into `dir` as `<id>.mp4|.m4a` or `<id>-<n>-<kind>.webm`;
   * never replaces an existing file.
   */
  downloadRecording(
    rec: Recording,
    dir: string,
    onProgress: (file: number, p: DownloadProgress) => void,
    signal?: AbortSignal,
  ): Promise<DownloadResult[]>;
  startRoomRecording(room: string, type: RecordingType): Promise<void>;
  stopRoomRecording(room: string, type: RecordingType): Promise<void>;
  /** The room's in-progress recording (newest), if any. */
  activeRecordingOf(room: string): Promise<Recording | null>;
  /** Stops the in-progress recording `rec`: its room's recording, of the type the room records (read fresh). */
  stopRecordingOf(rec: Recording): Promise<void>;
}

const clean = (rec: Recording): Recording => sanitizeDeep(rec, { singleLine: true });

export const createRecordingsSlice =
  (deps: AppDeps): StateCreator<AppState, [], [], RecordingsSlice> =>
  (set, get) => {
    let loadSeq = 0;
    const api = async () => requireFullRoomsApi(await deps.getRooms());

    /**
     * The modes of the rooms of `recordings` not read yet, or of all of them (`again`); what was known stays shown
     * until the answer. Never holds the list up; a room that cannot be read is "not known".
     */
    const readModes = async (recordings: Recording[], again: boolean) => {
      const known = get().recordingRoomModes;
      const names = recordings
        .filter(needsFormatContext)
        .map((r) => r.room_name)
        .filter((name) => again || !(name in known));
      if (names.length === 0) return;
      try {
        const modes = await readRoomModes(await api(), names);
        set((s) => ({
          recordingRoomModes: {
            ...s.recordingRoomModes,
            ...Object.fromEntries([...modes].map(([name, mode]) => [name, mode ?? null])),
          },
        }));
      } catch {
        // no room client: FORMAT stays "not known"
      }
    };

    return {
      recordings: null,
      recordingsTotal: 0,
      recordingsPage: 0,
      recordingsCursors: [undefined],
      recordingsLoading: false,
      recordingsError: null,
      recordingsRoom: null,
      recordingsSelected: null,
      recordingsSelectionChosen: false,
      recordingRoomModes: {},
      selectRecording: (id) => {
        if (get().recordingsSelected !== id || !get().recordingsSelectionChosen)
          set({ recordingsSelected: id, recordingsSelectionChosen: id !== null });
      },

      setRecordingsRoom: async (room) => {
        const next = room && room.trim() !== '' ? room.trim() : null;
        // Another room's list is another list: not the old one under the new title, and its newest is selected.
        // The same filter again (coming back to the screen) keeps a chosen selection while it is listed.
        if (next !== get().recordingsRoom) {
          set({
            recordingsRoom: next,
            recordings: null,
            recordingsTotal: 0,
            recordingsSelected: null,
            recordingsSelectionChosen: false,
          });
        }
        await get().loadRecordings('first');
      },

      loadRecordings: async (which = 'reload') => {
        const s = get();
        const target = pageMove(
          which,
          { page: s.recordingsPage, cursors: s.recordingsCursors },
          s.recordings,
          s.recordingsTotal,
          RECORDINGS_PAGE_SIZE,
        );
        if (!target) return;
        const { page, cursors } = target;
        const seq = ++loadSeq;
        set({ recordingsLoading: true });
        try {
          const result = await (
            await api()
          ).listRecordings({
            limit: RECORDINGS_PAGE_SIZE,
            startingAfter: cursors[page],
            ...(s.recordingsRoom ? { roomName: s.recordingsRoom } : {}),
          });
          if (seq !== loadSeq) return;
          const recordings = result.data.map(clean);
          const { recordingsSelected, recordingsSelectionChosen } = get();
          const kept =
            recordingsSelectionChosen &&
            recordingsSelected !== null &&
            recordings.some((r) => r.id === recordingsSelected);
          set({
            recordings,
            recordingsTotal: result.total_count,
            recordingsPage: page,
            recordingsCursors: cursors,
            recordingsLoading: false,
            recordingsError: null,
            // The service lists newest first.
            recordingsSelected: kept ? recordingsSelected : (recordings[0]?.id ?? null),
            recordingsSelectionChosen: kept,
          });
          // A first page (the screen opened, the filter changed) re-reads every room: their modes may have changed.
          void readModes(recordings, which === 'first');
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
        set((s) => {
          const list = s.recordings ?? [];
          const at = list.findIndex((r) => r.id === id);
          const rest = list.filter((r) => r.id !== id);
          // The row that takes the deleted one's place (the one above when it was the last).
          const neighbour = at < 0 ? undefined : (rest[at] ?? rest[at - 1])?.id;
          return {
            recordings: s.recordings ? rest : s.recordings,
            recordingsTotal: Math.max(0, s.recordingsTotal - 1),
            recordingsSelected: s.recordingsSelected === id ? (neighbour ?? null) : s.recordingsSelected,
          };
        });
      },

      downloadRecording: async (rec, dir, onProgress, signal) => {
        const client = await api();
        const safeId = rec.id.replace(/[^A-Za-z0-9_-]/g, '_');
        const files =
          rec.tracks.length > 0
            ? rec.tracks.map((t, i) => ({
                track: i as number | undefined,
                kind: t.type.replace(/[^a-z]/gi, '') || 'track',
              }))
            : [{ track: undefined, kind: '' }];
        const results: DownloadResult[] = [];
        for (const [index, file] of files.entries()) {
          const link = await client.getRecordingAccessLink(
            rec.id,
            file.track !== undefined ? { track: file.track } : {},
          );
          const name = (ct: string) =>
            (file.track !== undefined ? `${safeId}-${file.track}-${file.kind}` : safeId) + extensionForContentType(ct);
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

      stopRecordingOf: async (rec) => {
        // The room service stops a raw-tracks recording only when told so: ask the room what it records.
        const type: RecordingType =
          rec.tracks.length > 0
            ? 'raw-tracks'
            : (recordingTypeOf((await (await api()).getRoomFromUrl(roomUrlForName(rec.room_name))).config) ?? 'cloud');
        await get().stopRoomRecording(rec.room_name, type);
      },

      activeRecordingOf: async (room) => {
        const newest = (await (await api()).listRecordings({ roomName: room, limit: 1 })).data[0];
        return newest && newest.status === 'in-progress' ? clean(newest) : null;
      },
    };
  };
