import type { DownloadProgress } from '../../api/download.js';
import type { Recording } from '../../api/recordings.js';
export declare function durationCell(rec: Recording): string;
export declare function sizeCell(rec: Recording): string;
export declare function RecordingTable({ recordings, selected, width }: {
    recordings: Recording[];
    selected: string | null;
    width: number;
}): import("react").JSX.Element;
export declare function RecordingDetail({ rec }: {
    rec: Recording;
}): import("react").JSX.Element;
export declare function DownloadPrompt({ rec, dir, cursor, focused }: {
    rec: Recording;
    dir: string;
    cursor?: number;
    focused: boolean;
}): import("react").JSX.Element;
export declare function progressText(p: DownloadProgress | null): string;
export declare function DownloadProgressView({ file, files, progress }: {
    file: number;
    files: number;
    progress: DownloadProgress | null;
}): import("react").JSX.Element;
