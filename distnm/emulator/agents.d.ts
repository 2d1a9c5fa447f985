import type { AgentStore } from './agentStore.js';
import { type HttpResult } from './rules.js';
import type { SecretsService } from './secrets.js';
interface AgentsOptions {
    agents: AgentStore;
    secrets: SecretsService;
    readyDelayMs: number;
    now?: () => number;
}
export declare class AgentsService {
    private readonly agents;
    private readonly secrets;
    private readonly readyDelayMs;
    private readonly now;
    /** Cleared by every write below (write, delete, seed: the only writers of the agents table). */
    private readonly listCache;
    constructor(options: AgentsOptions);
    isEmpty(): boolean;
    /** Cached like the set list: reading 200 rows costs ≈ 1.7 ms in better-sqlite3. */
    list(org: string, region: string | undefined, includeDeployment: boolean): HttpResult;
    get(org: string, name: string, wrap: boolean): HttpResult;
    create(org: string, body: unknown): HttpResult;
    /** `POST /agents/{name}` (private API) and `PUT /services` with `serviceName` (the official CLI's update). */
    update(org: string, name: unknown, body: unknown): HttpResult;
    delete(org: string, name: string): HttpResult;
    /**
     * Creates `count` ready agents in `org`, agent i binding the secret set at a spread index of the existing
     * secret sets (in that set's region); with no sets they bind nothing. For tests and benchmarks.
     */
    seed(org: string, count: number, sets: ReadonlyArray<{
        name: string;
        region: string;
        type: string;
    }>): void;
    private write;
    private checkBinding;
    private isReady;
    private listItem;
    private deployment;
    private details;
}
export {};
