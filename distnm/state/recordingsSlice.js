import { downloadToFile, extensionForContentType } from '../api/download.js';
import { roomUrlForName } from '../api/models.js';
import { recordingTypeOf } from '../api/recordings.js';
import { sanitizeDeep } from '../api/sanitize.js';
import { errorText } from './errorText.js';
import { pageMove } from './paging.js';
import { roomServiceOf } from './roomService.js';
export const RECORDINGS_PAGE_SIZE = 10;
const clean = (rec) => sanitizeDeep(rec, { singleLine: true });
export const createRecordingsSlice = (deps) => (set, get) => {
    let loadSeq = 0;
    const api = async () => roomServiceOf(await deps.getRooms());
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
        selectRecording: (id) => {
            if (get().recordingsSelected !== id || !get().recordingsSelectionChosen)
                set({ recordingsSelected: id, recordingsSelectionChosen: id !== null });
        },
        setRecordingsRoom: async (room) => {
            const next = room && room.trim() !== '' ? room.trim() : null;
            // Another room's list is another list: not the old one under the new title, and its newest is selected.
            // The same filter again (coming back to the screen) keeps a chosen selection while it is listed.
            if (next !== get().recordingsRoom) {
                set({ recordingsRoom: next, recordings: null, recordingsTotal: 0, recordingsSelected: null, recordingsSelectionChosen: false });
            }
            await get().loadRecordings('first');
        },
        loadRecordings: async (which = 'reload') => {
            const s = get();
            const target = pageMove(which, { page: s.recordingsPage, cursors: s.recordingsCursors }, s.recordings, s.recordingsTotal, RECORDINGS_PAGE_SIZE);
            if (!target)
                return;
            const { page, cursors } = target;
            const seq = ++loadSeq;
            set({ recordingsLoading: true });
            try {
                const result = await (await api()).listRecordings({
                    limit: RECORDINGS_PAGE_SIZE,
                    startingAfter: cursors[page],
                    ...(s.recordingsRoom ? { roomName: s.recordingsRoom } : {}),
                });
                if (seq !== loadSeq)
                    return;
                const recordings = result.data.map(clean);
                const { recordingsSelected, recordingsSelectionChosen } = get();
                const kept = recordingsSelectionChosen && recordingsSelected !== null && recordings.some((r) => r.id === recordingsSelected);
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
            }
            catch (err) {
                if (seq !== loadSeq)
                    return;
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
            const files = rec.tracks.length > 0 ? rec.tracks.map((t, i) => ({ track: i, kind: t.type.replace(/[^a-z]/gi, '') || 'track' })) : [{ track: undefined, kind: '' }];
            const results = [];
            for (const [index, file] of files.entries()) {
                const link = await client.getRecordingAccessLink(rec.id, file.track !== undefined ? { track: file.track } : {});
                const name = (ct) => (file.track !== undefined ? `${safeId}-${file.track}-${file.kind}` : safeId) + extensionForContentType(ct);
                results.push(await downloadToFile(link.download_link, {
                    target: ({ contentType }) => `${dir.replace(/\/+$/, '') || '.'}/${name(contentType)}`,
                    onProgress: (p) => onProgress(index, p),
                    ...(signal ? { signal } : {}),
                }));
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
            const type = rec.tracks.length > 0 ? 'raw-tracks' : (recordingTypeOf((await (await api()).getRoomFromUrl(roomUrlForName(rec.room_name))).config) ?? 'cloud');
            await get().stopRoomRecording(rec.room_name, type);
        },
        activeRecordingOf: async (room) => {
            const newest = (await (await api()).listRecordings({ roomName: room, limit: 1 })).data[0];
            return newest && newest.status === 'in-progress' ? clean(newest) : null;
        },
    };
};
