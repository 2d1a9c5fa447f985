// Why this file is long: one client over two path families with their tolerant readings; each method is short.
// Agents (the service's "services") on the hosting service, read for the sets they bind.
// Two path families, as for secrets: a private API key uses `/v1/agents…` (the published REST document); a user
// token uses `/v1/organizations/{org}/services…` (what the official CLI calls). Parsing is tolerant: the
// org-scoped detail may come wrapped in `{body: …}` (the official CLI unwraps it), the list may or may not honour
// `includeActiveDeployment`, and fields this client does not need are never required. The detail's shape and parsing
// live in agentDetail.ts, the logs' in agentLogs.ts, the status readings in deployStatus.ts.
import type { CallOptions } from '../contracts.js';
import type { HttpClient } from '../http/http.js';
import { ApiError, validationError } from '../http/errors.js';
import {
  bindingsOf,
  deploymentFacts,
  isUsableImage,
  parseAgentDetail,
  unwrapBody as unwrap,
  type AgentBindings,
  type AgentDetail,
} from './detail.js';
import { logSearchParams, parseAgentLogs, type AgentLogs, type LogQuery } from './logs.js';
import { deploymentsUnavailable, parseDeployments, type AgentDeployment } from './deployments.js';
import {
  parseSessionDetail,
  parseSessionPage,
  parseStopAnswer,
  sessionSearchParams,
  validateSessionId,
  type AgentSessionDetail,
  type EndSessionResult,
  type SessionPage,
  type SessionQuery,
} from './sessions.js';
import { isApiError } from '../http/errors.js';
import { isRecord, malformed, optionalString } from '../http/shape.js';
import { assertValid, validateRegion, validateSetName } from '../validation.js';

export { bindingsOf, type AgentBindings, type AgentDetail } from './detail.js';
export type { AgentCondition, RevisionHealth, RevisionInfo } from './detail.js';
export type { AgentLogLine, AgentLogs, LogQuery } from './logs.js';
export type { AgentSession, AgentSessionDetail, EndSessionResult, SessionPage, SessionQuery } from './sessions.js';
export type { AgentDeployment } from './deployments.js';

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
  /** The carried deployment's `createdAt` (`includeActiveDeployment=true`). */
  deploymentCreatedAt?: string;
  /** Not the service's: the emulator's version of each set that deployment captured. */
  emulatorSetVersions?: Record<string, number>;
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
  maxSessionDuration?: number;
  /** A new deployment even when nothing changed (a rollback to what the agent ran before, a redeploy). */
  forceRedeploy?: boolean;
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
  /**
   * A new deployment with the same configuration, so it picks up the sets' current values: POST /agents/{name}
   * `{forceRedeploy: true}` (private key) or PUT /services with the whole deploy payload rebuilt from `detail`
   * (user token; read first when not given). Answers the detail, with the new `desiredDeploymentId`.
   */
  redeployAgent(name: string, opts?: CallOptions & { detail?: AgentDetail }): Promise<AgentDetail>;
  /** Why `detail` cannot be redeployed through this client (nothing is sent then), or null. */
  checkRedeploy?(detail: AgentDetail): string | null;
  /** GET /agents/{name}/logs */
  getAgentLogs(name: string, query?: LogQuery, opts?: CallOptions): Promise<AgentLogs>;
  // Sessions and deployments: optional, so a client (or a test fake) without them still fits; callers treat a
  // missing method like a service that does not answer them.
  /** GET /agents/{name}/sessions (org-scoped: …/services/{name}/sessions). */
  listSessions?(name: string, query?: SessionQuery, opts?: CallOptions): Promise<SessionPage>;
  /** GET …/sessions/{id}; 404 when unknown. */
  getSession?(name: string, sessionId: string, opts?: CallOptions): Promise<AgentSessionDetail>;
  /** DELETE …/sessions/{id}; an already ended session is `alreadyEnded`, an unknown one 404. */
  endSession?(name: string, sessionId: string, opts?: CallOptions): Promise<EndSessionResult>;
  /** GET …/services/{name}/deployments (org-scoped only: DEPLOYMENTS_UNAVAILABLE with a private key), newest first. */
  listDeployments?(name: string, opts?: CallOptions): Promise<AgentDeployment[]>;
}

export interface AgentsClientOptions {
  http: HttpClient;
  /** Set → user-token paths under `/v1/organizations/{org}/services`; unset → `/v1/agents`. */
  org?: string;
}

const seg = encodeURIComponent;
/** Strings of an answer that keep their line breaks (http.ts cleans the rest to one line): a crash's traceback. */
const DETAIL_LINES: ReadonlySet<string> = new Set(['message']);
const LOG_LINES: ReadonlySet<string> = new Set(['log']);

export class AgentsClient implements AgentsApi {
  private readonly http: HttpClient;
  private readonly base: string;
  private readonly orgScoped: boolean;

  constructor(opts: AgentsClientOptions) {
    this.http = opts.http;
    if (opts.org !== undefined && opts.org.length === 0)
      throw validationError('org', 'organization: must not be empty');
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
    const items = Array.isArray(list)
      ? list
      : isRecord(list) && Array.isArray(list.services)
        ? list.services
        : undefined;
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
        ...(include ? deploymentFacts(item.deployment) : {}),
      });
    }
    return opts.region !== undefined
      ? agents.filter((a) => a.region === undefined || a.region === opts.region)
      : agents;
  }

  async getAgent(name: string, opts: CallOptions = {}): Promise<AgentDetail> {
    assertValid('name', validateAgentName(name));
    const { body } = await this.http.request<unknown>('GET', `${this.base}/${seg(name)}`, {
      signal: opts.signal,
      noRetry: opts.noRetry,
      multiLineFields: DETAIL_LINES,
    });
    return parseAgentDetail(unwrap(body), name);
  }

  async createAgent(name: string, input: AgentWrite, opts: CallOptions = {}): Promise<AgentDetail> {
    assertValid('name', validateAgentName(name));
    const { body } = await this.http.request<unknown>('POST', this.base, {
      json: { serviceName: name, ...input },
      signal: opts.signal,
      multiLineFields: DETAIL_LINES,
    });
    return parseAgentDetail(unwrap(body), name);
  }

  async updateAgent(name: string, input: AgentWrite, opts: CallOptions = {}): Promise<AgentDetail> {
    assertValid('name', validateAgentName(name));
    const { body } = this.orgScoped
      ? await this.http.request<unknown>('PUT', this.base, {
          json: { serviceName: name, ...input },
          signal: opts.signal,
          noRetry: opts.noRetry,
          multiLineFields: DETAIL_LINES,
        })
      : await this.http.request<unknown>('POST', `${this.base}/${seg(name)}`, {
          json: input,
          signal: opts.signal,
          noRetry: opts.noRetry,
          multiLineFields: DETAIL_LINES,
        });
    return parseAgentDetail(unwrap(body), name);
  }

  async deleteAgent(name: string, opts: CallOptions = {}): Promise<void> {
    assertValid('name', validateAgentName(name));
    await this.http.request('DELETE', `${this.base}/${seg(name)}`, { signal: opts.signal });
  }

  checkRedeploy(detail: AgentDetail): string | null {
    if (!this.orgScoped) return null;
    const payload = orgRedeployPayload(detail);
    return typeof payload === 'string' ? payload : null;
  }

  async redeployAgent(name: string, opts: CallOptions & { detail?: AgentDetail } = {}): Promise<AgentDetail> {
    assertValid('name', validateAgentName(name));
    const call = { signal: opts.signal, noRetry: opts.noRetry, multiLineFields: DETAIL_LINES };
    if (!this.orgScoped) {
      const { body } = await this.http.request<unknown>('POST', `${this.base}/${seg(name)}`, {
        json: { forceRedeploy: true },
        ...call,
      });
      return parseAgentDetail(unwrap(body), name);
    }
    const payload = orgRedeployPayload(opts.detail ?? (await this.getAgent(name, call)));
    if (typeof payload === 'string') throw new ApiError({ status: 0, code: 'NOT_REDEPLOYABLE', message: payload });
    const { body } = await this.http.request<unknown>('PUT', this.base, { json: payload, ...call });
    return parseAgentDetail(unwrap(body), name);
  }

  async getAgentLogs(name: string, query: LogQuery = {}, opts: CallOptions = {}): Promise<AgentLogs> {
    assertValid('name', validateAgentName(name));
    const searchParams = logSearchParams(query);
    const { body } = await this.http.request<unknown>('GET', `${this.base}/${seg(name)}/logs`, {
      searchParams,
      signal: opts.signal,
      noRetry: opts.noRetry,
      multiLineFields: LOG_LINES,
    });
    return parseAgentLogs(unwrap(body), name);
  }

  async listSessions(name: string, query: SessionQuery = {}, opts: CallOptions = {}): Promise<SessionPage> {
    assertValid('name', validateAgentName(name));
    const searchParams = sessionSearchParams(query);
    const { body } = await this.http.request<unknown>('GET', `${this.base}/${seg(name)}/sessions`, {
      searchParams,
      signal: opts.signal,
      noRetry: opts.noRetry,
    });
    return parseSessionPage(unwrap(body), name);
  }

  async getSession(name: string, sessionId: string, opts: CallOptions = {}): Promise<AgentSessionDetail> {
    assertValid('name', validateAgentName(name));
    assertValid('sessionId', validateSessionId(sessionId));
    const path = `${this.base}/${seg(name)}/sessions/${seg(sessionId)}`;
    const { body } = await this.http.request<unknown>('GET', path, { signal: opts.signal, noRetry: opts.noRetry });
    return parseSessionDetail(unwrap(body), name, sessionId);
  }

  async endSession(name: string, sessionId: string, opts: CallOptions = {}): Promise<EndSessionResult> {
    assertValid('name', validateAgentName(name));
    assertValid('sessionId', validateSessionId(sessionId));
    const path = `${this.base}/${seg(name)}/sessions/${seg(sessionId)}`;
    try {
      const { body } = await this.http.request<unknown>('DELETE', path, { signal: opts.signal, noRetry: opts.noRetry });
      return parseStopAnswer(unwrap(body), sessionId);
    } catch (error) {
      // A 404 may mean "already ended": read the session to tell it from an unknown one.
      if (!isApiError(error) || error.status !== 404) throw error;
      const session = await this.getSession(name, sessionId, opts).catch(() => undefined);
      if (session && !session.active) return { sessionId, status: session.completionStatus, alreadyEnded: true };
      throw error;
    }
  }

  async listDeployments(name: string, opts: CallOptions = {}): Promise<AgentDeployment[]> {
    assertValid('name', validateAgentName(name));
    if (!this.orgScoped) throw deploymentsUnavailable();
    const { body } = await this.http.request<unknown>('GET', `${this.base}/${seg(name)}/deployments`, {
      signal: opts.signal,
      noRetry: opts.noRetry,
    });
    return parseDeployments(body, name);
  }
}

/**
 * The official CLI's deploy payload (`PUT /services`, None values dropped) rebuilt from the agent's detail, with
 * `forceRedeploy`; or why it cannot be: no usable image (redacted for build deploys) and no build id, or more than one
 * bound secret set (the payload names one). Never a guess: see docs/agents-wire.md.
 */
export function orgRedeployPayload(detail: AgentDetail): Record<string, unknown> | string {
  const cannot = `agent '${detail.name}' cannot be redeployed from here:`;
  const fallback = 'redeploy it with `pipecat cloud deploy --force`';
  const source = isUsableImage(detail.image)
    ? { image: detail.image }
    : detail.buildId
      ? { buildId: detail.buildId }
      : undefined;
  if (!source) return `${cannot} the service did not return its image; ${fallback}`;
  const sets = detail.bindings?.secretSets ?? [];
  if (sets.length > 1) return `${cannot} it binds ${sets.length} secret sets and a deploy names one; ${fallback}`;
  const scaling = Object.fromEntries(Object.entries(detail.autoScaling ?? {}).filter(([, v]) => v !== undefined));
  const payload: Record<string, unknown> = {
    serviceName: detail.name,
    ...source,
    secretSet: sets[0],
    imagePullSecretSet: detail.bindings?.imagePullSecret,
    region: detail.region,
    autoScaling: Object.keys(scaling).length > 0 ? scaling : undefined,
    agentProfile: detail.agentProfile,
    maxSessionDuration: detail.maxSessionDuration,
    krispViva: detail.krispVivaAudioFilter !== undefined ? { audioFilter: detail.krispVivaAudioFilter } : undefined,
    forceRedeploy: true,
  };
  return Object.fromEntries(Object.entries(payload).filter(([, v]) => v !== undefined));
}

/** Agent names follow the set-name rule on the service side; the message names the field. */
function validateAgentName(name: string): string | null {
  const problem = validateSetName(name);
  return problem === null ? null : problem.replace(/^set name/, 'agent name');
}

function optionalField(obj: Record<string, unknown>, field: string): Record<string, string> {
  const value = optionalString(obj, field);
  return value !== undefined ? { [field]: value } : {};
}
