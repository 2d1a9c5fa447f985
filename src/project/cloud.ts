// What the cloud holds for one environment, read for the plan: the organization's set list, each managed set's key
// names and write marker (one GET each), the agent list with each agent's deployment and bindings, and each managed
// agent's active sessions (one GET each, for "not drained"). O(sets + agents) requests, `concurrency` at a time.
// Nothing here throws for one set or agent: what cannot be read is kept as a reason, and the plan says so.
import { createHash } from 'node:crypto';
import pMap from 'p-map';
import type { AgentsApi, AgentSummary } from '../api/agents/client.js';
import type { CallOptions, SecretsApi } from '../api/contracts.js';
import { isApiError } from '../api/http/errors.js';
import type { SecretSetDetail, SecretSetSummary } from '../api/models.js';
import { sanitizeTerminalText } from '../api/redact/sanitize.js';
import { sessionsByDeployment } from '../api/agents/sessionsByDeployment.js';
import type { EnvironmentTargets } from './targets.js';

export const CLOUD_CONCURRENCY = 8;

export interface CloudSet {
  summary: SecretSetSummary;
  /** Read for a managed key set (absent: a pull secret, or it could not be read: `readError`). */
  detail?: SecretSetDetail;
  readError?: string;
}

export interface CloudAgent {
  summary: AgentSummary;
  secretSets: string[];
  imagePullSecret?: string;
  /** Bindings unknown (the list carried no deployment and the detail could not be read). */
  bindingsUnknown?: string;
  /** Active sessions on deployments other than the one the list names (undefined: not read). */
  notDrained?: { sessions: number; deployments: string[] };
  sessionsError?: string;
}

export interface CloudState {
  org: string;
  sets: Map<string, CloudSet>;
  agents: Map<string, CloudAgent>;
  /** Requests this read made. */
  requests: number;
}

export interface EnvironmentClients {
  secrets: SecretsApi;
  agents: AgentsApi;
}

const text = (error: unknown) =>
  sanitizeTerminalText(error instanceof Error ? error.message : String(error), { singleLine: true });

const rethrowAbort = (error: unknown) => {
  if (isApiError(error) && error.code === 'ABORTED') throw error;
};

/** Reads what `targets` needs from the environment's organization. */
export async function readCloud(
  clients: EnvironmentClients,
  targets: EnvironmentTargets,
  opts: CallOptions & {
    concurrency?: number;
    sessions?: boolean;
    /** Told as each managed set is read (or fails to be), before the agents are: the plan starts its digest. */
    onSetRead?: (name: string, set: CloudSet) => void;
  } = {},
): Promise<CloudState> {
  const concurrency = Math.max(1, opts.concurrency ?? CLOUD_CONCURRENCY);
  let requests = 2;
  const [list, agentList] = await Promise.all([
    clients.secrets.listSecretSets({ signal: opts.signal }),
    clients.agents.listAgents({ signal: opts.signal, includeDeployment: true }),
  ]);
  const sets = new Map<string, CloudSet>();
  for (const summary of list) sets.set(summary.name, { summary });
  const managedSets = [...new Set(targets.sets.map((t) => t.name))].filter(
    (name) => sets.get(name)?.summary.type === 'secret',
  );
  await pMap(
    managedSets,
    async (name) => {
      requests++;
      const entry = sets.get(name)!;
      try {
        entry.detail = await clients.secrets.getSecretSet(name, { signal: opts.signal });
      } catch (error) {
        rethrowAbort(error);
        entry.readError = text(error);
      }
      opts.onSetRead?.(name, entry);
    },
    { concurrency },
  );
  const agents = new Map<string, CloudAgent>();
  const managedAgents = new Set(targets.agents.map((a) => a.name));
  for (const summary of agentList) {
    agents.set(summary.name, {
      summary,
      secretSets: summary.bindings?.secretSets ?? [],
      ...(summary.bindings?.imagePullSecret !== undefined ? { imagePullSecret: summary.bindings.imagePullSecret } : {}),
      ...(summary.bindings ? {} : { bindingsUnknown: 'not read' }),
    });
  }
  const present = [...managedAgents].filter((name) => agents.has(name));
  await pMap(
    present,
    async (name) => {
      const agent = agents.get(name)!;
      if (agent.bindingsUnknown) {
        requests++;
        try {
          const detail = await clients.agents.getAgent(name, { signal: opts.signal });
          agent.secretSets = detail.bindings?.secretSets ?? [];
          if (detail.bindings?.imagePullSecret !== undefined) agent.imagePullSecret = detail.bindings.imagePullSecret;
          delete agent.bindingsUnknown;
          if (detail.deploymentCreatedAt !== undefined)
            agent.summary = { ...agent.summary, deploymentCreatedAt: detail.deploymentCreatedAt };
        } catch (error) {
          rethrowAbort(error);
          agent.bindingsUnknown = text(error);
        }
      }
      if (opts.sessions === false || !clients.agents.listSessions) return;
      requests++;
      try {
        const page = await clients.agents.listSessions(name, { status: 'active', limit: 100 }, { signal: opts.signal });
        // The deployment the list names serves (or is about to): sessions elsewhere run on a superseded one.
        const reading = sessionsByDeployment(page.sessions, {
          desiredDeploymentId: agent.summary.desiredDeploymentId,
          ready: true,
        });
        agent.notDrained = {
          sessions: reading.activeOnSuperseded,
          deployments: reading.draining.map((d) => d.deploymentId),
        };
      } catch (error) {
        rethrowAbort(error);
        agent.sessionsError = text(error);
      }
    },
    { concurrency },
  );
  return { org: targets.env.organization, sets, agents, requests };
}

/**
 * A fingerprint of what a plan acts on (sets: type, region, failed or not — a set going from pending to ready is no
 * change —, keys and marker; agents: region, bindings and
 * deployment), so apply can tell the cloud changed between the plan it showed and the moment it acts.
 */
export function cloudFingerprint(states: readonly CloudState[]): string {
  const hash = createHash('sha256');
  for (const state of states) {
    hash.update(`org ${state.org}\n`);
    for (const [name, s] of [...state.sets].sort(([a], [b]) => (a < b ? -1 : 1))) {
      hash.update(
        JSON.stringify([
          name,
          s.summary.type,
          s.summary.region,
          s.summary.status === 'failed' ? 'failed' : 'ok',
          s.detail?.keys ?? null,
          s.detail?.marker?.key ?? null,
        ]),
      );
    }
    for (const [name, a] of [...state.agents].sort(([x], [y]) => (x < y ? -1 : 1))) {
      hash.update(
        JSON.stringify([
          name,
          a.summary.region ?? null,
          a.secretSets,
          a.imagePullSecret ?? null,
          a.summary.desiredDeploymentId ?? null,
        ]),
      );
    }
  }
  return hash.digest('hex').slice(0, 16);
}
