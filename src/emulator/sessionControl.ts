// Emulator-only controls of an agent's sessions (not part of the service): start N sessions (on the serving
// deployment or a named one), end sessions, give active sessions a duration so they end on the stored clock, and
// the agent's session settings — the fault that keeps a superseded deployment taking new sessions, the default
// duration, steady traffic — which `PUT /_emulator/agents/:name` takes next to the deployment controls.
import { AGENT_NOT_FOUND, bad, notFound } from './agentRules.js';
import { iso } from './agentDetail.js';
import { outcomeAt } from './deployTimeline.js';
import { isPlainObject, type HttpResult } from './rules.js';
import { capEnd, type SessionsService } from './sessions.js';
import { endedAt, type SessionControl, type SessionRow } from './sessionStore.js';

export const MAX_START = 1000;
/** Longest duration a control gives (a week). */
export const MAX_SESSION_MS = 7 * 24 * 3600 * 1000;
export const MAX_SESSIONS_PER_MINUTE = 6000;
export const SESSION_CONTROL_FIELDS: ReadonlySet<string> = new Set([
  'supersededTakesSessions',
  'sessionDurationMs',
  'sessionsPerMinute',
]);

const conflict = (error: string): HttpResult => ({ status: 409, body: { error, code: 'CONFLICT' } });
const isDuration = (v: unknown): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= MAX_SESSION_MS;

/** The session part of a `PUT /_emulator/agents/:name` body applied to `current`, or a 400 naming the field. */
export function parseSessionControl(
  body: Record<string, unknown>,
  current: SessionControl,
  now: number,
): SessionControl | HttpResult {
  const next = { ...current };
  if (body.supersededTakesSessions !== undefined) {
    if (typeof body.supersededTakesSessions !== 'boolean') return bad('supersededTakesSessions must be true or false');
    next.supersededTakesSessions = body.supersededTakesSessions;
  }
  if (body.sessionDurationMs !== undefined) {
    if (body.sessionDurationMs !== null && !isDuration(body.sessionDurationMs)) {
      return bad(
        `sessionDurationMs must be a whole number of milliseconds from 0 to ${MAX_SESSION_MS}, or null (until stopped)`,
      );
    }
    next.sessionDurationMs = body.sessionDurationMs;
  }
  if (body.sessionsPerMinute !== undefined) {
    const rate = body.sessionsPerMinute;
    if (typeof rate !== 'number' || !Number.isFinite(rate) || rate < 0 || rate > MAX_SESSIONS_PER_MINUTE) {
      return bad(`sessionsPerMinute must be a number from 0 to ${MAX_SESSIONS_PER_MINUTE} (0: no traffic)`);
    }
    // A new rate counts from now (the sessions of the old rate up to now were created before this change).
    next.sessionsPerMinute = rate;
    next.trafficSince = rate > 0 ? now : null;
    next.materializedUntil = rate > 0 ? now : null;
  }
  return next;
}

export function sessionControlJson(control: SessionControl): Record<string, unknown> {
  return {
    supersededTakesSessions: control.supersededTakesSessions,
    sessionDurationMs: control.sessionDurationMs,
    sessionsPerMinute: control.sessionsPerMinute,
  };
}

/** The body's fields, or a refusal naming what is wrong (not an object, unknown fields). */
function checkFields(
  body: unknown,
  allowed: readonly string[],
  shape: string,
): { fields: Record<string, unknown> } | { refusal: HttpResult } {
  if (body === undefined) return { fields: {} };
  if (!isPlainObject(body)) return { refusal: bad(`The body must be a JSON object: ${shape}`) };
  const unknown = Object.keys(body).filter((key) => !allowed.includes(key));
  if (unknown.length > 0)
    return { refusal: bad(`Unknown field(s) ${unknown.join(', ')}: expected ${allowed.join(', ')}`) };
  return { fields: body };
}

/** `sessionIds` (a list of strings) and `deploymentId` (a string) of a body; a 400 when malformed. */
function selector(body: Record<string, unknown>): { ids?: ReadonlySet<string>; deploymentId?: string } | HttpResult {
  const { sessionIds, deploymentId } = body;
  if (sessionIds !== undefined && (!Array.isArray(sessionIds) || !sessionIds.every((id) => typeof id === 'string'))) {
    return bad('sessionIds must be a list of session ids');
  }
  if (deploymentId !== undefined && (typeof deploymentId !== 'string' || deploymentId === ''))
    return bad('deploymentId must be a deployment id');
  return {
    ...(sessionIds ? { ids: new Set(sessionIds as string[]) } : {}),
    ...(deploymentId ? { deploymentId: deploymentId as string } : {}),
  };
}

export class SessionControls {
  constructor(private readonly sessions: SessionsService) {}

  /** `POST /_emulator/agents/:name/sessions` `{count?, deploymentId?, durationMs?, coldStart?}`. */
  start(org: string, name: string, raw: unknown): HttpResult {
    const checked = checkFields(
      raw,
      ['count', 'deploymentId', 'durationMs', 'coldStart'],
      '{count?, deploymentId?, durationMs?, coldStart?}',
    );
    if ('refusal' in checked) return checked.refusal;
    const body = checked.fields;
    const count = body.count ?? 1;
    if (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || count > MAX_START)
      return bad(`count must be a whole number from 1 to ${MAX_START}`);
    if (body.durationMs !== undefined && body.durationMs !== null && !isDuration(body.durationMs)) {
      return bad(
        `durationMs must be a whole number of milliseconds from 0 to ${MAX_SESSION_MS}, or null (until stopped)`,
      );
    }
    if (body.coldStart !== undefined && typeof body.coldStart !== 'boolean')
      return bad('coldStart must be true or false');
    const picked = selector(body);
    if ('status' in picked) return picked;
    const { sessions } = this;
    const row = sessions.agents.agents.get(org, name);
    if (!row) return AGENT_NOT_FOUND;
    return sessions.store.store.transaction(() => {
      const now = sessions.refresh(org, name);
      const control = sessions.store.control(org, name);
      const list = sessions.agents.deployments.list(org, name);
      let named;
      if (picked.deploymentId !== undefined) {
        const index = list.findIndex((d) => d.id === picked.deploymentId);
        if (index < 0) return notFound(`Deployment ${picked.deploymentId} is not a deployment of agent '${name}'`);
        named = list[index];
        if (outcomeAt(named, list[index + 1], now, sessions.agents.deployMs) !== 'ready') {
          return conflict(
            `Deployment ${named.id} never served (it failed, is still deploying, or was replaced before it was ready)`,
          );
        }
      }
      const duration =
        body.durationMs === undefined ? sessions.defaultDuration(control) : (body.durationMs as number | null);
      const started: SessionRow[] = [];
      for (let i = 0; i < count; i++) {
        const deployment = named ?? sessions.pick(org, name, now, control);
        if (!deployment)
          return conflict(`No deployment of agent '${name}' is serving yet: wait until it is ready, or name one`);
        started.push(sessions.create(row, deployment, now, duration, body.coldStart as boolean | undefined));
      }
      return {
        status: 200,
        body: {
          name,
          sessions: started.map((s) => ({
            sessionId: s.id,
            deploymentId: s.deployment_id,
            createdAt: iso(s.created_at),
            endsAt: s.ends_at === null ? null : iso(s.ends_at),
            coldStart: s.cold_start === 1,
          })),
        },
      };
    });
  }

  /** `POST /_emulator/agents/:name/sessions/end` `{sessionIds?, deploymentId?, completionStatus?}`; `{}` ends every active one. */
  end(org: string, name: string, raw: unknown): HttpResult {
    const checked = checkFields(
      raw,
      ['sessionIds', 'deploymentId', 'completionStatus'],
      '{sessionIds?, deploymentId?, completionStatus?}',
    );
    if ('refusal' in checked) return checked.refusal;
    const body = checked.fields;
    const status = body.completionStatus;
    if (status !== undefined && (typeof status !== 'string' || status.trim() === '' || status.length > 200)) {
      return bad('completionStatus must be a short text (1 to 200 characters), e.g. HTTP_COMPLETED, HTTP_ERROR or 500');
    }
    return this.onActive(
      org,
      name,
      body,
      (session, now) => this.sessions.store.stop(session, now, (status as string | undefined) ?? null),
      'ended',
    );
  }

  /** `PATCH /_emulator/agents/:name/sessions` `{durationMs, sessionIds?, deploymentId?}`: when active ones end. */
  durations(org: string, name: string, raw: unknown): HttpResult {
    const checked = checkFields(
      raw,
      ['durationMs', 'sessionIds', 'deploymentId'],
      '{durationMs, sessionIds?, deploymentId?}',
    );
    if ('refusal' in checked) return checked.refusal;
    const body = checked.fields;
    const duration = body.durationMs;
    if (duration !== null && !isDuration(duration)) {
      return bad(
        `durationMs must be a whole number of milliseconds from 0 to ${MAX_SESSION_MS}, or null (until stopped)`,
      );
    }
    // A session never ends in the past: one whose new duration has already run out ends now. The agent's
    // maxSessionDuration still caps it.
    const row = this.sessions.agents.agents.get(org, name);
    return this.onActive(
      org,
      name,
      body,
      (session, now) => {
        const end = duration === null ? null : Math.max(session.created_at + duration, now);
        this.sessions.store.setEnd(session, row ? capEnd(row, session.created_at, end) : end);
      },
      'changed',
    );
  }

  /** `--superseded-sessions NAME` at start-up (the agent may not exist yet). */
  setFault(org: string, name: string, on: boolean): void {
    const { store } = this.sessions;
    store.store.transaction(() =>
      store.setControl(org, name, { ...store.control(org, name), supersededTakesSessions: on }),
    );
  }

  /** `--session-rate N`: traffic on every agent of `org` (from now). */
  setTraffic(org: string, perMinute: number): void {
    const { store, agents } = this.sessions;
    const now = agents.now();
    store.store.transaction(() => {
      for (const row of agents.agents.list(org)) {
        const control = store.control(org, row.name);
        if (control.sessionsPerMinute === perMinute) continue;
        store.setControl(org, row.name, {
          ...control,
          sessionsPerMinute: perMinute,
          trafficSince: now,
          materializedUntil: now,
        });
      }
    });
  }

  /** Applies `change` to the active sessions `body` selects; 404 naming ids that are not the agent's. */
  private onActive(
    org: string,
    name: string,
    body: Record<string, unknown>,
    change: (s: SessionRow, now: number) => void,
    verb: string,
  ): HttpResult {
    const picked = selector(body);
    if ('status' in picked) return picked;
    const { sessions } = this;
    if (!sessions.agents.agents.get(org, name)) return AGENT_NOT_FOUND;
    return sessions.store.store.transaction(() => {
      const now = sessions.refresh(org, name);
      const all = sessions.store.all(org, name).filter((s) => s.created_at <= now);
      if (picked.ids) {
        const known = new Set(all.map((s) => s.id));
        const missing = [...picked.ids].filter((id) => !known.has(id));
        if (missing.length > 0) return notFound(`Not sessions of agent '${name}': ${missing.join(', ')}`);
      }
      const chosen = all.filter(
        (s) =>
          (!picked.ids || picked.ids.has(s.id)) && (!picked.deploymentId || s.deployment_id === picked.deploymentId),
      );
      const active = chosen.filter((s) => endedAt(s, now) === null);
      for (const s of active) change(s, now);
      const inactive = chosen.filter((s) => !active.includes(s));
      return {
        status: 200,
        body: {
          name,
          [verb]: active.map((s) => {
            const after = sessions.store.byId(org, name, s.id)!;
            const end = endedAt(after, now);
            return {
              sessionId: s.id,
              deploymentId: s.deployment_id,
              endsAt: after.ends_at === null ? null : iso(after.ends_at),
              endedAt: end === null ? null : iso(end),
            };
          }),
          ...(picked.ids ? { alreadyEnded: inactive.filter((s) => picked.ids!.has(s.id)).map((s) => s.id) } : {}),
        },
      };
    });
  }
}
