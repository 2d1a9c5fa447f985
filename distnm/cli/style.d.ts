export interface Style {
    bold(text: string): string;
    dim(text: string): string;
    green(text: string): string;
    yellow(text: string): string;
    red(text: string): string;
}
export declare const PLAIN: Style;
export declare const ANSI: Style;
/** Colour only on a terminal, never with NO_COLOR (any non-empty value) or FORCE_COLOR=0. */
export declare function colorEnabled(env: NodeJS.ProcessEnv, isTTY: boolean): boolean;
/** Status is glyph + word, never colour alone. */
export declare function statusText(status: string, style: Style): string;
export declare function visibleLength(text: string): number;
/** Left-aligned columns separated by two spaces; `notes[i]` is printed, indented, under row i. */
export declare function renderTable(headers: string[], rows: string[][], style: Style, notes?: Array<string | undefined>): string;
