// The query of `GET …/agents/{name}/sessions` (published: limit, offset, deploymentId, status, startType,
// startTime/endTime, startTimeMin/startTimeMax) checked into a SessionFilter, or the published 400 (a ZodError-shaped
// `err.issues` naming the parameter). What `startTimeMin`/`startTimeMax` bound is UNCONFIRMED: the document says "start
// times … in seconds" (default 0), read here as the bot start time (`botStartSeconds`), 0 meaning no bound.
import type { HttpResult } from './rules.js';
import type { SessionFilter } from './sessionStore.js';

export const DEFAULT_SESSION_LIMIT = 10;
export const MAX_SESSION_LIMIT = 1000;

export interface SessionQuery {
  limit: number;
  offset: number;
  filter: SessionFilter;
}

/** The published 400: `{error: "Invalid parameters", err: {issues, name: "ZodError"}, code: "400"}`. */
export function invalidParameter(path: string, message: string, extra: Record<string, unknown> = {}): HttpResult {
  return {
    status: 400,
    body: {
      error: 'Invalid parameters',
      err: { issues: [{ code: 'invalid_value', path: [path], message, ...extra }], name: 'ZodError' },
      code: '400',
    },
  };
}

function wholeNumber(value: unknown): number | undefined {
  if (typeof value !== 'string' || !/^\d{1,15}$/.test(value.trim())) return undefined;
  return Number(value);
}

/** Unix seconds (a value above 10^11 is read as milliseconds, as the logs do); an end bound covers its whole second. */
function timestamp(value: unknown, end: boolean): number | undefined {
  const n = wholeNumber(value);
  if (n === undefined) return undefined;
  if (n > 1e11) return n;
  return end ? n * 1000 + 999 : n * 1000;
}

const ENUMS = { status: ['active', 'ended', 'all'], startType: ['cold', 'warm', 'all'] } as const;

export function parseSessionQuery(raw: Record<string, unknown>): SessionQuery | HttpResult {
  const one = (name: string): unknown => (Array.isArray(raw[name]) ? (raw[name] as unknown[]).at(-1) : raw[name]);
  const given = (name: string) => one(name) !== undefined && one(name) !== '';
  const filter: SessionFilter = {
    deploymentId: null,
    active: null,
    cold: null,
    from: null,
    to: null,
    botMin: null,
    botMax: null,
  };
  const query: SessionQuery = { limit: DEFAULT_SESSION_LIMIT, offset: 0, filter };
  if (given('limit')) {
    const limit = wholeNumber(one('limit'));
    if (limit === undefined || limit < 1 || limit > MAX_SESSION_LIMIT) {
      return invalidParameter('limit', `limit must be a whole number from 1 to ${MAX_SESSION_LIMIT}`);
    }
    query.limit = limit;
  }
  if (given('offset')) {
    const offset = wholeNumber(one('offset'));
    if (offset === undefined) return invalidParameter('offset', 'offset must be a whole number (0 or more)');
    query.offset = offset;
  }
  for (const name of ['status', 'startType'] as const) {
    if (!given(name)) continue;
    const value = one(name);
    const options: readonly string[] = ENUMS[name];
    if (typeof value !== 'string' || !options.includes(value)) {
      const expected = options.map((o) => `'${o}'`).join(' | ');
      return invalidParameter(name, `Invalid enum value. Expected ${expected}, received '${String(value)}'`, {
        code: 'invalid_enum_value',
        options,
        received: value,
      });
    }
  }
  const status = one('status');
  if (status === 'active' || status === 'ended') filter.active = status === 'active' ? 1 : 0;
  const startType = one('startType');
  if (startType === 'cold' || startType === 'warm') filter.cold = startType === 'cold' ? 1 : 0;
  for (const [name, end] of [
    ['startTime', false],
    ['endTime', true],
  ] as const) {
    if (!given(name)) continue;
    const ms = timestamp(one(name), end);
    if (ms === undefined) return invalidParameter(name, `${name} must be a Unix timestamp (whole seconds)`);
    if (end) filter.to = ms;
    else filter.from = ms;
  }
  for (const [name, field] of [
    ['startTimeMin', 'botMin'],
    ['startTimeMax', 'botMax'],
  ] as const) {
    if (!given(name)) continue;
    const seconds = wholeNumber(one(name));
    if (seconds === undefined) return invalidParameter(name, `${name} must be a whole number of seconds`);
    if (seconds > 0) filter[field] = seconds;
  }
  const deploymentId = one('deploymentId');
  if (typeof deploymentId === 'string' && deploymentId !== '') filter.deploymentId = deploymentId;
  return query;
}
