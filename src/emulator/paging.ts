// The query of the room service's paged lists (rooms, recordings): `limit` (1–100, capped), `starting_after` /
// `ending_before` ids turned into positions, and `ending_before=OLDEST` for the oldest page.
import type { HttpResult } from './rules.js';

export const MAX_PAGE = 100;

export interface PageQuery {
  limit: number;
  /** Sequence numbers: rows after `after` (older) or before `before` (newer); before 0 = the oldest page. */
  cursor: { after?: number; before?: number };
}

export const invalidRequest = (info: string): HttpResult => ({
  status: 400,
  body: { error: 'invalid-request-error', info },
});

/** The page asked for, or the 400 that names the bad parameter. `seqOf` finds an item's position by id. */
export function pageQuery(
  query: Record<string, unknown>,
  what: string,
  seqOf: (id: string) => number | undefined,
): PageQuery | HttpResult {
  let limit = MAX_PAGE;
  if (query.limit !== undefined) {
    const parsed = Number(query.limit);
    if (!Number.isInteger(parsed) || parsed < 1) return invalidRequest('limit must be a positive integer');
    limit = Math.min(parsed, MAX_PAGE);
  }
  const cursor: PageQuery['cursor'] = {};
  if (query.ending_before === 'OLDEST') cursor.before = 0;
  for (const [param, field] of [
    ['starting_after', 'after'],
    ['ending_before', 'before'],
  ] as const) {
    const id = query[param];
    if (id === undefined || id === '' || cursor[field] !== undefined) continue;
    const seq = typeof id === 'string' ? seqOf(id) : undefined;
    if (seq === undefined) return invalidRequest(`${param}: no ${what} with id ${String(id)}`);
    cursor[field] = seq;
  }
  return { limit, cursor };
}

export function isHttpResult(value: PageQuery | HttpResult): value is HttpResult {
  return 'status' in value;
}
