// Why this file is long: the map, its cache by deployment and the one binding report the CLI and the app share
// belong together: the report's rules read the map's fields.
// The usage map: which agents bind which secret sets and image pull secrets, and what does not fit together.
// One list request with `includeActiveDeployment=true` when the service honours it; otherwise one detail request
// per agent whose bindings the list did not carry, at most `concurrency` at a time — unless a previous map read
// that agent at the same `desiredDeploymentId` (bindings live in the deployment manifest, and every deploy gets a
// new id), so a refresh costs one request when no agent was re-deployed. Every server string is sanitised here,
// so every consumer (CLI, app) gets names that are safe to print.
import pMap from 'p-map';
import type { AgentBindings, AgentsApi } from './client.js';
import type { CallOptions } from '../contracts.js';
import { isApiError } from '../http/errors.js';
import type { SecretSetSummary } from '../models.js';
import { sanitizeTerminalText } from '../redact/sanitize.js';
import { setTypeWord } from '../words/setWords.js';
import type { DeploymentFacts } from '../secrets/staleness.js';

export const DEFAULT_BINDINGS_CONCURRENCY = 8;
export const DEFAULT_BINDINGS_TTL_MS = 30_000;

export interface AgentUse {
  name: string;
  region?: string;
  secretSets: string[];
  imagePullSecret?: string;
  /** The list's `desiredDeploymentId` when the bindings were read: a later load reuses them while it is unchanged. */
  deployment?: string;
  /** When that deployment was made (ISO), when the service said: staleness compares it with a set's last write. */
  deploymentCreatedAt?: string;
  /** Not the service's: the emulator's version of each set that deployment captured. */
  emulatorSetVersions?: Record<string, number>;
}

export interface BindingsMap {
  /** Every agent whose bindings were read, by name. */
  agents: AgentUse[];
  /** Set or image pull secret name → the agents that bind it (sorted by name). */
  bySet: ReadonlyMap<string, AgentUse[]>;
  /** Agents listed but whose deployment could not be read (their bindings are unknown). */
  unreadable: string[];
  /** HTTP requests this load made (for diagnostics and the benchmark). */
  requests: number;
  /** Agents whose bindings came from the previous map (same deployment) instead of a detail request. */
  reused?: number;
  loadedAt: number;
}

export interface LoadBindingsOptions extends CallOptions {
  concurrency?: number;
  now?: () => number;
  /** Ask the list for the active deployment (default true); false forces one detail request per agent. */
  includeDeployment?: boolean;
  /** A map read earlier (same target): its bindings are reused for agents still at the same deployment. */
  previous?: BindingsMap;
}

const clean = (text: string) => sanitizeTerminalText(text, { singleLine: true });

type DeploymentExtras = Pick<AgentUse, 'deploymentCreatedAt' | 'emulatorSetVersions'>;

function toUse(
  name: string,
  region: string | undefined,
  bindings: AgentBindings,
  deployment?: string,
  extras: DeploymentExtras = {},
): AgentUse {
  return {
    name: clean(name),
    ...(region !== undefined ? { region: clean(region) } : {}),
    secretSets: bindings.secretSets.map(clean),
    ...(bindings.imagePullSecret !== undefined ? { imagePullSecret: clean(bindings.imagePullSecret) } : {}),
    ...(deployment !== undefined ? { deployment } : {}),
    ...(extras.deploymentCreatedAt !== undefined ? { deploymentCreatedAt: clean(extras.deploymentCreatedAt) } : {}),
    ...(extras.emulatorSetVersions ? { emulatorSetVersions: extras.emulatorSetVersions } : {}),
  };
}

/** The staleness reading of an agent in the map (its deployment as the list or its detail gave it). */
export function deploymentOfUse(use: AgentUse): DeploymentFacts {
  return {
    ...(use.deployment !== undefined ? { deploymentId: use.deployment } : {}),
    ...(use.deploymentCreatedAt !== undefined ? { createdAt: use.deploymentCreatedAt } : {}),
    ...(use.emulatorSetVersions ? { emulatorSetVersions: use.emulatorSetVersions } : {}),
  };
}

export async function loadBindingsMap(api: AgentsApi, opts: LoadBindingsOptions = {}): Promise<BindingsMap> {
  const now = opts.now ?? Date.now;
  let requests = 1;
  const listed = await api.listAgents({ signal: opts.signal, includeDeployment: opts.includeDeployment !== false });
  const agents: AgentUse[] = [];
  const missing: typeof listed = [];
  const known = new Map(opts.previous?.agents.filter((a) => a.deployment !== undefined).map((a) => [a.name, a]));
  let reused = 0;
  for (const agent of listed) {
    const deployment = agent.desiredDeploymentId;
    const before = deployment !== undefined ? known.get(clean(agent.name)) : undefined;
    if (agent.bindings) agents.push(toUse(agent.name, agent.region, agent.bindings, deployment, agent));
    else if (before && before.deployment === deployment) {
      agents.push(toUse(agent.name, agent.region, before, deployment, before));
      reused++;
    } else missing.push(agent);
  }
  const unreadable: string[] = [];
  await pMap(
    missing,
    async (agent) => {
      requests++;
      try {
        const detail = await api.getAgent(agent.name, { signal: opts.signal });
        agents.push(
          toUse(
            agent.name,
            detail.region ?? agent.region,
            detail.bindings ?? { secretSets: [] },
            agent.desiredDeploymentId,
            detail,
          ),
        );
      } catch (error) {
        if (isApiError(error) && error.code === 'ABORTED') throw error;
        // Deleted between the list and the detail: it binds nothing any more.
        if (isApiError(error) && error.status === 404) return;
        unreadable.push(clean(agent.name));
      }
    },
    { concurrency: Math.max(1, opts.concurrency ?? DEFAULT_BINDINGS_CONCURRENCY), signal: opts.signal },
  );
  return { ...sortedMap(agents, unreadable, requests, now()), reused };
}

/** A map from agents read elsewhere (a cache file): every name is sanitised again here. */
export function bindingsMapFrom(
  agents: AgentUse[],
  unreadable: string[],
  requests: number,
  loadedAt: number,
): BindingsMap {
  const cleaned = agents.map((a) => toUse(a.name, a.region, a, a.deployment, a));
  return sortedMap(cleaned, unreadable.map(clean), requests, loadedAt);
}

/** A map from agents already cleaned (toUse): sorted by name and indexed by set. */
function sortedMap(agents: AgentUse[], unreadable: string[], requests: number, loadedAt: number): BindingsMap {
  const sorted = agents.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return { agents: sorted, bySet: indexBySet(sorted), unreadable: unreadable.sort(), requests, loadedAt };
}

function indexBySet(agents: AgentUse[]): Map<string, AgentUse[]> {
  const bySet = new Map<string, AgentUse[]>();
  const add = (set: string, agent: AgentUse) => {
    const list = bySet.get(set);
    if (list) {
      if (!list.includes(agent)) list.push(agent);
    } else bySet.set(set, [agent]);
  };
  for (const agent of agents) {
    for (const set of agent.secretSets) add(set, agent);
    if (agent.imagePullSecret !== undefined) add(agent.imagePullSecret, agent);
  }
  return bySet;
}

/** The agents that bind `setName` (as a secret set or as their image pull secret). */
export function usedBy(usage: BindingsMap | undefined, setName: string): AgentUse[] {
  return usage?.bySet.get(setName) ?? [];
}

export type BindingProblemKind =
  'region-mismatch' | 'set-failed' | 'set-pending' | 'missing-set' | 'missing-image-pull-secret' | 'wrong-type';

export interface BindingProblem {
  kind: BindingProblemKind;
  /** The set or image pull secret the problem is about (it may not exist: `missing-*`). */
  set: string;
  agent: string;
  /** One line a person can act on; built from sanitised names only. */
  message: string;
  agentRegion?: string;
  setRegion?: string;
}

/**
 * Every binding that does not fit. `sets` must be the organization's full list (all regions, both types):
 * a name absent from it is reported as missing.
 */
export function findProblems(sets: readonly SecretSetSummary[], usage: BindingsMap): BindingProblem[] {
  const byName = new Map(sets.map((s) => [s.name, s]));
  const problems: BindingProblem[] = [];
  for (const agent of usage.agents) {
    const bound: Array<[string, 'secret' | 'imagePullSecret']> = [
      ...agent.secretSets.map((s): [string, 'secret'] => [s, 'secret']),
      ...(agent.imagePullSecret !== undefined
        ? [[agent.imagePullSecret, 'imagePullSecret'] as [string, 'imagePullSecret']]
        : []),
    ];
    for (const [name, type] of bound) {
      const what = setTypeWord(type);
      const set = byName.get(name);
      const base = {
        set: name,
        agent: agent.name,
        ...(agent.region !== undefined ? { agentRegion: agent.region } : {}),
      };
      if (!set) {
        problems.push({
          ...base,
          kind: type === 'secret' ? 'missing-set' : 'missing-image-pull-secret',
          message: `agent '${agent.name}' binds ${what} '${name}', which does not exist: its next deploy will fail`,
        });
        continue;
      }
      const setRegion = clean(set.region);
      if (set.type !== type) {
        problems.push({
          ...base,
          setRegion,
          kind: 'wrong-type',
          message: `agent '${agent.name}' uses '${name}' as its ${what}, but it is ${set.type === 'secret' ? 'a secret set' : 'an image pull secret'}`,
        });
      }
      if (agent.region !== undefined && setRegion !== agent.region) {
        problems.push({
          ...base,
          setRegion,
          kind: 'region-mismatch',
          message: `agent '${agent.name}' is in region ${agent.region} but its ${what} '${name}' is in ${setRegion}: they must be in the same region`,
        });
      }
      if (set.status === 'failed' || set.status === 'pending') {
        problems.push({
          ...base,
          setRegion,
          kind: set.status === 'failed' ? 'set-failed' : 'set-pending',
          message:
            set.status === 'failed'
              ? `${what} '${name}' used by agent '${agent.name}' failed to provision: a re-deploy will be refused`
              : `${what} '${name}' used by agent '${agent.name}' is still pending: a deploy now would be refused until it is ready`,
        });
      }
    }
  }
  return problems;
}

/** Problems grouped by the set they are about (missing sets included, under their bound name). */
export function problemsBySet(problems: readonly BindingProblem[]): Map<string, BindingProblem[]> {
  const out = new Map<string, BindingProblem[]>();
  for (const p of problems) {
    const list = out.get(p.set);
    if (list) list.push(p);
    else out.set(p.set, [p]);
  }
  return out;
}

/** A secret set or image pull secret that agents bind and the organization does not have. */
export interface MissingSet {
  name: string;
  type: 'secret' | 'imagePullSecret';
  /** The agents that bind it, sorted. */
  agents: string[];
}

/**
 * The binding problems of an organization, grouped every way they are shown: the list (`secrets doctor`), by set (the
 * set list's ⚠ and `!`), by agent (the Agents screen's ⚠) and the sets that do not exist (rows of their own under `!`).
 * One rule (findProblems), one report: the app and the command line never disagree on what is wrong.
 */
export interface BindingReport {
  problems: BindingProblem[];
  bySet: Map<string, BindingProblem[]>;
  byAgent: Map<string, BindingProblem[]>;
  missing: MissingSet[];
}

export function bindingReport(sets: readonly SecretSetSummary[], usage: BindingsMap): BindingReport {
  const problems = findProblems(sets, usage);
  const byAgent = new Map<string, BindingProblem[]>();
  const missing = new Map<string, MissingSet>();
  for (const p of problems) {
    const list = byAgent.get(p.agent);
    if (list) list.push(p);
    else byAgent.set(p.agent, [p]);
    if (p.kind === 'missing-set' || p.kind === 'missing-image-pull-secret') {
      const entry = missing.get(p.set) ?? {
        name: p.set,
        type: p.kind === 'missing-set' ? 'secret' : 'imagePullSecret',
        agents: [],
      };
      if (!entry.agents.includes(p.agent)) entry.agents.push(p.agent);
      missing.set(p.set, entry);
    }
  }
  for (const entry of missing.values()) entry.agents.sort();
  return {
    problems,
    bySet: problemsBySet(problems),
    byAgent,
    missing: [...missing.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)),
  };
}

/**
 * A short-lived cache of the usage map: callers within `ttlMs` of the last load share it, and concurrent callers
 * share one load. A failed load is not cached.
 */
export class BindingsCache {
  private value: BindingsMap | undefined;
  private inflight: Promise<BindingsMap> | undefined;
  private readonly ttlMs: number;
  private readonly now: () => number;

  constructor(
    private readonly load: (signal?: AbortSignal) => Promise<BindingsMap>,
    opts: { ttlMs?: number; now?: () => number } = {},
  ) {
    this.ttlMs = opts.ttlMs ?? DEFAULT_BINDINGS_TTL_MS;
    this.now = opts.now ?? Date.now;
  }

  /** The last loaded map, however old (undefined before the first load). */
  peek(): BindingsMap | undefined {
    return this.value;
  }

  isFresh(): boolean {
    return this.value !== undefined && this.now() - this.value.loadedAt < this.ttlMs;
  }

  get(opts: { force?: boolean; signal?: AbortSignal } = {}): Promise<BindingsMap> {
    if (!opts.force && this.isFresh()) return Promise.resolve(this.value as BindingsMap);
    this.inflight ??= this.load(opts.signal).then(
      (map) => {
        this.value = map;
        this.inflight = undefined;
        return map;
      },
      (error: unknown) => {
        this.inflight = undefined;
        throw error;
      },
    );
    return this.inflight;
  }

  invalidate(): void {
    this.value = undefined;
  }
}
