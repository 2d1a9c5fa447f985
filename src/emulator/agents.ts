// Why this file is long: the emulated agent routes on both path families, each a few lines over the stores.
// Agents (services) of the emulated hosting service, with the published shapes (ServiceListItem,
// ServiceDetailsResponse: agentDetail.ts) and binding rules: a bound secret set / image pull secret must exist, have
// the right type, sit in the agent's region (the published `secretRegionMismatch` 400) and be ready (409
// otherwise). Every create, changed update and forced redeploy is a new deployment (deploymentStore.ts) that rolls
// out over the deploy time (deployTimeline.ts) and captures the version of each set it binds.
import { nodeCrypto } from './nodeCrypto.js';
import { agentDetails, listItem, deploymentManifest } from './agentDetail.js';
import type { AgentRow, AgentStore } from './agentStore.js';
import { settingsJson, type DeploymentRow, type DeploymentStore } from './deploymentStore.js';
import { operatorDelay, servingAfter } from './deployTimeline.js';
import {
  AGENT_NOT_FOUND,
  AGENT_PROFILES,
  FAILING_IMAGE_MARK,
  UNCHANGED_WARNING,
  bad,
  checkBinding,
  imageFailure,
  isCount,
  optionalName,
  type Binding,
} from './agentRules.js';
import { ListCache } from './listCache.js';
import {
  DEFAULT_REGION,
  REGION_CODES,
  SERVICE_NAME,
  SERVICE_NAME_RULE,
  isPlainObject,
  jsonBytes,
  type HttpResult,
} from './rules.js';
import type { SecretsService, SetState } from './secrets.js';

interface AgentsOptions {
  agents: AgentStore;
  deployments: DeploymentStore;
  secrets: SecretsService;
  deployMs: number;
  now?: () => number;
}

/** The sessions side (sessions.ts), attached after both are made: counts for the detail, cleanup on delete. */
export interface AgentSessionsView {
  activeByDeployment(org: string, name: string): Map<string, number>;
  forget(org: string, name: string): void;
}

type Config = Pick<
  AgentRow,
  | 'image'
  | 'node_type'
  | 'agent_profile'
  | 'min_agents'
  | 'max_agents'
  | 'secret_set'
  | 'pull_secret_set'
  | 'max_session_seconds'
>;
const CONFIG_FIELDS = [
  'image',
  'node_type',
  'agent_profile',
  'min_agents',
  'max_agents',
  'secret_set',
  'pull_secret_set',
  'max_session_seconds',
] as const;
/** The longest `maxSessionDuration` taken (the service's limit is not published). */
export const MAX_SESSION_SECONDS = 86_400;

export class AgentsService {
  readonly agents: AgentStore;
  readonly deployments: DeploymentStore;
  private readonly secrets: SecretsService;
  readonly deployMs: number;
  readonly now: () => number;
  /** Set by the server once the sessions service exists. */
  sessions: AgentSessionsView | undefined;
  /** Cleared by every write below (write, delete, seed: the only writers of the agents table). */
  private readonly listCache: ListCache;

  constructor(options: AgentsOptions) {
    this.agents = options.agents;
    this.deployments = options.deployments;
    this.secrets = options.secrets;
    this.deployMs = options.deployMs;
    this.now = options.now ?? Date.now;
    this.listCache = new ListCache(options.agents.store);
  }

  isEmpty(): boolean {
    return this.agents.count() === 0;
  }

  /**
   * Cached like the set list: reading 200 rows costs ≈ 1.7 ms in better-sqlite3. A list item carries no phase:
   * what changes with time is `reconciledDeploymentId`, so the answer stays valid until the operator processes
   * the next deployment of any agent (ready/failed show in the detail, which is not cached).
   */
  list(org: string, region: string | undefined, includeDeployment: boolean): HttpResult {
    const now = this.now();
    return this.listCache.read(`${org}\u0000${region ?? ''}\u0000${includeDeployment}`, now, () => {
      let validUntil = Number.POSITIVE_INFINITY;
      const cutoff = now - operatorDelay(this.deployMs);
      const services = this.agents.list(org, region).map((row) => {
        if (row.updated_at > cutoff) {
          // Deployments created in quick succession are processed one after the other.
          const pending = this.deployments.firstCreatedAfter(row.org, row.name, cutoff);
          if (pending !== undefined) validUntil = Math.min(validUntil, pending + operatorDelay(this.deployMs));
        }
        const latest = includeDeployment ? this.deployments.latest(row.org, row.name) : undefined;
        const captured = latest?.id === row.deployment_id ? latest : undefined;
        return {
          ...listItem(row, this.reconciledId(row, now)),
          ...(includeDeployment ? { deployment: deploymentManifest(row, captured) } : {}),
        };
      });
      const body = { services };
      return { result: { status: 200, body, json: jsonBytes(body) }, validUntil };
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
    if (typeof region !== 'string' || !REGION_CODES.has(region))
      return bad('Invalid region or organization does not have access');
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
    const deleted = this.agents.store.transaction(() => {
      this.deployments.deleteAgent(org, name);
      this.sessions?.forget(org, name);
      return this.agents.delete(org, name);
    });
    return deleted ? { status: 200, body: { status: 'OK' } } : AGENT_NOT_FOUND;
  }

  /**
   * Creates `count` ready agents in `org` in one transaction, agent i binding the secret set at a spread index of
   * the existing secret sets (in that set's region, capturing its version); with no sets they bind nothing. For
   * tests and benchmarks.
   */
  seed(
    org: string,
    count: number,
    sets: ReadonlyArray<{ name: string; region: string; type: string; version: number }>,
  ): void {
    const regular = sets.filter((s) => s.type === 'secret');
    const width = Math.max(5, String(count).length);
    const at = this.now() - this.deployMs - 1;
    this.listCache.clear();
    this.agents.store.transaction(() => {
      for (let i = 0; i < count; i++) {
        const set = regular.length > 0 ? regular[Math.floor((i * regular.length) / count) % regular.length] : undefined;
        const name = `seed-agent-${String(i + 1).padStart(width, '0')}`;
        const row: AgentRow = {
          ...defaults(org, name, set?.region ?? DEFAULT_REGION, at),
          secret_set: set?.name ?? null,
        };
        this.agents.upsert(row);
        this.deployments.deleteAgent(org, name);
        this.deployments.insert(firstDeployment(row, { secret_set_version: set?.version ?? null }));
      }
    });
  }

  /** The deployment the operator has processed by `now` (null: none yet, a first deployment). */
  reconciledId(row: AgentRow, now: number): string | null {
    const cutoff = now - operatorDelay(this.deployMs);
    if (row.updated_at <= cutoff) return row.deployment_id;
    return this.deployments.reconciledAt(row.org, row.name, cutoff) ?? null;
  }

  /** The newest deployment (one made up from the row for an agent written behind the emulator's back). */
  latest(row: AgentRow): DeploymentRow {
    return this.deployments.latest(row.org, row.name) ?? firstDeployment(row, {});
  }

  private details(row: AgentRow, now: number): Record<string, unknown> {
    const current = this.latest(row);
    const previous =
      current.serving_before !== null ? this.deployments.byId(row.org, row.name, current.serving_before) : undefined;
    return agentDetails({
      row,
      current,
      previous,
      reconciledId: this.reconciledId(row, now),
      control: this.agents.control(row.org, row.name),
      sessions: this.sessions?.activeByDeployment(row.org, row.name),
      now,
      deployMs: this.deployMs,
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
    if (typeof image !== 'string' || image === '')
      return bad('Either image or buildId is required for service creation');
    const profile = body.agentProfile ?? existing?.agent_profile ?? 'agent-1x';
    if (typeof profile !== 'string' || !AGENT_PROFILES.has(profile))
      return bad(`agentProfile must be one of ${[...AGENT_PROFILES].join(', ')}`);
    const scaling = isPlainObject(body.autoScaling) ? body.autoScaling : {};
    const minAgents = scaling.minAgents ?? existing?.min_agents ?? 0;
    const maxAgents = scaling.maxAgents ?? existing?.max_agents ?? 50;
    if (!isCount(minAgents) || !isCount(maxAgents) || minAgents > maxAgents) {
      return bad('autoScaling: minAgents and maxAgents must be whole numbers with minAgents <= maxAgents');
    }
    const secretSet = optionalName(body.secretSet, existing?.secret_set);
    const pullSecret = optionalName(body.imagePullSecretSet, existing?.pull_secret_set);
    if (secretSet === false || pullSecret === false) return bad('secretSet and imagePullSecretSet must be set names');
    const force = body.forceRedeploy ?? false;
    if (typeof force !== 'boolean') return bad('forceRedeploy must be a boolean');
    const maxSession =
      body.maxSessionDuration === undefined ? (existing?.max_session_seconds ?? null) : body.maxSessionDuration;
    if (maxSession !== null && !(isCount(maxSession) && maxSession >= 1 && maxSession <= MAX_SESSION_SECONDS)) {
      return bad(
        `maxSessionDuration must be a whole number of seconds from 1 to ${MAX_SESSION_SECONDS}, or null (the default)`,
      );
    }
    const config: Config = {
      image,
      node_type: typeof body.nodeType === 'string' ? body.nodeType : (existing?.node_type ?? 'arm'),
      agent_profile: profile,
      min_agents: minAgents,
      max_agents: maxAgents,
      secret_set: secretSet ?? null,
      pull_secret_set: pullSecret ?? null,
      max_session_seconds: maxSession as number | null,
    };
    if (existing && !force && CONFIG_FIELDS.every((field) => existing[field] === config[field])) {
      return { status: 200, body: { ...this.details(existing, this.now()), warning: UNCHANGED_WARNING } };
    }
    const bindings: Binding[] = [
      ...(secretSet ? [{ kind: 'secret' as const, name: secretSet }] : []),
      ...(pullSecret ? [{ kind: 'imagePullSecret' as const, name: pullSecret }] : []),
    ];
    return this.agents.store.transaction(() => {
      // Read inside the write lock: the versions captured are the ones the deployment runs.
      const states: Partial<Record<Binding['kind'], SetState>> = {};
      for (const binding of bindings) {
        const state = this.secrets.state(org, binding.name);
        const refusal = checkBinding(state, binding, region, verb);
        if (refusal) return refusal;
        states[binding.kind] = state;
      }
      const now = this.now();
      const latest = existing ? this.deployments.latest(org, name) : undefined;
      if (!existing) this.deployments.deleteAgent(org, name); // rows of an agent deleted behind the emulator's back
      const control = this.agents.control(org, name);
      const deployment: DeploymentRow = {
        org,
        agent: name,
        seq: (latest?.seq ?? 0) + 1,
        id: nodeCrypto().randomUUID(),
        created_at: now,
        image,
        secret_set: config.secret_set,
        secret_set_version: states.secret?.version ?? null,
        pull_secret_set: config.pull_secret_set,
        pull_secret_version: states.imagePullSecret?.version ?? null,
        failure: control.failDeployments ?? (image.includes(FAILING_IMAGE_MARK) ? imageFailure(image) : null),
        forced: existing && force ? 1 : 0,
        serving_before: servingAfter(latest, now, this.deployMs),
        settings: settingsJson(config),
      };
      const row: AgentRow = {
        ...defaults(org, name, region, now),
        ...(existing ? { id: existing.id, created_at: existing.created_at } : {}),
        ...config,
        deployment_id: deployment.id,
      };
      this.listCache.clear();
      this.agents.upsert(row);
      this.deployments.insert(deployment);
      return { status: 200, body: this.details(row, now) };
    });
  }
}

/** The first deployment of an agent row (seeding, and rows written behind the emulator's back). */
function firstDeployment(
  row: AgentRow,
  versions: Partial<Pick<DeploymentRow, 'secret_set_version' | 'pull_secret_version'>>,
): DeploymentRow {
  return {
    org: row.org,
    agent: row.name,
    seq: 1,
    id: row.deployment_id,
    created_at: row.updated_at,
    image: row.image,
    secret_set: row.secret_set,
    secret_set_version: versions.secret_set_version ?? null,
    pull_secret_set: row.pull_secret_set,
    pull_secret_version: versions.pull_secret_version ?? null,
    failure: null,
    forced: 0,
    serving_before: null,
  };
}

function defaults(org: string, name: string, region: string, now: number): AgentRow {
  return {
    org,
    name,
    id: nodeCrypto().randomUUID(),
    region,
    image: 'emulator/agent:latest',
    node_type: 'arm',
    agent_profile: 'agent-1x',
    min_agents: 0,
    max_agents: 50,
    secret_set: null,
    pull_secret_set: null,
    deployment_id: nodeCrypto().randomUUID(),
    created_at: now,
    updated_at: now,
    max_session_seconds: null,
  };
}
