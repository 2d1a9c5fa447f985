import type { StateCreator } from 'zustand/vanilla';
import type { GetTokenOptions, RecordingsApi, RoomDeleteOutcome } from '../api/contracts.js';
import type { RoomObject, RoomParams } from '../api/models.js';
import type { AppDeps } from './deps.js';
import { type PageMove } from './paging.js';
import type { AppState } from './store.js';
export type RoomUpdate = Parameters<RecordingsApi['updateRoom']>[1];
export declare const ROOMS_PAGE_SIZE = 10;
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
    lookupRoom(url: string): Promise<RoomObject>;
    /** Partial update (a `null` property is reset); the room on screen and in the list follow. Rejects on failure. */
    updateRoom(name: string, update: RoomUpdate): Promise<RoomObject>;
    /** By URL (`https://…/name`) or by plain name; says whether the room was still there. Rejects on failure. */
    deleteRoom(urlOrName: string): Promise<RoomDeleteOutcome>;
    /** The meeting token; NOT stored anywhere. */
    createToken(roomUrl: string, options: GetTokenOptions): Promise<string>;
    /** Room name of a URL or a plain name (the helper's get_name_from_url). */
    roomNameOf(urlOrName: string): Promise<string>;
    /** The store's clock (ms): countdowns and expiry previews use it, so tests can fix time. */
    clockNow(): number;
}
export declare function isRoomUrl(text: string): boolean;
export declare const createRoomsSlice: (deps: AppDeps) => StateCreator<AppState, [], [], RoomsSlice>;
