import { type Command } from 'commander';
import { COMPLETE_COMMAND } from '../completion/scripts.js';
import type { Runtime } from '../runtime.js';
export { COMPLETE_COMMAND };
export declare function register(program: Command, rt: Runtime): void;
/** The words after `agentdeck __complete`, the word under the cursor last; never fails, never prints to stderr. */
export declare function runComplete(program: Command, words: string[], rt: Runtime): Promise<number>;
