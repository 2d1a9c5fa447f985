// One read of a draining agent's sessions, for the runner: its active sessions (every deployment, page by page, at
// most 1,000), placed on deployments by the agent's detail (sessionsByDeployment); once no active session is left on
// a superseded deployment, one more read per superseded deployment of the sessions it started since the new one was
// ready (`deploymentId` + `startTime`), so a session that began and ended between two reads is still seen: the
// failure Pipecat's docs record. When the agent's detail counts no active session, that read goes out with the
// first rather than after it. Every request goes through `lister`, which the runner wraps in its limiter.
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
  /** The superseded deployments' sessions started since the new one was ready, read one deployment at a time. */
  const readLate = async (old: ReadonlySet<string>) => {
    const started: AgentSession[] = [];
    const startTime = Math.floor(Date.parse(since) / 1000);
    for (const deploymentId of old) {
      const page = await readAllSessions(lister, name, { deploymentId, startTime }, { ...call, maxSessions: 100 });
      started.push(...page.sessions.filter((s) => s.deploymentId === deploymentId));
    }
    return started;
  };
  const superseded = (serving: string | undefined) =>
    new Set(
      [agent.previousDeploymentId, ...agent.drain.old.map((d) => d.deploymentId)].filter(
        (id): id is string => id !== undefined && id !== serving,
      ),
    );
  // When the agent's newest detail counts no active session, the active read will most likely find it drained:
  // the late read goes out just after it (one round trip less at the end of a rollout). Answered in that order, the
  // two see what the sequential reads see; the other way round, a session that starts and ends within the few
  // milliseconds between them is missed, as one after the last read always is.
  const activeRead = readAllSessions(
    lister,
    name,
    { status: 'active' },
    { ...call, pageSize: 100, maxSessions: DRAIN_MAX_SESSIONS },
  );
  const guessed = detail?.activeSessionCount === 0 ? superseded(agent.deploymentId) : undefined;
  const early = guessed && guessed.size > 0 ? readLate(guessed) : undefined;
  early?.catch(() => {}); // awaited below when used; a rejection of an unused guess is not an error
  const active = await activeRead;
  const reading = sessionsByDeployment(active.sessions, detail, { complete: active.complete, servingSince: since });
  if (!reading.drained) return drainReading(reading);
  // Drained by the active sessions: did a superseded deployment start (and end) any since the new one was ready?
  const old = superseded(reading.servingDeploymentId ?? agent.deploymentId);
  const started = early && sameIds(old, guessed!) ? await early : await readLate(old);
  const late = sessionsByDeployment(started, detail, { servingSince: since }).lateSessions;
  return drainReading(reading, [...reading.lateSessions, ...late]);
}

const sameIds = (a: ReadonlySet<string>, b: ReadonlySet<string>) =>
  a.size === b.size && [...a].every((id) => b.has(id));
