// The room client with its recordings interface, and the plain-text formats the room/recording commands share.
import type { RecordingsApi, RoomsApi } from '../../api/contracts.js';
import type { Recording } from '../../api/recordings.js';
import { CommandFailure } from '../failures.js';
import type { CommonOptions, Runtime } from '../runtime.js';

export type RoomService = RoomsApi & RecordingsApi;

export function hasRecordings(rooms: RoomsApi): rooms is RoomService {
  return typeof (rooms as Partial<RecordingsApi>).listRecordings === 'function';
}

export async function roomService(rt: Runtime, opts: CommonOptions): Promise<RoomService> {
  const rooms = await (await rt.target(opts)).getRooms();
  if (!hasRecordings(rooms)) throw new CommandFailure('this room client has no recordings interface', 'UNSUPPORTED');
  return rooms;
}

/** A room URL or a bare name → the name. */
export function roomNameOf(rooms: RoomsApi, urlOrName: string): string {
  return urlOrName.includes('://') ? rooms.getNameFromUrl(urlOrName) : urlOrName;
}

export function formatBytes(bytes: number): string {
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

/** Seconds → `m:ss` or `h:mm:ss`. */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${rest}` : `${m}:${rest}`;
}

/** `2026-11-23 08:00:00Z` from Unix seconds. */
export function formatTimestamp(unixSeconds: number): string {
  if (!Number.isFinite(unixSeconds)) return '—';
  return new Date(unixSeconds * 1000).toISOString().replace('T', ' ').replace(/\.\d{3}Z$/, 'Z');
}

/**
 * What the list can tell about a recording's file. The object has no type field: raw-tracks recordings list their
 * tracks; otherwise the file is MPEG-4 (`.mp4` video or `.m4a` audio — which one shows when it is downloaded).
 */
export function recordingFormat(rec: Recording): string {
  if (rec.tracks.length > 0) return `raw-tracks (${rec.tracks.length} webm)`;
  const ext = /\.(mp4|m4a|webm)$/i.exec(rec.s3key ?? '')?.[1];
  return ext ? ext.toLowerCase() : 'mpeg-4';
}

/** Total size when the service says it (raw-tracks list their track sizes). */
export function recordingSize(rec: Recording): number | undefined {
  return rec.tracks.length > 0 ? rec.tracks.reduce((sum, t) => sum + t.size, 0) : undefined;
}

/** Aligned columns, header first. */
export function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === cells.length - 1 ? c : c.padEnd(widths[i]))).join('  ');
  return `${[line(header), ...rows.map(line)].join('\n')}\n`;
}
