// Why this file is long: target resolution is one ordered decision (private key → user session → emulator) whose
// branches share the org, room-service and agents wiring; split, the order would be spread over several files.
import type { RoomsApi, SecretsApi } from '../api/contracts.js';
import type { AgentsApi } from '../api/agents/client.js';
import type { RetryBudget, RetryInfo } from '../api/http/http.js';
import { AgentsClient } from '../api/agents/client.js';
import { fsFailure, fsFailureText, isDiskFull } from '../api/files/fsError.js';
import { createHttpClient } from '../api/http/http.js';
import { redact, registerSecret } from '../api/redact/redact.js';
import { SecretsClient } from '../api/secrets/client.js';
import { parseMarkerSetting, type MarkerSetting } from '../api/secrets/setMarker.js';
import { USER_AGENT } from '../api/http/version.js';
import {
  AGENTDECK_CONFIG_KEYS,
  PIPECAT_CONFIG_KEYS,
  readCredentialsToml,
  stringField,
  type TomlTable,
} from './credentialsFile.js';
import { activeApiHost, DEFAULT_API_HOST, isDefaultHost } from './hostSessions.js';
import { TargetError } from './targetError.js';
import { agentdeckConfigPath, emulatorDataDir, pipecatCredentialsPath } from './paths.js';

export { DEFAULT_API_HOST } from './hostSessions.js';
export const DEFAULT_ROOM_API_URL = 'https://api.daily.co/v1';

export type TargetKind = 'private-key' | 'user-token' | 'emulator';
export type RoomSource = 'DAILY_API_KEY' | 'organization' | 'emulator' | 'none';

/** What the embedded emulator starter (injected by main; config never imports the emulator) returns. */
export interface EmbeddedEmulator {
  apiHost: string;
  roomApiUrl: string;
  keys: { privateKey: string; userToken: string; roomKey: string };
  orgs: string[];
  close(): Promise<void>;
}
export type StartEmbeddedEmulator = (opts: { dataDir: string }) => Promise<EmbeddedEmulator>;

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
  /** Embedded emulator: its organizations, the first its private key's (what a command without -o reads). */
  emulatorOrgs?: readonly string[];
  /** The user's organizations (user token and emulator with -o only). */
  listOrganizations?: (opts?: { signal?: AbortSignal }) => Promise<Array<{ name: string; verboseName?: string }>>;
  /** The same credentials aimed at another of the user's organizations (the app's organization switcher). */
  forOrganization?: (org: string) => Promise<ResolvedTarget>;
  /** The Pipecat API client of this target (for `/v1/users` and other account calls). */
  http?: import('../api/http/http.js').HttpClient;
  close(): Promise<void>;
}

export interface HttpTuning {
  timeoutMs?: number;
  /** AGENTDECK_MAX_ANSWER_MB in bytes (default: the client's 64 MiB). */
  maxAnswerBytes?: number;
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

export const EMULATOR_HINT =
  'to use the real service: agentdeck auth login (or pipecat cloud auth login), or set PIPECAT_API_KEY ' +
  '(private API key, optional PIPECAT_API_HOST) or PIPECAT_TOKEN';

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/** `AGENTDECK_TIMEOUT`: seconds to wait for each HTTP attempt (default: the client's 10 s). */
function requestTimeoutFromEnv(env: NodeJS.ProcessEnv): Pick<HttpTuning, 'timeoutMs'> {
  const raw = env.AGENTDECK_TIMEOUT?.trim();
  if (!raw) return {};
  const seconds = Number(raw);
  if (!Number.isFinite(seconds) || seconds <= 0 || seconds > 600) {
    throw new TargetError(`AGENTDECK_TIMEOUT "${raw}": seconds per request attempt, a number above 0 and at most 600`);
  }
  return { timeoutMs: Math.round(seconds * 1000) };
}

/**
 * `AGENTDECK_MAX_ANSWER_MB`: the most read of one JSON answer, in MiB (default 64, at most 1024). For an organization
 * whose list of sets is larger than 64 MiB (about 800,000 sets): RESPONSE_TOO_LARGE names this variable.
 */
function maxAnswerFromEnv(env: NodeJS.ProcessEnv): Pick<HttpTuning, 'maxAnswerBytes'> {
  const raw = env.AGENTDECK_MAX_ANSWER_MB?.trim();
  if (!raw) return {};
  const mib = Number(raw);
  if (!Number.isInteger(mib) || mib < 1 || mib > 1024) {
    throw new TargetError(`AGENTDECK_MAX_ANSWER_MB "${raw}": MiB read of one answer, a whole number from 1 to 1024`);
  }
  return { maxAnswerBytes: mib * 1024 * 1024 };
}

/**
 * The write marker's setting (docs/reliability.md): AGENTDECK_SET_MARKER, else `set_marker` in agentdeck's
 * config.toml, else on. A bad environment value is refused at once; the file is read on the first write only
 * (with PIPECAT_API_KEY set it is not read otherwise).
 */
function markerSetting(
  env: NodeJS.ProcessEnv,
  path: string,
  config: TomlTable | null,
  warn: (message: string) => void,
): () => Promise<MarkerSetting> {
  const raw = env.AGENTDECK_SET_MARKER?.trim();
  if (raw) {
    const setting = parseMarkerSetting(raw);
    if (!setting) throw new TargetError(`AGENTDECK_SET_MARKER "${raw.slice(0, 40)}": must be on, digest, names or off`);
    return async () => setting;
  }
  return once(async () => {
    const table = config ?? (await readCredentialsToml(path, warn, AGENTDECK_CONFIG_KEYS));
    const text = stringField(table, 'set_marker');
    if (text === undefined) return 'on';
    const setting = parseMarkerSetting(text);
    if (!setting)
      throw new TargetError(`set_marker = "${text.slice(0, 40)}" in ${path}: must be "on", "digest", "names" or "off"`);
    return setting;
  });
}

/** `make` on the first call; every call gets that promise (a failure is not kept: the next call tries again). */
function once<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | null = null;
  return () => {
    made ??= make().catch((error: unknown) => {
      made = null;
      throw error;
    });
    return made;
  };
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

/**
 * A service URL from the environment, checked here so a bad one names its variable (not "base URL").
 * The value is not echoed: it may carry credentials (user:pass@host).
 */
function urlFromEnv(
  env: NodeJS.ProcessEnv,
  variable: string,
  example: string,
  warn: (message: string) => void,
): string | undefined {
  const raw = env[variable]?.trim();
  if (!raw) return undefined;
  let protocol = '';
  try {
    protocol = new URL(raw).protocol;
  } catch {
    // reported below
  }
  if (protocol !== 'http:' && protocol !== 'https:') {
    throw new TargetError(`${variable}: must be a full http(s) URL such as ${example}`);
  }
  return serviceUrl(raw, variable, warn);
}

const LOOPBACK_HOSTS = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i;

/**
 * A configured service URL as agentdeck uses and shows it: credentials embedded in it (`https://user:pass@host`)
 * are registered for redaction and dropped (requests authenticate with the key or token, never with them), so
 * no label, `whoami` or `--verbose` line can print them; plain http:// to a host that is not this machine gets a
 * warning, as keys and secret values would cross the network unencrypted.
 */
function serviceUrl(raw: string, source: string, warn: (message: string) => void): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return trimSlash(raw);
  }
  const hasCredentials = Boolean(url.username || url.password);
  if (hasCredentials) {
    registerSecret(raw);
    registerSecret(safeDecode(url.password));
    url.username = '';
    url.password = '';
    warn(`warning: ${source}: the user:password in the URL is ignored (requests use the API key) and never shown`);
  }
  if (url.protocol === 'http:' && !LOOPBACK_HOSTS.test(url.hostname)) {
    warn(
      `warning: ${source} uses plain http:// to ${url.host}: keys and secret values would cross the network unencrypted; use https://`,
    );
  }
  return trimSlash(hasCredentials ? url.toString() : raw);
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * The embedded emulator could not use its data dir (not writable, a file in the way, a read-only database): which
 * path, why, and the two ways out — move the dir, or talk to the real service. Anything else is thrown as it was.
 */
function dataDirError(error: unknown, dataDir: string): unknown {
  const failure = fsFailure(error);
  if (!failure) return error;
  const full = isDiskFull(failure.code);
  const fix = full ? 'Free some space there' : 'Make it a writable directory';
  // `cause`: the command line reports a data dir the system refused as FILE_SYSTEM (cli/failures.ts).
  return Object.assign(
    new TargetError(
      `the local emulator cannot use its data dir ${fsFailureText(failure, dataDir)}. ${fix}, or set ` +
        `XDG_DATA_HOME to a writable directory (the data dir is $XDG_DATA_HOME/agentdeck/emulator); ${EMULATOR_HINT}`,
      false,
    ),
    { cause: error },
  );
}

/** Resolution order (README.md, "Where it talks to"): private key → user token → embedded emulator. First match wins. */
export async function resolveTarget(opts: ResolveTargetOptions): Promise<ResolvedTarget> {
  const env = opts.env ?? process.env;
  const warn = opts.warn ?? ((message: string) => process.stderr.write(redact(`${message}\n`)));
  const tuning: HttpTuning = { ...requestTimeoutFromEnv(env), ...maxAnswerFromEnv(env), ...opts.http };
  const pipecatHttp = (baseUrl: string, token: string) =>
    createHttpClient({ baseUrl, token, flavor: 'pipecat', userAgent: USER_AGENT, ...tuning });

  // ---- room service, shared by every target -------------------------------------------------------
  const dailyKey = env.DAILY_API_KEY?.trim() || undefined;
  const explicitDailyUrl = urlFromEnv(env, 'DAILY_API_URL', DEFAULT_ROOM_API_URL, warn);
  const dailyUrl = explicitDailyUrl ?? DEFAULT_ROOM_API_URL;
  const envApiHost = urlFromEnv(env, 'PIPECAT_API_HOST', DEFAULT_API_HOST, warn);
  const roomClient = async (roomApiKey: string, roomApiUrl: string): Promise<RoomsApi> => {
    const { RoomHelper } = await import('../api/rooms/client.js');
    return new RoomHelper({
      roomApiKey,
      roomApiUrl,
      http: createHttpClient({
        baseUrl: roomApiUrl,
        token: roomApiKey,
        flavor: 'daily',
        userAgent: USER_AGENT,
        ...tuning,
      }),
    });
  };
  const noRooms = (why: string) => async (): Promise<RoomsApi> => {
    throw new TargetError(`no room service configured: ${why}`, false);
  };

  const organization = opts.organization?.trim() || undefined;

  // ---- 1. private API key ---------------------------------------------------------------------------
  const agentdeckPath = agentdeckConfigPath(env);
  const envKey = env.PIPECAT_API_KEY?.trim() || undefined;
  const agentdeckConfig: TomlTable | null = envKey
    ? null
    : await readCredentialsToml(agentdeckPath, warn, AGENTDECK_CONFIG_KEYS);
  if (agentdeckConfig) {
    const { agentdeckConfigWarnings } = await import('./configWarnings.js');
    for (const warning of agentdeckConfigWarnings(agentdeckPath, agentdeckConfig)) warn(warning);
  }
  const marker = markerSetting(env, agentdeckPath, agentdeckConfig, warn);
  const privateKey = envKey ?? stringField(agentdeckConfig, 'api_key');
  if (privateKey) {
    const configHost = envApiHost ? undefined : stringField(agentdeckConfig, 'api_host');
    const apiHost =
      envApiHost ?? (configHost ? serviceUrl(configHost, `api_host in ${agentdeckPath}`, warn) : DEFAULT_API_HOST);
    const keyOrg = env.PIPECAT_ORG?.trim() || stringField(agentdeckConfig, 'org');
    if (organization && organization !== keyOrg) {
      throw new TargetError(
        `-o ${organization}: a private API key is bound to one organization; use a user token (PIPECAT_TOKEN) to choose the organization` +
          (keyOrg ? ` (this key is configured for '${keyOrg}')` : ''),
      );
    }
    const org = organization ?? keyOrg;
    const http = pipecatHttp(apiHost, privateKey);
    return {
      kind: 'private-key',
      apiHost,
      org,
      secrets: new SecretsClient({ http, marker }),
      agents: new AgentsClient({ http }),
      getRooms: dailyKey
        ? once(() => roomClient(dailyKey, dailyUrl))
        : noRooms('set DAILY_API_KEY (and DAILY_API_URL for a non-default service)'),
      roomSource: dailyKey ? 'DAILY_API_KEY' : 'none',
      roomApiUrl: dailyKey ? dailyUrl : undefined,
      label: `${hostOf(apiHost)}${org ? ` · org ${org}` : ''} (private key)`,
      roomLabel: dailyKey ? `${hostOf(dailyUrl)} (DAILY_API_KEY)` : 'none (set DAILY_API_KEY)',
      keySource: envKey ? 'PIPECAT_API_KEY' : agentdeckPath,
      close: async () => {},
    };
  }

  // ---- 2. user session of the official CLI (OAuth login or PAT) ---------------------------------------
  const credentialsPath = pipecatCredentialsPath(env);
  const envToken = env.PIPECAT_TOKEN?.trim() || undefined;
  const credentials = await readCredentialsToml(credentialsPath, warn, PIPECAT_CONFIG_KEYS);
  // The file keeps a session per API host: the one of the host agentdeck talks to (hostSessions.ts).
  const fileHost = activeApiHost(env);
  let stored: import('./sessionFile.js').StoredSession = {};
  let noSessionNote: string | undefined;
  if (credentials) {
    const [{ hostSession, toStoredSession }, { pipecatConfigWarnings }] = await Promise.all([
      import('./sessionFile.js'),
      import('./configWarnings.js'),
    ]);
    const found = hostSession(credentialsPath, credentials, fileHost);
    stored = toStoredSession(found.values);
    for (const warning of pipecatConfigWarnings(credentialsPath, credentials, fileHost, found)) warn(warning);
    const others = found.hosts.filter((h) => h !== found.sectionKey);
    if (!stored.token && (found.topLevelIsAnotherHosts || others.length > 0)) {
      noSessionNote =
        `${credentialsPath} holds no session for ${fileHost} (it has sessions for ${others.join(', ')}; a token is only sent ` +
        `to the host that issued it); sign in with: PIPECAT_API_HOST=${fileHost} agentdeck auth login`;
    }
  }
  const userToken = envToken ?? stored.token;
  if (userToken) {
    const apiHost = envApiHost ?? DEFAULT_API_HOST;
    const { FileSession, isPat } = await import('./session.js');
    // A token from the file is a session that may be refreshed and written back; PIPECAT_TOKEN is used as given.
    const session = envToken
      ? undefined
      : new FileSession({
          path: credentialsPath,
          apiHost,
          fileHost,
          initial: { ...stored, token: userToken },
        });
    const http = createHttpClient({
      baseUrl: apiHost,
      token: userToken,
      ...(session ? { auth: session } : {}),
      flavor: 'pipecat',
      userAgent: USER_AGENT,
      ...tuning,
    });
    const { listOrganizations } = await import('../api/auth/organizations.js');
    let org = organization ?? (env.PIPECAT_ORG?.trim() || undefined) ?? stored.org;
    if (organization) {
      const { checkOrganization } = await import('./organizationChoice.js');
      checkOrganization(organization, await listOrganizations(http));
    }
    if (!org) {
      const orgs = await listOrganizations(http);
      org = orgs[0]?.name;
      if (!org)
        throw new TargetError('this user token belongs to no organization; pass -o ORG or set PIPECAT_ORG', false);
    }
    const authMethod = isPat(userToken) ? 'PAT' : session?.method === 'OAuth' ? 'OAuth' : 'token';
    // The organization's room key goes to the room service of the host that issued it, never elsewhere: Daily's
    // for Pipecat Cloud, the emulator's own for an emulator (any other host: its /daily/v1, as the emulator
    // serves it). DAILY_API_URL, when set, is the user's choice and wins.
    const orgRoomUrl =
      explicitDailyUrl ?? (isDefaultHost(apiHost) ? DEFAULT_ROOM_API_URL : `${trimSlash(apiHost)}/daily/v1`);
    const forOrganization = async (scopedOrg: string): Promise<ResolvedTarget> => {
      let rooms: RoomsApi | null = null;
      let pendingRooms: Promise<RoomsApi> | null = null;
      const getRooms = async (): Promise<RoomsApi> => {
        if (rooms) return rooms;
        pendingRooms ??= (async () => {
          if (dailyKey) return (rooms = await roomClient(dailyKey, dailyUrl));
          const { getOrgRoomKey } = await import('../api/auth/organizations.js');
          const roomKey = await getOrgRoomKey(http, scopedOrg);
          rooms = await roomClient(roomKey, orgRoomUrl);
          return rooms;
        })();
        try {
          return await pendingRooms;
        } catch (error) {
          pendingRooms = null; // a failed fetch may be retried
          throw error;
        }
      };
      return {
        kind: 'user-token',
        apiHost,
        org: scopedOrg,
        secrets: new SecretsClient({ http, org: scopedOrg, marker }),
        agents: new AgentsClient({ http, org: scopedOrg }),
        getRooms,
        roomSource: dailyKey ? 'DAILY_API_KEY' : 'organization',
        roomApiUrl: dailyKey ? dailyUrl : orgRoomUrl,
        label: `${hostOf(apiHost)} · org ${scopedOrg} (${authMethod === 'OAuth' ? 'OAuth session' : 'user token'})`,
        roomLabel: dailyKey
          ? `${hostOf(dailyUrl)} (DAILY_API_KEY)`
          : `${hostOf(orgRoomUrl)}${explicitDailyUrl ? ' (DAILY_API_URL)' : ''} (organization ${scopedOrg}'s key, from ${hostOf(apiHost)})`,
        keySource: envToken ? 'PIPECAT_TOKEN' : credentialsPath,
        authMethod,
        ...(session ? { session } : {}),
        listOrganizations: (callOpts) => listOrganizations(http, callOpts),
        forOrganization,
        http,
        close: async () => {},
      };
    };
    return forOrganization(org);
  }

  // ---- 3. embedded emulator -------------------------------------------------------------------------
  if (noSessionNote) warn(`warning: ${noSessionNote}`);
  const dataDir = emulatorDataDir(env);
  let emulator: EmbeddedEmulator;
  try {
    emulator = await opts.startEmbeddedEmulator({ dataDir });
  } catch (error) {
    throw dataDirError(error, dataDir);
  }
  try {
    if (organization && !emulator.orgs.includes(organization)) {
      throw new TargetError(
        `-o ${organization}: the local emulator has no such organization (it has: ${emulator.orgs.join(', ')})`,
      );
    }
    // With -o the emulator's user token and org-scoped paths are used, as against the real service.
    const http = organization
      ? pipecatHttp(emulator.apiHost, emulator.keys.userToken)
      : pipecatHttp(emulator.apiHost, emulator.keys.privateKey);
    const getRooms = once(() =>
      dailyKey ? roomClient(dailyKey, dailyUrl) : roomClient(emulator.keys.roomKey, emulator.roomApiUrl),
    );
    const roomApiUrl = dailyKey ? dailyUrl : emulator.roomApiUrl;
    const where = hostOf(emulator.apiHost);
    return {
      kind: 'emulator',
      apiHost: emulator.apiHost,
      org: organization,
      secrets: new SecretsClient({ http, org: organization, marker }),
      agents: new AgentsClient({ http, org: organization }),
      getRooms,
      roomSource: dailyKey ? 'DAILY_API_KEY' : 'emulator',
      roomApiUrl,
      emulatorOrgs: emulator.orgs,
      label: `local emulator ${where}${organization ? ` · org ${organization}` : ''}`,
      roomLabel: dailyKey ? `${hostOf(dailyUrl)} (DAILY_API_KEY)` : `local emulator ${hostOf(emulator.roomApiUrl)}`,
      keySource: 'embedded emulator',
      hint: EMULATOR_HINT,
      close: () => emulator.close(),
    };
  } catch (error) {
    await emulator.close();
    throw error;
  }
}
