import type { Recording } from './recordings.js';
export declare function formatBytes(bytes: number): string;
/** Seconds → `m:ss` or `h:mm:ss`. */
export declare function formatDuration(seconds: number): string;
/** `2026-11-23 08:00:00Z` from Unix seconds. */
export declare function formatTimestamp(unixSeconds: number): string;
/**
 * What the object tells about a recording's file. It has no type field: raw-tracks recordings list their tracks;
 * otherwise the file is MPEG-4 (`.mp4` video or `.m4a` audio — which one shows in the download's Content-Type).
 */
export declare function recordingFormat(rec: Recording): string;
/** Total size when the service says it (raw-tracks list their track sizes). */
export declare function recordingSize(rec: Recording): number | undefined;
