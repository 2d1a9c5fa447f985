// An in-memory agents service from a fixed table of details (one per status the Agents screen shows), with logs
// per agent, for the screen tests: every detail request is counted (and the most in flight at once), detail reads
// can be held, and a redeploy makes a new deployment id. Times are fixed, so snapshots are.
import type { AgentDetail, AgentLogLine, AgentsApi, AgentSummary, LogQuery } from '../../src/api/agents/client.js';
import { ApiError } from '../../src/api/http/errors.js';
import { createFakeSecretsApi } from '../helpers/fakeSecretsApi.js';

const AT = '2026-01-02T02:00:00Z';

/** A deployment id shaped like the service's (a UUID), fixed per agent and number. */
export function dep(name: string, n: number): string {
  let h = (n * 2654435761) >>> 0;
  for (const c of name) h = (Math.imul(h, 31) + c.charCodeAt(0)) >>> 0;
  return `${h.toString(16).padStart(8, '0')}-0000-4000-8000-${String(n).padStart(12, '0')}`;
}

export function detailOf(name: string, over: Partial<AgentDetail> = {}): AgentDetail {
  return {
    name,
    region: 'us-west',
    ready: true,
    available: true,
    activeSessionCount: 0,
    bindings: { secretSets: ['keys'] },
    desiredDeploymentId: dep(name, 2),
    reconciledDeploymentId: dep(name, 2),
    currentRevision: { deploymentId: dep(name, 2), phase: 'Active', readyReplicas: 1, phaseStartedAt: AT },
    image: `registry.example.com/acme/${name}:1.4`,
    autoScaling: { minAgents: 1, maxAgents: 4 },
    agentProfile: 'agent-1x',
    updatedAt: AT,
    ...over,
  };
}

/** One agent per status and problem: ready with sessions, deploying, failed, scaled to zero, another region, a pending set. */
export function sampleDetails(): AgentDetail[] {
  return [
    detailOf('alpha-bot', { activeSessionCount: 2, bindings: { secretSets: ['keys'], imagePullSecret: 'ghcr' } }),
    detailOf('beta-bot', {
      ready: false,
      desiredDeploymentId: dep('beta-bot', 3),
      reconciledDeploymentId: dep('beta-bot', 3),
      currentRevision: {
        deploymentId: dep('beta-bot', 3),
        phase: 'Validating',
        readyReplicas: 0,
        phaseStartedAt: AT,
        health: { ready: false, state: 'running' },
      },
      previousRevision: { deploymentId: dep('beta-bot', 2), phase: 'Draining', readyReplicas: 1, phaseStartedAt: AT },
      activeSessionCount: 1,
    }),
    detailOf('delta-bot', {
      currentRevision: { deploymentId: dep('delta-bot', 2), phase: 'Active', readyReplicas: 0, phaseStartedAt: AT },
      autoScaling: { minAgents: 0, maxAgents: 2 },
    }),
    detailOf('east-bot', { region: 'us-east' }),
    detailOf('gamma-bot', {
      ready: false,
      desiredDeploymentId: dep('gamma-bot', 3),
      reconciledDeploymentId: dep('gamma-bot', 3),
      currentRevision: {
        deploymentId: dep('gamma-bot', 3),
        phase: 'Failed',
        readyReplicas: 0,
        phaseStartedAt: AT,
        health: {
          ready: false,
          state: 'waiting',
          reason: 'CrashLoopBackOff',
          lastTerminationReason: 'Error',
          lastExitCode: 1,
          message: 'Traceback (most recent call last):\nValueError: OPENAI_API_KEY is not set',
        },
      },
      previousRevision: { deploymentId: dep('gamma-bot', 2), phase: 'Active', readyReplicas: 1, phaseStartedAt: AT },
      errors: [{ code: 'PCC_UNKNOWN_ERROR', message: 'ValueError: OPENAI_API_KEY is not set' }],
    }),
    detailOf('pending-bot', { bindings: { secretSets: ['keys', 'fresh'] } }),
  ];
}

export function sampleSecrets() {
  return createFakeSecretsApi([
    { name: 'keys', status: 'ready', region: 'us-west', values: { OPENAI_API_KEY: 'sk-canary-value-123456' } },
    { name: 'fresh', status: 'pending', region: 'us-west' },
    { name: 'ghcr', type: 'imagePullSecret', status: 'ready', region: 'us-west' },
  ]);
}

/** `count` log lines of `name`'s current deployment, one second apart, oldest first. */
export function logLines(name: string, count: number, from = 0): AgentLogLine[] {
  return Array.from({ length: count }, (_, i) => {
    const n = from + i;
    const s = String(n % 60).padStart(2, '0');
    const m = String(Math.floor(n / 60) % 60).padStart(2, '0');
    return {
      log: `INFO handled request ${n + 1}`,
      timestamp: `2026-01-02T02:${m}:${s}.000Z`,
      deploymentId: dep(name, 2),
    };
  });
}

export function createTableAgentsApi(details: AgentDetail[]) {
  const table = new Map(details.map((d) => [d.name, d]));
  const logs = new Map<string, AgentLogLine[]>();
  let held: Promise<void> | null = null;
  let release: () => void = () => {};
  const stats = {
    gets: [] as string[],
    inFlight: 0,
    maxInFlight: 0,
    lists: 0,
    logReads: 0,
    redeploys: [] as string[],
    logQueries: [] as string[],
  };
  const api: AgentsApi = {
    async listAgents(): Promise<AgentSummary[]> {
      stats.lists++;
      return [...table.values()].map((d) => ({
        name: d.name,
        ...(d.region !== undefined ? { region: d.region } : {}),
        ...(d.desiredDeploymentId !== undefined ? { desiredDeploymentId: d.desiredDeploymentId } : {}),
        ...(d.reconciledDeploymentId !== undefined ? { reconciledDeploymentId: d.reconciledDeploymentId } : {}),
        ...(d.bindings ? { bindings: d.bindings } : {}),
        // As includeActiveDeployment gives it: the deployment's createdAt (staleness compares it with a write).
        ...(d.deploymentCreatedAt !== undefined ? { deploymentCreatedAt: d.deploymentCreatedAt } : {}),
      }));
    },
    async getAgent(name) {
      stats.gets.push(name);
      stats.inFlight++;
      stats.maxInFlight = Math.max(stats.maxInFlight, stats.inFlight);
      try {
        if (held) await held;
        const d = table.get(name);
        if (!d) throw new ApiError({ status: 404, code: 'NOT_FOUND', message: 'Service not found' });
        return structuredClone(d);
      } finally {
        stats.inFlight--;
      }
    },
    async redeployAgent(name) {
      stats.redeploys.push(name);
      const d = table.get(name)!;
      const next = dep(name, stats.redeploys.length + 10);
      table.set(name, { ...d, desiredDeploymentId: next });
      return structuredClone(table.get(name)!);
    },
    async getAgentLogs(name: string, query: LogQuery = {}) {
      stats.logReads++;
      stats.logQueries.push(query.query ?? '');
      // As the service's search: the lines holding the text (case-insensitive here).
      const needle = query.query?.toLowerCase();
      const all = (logs.get(name) ?? []).filter((l) => !needle || l.log.toLowerCase().includes(needle));
      const newestFirst = [...all].reverse().slice(0, query.limit ?? 10);
      return { total: { value: all.length, relation: 'eq' }, logs: newestFirst };
    },
    createAgent: () => Promise.reject(new Error('not in this test')),
    updateAgent: () => Promise.reject(new Error('not in this test')),
    deleteAgent: () => Promise.reject(new Error('not in this test')),
  };
  return {
    api,
    stats,
    table,
    logs,
    /** Detail reads wait until the returned function is called. */
    hold() {
      held = new Promise<void>((r) => (release = r));
      return () => {
        held = null;
        release();
      };
    },
  };
}

/** 1,000 ready agents (the scale test). */
export function manyDetails(count: number): AgentDetail[] {
  return Array.from({ length: count }, (_, i) => detailOf(`agent-${String(i + 1).padStart(4, '0')}`));
}
