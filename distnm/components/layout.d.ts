export interface ScreenArea {
    width: number;
    /** Lines available to the screen body; the whole frame stays below the terminal height. */
    height: number;
}
export declare const ScreenAreaContext: import("react").Context<ScreenArea>;
export declare function useScreenArea(): ScreenArea;
/** Cuts a string to `width` columns with an ellipsis (names are sanitised single-line text). */
export declare function truncate(text: string, width: number): string;
/** Pads or cuts to exactly `width` columns. */
export declare function cell(text: string, width: number): string;
/** A table column: the text cut to `width - 1` plus one space, so neighbours never touch. */
export declare function column(text: string, width: number): string;
