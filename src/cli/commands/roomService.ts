// The room client with its recordings interface, and the plain-text formats the room/recording commands share.
import type { RecordingsApi, RoomsApi } from '../../api/contracts.js';
import { roomUrlForName } from '../../api/models.js';
import { validateRoomName } from '../../api/validation.js';
import { CommandFailure, UsageError } from '../failures.js';
import type { CommonOptions, Runtime } from '../runtime.js';
import { maxOf } from '../style.js';

export type RoomService = RoomsApi & RecordingsApi;

export function hasRecordings(rooms: RoomsApi): rooms is RoomService {
  return typeof (rooms as Partial<RecordingsApi>).listRecordings === 'function';
}

export async function roomService(rt: Runtime, opts: CommonOptions): Promise<RoomService> {
  const rooms = await (await rt.target(opts)).getRooms();
  if (!hasRecordings(rooms)) throw new CommandFailure('this room client has no recordings interface', 'UNSUPPORTED');
  return rooms;
}

/** Every room argument is a complete room URL or the room's name; a URL is anything with a scheme. */
export const isRoomUrlArgument = (urlOrName: string): boolean => urlOrName.includes('://');

/** Checks a room argument before anything is asked or sent: a name must follow the room-name rule (usage error). */
export function checkRoomArgument(urlOrName: string): void {
  if (isRoomUrlArgument(urlOrName)) return;
  const problem = validateRoomName(urlOrName);
  if (problem)
    throw new UsageError(`${problem} (or pass the room's complete URL, e.g. https://your-domain.daily.co/my-room)`);
}

/** A room URL or a bare name → the name. */
export function roomNameOf(rooms: RoomsApi, urlOrName: string): string {
  return isRoomUrlArgument(urlOrName) ? rooms.getNameFromUrl(urlOrName) : urlOrName;
}

/** A room URL or a bare name → a URL the room helper resolves (it reads the name from the URL's last segment). */
export function roomUrlOf(urlOrName: string): string {
  return isRoomUrlArgument(urlOrName) ? urlOrName : roomUrlForName(urlOrName);
}

export { formatBytes, formatTimestamp, recordingFormat, recordingSize } from '../../api/rooms/recordingInfo.js';

/** Aligned columns, header first. */
export function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => maxOf(rows, (r) => r[i].length, h.length));
  const line = (cells: string[]) => cells.map((c, i) => (i === cells.length - 1 ? c : c.padEnd(widths[i]))).join('  ');
  return `${[line(header), ...rows.map(line)].join('\n')}\n`;
}
