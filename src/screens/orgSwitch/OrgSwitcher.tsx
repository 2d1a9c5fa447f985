// The `o` dialog: the user's organizations, the current one marked; Enter re-targets every screen, Esc closes.
import { Box, Text } from 'ink';
import { useEffect, useReducer } from 'react';
import { sanitizeTerminalText } from '../../api/redact/sanitize.js';
import { useDialogKeys } from '../../components/keyRouter.js';
import { theme } from '../../components/theme.js';
import { matchBinding } from '../keymap.js';
import type { OrgSwitch } from './context.js';
import { orgSwitcherReducer, type OrgChoice } from './model.js';

const clean = (text: string) => sanitizeTerminalText(text, { singleLine: true });

export function OrgSwitcher({ orgSwitch, onClose }: { orgSwitch: OrgSwitch; onClose(): void }) {
  const [state, dispatch] = useReducer(orgSwitcherReducer, { status: 'loading' });
  useEffect(() => {
    let live = true;
    orgSwitch.list().then(
      (orgs) => live && dispatch({ type: 'loaded', orgs, current: orgSwitch.current }),
      (error: unknown) =>
        live && dispatch({ type: 'failed', message: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      live = false;
    };
  }, [orgSwitch]);

  const pick = (orgs: OrgChoice[], index: number) => {
    const org = orgs[index].name;
    if (org === orgSwitch.current) return onClose();
    dispatch({ type: 'switching' });
    orgSwitch
      .switchTo(org)
      .catch((error: unknown) =>
        dispatch({ type: 'switchFailed', message: error instanceof Error ? error.message : String(error) }),
      );
  };
  // Enter pressed while the list was still loading: act on it now.
  useEffect(() => {
    if (state.status === 'ready' && state.pickPending) pick(state.orgs, state.index);
  });

  useDialogKeys('organizations', (input, key) => {
    const action = matchBinding('organizations', input, key)?.action;
    if (action === 'close') onClose();
    else if (action === 'up') dispatch({ type: 'move', by: -1 });
    else if (action === 'down') dispatch({ type: 'move', by: 1 });
    else if (action === 'pick') {
      if (state.status === 'loading') dispatch({ type: 'pick' });
      else if (state.status === 'ready' && state.orgs.length > 0) pick(state.orgs, state.index);
    }
    return true;
  });

  return (
    <Box flexDirection="column" borderStyle="round" borderColor={theme.accent} paddingX={1} flexShrink={0}>
      <Text bold>Organization</Text>
      {state.status === 'loading' && <Text color={theme.muted}>Loading your organizations…</Text>}
      {state.status === 'error' && <Text color={theme.error}>✖ {clean(state.message)}</Text>}
      {(state.status === 'ready' || state.status === 'switching') &&
        (state.orgs.length === 0 ? (
          <Text color={theme.muted}>This account has no organization.</Text>
        ) : (
          state.orgs.map((org, i) => (
            <Text key={org.name} wrap="truncate-end" inverse={i === state.index}>
              {i === state.index ? '›' : ' '} {clean(org.name)}
              {org.verboseName ? <Text color={theme.muted}> {clean(org.verboseName)}</Text> : null}
              {org.name === orgSwitch.current ? '  (current)' : ''}
            </Text>
          ))
        ))}
      <Text color={theme.muted}>
        {state.status === 'switching' ? 'Switching…' : '↑/↓ choose · Enter switch every screen · Esc close'}
      </Text>
    </Box>
  );
}
