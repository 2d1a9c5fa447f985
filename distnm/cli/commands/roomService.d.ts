import type { RecordingsApi, RoomsApi } from '../../api/contracts.js';
import type { CommonOptions, Runtime } from '../runtime.js';
export type RoomService = RoomsApi & RecordingsApi;
export declare function hasRecordings(rooms: RoomsApi): rooms is RoomService;
export declare function roomService(rt: Runtime, opts: CommonOptions): Promise<RoomService>;
/** A room URL or a bare name → the name. */
export declare function roomNameOf(rooms: RoomsApi, urlOrName: string): string;
export { formatBytes, formatDuration, formatTimestamp, recordingFormat, recordingSize } from '../../api/recordingInfo.js';
/** Aligned columns, header first. */
export declare function table(header: string[], rows: string[][]): string;
