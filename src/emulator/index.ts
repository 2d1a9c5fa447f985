// Public surface of the local emulator (Pipecat Cloud private + org-scoped API and Daily room API).
export type { ChaosOptions, EmulatorKeys, EmulatorOptions, RunningEmulator } from './types.js';
export { startEmulator, DEFAULT_BODY_LIMIT, DEFAULT_READY_DELAY_MS } from './server.js';
export { parseChaosSpec, chaosFromEnv } from './chaos.js';
export { runEmulatorCommand, defaultEmulatorDataDir, type EmulatorCommandIo } from './command.js';
export { checkSqliteDriver } from './sqlite/open.js';
