import type { HttpResult } from './rules.js';
export declare const MAX_PAGE = 100;
export interface PageQuery {
    limit: number;
    /** Sequence numbers: rows after `after` (older) or before `before` (newer); before 0 = the oldest page. */
    cursor: {
        after?: number;
        before?: number;
    };
}
export declare const invalidRequest: (info: string) => HttpResult;
/** The page asked for, or the 400 that names the bad parameter. `seqOf` finds an item's position by id. */
export declare function pageQuery(query: Record<string, unknown>, what: string, seqOf: (id: string) => number | undefined): PageQuery | HttpResult;
export declare function isHttpResult(value: PageQuery | HttpResult): value is HttpResult;
