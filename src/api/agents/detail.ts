// An agent's detail (`ServiceDetailsResponse`) as the client reads it, on both path families. Why this file is long:
// one response type read field by field. Every string is sanitised here, so the CLI and the app print it as it is.
// A top-level field the rollout relies on (deployment ids, ready, available, sessions, revisions, conditions, errors)
// present with the wrong type is a malformed answer naming the field; fields inside a revision or a condition are
// read leniently (a wrong type is left out). `conditions` and `errors` come from the official CLI's reading.
import { malformed, expectRecord, isRecord, optionalString } from '../http/shape.js';
import { sanitizeTerminalText } from '../redact/sanitize.js';

/** The secret sets and image pull secret an agent's deployment manifest names. */
export interface AgentBindings {
  /** `deployment.manifest.spec.envFromSecretNames` */
  secretSets: string[];
  /** `deployment.manifest.spec.imagePullSecretName` */
  imagePullSecret?: string;
}

export interface RevisionHealth {
  ready?: boolean;
  /** running | waiting | terminated */
  state?: string;
  restartCount?: number;
  replicasStarted?: number;
  /** e.g. CrashLoopBackOff, ImagePullBackOff, OOMKilled */
  reason?: string;
  lastTerminationReason?: string;
  lastExitCode?: number;
  /** The crash output (a traceback): may hold several lines. */
  message?: string;
}

export interface RevisionInfo {
  /** Wire: `deploymentID`. */
  deploymentId?: string;
  /** Creating | Validating | Active | Draining | Failed */
  phase?: string;
  readyReplicas?: number;
  phaseStartedAt?: string;
  health?: RevisionHealth;
  hasInfrastructureIssue?: boolean;
}

export interface AgentCondition {
  /** Degraded | Progressing | … */
  type: string;
  /** "True" | "False" | "Unknown" */
  status: string;
  reason?: string;
  message?: string;
}

/** `GET /agents/{name}` (ServiceDetailsResponse), and the answer of a redeploy. */
export interface AgentDetail {
  name: string;
  region?: string;
  /** Whether the latest deployment passed validation and is ready (absent when the service left it out). */
  ready?: boolean;
  /** Whether it takes new sessions (old replicas keep serving during a rolling update). */
  available?: boolean;
  activeSessionCount?: number;
  /** Null when the agent has no deployment. */
  bindings: AgentBindings | null;
  /** The requested deployment (falls back to the deprecated `activeDeploymentId`). */
  desiredDeploymentId?: string;
  /** The deployment the operator has processed. */
  reconciledDeploymentId?: string;
  currentRevision?: RevisionInfo;
  /** Present during a rolling update. */
  previousRevision?: RevisionInfo;
  conditions?: AgentCondition[];
  errors?: Array<{ code?: string; message: string }>;
  createdAt?: string;
  updatedAt?: string;
  /** `deployment.createdAt`: when the desired deployment was made (what staleness compares with a set's last write). */
  deploymentCreatedAt?: string;
  /** Not the service's: the emulator's version of each set the deployment captured (set name → write count). */
  emulatorSetVersions?: Record<string, number>;
  /** `deployment.manifest.spec.image`, as the service gives it (redacted for build deploys). */
  image?: string;
  /** A cloud build id, when the answer names one (not in the published document). */
  buildId?: string;
  /** From `autoScaling {minReplicas, maxReplicas}` (or the manifest's). */
  autoScaling?: { minAgents?: number; maxAgents?: number };
  agentProfile?: string;
  /** `deployment.manifest.spec.maxSessionDurationSeconds` (absent: the platform default). */
  maxSessionDuration?: number;
  /** `krispViva.audioFilter` (null: disabled). */
  krispVivaAudioFilter?: string | null;
  /** A redeploy answer's `warning` (e.g. identical configuration deployed without force). */
  warning?: string;
}

const line = (text: string) => sanitizeTerminalText(text, { singleLine: true });
const lines = (text: string) => sanitizeTerminalText(text).replace(/\r/g, '');

/** `deployment.manifest.spec` → bindings; undefined when the deployment or its manifest is absent. Names sanitised. */
export function bindingsOf(deployment: unknown): AgentBindings | undefined {
  if (!isRecord(deployment) || !isRecord(deployment.manifest)) return undefined;
  const spec = deployment.manifest.spec;
  if (!isRecord(spec)) return { secretSets: [] };
  const names = Array.isArray(spec.envFromSecretNames) ? spec.envFromSecretNames : [];
  const secretSets = [...new Set(names.filter((n): n is string => typeof n === 'string' && n !== '').map(line))];
  const pull = optionalString(spec, 'imagePullSecretName');
  return { secretSets, ...(pull ? { imagePullSecret: line(pull) } : {}) };
}

/** What the `deployment` object says about the deployment itself: when it was made, and (the emulator) what it captured. */
export function deploymentFacts(deployment: unknown): Pick<AgentDetail, 'deploymentCreatedAt' | 'emulatorSetVersions'> {
  if (!isRecord(deployment)) return {};
  const createdAt = lenientString(deployment, 'createdAt');
  const raw = deployment.emulatorSetVersions;
  let versions: Record<string, number> | undefined;
  if (isRecord(raw)) {
    versions = {};
    for (const [set, v] of Object.entries(raw))
      if (typeof v === 'number' && Number.isSafeInteger(v)) versions[line(set)] = v;
  }
  return {
    ...(createdAt !== undefined ? { deploymentCreatedAt: createdAt } : {}),
    ...(versions ? { emulatorSetVersions: versions } : {}),
  };
}

/** Reads one top-level field: absent or null → undefined; the wrong type → malformed, naming the field. */
function typed<T>(
  obj: Record<string, unknown>,
  field: string,
  where: string,
  kind: 'string' | 'boolean' | 'number',
): T | undefined {
  const value = obj[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== kind || (kind === 'number' && !Number.isFinite(value))) {
    throw malformed(`${where}: "${field}" is not a ${kind}`);
  }
  return (kind === 'string' ? line(value as string) : value) as T;
}

const lenientString = (obj: Record<string, unknown>, field: string, multiLine = false): string | undefined => {
  const value = obj[field];
  return typeof value === 'string' ? (multiLine ? lines(value) : line(value)) : undefined;
};
const lenientNumber = (obj: Record<string, unknown>, field: string): number | undefined => {
  const value = obj[field];
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
};
const lenientBoolean = (obj: Record<string, unknown>, field: string): boolean | undefined => {
  const value = obj[field];
  return typeof value === 'boolean' ? value : undefined;
};

/** Drops undefined values so `toEqual` and JSON see only what the service gave. */
function defined<T extends object>(obj: T): T {
  return Object.fromEntries(Object.entries(obj).filter(([, v]) => v !== undefined)) as T;
}

function healthOf(value: unknown): RevisionHealth | undefined {
  if (!isRecord(value)) return undefined;
  return defined({
    ready: lenientBoolean(value, 'ready'),
    state: lenientString(value, 'state'),
    restartCount: lenientNumber(value, 'restartCount'),
    replicasStarted: lenientNumber(value, 'replicasStarted'),
    reason: lenientString(value, 'reason'),
    lastTerminationReason: lenientString(value, 'lastTerminationReason'),
    lastExitCode: lenientNumber(value, 'lastExitCode'),
    message: lenientString(value, 'message', true),
  });
}

function revisionOf(obj: Record<string, unknown>, field: string, where: string): RevisionInfo | undefined {
  const value = obj[field];
  if (value === undefined || value === null) return undefined;
  if (!isRecord(value)) throw malformed(`${where}: "${field}" is not an object`);
  const health = healthOf(value.health);
  return defined({
    deploymentId: lenientString(value, 'deploymentID') ?? lenientString(value, 'deploymentId'),
    phase: lenientString(value, 'phase'),
    readyReplicas: lenientNumber(value, 'readyReplicas'),
    phaseStartedAt: lenientString(value, 'phaseStartedAt'),
    health,
    hasInfrastructureIssue: lenientBoolean(value, 'hasInfrastructureIssue'),
  });
}

function listOf(obj: Record<string, unknown>, field: string, where: string): unknown[] | undefined {
  const value = obj[field];
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value)) throw malformed(`${where}: "${field}" is not an array`);
  return value;
}

function conditionsOf(obj: Record<string, unknown>, where: string): AgentCondition[] | undefined {
  const items = listOf(obj, 'conditions', where);
  if (!items) return undefined;
  const conditions: AgentCondition[] = [];
  for (const item of items) {
    if (!isRecord(item) || typeof item.type !== 'string') continue;
    // "True"/"False" per the official CLI; a boolean is read the same way.
    const status = typeof item.status === 'boolean' ? (item.status ? 'True' : 'False') : lenientString(item, 'status');
    if (status === undefined) continue;
    conditions.push(
      defined({
        type: line(item.type),
        status,
        reason: lenientString(item, 'reason'),
        message: lenientString(item, 'message'),
      }),
    );
  }
  return conditions;
}

function errorsOf(obj: Record<string, unknown>, where: string): AgentDetail['errors'] {
  const items = listOf(obj, 'errors', where);
  if (!items) return undefined;
  const errors: NonNullable<AgentDetail['errors']> = [];
  for (const item of items) {
    if (typeof item === 'string') {
      errors.push({ message: line(item) });
      continue;
    }
    if (!isRecord(item)) continue;
    // The official CLI reads `message`, then `error`.
    const message = lenientString(item, 'message') || lenientString(item, 'error') || 'unknown error';
    errors.push(defined({ code: lenientString(item, 'code'), message }));
  }
  return errors;
}

function autoScalingOf(
  obj: Record<string, unknown>,
  spec: Record<string, unknown> | undefined,
): AgentDetail['autoScaling'] {
  const source = isRecord(obj.autoScaling)
    ? obj.autoScaling
    : spec && isRecord(spec.autoScaling)
      ? spec.autoScaling
      : undefined;
  if (!source) return undefined;
  const minAgents = lenientNumber(source, 'minReplicas') ?? lenientNumber(source, 'minAgents');
  const maxAgents = lenientNumber(source, 'maxReplicas') ?? lenientNumber(source, 'maxAgents');
  return minAgents === undefined && maxAgents === undefined ? undefined : defined({ minAgents, maxAgents });
}

/** The official CLI reads the org-scoped detail from `result.body`; accept both forms. */
export function unwrapBody(body: unknown): unknown {
  return isRecord(body) && isRecord(body.body) && body.name === undefined ? body.body : body;
}

/** A detail or redeploy answer → AgentDetail; `name` is the agent asked for (used when the answer has none). */
export function parseAgentDetail(body: unknown, name: string): AgentDetail {
  const where = `agent "${name}"`;
  const obj = expectRecord(body, where);
  const deployment = obj.deployment;
  if (deployment !== undefined && deployment !== null && !isRecord(deployment))
    throw malformed(`${where}: "deployment" is not an object`);
  const manifest = isRecord(deployment) && isRecord(deployment.manifest) ? deployment.manifest : undefined;
  const spec = manifest && isRecord(manifest.spec) ? manifest.spec : undefined;
  const image = spec ? lenientString(spec, 'image') : undefined;
  const buildId =
    typed<string>(obj, 'buildId', where, 'string') ??
    (isRecord(deployment) ? lenientString(deployment, 'buildId') : undefined) ??
    (spec ? lenientString(spec, 'buildId') : undefined);
  return defined({
    name: typed<string>(obj, 'name', where, 'string') ?? name,
    region: typed<string>(obj, 'region', where, 'string'),
    ready:
      typed<boolean>(obj, 'ready', where, 'boolean') ?? typed<boolean>(obj, 'activeDeploymentReady', where, 'boolean'),
    available: typed<boolean>(obj, 'available', where, 'boolean'),
    activeSessionCount: typed<number>(obj, 'activeSessionCount', where, 'number'),
    bindings: bindingsOf(deployment) ?? null,
    desiredDeploymentId:
      typed<string>(obj, 'desiredDeploymentId', where, 'string') ??
      typed<string>(obj, 'activeDeploymentId', where, 'string'),
    reconciledDeploymentId: typed<string>(obj, 'reconciledDeploymentId', where, 'string'),
    currentRevision: revisionOf(obj, 'currentRevision', where),
    previousRevision: revisionOf(obj, 'previousRevision', where),
    conditions: conditionsOf(obj, where),
    errors: errorsOf(obj, where),
    createdAt: typed<string>(obj, 'createdAt', where, 'string'),
    updatedAt: typed<string>(obj, 'updatedAt', where, 'string'),
    ...deploymentFacts(deployment),
    image,
    buildId,
    autoScaling: autoScalingOf(obj, spec),
    agentProfile: typed<string>(obj, 'agentProfile', where, 'string'),
    maxSessionDuration: spec ? lenientNumber(spec, 'maxSessionDurationSeconds') : undefined,
    krispVivaAudioFilter: isRecord(obj.krispViva)
      ? obj.krispViva.audioFilter === null
        ? null
        : lenientString(obj.krispViva, 'audioFilter')
      : undefined,
    warning: typed<string>(obj, 'warning', where, 'string'),
  });
}

/**
 * Whether `image` names a container image a deploy can be sent with. Build deploys show it redacted (UNCONFIRMED in
 * what form: "[REDACTED]", "***", "" are all taken as redacted), and a guess is never sent.
 */
export function isUsableImage(image: string | undefined): image is string {
  if (image === undefined) return false;
  const trimmed = image.trim();
  return trimmed !== '' && !/\s/.test(trimmed) && !/redacted/i.test(trimmed) && !/^[*\u2022]+$/.test(trimmed);
}
