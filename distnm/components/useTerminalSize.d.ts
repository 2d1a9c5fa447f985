export interface TerminalSize {
    columns: number;
    rows: number;
}
/** Follows the terminal's size (listens on Ink's stdout, so tests can emit 'resize' on theirs). */
export declare function useTerminalSize(): TerminalSize;
