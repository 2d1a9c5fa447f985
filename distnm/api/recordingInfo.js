export function formatBytes(bytes) {
    if (bytes < 1024)
        return `${bytes} B`;
    const units = ['KB', 'MB', 'GB', 'TB'];
    let value = bytes / 1024;
    let unit = 0;
    while (value >= 1024 && unit < units.length - 1) {
        value /= 1024;
        unit++;
    }
    return `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
}
/** Seconds → `m:ss` or `h:mm:ss`. */
export function formatDuration(seconds) {
    const s = Math.max(0, Math.round(seconds));
    const h = Math.floor(s / 3600);
    const m = Math.floor((s % 3600) / 60);
    const rest = String(s % 60).padStart(2, '0');
    return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${rest}` : `${m}:${rest}`;
}
/** `2026-11-23 08:00:00Z` from Unix seconds. */
export function formatTimestamp(unixSeconds) {
    if (!Number.isFinite(unixSeconds))
        return '—';
    return new Date(unixSeconds * 1000).toISOString().replace('T', ' ').replace(/\.\d{3}Z$/, 'Z');
}
/**
 * What the object tells about a recording's file. It has no type field: raw-tracks recordings list their tracks;
 * otherwise the file is MPEG-4 (`.mp4` video or `.m4a` audio — which one shows in the download's Content-Type).
 */
export function recordingFormat(rec) {
    if (rec.tracks.length > 0)
        return `raw-tracks (${rec.tracks.length} webm)`;
    const ext = /\.(mp4|m4a|webm)$/i.exec(rec.s3key ?? '')?.[1];
    return ext ? ext.toLowerCase() : 'mpeg-4';
}
/** Total size when the service says it (raw-tracks list their track sizes). */
export function recordingSize(rec) {
    return rec.tracks.length > 0 ? rec.tracks.reduce((sum, t) => sum + t.size, 0) : undefined;
}
