import type { CallOptions } from './contracts.js';
import type { HttpClient } from './http.js';
export type RecordingStatus = 'finished' | 'in-progress' | 'canceled';
/** What `POST /rooms/:name/recordings/start` takes as `type` (`local` recordings are made by the browser). */
export type RecordingType = 'cloud' | 'cloud-audio-only' | 'raw-tracks';
export declare const RECORDING_TYPES: readonly RecordingType[];
/** The type a room records as, from its enable_recording: one `start` takes, else null (unset, `local`, …). */
export declare function recordingTypeOf(config: {
    enable_recording?: string;
} | undefined): RecordingType | null;
export interface RecordingTrack {
    size: number;
    type: 'audio' | 'video' | string;
    s3key?: string;
}
/** `GET /recordings/:id` and the items of `GET /recordings`. */
export interface Recording {
    id: string;
    room_name: string;
    /** Unix seconds. */
    start_ts: number;
    status: RecordingStatus | string;
    max_participants?: number;
    /** Seconds, approximate; absent while in progress. */
    duration?: number;
    share_token?: string;
    s3key?: string;
    mtgSessionId?: string;
    /** raw-tracks only (else empty). */
    tracks: RecordingTrack[];
    isVttEnabled?: boolean;
}
export interface RecordingList {
    total_count: number;
    data: Recording[];
}
export interface RecordingAccessLink {
    download_link: string;
    /** Unix seconds. */
    expires: number;
}
export interface ListRecordingsQuery {
    roomName?: string;
    /** 1–100 (the service's maximum page). */
    limit?: number;
    /** Id of the last recording of the previous page (older page). */
    startingAfter?: string;
    /** Id of the first recording of the current page (newer page), or `OLDEST` for the oldest page. */
    endingBefore?: string;
}
/** Body of start (camelCase, as the service takes it). */
export interface StartRecordingOptions {
    type?: RecordingType;
    layout?: {
        preset: string;
        [extra: string]: unknown;
    };
    instanceId?: string;
    width?: number;
    height?: number;
    fps?: number;
    videoBitrate?: number;
    audioBitrate?: number;
    minIdleTimeOut?: number;
    maxDuration?: number;
}
export interface StopRecordingOptions {
    /** raw-tracks recordings must be stopped with `type: 'raw-tracks'`. */
    type?: RecordingType;
    instanceId?: string;
}
export declare const DEFAULT_ACCESS_LINK_SECONDS = 3600;
export declare function listRecordings(http: HttpClient, query?: ListRecordingsQuery, opts?: CallOptions): Promise<RecordingList>;
export declare function getRecording(http: HttpClient, id: string, opts?: CallOptions): Promise<Recording>;
/**
 * A fresh link to the file (`valid_for_secs`, default 3600). For a raw-tracks recording pass `track` (the index in
 * `tracks`): how the real service hands out per-track links is UNCONFIRMED; the emulator takes `track`.
 * A 200 whose `download_link` is not an http(s) URL is the service's way of reporting an error: it throws.
 */
export declare function getRecordingAccessLink(http: HttpClient, id: string, options?: {
    validForSecs?: number;
    track?: number;
}, opts?: CallOptions): Promise<RecordingAccessLink>;
export declare function deleteRecording(http: HttpClient, id: string, opts?: CallOptions): Promise<{
    deleted: boolean;
    id: string;
}>;
type RecordingAction = 'start' | 'update' | 'stop';
export declare function recordingAction(http: HttpClient, action: RecordingAction, room: string, body: StartRecordingOptions | StopRecordingOptions, opts?: CallOptions): Promise<{
    status: string;
}>;
export declare function toRecording(value: unknown, where: string): Recording;
export {};
