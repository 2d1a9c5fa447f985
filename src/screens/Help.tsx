// The `?` overlay: every key of the current screen and the global keys, from the binding table.
import { Box, Text } from 'ink';
import { useScreenArea } from '../components/layout.js';
import { useDialogKeys } from '../components/keyRouter.js';
import { theme } from '../components/theme.js';
import { bindingsFor, type Binding, type BindingScope } from './keymap.js';

export function Help({ scope, title, onClose }: { scope: BindingScope; title: string; onClose(): void }) {
  const { height } = useScreenArea();
  useDialogKeys('help', (input, key) => {
    if (key.escape || input === '?' || input === 'q') onClose();
  });
  const rows: Array<{ heading?: string; binding?: Binding }> = [
    { heading: title },
    ...bindingsFor(scope).map((binding) => ({ binding })),
    { heading: 'Everywhere' },
    ...bindingsFor('global').map((binding) => ({ binding })),
  ];
  const visible = rows.slice(0, Math.max(1, height - 1));
  const hidden = rows.length - visible.length;
  return (
    <Box flexDirection="column">
      {visible.map((r, i) =>
        r.heading ? (
          <Text key={`h${i}`} bold color={theme.accent}>
            {r.heading}
          </Text>
        ) : (
          <Box key={`b${i}`}>
            <Box width={16} flexShrink={0}>
              <Text bold>{'  ' + (r.binding as Binding).keys.join(' / ')}</Text>
            </Box>
            <Text wrap="truncate-end">{(r.binding as Binding).description}</Text>
          </Box>
        ),
      )}
      <Text color={theme.muted}>{hidden > 0 ? `… ${hidden} more (make the terminal taller) · ` : ''}esc/? close</Text>
    </Box>
  );
}
