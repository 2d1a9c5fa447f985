// The official CLI's pipecatcloud.toml keeps one session per API host (its releases after 0.6.0):
// `[environments."<api host>"]` tables with token, org, refresh_token and token_expires_at; the top level mirrors the
// default host's session (what older releases read); per-org tables stay at the top level. These are the rules on
// the parsed table, shared by every reader and writer (docs/auth.md, "One file, several hosts"); sessionFile.ts
// puts them into the file's text.

/** The official CLI's default API host (its `api_host` setting). */
export const DEFAULT_API_HOST = 'https://api.pipecat.daily.co';

export const SESSION_KEYS = ['token', 'org', 'refresh_token', 'token_expires_at'] as const;
export type SessionKey = (typeof SESSION_KEYS)[number];
export const ENVIRONMENTS = 'environments';

/** A value to write; `null` removes the key. */
export type SessionUpdate = Partial<Record<SessionKey, string | number | null>>;
export type TomlTable = Record<string, unknown>;

export function isTable(value: unknown): value is TomlTable {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);
}

/** The API host whose session is used, spelled as the official CLI spells it: PIPECAT_API_HOST, else the default. */
export function activeApiHost(env: NodeJS.ProcessEnv): string {
  return env.PIPECAT_API_HOST?.trim() || DEFAULT_API_HOST;
}

/** Scheme and host, lower case, no trailing slash: `https://API.x.co/` and `https://api.x.co` are one host. */
function normalHost(host: string): string {
  const trimmed = host.trim().replace(/\/+$/, '');
  try {
    const url = new URL(trimmed);
    return `${url.protocol}//${url.host}${url.pathname === '/' ? '' : url.pathname.replace(/\/+$/, '')}`.toLowerCase();
  } catch {
    return trimmed.toLowerCase();
  }
}

export function sameHost(a: string, b: string): boolean {
  return a === b || normalHost(a) === normalHost(b);
}

export const isDefaultHost = (host: string): boolean => sameHost(host, DEFAULT_API_HOST);

function environmentsOf(table: TomlTable): TomlTable | undefined {
  const envs = table[ENVIRONMENTS];
  return isTable(envs) ? envs : undefined;
}

/** The key of `environments` that holds `host`'s section: the exact spelling first, else an equivalent one. */
function sectionKeyOf(envs: TomlTable | undefined, host: string): string | undefined {
  if (!envs) return undefined;
  if (isTable(envs[host])) return host;
  return Object.keys(envs).find((key) => isTable(envs[key]) && sameHost(key, host));
}

function pickSession(from: TomlTable): Partial<Record<SessionKey, unknown>> {
  const out: Partial<Record<SessionKey, unknown>> = {};
  for (const key of SESSION_KEYS) if (Object.hasOwn(from, key)) out[key] = from[key];
  return out;
}

export interface HostSession {
  /** The session's keys as the file has them (types are checked by the caller). */
  values: Partial<Record<SessionKey, unknown>>;
  /** Where they were read: the host's section, the top level (an older file, or the default host), or nowhere. */
  source: 'section' | 'top-level' | 'none';
  /** The key of the host's section in `environments`, when it has one. */
  sectionKey?: string;
  /**
   * The top level holds the default host's session (its mirror) and this host has none: it was not used, since a
   * token is never sent to a host it did not come from.
   */
  topLevelIsAnotherHosts: boolean;
  /** The hosts that have a section, for messages. */
  hosts: string[];
}

/**
 * The session of `host` in the file: its section (for the default host, over the top level it mirrors); without a
 * section, the top level — as older releases wrote it — unless the top level is visibly the default host's mirror
 * (the official CLI would send it to any host; agentdeck does not).
 */
export function sessionOfHost(table: TomlTable, host: string): HostSession {
  const envs = environmentsOf(table);
  const hosts = envs ? Object.keys(envs).filter((key) => isTable(envs[key])) : [];
  const sectionKey = sectionKeyOf(envs, host);
  if (sectionKey !== undefined) {
    const section = pickSession(envs![sectionKey] as TomlTable);
    const values = isDefaultHost(host) ? { ...pickSession(table), ...section } : section;
    return { values, source: 'section', sectionKey, topLevelIsAnotherHosts: false, hosts };
  }
  const top = pickSession(table);
  const hasTop = Object.keys(top).length > 0;
  if (!isDefaultHost(host) && envs && hasTop) {
    const defaultKey = sectionKeyOf(envs, DEFAULT_API_HOST);
    const mirror = defaultKey !== undefined ? (envs[defaultKey] as TomlTable).token : undefined;
    if (mirror !== undefined && mirror === table.token) {
      return { values: {}, source: 'none', topLevelIsAnotherHosts: true, hosts };
    }
  }
  return { values: top, source: hasTop ? 'top-level' : 'none', topLevelIsAnotherHosts: false, hosts };
}

function apply(target: TomlTable, update: SessionUpdate): void {
  for (const [key, value] of Object.entries(update)) {
    if (value === undefined) continue;
    if (value === null) delete target[key];
    else target[key] = value;
  }
}

/**
 * Writes `update` as the official CLI's `update_user_config` does: into the host's section (created when missing;
 * for a host other than the default, seeded with the older top-level session it was using, so its org is kept), and,
 * for the default host, the same keys at the top level; a new organization gets its (empty) top-level table. Every
 * other key and table stays. Changes `table` in place and returns it.
 */
export function withSessionUpdate(table: TomlTable, host: string, update: SessionUpdate): TomlTable {
  const current = sessionOfHost(table, host);
  const envs = environmentsOf(table) ?? {};
  const key = current.sectionKey ?? host;
  // A new table of another host than the default starts from the older top-level session it was using (the
  // default host's table need not: the top level stays under it).
  const seed = current.source === 'top-level' && !isDefaultHost(host) ? current.values : {};
  const section = isTable(envs[key]) ? (envs[key] as TomlTable) : { ...seed };
  apply(section, update);
  envs[key] = section;
  table[ENVIRONMENTS] = envs;
  if (isDefaultHost(host)) apply(table, update);
  // The official CLI keeps an organization's own settings in a top-level table named after it, made on every switch.
  const org = update.org;
  if (
    typeof org === 'string' &&
    org !== '' &&
    org !== ENVIRONMENTS &&
    !SESSION_KEYS.includes(org as SessionKey) &&
    !Object.hasOwn(table, org)
  ) {
    table[org] = {};
  }
  return table;
}

/**
 * Logout as the official CLI's `remove_user_config`: the host's section goes; for the default host — or when the
 * host was using an older file's top-level session — the top-level session keys go too; an empty `environments`
 * goes. `empty`: nothing is left, so the file is deleted (the official CLI also deletes a file that still holds
 * top-level keys it does not know; agentdeck keeps those).
 */
export function withoutSession(table: TomlTable, host: string): { table: TomlTable; empty: boolean } {
  const current = sessionOfHost(table, host);
  const envs = environmentsOf(table);
  if (envs && current.sectionKey !== undefined) delete envs[current.sectionKey];
  if (isDefaultHost(host) || current.source === 'top-level') {
    for (const key of SESSION_KEYS) delete table[key];
  }
  if (envs && Object.keys(envs).length === 0) delete table[ENVIRONMENTS];
  return { table, empty: Object.keys(table).length === 0 };
}
