import { type Command } from 'commander';
import type { Runtime } from '../runtime.js';
/** Properties `--unset` may reset (the seed's RoomProperties, writable ones). */
export declare const UNSETTABLE: readonly ["exp", "enable_chat", "enable_prejoin_ui", "enable_emoji_reactions", "eject_at_room_exp", "enable_dialout", "enable_recording", "geo", "max_participants", "recordings_bucket", "sip", "start_video_off"];
export declare function register(rooms: Command, rt: Runtime): void;
