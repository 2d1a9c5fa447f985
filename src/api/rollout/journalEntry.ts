// What the rollout journal keeps per rollout (names, states and deployment ids only): the data alone, so the model
// (which resumes from an entry) and journal.ts (which projects the model into one) import it without importing
// each other.
export type JournalAgentState =
  'pending' | 'requested' | 'rolling' | 'ready' | 'draining' | 'failed' | 'unknown' | 'refused';

export interface JournalAgent {
  state: JournalAgentState;
  /** `desiredDeploymentId` before this rollout's request. */
  before?: string;
  /** The deployment the rollout follows for it. */
  deploymentId?: string;
  /** State `draining`: when that deployment was seen ready (a re-run follows its drain from there). */
  readyAt?: number;
}

export interface JournalEntry {
  v: 1;
  id: string;
  createdAt: number;
  updatedAt: number;
  /** The set rolled out (absent for an explicit list of agents). */
  set?: string;
  agents: Record<string, JournalAgent>;
  finished: boolean;
}
