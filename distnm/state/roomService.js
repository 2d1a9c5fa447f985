import { ApiError } from '../api/errors.js';
export function roomServiceOf(rooms) {
    if (typeof rooms.listRecordings !== 'function') {
        throw new ApiError({ status: 0, code: 'UNSUPPORTED', message: 'This room client has no recordings interface' });
    }
    return rooms;
}
