import { type CallbackResult } from '../api/oauth.js';
export interface CallbackServer {
    port: number;
    redirectUri: string;
    result: Promise<CallbackResult>;
    close(): Promise<void>;
}
/** Starts the callback server; null when every port is taken (the pasted-URL path still works then). */
export declare function startCallbackServer(ports?: readonly number[]): Promise<CallbackServer | null>;
