import { type Command } from 'commander';
import type { ResolvedTarget } from '../../config/target.js';
import type { CommonOptions, Runtime } from '../runtime.js';
interface ListOptions extends CommonOptions {
    /** true: secret sets only (the seed's default); false (`--no-sets`): image pull secrets too. */
    sets?: boolean;
    region?: string;
}
export declare const TYPE_WORDS: Record<string, string>;
export declare function register(secrets: Command, rt: Runtime): void;
/** The set table (also what `agentdeck` prints when it has no terminal). */
export declare function listSets(rt: Runtime, target: ResolvedTarget, opts: ListOptions): Promise<number>;
export {};
