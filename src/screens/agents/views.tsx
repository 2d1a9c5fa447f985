// Why this file is long: four dumb views of one screen (table, detail, logs, confirmation) share their cells.
// Dumb views of the Agents screen: the table (only the rows on screen are drawn), one agent's detail, its logs
// and the redeploy confirmation. They draw what the hook and the store give and hold no state.
import { Box, Text } from 'ink';
import { memo, type ReactNode } from 'react';
import type { AgentDetail, RevisionInfo } from '../../api/agents.js';
import { revisionMessage, shortId } from '../../api/deployStatus.js';
import type { SecretSetSummary } from '../../api/models.js';
import type { UsageProblem } from '../../api/usage.js';
import { Confirm } from '../../components/Confirm.js';
import { column } from '../../components/layout.js';
import { RetryError } from '../../components/RetryError.js';
import { ScrollView } from '../../components/ScrollView.js';
import { statusLabel } from '../../components/StatusBadge.js';
import { theme } from '../../components/theme.js';
import { WindowedList } from '../../components/WindowedList.js';
import type { AgentDetailEntry, AgentLogsEntry, AgentRow } from '../../state/agentsSlice.js';
import type { AgentColumns, StatusCell } from './format.js';
import { logText, sessionsNote } from './format.js';

const statusColour = (kind: StatusCell['kind']) =>
  kind === 'ready' || kind === 'scaledToZero'
    ? theme.success
    : kind === 'deploying'
      ? theme.warning
      : kind === 'failed' || kind === 'unavailable'
        ? theme.error
        : theme.muted;

export interface AgentRowCells {
  name: string;
  region: string;
  status: StatusCell;
  sessions: string;
  bindings: string;
  problem: boolean;
}

const Row = memo(function Row({
  cells,
  selected,
  cols,
}: {
  cells: AgentRowCells;
  selected: boolean;
  cols: AgentColumns;
}) {
  return (
    <Box>
      <Text color={selected ? theme.accent : undefined} bold={selected}>
        {selected ? '› ' : '  '}
        {column(cells.name, cols.name)}
      </Text>
      {cols.region > 0 ? <Text>{column(cells.region, cols.region)}</Text> : null}
      <Text color={statusColour(cells.status.kind)}>{column(cells.status.text, cols.status)}</Text>
      {cols.sessions > 0 ? <Text>{column(cells.sessions, cols.sessions)}</Text> : null}
      <Box width={cols.bindings} flexShrink={0}>
        <Text color={cells.problem ? theme.warning : undefined} wrap="truncate-end">
          {cells.bindings}
        </Text>
      </Box>
    </Box>
  );
});

export function AgentTable({
  rows,
  selectedIndex,
  start,
  height,
  cols,
  cellsOf,
}: {
  rows: readonly AgentRow[];
  selectedIndex: number;
  start: number;
  height: number;
  cols: AgentColumns;
  cellsOf(row: AgentRow): AgentRowCells;
}) {
  return (
    <Box flexDirection="column">
      <Text bold color={theme.muted} wrap="truncate-end">
        {'  '}
        {column('NAME', cols.name)}
        {cols.region > 0 ? column('REGION', cols.region) : ''}
        {column('STATUS', cols.status)}
        {cols.sessions > 0 ? column('SESSIONS', cols.sessions) : ''}
        SETS · PULL SECRET
      </Text>
      <WindowedList
        items={rows}
        selectedIndex={selectedIndex}
        start={start}
        height={height}
        keyOf={(r) => r.name}
        renderRow={(r, _i, isSelected) => <Row cells={cellsOf(r)} selected={isSelected} cols={cols} />}
      />
    </Box>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Box width={14} flexShrink={0}>
        <Text color={theme.muted}>{label}</Text>
      </Box>
      <Box flexShrink={1}>{typeof children === 'string' ? <Text wrap="wrap">{children}</Text> : children}</Box>
    </Box>
  );
}

function revisionLine(label: string, rev: RevisionInfo | undefined): string {
  if (!rev) return `${label.padEnd(9)} –`;
  const replicas =
    rev.readyReplicas !== undefined
      ? `${rev.readyReplicas} ready ${rev.readyReplicas === 1 ? 'replica' : 'replicas'}`
      : '';
  const since = rev.phaseStartedAt ? `since ${rev.phaseStartedAt}` : '';
  return [label.padEnd(9), shortId(rev.deploymentId).padEnd(8), (rev.phase ?? '?').padEnd(10), replicas, since]
    .filter(Boolean)
    .join('  ');
}

function BindingRow({
  kind,
  name,
  sets,
  problems,
}: {
  kind: string;
  name: string;
  sets: readonly SecretSetSummary[] | null;
  problems: readonly UsageProblem[];
}) {
  const set = sets?.find((s) => s.name === name);
  const own = problems.filter((p) => p.set === name);
  return (
    <Box flexDirection="column">
      <Text wrap="truncate-end">
        {'  '}
        {kind.padEnd(13)}
        {name}
        {'  '}
        <Text color={set?.status === 'ready' ? theme.success : set?.status === 'pending' ? theme.warning : theme.error}>
          {set ? statusLabel(set.status) : sets ? '✖ does not exist' : '…'}
        </Text>
        {set ? <Text color={theme.muted}>{`  ${set.region}`}</Text> : null}
      </Text>
      {own.map((p) => (
        <Text key={p.kind} color={theme.warning} wrap="wrap">
          {`    ⚠ ${p.message}`}
        </Text>
      ))}
    </Box>
  );
}

/** The detail's content (the screen puts it in a ScrollView). */
export function AgentDetailBody({
  name,
  entry,
  region,
  status,
  sets,
  problems,
}: {
  name: string;
  entry: AgentDetailEntry | undefined;
  region?: string;
  status: StatusCell;
  sets: readonly SecretSetSummary[] | null;
  problems: readonly UsageProblem[];
}) {
  const detail: AgentDetail | undefined = entry?.detail;
  const title = (
    <Text bold wrap="truncate-end">
      <Text color={theme.accent}>{name}</Text>
      {(detail?.region ?? region) ? <Text color={theme.muted}>{` · ${detail?.region ?? region}`}</Text> : null}
      {'  '}
      <Text color={statusColour(status.kind)}>{status.text}</Text>
      {detail?.activeSessionCount !== undefined
        ? ` · ${detail.activeSessionCount} live ${detail.activeSessionCount === 1 ? 'session' : 'sessions'}`
        : ''}
    </Text>
  );
  if (!detail) {
    return (
      <Box flexDirection="column">
        {title}
        {entry?.error ? (
          <RetryError message={`could not read ${name}: ${entry.error}`} wrap="wrap" />
        ) : (
          <Text color={theme.muted}>reading the agent…</Text>
        )}
      </Box>
    );
  }
  const bindings = detail.bindings;
  const scaling = detail.autoScaling
    ? [
        detail.autoScaling.minAgents !== undefined ? `min ${detail.autoScaling.minAgents}` : '',
        detail.autoScaling.maxAgents !== undefined ? `max ${detail.autoScaling.maxAgents}` : '',
      ]
        .filter(Boolean)
        .join(' · ')
    : '';
  const health = [detail.currentRevision, detail.previousRevision].map((rev) =>
    rev ? revisionMessage(rev) : undefined,
  );
  return (
    <Box flexDirection="column">
      {title}
      {status.message && status.kind !== 'ready' ? (
        <Text color={status.kind === 'deploying' ? theme.warning : theme.error} wrap="wrap">
          {`${status.kind === 'deploying' ? '◌' : '✖'} ${status.message}`}
        </Text>
      ) : null}
      {entry?.error ? <Text color={theme.error} wrap="wrap">{`✖ last read failed: ${entry.error}`}</Text> : null}
      <Text bold>revisions</Text>
      <Text wrap="truncate-end">{`  ${revisionLine('current', detail.currentRevision)}`}</Text>
      {health[0] ? (
        <Text
          color={detail.currentRevision?.phase === 'Failed' ? theme.error : theme.muted}
          wrap="wrap"
        >{`    ${health[0]}`}</Text>
      ) : null}
      {detail.previousRevision ? (
        <Text wrap="truncate-end">{`  ${revisionLine('previous', detail.previousRevision)}`}</Text>
      ) : null}
      {health[1] ? <Text color={theme.muted} wrap="wrap">{`    ${health[1]}`}</Text> : null}
      <Field label="deployment">
        {`desired ${shortId(detail.desiredDeploymentId)} · reconciled ${shortId(detail.reconciledDeploymentId)}${detail.updatedAt ? ` · updated ${detail.updatedAt}` : ''}`}
      </Field>
      <Text bold>bindings</Text>
      {!bindings || (bindings.secretSets.length === 0 && bindings.imagePullSecret === undefined) ? (
        <Text color={theme.muted}> none</Text>
      ) : null}
      {bindings?.secretSets.map((s) => (
        <BindingRow key={`s:${s}`} kind="secret set" name={s} sets={sets} problems={problems} />
      ))}
      {bindings?.imagePullSecret !== undefined ? (
        <BindingRow kind="pull secret" name={bindings.imagePullSecret} sets={sets} problems={problems} />
      ) : null}
      <Field label="image">{detail.image ?? '(not given by the service)'}</Field>
      {scaling || detail.agentProfile ? (
        <Field label="scaling">
          {[scaling, detail.agentProfile ? `profile ${detail.agentProfile}` : ''].filter(Boolean).join(' · ')}
        </Field>
      ) : null}
      <Field label="live sessions">{sessionsNote(entry)}</Field>
    </Box>
  );
}

export function AgentLogsBody({
  name,
  entry,
  follow,
  nextRead,
  height,
  offset,
  onMeasure,
  hiddenBelow,
}: {
  name: string;
  entry: AgentLogsEntry | undefined;
  follow: boolean;
  /** ms until the next read while following. */
  nextRead: number | null;
  height: number;
  offset: number;
  onMeasure(contentHeight: number): void;
  hiddenBelow: number;
}) {
  const lines = entry?.lines ?? [];
  const total = entry?.total ? ` of ${entry.total.relation === 'eq' ? '' : '≥ '}${entry.total.value}` : '';
  return (
    <Box flexDirection="column">
      <Text wrap="truncate-end">
        <Text bold color={theme.accent}>
          Logs of {name}
        </Text>
        <Text
          color={theme.muted}
        >{` · newest last · ${lines.length} ${lines.length === 1 ? 'line' : 'lines'}${total}`}</Text>
        {follow ? (
          <Text
            color={theme.accent}
          >{` · following${nextRead !== null ? ` (next read in ${Math.round(nextRead / 1000)} s)` : ''}`}</Text>
        ) : null}
      </Text>
      {entry?.error ? <RetryError message={entry.error} /> : <Text> </Text>}
      <ScrollView height={height} offset={offset} onMeasure={onMeasure}>
        {lines.length === 0 ? (
          <Text color={theme.muted}>{entry?.loading || !entry ? 'reading the logs…' : 'no log lines'}</Text>
        ) : (
          lines.map((l, i) => (
            <Text key={i} wrap="wrap" color={/^ERROR\b/.test(l.log) ? theme.error : undefined}>
              {logText(l)}
            </Text>
          ))
        )}
      </ScrollView>
      <Text color={theme.muted} wrap="truncate-end">
        {hiddenBelow > 0
          ? `… ${hiddenBelow} more ${hiddenBelow === 1 ? 'line' : 'lines'} below (j/G)`
          : follow
            ? ''
            : 'f follows new lines'}
      </Text>
    </Box>
  );
}

export function RedeployConfirm({
  name,
  entry,
  onYes,
  onNo,
}: {
  name: string;
  entry: AgentDetailEntry | undefined;
  onYes(): void;
  onNo(): void;
}) {
  return (
    <Confirm title={`Redeploy ${name}?`} yesLabel="redeploy" onYes={onYes} onNo={onNo}>
      <Text wrap="wrap">
        A new deployment with the same configuration: it picks up the current values of the sets it binds.
      </Text>
      <Text wrap="wrap" color={(entry?.detail?.activeSessionCount ?? 0) > 0 ? theme.warning : undefined}>
        {sessionsNote(entry)}
      </Text>
      <Text color={theme.muted} wrap="wrap">
        It is followed until ready (or failed) in the rollout view.
      </Text>
    </Confirm>
  );
}
