import { createRequire as __agentdeckCreateRequire } from 'node:module'; const require = __agentdeckCreateRequire(import.meta.url);

// src/api/recordingInfo.ts
function formatBytes(bytes) {
  if (bytes < 1024) return `${bytes} B`;
  const units = ["KB", "MB", "GB", "TB"];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
}
function formatDuration(seconds) {
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor(s % 3600 / 60);
  const rest = String(s % 60).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${rest}` : `${m}:${rest}`;
}
function formatTimestamp(unixSeconds) {
  if (!Number.isFinite(unixSeconds)) return "\u2014";
  return new Date(unixSeconds * 1e3).toISOString().replace("T", " ").replace(/\.\d{3}Z$/, "Z");
}
function recordingFormat(rec) {
  if (rec.tracks.length > 0) return `raw-tracks (${rec.tracks.length} webm)`;
  const ext = /\.(mp4|m4a|webm)$/i.exec(rec.s3key ?? "")?.[1];
  return ext ? ext.toLowerCase() : "mpeg-4";
}
function recordingSize(rec) {
  return rec.tracks.length > 0 ? rec.tracks.reduce((sum, t) => sum + t.size, 0) : void 0;
}

export {
  formatBytes,
  formatDuration,
  formatTimestamp,
  recordingFormat,
  recordingSize
};
