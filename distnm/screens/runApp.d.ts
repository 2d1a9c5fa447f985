import type { AgentsApi } from '../api/agents.js';
import type { RoomsApi, SecretsApi } from '../api/contracts.js';
import { type AppDeps } from '../state/store.js';
import type { OrgChoice } from './orgSwitch/model.js';
export interface RunAppOptions {
    secrets: SecretsApi;
    getRooms: () => Promise<RoomsApi>;
    target: AppDeps['target'];
    agents?: AgentsApi;
    /** With a user session: the organization now, the user's organizations, and the same session on another one. */
    organizations?: {
        current?: string;
        list(): Promise<OrgChoice[]>;
        open(org: string): Promise<Omit<RunAppOptions, 'organizations'>>;
    };
}
export declare function runApp(opts: RunAppOptions): Promise<void>;
