// What `agents sessions` and `agents status` share: reading an agent's sessions per deployment (the active ones,
// paged, and the ended count of each deployment named), and the text of one deployment's row and of the drain
// failure (a superseded deployment that started sessions after the serving one was ready).
import type { AgentDetail, AgentsApi } from '../../api/agents.js';
import { readAllSessions } from '../../api/agentSessions.js';
import { shortId } from '../../api/deployStatus.js';
import { sessionsByDeployment, type DeploymentSessions, type SessionsReading } from '../../api/sessionsByDeployment.js';
import type { Style } from '../style.js';

/** Deployments whose ended sessions are counted (one request each). */
const MAX_COUNTED = 8;

/**
 * The reading for `detail`'s agent: every active session (pages of 100, at most 1000), then `total_count` of the
 * ended ones per deployment named (the detail's revisions and those with active sessions; `deploymentId` alone when
 * given). Throws what the service answers; a client without sessions is the caller's concern.
 */
export async function readSessionsByDeployment(
  agents: Required<Pick<AgentsApi, 'listSessions'>>,
  detail: AgentDetail,
  opts: { deploymentId?: string; signal?: AbortSignal } = {},
): Promise<SessionsReading> {
  const name = detail.name;
  const active = await readAllSessions(
    agents,
    name,
    { status: 'active', ...(opts.deploymentId ? { deploymentId: opts.deploymentId } : {}) },
    { signal: opts.signal },
  );
  const ids = new Set<string>();
  if (opts.deploymentId) ids.add(opts.deploymentId);
  else {
    for (const rev of [detail.currentRevision, detail.previousRevision])
      if (rev?.deploymentId) ids.add(rev.deploymentId);
    if (detail.desiredDeploymentId) ids.add(detail.desiredDeploymentId);
    for (const s of active.sessions) if (s.deploymentId) ids.add(s.deploymentId);
  }
  const counted = [...ids].slice(0, MAX_COUNTED);
  const ended = new Map<string, number>();
  await Promise.all(
    counted.map(async (id) => {
      const page = await agents.listSessions(
        name,
        { status: 'ended', deploymentId: id, limit: 1 },
        { signal: opts.signal },
      );
      ended.set(id, page.total ?? page.sessions.length);
    }),
  );
  const reading = sessionsByDeployment(active.sessions, detail, {
    complete: active.complete,
    endedByDeployment: ended,
  });
  if (opts.deploymentId) reading.deployments = reading.deployments.filter((d) => d.deploymentId === opts.deploymentId);
  return reading;
}

const ROLE_WORDS: Record<DeploymentSessions['role'], string> = {
  serving: 'serving',
  'rolling-out': 'rolling out',
  failed: 'failed',
  superseded: 'superseded',
  unknown: '?',
};

export function roleText(d: DeploymentSessions, style: Style): string {
  const word = ROLE_WORDS[d.role];
  if (d.role === 'serving') return style.green(word);
  if (d.role === 'superseded' && d.active > 0) return style.yellow(`${word}, draining`);
  if (d.role === 'failed') return style.red(word);
  return word;
}

/** "3 active, 12 ended" for one deployment. */
export function countsText(d: DeploymentSessions): string {
  return `${d.active} active, ${d.ended} ended`;
}

/** The lines that say a superseded deployment took new sessions (empty when none did). */
export function lateSessionLines(reading: SessionsReading, style: Style): string[] {
  if (reading.lateSessions.length === 0 || !reading.servingDeploymentId) return [];
  const byDeployment = new Map<string, string[]>();
  for (const s of reading.lateSessions)
    byDeployment.set(s.deploymentId, [...(byDeployment.get(s.deploymentId) ?? []), s.sessionId]);
  const serving = shortId(reading.servingDeploymentId);
  return [...byDeployment].map(([id, sessions]) =>
    style.red(
      `⚠ Deployment ${id} is superseded but started ${sessions.length} session${sessions.length === 1 ? '' : 's'} after ${serving} was ready` +
        `${reading.servingSince ? ` (${reading.servingSince})` : ''}: ${sessions.join(', ')}`,
    ),
  );
}

/** One line on the drain: drained, or what still runs on superseded deployments. */
export function drainText(reading: SessionsReading, style: Style): string {
  if (!reading.complete)
    return style.yellow(
      `Drain: unknown — more active sessions than were read (${reading.activeOnSuperseded}+ on superseded deployments)`,
    );
  if (reading.drained) return `Drain: ${style.green('done')} — no active session on a superseded deployment`;
  const parts = reading.draining.map((d) => `${d.active} on ${shortId(d.deploymentId)}`);
  return style.yellow(`Drain: still draining — ${parts.join(', ')}`);
}
