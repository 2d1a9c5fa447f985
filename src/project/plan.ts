// Why this file is long: the plan is one decision per kind of thing (sets, pull secrets, agents) over the same
// environment × region grid, with the counts every view shows; apart, the three would share their types and counts.
// The plan as data: per environment and region, what differs between the project and the cloud — sets to create,
// keys to add and remove, values that differ (told by the write marker's salted digest, recomputed from the source
// values: "unknown" when another tool wrote last, never "same"), sets failed or pending, pull secrets missing or in
// the wrong place, agents bound wrong or in another region, stale agents, agents not drained — and a summary per
// environment. Never a value: only key names, states and reasons. buildPlan is pure; compareValues computes the
// digests (compare.ts: scrypt, on the thread pool) beforehand.
import { agentStaleness, setWriteOf, type SetWrite } from '../api/secrets/staleness.js';
import type { CloudState } from './cloud.js';
import type { EnvironmentValues } from './sources.js';
import type { EnvironmentTargets, SetTarget } from './targets.js';

/** What is known of a set's values against the source. */
export type ValuesState =
  /** The marker's digest matches the source values. */
  | 'same'
  /** The marker's digest does not match: a value differs. */
  | 'differ'
  /** No digest to compare with (another tool wrote last, a names-only marker, keys changed since). */
  | 'unknown'
  /** The set does not exist: every value is new. */
  | 'new'
  /** The source values could not all be read (the problems say why). */
  | 'no-source';

export interface SetPlan {
  logical: string;
  name: string;
  region: string;
  exists: boolean;
  /** create: it is missing · update: a write is due · none: in sync · blocked: it cannot be written (see `problem`). */
  action: 'create' | 'update' | 'none' | 'blocked';
  /** Keys the source has and the set has not. */
  add: string[];
  /** Keys the set has and the source has not (removed only with --prune). */
  remove: string[];
  values: ValuesState;
  /**
   * When the values differ and the write marker tags each key (V2): the keys whose value differs, sorted; empty when
   * agentdeck cannot tell which (every tag matched). Absent: the marker names no key (an older marker, or more keys
   * than it tags).
   */
  differing?: string[];
  /** Why the values are unknown. */
  valuesWhy?: string;
  status?: string;
  errorMessage?: string;
  problem?: string;
}

export interface PullSecretPlan {
  logical: string;
  name: string;
  region: string;
  action: 'create' | 'none' | 'blocked';
  /** Present but in another region (it must be deleted and written again there; apply does not). */
  problem?: string;
  /** Its credentials variable is set (needed to create it). */
  credentials: boolean;
  credentialsEnv: string;
}

export type AgentIssue =
  | { kind: 'missing' }
  | { kind: 'wrong-region'; region: string }
  | { kind: 'wrong-set'; bound: string[]; want?: string }
  | { kind: 'wrong-pull-secret'; bound?: string; want?: string }
  | { kind: 'stale'; message: string; since?: number }
  | { kind: 'unknown'; message: string }
  | { kind: 'not-drained'; sessions: number; deployments: string[] }
  | { kind: 'unreadable'; message: string }
  /** Read with --deployments (deployments.ts): its deployment after the set's last write failed, or is rolling. */
  | { kind: 'deployment'; state: 'failed' | 'rolling'; message: string };

export interface AgentPlan {
  logical: string;
  name: string;
  region: string;
  set?: string;
  pullSecret?: string;
  issues: AgentIssue[];
  /** apply rebinds it (agent update: the new deployment runs the set as written). */
  rebind: boolean;
  /** apply rolls it out (its set is written, or it runs older values) — unless it is rebound. */
  redeploy: boolean;
  /**
   * The set whose rollout redeploys it when the file names none (`set` absent): the managed set it is bound to in
   * the cloud, in its region. Absent when `set` is given or nothing is to roll out.
   */
  rolloutSet?: string;
  /** apply follows its deployment in progress through the set's rollout, which does not redeploy it (deployments.ts). */
  follow?: boolean;
}

/** The set whose rollout redeploys or follows the agent: the file's, else the one it is bound to (`rolloutSet`). */
export function rolloutSetOf(agent: AgentPlan): string | undefined {
  return agent.set ?? agent.rolloutSet;
}

export interface RegionPlan {
  region: string;
  sets: SetPlan[];
  pullSecrets: PullSecretPlan[];
  agents: AgentPlan[];
}

export interface PlanCounts {
  setsToCreate: number;
  setsToUpdate: number;
  keysToAdd: number;
  keysToRemove: number;
  valuesDiffer: number;
  valuesUnknown: number;
  failedSets: number;
  pendingSets: number;
  pullSecretsToCreate: number;
  agentsToRebind: number;
  agentsToRedeploy: number;
  /** Agents whose deployment after the set's last write is rolling: apply follows it (read with --deployments). */
  agentsToFollow: number;
  /** Agents whose deployment after the set's last write failed (read with --deployments): apply redeploys them. */
  failedDeployments: number;
  staleAgents: number;
  notDrained: number;
  /** What apply cannot fix: missing agents, agents in another region, unreadable things, blocked writes. */
  problems: number;
}

export interface EnvironmentPlan {
  env: string;
  organization: string;
  protected: boolean;
  regions: RegionPlan[];
  counts: PlanCounts;
  /** Nothing differs. */
  inSync: boolean;
  /**
   * Each current agent's deployment was read (plan --deployments, apply): false, the plan read only the agent list,
   * which cannot tell a failed or rolling deployment from a ready one.
   */
  deploymentsChecked: boolean;
}

export interface ProjectPlan {
  environments: EnvironmentPlan[];
  /** Anything differs anywhere (the exit code of --exit-code). */
  drift: boolean;
}

export interface PlanOptions {
  /** Keys not in the source are to be removed (apply --prune): such a set is written whole. */
  prune?: boolean;
  now?: number;
}

export type Comparisons = ReadonlyMap<string, { state: ValuesState; why?: string; differing?: string[] }>;

const sorted = (xs: Iterable<string>) => [...xs].sort();

function planSet(
  t: SetTarget,
  cloud: CloudState,
  values: EnvironmentValues,
  cmp: Comparisons,
  opts: PlanOptions,
): SetPlan {
  const keys = values.keys.get(t.logical);
  const c = cloud.sets.get(t.name);
  const base = { logical: t.logical, name: t.name, region: t.region };
  const source = values.sets.get(t.name);
  if (!c) {
    return {
      ...base,
      exists: false,
      action: source ? 'create' : 'blocked',
      add: sorted(keys ?? []),
      remove: [],
      values: source ? 'new' : 'no-source',
      ...(source ? {} : { problem: 'its values could not be read' }),
    };
  }
  const status = c.summary.status;
  const errorMessage = c.detail?.errorMessage ?? c.summary.errorMessage;
  const extra = { status, ...(errorMessage ? { errorMessage } : {}) };
  if (c.summary.type !== 'secret')
    return {
      ...base,
      exists: true,
      action: 'blocked',
      add: [],
      remove: [],
      values: 'unknown',
      ...extra,
      problem: `'${t.name}' is an image pull secret, not a secret set`,
    };
  if (c.summary.region !== t.region)
    return {
      ...base,
      exists: true,
      action: 'blocked',
      add: [],
      remove: [],
      values: 'unknown',
      ...extra,
      problem: `'${t.name}' is in ${c.summary.region}, not ${t.region} (a set cannot move: delete it, and apply writes it again)`,
    };
  if (c.summary.source === 'referenced')
    return {
      ...base,
      exists: true,
      action: 'blocked',
      add: [],
      remove: [],
      values: 'unknown',
      ...extra,
      problem: `'${t.name}' is a referenced set: its keys live in a self-hosted region's store`,
    };
  const have = new Set(c.detail?.keys ?? []);
  const want = new Set(keys ?? []);
  const add = c.detail ? sorted([...want].filter((k) => !have.has(k))) : [];
  const remove = c.detail ? sorted([...have].filter((k) => !want.has(k))) : [];
  const compared = cmp.get(t.name) ?? { state: 'unknown' as ValuesState, why: c.readError ?? 'not read' };
  // The digest covers every key: while the names differ, values cannot be compared.
  const keysDiffer = add.length > 0 || remove.length > 0;
  const valuesState: ValuesState = keysDiffer && compared.state !== 'no-source' ? 'unknown' : compared.state;
  const why = keysDiffer ? 'the key names differ; values are compared once they match' : compared.why;
  const needsWrite =
    add.length > 0 ||
    (remove.length > 0 && opts.prune === true) ||
    (!keysDiffer && (valuesState === 'differ' || valuesState === 'unknown')) ||
    status === 'failed';
  const action = !source ? (needsWrite ? 'blocked' : 'none') : needsWrite ? 'update' : 'none';
  return {
    ...base,
    exists: true,
    action,
    add,
    remove,
    values: valuesState,
    ...(valuesState === 'differ' && compared.differing ? { differing: compared.differing } : {}),
    ...(why && valuesState === 'unknown' ? { valuesWhy: why } : {}),
    ...extra,
    ...(action === 'blocked' ? { problem: 'its values could not be read' } : {}),
  };
}

/** One environment's plan (pure). */
export function buildEnvironmentPlan(
  targets: EnvironmentTargets,
  values: EnvironmentValues,
  cloud: CloudState,
  cmp: Comparisons,
  opts: PlanOptions = {},
): EnvironmentPlan {
  const now = opts.now ?? Date.now();
  const sets = targets.sets.map((t) => planSet(t, cloud, values, cmp, opts));
  const setByName = new Map(sets.map((s) => [s.name, s]));
  const pulls: PullSecretPlan[] = targets.pullSecrets.map((t) => {
    const c = cloud.sets.get(t.name);
    const credentials = values.pullCredentials.has(t.name);
    const base = { logical: t.logical, name: t.name, region: t.region, credentials, credentialsEnv: t.credentialsEnv };
    if (!c)
      return {
        ...base,
        action: credentials ? 'create' : 'blocked',
        ...(credentials ? {} : { problem: `missing, and ${t.credentialsEnv} is not set` }),
      };
    if (c.summary.type !== 'imagePullSecret')
      return { ...base, action: 'blocked', problem: `'${t.name}' is a secret set, not an image pull secret` };
    if (c.summary.region !== t.region)
      return { ...base, action: 'blocked', problem: `'${t.name}' is in ${c.summary.region}, not ${t.region}` };
    return { ...base, action: 'none' };
  });
  // Each managed set's last write, for staleness (a set written by this apply makes its agents stale anyway).
  const writes = new Map<string, SetWrite>();
  for (const s of cloud.sets.values()) if (s.detail) writes.set(s.summary.name, setWriteOf(s.detail));
  const agents: AgentPlan[] = targets.agents.map((t) => {
    const issues: AgentIssue[] = [];
    const c = cloud.agents.get(t.name);
    const base = {
      logical: t.logical,
      name: t.name,
      region: t.region,
      ...(t.set ? { set: t.set } : {}),
      ...(t.pullSecret ? { pullSecret: t.pullSecret } : {}),
    };
    if (!c) return { ...base, issues: [{ kind: 'missing' }], rebind: false, redeploy: false };
    if (c.summary.region !== undefined && c.summary.region !== t.region)
      issues.push({ kind: 'wrong-region', region: c.summary.region });
    if (c.bindingsUnknown)
      issues.push({ kind: 'unreadable', message: `its bindings could not be read: ${c.bindingsUnknown}` });
    const setWrong =
      !c.bindingsUnknown && t.set !== undefined && !(c.secretSets.length === 1 && c.secretSets[0] === t.set);
    const pullWrong = !c.bindingsUnknown && t.pullSecret !== undefined && c.imagePullSecret !== t.pullSecret;
    if (setWrong) issues.push({ kind: 'wrong-set', bound: c.secretSets, ...(t.set ? { want: t.set } : {}) });
    if (pullWrong)
      issues.push({
        kind: 'wrong-pull-secret',
        ...(c.imagePullSecret ? { bound: c.imagePullSecret } : {}),
        ...(t.pullSecret ? { want: t.pullSecret } : {}),
      });
    // Without a set in the file, only a bound set in the agent's own region can roll it out (the rollout refuses an
    // agent in another region than its set): a stale binding across regions is shown, not planned as a redeploy
    // apply could never make — so plan and apply agree, and the plan can reach "in sync".
    const sameRegion = (s: string) => cloud.sets.get(s)?.summary.region === t.region;
    const deployment = {
      ...(c.summary.desiredDeploymentId !== undefined ? { deploymentId: c.summary.desiredDeploymentId } : {}),
      ...(c.summary.deploymentCreatedAt !== undefined ? { createdAt: c.summary.deploymentCreatedAt } : {}),
      ...(c.summary.emulatorSetVersions ? { emulatorSetVersions: c.summary.emulatorSetVersions } : {}),
    };
    const bound = c.secretSets.filter((s) => writes.has(s) && (t.set !== undefined || sameRegion(s)));
    const acrossRegions = t.set === undefined ? c.secretSets.filter((s) => writes.has(s) && !sameRegion(s)) : [];
    const staleAcross =
      acrossRegions.length > 0
        ? agentStaleness({ name: t.name, secretSets: acrossRegions }, writes, deployment, now)
        : undefined;
    const stale = agentStaleness({ name: t.name, secretSets: bound }, writes, deployment, now);
    if (stale.state === 'stale')
      issues.push({
        kind: 'stale',
        message: stale.message ?? 'runs older values',
        ...(stale.since !== undefined ? { since: stale.since } : {}),
      });
    if (stale.state === 'unknown') issues.push({ kind: 'unknown', message: stale.message ?? 'unknown' });
    if (staleAcross?.state === 'stale')
      issues.push({
        kind: 'stale',
        message: `${staleAcross.message ?? 'runs older values'} (bound to ${acrossRegions.join(', ')} in another region: apply cannot roll it out; fix the binding)`,
        ...(staleAcross.since !== undefined ? { since: staleAcross.since } : {}),
      });
    if (c.notDrained && c.notDrained.sessions > 0) issues.push({ kind: 'not-drained', ...c.notDrained });
    const wrongRegion = issues.some((i) => i.kind === 'wrong-region');
    const rebind = (setWrong || pullWrong) && !wrongRegion;
    // The set it runs: the file's, else the managed set it is bound to in its region (which this apply may write).
    const runs = t.set ?? c.secretSets.find((s) => sameRegion(s) && setByName.has(s));
    const written = runs !== undefined && ['create', 'update'].includes(setByName.get(runs)?.action ?? '');
    const redeploy = !rebind && !wrongRegion && (written || stale.state === 'stale');
    const rolloutSet = redeploy && t.set === undefined ? (runs ?? bound[0]) : undefined;
    return { ...base, issues, rebind, redeploy, ...(rolloutSet !== undefined ? { rolloutSet } : {}) };
  });
  const regions: RegionPlan[] = targets.env.regions.map((region) => ({
    region,
    sets: sets.filter((s) => s.region === region),
    pullSecrets: pulls.filter((p) => p.region === region),
    agents: agents.filter((a) => a.region === region),
  }));
  const counts = countPlan(sets, pulls, agents);
  return {
    env: targets.env.name,
    organization: targets.env.organization,
    protected: targets.env.protected,
    regions,
    counts,
    inSync: isInSync(counts),
    deploymentsChecked: false,
  };
}

export function countPlan(
  sets: readonly SetPlan[],
  pulls: readonly PullSecretPlan[],
  agents: readonly AgentPlan[],
): PlanCounts {
  const has = (a: AgentPlan, kind: AgentIssue['kind']) => a.issues.some((i) => i.kind === kind);
  return {
    setsToCreate: sets.filter((s) => s.action === 'create').length,
    setsToUpdate: sets.filter((s) => s.action === 'update').length,
    keysToAdd: sets.filter((s) => s.exists).reduce((n, s) => n + s.add.length, 0),
    keysToRemove: sets.reduce((n, s) => n + s.remove.length, 0),
    valuesDiffer: sets.filter((s) => s.values === 'differ').length,
    valuesUnknown: sets.filter((s) => s.exists && s.values === 'unknown').length,
    failedSets: sets.filter((s) => s.status === 'failed').length,
    pendingSets: sets.filter((s) => s.status === 'pending').length,
    pullSecretsToCreate: pulls.filter((p) => p.action === 'create').length,
    agentsToRebind: agents.filter((a) => a.rebind).length,
    agentsToRedeploy: agents.filter((a) => a.redeploy).length,
    agentsToFollow: agents.filter((a) => a.follow).length,
    failedDeployments: agents.filter((a) => a.issues.some((i) => i.kind === 'deployment' && i.state === 'failed'))
      .length,
    staleAgents: agents.filter((a) => has(a, 'stale')).length,
    notDrained: agents.filter((a) => has(a, 'not-drained')).length,
    problems:
      sets.filter((s) => s.action === 'blocked').length +
      pulls.filter((p) => p.action === 'blocked').length +
      agents.filter((a) => has(a, 'missing') || has(a, 'wrong-region') || has(a, 'unreadable')).length,
  };
}

/** Nothing to do and nothing wrong (agents still draining are not drift: they finish on their own). */
export function isInSync(c: PlanCounts): boolean {
  return (
    c.setsToCreate +
      c.setsToUpdate +
      c.keysToRemove +
      c.failedSets +
      c.pendingSets +
      c.pullSecretsToCreate +
      c.agentsToRebind +
      c.agentsToRedeploy +
      c.agentsToFollow +
      c.problems ===
    0
  );
}

export function projectPlan(environments: EnvironmentPlan[]): ProjectPlan {
  return { environments, drift: environments.some((e) => !e.inSync) };
}
