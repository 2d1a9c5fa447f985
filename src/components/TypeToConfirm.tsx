// For irreversible actions: the user types the exact name; Enter confirms only on a match; Esc cancels.
import { Box, Text } from 'ink';
import { useState, type ReactNode } from 'react';
import { useDialogKeys } from './keyRouter.js';
import { editText } from './textEdit.js';
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
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  useDialogKeys('typeToConfirm', (input, key) => {
    const r = editText(typed, input, key);
    if (r.kind === 'cancel') onCancel();
    else if (r.kind === 'submit') {
      if (typed === expected) onConfirm();
      else setError(`type exactly ${expected} to confirm`);
    } else if (r.kind === 'change') {
      setTyped(r.value);
      setError(null);
    }
  }, { acceptsText: true });
  return (
    <Box flexDirection="column" borderStyle="round" borderColor={theme.error} paddingX={1} flexShrink={0}>
      <Text bold>{title}</Text>
      {children}
      <Text>
        Type <Text bold>{expected}</Text> to confirm, or press Esc to cancel.
      </Text>
      <TextField label="name" value={typed} focused error={error} />
    </Box>
  );
}
