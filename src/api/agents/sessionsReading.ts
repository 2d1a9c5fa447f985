// Reading an agent's sessions per deployment: every active session (paged), then the ended count of each deployment
// named, and the pure reading of sessionsByDeployment.ts over them. `agents sessions`, `agents status` and the app's
// Agents screen read the same.
import type { AgentDetail, AgentsApi } from './client.js';
import { readAllSessions } from './sessions.js';
import { sessionsByDeployment, type SessionsReading } from './sessionsByDeployment.js';

/** Deployments whose ended sessions are counted (one request each). */
const MAX_COUNTED = 8;

export interface SessionsRead {
  reading: SessionsReading;
  /** Sessions read (active ones, newest first). */
  activeIds: number;
}

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
