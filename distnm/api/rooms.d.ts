import type { CallOptions, GetTokenOptions, RecordingsApi, RoomDeleteOutcome, RoomsApi } from './contracts.js';
import { type HttpClient } from './http.js';
import { type ListRecordingsQuery, type Recording, type RecordingAccessLink, type RecordingList, type StartRecordingOptions, type StopRecordingOptions } from './recordings.js';
import { type DomainConfig, type MeetingTokenProperties, type RoomList, type RoomObject, type RoomParams, type RoomProperties } from './models.js';
export declare const DEFAULT_ROOM_API_URL = "https://api.daily.co/v1";
export interface RoomHelperOptions {
    roomApiKey: string;
    roomApiUrl?: string;
    /** The shared client; when omitted one is made (flavor 'daily') from roomApiKey + roomApiUrl. */
    http?: HttpClient;
    /** Clock in milliseconds (tests inject one). Default Date.now. */
    now?: () => number;
}
export declare class RoomHelper implements RoomsApi, RecordingsApi {
    private readonly http;
    private readonly now;
    constructor({ roomApiKey, roomApiUrl, http, now }: RoomHelperOptions);
    /** Last non-empty path segment; a trailing slash, query and fragment are ignored. */
    getNameFromUrl(url: string): string;
    createRoom(params?: RoomParams, opts?: CallOptions): Promise<RoomObject>;
    getRoomFromUrl(url: string, opts?: CallOptions): Promise<RoomObject>;
    getToken(url: string, options?: GetTokenOptions, opts?: CallOptions): Promise<string>;
    deleteRoomByUrl(url: string, opts?: CallOptions): Promise<boolean>;
    /** True on 200 and on 404 (already gone). */
    deleteRoomByName(name: string, opts?: CallOptions): Promise<boolean>;
    /** DELETE /rooms/:name, saying whether the room was there (`deleted`) or had already gone (404). */
    deleteRoom(name: string, opts?: CallOptions): Promise<RoomDeleteOutcome>;
    /** GET /rooms: newest first; `startingAfter` (older page), `endingBefore` (newer page, or `OLDEST`). */
    listRooms(query?: {
        limit?: number;
        startingAfter?: string;
        endingBefore?: string;
    }, opts?: CallOptions): Promise<RoomList>;
    getDomainConfig(opts?: CallOptions): Promise<DomainConfig>;
    /**
     * POST / with the body nested under `properties`. The response body is UNCONFIRMED, so the config is re-read
     * with GET / and that is what is returned.
     */
    setDomainConfig(properties: DomainConfig['config'], opts?: CallOptions): Promise<DomainConfig>;
    /** Domain setting `force_audio_only_recording`: 1 makes every `cloud` recording audio-only (.m4a). */
    setDomainAudioOnly(on: boolean, opts?: CallOptions): Promise<DomainConfig>;
    /**
     * POST /rooms/:name — partial: what is not sent is kept; a property set to `null` goes back to its default.
     * Unlike create, no defaults are added.
     */
    updateRoom(nameOrUrl: string, update: {
        privacy?: RoomParams['privacy'];
        properties?: {
            [K in keyof RoomProperties]?: RoomProperties[K] | null;
        };
    }, opts?: CallOptions): Promise<RoomObject>;
    /**
     * GET /meeting-tokens/:token: the token's properties (long names) when the service accepts it; a 400 (expired,
     * another domain's, malformed) is thrown. `ignoreNbf` validates a token whose `nbf` is still in the future.
     */
    validateToken(token: string, options?: {
        ignoreNbf?: boolean;
    }, opts?: CallOptions): Promise<MeetingTokenProperties>;
    listRecordings(query?: ListRecordingsQuery, opts?: CallOptions): Promise<RecordingList>;
    getRecording(id: string, opts?: CallOptions): Promise<Recording>;
    getRecordingAccessLink(id: string, options?: {
        validForSecs?: number;
        track?: number;
    }, opts?: CallOptions): Promise<RecordingAccessLink>;
    deleteRecording(id: string, opts?: CallOptions): Promise<{
        deleted: boolean;
        id: string;
    }>;
    /** Starts a recording of a room (a URL or a name). The service answers `{status:"sent"}` with no recording id. */
    startRecording(room: string, options?: StartRecordingOptions, opts?: CallOptions): Promise<{
        status: string;
    }>;
    updateRecording(room: string, options?: StartRecordingOptions, opts?: CallOptions): Promise<{
        status: string;
    }>;
    /** raw-tracks recordings must be stopped with `type: 'raw-tracks'`; 400 when nothing is recording. */
    stopRecording(room: string, options?: StopRecordingOptions, opts?: CallOptions): Promise<{
        status: string;
    }>;
    /** A room URL or a bare room name → the name (validated). */
    private roomNameOf;
    /** Request body for POST /rooms: privacy 'public' and the property defaults under the caller's values. */
    private buildCreateBody;
    private validateRoomProperties;
}
