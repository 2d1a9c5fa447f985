// What the Agents screen shows, as text (pure): the list's columns and cells, each binding with its ⚠ (the problems
// come from the store: api/agents/bindings.ts's bindingReport, the same as the set list's and `secrets doctor`'s), a log line,
// and what a redeploy means for an agent's live sessions. Every string comes sanitised from the store.
import type { AgentBindings, AgentDetail, AgentLogLine } from '../../api/agents/client.js';
import { AGENT_STATUS_WORDS, agentStatus, shortId, type AgentStatusKind } from '../../api/agents/deployStatus.js';
import { plural } from '../../api/rollout/words.js';
import type { DeploymentSessions, SessionsReading } from '../../api/agents/sessionsByDeployment.js';
import type { BindingsMap, BindingProblem } from '../../api/agents/bindings.js';
import type { AgentDetailEntry, AgentRow } from '../../state/agentsSlice.js';

export interface AgentColumns {
  name: number;
  /** 0: not shown (narrow terminal). */
  region: number;
  status: number;
  sessions: number;
  /** VALUES (staleness): wide with the time, narrow with the word only, 0 not shown. */
  values: number;
  bindings: number;
}

const MARKER = 2;

/** VALUES with the time ("⚠ stale since 11-26 14:02") and with the word only ("? unknown"). */
export const VALUES_WIDE = 26;
export const VALUES_NARROW = 11;

/** Widths for a terminal width: REGION, SESSIONS and VALUES' time go first; NAME and SETS share the rest. */
export function agentColumns(width: number): AgentColumns {
  const status = 17;
  const region = width >= 70 ? 12 : 0;
  const sessions = width >= 60 ? 9 : 0;
  const values = width >= 110 ? VALUES_WIDE : width >= 50 ? VALUES_NARROW : 0;
  const rest = Math.max(10, width - MARKER - status - region - sessions - values);
  const name = Math.min(32, Math.max(8, Math.floor(rest * 0.45)));
  return { name, region, status, sessions, values, bindings: Math.max(1, rest - name) };
}

/** The bindings of a row: the list's, else the usage map's (read from each agent's detail when the list has none). */
export function bindingsOf(row: AgentRow, usage: BindingsMap | null, detail?: AgentDetail): AgentBindings | undefined {
  if (row.bindings) return row.bindings;
  if (detail?.bindings) return detail.bindings;
  const use = usage?.agents.find((a) => a.name === row.name);
  return use
    ? {
        secretSets: use.secretSets,
        ...(use.imagePullSecret !== undefined ? { imagePullSecret: use.imagePullSecret } : {}),
      }
    : undefined;
}

/** "keys, shared ⚠ · pull ghcr" ("–" when it binds nothing; "…" while unknown). */
export function bindingsText(
  bindings: AgentBindings | undefined,
  problems: readonly BindingProblem[] | undefined,
): string {
  if (!bindings) return '…';
  const flag = (name: string) => (problems?.some((p) => p.set === name) ? `${name} ⚠` : name);
  const parts = [
    ...(bindings.secretSets.length > 0 ? [bindings.secretSets.map(flag).join(', ')] : []),
    ...(bindings.imagePullSecret !== undefined ? [`pull ${flag(bindings.imagePullSecret)}`] : []),
  ];
  return parts.length > 0 ? parts.join(' · ') : '–';
}

export interface StatusCell {
  text: string;
  kind: AgentStatusKind | 'reading' | 'unreadable';
  message?: string;
}

/** The status column: read lazily, "…" until the detail arrives. */
export function statusCell(entry: AgentDetailEntry | undefined): StatusCell {
  if (entry?.detail) {
    const status = agentStatus(entry.detail);
    return {
      text: AGENT_STATUS_WORDS[status.kind],
      kind: status.kind,
      ...(status.message !== undefined ? { message: status.message } : {}),
    };
  }
  if (entry?.error) return { text: '? unreadable', kind: 'unreadable', message: entry.error };
  return { text: '…', kind: 'reading' };
}

export function sessionsCell(entry: AgentDetailEntry | undefined): string {
  const n = entry?.detail?.activeSessionCount;
  return n === undefined ? (entry?.error ? '?' : '…') : String(n);
}

/** Whether `b` offers a rollback: the agent failed, is unavailable, or is degraded. */
export function rollbackOffered(status: StatusCell): boolean {
  return status.kind === 'failed' || status.kind === 'unavailable' || (status.message?.includes('degraded') ?? false);
}

/** Rows whose name holds the filter (case-insensitive). */
export function filterAgents(rows: readonly AgentRow[], filter: string): readonly AgentRow[] {
  const needle = filter.trim().toLowerCase();
  return needle === '' ? rows : rows.filter((r) => r.name.toLowerCase().includes(needle));
}

/** "2026-01-02T03:04:05.123Z" → "2026-01-02 03:04:05Z"; anything else as given. */
export function logTime(timestamp: string | undefined): string {
  if (!timestamp) return '';
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}:\d{2})(?:\.\d+)?(Z|[+-]\d{2}:?\d{2})?$/.exec(timestamp);
  return m ? `${m[1]} ${m[2]}${m[3] ?? ''}` : timestamp;
}

/** One log entry as text: time, deployment, the line (a traceback keeps its line breaks, indented). */
export function logText(line: AgentLogLine): string {
  const head = [logTime(line.timestamp), line.deploymentId ? shortId(line.deploymentId) : ''].filter(Boolean).join(' ');
  const body = line.log.replace(/\n+$/, '').split('\n').join('\n    ');
  return head ? `${head}  ${body}` : body;
}

/** `text` cut around each case-insensitive occurrence of `query` (the log view highlights the matches). */
export function splitMatches(text: string, query: string): Array<{ text: string; match: boolean }> {
  const needle = query.toLowerCase();
  if (needle === '') return [{ text, match: false }];
  const hay = text.toLowerCase();
  // A character whose lower case is longer (İ) would shift every match: such a line is drawn plain.
  if (hay.length !== text.length) return [{ text, match: false }];
  const parts: Array<{ text: string; match: boolean }> = [];
  let from = 0;
  for (let at = hay.indexOf(needle); at !== -1; at = hay.indexOf(needle, at + needle.length)) {
    if (at > from) parts.push({ text: text.slice(from, at), match: false });
    parts.push({ text: text.slice(at, at + needle.length), match: true });
    from = at + needle.length;
  }
  if (from < text.length) parts.push({ text: text.slice(from), match: false });
  return parts.length > 0 ? parts : [{ text, match: false }];
}

/** What a redeploy of this agent means for its live sessions (the confirmation names them). */
export function sessionsNote(entry: AgentDetailEntry | undefined): string {
  const n = entry?.detail?.activeSessionCount;
  if (n === undefined)
    return 'Live sessions: not known (the agent could not be read); any there are continue on the previous revision while the new one validates.';
  if (n === 0) return 'No live sessions.';
  return `It has ${plural(n, 'live session')}: they continue on the previous revision while the new one validates; new sessions go to the new one once it is ready.`;
}

const ROLE_WORDS: Record<DeploymentSessions['role'], string> = {
  serving: 'serving',
  'rolling-out': 'rolling out',
  failed: 'failed',
  superseded: 'superseded',
  unknown: '?',
};

export interface DeploymentLine {
  text: string;
  tone: 'ok' | 'warning' | 'error' | 'plain';
}

/** One deployment's line: "ab12cd34  serving     Active     3 active, 12 ended" (the words of `agents sessions`). */
export function deploymentLine(d: DeploymentSessions): DeploymentLine {
  const draining = d.role === 'superseded' && d.active > 0;
  const role = draining ? 'superseded, draining' : ROLE_WORDS[d.role];
  return {
    text: `${shortId(d.deploymentId).padEnd(10)}${role.padEnd(22)}${(d.phase ?? '–').padEnd(11)}${d.active} active, ${d.ended} ended`,
    tone: d.role === 'serving' ? 'ok' : draining ? 'warning' : d.role === 'failed' ? 'error' : 'plain',
  };
}

/** The sessions a superseded deployment started after the serving one was ready, one line per deployment. */
export function lateSessionTexts(reading: SessionsReading): string[] {
  if (reading.lateSessions.length === 0 || !reading.servingDeploymentId) return [];
  const byDeployment = new Map<string, string[]>();
  for (const s of reading.lateSessions)
    byDeployment.set(s.deploymentId, [...(byDeployment.get(s.deploymentId) ?? []), s.sessionId]);
  const serving = shortId(reading.servingDeploymentId);
  return [...byDeployment].map(
    ([id, sessions]) =>
      `⚠ deployment ${id} is superseded but started ${plural(sessions.length, 'session')} after ${serving} was ready` +
      `${reading.servingSince ? ` (${reading.servingSince})` : ''}: ${sessions.join(', ')}`,
  );
}

/** The drain in one line: done, still draining (how many where), or unknown (more sessions than were read). */
export function drainLine(reading: SessionsReading): DeploymentLine {
  if (!reading.complete)
    return {
      text: `drain: unknown — more active sessions than were read (${reading.activeOnSuperseded}+ on superseded deployments)`,
      tone: 'warning',
    };
  if (reading.drained) return { text: 'drain: done — no active session on a superseded deployment', tone: 'ok' };
  const parts = reading.draining.map((d) => `${d.active} on ${shortId(d.deploymentId)}`);
  return { text: `drain: still draining — ${parts.join(', ')}`, tone: 'warning' };
}
