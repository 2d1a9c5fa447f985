export interface Theme {
    accent: string | undefined;
    muted: string | undefined;
    success: string | undefined;
    warning: string | undefined;
    error: string | undefined;
    selectedBg: string | undefined;
    selectedFg: string | undefined;
    /** Dim text (works without colour too, but is dropped under NO_COLOR for plain output). */
    dim: boolean;
}
export declare function themeFor(env?: NodeJS.ProcessEnv): Theme;
/** Read once at start: NO_COLOR does not change while the app runs. */
export declare const theme: Theme;
