import { type HttpResult } from './rules.js';
import type { EmulatorStore } from './store.js';
export declare const RECORDING_TYPES: ReadonlySet<string>;
/** Path prefix of access links (outside /daily/v1: a link needs no API key, like a presigned URL). */
export declare const MEDIA_PREFIX = "/daily/media";
export interface RecordingMedia {
    video: Buffer;
    audio: Buffer;
    trackAudio: Buffer;
    trackVideo: Buffer;
}
export declare function defaultRecordingMedia(): RecordingMedia;
/** A file behind an access link. */
export interface MediaFile {
    body: Buffer;
    contentType: string;
    filename: string;
}
interface RecordingsOptions {
    store: EmulatorStore;
    /** Secret the access links are signed with. */
    signingKey: string;
    baseUrl: () => string;
    domainName: string;
    media?: Partial<RecordingMedia>;
    now?: () => number;
}
export declare class RecordingsService {
    private readonly store;
    private readonly rows;
    private readonly signingKey;
    private readonly baseUrl;
    private readonly domainName;
    private readonly media;
    private readonly now;
    constructor(options: RecordingsOptions);
    /** The room's config when it exists and has not expired. */
    private liveRoomConfig;
    start(room: string, body: unknown): HttpResult;
    update(room: string, body: unknown): HttpResult;
    stop(room: string, body: unknown): HttpResult;
    list(query: Record<string, unknown>): HttpResult;
    get(id: string): HttpResult;
    delete(id: string): HttpResult;
    accessLink(id: string, query: Record<string, unknown>): HttpResult;
    /** The file behind an access link, or why it is refused (403 bad/expired signature, 404 gone). */
    mediaFile(id: string, file: string, query: Record<string, unknown>): MediaFile | {
        status: number;
        text: string;
    };
    private sign;
    private toRecording;
}
export {};
