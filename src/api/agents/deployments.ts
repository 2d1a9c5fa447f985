// An agent's deployments: `GET /v1/organizations/{org}/services/{name}/deployments` → `{deployments: [{id, manifest:
// {spec: {dailyNodeType, image, …}}, createdAt, updatedAt}]}`, what the official CLI's `agent deployments` reads. Not in
// the published document: the private-key API (`/v1/agents…`) has no such call, so the client says so instead of
// sending one. Read tolerantly (a field left out is null; an item without an id is skipped), newest first, every
// string sanitised.
import { bindingsOf } from './detail.js';
import { ApiError } from '../http/errors.js';
import { sanitizeTerminalText } from '../redact/sanitize.js';
import { expectRecord, isRecord, malformed } from '../http/shape.js';

export interface AgentDeployment {
  id: string;
  createdAt: string | null;
  updatedAt: string | null;
  /** `manifest.spec.image` as given (redacted for build deploys). */
  image: string | null;
  /** `manifest.spec.dailyNodeType`. */
  nodeType: string | null;
  /** `manifest.spec.envFromSecretNames`. */
  secretSets: string[];
  imagePullSecret: string | null;
  /** `manifest.spec.autoScaling` {minReplicas, maxReplicas} (null: not given). */
  minAgents: number | null;
  maxAgents: number | null;
  /** `manifest.spec.maxSessionDurationSeconds` (null: the platform default, or not given). */
  maxSessionDuration: number | null;
}

export const DEPLOYMENTS_UNAVAILABLE = 'DEPLOYMENTS_UNAVAILABLE';

/** Why the deployments list cannot be read with a private API key. */
export function deploymentsUnavailable(): ApiError {
  return new ApiError({
    status: 0,
    code: DEPLOYMENTS_UNAVAILABLE,
    message:
      "The deployments list is only on the official CLI's org-scoped API (sign in with `agentdeck auth login` or use a user token); " +
      "the published private-key API has none. The agent's detail still names its current and previous deployments.",
  });
}

const count = (v: unknown): number | null => (typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : null);

const line = (v: unknown): string | null =>
  typeof v === 'string' ? sanitizeTerminalText(v, { singleLine: true }) : null;

export function parseDeployments(body: unknown, name: string): AgentDeployment[] {
  const where = `deployments of agent "${name}"`;
  const obj = expectRecord(body, where);
  const items = Array.isArray(obj.deployments)
    ? obj.deployments
    : isRecord(obj.body) && Array.isArray(obj.body.deployments)
      ? obj.body.deployments
      : undefined;
  if (!items) throw malformed(`${where} has no array "deployments"`);
  const out: AgentDeployment[] = [];
  for (const item of items) {
    if (!isRecord(item)) continue;
    const id = line(item.id);
    if (!id) continue;
    const spec = isRecord(item.manifest) && isRecord(item.manifest.spec) ? item.manifest.spec : {};
    const bindings = bindingsOf(item);
    out.push({
      id,
      createdAt: line(item.createdAt),
      updatedAt: line(item.updatedAt),
      image: line(spec.image),
      nodeType: line(spec.dailyNodeType),
      secretSets: bindings?.secretSets ?? [],
      imagePullSecret: bindings?.imagePullSecret ?? null,
      minAgents: isRecord(spec.autoScaling) ? count(spec.autoScaling.minReplicas) : null,
      maxAgents: isRecord(spec.autoScaling) ? count(spec.autoScaling.maxReplicas) : null,
      maxSessionDuration: count(spec.maxSessionDurationSeconds),
    });
  }
  // The answer's order is not documented: newest first where the times can be read, else as given.
  const at = (d: AgentDeployment) => (d.createdAt ? Date.parse(d.createdAt) : Number.NaN);
  return out
    .map((d, i) => ({ d, i }))
    .sort((a, b) => {
      const ta = at(a.d);
      const tb = at(b.d);
      if (Number.isNaN(ta) || Number.isNaN(tb)) return a.i - b.i;
      return tb - ta || a.i - b.i;
    })
    .map(({ d }) => d);
}
