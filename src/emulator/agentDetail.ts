// The published shapes of an emulated agent: ServiceListItem, the deployment manifest and ServiceDetailsResponse
// with its revisions (RevisionInfo / RevisionHealth), conditions and errors, as the official CLI reads them
// (`_utils/deploy_utils.py interpret_deployment_status`). Pure: rows and a time in, JSON out.
import type { AgentControl, AgentRow } from './agentStore.js';
import { readSettings, type DeploymentRow } from './deploymentStore.js';
import { phaseAt, timeline } from './deployTimeline.js';

/** The code a failed revision's `errors` entry carries (the service's "error in your image" code). */
export const DEPLOY_ERROR_CODE = 'PCC_UNKNOWN_ERROR';
const CRASH = { reason: 'CrashLoopBackOff', lastTerminationReason: 'Error', lastExitCode: 1, restartCount: 3 } as const;

export interface DetailInput {
  row: AgentRow;
  /** The newest (desired) deployment. */
  current: DeploymentRow;
  /** The deployment that served when `current` was created, if any. */
  previous: DeploymentRow | undefined;
  reconciledId: string | null;
  control: AgentControl;
  /** Active sessions per deployment id (the sessions the emulator lists). */
  sessions?: ReadonlyMap<string, number>;
  now: number;
  deployMs: number;
}

export function iso(ms: number): string {
  return new Date(ms).toISOString();
}

export function listItem(row: AgentRow, reconciledId: string | null): Record<string, unknown> {
  return {
    id: row.id,
    name: row.name,
    region: row.region,
    desiredDeploymentId: row.deployment_id,
    activeDeploymentId: row.deployment_id,
    reconciledDeploymentId: reconciledId,
    organizationId: row.org,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    deletedAt: null,
  };
}

/**
 * The deployment as the agent's list item and detail carry it. With `captured` (the deployment's row), also what is
 * not the service's: the version of each set it captured (`emulatorSetVersions`, set name → write count).
 */
export function deploymentManifest(row: AgentRow, captured?: DeploymentRow): Record<string, unknown> {
  const versions: Record<string, number> = {};
  if (captured?.secret_set != null && captured.secret_set_version != null)
    versions[captured.secret_set] = captured.secret_set_version;
  if (captured?.pull_secret_set != null && captured.pull_secret_version != null)
    versions[captured.pull_secret_set] = captured.pull_secret_version;
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
        // "Absent when the service is using the platform default."
        ...(row.max_session_seconds !== null ? { maxSessionDurationSeconds: row.max_session_seconds } : {}),
      },
    },
    serviceId: row.id,
    createdAt: iso(row.updated_at),
    updatedAt: iso(row.updated_at),
    ...(captured ? { emulatorSetVersions: versions } : {}),
  };
}

/**
 * Replicas of the serving revision: the minimum, or one per live session (the listed sessions on it plus the
 * `activeSessionCount` control's unlisted ones), within the maximum.
 */
function servingReplicas(row: AgentRow, control: AgentControl, listed: number): number {
  return Math.min(row.max_agents, Math.max(row.min_agents, control.activeSessionCount + listed));
}

const sessionsOn = (input: DetailInput, id: string | undefined): number =>
  id === undefined ? 0 : (input.sessions?.get(id) ?? 0);

/** One element of `GET …/services/{name}/deployments`: the deployment's manifest as it was created. */
export function deploymentEntry(row: AgentRow, d: DeploymentRow, updatedAt: number): Record<string, unknown> {
  const base = deploymentManifest(row);
  const manifest = base.manifest as { spec: Record<string, unknown> };
  const { imagePullSecretName: _pull, maxSessionDurationSeconds: _max, ...spec } = manifest.spec;
  // The settings it was made with (rows from before they were kept: the agent's own).
  const settings = readSettings(d) ?? row;
  return {
    ...base,
    id: d.id,
    manifest: {
      ...manifest,
      spec: {
        ...spec,
        dailyNodeType: settings.node_type,
        autoScaling: { minReplicas: settings.min_agents, maxReplicas: settings.max_agents },
        ...(settings.max_session_seconds !== null ? { maxSessionDurationSeconds: settings.max_session_seconds } : {}),
        image: d.image,
        ...(d.pull_secret_set !== null ? { imagePullSecretName: d.pull_secret_set } : {}),
        envFromSecretNames: d.secret_set !== null ? [d.secret_set] : [],
      },
    },
    createdAt: iso(d.created_at),
    updatedAt: iso(updatedAt),
  };
}

function currentRevision(input: DetailInput): Record<string, unknown> {
  const { current, now, deployMs } = input;
  const { phase, since } = phaseAt(current, now, deployMs);
  const replicas = servingReplicas(input.row, input.control, sessionsOn(input, current.id));
  const revision: Record<string, unknown> = {
    deploymentID: current.id,
    phase,
    readyReplicas: phase === 'Active' ? replicas : 0,
    phaseStartedAt: iso(since),
  };
  // RevisionHealth is "present once replicas have started running".
  if (phase === 'Validating') revision.health = { ready: false, state: 'running', restartCount: 0, replicasStarted: 1 };
  if (phase === 'Active')
    revision.health = { ready: true, state: 'running', restartCount: 0, replicasStarted: Math.max(replicas, 1) };
  if (phase === 'Failed') {
    revision.health = { ready: false, state: 'waiting', ...CRASH, replicasStarted: 1, message: current.failure };
  }
  return revision;
}

function previousRevision(input: DetailInput, phase: string): Record<string, unknown> {
  const { previous, current, deployMs } = input;
  const failed = phase === 'Failed';
  const listed = sessionsOn(input, previous!.id);
  // Once the new revision is active, the old one keeps only the replicas its own sessions hold.
  const replicas = phase === 'Active' ? Math.max(1, listed) : servingReplicas(input.row, input.control, listed);
  return {
    deploymentID: previous!.id,
    // Old pods keep serving: draining while the new revision validates and while their sessions last after it is
    // active, Active again once it has failed.
    phase: failed ? 'Active' : 'Draining',
    readyReplicas: replicas,
    phaseStartedAt: iso(failed ? timeline(current.created_at, deployMs).done : current.created_at),
    health: { ready: true, state: 'running', restartCount: 0, replicasStarted: Math.max(replicas, 1) },
  };
}

function conditions(phase: string, available: boolean, current: DeploymentRow): Record<string, unknown>[] {
  const id = current.id;
  const progressing =
    phase === 'Active'
      ? { type: 'Progressing', status: 'False', reason: 'RolloutComplete', message: `Deployment ${id} is active` }
      : phase === 'Failed'
        ? { type: 'Progressing', status: 'False', reason: 'RolloutFailed', message: current.failure }
        : {
            type: 'Progressing',
            status: 'True',
            reason: `Revision${phase}`,
            message: `Deployment ${id} is ${phase.toLowerCase()}`,
          };
  const degraded =
    phase === 'Failed'
      ? { type: 'Degraded', status: 'True', reason: CRASH.reason, message: current.failure }
      : { type: 'Degraded', status: 'False', reason: 'Healthy' };
  const availability = available
    ? { type: 'Available', status: 'True', reason: 'RevisionServing' }
    : {
        type: 'Available',
        status: 'False',
        reason: 'NoServingRevision',
        message: 'No revision of this agent is serving',
      };
  return [availability, progressing, degraded];
}

/** ServiceDetailsResponse at `now`. */
export function agentDetails(input: DetailInput): Record<string, unknown> {
  const { row, current, previous, now, deployMs } = input;
  const { phase } = phaseAt(current, now, deployMs);
  const ready = phase === 'Active';
  const failed = phase === 'Failed';
  // Old pods keep serving during a rolling update and after a failed one; a first deployment has none.
  const available = ready || previous !== undefined;
  const { id: _id, organizationId: _org, deletedAt: _deleted, ...item } = listItem(row, input.reconciledId);
  return {
    ...item,
    ready,
    available,
    activeDeploymentReady: ready,
    autoScaling: { maxReplicas: row.max_agents, minReplicas: row.min_agents },
    activeSessionCount:
      input.control.activeSessionCount + [...(input.sessions?.values() ?? [])].reduce((a, b) => a + b, 0),
    deployment: deploymentManifest(row, current.id === row.deployment_id ? current : undefined),
    agentProfile: row.agent_profile,
    krispViva: { audioFilter: null },
    currentRevision: currentRevision(input),
    // Present while rolling out, after a failure, and while the replaced deployment still has active sessions.
    previousRevision:
      previous !== undefined && (!ready || sessionsOn(input, previous.id) > 0) ? previousRevision(input, phase) : null,
    conditions: conditions(phase, available, current),
    errors: failed ? [{ code: DEPLOY_ERROR_CODE, message: current.failure }] : [],
  };
}
