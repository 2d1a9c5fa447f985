// Agents (services) of the emulated hosting service, with the published shapes (ServiceListItem,
// ServiceDetailsResponse) and binding rules: a bound secret set / image pull secret must exist, have the right
// type, sit in the agent's region (the published `secretRegionMismatch` 400) and be ready (409 otherwise).
import { randomUUID } from 'node:crypto';
import type { AgentRow, AgentStore } from './agentStore.js';
import { ListCache } from './listCache.js';
import { DEFAULT_REGION, REGION_CODES, SERVICE_NAME, SERVICE_NAME_RULE, isPlainObject, type HttpResult } from './rules.js';
import type { SecretsService } from './secrets.js';

const bad = (error: string): HttpResult => ({ status: 400, body: { error, code: 'GENERIC_BAD_REQUEST' } });
const notFound = (error: string): HttpResult => ({ status: 404, body: { error, code: 'NOT_FOUND' } });
const conflict = (error: string): HttpResult => ({ status: 409, body: { error, code: 'CONFLICT' } });
const AGENT_NOT_FOUND = notFound('Not found');
const AGENT_PROFILES: ReadonlySet<string> = new Set(['agent-1x', 'agent-2x', 'agent-3x']);

interface AgentsOptions {
  agents: AgentStore;
  secrets: SecretsService;
  readyDelayMs: number;
  now?: () => number;
}

type Binding = { kind: 'secret' | 'imagePullSecret'; name: string };

export class AgentsService {
  private readonly agents: AgentStore;
  private readonly secrets: SecretsService;
  private readonly readyDelayMs: number;
  private readonly now: () => number;
  /** Cleared by every write below (write, delete, seed: the only writers of the agents table). */
  private readonly listCache: ListCache;

  constructor(options: AgentsOptions) {
    this.agents = options.agents;
    this.secrets = options.secrets;
    this.readyDelayMs = options.readyDelayMs;
    this.now = options.now ?? Date.now;
    this.listCache = new ListCache(options.agents.store);
  }

  isEmpty(): boolean {
    return this.agents.count() === 0;
  }

  /** Cached like the set list: reading 200 rows costs ≈ 1.7 ms in better-sqlite3. */
  list(org: string, region: string | undefined, includeDeployment: boolean): HttpResult {
    const now = this.now();
    return this.listCache.read(`${org}\u0000${region ?? ''}\u0000${includeDeployment}`, now, () => {
      let validUntil = Number.POSITIVE_INFINITY;
      const services = this.agents.list(org, region).map((row) => {
        const readyAt = row.updated_at + this.readyDelayMs;
        if (now < readyAt && readyAt < validUntil) validUntil = readyAt;
        return { ...this.listItem(row, now), ...(includeDeployment ? { deployment: this.deployment(row) } : {}) };
      });
      const body = { services };
      return { result: { status: 200, body, json: JSON.stringify(body) }, validUntil };
    });
  }

  get(org: string, name: string, wrap: boolean): HttpResult {
    const row = this.agents.get(org, name);
    if (!row) return AGENT_NOT_FOUND;
    const details = this.details(row, this.now());
    return { status: 200, body: wrap ? { body: details } : details };
  }

  create(org: string, body: unknown): HttpResult {
    if (!isPlainObject(body)) return bad('Invalid request format');
    const name = body.serviceName;
    if (typeof name !== 'string' || name === '') return bad('serviceName is required');
    if (!SERVICE_NAME.test(name)) return bad(SERVICE_NAME_RULE);
    const region = body.region ?? this.secrets.defaultRegion(org);
    if (typeof region !== 'string' || !REGION_CODES.has(region)) return bad('Invalid region or organization does not have access');
    if (this.agents.get(org, name)) return bad('Service already exists');
    return this.write(org, name, region, body, undefined, 'created');
  }

  /** `POST /agents/{name}` (private API) and `PUT /services` with `serviceName` (the official CLI's update). */
  update(org: string, name: unknown, body: unknown): HttpResult {
    if (!isPlainObject(body)) return bad('Invalid request format');
    if (typeof name !== 'string' || name === '') return bad('serviceName is required');
    const existing = this.agents.get(org, name);
    if (!existing) return AGENT_NOT_FOUND;
    if (body.region !== undefined && body.region !== existing.region) {
      return bad(`Service '${name}' is in region '${existing.region}'; its region cannot be changed`);
    }
    return this.write(org, name, existing.region, body, existing, 'updated');
  }

  delete(org: string, name: string): HttpResult {
    this.listCache.clear();
    return this.agents.delete(org, name) ? { status: 200, body: { status: 'OK' } } : AGENT_NOT_FOUND;
  }

  /**
   * Creates `count` ready agents in `org`, agent i binding the secret set at a spread index of the existing
   * secret sets (in that set's region); with no sets they bind nothing. For tests and benchmarks.
   */
  seed(org: string, count: number, sets: ReadonlyArray<{ name: string; region: string; type: string }>): void {
    const regular = sets.filter((s) => s.type === 'secret');
    const width = Math.max(5, String(count).length);
    const at = this.now() - this.readyDelayMs - 1;
    this.listCache.clear();
    this.agents.store.transaction(() => {
      for (let i = 0; i < count; i++) {
        const set = regular.length > 0 ? regular[Math.floor((i * regular.length) / count) % regular.length] : undefined;
        const name = `seed-agent-${String(i + 1).padStart(width, '0')}`;
        this.agents.upsert({
          ...defaults(org, name, set?.region ?? DEFAULT_REGION, at),
          secret_set: set?.name ?? null,
        });
      }
    });
  }

  private write(
    org: string,
    name: string,
    region: string,
    body: Record<string, unknown>,
    existing: AgentRow | undefined,
    verb: 'created' | 'updated',
  ): HttpResult {
    if (body.buildId !== undefined) return bad('Build not found');
    const image = body.image ?? existing?.image;
    if (typeof image !== 'string' || image === '') return bad('Either image or buildId is required for service creation');
    const profile = body.agentProfile ?? existing?.agent_profile ?? 'agent-1x';
    if (typeof profile !== 'string' || !AGENT_PROFILES.has(profile)) return bad(`agentProfile must be one of ${[...AGENT_PROFILES].join(', ')}`);
    const scaling = isPlainObject(body.autoScaling) ? body.autoScaling : {};
    const minAgents = scaling.minAgents ?? existing?.min_agents ?? 0;
    const maxAgents = scaling.maxAgents ?? existing?.max_agents ?? 50;
    if (!isCount(minAgents) || !isCount(maxAgents) || minAgents > maxAgents) {
      return bad('autoScaling: minAgents and maxAgents must be whole numbers with minAgents <= maxAgents');
    }
    const secretSet = optionalName(body.secretSet, existing?.secret_set);
    const pullSecret = optionalName(body.imagePullSecretSet, existing?.pull_secret_set);
    if (secretSet === false || pullSecret === false) return bad('secretSet and imagePullSecretSet must be set names');
    const bindings: Binding[] = [
      ...(secretSet ? [{ kind: 'secret' as const, name: secretSet }] : []),
      ...(pullSecret ? [{ kind: 'imagePullSecret' as const, name: pullSecret }] : []),
    ];
    for (const binding of bindings) {
      const refusal = this.checkBinding(org, binding, region, verb);
      if (refusal) return refusal;
    }
    const now = this.now();
    const row: AgentRow = {
      ...defaults(org, name, region, now),
      ...(existing ? { id: existing.id, created_at: existing.created_at } : {}),
      image,
      node_type: typeof body.nodeType === 'string' ? body.nodeType : (existing?.node_type ?? 'arm'),
      agent_profile: profile,
      min_agents: minAgents,
      max_agents: maxAgents,
      secret_set: secretSet ?? null,
      pull_secret_set: pullSecret ?? null,
    };
    this.listCache.clear();
    this.agents.store.transaction(() => this.agents.upsert(row));
    return { status: 200, body: this.details(row, now) };
  }

  private checkBinding(org: string, binding: Binding, region: string, verb: 'created' | 'updated'): HttpResult | undefined {
    const state = this.secrets.state(org, binding.name);
    const pull = binding.kind === 'imagePullSecret';
    if (!state || state.type !== binding.kind) {
      return notFound(pull ? 'Image pull secret set not found' : 'Secret set not found');
    }
    if (state.region !== region) {
      const where = verb === 'created' ? 'will be created in' : 'is in';
      return bad(
        pull
          ? `Image pull secret set '${binding.name}' is in region '${state.region}' but service ${where} region '${region}'. Image pull secrets must be in the same region as the service.`
          : `Secret set '${binding.name}' is in region '${state.region}' but service ${where} region '${region}'. Secrets must be in the same region as the service.`,
      );
    }
    if (state.status !== 'ready') {
      return conflict(
        `${pull ? 'Image pull secret set' : 'Secret set'} '${binding.name}' is not ready (status: ${state.status}). Deploy again once it is ready.`,
      );
    }
    return undefined;
  }

  private isReady(row: AgentRow, now: number): boolean {
    return now >= row.updated_at + this.readyDelayMs;
  }

  private listItem(row: AgentRow, now: number): Record<string, unknown> {
    return {
      id: row.id,
      name: row.name,
      region: row.region,
      desiredDeploymentId: row.deployment_id,
      activeDeploymentId: row.deployment_id,
      reconciledDeploymentId: this.isReady(row, now) ? row.deployment_id : null,
      organizationId: row.org,
      createdAt: iso(row.created_at),
      updatedAt: iso(row.updated_at),
      deletedAt: null,
    };
  }

  private deployment(row: AgentRow): Record<string, unknown> {
    return {
      id: row.deployment_id,
      manifest: {
        apiVersion: 'pipecatcloud.daily.co/v1',
        kind: 'PCService',
        metadata: { name: row.name, namespace: row.org },
        spec: {
          dailyNodeType: row.node_type,
          image: row.image,
          autoScaling: { minReplicas: row.min_agents, maxReplicas: row.max_agents },
          ...(row.pull_secret_set !== null ? { imagePullSecretName: row.pull_secret_set } : {}),
          envFromSecretNames: row.secret_set !== null ? [row.secret_set] : [],
          resources: { cpu: '500m', memory: '1Gi' },
          krispModels: { enabled: false },
          krispViva: { audioFilters: false },
        },
      },
      serviceId: row.id,
      createdAt: iso(row.updated_at),
      updatedAt: iso(row.updated_at),
    };
  }

  private details(row: AgentRow, now: number): Record<string, unknown> {
    const ready = this.isReady(row, now);
    const { id: _id, organizationId: _org, deletedAt: _deleted, ...item } = this.listItem(row, now);
    return {
      ...item,
      ready,
      available: ready,
      activeDeploymentReady: ready,
      autoScaling: { maxReplicas: row.max_agents, minReplicas: row.min_agents },
      activeSessionCount: 0,
      deployment: this.deployment(row),
      agentProfile: row.agent_profile,
      krispViva: { audioFilter: null },
    };
  }
}

function defaults(org: string, name: string, region: string, now: number): AgentRow {
  return {
    org,
    name,
    id: randomUUID(),
    region,
    image: 'emulator/agent:latest',
    node_type: 'arm',
    agent_profile: 'agent-1x',
    min_agents: 0,
    max_agents: 50,
    secret_set: null,
    pull_secret_set: null,
    deployment_id: randomUUID(),
    created_at: now,
    updated_at: now,
  };
}

function iso(ms: number): string {
  return new Date(ms).toISOString();
}

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}

/** A given name, the existing one when absent, undefined when cleared with "" or null; false when not a string. */
function optionalName(value: unknown, existing: string | null | undefined): string | undefined | false {
  if (value === undefined) return existing ?? undefined;
  if (value === null || value === '') return undefined;
  return typeof value === 'string' ? value : false;
}
