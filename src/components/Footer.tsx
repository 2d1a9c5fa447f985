import { Text } from 'ink';
import { theme } from './theme.js';

/** The current scope's keys in one line (text from keymap.footerText). */
export function Footer({ text }: { text: string }) {
  return (
    <Text color={theme.muted} wrap="truncate-end">
      {text.length > 0 ? text : ' '}
    </Text>
  );
}
