import type { Command } from 'commander';
import { type RecordingMode, type RoomParams, type RoomPrivacy, type RoomProperties } from '../../api/models.js';
import type { CommonOptions, Runtime } from '../runtime.js';
export interface CreateOptions extends CommonOptions {
    name?: string;
    privacy?: RoomPrivacy;
    exp?: number;
    expIn?: number;
    enableChat?: boolean;
    enablePrejoinUi?: boolean;
    enableEmojiReactions?: boolean;
    ejectAtRoomExp?: boolean;
    enableDialout?: boolean;
    recording?: RecordingMode;
    geo?: string;
    maxParticipants?: number;
    startVideoOff?: boolean;
    sip?: boolean;
    sipDisplayName?: string;
    sipVideo?: boolean;
    sipMode?: string;
    sipEndpoints?: number;
    bucketName?: string;
    bucketRegion?: string;
    assumeRoleArn?: string;
    allowApiAccess?: boolean;
}
export declare function register(rooms: Command, rt: Runtime): void;
/**
 * The room property flags, shared by `rooms create` and `rooms update` (where nothing has a default: what is not
 * passed is kept, and `--name` does not exist since a room cannot be renamed).
 */
export declare function addRoomOptions(cmd: Command, mode: 'create' | 'update'): Command;
/** Options → RoomParams (the seed's defaults always sent, as the reference helper does). Exported for tests. */
export declare function roomParamsFromOptions(opts: CreateOptions, nowMs: number): RoomParams;
/** Only the properties the flags set (no defaults). Exported for `rooms update`. */
export declare function roomPropertiesFromOptions(opts: CreateOptions, nowMs: number, command: string): RoomProperties;
