// The Agents screen's detail view, which only draws: revisions with their phases, bindings with their status,
// which values it runs (the store's staleness), image, scaling, live sessions, and its sessions per deployment
// (serving, superseded ones still draining, late sessions in red — the words of `agents sessions`).
import { Box, Text } from 'ink';
import type { ReactNode } from 'react';
import type { AgentDetail, RevisionInfo } from '../../api/agents/client.js';
import { revisionMessage, shortId } from '../../api/agents/deployStatus.js';
import type { SecretSetSummary } from '../../api/models.js';
import type { BindingProblem } from '../../api/agents/bindings.js';
import { RetryError } from '../../components/RetryError.js';
import { statusLabel } from '../../components/StatusBadge.js';
import { theme } from '../../components/theme.js';
import type { AgentDetailEntry } from '../../state/agentsSlice.js';
import type { AgentSessionsEntry } from '../../state/agentSessionsSlice.js';
import { toneColour, type ValuesCell } from '../staleness.js';
import type { DeploymentLine, StatusCell } from './format.js';
import { deploymentLine, drainLine, lateSessionTexts, sessionsNote } from './format.js';
import { statusColour } from './views.js';

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
  problems: readonly BindingProblem[];
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

const lineColour = (tone: DeploymentLine['tone']) =>
  tone === 'ok' ? theme.success : tone === 'warning' ? theme.warning : tone === 'error' ? theme.error : undefined;

/** Sessions per deployment: serving, superseded ones still draining, late sessions in red, the drain. */
function SessionsSection({ entry }: { entry: AgentSessionsEntry | undefined }) {
  const reading = entry?.reading;
  let body: ReactNode;
  if (entry?.unsupported) body = <Text color={theme.muted}> this service does not list sessions</Text>;
  else if (!reading)
    body = entry?.error ? (
      <Text color={theme.error} wrap="wrap">{`  ✖ could not read the sessions: ${entry.error}`}</Text>
    ) : (
      <Text color={theme.muted}> reading the sessions…</Text>
    );
  else {
    const drain = drainLine(reading);
    body = (
      <>
        {reading.deployments.length === 0 ? <Text color={theme.muted}> no deployment named</Text> : null}
        {reading.deployments.map((d) => {
          const line = deploymentLine(d);
          return (
            <Text key={d.deploymentId} color={lineColour(line.tone)} wrap="truncate-end">
              {`  ${line.text}`}
            </Text>
          );
        })}
        {lateSessionTexts(reading).map((text) => (
          <Box key={text} paddingLeft={2}>
            <Text color={theme.error} wrap="wrap">
              {text}
            </Text>
          </Box>
        ))}
        <Text color={lineColour(drain.tone)} wrap="wrap">{`  ${drain.text}`}</Text>
        {entry?.error ? <Text color={theme.error} wrap="wrap">{`  ✖ last read failed: ${entry.error}`}</Text> : null}
      </>
    );
  }
  return (
    <>
      <Text bold>sessions by deployment</Text>
      {body}
    </>
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
  sessions,
  values,
}: {
  name: string;
  entry: AgentDetailEntry | undefined;
  region?: string;
  status: StatusCell;
  sets: readonly SecretSetSummary[] | null;
  problems: readonly BindingProblem[];
  sessions?: AgentSessionsEntry | undefined;
  /** Which values it runs, in words (undefined: not known yet, or it binds no set). */
  values?: { text: string; tone: ValuesCell['tone'] } | undefined;
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
      {values ? (
        <Field label="values">
          <Text color={toneColour(values.tone)} wrap="wrap">
            {values.text}
          </Text>
        </Field>
      ) : null}
      <Field label="image">{detail.image ?? '(not given by the service)'}</Field>
      {scaling || detail.agentProfile ? (
        <Field label="scaling">
          {[scaling, detail.agentProfile ? `profile ${detail.agentProfile}` : ''].filter(Boolean).join(' · ')}
        </Field>
      ) : null}
      <Field label="live sessions">{sessionsNote(entry)}</Field>
      <SessionsSection entry={sessions} />
    </Box>
  );
}
