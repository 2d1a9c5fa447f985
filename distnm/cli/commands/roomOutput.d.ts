import { type RoomObject } from '../../api/models.js';
import type { Runtime } from '../runtime.js';
/** A room from the service, every string stripped of terminal control sequences, plus the seed's sip_endpoint. */
export declare function safeRoom(room: RoomObject): RoomObject & {
    sip_endpoint: string;
};
/** `field  value` lines: the room's fields, then each config property. */
export declare function roomLines(room: ReturnType<typeof safeRoom>): string;
export declare function printRoom(rt: Runtime, room: RoomObject, json: boolean | undefined): void;
