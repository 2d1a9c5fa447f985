// An in-memory agents service on a virtual clock, shaped like ServiceDetailsResponse: a redeploy makes a new
// deployment that waits for the operator (`reconcileMs`), validates (`deployMs` from the request) and is then ready —
// or Failed with a message. Every request is logged with its virtual time, and a redeploy's outcome can be scripted
// (refused, answer lost after or before it applied, never sent, rate limited) for the write-outcome paths.
import type { AgentDetail, AgentsApi, AgentSummary } from '../../src/api/agents/client.js';
import type { AgentSession, SessionQuery } from '../../src/api/agents/sessions.js';
import { ApiError } from '../../src/api/http/errors.js';
import type { FakeClock } from './fakeClock.js';

export interface FakeAgentSpec {
  name: string;
  region?: string;
  sets?: string[];
  pull?: string;
  sessions?: number;
  /** From the request to ready (default 3000 ms). */
  deployMs?: number;
  /** From the request until the operator reconciles it (default 500 ms). */
  reconcileMs?: number;
  /** New deployments of this agent fail with this message. */
  fail?: string;
  /** Listed sessions on its first deployment (`<name>-d0`), each ending this many ms after the fake's start. */
  oldSessions?: number[];
  /** Sessions its first deployment starts this many ms after the fake's start (a late one: the drain's failure). */
  lateSessions?: number[];
  /** How long each late session lasts (default 1 s: it ends between two reads). */
  lateSessionMs?: number;
  /** Its manifest's max session duration (s). */
  maxSessionSeconds?: number;
}

export type RedeployScript = 'refuse' | 'lost-applied' | 'lost-not-applied' | 'never-sent' | 'rate-limited';

interface Deployment {
  id: string;
  at: number;
  fails?: string;
}

export interface FakeRequest {
  agent: string;
  at: number;
  kind: 'get' | 'redeploy' | 'sessions';
}

export function createFakeAgentsApi(
  clock: FakeClock,
  specs: FakeAgentSpec[],
  opts: {
    latencyMs?: number;
    /** Give the client listSessions (default: none, like a client without the API). */ sessions?: boolean;
  } = {},
) {
  const start = clock.now();
  const agents = new Map(
    specs.map((spec) => [
      spec.name,
      { spec, deployments: [{ id: `${spec.name}-d0`, at: clock.now() - 1e9 }] as Deployment[] },
    ]),
  );
  const requests: FakeRequest[] = [];
  const scripts = new Map<string, RedeployScript[]>();
  const getFailures = new Map<string, ApiError[]>();
  const latency = async () => {
    if (opts.latencyMs) await clock.sleep(opts.latencyMs);
  };

  const timeout = () =>
    new ApiError({ status: 0, code: 'TIMEOUT', message: 'Request to fake timed out after 10000 ms' });

  /** The sessions an agent's first deployment has started by now (old and late), each with its span. */
  const listed = (name: string, spec: FakeAgentSpec, now: number) => [
    ...(spec.oldSessions ?? []).map((ends, i) => ({ id: `${name}-old-${i}`, from: start - 1000, ends: start + ends })),
    ...(spec.lateSessions ?? [])
      .filter((at) => start + at <= now)
      .map((at, i) => ({ id: `${name}-late-${i}`, from: start + at, ends: start + at + (spec.lateSessionMs ?? 1000) })),
  ];

  function detail(name: string): AgentDetail {
    const agent = agents.get(name);
    if (!agent) throw new ApiError({ status: 404, code: 'NOT_FOUND', message: 'Not found' });
    const { spec, deployments } = agent;
    const cur = deployments.at(-1)!;
    const prev = deployments.at(-2);
    const elapsed = clock.now() - cur.at;
    const base: AgentDetail = {
      name,
      region: spec.region ?? 'us-west',
      bindings: { secretSets: spec.sets ?? ['keys'], ...(spec.pull ? { imagePullSecret: spec.pull } : {}) },
      desiredDeploymentId: cur.id,
      deploymentCreatedAt: new Date(cur.at).toISOString(),
      // Without `sessions`, the service's count is of the listed sessions active now.
      activeSessionCount: spec.sessions ?? listed(name, spec, clock.now()).filter((x) => x.ends > clock.now()).length,
      image: `me/${name}:1`,
      ...(spec.maxSessionSeconds !== undefined ? { maxSessionDuration: spec.maxSessionSeconds } : {}),
    };
    if (elapsed < (spec.reconcileMs ?? 500)) {
      return {
        ...base,
        reconciledDeploymentId: prev?.id,
        ready: false,
        available: true,
        currentRevision: { deploymentId: prev?.id, phase: 'Active', readyReplicas: 1 },
      };
    }
    const previousRevision = prev
      ? { previousRevision: { deploymentId: prev.id, phase: 'Active', readyReplicas: 1 } }
      : {};
    if (elapsed < (spec.deployMs ?? 3000)) {
      return {
        ...base,
        reconciledDeploymentId: cur.id,
        ready: false,
        available: true,
        currentRevision: { deploymentId: cur.id, phase: 'Validating', readyReplicas: 0 },
        ...previousRevision,
      };
    }
    if (cur.fails) {
      return {
        ...base,
        reconciledDeploymentId: cur.id,
        ready: false,
        available: true,
        currentRevision: {
          deploymentId: cur.id,
          phase: 'Failed',
          health: { ready: false, reason: 'CrashLoopBackOff', message: cur.fails },
        },
        ...previousRevision,
        errors: [{ code: 'DEPLOYMENT_FAILED', message: cur.fails }],
      };
    }
    return {
      ...base,
      reconciledDeploymentId: cur.id,
      ready: true,
      available: true,
      currentRevision: { deploymentId: cur.id, phase: 'Active', readyReplicas: 1 },
    };
  }

  function deploy(name: string): void {
    const agent = agents.get(name)!;
    agent.deployments.push({
      id: `${name}-d${agent.deployments.length}`,
      at: clock.now(),
      ...(agent.spec.fail ? { fails: agent.spec.fail } : {}),
    });
  }

  const api: AgentsApi = {
    async listAgents(): Promise<AgentSummary[]> {
      return specs.map((s) => ({
        name: s.name,
        region: s.region ?? 'us-west',
        bindings: { secretSets: s.sets ?? ['keys'], ...(s.pull ? { imagePullSecret: s.pull } : {}) },
      }));
    },
    async getAgent(name) {
      requests.push({ agent: name, at: clock.now(), kind: 'get' });
      await latency();
      const failure = getFailures.get(name)?.shift();
      if (failure) throw failure;
      return detail(name);
    },
    async redeployAgent(name) {
      requests.push({ agent: name, at: clock.now(), kind: 'redeploy' });
      await latency();
      if (!agents.has(name)) throw new ApiError({ status: 404, code: 'NOT_FOUND', message: 'Service not found' });
      const script = scripts.get(name)?.shift();
      switch (script) {
        case 'refuse':
          throw new ApiError({
            status: 400,
            code: 'GENERIC_BAD_REQUEST',
            message: `Secret set 'keys' is in region 'us-east' but service is in region 'us-west'.`,
          });
        case 'lost-applied':
          deploy(name);
          throw timeout();
        case 'lost-not-applied':
          throw timeout();
        case 'never-sent':
          throw new ApiError({
            status: 0,
            code: 'NETWORK',
            message: 'Cannot reach fake: connection refused',
            neverSent: true,
          });
        case 'rate-limited':
          throw new ApiError({ status: 429, code: 'RATE_LIMITED', message: 'Rate limited by fake (429)' });
        default:
          deploy(name);
          return detail(name);
      }
    },
    ...(opts.sessions
      ? {
          async listSessions(name: string, query: SessionQuery = {}) {
            requests.push({ agent: name, at: clock.now(), kind: 'sessions' });
            await latency();
            const agent = agents.get(name);
            if (!agent) throw new ApiError({ status: 404, code: 'NOT_FOUND', message: 'Not found' });
            const now = clock.now();
            const iso = (ms: number) => new Date(ms).toISOString();
            const all: AgentSession[] = listed(name, agent.spec, now).map((x) => ({
              sessionId: x.id,
              deploymentId: `${name}-d0`,
              serviceId: null,
              organizationId: null,
              createdAt: iso(x.from),
              endedAt: x.ends <= now ? iso(x.ends) : null,
              updatedAt: null,
              botStartSeconds: null,
              coldStart: null,
              completionStatus: null,
              active: x.ends > now,
            }));
            const picked = all.filter(
              (x) =>
                (query.status !== 'active' || x.active) &&
                (query.status !== 'ended' || !x.active) &&
                (query.deploymentId === undefined || x.deploymentId === query.deploymentId) &&
                (query.startTime === undefined || Date.parse(x.createdAt!) >= query.startTime * 1000),
            );
            const offset = query.offset ?? 0;
            return { total: picked.length, sessions: picked.slice(offset, offset + (query.limit ?? 10)), skipped: 0 };
          },
        }
      : {}),
    getAgentLogs: () => Promise.reject(new Error('not in this test')),
    createAgent: () => Promise.reject(new Error('not in this test')),
    updateAgent: () => Promise.reject(new Error('not in this test')),
    deleteAgent: () => Promise.reject(new Error('not in this test')),
  };

  return {
    api,
    requests,
    /** The next redeploys of `name` behave so, in order. */
    script(name: string, ...outcomes: RedeployScript[]) {
      scripts.set(name, [...(scripts.get(name) ?? []), ...outcomes]);
    },
    /** The next detail reads of `name` fail with these errors, in order. */
    failGets(name: string, ...errors: ApiError[]) {
      getFailures.set(name, [...(getFailures.get(name) ?? []), ...errors]);
    },
    /** Deployment ids this rollout made (the first, pre-existing one excluded). */
    newDeployments(name: string): string[] {
      return agents
        .get(name)!
        .deployments.slice(1)
        .map((d) => d.id);
    },
    requestsOf(name: string, kind?: FakeRequest['kind']): FakeRequest[] {
      return requests.filter((r) => r.agent === name && (kind === undefined || r.kind === kind));
    },
    /** The most requests of one agent inside any 60 s window. */
    maxPerMinute(name: string): number {
      const times = requests.filter((r) => r.agent === name).map((r) => r.at);
      let most = 0;
      for (const start of times) most = Math.max(most, times.filter((t) => t >= start && t < start + 60_000).length);
      return most;
    },
  };
}
