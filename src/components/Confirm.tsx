// A yes/no question. Cancel is the default: Enter, n and Esc cancel; only y confirms.
import { Box, Text } from 'ink';
import { useDialogKeys, useKeyRouter } from './keyRouter.js';
import { theme } from './theme.js';
import type { ReactNode } from 'react';

export interface ConfirmProps {
  title: string;
  /** Lines naming exactly what will happen. */
  children?: ReactNode;
  yesLabel?: string;
  onYes(): void;
  onNo(): void;
}

export function Confirm({ title, children, yesLabel = 'yes', onYes, onNo }: ConfirmProps) {
  const router = useKeyRouter();
  useDialogKeys('confirm', (input, key) => {
    const action = router.action('confirm', input, key);
    if (action === 'yes') onYes();
    else if (action === 'no') onNo();
  });
  return (
    <Box flexDirection="column" borderStyle="round" borderColor={theme.warning} paddingX={1} flexShrink={0}>
      <Text bold>{title}</Text>
      {children}
      <Text color={theme.muted}>y {yesLabel} · n/esc/enter cancel</Text>
    </Box>
  );
}
