// What a re-read says about a room write whose answer was lost (see ../writeOutcome.ts); the secret-set re-reads
// are shared with the app (api/http/writeOutcome.ts). A write is "applied" only when something visible proves it: a
// room that exists or is gone. Otherwise "unknown" — never a guess.
import { isApiError } from '../../api/http/errors.js';
import type { RoomsApi } from '../../api/contracts.js';
import { roomUrlForName } from '../../api/models.js';
import type { ReadBack } from '../writeOutcome.js';

export { readBackPullSecret, readBackSecretSet, type SetWriteExpectation } from '../../api/http/writeOutcome.js';

/** After `rooms create --name N`: the room exists (or not). Without a name nothing identifies it. */
export async function readBackRoomCreated(rooms: RoomsApi, name: string | undefined): Promise<ReadBack> {
  if (name === undefined) return 'unknown';
  try {
    await rooms.getRoomFromUrl(roomUrlForName(name));
    return 'applied';
  } catch (error) {
    if (isApiError(error) && error.status === 404) return 'not applied';
    throw error;
  }
}

/** After `rooms delete`: the room is gone (or still there). */
export async function readBackRoomDeleted(rooms: RoomsApi, name: string): Promise<ReadBack> {
  try {
    await rooms.getRoomFromUrl(roomUrlForName(name));
    return 'not applied';
  } catch (error) {
    if (isApiError(error) && error.status === 404) return 'applied';
    throw error;
  }
}
