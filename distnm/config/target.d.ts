import type { RoomsApi, SecretsApi } from '../api/contracts.js';
import type { AgentsApi } from '../api/agents.js';
import type { RetryBudget, RetryInfo } from '../api/http.js';
export declare const DEFAULT_API_HOST = "https://api.pipecat.daily.co";
export declare const DEFAULT_ROOM_API_URL = "https://api.daily.co/v1";
export type TargetKind = 'private-key' | 'user-token' | 'emulator';
export type RoomSource = 'DAILY_API_KEY' | 'organization' | 'emulator' | 'none';
/** What the embedded emulator starter (injected by main; config never imports the emulator) returns. */
export interface EmbeddedEmulator {
    apiHost: string;
    roomApiUrl: string;
    keys: {
        privateKey: string;
        userToken: string;
        roomKey: string;
    };
    orgs: string[];
    close(): Promise<void>;
}
export type StartEmbeddedEmulator = (opts: {
    dataDir: string;
}) => Promise<EmbeddedEmulator>;
export interface ResolvedTarget {
    kind: TargetKind;
    /** Scheme + host of the private API, without `/v1`. */
    apiHost: string;
    /** Organization: selects org-scoped paths with a user token; informational with a private key. */
    org?: string;
    secrets: SecretsApi;
    /** Agents (services) on the same API and path family as `secrets`: who binds which set. */
    agents: AgentsApi;
    /**
     * The room client, made on the first call (then memoised): its module is loaded only by what uses rooms, and with
     * a user token the org's room key is fetched then.
     */
    getRooms(): Promise<RoomsApi>;
    roomSource: RoomSource;
    roomApiUrl?: string;
    /** Where secrets go, e.g. "api.pipecat.daily.co (private key)". Never contains a key. */
    label: string;
    /** Where rooms go, e.g. "api.daily.co (DAILY_API_KEY)". */
    roomLabel: string;
    /** Where the credential came from: "PIPECAT_API_KEY", "PIPECAT_TOKEN", a file path, "embedded emulator". */
    keySource: string;
    /** In emulator mode: how to point at the real service. */
    hint?: string;
    /** With a user session: how it signed in (OAuth login, PAT, or a bare token without expiry). */
    authMethod?: 'OAuth' | 'PAT' | 'token';
    /** The OAuth/PAT session read from the official CLI's file (absent for PIPECAT_TOKEN). */
    session?: import('./session.js').FileSession;
    /** The user's organizations (user token and emulator with -o only). */
    listOrganizations?: (opts?: {
        signal?: AbortSignal;
    }) => Promise<Array<{
        name: string;
        verboseName?: string;
    }>>;
    /** The same credentials aimed at another of the user's organizations (the app's organization switcher). */
    forOrganization?: (org: string) => Promise<ResolvedTarget>;
    /** The Pipecat API client of this target (for `/v1/users` and other account calls). */
    http?: import('../api/http.js').HttpClient;
    close(): Promise<void>;
}
export interface HttpTuning {
    timeoutMs?: number;
    retryLimit?: number;
    onRetry?: (info: RetryInfo) => void;
    /** One command's total retry time (shared by its clients). */
    retryBudget?: RetryBudget;
}
export interface ResolveTargetOptions {
    /** `-o/--organization`. */
    organization?: string;
    env?: NodeJS.ProcessEnv;
    startEmbeddedEmulator: StartEmbeddedEmulator;
    /** Warnings (credentials file permissions); default: stderr. */
    warn?: (message: string) => void;
    http?: HttpTuning;
}
/** A configuration problem the user fixes by changing flags/env (exit 2 on the command line). */
export declare class TargetError extends Error {
    readonly usage: boolean;
    constructor(message: string, usage?: boolean);
}
export declare const EMULATOR_HINT: string;
/** Resolution order (README.md, "Where it talks to"): private key → user token → embedded emulator. First match wins. */
export declare function resolveTarget(opts: ResolveTargetOptions): Promise<ResolvedTarget>;
