export interface Columns {
    name: number;
    type: number;
    region: number;
    status: number;
    /** "used by N" (0 = agents are not shown). */
    usedBy: number;
    /** Room left for a failed row's message (0 = none). */
    message: number;
}
/** Column widths for a terminal width: REGION goes first, then TYPE; NAME shrinks last. */
export declare function setListColumns(width: number, withUsage?: boolean): Columns;
export declare function SetList(): import("react").JSX.Element;
