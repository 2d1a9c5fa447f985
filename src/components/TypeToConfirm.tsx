// For irreversible actions: the user types the exact name; Enter confirms only on a match; Esc cancels.
import { Box, Text } from 'ink';
import { useState, type ReactNode } from 'react';
import { useDialogKeys } from './keyRouter.js';
import { useTextField } from './useTextField.js';
import { TextField } from './TextField.js';
import { theme } from './theme.js';

export interface TypeToConfirmProps {
  title: string;
  /** What must be typed (a set or room name). */
  expected: string;
  children?: ReactNode;
  onConfirm(): void;
  onCancel(): void;
}

export function TypeToConfirm({ title, expected, children, onConfirm, onCancel }: TypeToConfirmProps) {
  const field = useTextField('', { onChange: () => setError(null) });
  const [error, setError] = useState<string | null>(null);
  useDialogKeys(
    'typeToConfirm',
    (input, key) => {
      const r = field.handle(input, key);
      if (r === 'cancel') onCancel();
      else if (r === 'submit') {
        if (field.value === expected) onConfirm();
        else setError(`type exactly ${expected} to confirm`);
      }
    },
    { acceptsText: true },
  );
  return (
    <Box flexDirection="column" borderStyle="round" borderColor={theme.error} paddingX={1} flexShrink={0}>
      <Text bold>{title}</Text>
      {children}
      <Text>
        Type <Text bold>{expected}</Text> to confirm, or press Esc to cancel.
      </Text>
      <TextField label="name" {...field.props} revealed focused error={error} />
    </Box>
  );
}
