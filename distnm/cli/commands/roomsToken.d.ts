import type { Command } from 'commander';
import { type MeetingTokenProperties, type RecordingMode } from '../../api/models.js';
import type { CommonOptions, Runtime } from '../runtime.js';
interface TokenOptions extends CommonOptions {
    expiry?: number;
    exp?: number;
    owner?: boolean;
    ejectAtTokenExp?: boolean;
    ejectAfterElapsed?: number;
    nbf?: number;
    userName?: string;
    userId?: string;
    enableScreenshare?: boolean;
    startVideoOff?: boolean;
    startAudioOff?: boolean;
    recording?: RecordingMode;
    enablePrejoinUi?: boolean;
    startCloudRecording?: boolean;
    permissions?: Record<string, unknown>;
}
export declare function register(rooms: Command, rt: Runtime): void;
/** The MeetingTokenProperties not set by the get_token arguments (room_name, exp, eject_at_token_exp, is_owner). */
export declare function tokenPropertiesFromOptions(opts: TokenOptions): MeetingTokenProperties;
export {};
