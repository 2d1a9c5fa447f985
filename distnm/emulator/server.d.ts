import type { EmulatorOptions, RunningEmulator } from './types.js';
import { DEFAULT_READY_DELAY_MS } from './options.js';
export { DEFAULT_READY_DELAY_MS };
export declare const DEFAULT_BODY_LIMIT: number;
export declare const DAILY_PREFIX = "/daily/v1";
/** Where emulated rooms "live": a stable, reserved (.localhost) host in Daily's https://<domain>.daily.co/<room> shape. */
export declare const ROOM_URL_BASE = "https://agentdeck-emulator.daily.localhost";
export declare function startEmulator(opts: EmulatorOptions): Promise<RunningEmulator>;
