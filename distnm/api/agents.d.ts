import type { CallOptions } from './contracts.js';
import type { HttpClient } from './http.js';
/** The secret sets and image pull secret an agent's deployment manifest names. */
export interface AgentBindings {
    /** `deployment.manifest.spec.envFromSecretNames` */
    secretSets: string[];
    /** `deployment.manifest.spec.imagePullSecretName` */
    imagePullSecret?: string;
}
/** One element of `GET /agents` → `{services: […]}`. */
export interface AgentSummary {
    name: string;
    /** Absent only when the service left it out (then no region check is possible). */
    region?: string;
    id?: string;
    desiredDeploymentId?: string;
    reconciledDeploymentId?: string;
    /** Present when the item carried its active deployment's manifest (`includeActiveDeployment=true`). */
    bindings?: AgentBindings;
}
/** `GET /agents/{name}` (ServiceDetailsResponse), reduced to what the usage map needs. */
export interface AgentDetail {
    name: string;
    region?: string;
    /** Whether the latest deployment passed validation and is ready (absent when the service left it out). */
    ready?: boolean;
    available?: boolean;
    activeSessionCount?: number;
    /** Null when the agent has no deployment. */
    bindings: AgentBindings | null;
}
/** Fields of a create/update (`CreateServiceRequest` / `UpdateServiceRequest`) this client sends. */
export interface AgentWrite {
    image?: string;
    region?: string;
    secretSet?: string;
    imagePullSecretSet?: string;
    nodeType?: string;
    autoScaling?: {
        minAgents?: number;
        maxAgents?: number;
    };
    agentProfile?: string;
}
export interface AgentsApi {
    /** GET /agents?includeActiveDeployment=true[&region=] */
    listAgents(opts?: CallOptions & {
        region?: string;
        includeDeployment?: boolean;
    }): Promise<AgentSummary[]>;
    /** GET /agents/{name}; 404 when absent. */
    getAgent(name: string, opts?: CallOptions): Promise<AgentDetail>;
    /** POST /agents (or the org-scoped POST /services) with `serviceName`. */
    createAgent(name: string, input: AgentWrite, opts?: CallOptions): Promise<AgentDetail>;
    /** POST /agents/{name} (private key) or PUT /services with `serviceName` (user token, as the official CLI). */
    updateAgent(name: string, input: AgentWrite, opts?: CallOptions): Promise<AgentDetail>;
    /** DELETE /agents/{name} */
    deleteAgent(name: string, opts?: CallOptions): Promise<void>;
}
export interface AgentsClientOptions {
    http: HttpClient;
    /** Set → user-token paths under `/v1/organizations/{org}/services`; unset → `/v1/agents`. */
    org?: string;
}
export declare class AgentsClient implements AgentsApi {
    private readonly http;
    private readonly base;
    private readonly orgScoped;
    constructor(opts: AgentsClientOptions);
    /** The collection path in use, e.g. `/v1/agents` or `/v1/organizations/acme/services`. */
    get path(): string;
    listAgents(opts?: CallOptions & {
        region?: string;
        includeDeployment?: boolean;
    }): Promise<AgentSummary[]>;
    getAgent(name: string, opts?: CallOptions): Promise<AgentDetail>;
    createAgent(name: string, input: AgentWrite, opts?: CallOptions): Promise<AgentDetail>;
    updateAgent(name: string, input: AgentWrite, opts?: CallOptions): Promise<AgentDetail>;
    deleteAgent(name: string, opts?: CallOptions): Promise<void>;
}
/** `deployment.manifest.spec` → bindings; undefined when the deployment or its manifest is absent. */
export declare function bindingsOf(deployment: unknown): AgentBindings | undefined;
