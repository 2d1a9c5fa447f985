import type { EmulatorStore, SetRow } from './store.js';
import { type HttpResult } from './rules.js';
interface SecretsOptions {
    store: EmulatorStore;
    readyDelayMs: number;
    now?: () => number;
}
export declare class SecretsService {
    private readonly store;
    private readonly readyDelayMs;
    private readonly now;
    private readonly listCache;
    constructor(options: SecretsOptions);
    defaultRegion(org: string): string;
    /** Status is derived from the stored write time, so it is right after a restart too. */
    private summary;
    list(org: string, region: string | undefined): HttpResult;
    private changed;
    get(org: string, name: string): HttpResult;
    put(org: string, name: string, body: unknown, queryRegion: string | undefined): HttpResult;
    private putRegular;
    private putPullSecret;
    deleteSet(org: string, name: string): HttpResult;
    deleteKey(org: string, name: string, key: string): HttpResult;
    regions(): HttpResult;
    properties(org: string): HttpResult;
    propertiesSchema(org: string): HttpResult;
    patchProperties(org: string, body: unknown): HttpResult;
    /** Type, region and derived status of one set (for the agents' binding rules); undefined when absent. */
    state(org: string, name: string): {
        type: SetRow['type'];
        region: string;
        status: string;
    } | undefined;
    /** Creates `count` ready sets (one key each) in `org`; used to seed benchmarks. */
    seed(org: string, count: number): void;
}
export {};
