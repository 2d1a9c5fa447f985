// Emulator-only routes for agents (not part of the service): the controls a test sets on an agent (its new
// deployments fail with a message, its live-session count, its session settings: sessionControl.ts), the agent's
// deployments with the set versions each captured and their sessions, and a set's current version — so a test can prove which write of a set each agent runs. Names and
// version numbers only, never a value nor a hash of one.
import { iso } from './agentDetail.js';
import { AGENT_NOT_FOUND, bad, notFound } from './agentRules.js';
import type { AgentControl } from './agentStore.js';
import type { AgentsService } from './agents.js';
import type { DeploymentRow } from './deploymentStore.js';
import { outcomeAt, phaseAt, servingAfter, timeline } from './deployTimeline.js';
import { SERVICE_NAME, SERVICE_NAME_RULE, isPlainObject, type HttpResult } from './rules.js';
import type { SecretsService } from './secrets.js';
import { SESSION_CONTROL_FIELDS, parseSessionControl, sessionControlJson } from './sessionControl.js';
import type { SessionsService } from './sessions.js';

export const MAX_FAIL_MESSAGE = 4000;
export const MAX_SESSIONS = 1_000_000;
const CONTROL_FIELDS: ReadonlySet<string> = new Set([
  'failDeployments',
  'activeSessionCount',
  ...SESSION_CONTROL_FIELDS,
]);
const EXPECTED =
  'failDeployments, activeSessionCount, supersededTakesSessions, sessionDurationMs and/or sessionsPerMinute';

/** Checks a control body; the control it makes from `current`, or a 400 naming the field and the rule. */
export function parseControl(body: unknown, current: AgentControl): AgentControl | HttpResult {
  if (!isPlainObject(body)) return bad(`The body must be a JSON object with ${EXPECTED}`);
  const unknown = Object.keys(body).filter((key) => !CONTROL_FIELDS.has(key));
  if (unknown.length > 0) return bad(`Unknown field(s) ${unknown.join(', ')}: expected ${EXPECTED}`);
  if (Object.keys(body).length === 0) return bad(`Give ${EXPECTED}`);
  const next = { ...current };
  if (body.failDeployments !== undefined) {
    const message = body.failDeployments;
    if (
      message !== null &&
      (typeof message !== 'string' || message.trim() === '' || message.length > MAX_FAIL_MESSAGE)
    ) {
      return bad(`failDeployments must be a message (1 to ${MAX_FAIL_MESSAGE} characters) or null`);
    }
    next.failDeployments = message;
  }
  if (body.activeSessionCount !== undefined) {
    const count = body.activeSessionCount;
    if (typeof count !== 'number' || !Number.isInteger(count) || count < 0 || count > MAX_SESSIONS) {
      return bad(`activeSessionCount must be a whole number from 0 to ${MAX_SESSIONS}`);
    }
    next.activeSessionCount = count;
  }
  return next;
}

export class AgentControls {
  constructor(
    private readonly service: AgentsService,
    private readonly secrets: SecretsService,
    private readonly sessions?: SessionsService,
  ) {}

  /** `PUT /_emulator/agents/:name`: may be set before the agent exists (its first deployment then obeys it). */
  set(org: string, name: string, body: unknown): HttpResult {
    if (!SERVICE_NAME.test(name)) return bad(SERVICE_NAME_RULE.replace('Service name', 'Agent name'));
    const store = this.service.agents;
    const sessions = this.sessions;
    return store.store.transaction(() => {
      const control = parseControl(body, store.control(org, name));
      if ('status' in control) return control;
      let sessionPart = {};
      if (sessions) {
        // Traffic of the old rate up to now is created before the rate changes.
        const now = sessions.refresh(org, name);
        const next = parseSessionControl(body as Record<string, unknown>, sessions.store.control(org, name), now);
        if ('status' in next) return next;
        sessions.store.setControl(org, name, next);
        sessionPart = sessionControlJson(next);
      }
      store.setControl(org, name, control);
      return {
        status: 200,
        body: { name, agentExists: store.get(org, name) !== undefined, ...control, ...sessionPart },
      };
    });
  }

  /** `--fail-agent NAME[=MESSAGE]` at start-up. */
  failDeployments(org: string, name: string, message: string): void {
    const store = this.service.agents;
    store.store.transaction(() =>
      store.setControl(org, name, { ...store.control(org, name), failDeployments: message }),
    );
  }

  /** `GET /_emulator/agents/:name/deployments`: every deployment, oldest first, with what it captured. */
  deployments(org: string, name: string): HttpResult {
    const { service } = this;
    const row = service.agents.get(org, name);
    if (!row) return AGENT_NOT_FOUND;
    const now = this.sessions ? this.sessions.refresh(org, name) : service.now();
    const counts = this.sessions
      ? this.sessions.store.countsByDeployment(org, name, now)
      : new Map<string, { active: number; total: number }>();
    const list = service.deployments.list(org, name);
    const serving = servingAfter(list.at(-1), now, service.deployMs);
    const version = (set: string | null) =>
      set === null ? null : { name: set, version: this.secrets.state(org, set)?.version ?? null };
    const captured = (set: string | null, v: number | null) => (set === null ? null : { name: set, version: v });
    const report = (d: DeploymentRow, index: number) => {
      const outcome = outcomeAt(d, list[index + 1], now, service.deployMs);
      return {
        id: d.id,
        seq: d.seq,
        createdAt: iso(d.created_at),
        doneAt: iso(timeline(d.created_at, service.deployMs).done),
        forced: d.forced === 1,
        image: d.image,
        // A superseded deployment never got further than the phase it was in.
        phase: outcome === 'superseded' ? null : phaseAt(d, now, service.deployMs).phase,
        outcome,
        serving: d.id === serving,
        failure: d.failure,
        secretSet: captured(d.secret_set, d.secret_set_version),
        imagePullSecretSet: captured(d.pull_secret_set, d.pull_secret_version),
        activeSessions: counts.get(d.id)?.active ?? 0,
        sessions: counts.get(d.id)?.total ?? 0,
      };
    };
    return {
      status: 200,
      body: {
        name,
        region: row.region,
        desiredDeploymentId: row.deployment_id,
        reconciledDeploymentId: service.reconciledId(row, now),
        servingDeploymentId: serving,
        ...service.agents.control(org, name),
        ...(this.sessions ? sessionControlJson(this.sessions.store.control(org, name)) : {}),
        // The sets the agent binds now, at their current versions (null: the set is gone).
        current: { secretSet: version(row.secret_set), imagePullSecretSet: version(row.pull_secret_set) },
        deployments: list.map(report),
      },
    };
  }

  /** `GET /_emulator/secrets/:name`: a set's type, region, status and version; never its values. */
  setState(org: string, name: string): HttpResult {
    const state = this.secrets.state(org, name);
    return state ? { status: 200, body: state } : notFound('Set not found');
  }
}
