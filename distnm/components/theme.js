export function themeFor(env = process.env) {
    const noColor = env.NO_COLOR !== undefined && env.NO_COLOR !== '';
    if (noColor) {
        return {
            accent: undefined,
            muted: undefined,
            success: undefined,
            warning: undefined,
            error: undefined,
            selectedBg: undefined,
            selectedFg: undefined,
            dim: false,
        };
    }
    return {
        accent: 'cyan',
        muted: 'gray',
        success: 'green',
        warning: 'yellow',
        error: 'red',
        selectedBg: 'blue',
        selectedFg: 'white',
        dim: true,
    };
}
/** Read once at start: NO_COLOR does not change while the app runs. */
export const theme = themeFor();
