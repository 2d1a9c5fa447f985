export { startEmulator, DEFAULT_BODY_LIMIT, DEFAULT_READY_DELAY_MS } from './server.js';
export { parseChaosSpec, chaosFromEnv } from './chaos.js';
export { runEmulatorCommand, defaultEmulatorDataDir } from './command.js';
