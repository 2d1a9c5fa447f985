export type PageMove = 'first' | 'next' | 'prev' | 'reload';
export interface PagePosition {
    /** 0-based page. */
    page: number;
    /** cursors[i] is the `starting_after` id of page i (undefined for page 0). */
    cursors: Array<string | undefined>;
}
/** The page a move lands on, or null when there is nowhere to go (prev on the first page, next on the last). */
export declare function pageMove(move: PageMove, at: PagePosition, shown: ReadonlyArray<{
    id: string;
}> | null, total: number, pageSize: number): PagePosition | null;
/** The selection after a reload: kept while still on the page, else the first item. */
export declare function keepSelection<T>(selected: string | null, items: readonly T[], idOf: (item: T) => string): string | null;
