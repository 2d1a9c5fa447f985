// Why this file is long: sessions and deployments routes on both path families share their readings of a query.
// Sessions of the emulated agents (`GET …/agents/{name}/sessions[/{id}]`, `DELETE …/sessions/{id}`, both path
// families) and the org-scoped deployments list (`GET …/services/{name}/deployments`, what the official CLI's `agent
// deployments` reads). A session belongs to one deployment for its whole life: a new one goes to the deployment that
// serves at that moment — unless the agent's `supersededTakesSessions` fault is on: then, once a new deployment
// serves, every other new session goes to the deployment it replaced (the drain failure Pipecat's docs record).
// Sessions start through the emulator-only controls (sessionControl.ts) or steady traffic, and end when stopped or
// when their duration has run out on the stored clock.
import { nodeCrypto } from './nodeCrypto.js';
import { deploymentEntry, iso } from './agentDetail.js';
import type { Line as LogLine, SessionSpans } from './agentLogs.js';
import { AGENT_NOT_FOUND, notFound } from './agentRules.js';
import type { AgentRow } from './agentStore.js';
import type { AgentsService } from './agents.js';
import type { DeploymentRow } from './deploymentStore.js';
import { servingAfter, timeline } from './deployTimeline.js';
import type { HttpResult } from './rules.js';
import { parseSessionQuery } from './sessionQuery.js';
import { endedAt, type SessionControl, type SessionRow, type SessionStore } from './sessionStore.js';

/** What a session that ended by itself or was stopped reports (the service's values are free text). */
export const DEFAULT_COMPLETION = 'HTTP_COMPLETED';
/** A traffic session without a duration set runs this long (traffic must end somewhere). */
export const DEFAULT_TRAFFIC_SESSION_MS = 60_000;
/** Traffic arrivals created at most per read (a clock that jumped days ahead skips the oldest). */
const MAX_ARRIVALS_PER_READ = 5000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A number in [0, 1) from `text` (stable per session: bot start times, metrics). */
function unit(text: string, salt: string): number {
  return nodeCrypto().createHash('sha256').update(`${salt}:${text}`).digest().readUInt32BE(0) / 2 ** 32;
}

/** The deployment serving at `t` among `list` (oldest first), or null. */
export function servingAt(list: readonly DeploymentRow[], t: number, deployMs: number): DeploymentRow | undefined {
  let latest: DeploymentRow | undefined;
  for (const d of list) if (d.created_at <= t) latest = d;
  const id = servingAfter(latest, t, deployMs);
  return id === null ? undefined : list.find((d) => d.id === id);
}

export class SessionsService {
  constructor(
    readonly agents: AgentsService,
    readonly store: SessionStore,
    /** Duration of sessions started without one when the agent's control sets none (null: until stopped). */
    private readonly defaultSessionMs: number | null = null,
  ) {}

  // ---- public routes ----------------------------------------------------------------------------------

  list(org: string, name: string, rawQuery: Record<string, unknown>): HttpResult {
    const row = this.agents.agents.get(org, name);
    if (!row) return AGENT_NOT_FOUND;
    const query = parseSessionQuery(rawQuery);
    if ('status' in query) return query;
    const now = this.refresh(org, name);
    const { total, rows } = this.store.page(org, name, now, query.filter, query.limit, query.offset);
    return { status: 200, body: { total_count: total, sessions: rows.map((s) => this.json(row, s, now)) } };
  }

  get(org: string, name: string, id: string): HttpResult {
    const row = this.agents.agents.get(org, name);
    if (!row) return AGENT_NOT_FOUND;
    const now = this.refresh(org, name);
    const session = this.store.byId(org, name, id);
    if (!session || session.created_at > now) return notFound('Session not found');
    return {
      status: 200,
      body: { ...this.json(row, session, now), resourceMetrics: metrics(session, now), meetingIds: [] },
    };
  }

  /** `DELETE …/sessions/{id}` → the published StopResponse `{status: "terminated", session_id}`. */
  stop(org: string, name: string, id: string): HttpResult {
    if (!UUID.test(id))
      return { status: 400, body: { error: 'Invalid session ID format', code: 'GENERIC_BAD_REQUEST' } };
    if (!this.agents.agents.get(org, name)) return AGENT_NOT_FOUND;
    return this.store.store.transaction(() => {
      const now = this.refresh(org, name);
      const session = this.store.byId(org, name, id);
      if (!session || session.created_at > now) return notFound('Session not found');
      if (endedAt(session, now) !== null) return notFound('Session has already ended');
      this.store.stop(session, now, null);
      return { status: 200, body: { status: 'terminated', session_id: id } };
    });
  }

  /** `GET …/services/{name}/deployments`: every deployment, newest first. */
  deployments(org: string, name: string): HttpResult {
    const row = this.agents.agents.get(org, name);
    if (!row) return AGENT_NOT_FOUND;
    const now = this.agents.now();
    const list = this.agents.deployments.list(org, name);
    const entries = list.map((d) => {
      const done = timeline(d.created_at, this.agents.deployMs).done;
      return deploymentEntry(row, d, now >= done ? done : d.created_at);
    });
    return { status: 200, body: { deployments: entries.reverse() } };
  }

  // ---- what the detail and the logs read ---------------------------------------------------------------

  /** Active sessions per deployment id at the current time (traffic created first). */
  activeByDeployment(org: string, name: string): Map<string, number> {
    const now = this.refresh(org, name);
    const counts = new Map<string, number>();
    for (const [id, c] of this.store.countsByDeployment(org, name, now)) if (c.active > 0) counts.set(id, c.active);
    return counts;
  }

  /** Log lines of the agent's sessions whose time has come (started, ended), and each deployment's session spans. */
  logLines(org: string, name: string): { lines: LogLine[]; spans: SessionSpans } {
    const now = this.refresh(org, name);
    const lines: LogLine[] = [];
    const spans = new Map<string, Array<[number, number | null]>>();
    for (const s of this.store.all(org, name)) {
      if (s.created_at > now) continue;
      const span = spans.get(s.deployment_id) ?? [];
      span.push([s.created_at, endedAt(s, now)]);
      spans.set(s.deployment_id, span);
      const start = s.cold_start ? `cold start, bot ready in ${s.bot_start_seconds}s` : 'warm start';
      const rank = 1e15 + s.seq * 2;
      lines.push({
        at: s.created_at,
        rank,
        log: `INFO     Session ${s.id} started on deployment ${s.deployment_id} (${start})`,
        deploymentId: s.deployment_id,
        sessionId: s.id,
      });
      const end = endedAt(s, now);
      if (end !== null) {
        const status = s.completion_status ?? DEFAULT_COMPLETION;
        const level = /^5\d\d$|ERROR/i.test(status) ? 'ERROR  ' : 'INFO   ';
        lines.push({
          at: end,
          rank: rank + 1,
          log: `${level}  Session ${s.id} ended: ${status}`,
          deploymentId: s.deployment_id,
          sessionId: s.id,
        });
      }
    }
    return { lines, spans };
  }

  /** Deletes the agent's sessions and session controls (the agent is being deleted). */
  forget(org: string, name: string): void {
    this.store.deleteAgent(org, name);
  }

  // ---- starting sessions --------------------------------------------------------------------------------

  /**
   * Where a new session at `t` goes: `deploymentId` when given, else the serving deployment — or, with the fault on
   * and a deployment it replaced, that one for every other session since it started serving. Undefined: none serves.
   */
  pick(org: string, name: string, t: number, control: SessionControl): DeploymentRow | undefined {
    const list = this.agents.deployments.list(org, name);
    const serving = servingAt(list, t, this.agents.deployMs);
    if (!serving || !control.supersededTakesSessions || serving.serving_before === null) return serving;
    const since = timeline(serving.created_at, this.agents.deployMs).done;
    const old = list.find((d) => d.id === serving.serving_before);
    return old && this.store.startedBetween(org, name, since, t + 1) % 2 === 0 ? old : serving;
  }

  /** Creates one session on `deployment` at `t` (in the caller's transaction). */
  create(row: AgentRow, deployment: DeploymentRow, t: number, durationMs: number | null, cold?: boolean): SessionRow {
    const id = nodeCrypto().randomUUID();
    const busy = this.store.active(row.org, row.name, t).filter((s) => s.deployment_id === deployment.id).length;
    // A warm start takes an idle reserved agent (minAgents); past them a new agent starts cold.
    const coldStart = cold ?? busy >= row.min_agents;
    const session: SessionRow = {
      org: row.org,
      agent: row.name,
      seq: this.store.nextSeq(row.org, row.name),
      id,
      deployment_id: deployment.id,
      created_at: t,
      ended_at: null,
      ends_at: capEnd(row, t, durationMs === null ? null : t + durationMs),
      bot_start_seconds: coldStart ? 2 + Math.floor(unit(id, 'boot') * 4) : Math.floor(unit(id, 'boot') * 2),
      cold_start: coldStart ? 1 : 0,
      completion_status: null,
    };
    this.store.insert(session);
    return session;
  }

  /** The duration a new session gets when none is asked for. */
  defaultDuration(control: SessionControl): number | null {
    return control.sessionDurationMs ?? this.defaultSessionMs;
  }

  /** `--seed-sessions N`: N active sessions on the serving deployment of every agent of `org` that has none. */
  seed(org: string, count: number): void {
    const now = this.agents.now();
    this.store.store.transaction(() => {
      for (const row of this.agents.agents.list(org)) {
        if (this.store.nextSeq(org, row.name) > 1) continue;
        const control = this.store.control(org, row.name);
        const deployment = this.pick(org, row.name, now, control);
        if (!deployment) continue;
        for (let i = 0; i < count; i++) this.create(row, deployment, now, this.defaultDuration(control));
      }
    });
  }

  /** Creates the traffic's sessions whose arrival time has come; the current time. */
  refresh(org: string, name: string): number {
    const now = this.agents.now();
    const first = this.store.control(org, name);
    if (first.sessionsPerMinute <= 0 || first.trafficSince === null || (first.materializedUntil ?? 0) >= now)
      return now;
    this.store.store.transaction(() => {
      // Read again under the write lock: another process sharing the data dir may have created them.
      const control = this.store.control(org, name);
      const row = this.agents.agents.get(org, name);
      if (!row || control.sessionsPerMinute <= 0 || control.trafficSince === null) return;
      const interval = 60_000 / control.sessionsPerMinute;
      const from = Math.max(control.materializedUntil ?? control.trafficSince, control.trafficSince);
      const last = Math.floor((now - control.trafficSince) / interval);
      const firstK = Math.max(
        Math.floor((from - control.trafficSince) / interval) + 1,
        last - MAX_ARRIVALS_PER_READ + 1,
      );
      const duration = this.defaultDuration(control) ?? DEFAULT_TRAFFIC_SESSION_MS;
      for (let k = firstK; k <= last; k++) {
        const t = Math.floor(control.trafficSince + k * interval);
        const deployment = this.pick(org, name, t, control);
        if (deployment) this.create(row, deployment, t, duration);
      }
      this.store.setControl(org, name, { ...control, materializedUntil: now });
    });
    return now;
  }

  json(row: AgentRow, s: SessionRow, now: number): Record<string, unknown> {
    const end = endedAt(s, now);
    return {
      sessionId: s.id,
      serviceId: row.id,
      organizationId: row.org,
      deploymentId: s.deployment_id,
      createdAt: iso(s.created_at),
      endedAt: end === null ? null : iso(end),
      updatedAt: iso(end ?? Math.min(now, s.created_at + s.bot_start_seconds * 1000)),
      botStartSeconds: s.bot_start_seconds,
      coldStart: s.cold_start === 1,
      completionStatus: end === null ? null : (s.completion_status ?? DEFAULT_COMPLETION),
    };
  }
}

/** A session's end within the agent's `maxSessionDuration` (the service ends a session there). */
export function capEnd(row: Pick<AgentRow, 'max_session_seconds'>, start: number, end: number | null): number | null {
  if (row.max_session_seconds === null) return end;
  const cap = start + row.max_session_seconds * 1000;
  return end === null ? cap : Math.min(end, cap);
}

/** Resource metrics of a session (made up, stable per session): a sample every 5 s, at most 60 kept. */
function metrics(s: SessionRow, now: number): Record<string, unknown> {
  const end = endedAt(s, now) ?? now;
  const samples = Math.max(1, Math.floor((end - s.created_at) / 5000) + 1);
  const step = Math.ceil(samples / 60);
  const timeseries: Array<{ t: number; c: number; m: number }> = [];
  for (let i = 0; i < samples; i += step) {
    const r = unit(`${s.id}:${i}`, 'load');
    timeseries.push({
      t: Math.floor((s.created_at + i * 5000) / 1000),
      c: 100 + Math.round(r * 300),
      m: 128 * 2 ** 20 + Math.round(r * 128 * 2 ** 20),
    });
  }
  const pct = (values: number[], p: number) =>
    [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))];
  const cpu = timeseries.map((x) => x.c);
  const mem = timeseries.map((x) => x.m);
  return {
    id: randomUUIDFrom(s.id),
    sessionId: s.id,
    sampleCount: samples,
    cpuMillicoresP50: pct(cpu, 50),
    cpuMillicoresP90: pct(cpu, 90),
    cpuMillicoresP95: pct(cpu, 95),
    cpuMillicoresP99: pct(cpu, 99),
    memoryBytesP50: pct(mem, 50),
    memoryBytesP90: pct(mem, 90),
    memoryBytesP95: pct(mem, 95),
    memoryBytesP99: pct(mem, 99),
    timeseries,
    eventTs: iso(end),
    createdAt: iso(s.created_at),
  };
}

/** A UUID-shaped id derived from another (the metrics record's id stays the same across reads). */
function randomUUIDFrom(text: string): string {
  const hex = nodeCrypto().createHash('sha256').update(`metrics:${text}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
