// Rooms on the room service: one page of the domain's rooms, the room on screen (created or looked up),
// the domain's force_audio_only_recording, and the actions. Meeting tokens are returned to the caller and
// never kept in the store (a token is a credential: the screen shows it once); saveToken writes one to a 0600
// file only when the user asks.
import type { StateCreator } from 'zustand/vanilla';
import type { GetTokenOptions, RecordingsApi, RoomDeleteOutcome } from '../api/contracts.js';
import { roomUrlForName, type RoomObject, type RoomParams } from '../api/models.js';
import { writePrivateFile } from '../api/files/privateFile.js';
import { sanitizeDeep } from '../api/redact/sanitize.js';
import { assertValid, validateRoomName } from '../api/validation.js';
import type { AppDeps } from './deps.js';
import { errorText } from './errorText.js';
import { keepSelection, pageMove, type PageMove } from './paging.js';
import { requireFullRoomsApi } from './fullRoomsApi.js';
import type { AppState } from './store.js';

export type RoomUpdate = Parameters<RecordingsApi['updateRoom']>[1];

export const ROOMS_PAGE_SIZE = 10;

export interface RoomsSlice {
  /** The current page, newest first; null until the first load. Server strings sanitised. */
  rooms: RoomObject[] | null;
  roomsTotal: number;
  /** 0-based page; roomsCursors[i] is the `starting_after` id for page i (undefined for page 0). */
  roomsPage: number;
  roomsCursors: Array<string | undefined>;
  roomsLoading: boolean;
  roomsError: string | null;
  roomsLastUpdated: number | null;
  /** Selected room by name (kept across page reloads when still there). */
  roomsSelected: string | null;
  selectRoom(name: string | null): void;
  /** 'first' | 'next' | 'prev' | 'reload' (the current page again). */
  loadRooms(which?: PageMove): Promise<void>;

  /** Domain setting: 1 forces cloud recordings to audio-only (.m4a). undefined until read. */
  forceAudioOnly: 0 | 1 | undefined;
  domainConfigError: string | null;
  loadDomainConfig(): Promise<void>;
  /** Sets the domain's force_audio_only_recording (then re-reads it). Rejects on failure. */
  setForceAudioOnly(value: 0 | 1): Promise<void>;

  /** The room shown in the detail view (just created or looked up). */
  currentRoom: RoomObject | null;
  setCurrentRoom(room: RoomObject | null): void;
  /** Rejects with the API error (the form keeps its values). */
  createRoom(params: RoomParams): Promise<RoomObject>;
  /** By URL or by plain name. */
  lookupRoom(urlOrName: string): Promise<RoomObject>;
  /** Partial update (a `null` property is reset); the room on screen and in the list follow. Rejects on failure. */
  updateRoom(name: string, update: RoomUpdate): Promise<RoomObject>;
  /** By URL (`https://…/name`) or by plain name; says whether the room was still there. Rejects on failure. */
  deleteRoom(urlOrName: string): Promise<RoomDeleteOutcome>;
  /** The meeting token; NOT stored anywhere. */
  createToken(roomUrl: string, options: GetTokenOptions): Promise<string>;
  /** Writes a meeting token the user asked to keep into a new file only they can read (0600); the file's path. */
  saveToken(roomName: string, token: string): Promise<string>;
  /** Room name of a URL or a plain name (the helper's get_name_from_url). */
  roomNameOf(urlOrName: string): Promise<string>;
  /** The store's clock (ms): countdowns and expiry previews use it, so tests can fix time. */
  clockNow(): number;
}

export function isRoomUrl(text: string): boolean {
  return /^https?:\/\//i.test(text.trim());
}

const cleanRoom = (room: RoomObject): RoomObject => sanitizeDeep(room, { singleLine: true });

export const createRoomsSlice =
  (deps: AppDeps): StateCreator<AppState, [], [], RoomsSlice> =>
  (set, get) => {
    let loadSeq = 0;

    const removeFromList = (name: string) =>
      set((s) => ({
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
        if (get().roomsSelected !== name) set({ roomsSelected: name });
      },

      loadRooms: async (which = 'reload') => {
        const s = get();
        const target = pageMove(
          which,
          { page: s.roomsPage, cursors: s.roomsCursors },
          s.rooms,
          s.roomsTotal,
          ROOMS_PAGE_SIZE,
        );
        if (!target) return;
        const { page, cursors } = target;
        const seq = ++loadSeq;
        set({ roomsLoading: true });
        try {
          const api = await deps.getRooms();
          const result = await api.listRooms({ limit: ROOMS_PAGE_SIZE, startingAfter: cursors[page] });
          if (seq !== loadSeq) return;
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
        } catch (err) {
          if (seq !== loadSeq) return;
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
        } catch (err) {
          set({ domainConfigError: errorText(err) });
        }
      },

      setForceAudioOnly: async (value) => {
        const domain = await requireFullRoomsApi(await deps.getRooms()).setDomainConfig({
          force_audio_only_recording: value,
        });
        set({ forceAudioOnly: domain.config?.force_audio_only_recording === 1 ? 1 : 0, domainConfigError: null });
      },

      currentRoom: null,
      setCurrentRoom: (room) => set({ currentRoom: room }),

      updateRoom: async (name, update) => {
        const room = cleanRoom(await requireFullRoomsApi(await deps.getRooms()).updateRoom(name, update));
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
          rooms:
            s.roomsPage === 0 && s.rooms
              ? [room, ...s.rooms.filter((r) => r.name !== room.name)].slice(0, ROOMS_PAGE_SIZE)
              : s.rooms,
          roomsTotal: s.roomsTotal + 1,
          roomsSelected: room.name,
        }));
        return room;
      },

      lookupRoom: async (urlOrName) => {
        const api = await deps.getRooms();
        const text = urlOrName.trim();
        if (!isRoomUrl(text)) assertValid('name', validateRoomName(text));
        const room = cleanRoom(await api.getRoomFromUrl(isRoomUrl(text) ? text : roomUrlForName(text)));
        set({ currentRoom: room });
        return room;
      },

      deleteRoom: async (urlOrName) => {
        const api = await deps.getRooms();
        const text = urlOrName.trim();
        const name = isRoomUrl(text) ? api.getNameFromUrl(text) : text;
        // A client without the outcome (a plain RoomsApi) can only say it is gone now.
        const reporting = api as Partial<RecordingsApi>;
        const outcome: RoomDeleteOutcome = reporting.deleteRoom
          ? await reporting.deleteRoom.call(api, name)
          : (await api.deleteRoomByName(name), 'deleted');
        removeFromList(name);
        return outcome;
      },

      createToken: async (roomUrl, options) => {
        const api = await deps.getRooms();
        return api.getToken(roomUrl, options);
      },

      saveToken: async (roomName, token) => {
        if (!deps.tokenDir) throw new Error('this app was started without a directory for token files');
        const stamp = new Date(deps.clock.now())
          .toISOString()
          .replace(/\.\d+Z$/, 'Z')
          .replace(/[-:]/g, '');
        const safeRoom = roomName.replace(/[^A-Za-z0-9_-]/g, '_');
        return writePrivateFile(deps.tokenDir, `${safeRoom}-${stamp}`, '.jwt', token);
      },

      roomNameOf: async (urlOrName) => {
        const text = urlOrName.trim();
        if (!isRoomUrl(text)) return text;
        const api = await deps.getRooms();
        return api.getNameFromUrl(text);
      },

      clockNow: () => deps.clock.now(),
    };
  };
