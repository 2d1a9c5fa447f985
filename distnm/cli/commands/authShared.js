// What the `auth` commands share: the API host they sign in to, the organization to make active, writing the
// session into the official CLI's file (under the same lock refreshes take), and the facts `auth status` and
// `whoami` report (never a token).
import { createHttpClient } from '../../api/http.js';
import { listOrganizations } from '../../api/organizations.js';
import { USER_AGENT } from '../../api/version.js';
import { DEFAULT_API_HOST } from '../../config/target.js';
import { pipecatCredentialsPath } from '../../config/paths.js';
import { readSession, updateSessionFile, withFileLock } from '../../config/sessionFile.js';
import { checkOrganization } from '../../config/organizationChoice.js';
import { CommandFailure } from '../failures.js';
export function accountHost(env) {
    return (env.PIPECAT_API_HOST?.trim() || DEFAULT_API_HOST).replace(/\/+$/, '');
}
/** `-o` if it is one of the user's organizations, else the file's current one if still theirs, else the first. */
export async function chooseOrganization(rt, apiHost, token, wanted) {
    const http = createHttpClient({ baseUrl: apiHost, token, flavor: 'pipecat', userAgent: USER_AGENT });
    const orgs = await listOrganizations(http);
    if (orgs.length === 0) {
        throw new CommandFailure('This account has no organization yet; finish onboarding in the Pipecat Cloud dashboard first. Nothing was stored.');
    }
    if (wanted) {
        checkOrganization(wanted, orgs);
        return wanted;
    }
    const current = (await readSession(pipecatCredentialsPath(rt.env))).org;
    return current && orgs.some((o) => o.name === current) ? current : orgs[0].name;
}
/** Writes the session keys (the official CLI's names) into its file; returns the file's path. */
export async function storeSession(env, update) {
    const path = pipecatCredentialsPath(env);
    await withFileLock(path, () => updateSessionFile(path, update));
    return path;
}
function userEmail(body) {
    const user = body && typeof body === 'object' ? body.user : undefined;
    if (!user || typeof user !== 'object')
        return null;
    const emails = user.emails;
    const first = Array.isArray(emails) ? emails[0] : undefined;
    if (typeof first?.emailAddress === 'string')
        return first.emailAddress;
    const id = user.userId;
    return typeof id === 'string' ? id : null;
}
/** Facts about how a target signs in. With a user session this asks `/v1/users` (which may refresh the session). */
export async function sessionFacts(target) {
    const facts = {
        method: target.kind === 'private-key' ? 'private key' : target.kind === 'emulator' ? 'emulator' : (target.authMethod ?? 'token'),
        organization: target.org ?? null,
        expiresAt: null,
        email: null,
        credentials: target.keySource,
    };
    if (target.kind !== 'user-token' || !target.http)
        return facts;
    try {
        const { body } = await target.http.request('GET', '/v1/users');
        facts.email = userEmail(body);
    }
    catch (error) {
        facts.problem = error instanceof Error ? error.message : String(error);
    }
    const expiresAt = target.session?.current.expiresAt;
    if (target.authMethod === 'OAuth' && expiresAt && expiresAt > 0)
        facts.expiresAt = new Date(expiresAt * 1000).toISOString();
    return facts;
}
/**
 * The table `auth status` and `whoami` print: the same session facts in the same words; whoami (`where`) adds
 * where commands go (api host, room service), status names the target last.
 */
export function printFacts(rt, target, facts, opts) {
    const row = (k, v) => (v ? [[k, v]] : []);
    const organization = target.org ?? (target.kind === 'private-key' ? '(implied by the private key)' : '(none)');
    const rows = [
        ...(opts.where ? [...row('target', target.label), ...row('api host', target.apiHost)] : []),
        ['signed in with', facts.method],
        ['organization', organization],
        ...row('user', facts.email ? rt.safe(facts.email) : null),
        ...row('session expires', facts.expiresAt ? `${facts.expiresAt} (${relativeTime(facts.expiresAt)})` : null),
        ['credentials', facts.credentials],
        ...(opts.where ? row('room service', target.roomLabel) : row('target', target.label)),
    ];
    const width = Math.max(...rows.map(([k]) => k.length));
    rt.out(rows.map(([k, v]) => `${k.padEnd(width)}  ${v}`).join('\n'));
}
/** "in 23 h 59 min" / "3 min ago" for an ISO time. */
export function relativeTime(iso, nowMs = Date.now()) {
    const seconds = Math.round((Date.parse(iso) - nowMs) / 1000);
    const abs = Math.abs(seconds);
    const text = abs >= 3600 ? `${Math.floor(abs / 3600)} h ${Math.floor((abs % 3600) / 60)} min` : abs >= 60 ? `${Math.floor(abs / 60)} min` : `${abs} s`;
    return seconds >= 0 ? `in ${text}` : `${text} ago`;
}
