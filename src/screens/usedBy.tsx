// The app's agent-usage bits: the "used by N" cell of the set list, the agents line of the key editor's header,
// the warning in a delete confirmation, and the USED BY picker (`A` in the key editor and the pull secret detail:
// Enter on an agent opens its detail). All read the store's usage map; none ever waits for it.
import { Box, Text } from 'ink';
import { useEffect, useState } from 'react';
import type { BindingsMap, BindingProblem } from '../api/agents/bindings.js';
import { usedBy } from '../api/agents/bindings.js';
import { useDialogKeys } from '../components/keyRouter.js';
import { theme } from '../components/theme.js';
import { WindowedList } from '../components/WindowedList.js';
import { useAppStore, useAppStoreApi } from '../state/context.js';
import { matchBinding } from './keymap.js';

export interface UsedByCell {
  text: string;
  problem: boolean;
}

const EMPTY: UsedByCell = { text: '', problem: false };

/** "used by N" ("⚠ used by N" with a problem); "…" while the first read runs, "?" when it failed. */
export function usedByCell(
  enabled: boolean,
  usage: BindingsMap | null,
  error: string | null,
  problems: ReadonlyMap<string, BindingProblem[]>,
  name: string,
  width: number,
): UsedByCell {
  if (!enabled || width === 0) return EMPTY;
  const problem = problems.has(name);
  if (usage === null) return { text: error !== null ? '?' : '…', problem: false };
  const n = usedBy(usage, name).length;
  const flag = problem ? '⚠ ' : '';
  if (width < 13) return { text: `${flag}${n === 0 ? '–' : n}`, problem };
  return { text: n === 0 && !problem ? '–' : `${flag}used by ${n}`, problem };
}

function agentList(names: string[]): string {
  return names.length <= 4 ? names.join(', ') : `${names.slice(0, 4).join(', ')} +${names.length - 4} more`;
}

/** Problems shown under the key editor's agents line, at most. */
const MAX_PROBLEM_LINES = 2;

/** Lines UsedByLine takes for `name` (0 when agents are off), so the screen can give the rest to its list. */
export function useUsedByLineCount(name: string): number {
  const enabled = useAppStore((s) => s.usageEnabled);
  const usage = useAppStore((s) => s.usage);
  const problemCount = useAppStore((s) => s.problems.get(name)?.length ?? 0);
  if (!enabled) return 0;
  return 1 + (usage === null ? 0 : Math.min(MAX_PROBLEM_LINES, problemCount));
}

/** The key editor's header line: which agents bind this set, and its problems. Nothing when agents are off. */
export function UsedByLine({ name }: { name: string }) {
  const store = useAppStoreApi();
  // Opening a set re-reads the agents unless the map is fresh (a cheap no-op then).
  useEffect(() => void store.getState().refreshUsage(), [store]);
  const enabled = useAppStore((s) => s.usageEnabled);
  const usage = useAppStore((s) => s.usage);
  const error = useAppStore((s) => s.usageError);
  const problems = useAppStore((s) => s.problems.get(name));
  if (!enabled) return null;
  if (usage === null) {
    return (
      <Text color={theme.muted} wrap="truncate-end">
        {error !== null ? `used by: unknown (${error})` : 'used by: reading agents…'}
      </Text>
    );
  }
  const agents = usedBy(usage, name).map((a) => `${a.name}${a.region ? ` (${a.region})` : ''}`);
  return (
    <>
      <Text wrap="truncate-end">
        {agents.length === 0 ? 'used by no agent' : `used by ${agents.length}: ${agentList(agents)}`}
        {agents.length > 0 ? <Text color={theme.muted}> · A opens one · R rolls out a change</Text> : null}
      </Text>
      {problems?.slice(0, MAX_PROBLEM_LINES).map((p) => (
        <Text key={`${p.kind}:${p.agent}`} color={theme.warning} wrap="truncate-end">
          ⚠ {p.message}
        </Text>
      ))}
    </>
  );
}

/** The pull-secret detail's "used by" field: every agent with its region (wrapped, never cut), then the problems. */
export function UsedByAgents({ name }: { name: string }) {
  const store = useAppStoreApi();
  useEffect(() => void store.getState().refreshUsage(), [store]);
  const usage = useAppStore((s) => s.usage);
  const error = useAppStore((s) => s.usageError);
  const problems = useAppStore((s) => s.problems.get(name));
  if (usage === null) {
    return <Text color={theme.muted}>{error !== null ? `unknown (${error})` : 'reading agents…'}</Text>;
  }
  const agents = usedBy(usage, name).map((a) => `${a.name}${a.region ? ` (${a.region})` : ''}`);
  return (
    <Box flexDirection="column" flexShrink={1}>
      <Text wrap="wrap">
        {agents.length === 0
          ? 'no agent'
          : `${agents.length} agent${agents.length === 1 ? '' : 's'}: ${agents.join(', ')}`}
        {agents.length > 0 ? <Text color={theme.muted}> · A opens one · R rolls out a change</Text> : null}
      </Text>
      {problems?.slice(0, MAX_PROBLEM_LINES).map((p) => (
        <Text key={`${p.kind}:${p.agent}`} color={theme.warning} wrap="wrap">
          ⚠ {p.message}
        </Text>
      ))}
    </Box>
  );
}

/** Inside a delete confirmation: the agents that will fail their next deploy. Nothing when none (or agents off). */
export function UsedByWarning({ name, kind }: { name: string; kind: 'delete' }) {
  const enabled = useAppStore((s) => s.usageEnabled);
  const usage = useAppStore((s) => s.usage);
  const error = useAppStore((s) => s.usageError);
  if (!enabled || kind !== 'delete') return null;
  if (usage === null) {
    return (
      <Text color={theme.warning}>
        {error !== null ? '⚠ Could not check which agents use it.' : 'Checking which agents use it…'}
      </Text>
    );
  }
  const agents = usedBy(usage, name).map((a) => a.name);
  if (agents.length === 0) return null;
  return (
    <Text color={theme.warning} wrap="wrap">
      ⚠ Used by {agents.length} agent{agents.length === 1 ? '' : 's'}: {agentList(agents)} —{' '}
      {agents.length === 1 ? 'it' : 'they'} will fail {agents.length === 1 ? 'its' : 'their'} next deploy.
    </Text>
  );
}

/** Rows of the USED BY picker at most. */
const PICKER_ROWS = 8;

/**
 * The agents that use `name`, to pick one (a modal dialog): ↑/↓ move, Enter opens the agent's detail on the
 * Agents screen, Esc closes. Says so when none does, or when the agents are not read yet.
 */
export function UsedByPicker({ name, onClose }: { name: string; onClose(): void }) {
  const store = useAppStoreApi();
  const usage = useAppStore((s) => s.usage);
  const error = useAppStore((s) => s.usageError);
  const [index, setIndex] = useState(0);
  const agents = usage ? usedBy(usage, name) : [];
  const at = Math.min(index, Math.max(0, agents.length - 1));
  useDialogKeys('usedByPicker', (input, key) => {
    const action = matchBinding('usedByPicker', input, key)?.action;
    if (action === 'close') onClose();
    else if (action === 'down') setIndex((i) => Math.min(Math.max(0, agents.length - 1), i + 1));
    else if (action === 'up') setIndex((i) => Math.max(0, i - 1));
    else if (action === 'open' && agents[at]) {
      const s = store.getState();
      onClose();
      if (s.heldDraft) s.showToast(`save or discard your ${s.heldDraft} first`, 'info');
      else s.push({ name: 'agents', agent: agents[at].name });
    }
  });
  return (
    <Box flexDirection="column" borderStyle="round" borderColor={theme.accent} paddingX={1} flexShrink={0}>
      <Text bold>Agents that use {name}</Text>
      {usage === null ? (
        <Text color={theme.muted}>{error !== null ? `unknown (${error})` : 'reading agents…'}</Text>
      ) : agents.length === 0 ? (
        <Text>No agent uses it.</Text>
      ) : (
        <WindowedList
          items={agents}
          selectedIndex={at}
          height={Math.min(PICKER_ROWS, agents.length)}
          keyOf={(a) => a.name}
          renderRow={(a, _i, selected) => (
            <Text color={selected ? theme.accent : undefined} bold={selected} wrap="truncate-end">
              {selected ? '› ' : '  '}
              {a.name}
              {a.region ? <Text color={theme.muted}>{`  ${a.region}`}</Text> : null}
            </Text>
          )}
        />
      )}
      <Text color={theme.muted}>↑/↓ choose · enter open its detail · esc close</Text>
    </Box>
  );
}
