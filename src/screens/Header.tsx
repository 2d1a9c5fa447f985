// The shell's header: the target (the emulator, or the service and organization), the rollout's indicator, and on
// the home screen — until the user first leaves it — the hint on how to use the real service.
import { Box, Text } from 'ink';
import { useEffect, useState } from 'react';
import { theme } from '../components/theme.js';
import { useAppStore } from '../state/context.js';
import { rolloutBadge } from '../state/rolloutSlice.js';
import { DemoMark } from './demo/DemoOffer.js';

export const DEFAULT_EMULATOR_HINT = 'to use the real service: agentdeck auth login, or set PIPECAT_API_KEY';

export function Header({ width, showHint }: { width: number; showHint: boolean }) {
  const target = useAppStore((s) => s.target);
  // A rollout running in the background (or ended and not seen yet): w shows it.
  const badge = useAppStore((s) =>
    s.routes[s.routes.length - 1]?.name === 'rollout' ? null : rolloutBadge(s.rollout),
  );
  const emulator = target.kind === 'emulator';
  return (
    <Box flexDirection="column" width={width} flexShrink={0}>
      <Text wrap="truncate-end">
        <Text bold color={theme.accent}>
          agentdeck
        </Text>
        {badge ? (
          <Text
            color={badge.startsWith('✖') ? theme.error : badge.startsWith('✔') ? theme.success : theme.warning}
          >{`  ${badge} (w)`}</Text>
        ) : null}
        {emulator ? '  ▲ local emulator' : `  secrets: ${target.label}`}
        {emulator && target.roomLabel === 'local emulator' ? ' (secrets and rooms)' : `  ·  rooms: ${target.roomLabel}`}
        <DemoMark />
      </Text>
      {emulator && showHint && (
        <Text color={theme.muted} wrap="truncate-end">
          {target.hint ?? DEFAULT_EMULATOR_HINT}
        </Text>
      )}
    </Box>
  );
}

/** Lines the header takes (keep in step with <Header>). */
export function headerLines(kind: string, showHint: boolean): number {
  return kind === 'emulator' && showHint ? 2 : 1;
}

/**
 * The emulator hint ("set PIPECAT_API_KEY …") is the header's second line on the home screen until the user
 * first leaves it: seen once, it gives its row back to every screen (`▲ local emulator` stays on line 1, and
 * the hint is in `?` help).
 */
export function useHintShown(atHome: boolean): boolean {
  const [seen, setSeen] = useState(!atHome);
  useEffect(() => {
    if (!atHome) setSeen(true);
  }, [atHome]);
  return atHome && !seen;
}
