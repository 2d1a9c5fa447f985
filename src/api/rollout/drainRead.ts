// One read of a draining agent's sessions, for the runner: its active sessions (every deployment, page by page, at
// most 1,000), placed on deployments by the agent's detail (sessionsByDeployment); once no active session is left on
// a superseded deployment, one more read per superseded deployment of the sessions it started since the new one was
// ready (`deploymentId` + `startTime`), so a session that began and ended between two reads is still seen: the
// failure Pipecat's docs record. Every request goes through `lister`, which the runner wraps in its limiter.
import type { AgentDetail } from '../agents/detail.js';
import { readAllSessions, type AgentSession, type SessionLister } from '../agents/sessions.js';
import { sessionsByDeployment } from '../agents/sessionsByDeployment.js';
import { drainReading, type AgentDrain, type DrainReading } from './drain.js';

/** Active sessions read per drain check, at most (more: the reading is incomplete, never "drained"). */
export const DRAIN_MAX_SESSIONS = 1000;

/** When the serving deployment became ready: its revision's `phaseStartedAt` while Active, else when it was seen so. */
function servingSince(detail: AgentDetail | undefined, deploymentId: string | undefined, drain: AgentDrain): string {
  const current = detail?.currentRevision;
  const named = current?.deploymentId ?? detail?.desiredDeploymentId;
  if (current?.phase === 'Active' && current.phaseStartedAt && (deploymentId === undefined || named === deploymentId)) {
    const at = Date.parse(current.phaseStartedAt);
    if (!Number.isNaN(at)) return new Date(Math.min(at, drain.since)).toISOString();
  }
  return new Date(drain.since).toISOString();
}

export async function readDrain(
  lister: SessionLister,
  name: string,
  detail: AgentDetail | undefined,
  agent: { deploymentId?: string; previousDeploymentId?: string; drain: AgentDrain },
  opts: { signal?: AbortSignal } = {},
): Promise<DrainReading> {
  const call = { signal: opts.signal, noRetry: true };
  const since = servingSince(detail, agent.deploymentId, agent.drain);
  const active = await readAllSessions(
    lister,
    name,
    { status: 'active' },
    { ...call, pageSize: 100, maxSessions: DRAIN_MAX_SESSIONS },
  );
  const reading = sessionsByDeployment(active.sessions, detail, { complete: active.complete, servingSince: since });
  if (!reading.drained) return drainReading(reading);
  // Drained by the active sessions: did a superseded deployment start (and end) any since the new one was ready?
  const serving = reading.servingDeploymentId ?? agent.deploymentId;
  const old = new Set(
    [agent.previousDeploymentId, ...agent.drain.old.map((d) => d.deploymentId)].filter(
      (id): id is string => id !== undefined && id !== serving,
    ),
  );
  const started: AgentSession[] = [];
  const startTime = Math.floor(Date.parse(since) / 1000);
  for (const deploymentId of old) {
    const page = await readAllSessions(lister, name, { deploymentId, startTime }, { ...call, maxSessions: 100 });
    started.push(...page.sessions.filter((s) => s.deploymentId === deploymentId));
  }
  const late = sessionsByDeployment(started, detail, { servingSince: since }).lateSessions;
  return drainReading(reading, [...reading.lateSessions, ...late]);
}
