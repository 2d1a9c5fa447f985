// What a list of recordings needs to say which file each one is (recordingInfo.ts, recordingFormat): each room's
// enable_recording and the domain's force_audio_only_recording, read as they are now. A room or domain that
// cannot be read is simply not known — the format then says so — never an error of the list itself.
import pMap from 'p-map';
import type { CallOptions, RoomsApi } from '../contracts.js';
import { roomUrlForName } from '../models.js';

/** Rooms read at once: a page of recordings names a handful of rooms; the room service allows ~20 requests/s. */
const CONCURRENCY = 4;

/** Room name → its enable_recording ('' when unset), or undefined when the room could not be read (e.g. deleted). */
export async function readRoomModes(
  rooms: Pick<RoomsApi, 'getRoomFromUrl'>,
  names: Iterable<string>,
  opts: CallOptions = {},
): Promise<Map<string, string | undefined>> {
  const unique = [...new Set(names)];
  const modes = await pMap(
    unique,
    async (name) => {
      try {
        const mode = (await rooms.getRoomFromUrl(roomUrlForName(name), opts)).config.enable_recording;
        return typeof mode === 'string' ? mode : '';
      } catch {
        return undefined;
      }
    },
    { concurrency: CONCURRENCY },
  );
  return new Map(unique.map((name, i) => [name, modes[i]]));
}

/** The domain's force_audio_only_recording, or undefined when it cannot be read or is not 0/1. */
export async function readDomainAudioOnly(
  rooms: Pick<RoomsApi, 'getDomainConfig'>,
  opts: CallOptions = {},
): Promise<0 | 1 | undefined> {
  try {
    const flag = (await rooms.getDomainConfig(opts)).config.force_audio_only_recording;
    return flag === 0 || flag === 1 ? flag : undefined;
  } catch {
    return undefined;
  }
}
