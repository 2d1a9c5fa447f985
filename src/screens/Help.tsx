// The `?` overlay: every key of the current screen, the tab keys (from the screen registry's order) and the global
// keys, from the binding table.
import { Box, Text } from 'ink';
import { useState } from 'react';
import { useScreenArea } from '../components/layout.js';
import { useDialogKeys } from '../components/keyRouter.js';
import { theme } from '../components/theme.js';
import { useAppStore } from '../state/context.js';
import { bindingsFor, matchBinding, type Binding, type BindingScope } from './keymap.js';
import { tabBindings } from './tabs.js';

export function Help({ scope, title, onClose }: { scope: BindingScope; title: string; onClose(): void }) {
  const { height } = useScreenArea();
  const [offset, setOffset] = useState(0);
  useDialogKeys('help', (input, key) => {
    const action = matchBinding('help', input, key)?.action;
    if (action === 'close') onClose();
    // Scrolls when the list is longer than the screen.
    else if (action === 'scrollDown') setOffset((o) => o + 1);
    else if (action === 'scrollUp') setOffset((o) => Math.max(0, o - 1));
  });
  const target = useAppStore((s) => s.target);
  const rows: Array<{ heading?: string; binding?: Binding; note?: string }> = [
    { heading: title },
    ...bindingsFor(scope).map((binding) => ({ binding })),
    { heading: 'Everywhere' },
    ...bindingsFor('global').map((binding) => ({ binding })),
    { heading: 'Screens' },
    ...tabBindings.map((binding) => ({ binding })),
    // The header shows this hint only until the user first leaves the home screen.
    ...(target.kind === 'emulator' && target.hint ? [{ heading: 'Local emulator' }, { note: target.hint }] : []),
  ];
  const room = Math.max(1, height - 1);
  const start = Math.min(offset, Math.max(0, rows.length - room));
  const visible = rows.slice(start, start + room);
  const hidden = rows.length - visible.length - start;
  return (
    <Box flexDirection="column">
      {visible.map((r, i) =>
        r.heading ? (
          <Text key={`h${i}`} bold color={theme.accent}>
            {r.heading}
          </Text>
        ) : r.note ? (
          <Text key={`n${i}`} color={theme.muted} wrap="truncate-end">
            {'  ' + r.note}
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
      {/* The keys to scroll and close are in the app's footer: one footer, not two. */}
      {hidden > 0 ? <Text color={theme.muted}>… {hidden} more</Text> : null}
    </Box>
  );
}
