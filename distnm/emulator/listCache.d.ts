import type { HttpResult } from './rules.js';
import type { EmulatorStore } from './store.js';
export interface ListAnswer {
    result: HttpResult;
    /** When the answer goes stale by itself (ms since the epoch; Infinity when nothing is settling). */
    validUntil: number;
}
export declare class ListCache {
    private readonly store;
    private readonly entries;
    constructor(store: EmulatorStore);
    /** The cached answer for `key` while still right, else `build()`'s, which is kept. */
    read(key: string, now: number, build: () => ListAnswer): HttpResult;
    /** After a write of this process. */
    clear(): void;
}
