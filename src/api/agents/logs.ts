// An agent's logs (`GET …/agents/{name}/logs` | `…/services/{name}/logs`): the query, checked before sending, and
// the answer `{total: {value, relation}, logs: [{log, timestamp, deploymentId}]}`. Log lines are the agent's own
// output: sanitised here (line breaks inside one entry, a traceback, are kept; control sequences are not).
import { validationError } from '../http/errors.js';
import { expectArray, expectRecord, isRecord, malformed } from '../http/shape.js';
import { sanitizeTerminalText } from '../redact/sanitize.js';

export interface AgentLogLine {
  log: string;
  timestamp?: string;
  deploymentId?: string;
}

export interface AgentLogs {
  total?: { value: number; relation: string };
  logs: AgentLogLine[];
}

export interface LogQuery {
  /** Default on the service: 10. */
  limit?: number;
  offset?: number;
  deploymentId?: string;
  sessionId?: string;
  /** Default on the service: desc (newest first). */
  order?: 'asc' | 'desc';
  /** Unix timestamps (seconds; UNCONFIRMED, see docs/agents-wire.md). */
  startTime?: number;
  endTime?: number;
  /** Free-text search. */
  query?: string;
}

/** Largest `limit` sent (the service documents none; a bound keeps one answer small). */
export const MAX_LOG_LIMIT = 1000;

const isWhole = (n: unknown, min: number): n is number => typeof n === 'number' && Number.isInteger(n) && n >= min;

/** The query as search parameters; a value that breaks a rule is a VALIDATION error naming the field. */
export function logSearchParams(query: LogQuery = {}): Record<string, string | number | undefined> {
  if (query.limit !== undefined && !(isWhole(query.limit, 1) && query.limit <= MAX_LOG_LIMIT)) {
    throw validationError('limit', `limit: must be a whole number from 1 to ${MAX_LOG_LIMIT}`);
  }
  if (query.offset !== undefined && !isWhole(query.offset, 0))
    throw validationError('offset', 'offset: must be a whole number ≥ 0');
  if (query.order !== undefined && query.order !== 'asc' && query.order !== 'desc') {
    throw validationError('order', 'order: must be asc or desc');
  }
  for (const field of ['startTime', 'endTime'] as const) {
    if (query[field] !== undefined && !isWhole(query[field], 0))
      throw validationError(field, `${field}: must be a Unix timestamp in whole seconds`);
  }
  return {
    limit: query.limit,
    offset: query.offset,
    deploymentId: query.deploymentId,
    sessionId: query.sessionId,
    query: query.query,
    order: query.order,
    startTime: query.startTime,
    endTime: query.endTime,
  };
}

/** The answer → AgentLogs. No `logs` array, or an entry that is not an object, is malformed (named). */
export function parseAgentLogs(body: unknown, name: string): AgentLogs {
  const where = `logs of agent "${name}"`;
  const obj = expectRecord(body, where);
  const items = expectArray(obj, 'logs', where);
  const logs: AgentLogLine[] = [];
  items.forEach((item, i) => {
    if (!isRecord(item)) throw malformed(`${where}: logs[${i}] is not an object`);
    // An entry without text says nothing (the official CLI skips it too).
    if (typeof item.log !== 'string') return;
    const timestamp =
      typeof item.timestamp === 'string' ? sanitizeTerminalText(item.timestamp, { singleLine: true }) : undefined;
    const deploymentId =
      typeof item.deploymentId === 'string' ? sanitizeTerminalText(item.deploymentId, { singleLine: true }) : undefined;
    logs.push({
      log: sanitizeTerminalText(item.log).replace(/\r/g, ''),
      ...(timestamp !== undefined ? { timestamp } : {}),
      ...(deploymentId !== undefined ? { deploymentId } : {}),
    });
  });
  const total =
    isRecord(obj.total) && typeof obj.total.value === 'number'
      ? {
          value: obj.total.value,
          relation:
            typeof obj.total.relation === 'string'
              ? sanitizeTerminalText(obj.total.relation, { singleLine: true })
              : 'eq',
        }
      : undefined;
  return { ...(total ? { total } : {}), logs };
}
