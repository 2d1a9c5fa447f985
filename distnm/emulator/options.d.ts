import { Command } from 'commander';
import type { ChaosOptions } from './types.js';
export declare const DEFAULT_READY_DELAY_MS = 1500;
export interface Output {
    write(text: string): unknown;
}
export declare function defaultEmulatorDataDir(env?: NodeJS.ProcessEnv): string;
export interface CommandOptions {
    port: number;
    data: string;
    host: string;
    readyDelay: number;
    chaos?: ChaosOptions;
    seedSets: number;
    tokenTtl: number;
    orgPut: 'any' | 'single-key';
    seedAgents: number;
}
/** The parser of `agentdeck emulator`'s arguments (help and errors go to the given streams). */
export declare function buildEmulatorProgram(env: NodeJS.ProcessEnv, stdout: Output, stderr: Output): Command;
