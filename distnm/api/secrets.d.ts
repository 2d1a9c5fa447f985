import type { CallOptions, SecretsApi } from './contracts.js';
import type { HttpClient } from './http.js';
import type { OrganizationProperties, PutResult, Region, SecretPair, SecretSetDetail, SecretSetSummary } from './models.js';
export interface SecretsClientOptions {
    http: HttpClient;
    /** Set → user-token paths under `/v1/organizations/{org}`; unset → private-key paths under `/v1`. */
    org?: string;
}
export declare class SecretsClient implements SecretsApi {
    private readonly http;
    private readonly prefix;
    private regionsCache;
    private readonly orgScoped;
    /** Learnt from a 400 to a batch body on the org-scoped path: this server takes one key per PUT only. */
    private singleKeyOnly;
    constructor(opts: SecretsClientOptions);
    /** The path family in use, e.g. `/v1` or `/v1/organizations/acme` (for headers and diagnostics). */
    get pathPrefix(): string;
    listSecretSets(opts?: CallOptions & {
        region?: string;
    }): Promise<SecretSetSummary[]>;
    getSecretSet(name: string, opts?: CallOptions): Promise<SecretSetDetail>;
    putSecrets(name: string, secrets: Record<string, string> | SecretPair[], opts?: CallOptions & {
        region?: string;
    }): Promise<PutResult>;
    unsetSecret(name: string, key: string, opts?: CallOptions): Promise<void>;
    deleteSecretSet(name: string, opts?: CallOptions): Promise<void>;
    putImagePullSecret(name: string, input: {
        host: string;
        credentials: string;
        encode?: boolean;
        region?: string;
    }, opts?: CallOptions): Promise<PutResult>;
    listRegions(opts?: CallOptions): Promise<Region[]>;
    getProperties(opts?: CallOptions): Promise<OrganizationProperties>;
}
