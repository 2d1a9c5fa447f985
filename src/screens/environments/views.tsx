// Dumb views of the Environments screen: the table of environments × regions, an environment's plan (with the
// steps of its apply, when one ran here) and the apply question. They draw what the hook and the store give.
import { Box, Text } from 'ink';
import { Confirm } from '../../components/Confirm.js';
import { column } from '../../components/layout.js';
import { Paragraph } from '../../components/Paragraph.js';
import { theme } from '../../components/theme.js';
import { TypeToConfirm } from '../../components/TypeToConfirm.js';
import { WindowedList } from '../../components/WindowedList.js';
import type { ApplyStep } from '../../project/appSource.js';
import type { EnvironmentEntry, ProjectApplyRun } from '../../state/projectSlice.js';
import { formatClock } from '../../state/setsDerived.js';
import {
  pruneOnlyWrites,
  pruneRemovals,
  removalsText,
  type DriftKind,
  type EnvironmentRow,
  type PlanLine,
} from './format.js';

const driftColour = (kind: DriftKind) =>
  kind === 'in-sync' ? theme.success : kind === 'failed' || kind === 'unreadable' ? theme.error : theme.warning;
const driftGlyph = (kind: DriftKind) =>
  kind === 'in-sync' ? '✔' : kind === 'failed' || kind === 'unreadable' ? '✖' : '●';

export interface EnvironmentColumns {
  env: number;
  region: number;
  drift: number;
  /** What differs: the rest of the line. */
  what: number;
}

export function environmentColumns(rows: readonly EnvironmentRow[], width: number): EnvironmentColumns {
  const widest = (xs: string[], min: number) => Math.max(min, ...xs.map((x) => x.length)) + 2;
  const env = Math.min(
    24,
    widest(
      rows.map((r) => r.env),
      'ENVIRONMENT'.length,
    ),
  );
  const region = Math.min(
    16,
    widest(
      rows.map((r) => r.region),
      'REGION'.length,
    ),
  );
  const drift = Math.min(
    20,
    widest(
      rows.map((r) => `✔ ${r.drift.text}`),
      'DRIFT'.length,
    ),
  );
  const shown = width < 60 ? 0 : region;
  return { env, region: shown, drift, what: Math.max(0, width - 2 - env - shown - drift) };
}

export function EnvironmentTable({
  rows,
  selectedIndex,
  start,
  height,
  cols,
}: {
  rows: readonly EnvironmentRow[];
  selectedIndex: number;
  start: number;
  height: number;
  cols: EnvironmentColumns;
}) {
  return (
    <Box flexDirection="column">
      <Text bold color={theme.muted} wrap="truncate-end">
        {'  '}
        {column('ENVIRONMENT', cols.env)}
        {cols.region > 0 ? column('REGION', cols.region) : ''}
        {column('DRIFT', cols.drift)}
        WHAT DIFFERS
      </Text>
      <WindowedList
        items={rows}
        selectedIndex={selectedIndex}
        start={start}
        height={height}
        keyOf={(r) => r.key}
        renderRow={(r, _i, selected) => (
          <Box>
            <Text color={selected ? theme.accent : undefined} bold={selected}>
              {selected ? '› ' : '  '}
              {column(r.env, cols.env)}
            </Text>
            {cols.region > 0 ? <Text>{column(r.region, cols.region)}</Text> : null}
            <Text color={driftColour(r.drift.kind)}>
              {column(`${driftGlyph(r.drift.kind)} ${r.drift.text}`, cols.drift)}
            </Text>
            <Box width={cols.what} flexShrink={0}>
              <Text color={r.drift.kind === 'unreadable' ? theme.error : theme.muted} wrap="truncate-end">
                {r.what}
              </Text>
            </Box>
          </Box>
        )}
      />
    </Box>
  );
}

const stepColour = (tone: ApplyStep['tone']) =>
  tone === 'ok' ? theme.success : tone === 'error' ? theme.error : undefined;

const lineColour = (tone: PlanLine['tone']) =>
  tone === 'ok' ? theme.success : tone === 'error' ? theme.error : tone === 'muted' ? theme.muted : undefined;

/** The apply's steps, newest last, and where it stands. */
export function ApplySteps({ run }: { run: ProjectApplyRun }) {
  const state: Record<ProjectApplyRun['phase'], string> = {
    checking: '⟳ applying',
    applying: '⟳ applying',
    done: '✔ applied',
    partial: `● applied, except ${(run.skipped ?? []).map((x) => x.set).join(', ')}`,
    'in-sync': '✔ in sync',
    changed: '● not applied: the cloud changed',
    checked: '● not applied: deployments to act on',
    stopped: '✖ stopped',
    failed: '✖ stopped',
  };
  return (
    <Box flexDirection="column" marginBottom={1}>
      <Text
        bold
      >{`apply ${run.env}${run.prune ? ' with prune' : ''} at ${formatClock(run.startedAt)}: ${state[run.phase]}`}</Text>
      {run.steps.map((s, i) => (
        <Box key={i} paddingLeft={2}>
          <Paragraph {...(stepColour(s.tone) ? { color: stepColour(s.tone) as string } : {})}>{s.text}</Paragraph>
        </Box>
      ))}
    </Box>
  );
}

/** An environment's plan: its heading, whether apply prunes, the apply's steps if one ran, each region's changes. */
export function PlanBody({
  entry,
  heading,
  prune,
  lines,
  run,
}: {
  entry: EnvironmentEntry;
  heading: string;
  /** The line about prune (P), if there is one to say. */
  prune?: PlanLine | undefined;
  lines: readonly PlanLine[];
  run: ProjectApplyRun | null;
}) {
  const pruneColour = prune ? lineColour(prune.tone) : undefined;
  return (
    <Box flexDirection="column">
      <Paragraph {...(entry.plan?.inSync && theme.success ? { color: theme.success } : {})}>{heading}</Paragraph>
      {prune ? <Paragraph {...(pruneColour ? { color: pruneColour } : {})}>{prune.text}</Paragraph> : null}
      <Text> </Text>
      {run && run.env === entry.env ? <ApplySteps run={run} /> : null}
      {lines.map((l, i) => {
        const colour = lineColour(l.tone);
        return l.indent === 0 ? (
          <Text key={i} color={colour} bold wrap="truncate-end">
            {l.text}
          </Text>
        ) : (
          <Box key={i} paddingLeft={l.indent}>
            <Paragraph {...(colour ? { color: colour } : {})}>{l.text}</Paragraph>
          </Box>
        );
      })}
    </Box>
  );
}

/**
 * The question before an apply: the CLI's — a protected environment's name typed, y/N otherwise. With prune, it names
 * the environment and every key the apply removes.
 */
export function ApplyQuestion({
  entry,
  prune,
  onAnswer,
}: {
  entry: EnvironmentEntry;
  prune: boolean;
  onAnswer(confirmed: boolean): void;
}) {
  const removals = prune ? pruneRemovals(entry) : [];
  const removed = removals.reduce((n, r) => n + r.keys.length, 0);
  const keysWord = `${removed} ${removed === 1 ? 'key' : 'keys'}`;
  const summary = entry.plan ? (
    <Box flexDirection="column">
      <Text wrap="wrap">{`${entry.env} (organization ${entry.organization}): ${summaryLine(entry, prune)}`}</Text>
      {removed > 0 ? (
        <Text color={theme.error} wrap="wrap">
          {`prune: removes ${keysWord} not in the source from ${entry.env} — ${removalsText(removals)}`}
        </Text>
      ) : null}
    </Box>
  ) : null;
  const removing = removed > 0 ? `, removing ${keysWord}` : '';
  if (entry.protected)
    return (
      <TypeToConfirm
        title={`${entry.env} is protected: type its name to apply to it${removing}`}
        expected={entry.env}
        onConfirm={() => onAnswer(true)}
        onCancel={() => onAnswer(false)}
      >
        {summary}
      </TypeToConfirm>
    );
  return (
    <Confirm
      title={`Apply these changes to ${entry.env}${removing}?`}
      yesLabel="apply"
      onYes={() => onAnswer(true)}
      onNo={() => onAnswer(false)}
    >
      {summary}
    </Confirm>
  );
}

function summaryLine(entry: EnvironmentEntry, prune: boolean): string {
  const c = entry.plan?.counts;
  if (!c) return '';
  const writes = c.setsToCreate + c.setsToUpdate + c.pullSecretsToCreate + (prune ? pruneOnlyWrites(entry) : 0);
  const parts = [
    writes > 0 ? `${writes} ${writes === 1 ? 'write' : 'writes'}` : '',
    c.agentsToRebind > 0 ? `${c.agentsToRebind} ${c.agentsToRebind === 1 ? 'agent' : 'agents'} rebound` : '',
    c.agentsToRedeploy > 0 ? `${c.agentsToRedeploy} ${c.agentsToRedeploy === 1 ? 'agent' : 'agents'} rolled out` : '',
    c.agentsToFollow > 0 ? `${c.agentsToFollow} ${c.agentsToFollow === 1 ? 'deployment' : 'deployments'} followed` : '',
    c.keysToRemove > 0 && !prune
      ? `${c.keysToRemove} ${c.keysToRemove === 1 ? 'key' : 'keys'} not in the source kept (P in the plan removes them)`
      : '',
  ].filter(Boolean);
  // Read from the agent list only: apply reads each agent's deployment first, and acts on none it has not shown.
  const unread = entry.plan?.deploymentsChecked === false;
  if (parts.length > 0)
    return unread
      ? `${parts.join(', ')}. Apply first reads each agent's deployment: if one is failed or rolling, nothing is written and the plan is shown again with it`
      : parts.join(', ');
  return unread
    ? "nothing to write; apply first reads each agent's deployment and redeploys nothing without showing it: one it finds failed or rolling is shown here, for a to apply"
    : 'nothing to write';
}
