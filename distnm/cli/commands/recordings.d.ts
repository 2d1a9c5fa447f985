import type { Command } from 'commander';
import { type Recording, type RecordingType } from '../../api/recordings.js';
import type { Runtime } from '../runtime.js';
import { type RoomService } from './roomService.js';
export declare function recordingRow(rec: Recording): string[];
export declare const RECORDING_HEADER: string[];
/** The type a room records as: its enable_recording when that is a type `start` takes, else cloud. */
export declare function roomRecordingType(service: RoomService, room: string): Promise<RecordingType>;
export declare function register(group: Command, rt: Runtime): void;
