// The room client's full interface (recordings, room update, domain settings). RoomHelper has it; a client
// with only the seed's operations gets an error that says so instead of a TypeError.
import type { RecordingsApi, RoomsApi } from '../api/contracts.js';
import { ApiError } from '../api/http/errors.js';

export function requireFullRoomsApi(rooms: RoomsApi): RoomsApi & RecordingsApi {
  if (typeof (rooms as Partial<RecordingsApi>).listRecordings !== 'function') {
    throw new ApiError({ status: 0, code: 'UNSUPPORTED', message: 'This room client has no recordings interface' });
  }
  return rooms as RoomsApi & RecordingsApi;
}
