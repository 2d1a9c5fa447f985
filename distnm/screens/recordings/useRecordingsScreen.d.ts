import type { Recording } from '../../api/recordings.js';
import { type ClipboardWriter } from '../clipboard.js';
export declare const RECORDING_SCOPES: {
    readonly list: "recordings";
    readonly filter: "recordingFilter";
    readonly detail: "recordingDetail";
    readonly download: "recordingDownload";
    readonly downloading: "recordingDownloading";
    readonly delete: "recordingDelete";
};
export interface RecordingsScreenOptions {
    writeClipboard: ClipboardWriter;
    env: NodeJS.ProcessEnv;
    /** Directory offered for downloads. */
    cwd: string;
    /** Start filtered to this room. */
    room?: string;
}
export declare function useRecordingsScreen({ writeClipboard, env, cwd, room }: RecordingsScreenOptions): {
    state: import("./model.js").RecordingsScreenState;
    dispatch: import("react").ActionDispatch<[event: import("./model.js").RecordingsEvent]>;
    selected: string | null;
    pollDelay: number | null;
    /** The room filter's or the download directory's cursor. */
    promptCursor: number;
    current: Recording | undefined;
    confirmDelete: (id: string) => undefined;
};
