import type { CallOptions } from './contracts.js';
import type { HttpClient } from './http.js';
export interface Organization {
    name: string;
    verboseName?: string;
}
/** GET /v1/organizations → `{organizations:[{name, verboseName}]}` */
export declare function listOrganizations(http: HttpClient, opts?: CallOptions): Promise<Organization[]>;
/** GET /v1/organizations/{org}/daily → the org's room service API key. */
export declare function getOrgRoomKey(http: HttpClient, org: string, opts?: CallOptions): Promise<string>;
