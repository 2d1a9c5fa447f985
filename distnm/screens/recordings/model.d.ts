import type { DownloadProgress } from '../../api/download.js';
export type RecordingsMode = {
    kind: 'list';
} | {
    kind: 'filter';
    text: string;
} | {
    kind: 'detail';
    id: string;
} | {
    kind: 'download';
    id: string;
    dir: string;
    from: 'list' | 'detail';
} | {
    kind: 'downloading';
    id: string;
    dir: string;
    file: number;
    files: number;
    progress: DownloadProgress | null;
    from: 'list' | 'detail';
} | {
    kind: 'delete';
    id: string;
    from: 'list' | 'detail';
};
export interface RecordingsMessage {
    kind: 'error' | 'info' | 'success';
    text: string;
}
export interface RecordingsScreenState {
    mode: RecordingsMode;
    message: RecordingsMessage | null;
}
export type RecordingsEvent = {
    type: 'openFilter';
    current: string | null;
} | {
    type: 'editFilter';
    text: string;
} | {
    type: 'closeFilter';
} | {
    type: 'openDetail';
    id: string;
} | {
    type: 'back';
} | {
    type: 'askDownload';
    id: string;
    dir: string;
} | {
    type: 'editDir';
    dir: string;
} | {
    type: 'downloadStarted';
    files: number;
} | {
    type: 'downloadProgress';
    file: number;
    progress: DownloadProgress;
} | {
    type: 'downloadFinished';
    text: string;
} | {
    type: 'downloadFailed';
    text: string;
} | {
    type: 'askDelete';
    id: string;
} | {
    type: 'deleted';
    text: string;
} | {
    type: 'message';
    message: RecordingsMessage | null;
};
export declare const initialRecordingsState: RecordingsScreenState;
export declare function recordingsReducer(state: RecordingsScreenState, event: RecordingsEvent): RecordingsScreenState;
/** What must be typed to delete a recording: the first 8 characters of its id. */
export declare function deleteConfirmation(id: string): string;
