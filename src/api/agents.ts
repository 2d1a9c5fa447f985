// Agents (the service's "services") on the hosting service, read for the sets they bind.
// Two path families, as for secrets: a private API key uses `/v1/agents…` (the published REST document); a user
// token uses `/v1/organizations/{org}/services…` (what the official CLI calls). Parsing is tolerant: the
// org-scoped detail may come wrapped in `{body: …}` (the official CLI unwraps it), the list may or may not honour
// `includeActiveDeployment`, and fields this client does not need are never required.
import type { CallOptions } from './contracts.js';
import type { HttpClient } from './http.js';
import { validationError } from './errors.js';
import { expectRecord, isRecord, malformed, optionalString } from './shape.js';
import { assertValid, validateRegion, validateSetName } from './validation.js';

/** The secret sets and image pull secret an agent's deployment manifest names. */
export interface AgentBindings {
  /** `deployment.manifest.spec.envFromSecretNames` */
  secretSets: string[];
  /** `deployment.manifest.spec.imagePullSecretName` */
  imagePullSecret?: string;
}

/** One element of `GET /agents` → `{services: […]}`. */
export interface AgentSummary {
  name: string;
  /** Absent only when the service left it out (then no region check is possible). */
  region?: string;
  id?: string;
  desiredDeploymentId?: string;
  reconciledDeploymentId?: string;
  /** Present when the item carried its active deployment's manifest (`includeActiveDeployment=true`). */
  bindings?: AgentBindings;
}

/** `GET /agents/{name}` (ServiceDetailsResponse), reduced to what the usage map needs. */
export interface AgentDetail {
  name: string;
  region?: string;
  /** Whether the latest deployment passed validation and is ready (absent when the service left it out). */
  ready?: boolean;
  available?: boolean;
  activeSessionCount?: number;
  /** Null when the agent has no deployment. */
  bindings: AgentBindings | null;
}

/** Fields of a create/update (`CreateServiceRequest` / `UpdateServiceRequest`) this client sends. */
export interface AgentWrite {
  image?: string;
  region?: string;
  secretSet?: string;
  imagePullSecretSet?: string;
  nodeType?: string;
  autoScaling?: { minAgents?: number; maxAgents?: number };
  agentProfile?: string;
}

export interface AgentsApi {
  /** GET /agents?includeActiveDeployment=true[&region=] */
  listAgents(opts?: CallOptions & { region?: string; includeDeployment?: boolean }): Promise<AgentSummary[]>;
  /** GET /agents/{name}; 404 when absent. */
  getAgent(name: string, opts?: CallOptions): Promise<AgentDetail>;
  /** POST /agents (or the org-scoped POST /services) with `serviceName`. */
  createAgent(name: string, input: AgentWrite, opts?: CallOptions): Promise<AgentDetail>;
  /** POST /agents/{name} (private key) or PUT /services with `serviceName` (user token, as the official CLI). */
  updateAgent(name: string, input: AgentWrite, opts?: CallOptions): Promise<AgentDetail>;
  /** DELETE /agents/{name} */
  deleteAgent(name: string, opts?: CallOptions): Promise<void>;
}

export interface AgentsClientOptions {
  http: HttpClient;
  /** Set → user-token paths under `/v1/organizations/{org}/services`; unset → `/v1/agents`. */
  org?: string;
}

const seg = encodeURIComponent;

export class AgentsClient implements AgentsApi {
  private readonly http: HttpClient;
  private readonly base: string;
  private readonly orgScoped: boolean;

  constructor(opts: AgentsClientOptions) {
    this.http = opts.http;
    if (opts.org !== undefined && opts.org.length === 0) throw validationError('org', 'organization: must not be empty');
    this.orgScoped = opts.org !== undefined;
    this.base = opts.org !== undefined ? `/v1/organizations/${seg(opts.org)}/services` : '/v1/agents';
  }

  /** The collection path in use, e.g. `/v1/agents` or `/v1/organizations/acme/services`. */
  get path(): string {
    return this.base;
  }

  async listAgents(opts: CallOptions & { region?: string; includeDeployment?: boolean } = {}): Promise<AgentSummary[]> {
    if (opts.region !== undefined) assertValid('region', validateRegion(opts.region));
    const include = opts.includeDeployment !== false;
    const { body } = await this.http.request<unknown>('GET', this.base, {
      searchParams: { region: opts.region, ...(include ? { includeActiveDeployment: 'true' } : {}) },
      signal: opts.signal,
    });
    const list = unwrap(body);
    const items = Array.isArray(list) ? list : isRecord(list) && Array.isArray(list.services) ? list.services : undefined;
    if (!items) throw malformed('agent list has no array "services"');
    const agents: AgentSummary[] = [];
    for (const item of items) {
      // Items without a name cannot be reported on; deleted ones no longer bind anything.
      if (!isRecord(item) || typeof item.name !== 'string' || item.name === '') continue;
      if (item.deletedAt !== undefined && item.deletedAt !== null) continue;
      const bindings = include ? bindingsOf(item.deployment) : undefined;
      agents.push({
        name: item.name,
        ...optionalField(item, 'region'),
        ...optionalField(item, 'id'),
        ...optionalField(item, 'desiredDeploymentId'),
        ...optionalField(item, 'reconciledDeploymentId'),
        ...(bindings ? { bindings } : {}),
      });
    }
    return opts.region !== undefined ? agents.filter((a) => a.region === undefined || a.region === opts.region) : agents;
  }

  async getAgent(name: string, opts: CallOptions = {}): Promise<AgentDetail> {
    assertValid('name', validateAgentName(name));
    const { body } = await this.http.request<unknown>('GET', `${this.base}/${seg(name)}`, { signal: opts.signal });
    return toDetail(unwrap(body), name);
  }

  async createAgent(name: string, input: AgentWrite, opts: CallOptions = {}): Promise<AgentDetail> {
    assertValid('name', validateAgentName(name));
    const { body } = await this.http.request<unknown>('POST', this.base, {
      json: { serviceName: name, ...input },
      signal: opts.signal,
    });
    return toDetail(unwrap(body), name);
  }

  async updateAgent(name: string, input: AgentWrite, opts: CallOptions = {}): Promise<AgentDetail> {
    assertValid('name', validateAgentName(name));
    const { body } = this.orgScoped
      ? await this.http.request<unknown>('PUT', this.base, { json: { serviceName: name, ...input }, signal: opts.signal })
      : await this.http.request<unknown>('POST', `${this.base}/${seg(name)}`, { json: input, signal: opts.signal });
    return toDetail(unwrap(body), name);
  }

  async deleteAgent(name: string, opts: CallOptions = {}): Promise<void> {
    assertValid('name', validateAgentName(name));
    await this.http.request('DELETE', `${this.base}/${seg(name)}`, { signal: opts.signal });
  }
}

/** Agent names follow the set-name rule on the service side; the message names the field. */
function validateAgentName(name: string): string | null {
  const problem = validateSetName(name);
  return problem === null ? null : problem.replace(/^set name/, 'agent name');
}

/** The official CLI reads the org-scoped detail from `result.body`; accept both forms. */
function unwrap(body: unknown): unknown {
  return isRecord(body) && isRecord(body.body) && body.name === undefined ? body.body : body;
}

function optionalField(obj: Record<string, unknown>, field: string): Record<string, string> {
  const value = optionalString(obj, field);
  return value !== undefined ? { [field]: value } : {};
}

/** `deployment.manifest.spec` → bindings; undefined when the deployment or its manifest is absent. */
export function bindingsOf(deployment: unknown): AgentBindings | undefined {
  if (!isRecord(deployment) || !isRecord(deployment.manifest)) return undefined;
  const spec = deployment.manifest.spec;
  if (!isRecord(spec)) return { secretSets: [] };
  const names = Array.isArray(spec.envFromSecretNames) ? spec.envFromSecretNames : [];
  const secretSets = [...new Set(names.filter((n): n is string => typeof n === 'string' && n !== ''))];
  const pull = optionalString(spec, 'imagePullSecretName');
  return { secretSets, ...(pull ? { imagePullSecret: pull } : {}) };
}

function toDetail(body: unknown, name: string): AgentDetail {
  const obj = expectRecord(body, `agent "${name}"`);
  const bool = (field: string) => (typeof obj[field] === 'boolean' ? { [field]: obj[field] as boolean } : {});
  return {
    name: optionalString(obj, 'name') ?? name,
    ...optionalField(obj, 'region'),
    ...bool('ready'),
    ...bool('available'),
    ...(typeof obj.activeSessionCount === 'number' ? { activeSessionCount: obj.activeSessionCount } : {}),
    bindings: bindingsOf(obj.deployment) ?? null,
  };
}
