// SQLite table of the emulated agents' deployments: one row per create, changed update or forced redeploy, with the
// version of each bound set captured at that moment (names and counters, never a value) and the failure it is
// bound to end in. Phases and outcomes are derived from `created_at` at read time (deployTimeline.ts).
import type Database from './sqlite/database.js';
import { addColumn, type EmulatorStore } from './store.js';
import { lazyStatements } from './lazyStatements.js';

export interface DeploymentRow {
  org: string;
  agent: string;
  /** 1, 2, 3 … per agent, in creation order. */
  seq: number;
  id: string;
  created_at: number;
  image: string;
  secret_set: string | null;
  /** The set's version when this deployment was created (null: unknown, e.g. a data dir from before versions). */
  secret_set_version: number | null;
  pull_secret_set: string | null;
  pull_secret_version: number | null;
  /** Set → this deployment ends Failed with this message (the failDeployments control or a `fail` image). */
  failure: string | null;
  /** 1 when created by `forceRedeploy: true`. */
  forced: number;
  /** The deployment that was serving when this one was created (it keeps serving while this one rolls out). */
  serving_before: string | null;
  /**
   * The agent's settings this deployment was made with (JSON of DeploymentSettings; null: a row from before they were
   * kept). The deployments list shows them, so a rollback can restore them.
   */
  settings?: string | null;
}

/** What a deployment ran besides its image and sets (the agent row's fields of the same names). */
export interface DeploymentSettings {
  node_type: string;
  agent_profile: string;
  min_agents: number;
  max_agents: number;
  max_session_seconds: number | null;
}

export function settingsJson(row: DeploymentSettings): string {
  const { node_type, agent_profile, min_agents, max_agents, max_session_seconds } = row;
  return JSON.stringify({ node_type, agent_profile, min_agents, max_agents, max_session_seconds });
}

export function readSettings(d: Pick<DeploymentRow, 'settings'>): DeploymentSettings | undefined {
  if (!d.settings) return undefined;
  try {
    return JSON.parse(d.settings) as DeploymentSettings;
  } catch {
    return undefined;
  }
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS agent_deployments (
  org TEXT NOT NULL,
  agent TEXT NOT NULL,
  seq INTEGER NOT NULL,
  id TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  image TEXT NOT NULL,
  secret_set TEXT,
  secret_set_version INTEGER,
  pull_secret_set TEXT,
  pull_secret_version INTEGER,
  failure TEXT,
  forced INTEGER NOT NULL DEFAULT 0,
  serving_before TEXT,
  PRIMARY KEY (org, agent, seq)
) WITHOUT ROWID;
`;

/** Agents written before deployments were recorded (an older data dir): their one deployment, versions unknown. */
const BACKFILL = `
INSERT INTO agent_deployments (org, agent, seq, id, created_at, image, secret_set, pull_secret_set)
  SELECT org, name, 1, deployment_id, updated_at, image, secret_set, pull_secret_set FROM agents a
  WHERE NOT EXISTS (SELECT 1 FROM agent_deployments d WHERE d.org = a.org AND d.agent = a.name)
`;

export class DeploymentStore {
  private readonly stmts;

  /** Needs the agents table (AgentStore creates it first). */
  constructor(store: EmulatorStore) {
    const db: Database.Database = store.db;
    if (!store.schemaCurrent) {
      db.exec(SCHEMA);
      // Data dirs from before settings were kept gain the column (their rows: null, shown with the agent's settings).
      addColumn(db, 'agent_deployments', 'settings', 'TEXT');
      db.exec(BACKFILL); // one statement: atomic on its own, and a no-op once every agent has its rows
    }
    this.stmts = lazyStatements({
      latest: () =>
        db.prepare<[string, string], DeploymentRow>(
          'SELECT * FROM agent_deployments WHERE org = ? AND agent = ? ORDER BY seq DESC LIMIT 1',
        ),
      byId: () =>
        db.prepare<[string, string, string], DeploymentRow>(
          'SELECT * FROM agent_deployments WHERE org = ? AND agent = ? AND id = ?',
        ),
      list: () =>
        db.prepare<[string, string], DeploymentRow>(
          'SELECT * FROM agent_deployments WHERE org = ? AND agent = ? ORDER BY seq',
        ),
      reconciledAt: () =>
        db.prepare<[string, string, number], { id: string }>(
          'SELECT id FROM agent_deployments WHERE org = ? AND agent = ? AND created_at <= ? ORDER BY seq DESC LIMIT 1',
        ),
      firstAfter: () =>
        db.prepare<[string, string, number], { created_at: number }>(
          'SELECT created_at FROM agent_deployments WHERE org = ? AND agent = ? AND created_at > ? ORDER BY seq LIMIT 1',
        ),
      insert: () =>
        db.prepare(
          `INSERT INTO agent_deployments (org, agent, seq, id, created_at, image, secret_set, secret_set_version, pull_secret_set,
           pull_secret_version, failure, forced, serving_before, settings)
         VALUES (@org, @agent, @seq, @id, @created_at, @image, @secret_set, @secret_set_version, @pull_secret_set,
           @pull_secret_version, @failure, @forced, @serving_before, @settings)`,
        ),
      deleteAgent: () => db.prepare('DELETE FROM agent_deployments WHERE org = ? AND agent = ?'),
    });
  }

  latest(org: string, agent: string): DeploymentRow | undefined {
    return this.stmts.latest.get(org, agent);
  }

  byId(org: string, agent: string, id: string): DeploymentRow | undefined {
    return this.stmts.byId.get(org, agent, id);
  }

  /** Oldest first. */
  list(org: string, agent: string): DeploymentRow[] {
    return this.stmts.list.all(org, agent);
  }

  /** The newest deployment created at or before `cutoff` (what the operator has processed by then). */
  reconciledAt(org: string, agent: string, cutoff: number): string | undefined {
    return this.stmts.reconciledAt.get(org, agent, cutoff)?.id;
  }

  /** When the oldest deployment created after `cutoff` was created (the next one the operator will process). */
  firstCreatedAfter(org: string, agent: string, cutoff: number): number | undefined {
    return this.stmts.firstAfter.get(org, agent, cutoff)?.created_at;
  }

  insert(row: DeploymentRow): void {
    this.stmts.insert.run({ ...row, settings: row.settings ?? null });
  }

  deleteAgent(org: string, agent: string): void {
    this.stmts.deleteAgent.run(org, agent);
  }
}
