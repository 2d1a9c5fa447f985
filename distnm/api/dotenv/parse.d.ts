export interface Binding {
    /** null for blank and comment lines, and for statements that could not be parsed. */
    key: string | null;
    /** null when the key has no `=` (python-dotenv's None). */
    value: string | null;
    /** The value was written in single or double quotes. */
    quoted: boolean;
    /** 1-based line where the statement's text starts (after blank lines before it). */
    line: number;
    /** python-dotenv could not parse this statement (it warns and skips it). */
    error: boolean;
}
/** Python's text-mode reading turns `\r\n` and a lone `\r` into `\n` before the parser sees the text. */
export declare const toUniversalNewlines: (text: string) => string;
/** Every statement of a `.env` text, in order (python-dotenv's parse_stream, minus the trailing whitespace). */
export declare function parseBindings(text: string): Binding[];
