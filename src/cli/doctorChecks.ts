// What `agentdeck doctor` checks, for a support request: the runtime, the embedded emulator's SQLite driver, the
// credentials found (where from, never what), whether both services answer (one request each, in parallel, a short
// timeout, no key sent) and what the terminal can show. Each check is one line: ok, warn or fail.
import { createHttpClient } from '../api/http/http.js';
import { isApiError } from '../api/http/errors.js';
import { USER_AGENT, VERSION } from '../api/http/version.js';
import type { CredentialSummary } from '../config/credentialSummary.js';

export type CheckStatus = 'ok' | 'warn' | 'fail';
export interface Check {
  name: string;
  status: CheckStatus;
  detail: string;
}

export interface DoctorDeps {
  env: NodeJS.ProcessEnv;
  /** The SQLite driver the embedded emulator loads (throws why none does); absent: not known here. */
  checkSqlite?: () => Promise<string>;
  stdout: { isTTY?: boolean; columns?: number; rows?: number };
  stdinIsTTY: boolean;
  /** Per reachability request. */
  timeoutMs?: number;
}

const MIN_NODE: readonly [number, number] = [20, 19];

export function runtimeCheck(version = process.versions.node): Check {
  const [major, minor] = version.split('.').map(Number);
  const ok = major > MIN_NODE[0] || (major === MIN_NODE[0] && minor >= MIN_NODE[1]);
  const detail = `agentdeck ${VERSION} on node v${version} (${process.platform}-${process.arch})`;
  return ok
    ? { name: 'runtime', status: 'ok', detail }
    : { name: 'runtime', status: 'fail', detail: `${detail}: agentdeck needs Node ${MIN_NODE.join('.')} or later` };
}

async function sqliteCheck(deps: DoctorDeps, credentials: CredentialSummary | undefined): Promise<Check> {
  if (!deps.checkSqlite) return { name: 'sqlite', status: 'warn', detail: 'not checked (run the agentdeck binary)' };
  try {
    return { name: 'sqlite', status: 'ok', detail: `${await deps.checkSqlite()} (the embedded emulator's database)` };
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    // Only the embedded emulator needs it: with credentials for a service, agentdeck works without.
    const needed = !credentials || credentials.kind === 'emulator';
    return {
      name: 'sqlite',
      status: needed ? 'fail' : 'warn',
      detail: needed ? why : `none loads (only the embedded emulator needs one): ${why}`,
    };
  }
}

function credentialsCheck(summary: CredentialSummary): Check {
  const rooms =
    summary.roomSource === 'DAILY_API_KEY'
      ? 'rooms with DAILY_API_KEY'
      : summary.roomSource === 'organization'
        ? "rooms with the organization's room key"
        : summary.roomSource === 'emulator'
          ? 'rooms on the embedded emulator'
          : 'no room service (set DAILY_API_KEY)';
  const warned =
    summary.warnings.length > 0 ? `; ${summary.warnings.map((w) => w.replace(/^warning: /, '')).join('; ')}` : '';
  if (summary.kind === 'emulator') {
    return {
      name: 'credentials',
      status: 'warn',
      detail: `none found: commands use the embedded emulator (agentdeck auth login for the real service)${warned}`,
    };
  }
  const what = summary.kind === 'private-key' ? 'private API key' : `${summary.session?.method ?? 'token'} session`;
  const expiry =
    summary.session?.method === 'OAuth' && summary.session.expiresAt
      ? `, session ${summary.session.expiresAt * 1000 > Date.now() ? 'expires' : 'expired'} ${new Date(summary.session.expiresAt * 1000).toISOString()}`
      : '';
  const org = summary.session?.org ? `, organization ${summary.session.org}` : '';
  return {
    name: 'credentials',
    status: summary.warnings.length > 0 ? 'warn' : 'ok',
    detail: `${what} from ${summary.source}${org}${expiry}; ${rooms}${warned}`,
  };
}

/** One GET without a key: any HTTP answer (401 included) means the service is reachable. */
async function reach(
  name: string,
  baseUrl: string,
  path: string,
  flavor: 'pipecat' | 'daily',
  timeoutMs: number,
): Promise<Check> {
  const host = new URL(baseUrl).host;
  const started = Date.now();
  try {
    const http = createHttpClient({
      baseUrl,
      token: '',
      flavor,
      userAgent: USER_AGENT,
      timeoutMs,
      retryLimit: 0,
      networkRetryLimit: 0,
    });
    await http.request('GET', path, { noRetry: true });
  } catch (error) {
    if (!(isApiError(error) && error.status > 0)) {
      const why = error instanceof Error ? error.message : String(error);
      return { name, status: 'fail', detail: why.includes(host) ? why : `${host}: ${why}` };
    }
  }
  return { name, status: 'ok', detail: `${host} answered in ${Date.now() - started} ms` };
}

function reachabilityChecks(summary: CredentialSummary, timeoutMs: number): Array<Promise<Check>> {
  const skipped = (name: string, why: string): Promise<Check> => Promise.resolve({ name, status: 'ok', detail: why });
  const api =
    summary.apiHost !== undefined
      ? reach('pipecat cloud', summary.apiHost, '/v1/regions', 'pipecat', timeoutMs)
      : skipped('pipecat cloud', 'not used: the embedded emulator answers locally');
  const rooms =
    summary.roomApiUrl !== undefined
      ? reach('room service', summary.roomApiUrl, '/', 'daily', timeoutMs)
      : skipped(
          'room service',
          summary.roomSource === 'emulator' ? 'not used: the embedded emulator answers locally' : 'none configured',
        );
  return [api, rooms];
}

/** Whether the locale asks for UTF-8 (LC_ALL, else LC_CTYPE, else LANG). */
export function utf8Locale(env: NodeJS.ProcessEnv): boolean {
  const locale = env.LC_ALL || env.LC_CTYPE || env.LANG || '';
  return /utf-?8/i.test(locale);
}

export function terminalCheck(deps: Pick<DoctorDeps, 'env' | 'stdout' | 'stdinIsTTY'>): Check {
  const { env, stdout } = deps;
  const term = env.TERM || '(unset)';
  const size = stdout.isTTY && stdout.columns ? `${stdout.columns}×${stdout.rows ?? '?'}` : 'not a terminal';
  const color = env.NO_COLOR ? 'NO_COLOR' : env.COLORTERM ? `colour (${env.COLORTERM})` : 'colour';
  const locale = utf8Locale(env) ? 'UTF-8' : `not UTF-8 (${env.LC_ALL || env.LC_CTYPE || env.LANG || 'no locale set'})`;
  const detail = `TERM=${term}, ${size}, ${color}, locale ${locale}`;
  const problems = [
    ...(!deps.stdinIsTTY || !stdout.isTTY
      ? ['the app needs a terminal on stdin and stdout (commands work without)']
      : []),
    ...(term === 'dumb' ? ['TERM=dumb cannot draw the app'] : []),
    ...(!utf8Locale(env) ? ['without a UTF-8 locale the symbols may show as other characters'] : []),
  ];
  return {
    name: 'terminal',
    status: problems.length > 0 ? 'warn' : 'ok',
    detail: problems.length > 0 ? `${detail}: ${problems.join('; ')}` : detail,
  };
}

/** 3 s per service, or less when AGENTDECK_TIMEOUT asks for less: a doctor that hangs helps nobody. */
export function doctorTimeoutMs(env: NodeJS.ProcessEnv): number {
  const seconds = Number(env.AGENTDECK_TIMEOUT?.trim());
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(3000, Math.round(seconds * 1000)) : 3000;
}

/** Every check, the independent ones at once. `summarize` finds the credentials (config/credentialSummary.ts). */
export async function runChecks(deps: DoctorDeps, summarize: () => Promise<CredentialSummary>): Promise<Check[]> {
  const timeoutMs = deps.timeoutMs ?? doctorTimeoutMs(deps.env);
  let summary: CredentialSummary | undefined;
  let credentials: Check;
  try {
    summary = await summarize();
    credentials = credentialsCheck(summary);
  } catch (error) {
    credentials = {
      name: 'credentials',
      status: 'fail',
      detail: error instanceof Error ? error.message : String(error),
    };
  }
  const [sqlite, ...reachable] = await Promise.all([
    sqliteCheck(deps, summary),
    ...(summary ? reachabilityChecks(summary, timeoutMs) : []),
  ]);
  return [runtimeCheck(), sqlite, credentials, ...reachable, terminalCheck(deps)];
}
