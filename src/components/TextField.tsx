import { Box, Text } from 'ink';
import { linesNote, shownChars } from './lines.js';
import { useRevealGate } from './revealGate.js';
import { theme } from './theme.js';

export const MASK_CHAR = '•';

export interface TextFieldProps {
  label?: string;
  value: string;
  /** Where the cursor is (characters from the start); default: the end. */
  cursor?: number;
  focused: boolean;
  /** Masked unless `revealed`. The masked form shows one mask character per character typed; a value with
   *  line breaks stays on this one row (↵ for each break when shown) with its line count after it. */
  masked?: boolean;
  revealed?: boolean;
  placeholder?: string;
  /** Shown after the field in the error colour (e.g. the validation rule that fails). */
  error?: string | null;
  /** A hint shown after the field when there is no error. */
  hint?: string;
  labelWidth?: number;
}

/** A one-line field. Keys reach it through the owner's handler (useTextField / textEdit.ts), never its own useInput. */
export function TextField({
  label,
  value,
  cursor,
  focused,
  masked,
  revealed,
  placeholder,
  error,
  hint,
  labelWidth,
}: TextFieldProps) {
  const shownRevealed = useRevealGate(revealed === true);
  const chars = shownChars(value, masked && !shownRevealed ? MASK_CHAR : null);
  const note = linesNote(value);
  const shown = chars.join('');
  const at = Math.min(Math.max(0, cursor ?? chars.length), chars.length);
  const before = chars.slice(0, at).join('');
  const after = chars.slice(at).join('');
  return (
    <Box>
      {label !== undefined && (
        <Box width={labelWidth ?? label.length + 3} flexShrink={0}>
          <Text bold={focused}>
            {focused ? '› ' : '  '}
            {label}
          </Text>
        </Box>
      )}
      <Box flexShrink={[...shown].length > 40 ? 1 : 0}>
        <Text wrap="truncate-start">
          {shown.length === 0 && placeholder && !focused ? (
            <Text color={theme.muted}>{placeholder}</Text>
          ) : focused ? (
            before
          ) : (
            shown
          )}
          {focused ? <Text color={theme.accent}>▌</Text> : null}
          {focused ? after : null}
        </Text>
      </Box>
      {note !== '' ? (
        <Box flexShrink={0} marginLeft={1}>
          <Text color={theme.muted}>{note}</Text>
        </Box>
      ) : null}
      {error ? (
        <Box marginLeft={1} flexShrink={1}>
          <Text color={theme.error} wrap="truncate-end">
            ✖ {error}
          </Text>
        </Box>
      ) : hint ? (
        <Box marginLeft={1} flexShrink={1}>
          <Text color={theme.muted} wrap="truncate-end">
            {hint}
          </Text>
        </Box>
      ) : null}
    </Box>
  );
}
