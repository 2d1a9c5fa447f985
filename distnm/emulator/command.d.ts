import { type Output } from './options.js';
export { defaultEmulatorDataDir } from './options.js';
export interface EmulatorCommandIo {
    /** Stops the emulator like SIGINT/SIGTERM do (for embedding and tests). */
    signal?: AbortSignal;
    stdout?: Output;
    stderr?: Output;
    env?: NodeJS.ProcessEnv;
}
/** Runs `agentdeck emulator [options]`; argv holds the arguments after `emulator`. Resolves after a clean stop. */
export declare function runEmulatorCommand(argv: string[], io?: EmulatorCommandIo): Promise<void>;
