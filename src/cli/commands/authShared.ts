// What the `auth` commands share: the API host they sign in to, the organization to make active, writing the
// session into the official CLI's file (under the same lock refreshes take), and the facts `auth status` and
// `whoami` report (never a token).
import { createHttpClient } from '../../api/http/http.js';
import { listOrganizations } from '../../api/auth/organizations.js';
import { isoSeconds, roundedDuration } from '../../api/words/timeText.js';
import { USER_AGENT } from '../../api/http/version.js';
import { activeApiHost } from '../../config/hostSessions.js';
import { pipecatCredentialsPath } from '../../config/paths.js';
import {
  readSession,
  removeSessionFromFile,
  updateSessionFile,
  withFileLock,
  type SessionUpdate,
} from '../../config/sessionFile.js';
import { checkOrganization } from '../../config/organizationChoice.js';
import type { ResolvedTarget } from '../../config/target.js';
import { CommandFailure } from '../failures.js';
import type { Runtime } from '../runtime.js';
import { maxOf } from '../style.js';

/** The API host the `auth` commands sign in to (no trailing slash, for requests). */
export function accountHost(env: NodeJS.ProcessEnv): string {
  return activeApiHost(env).replace(/\/+$/, '');
}

/** `-o` if it is one of the user's organizations, else the file's current one if still theirs, else the first. */
export async function chooseOrganization(
  rt: Runtime,
  apiHost: string,
  token: string,
  wanted?: string,
): Promise<string> {
  const http = createHttpClient({ baseUrl: apiHost, token, flavor: 'pipecat', userAgent: USER_AGENT });
  const orgs = await listOrganizations(http);
  if (orgs.length === 0) {
    throw new CommandFailure(
      'This account has no organization yet; finish onboarding in the Pipecat Cloud dashboard first. Nothing was stored.',
    );
  }
  if (wanted) {
    checkOrganization(wanted, orgs);
    return wanted;
  }
  // A file agentdeck refuses to use (a key of the wrong type) must not stop the sign-in that rewrites its keys.
  const current = (
    await readSession(pipecatCredentialsPath(rt.env), activeApiHost(rt.env)).catch(() => ({ org: undefined }))
  ).org;
  return current && orgs.some((o) => o.name === current) ? current : orgs[0].name;
}

/** Writes the session keys (the official CLI's names) as the session of the active host; returns the file's path. */
export async function storeSession(env: NodeJS.ProcessEnv, update: SessionUpdate): Promise<string> {
  const path = pipecatCredentialsPath(env);
  await withFileLock(path, () => updateSessionFile(path, activeApiHost(env), update));
  return path;
}

/** Removes the active host's session from the file (deleted when nothing is left); returns the file's path. */
export async function forgetSession(env: NodeJS.ProcessEnv): Promise<string> {
  const path = pipecatCredentialsPath(env);
  await withFileLock(path, () => removeSessionFromFile(path, activeApiHost(env)));
  return path;
}

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

function userEmail(body: unknown): string | null {
  const user = body && typeof body === 'object' ? (body as { user?: unknown }).user : undefined;
  if (!user || typeof user !== 'object') return null;
  const emails = (user as { emails?: unknown }).emails;
  const first = Array.isArray(emails) ? (emails[0] as { emailAddress?: unknown } | undefined) : undefined;
  if (typeof first?.emailAddress === 'string') return first.emailAddress;
  const id = (user as { userId?: unknown }).userId;
  return typeof id === 'string' ? id : null;
}

/** Facts about how a target signs in. With a user session this asks `/v1/users` (which may refresh the session). */
export async function sessionFacts(target: ResolvedTarget): Promise<SessionFacts> {
  const facts: SessionFacts = {
    method:
      target.kind === 'private-key'
        ? 'private key'
        : target.kind === 'emulator'
          ? 'emulator'
          : (target.authMethod ?? 'token'),
    organization: target.org ?? null,
    expiresAt: null,
    email: null,
    credentials: target.keySource,
  };
  if (target.kind !== 'user-token' || !target.http) return facts;
  try {
    const { body } = await target.http.request<unknown>('GET', '/v1/users');
    facts.email = userEmail(body);
  } catch (error) {
    facts.problem = error instanceof Error ? error.message : String(error);
  }
  const expiresAt = target.session?.current.expiresAt;
  if (target.authMethod === 'OAuth' && expiresAt && expiresAt > 0) facts.expiresAt = isoSeconds(expiresAt);
  return facts;
}

/**
 * The table `auth status` and `whoami` print: the same session facts in the same words; whoami (`where`) adds
 * where commands go (api host, room service), status names the target last.
 */
export function printFacts(rt: Runtime, target: ResolvedTarget, facts: SessionFacts, opts: { where: boolean }): void {
  const row = (k: string, v: string | null | undefined): Array<[string, string]> => (v ? [[k, v]] : []);
  const organization = target.org ?? (target.kind === 'private-key' ? '(implied by the private key)' : '(none)');
  const rows: Array<[string, string]> = [
    ...(opts.where ? [...row('target', target.label), ...row('api host', target.apiHost)] : []),
    ['signed in with', facts.method],
    ['organization', organization],
    ...row('user', facts.email ? rt.safe(facts.email) : null),
    ...row('session expires', facts.expiresAt ? `${facts.expiresAt} (${relativeTime(facts.expiresAt)})` : null),
    ['credentials', facts.credentials],
    ...(opts.where ? row('room service', target.roomLabel) : row('target', target.label)),
  ];
  const width = maxOf(rows, ([k]) => k.length);
  rt.out(rows.map(([k, v]) => `${k.padEnd(width)}  ${v}`).join('\n'));
}

/** "in 23 h 59 min" / "3 min ago" for an ISO time; "at a time that cannot be read" for anything else. */
export function relativeTime(iso: string, nowMs = Date.now()): string {
  const seconds = Math.round((Date.parse(iso) - nowMs) / 1000);
  if (!Number.isFinite(seconds)) return 'at a time that cannot be read';
  const text = roundedDuration(Math.abs(seconds));
  return seconds >= 0 ? `in ${text}` : `${text} ago`;
}
