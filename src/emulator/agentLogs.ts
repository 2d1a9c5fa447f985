// An emulated agent's logs (`GET …/agents/{name}/logs`, `…/services/{name}/logs`): lines generated per deployment
// from its stored times (deployTimeline.ts), only those whose time has come, in the published answer shape
// `{total: {value, relation}, logs: [{log, timestamp, deploymentId}]}`. Lines name images, sets and their version
// numbers, never a value.
import { iso } from './agentDetail.js';
import { AGENT_NOT_FOUND, bad } from './agentRules.js';
import type { AgentsService } from './agents.js';
import type { DeploymentRow } from './deploymentStore.js';
import { timeline } from './deployTimeline.js';
import type { HttpResult } from './rules.js';

export const DEFAULT_LOG_LIMIT = 10;
export const MAX_LOG_LIMIT = 1000;

/** Room for every line of one deployment (a failure message has at most a few thousand lines). */
const RANKS = 1_000_000;

export interface Line {
  at: number;
  /** Orders lines of the same moment: deployment seq, then position. */
  rank: number;
  log: string;
  deploymentId: string;
  /** Set on the lines of a session (sessions.ts). */
  sessionId?: string;
}

export interface LogQuery {
  limit: number;
  offset: number;
  order: 'asc' | 'desc';
  deploymentId?: string;
  sessionId?: string;
  query?: string;
  /** Inclusive bounds in ms. */
  from?: number;
  to?: number;
}

function wholeNumber(value: unknown): number | undefined {
  if (typeof value !== 'string' || !/^\d{1,15}$/.test(value.trim())) return undefined;
  return Number(value);
}

/**
 * A Unix timestamp in seconds; a value above 10^11 is read as milliseconds (which unit the service takes is
 * UNCONFIRMED). `end` bounds cover the whole second.
 */
function timestamp(value: unknown, end: boolean): number | undefined {
  const n = wholeNumber(value);
  if (n === undefined) return undefined;
  if (n > 1e11) return n;
  return end ? n * 1000 + 999 : n * 1000;
}

/** The query parameters, or a 400 naming the one that is wrong. */
export function parseLogQuery(raw: Record<string, unknown>): LogQuery | HttpResult {
  const one = (name: string): unknown => (Array.isArray(raw[name]) ? (raw[name] as unknown[]).at(-1) : raw[name]);
  const out: LogQuery = { limit: DEFAULT_LOG_LIMIT, offset: 0, order: 'desc' };
  if (one('limit') !== undefined) {
    const limit = wholeNumber(one('limit'));
    if (limit === undefined || limit < 1 || limit > MAX_LOG_LIMIT)
      return bad(`limit must be a whole number from 1 to ${MAX_LOG_LIMIT}`);
    out.limit = limit;
  }
  if (one('offset') !== undefined) {
    const offset = wholeNumber(one('offset'));
    if (offset === undefined) return bad('offset must be a whole number (0 or more)');
    out.offset = offset;
  }
  const order = one('order');
  if (order !== undefined) {
    if (order !== 'asc' && order !== 'desc') return bad("order must be 'asc' or 'desc'");
    out.order = order;
  }
  for (const [name, end] of [
    ['startTime', false],
    ['endTime', true],
  ] as const) {
    const value = one(name);
    if (value === undefined || value === '') continue;
    const ms = timestamp(value, end);
    if (ms === undefined) return bad(`Invalid timestamp format: ${name} must be a Unix timestamp (whole seconds)`);
    if (end) out.to = ms;
    else out.from = ms;
  }
  for (const name of ['deploymentId', 'sessionId', 'query'] as const) {
    const value = one(name);
    if (typeof value === 'string' && value !== '') out[name] = value;
  }
  return out;
}

/** When each session of a deployment started and ended (null: not yet), by deployment id. */
export type SessionSpans = ReadonlyMap<string, ReadonlyArray<readonly [number, number | null]>>;

/** Every line the deployments of one agent write, whatever the time (oldest deployment first). */
export function agentLogLines(
  deployments: DeploymentRow[],
  deployMs: number,
  sessions: SessionSpans = new Map(),
): Line[] {
  const lines: Line[] = [];
  deployments.forEach((d, index) => {
    const next = deployments[index + 1];
    const t = timeline(d.created_at, deployMs);
    const own: Array<[number, string]> = [
      [t.created, `INFO     Deployment ${d.id} created${d.forced ? ' (forced redeploy)' : ''}`],
      [
        t.reconciled,
        `INFO     Pulling image ${d.image}` +
          (d.pull_secret_set !== null
            ? ` with image pull secret '${d.pull_secret_set}'${versionText(d.pull_secret_version)}`
            : ''),
      ],
    ];
    if (d.secret_set !== null)
      own.push([t.validating, `INFO     Loaded secret set '${d.secret_set}'${versionText(d.secret_set_version)}`]);
    own.push([t.validating, 'INFO     Validating: starting the agent and waiting for its readiness check']);
    if (d.failure === null) {
      own.push(
        [t.done, 'INFO     Application startup complete.'],
        [t.done, `INFO     Ready: deployment ${d.id} is serving`],
      );
    } else {
      own.push(
        [t.done, 'ERROR    Traceback (most recent call last):'],
        [t.done, 'ERROR      File "/app/bot.py", line 1, in <module>'],
        ...d.failure.split(/\r?\n/).map((text): [number, string] => [t.done, `ERROR    ${text}`]),
        [t.done, `ERROR    Deployment ${d.id} failed: CrashLoopBackOff (exit code 1, 3 restarts)`],
      );
    }
    // A deployment followed by another before it completed stops there.
    const cut = next !== undefined && next.created_at < t.done ? next.created_at : Number.POSITIVE_INFINITY;
    own.forEach(([at, log], i) => {
      if (at < cut) lines.push({ at, rank: d.seq * RANKS + i, log, deploymentId: d.id });
    });
    if (cut !== Number.POSITIVE_INFINITY) {
      lines.push({
        at: cut,
        rank: d.seq * RANKS + RANKS - 1,
        log: `INFO     Deployment ${d.id} stopped: superseded by ${next!.id}`,
        deploymentId: d.id,
      });
    }
    // Once this deployment serves, the one it replaced drains: at once without sessions, else when its last one ends.
    if (cut === Number.POSITIVE_INFINITY && d.failure === null && d.serving_before !== null) {
      const old = d.serving_before;
      const spans = (sessions.get(old) ?? []).filter(([, end]) => end === null || end > t.done);
      const busy = spans.filter(([start, end]) => start <= t.done && (end === null || end > t.done)).length;
      const rank = d.seq * RANKS + RANKS - 2;
      if (spans.length === 0) {
        lines.push({
          at: t.done,
          rank,
          log: `INFO     Deployment ${old} drained: traffic moved to ${d.id}`,
          deploymentId: old,
        });
      } else {
        lines.push({
          at: t.done,
          rank,
          log: `INFO     Deployment ${old} draining: new sessions go to ${d.id} (${busy} active)`,
          deploymentId: old,
        });
        const ends = spans.map(([, end]) => end);
        if (!ends.includes(null)) {
          const at = Math.max(t.done, ...(ends as number[]));
          lines.push({
            at,
            rank: rank + 0.5,
            log: `INFO     Deployment ${old} drained: its last session ended`,
            deploymentId: old,
          });
        }
      }
    }
  });
  return lines;
}

function versionText(version: number | null): string {
  return version === null ? '' : ` (version ${version})`;
}

/** The published answer for `query` over `lines`, counting only lines written by `now`. */
export function logsAnswer(lines: Line[], query: LogQuery, now: number): HttpResult {
  const needle = query.query?.toLowerCase();
  const matching = lines.filter(
    (line) =>
      line.at <= now &&
      (query.sessionId === undefined || line.sessionId === query.sessionId) &&
      (query.deploymentId === undefined || line.deploymentId === query.deploymentId) &&
      (query.from === undefined || line.at >= query.from) &&
      (query.to === undefined || line.at <= query.to) &&
      (needle === undefined || line.log.toLowerCase().includes(needle)),
  );
  matching.sort((a, b) => a.at - b.at || a.rank - b.rank);
  if (query.order === 'desc') matching.reverse();
  const page = matching.slice(query.offset, query.offset + query.limit);
  return {
    status: 200,
    body: {
      total: { value: matching.length, relation: 'eq' },
      logs: page.map((line) => ({ log: line.log, timestamp: iso(line.at), deploymentId: line.deploymentId })),
    },
  };
}

/**
 * `GET …/agents/{name}/logs`: 404 for an unknown agent, 400 for a bad parameter. `sessionLines` gives the lines of
 * the agent's sessions (read after the check, so traffic is created first).
 */
export function readAgentLogs(
  agents: AgentsService,
  org: string,
  name: string,
  rawQuery: Record<string, unknown>,
  sessionLines: () => { lines: Line[]; spans: SessionSpans } = () => ({ lines: [], spans: new Map() }),
): HttpResult {
  if (!agents.agents.get(org, name)) return AGENT_NOT_FOUND;
  const query = parseLogQuery(rawQuery);
  if ('status' in query) return query;
  const sessions = sessionLines();
  const lines = [
    ...agentLogLines(agents.deployments.list(org, name), agents.deployMs, sessions.spans),
    ...sessions.lines,
  ];
  return logsAnswer(lines, query, agents.now());
}
