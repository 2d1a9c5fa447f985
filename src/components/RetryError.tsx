// A read that failed, on screen: what failed, in the error colour, and how to try again.
import { Text } from 'ink';
import { theme } from './theme.js';

export function RetryError({ message, wrap = 'truncate-end' }: { message: string; wrap?: 'truncate-end' | 'wrap' }) {
  return (
    <Text color={theme.error} wrap={wrap}>
      {`✖ ${message} — r to retry`}
    </Text>
  );
}
