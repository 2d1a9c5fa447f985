import type { EmbeddedEmulator } from '../config/target.js';
export type ThreadRequest = {
    type: 'start';
    dataDir: string;
} | {
    type: 'close';
};
export type ThreadReply = {
    type: 'started';
    emulator: Omit<EmbeddedEmulator, 'close'>;
} | {
    type: 'failed';
    error: {
        message: string;
        code?: string;
    };
};
export interface EmulatorThread {
    /** Starts the emulator on the thread (once; later calls get the same answer). */
    start(opts: {
        dataDir: string;
    }): Promise<EmbeddedEmulator>;
}
/** Starts the thread (`entry`: the bundled threadEntry) and its loading; the thread never holds the process open. */
export declare function preloadEmulatorThread(entry: URL): EmulatorThread;
