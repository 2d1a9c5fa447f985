import type { StateCreator } from 'zustand/vanilla';
import { type DownloadProgress, type DownloadResult } from '../api/download.js';
import { type Recording, type RecordingType } from '../api/recordings.js';
import type { AppDeps } from './deps.js';
import { type PageMove } from './paging.js';
import type { AppState } from './store.js';
export declare const RECORDINGS_PAGE_SIZE = 10;
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
    downloadRecording(rec: Recording, dir: string, onProgress: (file: number, p: DownloadProgress) => void, signal?: AbortSignal): Promise<DownloadResult[]>;
    startRoomRecording(room: string, type: RecordingType): Promise<void>;
    stopRoomRecording(room: string, type: RecordingType): Promise<void>;
    /** The room's in-progress recording (newest), if any. */
    activeRecordingOf(room: string): Promise<Recording | null>;
    /** Stops the in-progress recording `rec`: its room's recording, of the type the room records (read fresh). */
    stopRecordingOf(rec: Recording): Promise<void>;
}
export declare const createRecordingsSlice: (deps: AppDeps) => StateCreator<AppState, [], [], RecordingsSlice>;
