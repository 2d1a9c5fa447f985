import type { EmulatorStore } from './store.js';
export interface AgentRow {
    org: string;
    name: string;
    id: string;
    region: string;
    image: string;
    node_type: string;
    agent_profile: string;
    min_agents: number;
    max_agents: number;
    secret_set: string | null;
    pull_secret_set: string | null;
    deployment_id: string;
    created_at: number;
    updated_at: number;
}
export declare class AgentStore {
    readonly store: EmulatorStore;
    private readonly stmts;
    constructor(store: EmulatorStore);
    list(org: string, region?: string): AgentRow[];
    get(org: string, name: string): AgentRow | undefined;
    count(): number;
    /** Inserts, or replaces the deployment of an existing agent (its id, region and creation time stay). */
    upsert(row: AgentRow): void;
    delete(org: string, name: string): boolean;
}
