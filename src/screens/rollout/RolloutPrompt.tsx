// The prompt after a write of a set that agents use (the App draws it above the toast line, on any screen):
// "N agents still run the old values — r roll out · esc later", and what the plan found (live sessions: they
// continue on the previous revision while the new one validates; refusals). Modal while shown: `r` starts the
// rollout and opens its view, `esc` dismisses it. The app never redeploys without this `r`.
import { Box, Text } from 'ink';
import { useDialogKeys } from '../../components/keyRouter.js';
import { theme } from '../../components/theme.js';
import { useAppStore, useAppStoreApi } from '../../state/context.js';
import type { RolloutOffer } from '../../state/rolloutSlice.js';
import { matchBinding } from '../keymap.js';
import { promptLines } from './format.js';

/** Lines the prompt takes (0 when there is none): the App gives them from the screen's height. */
export function rolloutPromptHeight(offer: RolloutOffer | null): number {
  return offer ? promptLines(offer).length : 0;
}

const colour = { question: theme.accent, note: theme.muted, warning: theme.warning, error: theme.error } as const;

export function RolloutPrompt({ maxLines }: { maxLines: number }) {
  const store = useAppStoreApi();
  const offer = useAppStore((s) => s.rolloutOffer);
  useDialogKeys(
    'rolloutPrompt',
    (input, key) => {
      const s = store.getState();
      const action = matchBinding('rolloutPrompt', input, key)?.action;
      if (action === 'rollout') {
        if (!s.acceptRolloutOffer()) return;
        if (s.heldDraft)
          s.showToast(`rolling out in the background (w shows it); your ${s.heldDraft} are kept here`, 'info');
        else if (s.routes[s.routes.length - 1]?.name !== 'rollout') s.push({ name: 'rollout' });
      } else if (action === 'later') s.dismissRolloutOffer();
    },
    { isActive: offer !== null },
  );
  if (!offer) return null;
  return (
    <Box flexDirection="column" flexShrink={0}>
      {promptLines(offer)
        .slice(0, Math.max(1, maxLines))
        .map((line, i) => (
          <Text key={i} color={colour[line.kind]} bold={line.kind === 'question'} wrap="truncate-end">
            {line.text}
          </Text>
        ))}
    </Box>
  );
}
