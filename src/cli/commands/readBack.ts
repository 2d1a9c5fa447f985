// What a re-read says about a write whose answer was lost (see ../writeOutcome.ts). Values can never be read
// back, so a write is "applied" only when something visible proves it: a set or key that appears or goes,
// a room that exists, provisioning that restarted. Otherwise "unknown" — never a guess.
import { isApiError } from '../../api/errors.js';
import type { RoomsApi, SecretsApi } from '../../api/contracts.js';
import type { ReadBack } from '../writeOutcome.js';
import { findSet } from './existing.js';

export interface SetWriteExpectation {
  /** The set did not exist before the write. */
  created: boolean;
  /** Keys the write adds (not in the set before). */
  added: string[];
  /** The set's status before the write, when it existed. */
  priorStatus?: string;
}

/** After `secrets set`: the keys it adds are there (or not); an overwrite shows only as provisioning restarting. */
export async function readBackSecretSet(secrets: SecretsApi, name: string, expected: SetWriteExpectation): Promise<ReadBack> {
  let keys: string[];
  let status: string;
  try {
    ({ keys, status } = await secrets.getSecretSet(name));
  } catch (error) {
    if (isApiError(error) && error.status === 404) return expected.created ? 'not applied' : 'unknown';
    throw error;
  }
  const present = expected.added.filter((key) => keys.includes(key)).length;
  if (expected.added.length > 0) {
    if (present === expected.added.length) return 'applied';
    if (present === 0 && !expected.created) return 'not applied';
    return 'unknown';
  }
  return expected.priorStatus === 'ready' && status === 'pending' ? 'applied' : 'unknown';
}

/** After `image-pull-secret`: a new one is listed (or not); an update shows only as provisioning restarting. */
export async function readBackPullSecret(secrets: SecretsApi, name: string, priorStatus: string | undefined): Promise<ReadBack> {
  const now = await findSet(secrets, name);
  if (priorStatus === undefined) return now?.type === 'imagePullSecret' ? 'applied' : now ? 'unknown' : 'not applied';
  return priorStatus === 'ready' && now?.status === 'pending' ? 'applied' : 'unknown';
}

/** A room URL for a name: the client resolves rooms by the last path segment of their URL. */
export const roomUrlForName = (name: string) => `https://room.invalid/${encodeURIComponent(name)}`;

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
