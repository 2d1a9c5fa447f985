import type { RecordingsApi, RoomsApi } from '../api/contracts.js';
export declare function roomServiceOf(rooms: RoomsApi): RoomsApi & RecordingsApi;
