import type { StartEmbeddedEmulator } from '../../config/target.js';
import type { DynamicSources } from './engine.js';
/** A fresh list is reused this long. */
export declare const CACHE_TTL_MS = 60000;
/** After a failed look-up (offline, 401 …) Tab stays silent this long without asking again. */
export declare const FAILURE_TTL_MS = 15000;
/** The longest a Tab waits for the target's answers (an embedded emulator's start-up is not counted). */
export declare const LOOKUP_BUDGET_MS = 1500;
export interface DynamicSourceOptions {
    env: NodeJS.ProcessEnv;
    organization?: string;
    startEmbeddedEmulator: StartEmbeddedEmulator;
    now?: () => number;
}
export declare function completionCacheDir(env: NodeJS.ProcessEnv): string;
/**
 * Which target (and which credential) a list belongs to, as one opaque hash: switching key, host, org or
 * config file never shows another account's names.
 */
export declare function targetFingerprint(env: NodeJS.ProcessEnv, organization: string | undefined): string;
/** Sources for the completion engine; at most one look-up per process, whichever list is asked first. */
export declare function dynamicSources(opts: DynamicSourceOptions): DynamicSources;
