import { type SessionUpdate } from '../../config/sessionFile.js';
import type { ResolvedTarget } from '../../config/target.js';
import type { Runtime } from '../runtime.js';
export declare function accountHost(env: NodeJS.ProcessEnv): string;
/** `-o` if it is one of the user's organizations, else the file's current one if still theirs, else the first. */
export declare function chooseOrganization(rt: Runtime, apiHost: string, token: string, wanted?: string): Promise<string>;
/** Writes the session keys (the official CLI's names) into its file; returns the file's path. */
export declare function storeSession(env: NodeJS.ProcessEnv, update: SessionUpdate): Promise<string>;
export interface SessionFacts {
    /** OAuth, PAT, token (a bare token without expiry), private key, emulator. */
    method: string;
    organization: string | null;
    /** ISO time, for an OAuth session. */
    expiresAt: string | null;
    email: string | null;
    credentials: string;
    /** Set when the session no longer works (e.g. refresh refused). */
    problem?: string;
}
/** Facts about how a target signs in. With a user session this asks `/v1/users` (which may refresh the session). */
export declare function sessionFacts(target: ResolvedTarget): Promise<SessionFacts>;
/**
 * The table `auth status` and `whoami` print: the same session facts in the same words; whoami (`where`) adds
 * where commands go (api host, room service), status names the target last.
 */
export declare function printFacts(rt: Runtime, target: ResolvedTarget, facts: SessionFacts, opts: {
    where: boolean;
}): void;
/** "in 23 h 59 min" / "3 min ago" for an ISO time. */
export declare function relativeTime(iso: string, nowMs?: number): string;
