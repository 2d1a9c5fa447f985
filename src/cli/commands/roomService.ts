// The room client with its recordings interface, and the plain-text formats the room/recording commands share.
import type { RecordingsApi, RoomsApi } from '../../api/contracts.js';
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

export { formatBytes, formatDuration, formatTimestamp, recordingFormat, recordingSize } from '../../api/recordingInfo.js';

/** Aligned columns, header first. */
export function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === cells.length - 1 ? c : c.padEnd(widths[i]))).join('  ');
  return `${[line(header), ...rows.map(line)].join('\n')}\n`;
}
