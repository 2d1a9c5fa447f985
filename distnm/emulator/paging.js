export const MAX_PAGE = 100;
export const invalidRequest = (info) => ({ status: 400, body: { error: 'invalid-request-error', info } });
/** The page asked for, or the 400 that names the bad parameter. `seqOf` finds an item's position by id. */
export function pageQuery(query, what, seqOf) {
    let limit = MAX_PAGE;
    if (query.limit !== undefined) {
        const parsed = Number(query.limit);
        if (!Number.isInteger(parsed) || parsed < 1)
            return invalidRequest('limit must be a positive integer');
        limit = Math.min(parsed, MAX_PAGE);
    }
    const cursor = {};
    if (query.ending_before === 'OLDEST')
        cursor.before = 0;
    for (const [param, field] of [
        ['starting_after', 'after'],
        ['ending_before', 'before'],
    ]) {
        const id = query[param];
        if (id === undefined || id === '' || cursor[field] !== undefined)
            continue;
        const seq = typeof id === 'string' ? seqOf(id) : undefined;
        if (seq === undefined)
            return invalidRequest(`${param}: no ${what} with id ${String(id)}`);
        cursor[field] = seq;
    }
    return { limit, cursor };
}
export function isHttpResult(value) {
    return 'status' in value;
}
