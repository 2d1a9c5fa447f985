import { Box, Text } from 'ink';
import { theme } from './theme.js';

export const MASK_CHAR = '•';

export interface TextFieldProps {
  label?: string;
  value: string;
  focused: boolean;
  /** Masked unless `revealed`. The masked form shows one mask character per character typed. */
  masked?: boolean;
  revealed?: boolean;
  placeholder?: string;
  /** Shown after the field in the error colour (e.g. the validation rule that fails). */
  error?: string | null;
  /** A hint shown after the field when there is no error. */
  hint?: string;
  labelWidth?: number;
}

/** A one-line field. Keys reach it through the owner's handler (see textEdit.ts), never its own useInput. */
export function TextField({ label, value, focused, masked, revealed, placeholder, error, hint, labelWidth }: TextFieldProps) {
  const shown = masked && !revealed ? MASK_CHAR.repeat([...value].length) : value;
  return (
    <Box>
      {label !== undefined && (
        <Box width={labelWidth ?? label.length + 3} flexShrink={0}>
          <Text bold={focused}>{focused ? '› ' : '  '}{label}</Text>
        </Box>
      )}
      <Box flexShrink={[...shown].length > 40 ? 1 : 0}>
        <Text wrap="truncate-start">
          {shown.length === 0 && placeholder && !focused ? <Text color={theme.muted}>{placeholder}</Text> : shown}
          {focused ? <Text color={theme.accent}>▌</Text> : null}
        </Text>
      </Box>
      {error ? (
        <Box marginLeft={1} flexShrink={1}>
          <Text color={theme.error} wrap="truncate-end">✖ {error}</Text>
        </Box>
      ) : hint ? (
        <Box marginLeft={1} flexShrink={1}>
          <Text color={theme.muted} wrap="truncate-end">{hint}</Text>
        </Box>
      ) : null}
    </Box>
  );
}
