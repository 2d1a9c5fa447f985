// An agent's sessions (`GET …/agents/{name}/sessions[/{id}]`, `DELETE …/sessions/{id}`; the org-scoped
// `…/services/{name}/sessions…` as the official CLI calls them): the query, checked before sending, and the answers
// read tolerantly — a field left out gets its default (null; an item without `endedAt` counts as active, the safe
// side for a drain), a field of the wrong type is dropped, fields this client does not know are never kept, and an
// item without a `sessionId` is skipped (counted in `skipped`). Every string is sanitised here.
import type { CallOptions } from '../http/callOptions.js';
import { validationError } from '../http/errors.js';
import { sanitizeTerminalText } from '../redact/sanitize.js';
import { expectRecord, isRecord, malformed } from '../http/shape.js';

export type SessionStatus = 'active' | 'ended' | 'all';
export type SessionStartType = 'cold' | 'warm' | 'all';

export interface SessionQuery {
  /** Default on the service: 10. */
  limit?: number;
  offset?: number;
  deploymentId?: string;
  /** Default on the service: all. */
  status?: SessionStatus;
  startType?: SessionStartType;
  /** Sessions started after / before these Unix timestamps (whole seconds; the unit is UNCONFIRMED, as for logs). */
  startTime?: number;
  endTime?: number;
  /** "Start times … in seconds" (published, default 0): read as bounds on the bot start time — UNCONFIRMED. */
  startTimeMin?: number;
  startTimeMax?: number;
}

export interface AgentSession {
  sessionId: string;
  deploymentId: string | null;
  serviceId: string | null;
  organizationId: string | null;
  createdAt: string | null;
  /** Null while the session is active. */
  endedAt: string | null;
  updatedAt: string | null;
  botStartSeconds: number | null;
  coldStart: boolean | null;
  /** An HTTP code or a word such as HTTP_COMPLETED, HTTP_ERROR, WS_CONNECTION_CLOSED; null while active. */
  completionStatus: string | null;
  /** `endedAt` is null. */
  active: boolean;
}

export interface SessionPage {
  /** `total_count`: sessions matching the query in all (null when the answer has none). */
  total: number | null;
  sessions: AgentSession[];
  /** Items left out because they had no session id. */
  skipped: number;
}

export interface SessionMetrics {
  sampleCount: number | null;
  cpuMillicoresP50: number | null;
  cpuMillicoresP99: number | null;
  memoryBytesP50: number | null;
  memoryBytesP99: number | null;
  /** `t` Unix seconds, `c` CPU millicores, `m` memory bytes. */
  timeseries: Array<{ t: number; c: number | null; m: number | null }>;
}

export interface AgentSessionDetail extends AgentSession {
  resourceMetrics: SessionMetrics | null;
  meetingIds: Array<{ participantId: string | null; meetingId: string | null }>;
}

export interface EndSessionResult {
  sessionId: string;
  /** The answer's `status` ("terminated"), or null. */
  status: string | null;
  /** The session had already ended (the service answered 404 and a re-read found it ended). */
  alreadyEnded: boolean;
}

export const MAX_SESSION_LIMIT = 1000;
/** A session id as sent in a path: what the service hands out (UUIDs), never a path separator. */
const SESSION_ID = /^[A-Za-z0-9_-]{1,128}$/;

const isWhole = (n: unknown, min: number): n is number => typeof n === 'number' && Number.isInteger(n) && n >= min;

export function validateSessionId(id: string): string | null {
  return SESSION_ID.test(id) ? null : 'session id: letters, digits, - and _ only (e.g. a UUID)';
}

/** The query as search parameters; a value that breaks a rule is a VALIDATION error naming the field. */
export function sessionSearchParams(query: SessionQuery = {}): Record<string, string | number | undefined> {
  if (query.limit !== undefined && !(isWhole(query.limit, 1) && query.limit <= MAX_SESSION_LIMIT)) {
    throw validationError('limit', `limit: must be a whole number from 1 to ${MAX_SESSION_LIMIT}`);
  }
  if (query.offset !== undefined && !isWhole(query.offset, 0))
    throw validationError('offset', 'offset: must be a whole number ≥ 0');
  if (query.status !== undefined && !['active', 'ended', 'all'].includes(query.status)) {
    throw validationError('status', 'status: must be active, ended or all');
  }
  if (query.startType !== undefined && !['cold', 'warm', 'all'].includes(query.startType)) {
    throw validationError('startType', 'startType: must be cold, warm or all');
  }
  for (const field of ['startTime', 'endTime', 'startTimeMin', 'startTimeMax'] as const) {
    if (query[field] !== undefined && !isWhole(query[field], 0))
      throw validationError(field, `${field}: must be a whole number of seconds ≥ 0`);
  }
  return {
    limit: query.limit,
    offset: query.offset,
    deploymentId: query.deploymentId,
    status: query.status,
    startType: query.startType,
    startTime: query.startTime,
    endTime: query.endTime,
    startTimeMin: query.startTimeMin,
    startTimeMax: query.startTimeMax,
  };
}

const text = (obj: Record<string, unknown>, field: string): string | null =>
  typeof obj[field] === 'string' ? sanitizeTerminalText(obj[field] as string, { singleLine: true }) : null;
const num = (obj: Record<string, unknown>, field: string): number | null =>
  typeof obj[field] === 'number' && Number.isFinite(obj[field]) ? (obj[field] as number) : null;

/** One item → AgentSession; undefined when it is not an object or has no session id. */
export function parseSession(item: unknown): AgentSession | undefined {
  if (!isRecord(item)) return undefined;
  const sessionId = text(item, 'sessionId') ?? text(item, 'session_id');
  if (!sessionId) return undefined;
  const endedAt = text(item, 'endedAt');
  // A completion status may come as a number (an HTTP code).
  const status =
    typeof item.completionStatus === 'number' ? String(item.completionStatus) : text(item, 'completionStatus');
  return {
    sessionId,
    deploymentId: text(item, 'deploymentId'),
    serviceId: text(item, 'serviceId'),
    organizationId: text(item, 'organizationId'),
    createdAt: text(item, 'createdAt'),
    endedAt,
    updatedAt: text(item, 'updatedAt'),
    botStartSeconds: num(item, 'botStartSeconds'),
    coldStart: typeof item.coldStart === 'boolean' ? item.coldStart : null,
    completionStatus: status,
    active: endedAt === null,
  };
}

/** `{total_count, sessions: […]}` → SessionPage. No `sessions` array is malformed (named). */
export function parseSessionPage(body: unknown, name: string): SessionPage {
  const where = `sessions of agent "${name}"`;
  const obj = expectRecord(body, where);
  if (!Array.isArray(obj.sessions)) throw malformed(`${where} has no array "sessions"`);
  const sessions: AgentSession[] = [];
  let skipped = 0;
  for (const item of obj.sessions) {
    const session = parseSession(item);
    if (session) sessions.push(session);
    else skipped++;
  }
  const total = num(obj, 'total_count') ?? num(obj, 'totalCount');
  return { total, sessions, skipped };
}

function metricsOf(value: unknown): SessionMetrics | null {
  if (!isRecord(value)) return null;
  const series = Array.isArray(value.timeseries) ? value.timeseries : [];
  return {
    sampleCount: num(value, 'sampleCount'),
    cpuMillicoresP50: num(value, 'cpuMillicoresP50'),
    cpuMillicoresP99: num(value, 'cpuMillicoresP99'),
    memoryBytesP50: num(value, 'memoryBytesP50'),
    memoryBytesP99: num(value, 'memoryBytesP99'),
    timeseries: series
      .filter(isRecord)
      .flatMap((p) => (num(p, 't') === null ? [] : [{ t: num(p, 't')!, c: num(p, 'c'), m: num(p, 'm') }])),
  };
}

/** `GET …/sessions/{id}` → AgentSessionDetail; an answer without a session id is malformed. */
export function parseSessionDetail(body: unknown, name: string, sessionId: string): AgentSessionDetail {
  const where = `session "${sessionId}" of agent "${name}"`;
  const obj = expectRecord(body, where);
  const session = parseSession(obj);
  if (!session) throw malformed(`${where} has no "sessionId"`);
  const meetings = Array.isArray(obj.meetingIds) ? obj.meetingIds.filter(isRecord) : [];
  return {
    ...session,
    resourceMetrics: metricsOf(obj.resourceMetrics),
    meetingIds: meetings.map((m) => ({ participantId: text(m, 'participantId'), meetingId: text(m, 'meetingId') })),
  };
}

/** `DELETE …/sessions/{id}` → `{status, session_id}` (both optional). */
export function parseStopAnswer(body: unknown, sessionId: string): EndSessionResult {
  const obj = isRecord(body) ? body : {};
  return { sessionId: text(obj, 'session_id') ?? sessionId, status: text(obj, 'status'), alreadyEnded: false };
}

export interface SessionLister {
  listSessions(name: string, query?: SessionQuery, opts?: CallOptions): Promise<SessionPage>;
}

export interface ReadAllOptions extends CallOptions {
  /** Sessions per request (default 100). */
  pageSize?: number;
  /** Stop after this many (default 1000): `complete` is then false. */
  maxSessions?: number;
}

/**
 * Every session matching `query`, page after page (`offset`), newest first as the service gives them: until a page
 * is short, `total_count` is reached, or `maxSessions`. Pages may overlap when sessions start meanwhile (offsets
 * shift); a session is kept once. `complete` is false when more may exist than were read.
 */
export async function readAllSessions(
  api: SessionLister,
  name: string,
  query: Omit<SessionQuery, 'limit' | 'offset'> = {},
  opts: ReadAllOptions = {},
): Promise<{ total: number | null; sessions: AgentSession[]; complete: boolean }> {
  const pageSize = opts.pageSize ?? 100;
  const max = opts.maxSessions ?? 1000;
  const byId = new Map<string, AgentSession>();
  let total: number | null = null;
  for (let offset = 0; ; offset += pageSize) {
    const page = await api.listSessions(
      name,
      { ...query, limit: pageSize, offset },
      { signal: opts.signal, noRetry: opts.noRetry },
    );
    total = page.total;
    for (const s of page.sessions) if (!byId.has(s.sessionId)) byId.set(s.sessionId, s);
    const short = page.sessions.length + page.skipped < pageSize;
    if (short || (total !== null && offset + pageSize >= total))
      return { total, sessions: [...byId.values()], complete: true };
    if (byId.size >= max) return { total, sessions: [...byId.values()], complete: false };
  }
}
