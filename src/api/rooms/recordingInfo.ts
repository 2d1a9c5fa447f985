// Pure descriptions of recordings shared by the command line and the app: sizes, times, and what
// can be said about a recording's file from its object alone.
import type { Recording } from './recordings.js';
import { isoSeconds } from '../words/timeText.js';

export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '—';
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
}

/** `2026-11-23 08:00:00Z` from Unix seconds; '—' when no date holds them. */
export function formatTimestamp(unixSeconds: number): string {
  return isoSeconds(unixSeconds, '—')
    .replace('T', ' ')
    .replace(/\.\d{3}Z$/, 'Z');
}

/** What else is known when a recording's object does not say which file it is (see recordingFormat). */
export interface RecordingFormatContext {
  /**
   * The room's `enable_recording` as it is now: '' when unset; undefined when not known (the room is gone, or it
   * could not be read).
   */
  roomMode?: string;
  /** The domain's `force_audio_only_recording` as it is now; undefined when not known. */
  domainAudioOnly?: 0 | 1;
}

/** Shown when neither the recording nor its room and domain say whether the file is video or audio-only. */
export const FORMAT_UNKNOWN = 'mp4/m4a?';

/**
 * Which file a recording is. The object has no type field: a raw-tracks recording lists its tracks (WebM), and an
 * `s3key` may end in an extension. Otherwise a cloud recording is MPEG-4 — `.mp4` video, or `.m4a` audio-only
 * when its type was `cloud-audio-only` or the domain forced audio-only — which the object does not say: it is
 * read from the room's `enable_recording` (what agentdeck starts a recording as) and the domain's setting as they
 * are now, and said to be unknown (FORMAT_UNKNOWN) when they do not tell.
 */
export function recordingFormat(rec: Recording, known: RecordingFormatContext = {}): string {
  if (rec.tracks.length > 0) return `raw-tracks (${rec.tracks.length} webm)`;
  const ext = /\.(mp4|m4a|webm)$/i.exec(rec.s3key ?? '')?.[1]?.toLowerCase();
  if (ext === 'mp4') return 'mp4 (video)';
  if (ext === 'm4a') return 'm4a (audio)';
  if (ext === 'webm') return 'webm';
  const { roomMode, domainAudioOnly } = known;
  if (roomMode === 'raw-tracks') return 'raw-tracks (webm)';
  if (roomMode === 'cloud-audio-only') return 'm4a (audio)';
  // A finished recording without tracks is a cloud one, whatever its room: the domain's setting decides.
  const cloud = roomMode === 'cloud' || rec.status === 'finished';
  if (cloud && domainAudioOnly === 1) return 'm4a (audio)';
  if (roomMode === 'cloud' && domainAudioOnly === 0) return 'mp4 (video)';
  return FORMAT_UNKNOWN;
}

/** True when the recording's object alone does not say its file (recordingFormat then asks its room and domain). */
export function needsFormatContext(rec: Recording): boolean {
  return rec.tracks.length === 0 && !/\.(mp4|m4a|webm)$/i.test(rec.s3key ?? '');
}

/** Total size when the service says it (raw-tracks list their track sizes). */
export function recordingSize(rec: Recording): number | undefined {
  return rec.tracks.length > 0 ? rec.tracks.reduce((sum, t) => sum + t.size, 0) : undefined;
}
