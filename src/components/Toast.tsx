import { Text } from 'ink';
import { OUTCOME_GLYPHS } from '../api/words/glyphs.js';
import { theme } from './theme.js';

/** The store's toast kinds (state/coreSlice.ts's ToastKind; components never import state/). */
type ToastKind = 'info' | 'success' | 'error';

const prefix: Record<ToastKind, string> = {
  info: OUTCOME_GLYPHS.info,
  success: OUTCOME_GLYPHS.success,
  error: OUTCOME_GLYPHS.error,
};

/** One line; the prefix keeps the kind readable without colour. */
export function Toast({ text, kind }: { text: string; kind: ToastKind }) {
  const colour = kind === 'success' ? theme.success : kind === 'error' ? theme.error : theme.accent;
  return (
    <Text color={colour} wrap="truncate-end">
      {prefix[kind]} {text}
    </Text>
  );
}
