import { sanitizeDeep } from '../api/sanitize.js';
import { errorText } from './errorText.js';
import { keepSelection, pageMove } from './paging.js';
import { roomServiceOf } from './roomService.js';
export const ROOMS_PAGE_SIZE = 10;
export function isRoomUrl(text) {
    return /^https?:\/\//i.test(text.trim());
}
const cleanRoom = (room) => sanitizeDeep(room, { singleLine: true });
export const createRoomsSlice = (deps) => (set, get) => {
    let loadSeq = 0;
    const removeFromList = (name) => set((s) => ({
        rooms: s.rooms?.filter((r) => r.name !== name) ?? s.rooms,
        roomsTotal: s.rooms?.some((r) => r.name === name) ? Math.max(0, s.roomsTotal - 1) : s.roomsTotal,
        currentRoom: s.currentRoom?.name === name ? null : s.currentRoom,
        roomsSelected: s.roomsSelected === name ? null : s.roomsSelected,
    }));
    return {
        rooms: null,
        roomsTotal: 0,
        roomsPage: 0,
        roomsCursors: [undefined],
        roomsLoading: false,
        roomsError: null,
        roomsLastUpdated: null,
        roomsSelected: null,
        selectRoom: (name) => {
            if (get().roomsSelected !== name)
                set({ roomsSelected: name });
        },
        loadRooms: async (which = 'reload') => {
            const s = get();
            const target = pageMove(which, { page: s.roomsPage, cursors: s.roomsCursors }, s.rooms, s.roomsTotal, ROOMS_PAGE_SIZE);
            if (!target)
                return;
            const { page, cursors } = target;
            const seq = ++loadSeq;
            set({ roomsLoading: true });
            try {
                const api = await deps.getRooms();
                const result = await api.listRooms({ limit: ROOMS_PAGE_SIZE, startingAfter: cursors[page] });
                if (seq !== loadSeq)
                    return;
                const rooms = result.data.map(cleanRoom);
                set({
                    rooms,
                    roomsTotal: result.total_count,
                    roomsPage: page,
                    roomsCursors: cursors,
                    roomsLoading: false,
                    roomsError: null,
                    roomsLastUpdated: deps.clock.now(),
                    roomsSelected: keepSelection(get().roomsSelected, rooms, (r) => r.name),
                });
            }
            catch (err) {
                if (seq !== loadSeq)
                    return;
                set({ roomsLoading: false, roomsError: errorText(err) });
            }
        },
        forceAudioOnly: undefined,
        domainConfigError: null,
        loadDomainConfig: async () => {
            try {
                const api = await deps.getRooms();
                const domain = await api.getDomainConfig();
                set({ forceAudioOnly: domain.config?.force_audio_only_recording === 1 ? 1 : 0, domainConfigError: null });
            }
            catch (err) {
                set({ domainConfigError: errorText(err) });
            }
        },
        setForceAudioOnly: async (value) => {
            const domain = await roomServiceOf(await deps.getRooms()).setDomainConfig({ force_audio_only_recording: value });
            set({ forceAudioOnly: domain.config?.force_audio_only_recording === 1 ? 1 : 0, domainConfigError: null });
        },
        currentRoom: null,
        setCurrentRoom: (room) => set({ currentRoom: room }),
        updateRoom: async (name, update) => {
            const room = cleanRoom(await roomServiceOf(await deps.getRooms()).updateRoom(name, update));
            set((s) => ({
                currentRoom: s.currentRoom?.name === room.name ? room : s.currentRoom,
                rooms: s.rooms?.map((r) => (r.name === room.name ? room : r)) ?? s.rooms,
            }));
            return room;
        },
        createRoom: async (params) => {
            const api = await deps.getRooms();
            const room = cleanRoom(await api.createRoom(params));
            set((s) => ({
                currentRoom: room,
                // The newest room heads the first page.
                rooms: s.roomsPage === 0 && s.rooms ? [room, ...s.rooms.filter((r) => r.name !== room.name)].slice(0, ROOMS_PAGE_SIZE) : s.rooms,
                roomsTotal: s.roomsTotal + 1,
                roomsSelected: room.name,
            }));
            return room;
        },
        lookupRoom: async (url) => {
            const api = await deps.getRooms();
            const room = cleanRoom(await api.getRoomFromUrl(url.trim()));
            set({ currentRoom: room });
            return room;
        },
        deleteRoom: async (urlOrName) => {
            const api = await deps.getRooms();
            const text = urlOrName.trim();
            const name = isRoomUrl(text) ? api.getNameFromUrl(text) : text;
            // A client without the outcome (a plain RoomsApi) can only say it is gone now.
            const reporting = api;
            const outcome = reporting.deleteRoom ? await reporting.deleteRoom.call(api, name) : (await api.deleteRoomByName(name), 'deleted');
            removeFromList(name);
            return outcome;
        },
        createToken: async (roomUrl, options) => {
            const api = await deps.getRooms();
            return api.getToken(roomUrl, options);
        },
        roomNameOf: async (urlOrName) => {
            const text = urlOrName.trim();
            if (!isRoomUrl(text))
                return text;
            const api = await deps.getRooms();
            return api.getNameFromUrl(text);
        },
        clockNow: () => deps.clock.now(),
    };
};
