/** The largest secrets file (or stdin) accepted. */
export declare const MAX_TEXT_FILE_BYTES: number;
export type TextRead = {
    ok: true;
    text: string;
} | {
    ok: false;
    problem: string;
};
/** `bytes` as UTF-8 text (a BOM kept), or the first line that is not text. */
export declare function decodeText(bytes: Uint8Array): TextRead;
/** At most MAX_TEXT_FILE_BYTES + 1 bytes of `path` (one more tells that the file is over the limit). */
export declare function readLimited(path: string): Promise<Uint8Array>;
/** A text file's content, or why it cannot be used (size, not text); file-system errors are thrown. */
export declare function readTextFile(path: string): Promise<TextRead>;
