import type { RoomsApi } from '../../api/contracts.js';
import type { ReadBack } from '../writeOutcome.js';
export { readBackPullSecret, readBackSecretSet, type SetWriteExpectation } from '../../api/writeOutcome.js';
/** After `rooms create --name N`: the room exists (or not). Without a name nothing identifies it. */
export declare function readBackRoomCreated(rooms: RoomsApi, name: string | undefined): Promise<ReadBack>;
/** After `rooms delete`: the room is gone (or still there). */
export declare function readBackRoomDeleted(rooms: RoomsApi, name: string): Promise<ReadBack>;
