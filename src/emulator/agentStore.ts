// SQLite tables of the emulator's agents (services), next to the secret sets in the same database: the agent with
// its current (desired) configuration, and the emulator-only controls (failing deployments, live sessions).
import type Database from './sqlite/database.js';
import { addColumn, type EmulatorStore } from './store.js';
import { lazyStatements } from './lazyStatements.js';

export interface AgentRow {
  org: string;
  name: string;
  id: string;
  region: string;
  image: string;
  node_type: string;
  agent_profile: string;
  min_agents: number;
  max_agents: number;
  secret_set: string | null;
  pull_secret_set: string | null;
  deployment_id: string;
  created_at: number;
  updated_at: number;
  /** `maxSessionDuration` (seconds); null: the platform default. */
  max_session_seconds: number | null;
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS agents (
  org TEXT NOT NULL,
  name TEXT NOT NULL,
  id TEXT NOT NULL,
  region TEXT NOT NULL,
  image TEXT NOT NULL,
  node_type TEXT NOT NULL,
  agent_profile TEXT NOT NULL,
  min_agents INTEGER NOT NULL,
  max_agents INTEGER NOT NULL,
  secret_set TEXT,
  pull_secret_set TEXT,
  deployment_id TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  max_session_seconds INTEGER,
  PRIMARY KEY (org, name)
) WITHOUT ROWID;
-- Emulator-only controls (PUT /_emulator/agents/:name, --fail-agent); a row may exist before its agent does.
CREATE TABLE IF NOT EXISTS agent_controls (
  org TEXT NOT NULL,
  name TEXT NOT NULL,
  fail_deployments TEXT,
  active_sessions INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (org, name)
) WITHOUT ROWID;
`;

export interface AgentControl {
  /** New deployments end Failed with this message; null: they succeed (unless the image name holds `fail`). */
  failDeployments: string | null;
  activeSessionCount: number;
}

const NO_CONTROL: AgentControl = { failDeployments: null, activeSessionCount: 0 };

export class AgentStore {
  private readonly stmts;

  constructor(readonly store: EmulatorStore) {
    const db: Database.Database = store.db;
    if (!store.schemaCurrent) {
      db.exec(SCHEMA);
      // A data dir from before max_session_seconds: add the column (null: the platform default).
      addColumn(db, 'agents', 'max_session_seconds', 'INTEGER');
    }
    this.stmts = lazyStatements({
      list: () => db.prepare<[string], AgentRow>('SELECT * FROM agents WHERE org = ? ORDER BY name'),
      listInRegion: () =>
        db.prepare<[string, string], AgentRow>('SELECT * FROM agents WHERE org = ? AND region = ? ORDER BY name'),
      get: () => db.prepare<[string, string], AgentRow>('SELECT * FROM agents WHERE org = ? AND name = ?'),
      count: () => db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM agents'),
      upsert: () =>
        db.prepare(
          `INSERT INTO agents (org, name, id, region, image, node_type, agent_profile, min_agents, max_agents, secret_set,
           pull_secret_set, deployment_id, created_at, updated_at, max_session_seconds)
         VALUES (@org, @name, @id, @region, @image, @node_type, @agent_profile, @min_agents, @max_agents, @secret_set,
           @pull_secret_set, @deployment_id, @created_at, @updated_at, @max_session_seconds)
         ON CONFLICT(org, name) DO UPDATE SET image = excluded.image, node_type = excluded.node_type,
           max_session_seconds = excluded.max_session_seconds,
           agent_profile = excluded.agent_profile, min_agents = excluded.min_agents, max_agents = excluded.max_agents,
           secret_set = excluded.secret_set, pull_secret_set = excluded.pull_secret_set,
           deployment_id = excluded.deployment_id, updated_at = excluded.updated_at`,
        ),
      delete: () => db.prepare('DELETE FROM agents WHERE org = ? AND name = ?'),
      control: () =>
        db.prepare<[string, string], AgentControl>(
          'SELECT fail_deployments AS failDeployments, active_sessions AS activeSessionCount FROM agent_controls WHERE org = ? AND name = ?',
        ),
      setControl: () =>
        db.prepare(
          `INSERT INTO agent_controls (org, name, fail_deployments, active_sessions) VALUES (@org, @name, @failDeployments, @activeSessionCount)
         ON CONFLICT(org, name) DO UPDATE SET fail_deployments = excluded.fail_deployments, active_sessions = excluded.active_sessions`,
        ),
      deleteControl: () => db.prepare('DELETE FROM agent_controls WHERE org = ? AND name = ?'),
    });
  }

  list(org: string, region?: string): AgentRow[] {
    return region === undefined ? this.stmts.list.all(org) : this.stmts.listInRegion.all(org, region);
  }

  get(org: string, name: string): AgentRow | undefined {
    return this.stmts.get.get(org, name);
  }

  count(): number {
    return this.stmts.count.get()?.n ?? 0;
  }

  /** Inserts, or replaces the deployment of an existing agent (its id, region and creation time stay). */
  upsert(row: AgentRow): void {
    this.stmts.upsert.run(row);
  }

  /** Deletes the agent and its controls. */
  delete(org: string, name: string): boolean {
    this.stmts.deleteControl.run(org, name);
    return this.stmts.delete.run(org, name).changes > 0;
  }

  control(org: string, name: string): AgentControl {
    return this.stmts.control.get(org, name) ?? NO_CONTROL;
  }

  setControl(org: string, name: string, control: AgentControl): void {
    this.stmts.setControl.run({ org, name, ...control });
  }
}
