// Semantic colours. Components never name a colour directly; under NO_COLOR every colour is undefined and
// status stays readable through glyph + word. Named ANSI colours follow the user's terminal palette.
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

export function themeFor(env: NodeJS.ProcessEnv = process.env): Theme {
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
export const theme: Theme = themeFor();
