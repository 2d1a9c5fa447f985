// Sessions per deployment (pure): given an agent's sessions and its detail (which deployment is current, which
// previous, their phases), how many sessions are active and ended on each deployment, which one serves, which are
// superseded and still draining, and which sessions a superseded deployment *started* after the serving one was
// ready — the failure Pipecat's docs record. The rollout's drain phase, `agents sessions`, `agents status` and the app
// read the same answer.
import type { AgentDetail } from './detail.js';
import type { AgentSession } from './sessions.js';

/**
 * serving: takes new sessions · rolling-out: the desired deployment, not ready yet · failed: the desired deployment
 * failed (the previous one serves) · superseded: an older deployment · unknown: the detail does not tell.
 */
export type DeploymentRole = 'serving' | 'rolling-out' | 'failed' | 'superseded' | 'unknown';

export interface DeploymentSessions {
  deploymentId: string;
  role: DeploymentRole;
  /** Its revision phase when the detail names it (current or previous revision). */
  phase?: string;
  active: number;
  ended: number;
  /** The newest session start on it (ISO), if any. */
  lastStartedAt?: string;
}

export interface LateSession {
  sessionId: string;
  deploymentId: string;
  createdAt: string;
  active: boolean;
}

export interface SessionsReading {
  servingDeploymentId: string | null;
  /** When the serving deployment became ready (its revision's `phaseStartedAt` while Active), if known. */
  servingSince: string | null;
  /** Serving first, then rolling out / failed, then superseded ones (newest session first), then unknown. */
  deployments: DeploymentSessions[];
  /** Active sessions on superseded deployments. */
  activeOnSuperseded: number;
  /** Superseded deployments that still have active sessions. */
  draining: DeploymentSessions[];
  /** Sessions a superseded deployment started after the serving one was ready (empty when that time is unknown). */
  lateSessions: LateSession[];
  /** False when the sessions given were not all there are: counts are then lower bounds, and `drained` is false. */
  complete: boolean;
  /** No superseded deployment has an active session, and the reading is complete. */
  drained: boolean;
}

export interface SessionsReadingOptions {
  /** False when the sessions were cut short (a page limit). Default true. */
  complete?: boolean;
  /** When the serving deployment was first seen ready (overrides the detail's `phaseStartedAt`). */
  servingSince?: string;
  /** Ended-session counts per deployment from elsewhere (e.g. `total_count` of `status=ended&deploymentId=`). */
  endedByDeployment?: ReadonlyMap<string, number>;
}

type RevisionView = Pick<AgentDetail, 'desiredDeploymentId' | 'currentRevision' | 'previousRevision' | 'ready'>;

const ROLE_ORDER: Record<DeploymentRole, number> = {
  serving: 0,
  'rolling-out': 1,
  failed: 1,
  superseded: 2,
  unknown: 3,
};

/** Which deployment serves, and the role and phase of the ones the detail names. */
function rolesOf(detail: RevisionView | undefined): {
  serving: string | null;
  since: string | null;
  named: Map<string, { role: DeploymentRole; phase?: string }>;
} {
  const named = new Map<string, { role: DeploymentRole; phase?: string }>();
  if (!detail) return { serving: null, since: null, named };
  const current = detail.currentRevision;
  const previous = detail.previousRevision;
  const currentId = current?.deploymentId ?? detail.desiredDeploymentId;
  const phase = current?.phase;
  const currentServes = phase === 'Active' || (phase === undefined && detail.ready === true);
  let serving: string | null = null;
  let since: string | null = null;
  if (currentId && currentServes) {
    serving = currentId;
    since = phase === 'Active' ? (current?.phaseStartedAt ?? null) : null;
    named.set(currentId, { role: 'serving', phase });
    if (previous?.deploymentId && previous.deploymentId !== currentId)
      named.set(previous.deploymentId, { role: 'superseded', phase: previous.phase });
  } else {
    if (currentId) named.set(currentId, { role: phase === 'Failed' ? 'failed' : 'rolling-out', phase });
    // While the new one rolls out (or after it failed), the previous revision still takes sessions.
    if (previous?.deploymentId && previous.deploymentId !== currentId) {
      const takes = previous.phase === undefined || previous.phase === 'Active' || previous.phase === 'Draining';
      named.set(previous.deploymentId, { role: takes ? 'serving' : 'superseded', phase: previous.phase });
      if (takes) serving = previous.deploymentId;
    }
  }
  return { serving, since, named };
}

export function sessionsByDeployment(
  sessions: readonly AgentSession[],
  detail?: RevisionView,
  opts: SessionsReadingOptions = {},
): SessionsReading {
  const { serving, since: detailSince, named } = rolesOf(detail);
  const servingSince = opts.servingSince ?? detailSince;
  const sinceMs = servingSince ? Date.parse(servingSince) : Number.NaN;
  const rows = new Map<string, DeploymentSessions>();
  const row = (id: string): DeploymentSessions => {
    let found = rows.get(id);
    if (!found) {
      const known = named.get(id);
      const role: DeploymentRole = known?.role ?? (detail ? 'superseded' : 'unknown');
      found = {
        deploymentId: id,
        role,
        ...(known?.phase !== undefined ? { phase: known.phase } : {}),
        active: 0,
        ended: 0,
      };
      rows.set(id, found);
    }
    return found;
  };
  for (const id of named.keys()) row(id);
  const lateSessions: LateSession[] = [];
  for (const s of sessions) {
    if (!s.deploymentId) continue;
    const r = row(s.deploymentId);
    if (s.active) r.active++;
    else r.ended++;
    if (s.createdAt && (!r.lastStartedAt || Date.parse(s.createdAt) > Date.parse(r.lastStartedAt)))
      r.lastStartedAt = s.createdAt;
    if (r.role === 'superseded' && s.createdAt && !Number.isNaN(sinceMs) && Date.parse(s.createdAt) > sinceMs) {
      lateSessions.push({
        sessionId: s.sessionId,
        deploymentId: s.deploymentId,
        createdAt: s.createdAt,
        active: s.active,
      });
    }
  }
  if (opts.endedByDeployment) for (const [id, n] of opts.endedByDeployment) row(id).ended = Math.max(row(id).ended, n);
  const deployments = [...rows.values()].sort(
    (a, b) =>
      ROLE_ORDER[a.role] - ROLE_ORDER[b.role] ||
      (Date.parse(b.lastStartedAt ?? '') || 0) - (Date.parse(a.lastStartedAt ?? '') || 0),
  );
  const draining = deployments.filter((d) => d.role === 'superseded' && d.active > 0);
  const activeOnSuperseded = draining.reduce((n, d) => n + d.active, 0);
  const complete = opts.complete ?? true;
  return {
    servingDeploymentId: serving,
    servingSince,
    deployments,
    activeOnSuperseded,
    draining,
    lateSessions,
    complete,
    drained: complete && activeOnSuperseded === 0,
  };
}
