export interface SanitizeOptions {
    /** Newlines and tabs become spaces (for table cells, one-line messages). */
    singleLine?: boolean;
}
/** User input as echoed: those characters written as `\u009b`, visible and inert (C0 is the caller's business). */
export declare function escapeInvisibles(text: string): string;
export declare function sanitizeTerminalText(input: string, options?: SanitizeOptions): string;
/** Sanitises every string (and object key) inside a JSON-like value; other values are kept as they are. */
export declare function sanitizeDeep<T>(value: T, options?: SanitizeOptions): T;
