// SQLite tables of the emulated agents' sessions: one row per session, tied to one deployment for its whole life,
// and the emulator-only session controls of an agent (the fault that keeps a superseded deployment taking new
// sessions, the default duration, steady traffic). Whether a session is active is derived at read time from its
// times (`ended_at`: stopped; `ends_at`: its scheduled end on the stored clock), so it holds across restarts and
// for every process sharing the data dir.
import type Database from './sqlite/database.js';
import type { EmulatorStore } from './store.js';
import { lazyStatements } from './lazyStatements.js';

export interface SessionRow {
  org: string;
  agent: string;
  /** 1, 2, 3 … per agent, in creation order (orders sessions started in the same millisecond). */
  seq: number;
  id: string;
  deployment_id: string;
  created_at: number;
  /** When it was stopped (DELETE, the end control); null: not stopped. */
  ended_at: number | null;
  /** When it ends by itself (its duration ran out); null: runs until stopped. */
  ends_at: number | null;
  bot_start_seconds: number;
  cold_start: number;
  /** What it ended with; null: the default (HTTP_COMPLETED) once it has ended. */
  completion_status: string | null;
}

export interface SessionControl {
  /** New sessions alternate onto the deployment the serving one replaced (the drain failure). */
  supersededTakesSessions: boolean;
  /** Duration of new sessions started without one (ms); null: they run until stopped. */
  sessionDurationMs: number | null;
  /** Steady traffic: new sessions per minute on the stored clock (0: none). */
  sessionsPerMinute: number;
  /** When the traffic started (ms). */
  trafficSince: number | null;
  /** Sessions of the traffic have been created up to this time (ms). */
  materializedUntil: number | null;
}

export const NO_SESSION_CONTROL: SessionControl = {
  supersededTakesSessions: false,
  sessionDurationMs: null,
  sessionsPerMinute: 0,
  trafficSince: null,
  materializedUntil: null,
};

/** The filters of a list; null = not filtered. Times in ms. */
export interface SessionFilter {
  deploymentId: string | null;
  /** 1: active only, 0: ended only. */
  active: number | null;
  /** 1: cold starts only, 0: warm only. */
  cold: number | null;
  from: number | null;
  to: number | null;
  botMin: number | null;
  botMax: number | null;
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS agent_sessions (
  org TEXT NOT NULL,
  agent TEXT NOT NULL,
  seq INTEGER NOT NULL,
  id TEXT NOT NULL,
  deployment_id TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  ended_at INTEGER,
  ends_at INTEGER,
  bot_start_seconds INTEGER NOT NULL,
  cold_start INTEGER NOT NULL,
  completion_status TEXT,
  PRIMARY KEY (org, agent, seq)
) WITHOUT ROWID;
CREATE UNIQUE INDEX IF NOT EXISTS agent_sessions_id ON agent_sessions (org, agent, id);
CREATE INDEX IF NOT EXISTS agent_sessions_created ON agent_sessions (org, agent, created_at);
CREATE TABLE IF NOT EXISTS agent_session_controls (
  org TEXT NOT NULL,
  name TEXT NOT NULL,
  superseded_takes INTEGER NOT NULL DEFAULT 0,
  duration_ms INTEGER,
  per_minute REAL NOT NULL DEFAULT 0,
  traffic_since INTEGER,
  materialized_until INTEGER,
  PRIMARY KEY (org, name)
) WITHOUT ROWID;
`;

/** Active at @now: created by then, neither stopped nor run out by then. */
const ACTIVE = '(created_at <= @now AND COALESCE(ended_at, 9e15) > @now AND COALESCE(ends_at, 9e15) > @now)';
const FILTER = `org = @org AND agent = @agent AND created_at <= @now
  AND (@deploymentId IS NULL OR deployment_id = @deploymentId)
  AND (@cold IS NULL OR cold_start = @cold)
  AND (@from IS NULL OR created_at >= @from)
  AND (@to IS NULL OR created_at <= @to)
  AND (@botMin IS NULL OR bot_start_seconds >= @botMin)
  AND (@botMax IS NULL OR bot_start_seconds <= @botMax)
  AND (@active IS NULL OR ${ACTIVE} = @active)`;

type FilterParams = SessionFilter & { org: string; agent: string; now: number };

export class SessionStore {
  private readonly stmts;

  constructor(readonly store: EmulatorStore) {
    const db: Database.Database = store.db;
    if (!store.schemaCurrent) db.exec(SCHEMA);
    this.stmts = lazyStatements({
      page: () =>
        db.prepare<FilterParams & { limit: number; offset: number }, SessionRow>(
          `SELECT * FROM agent_sessions WHERE ${FILTER} ORDER BY created_at DESC, seq DESC LIMIT @limit OFFSET @offset`,
        ),
      count: () => db.prepare<FilterParams, number>(`SELECT COUNT(*) FROM agent_sessions WHERE ${FILTER}`).pluck(),
      byId: () =>
        db.prepare<[string, string, string], SessionRow>(
          'SELECT * FROM agent_sessions WHERE org = ? AND agent = ? AND id = ?',
        ),
      active: () =>
        db.prepare<{ org: string; agent: string; now: number }, SessionRow>(
          `SELECT * FROM agent_sessions WHERE org = @org AND agent = @agent AND ${ACTIVE} ORDER BY seq`,
        ),
      countsByDeployment: () =>
        db.prepare<
          { org: string; agent: string; now: number },
          { deployment_id: string; active: number; total: number }
        >(
          `SELECT deployment_id, SUM(${ACTIVE}) AS active, COUNT(*) AS total FROM agent_sessions
         WHERE org = @org AND agent = @agent AND created_at <= @now GROUP BY deployment_id`,
        ),
      startedBetween: () =>
        db
          .prepare<[string, string, number, number], number>(
            'SELECT COUNT(*) FROM agent_sessions WHERE org = ? AND agent = ? AND created_at >= ? AND created_at < ?',
          )
          .pluck(),
      all: () =>
        db.prepare<[string, string], SessionRow>(
          'SELECT * FROM agent_sessions WHERE org = ? AND agent = ? ORDER BY seq',
        ),
      lastSeq: () =>
        db
          .prepare<[string, string], number>(
            'SELECT COALESCE(MAX(seq), 0) FROM agent_sessions WHERE org = ? AND agent = ?',
          )
          .pluck(),
      insert: () =>
        db.prepare(
          `INSERT INTO agent_sessions (org, agent, seq, id, deployment_id, created_at, ended_at, ends_at, bot_start_seconds, cold_start, completion_status)
         VALUES (@org, @agent, @seq, @id, @deployment_id, @created_at, @ended_at, @ends_at, @bot_start_seconds, @cold_start, @completion_status)`,
        ),
      stop: () =>
        db.prepare<{ org: string; agent: string; seq: number; at: number; status: string | null }>(
          'UPDATE agent_sessions SET ended_at = @at, completion_status = COALESCE(@status, completion_status) WHERE org = @org AND agent = @agent AND seq = @seq',
        ),
      setEnd: () =>
        db.prepare<{ org: string; agent: string; seq: number; endsAt: number | null }>(
          'UPDATE agent_sessions SET ends_at = @endsAt WHERE org = @org AND agent = @agent AND seq = @seq',
        ),
      deleteAgent: () => db.prepare('DELETE FROM agent_sessions WHERE org = ? AND agent = ?'),
      control: () =>
        db.prepare<[string, string], SessionControl>(
          `SELECT superseded_takes = 1 AS supersededTakesSessions, duration_ms AS sessionDurationMs, per_minute AS sessionsPerMinute,
           traffic_since AS trafficSince, materialized_until AS materializedUntil FROM agent_session_controls WHERE org = ? AND name = ?`,
        ),
      setControl: () =>
        db.prepare(
          `INSERT INTO agent_session_controls (org, name, superseded_takes, duration_ms, per_minute, traffic_since, materialized_until)
         VALUES (@org, @name, @superseded, @sessionDurationMs, @sessionsPerMinute, @trafficSince, @materializedUntil)
         ON CONFLICT(org, name) DO UPDATE SET superseded_takes = excluded.superseded_takes, duration_ms = excluded.duration_ms,
           per_minute = excluded.per_minute, traffic_since = excluded.traffic_since, materialized_until = excluded.materialized_until`,
        ),
      deleteControl: () => db.prepare('DELETE FROM agent_session_controls WHERE org = ? AND name = ?'),
    });
  }

  /** One page, newest first, and how many match in all. */
  page(
    org: string,
    agent: string,
    now: number,
    filter: SessionFilter,
    limit: number,
    offset: number,
  ): { total: number; rows: SessionRow[] } {
    const params = { ...filter, org, agent, now };
    return { total: this.stmts.count.get(params) ?? 0, rows: this.stmts.page.all({ ...params, limit, offset }) };
  }

  byId(org: string, agent: string, id: string): SessionRow | undefined {
    return this.stmts.byId.get(org, agent, id);
  }

  /** Active at `now`, oldest first. */
  active(org: string, agent: string, now: number): SessionRow[] {
    return this.stmts.active.all({ org, agent, now });
  }

  /** Oldest first, whatever their state. */
  all(org: string, agent: string): SessionRow[] {
    return this.stmts.all.all(org, agent);
  }

  /** Per deployment: sessions active at `now`, and all sessions started by then. */
  countsByDeployment(org: string, agent: string, now: number): Map<string, { active: number; total: number }> {
    const rows = this.stmts.countsByDeployment.all({ org, agent, now });
    return new Map(rows.map((r) => [r.deployment_id, { active: r.active, total: r.total }]));
  }

  /** Sessions of the agent started in [from, to). */
  startedBetween(org: string, agent: string, from: number, to: number): number {
    return this.stmts.startedBetween.get(org, agent, from, to) ?? 0;
  }

  nextSeq(org: string, agent: string): number {
    return (this.stmts.lastSeq.get(org, agent) ?? 0) + 1;
  }

  insert(row: SessionRow): void {
    this.stmts.insert.run(row);
  }

  stop(row: SessionRow, at: number, status: string | null): void {
    this.stmts.stop.run({ org: row.org, agent: row.agent, seq: row.seq, at, status });
  }

  setEnd(row: SessionRow, endsAt: number | null): void {
    this.stmts.setEnd.run({ org: row.org, agent: row.agent, seq: row.seq, endsAt });
  }

  /** Deletes the agent's sessions and its session controls. */
  deleteAgent(org: string, agent: string): void {
    this.stmts.deleteAgent.run(org, agent);
    this.stmts.deleteControl.run(org, agent);
  }

  control(org: string, name: string): SessionControl {
    const row = this.stmts.control.get(org, name);
    return row ? { ...row, supersededTakesSessions: Boolean(row.supersededTakesSessions) } : NO_SESSION_CONTROL;
  }

  setControl(org: string, name: string, control: SessionControl): void {
    this.stmts.setControl.run({ org, name, ...control, superseded: control.supersededTakesSessions ? 1 : 0 });
  }
}

/** When `row` ended by `now` (null: still active). */
export function endedAt(row: Pick<SessionRow, 'ended_at' | 'ends_at'>, now: number): number | null {
  const end = Math.min(row.ended_at ?? Number.POSITIVE_INFINITY, row.ends_at ?? Number.POSITIVE_INFINITY);
  return end <= now ? end : null;
}
