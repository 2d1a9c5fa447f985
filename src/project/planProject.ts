// The whole plan, read: the project expanded (targets.ts), each environment's values (sources.ts), its cloud
// (cloud.ts) through its own credentials (connect.ts), then the pure plan (plan.ts), with each current agent's
// deployment read when asked (deployments.ts). Any error in the file or a
// source stops before a request is made. What apply needs to act (the values, the clients) is returned beside the
// plan, never inside it: the plan holds no value and can be printed, kept or sent to a view as it is.
import type { CallOptions } from '../api/contracts.js';
import type { ResolvedTarget } from '../config/target.js';
import { cloudFingerprint, readCloud, type CloudState } from './cloud.js';
import type { Connector } from './connect.js';
import { ProjectError, type Project, type ProjectProblem } from './model.js';
import { compareAll, comparisonsAsRead } from './compare.js';
import { checkDeployments } from './deployments.js';
import { buildEnvironmentPlan, projectPlan, type ProjectPlan } from './plan.js';
import { readEnvironmentValues, type EnvironmentValues } from './sources.js';
import { expandProject, type EnvironmentTargets } from './targets.js';
import type { VerdictCache } from './verdicts.js';

export interface PlanInput {
  project: Project;
  /** `-e` (none: every environment). */
  only?: readonly string[];
  processEnv: NodeJS.ProcessEnv;
  connector: Connector;
  prune?: boolean;
  /** Read each agent's active sessions (not drained). Default true. */
  sessions?: boolean;
  concurrency?: number;
  now?: () => number;
  signal?: CallOptions['signal'];
  /** Told as each environment is read. */
  onProgress?: (env: string) => void;
  /** Comparisons remembered between runs (verdicts.ts); none: every digest is computed. */
  verdicts?: VerdictCache;
  /**
   * Read the deployment of each agent the list calls current (deployments.ts: one detail each, `concurrency` at a
   * time), so a failed or rolling one is drift. apply always does; plan only with --deployments.
   */
  deployments?: boolean;
}

export interface EnvironmentContext {
  targets: EnvironmentTargets;
  values: EnvironmentValues;
  cloud: CloudState;
  target: ResolvedTarget;
}

export interface PlanResult {
  plan: ProjectPlan;
  /** The cloud as read, hashed (apply compares it before acting). */
  fingerprint: string;
  warnings: ProjectProblem[];
  contexts: EnvironmentContext[];
  /** Requests the cloud reads made. */
  requests: number;
}

/** Expands the project and reads every selected environment's values; throws ProjectError on any error. */
export function prepareProject(
  project: Project,
  only: readonly string[] | undefined,
  processEnv: NodeJS.ProcessEnv,
): { environments: Array<{ targets: EnvironmentTargets; values: EnvironmentValues }>; warnings: ProjectProblem[] } {
  const { environments, problems } = expandProject(project, only);
  if (problems.some((p) => p.severity === 'error')) throw new ProjectError(problems);
  const sourceProblems: ProjectProblem[] = [];
  const out = environments.map((targets) => ({
    targets,
    values: readEnvironmentValues(project, targets, processEnv, sourceProblems),
  }));
  if (sourceProblems.some((p) => p.severity === 'error')) throw new ProjectError(sourceProblems, 'PROJECT_SOURCE');
  return { environments: out, warnings: [...problems, ...sourceProblems] };
}

export async function planProject(input: PlanInput): Promise<PlanResult> {
  const { environments, warnings } = prepareProject(input.project, input.only, input.processEnv);
  // Environments are read side by side (each `concurrency` requests at a time, on its own organization), and
  // compared as they are read.
  const read = await Promise.all(
    environments.map(async ({ targets, values }) => {
      input.onProgress?.(targets.env.name);
      const target = await input.connector.target(targets.env);
      // Each set's digest starts as soon as the set is read, while the agents are still being read.
      const early = comparisonsAsRead(targets.env.organization, values, input.verdicts);
      const cloud = await readCloud(target, targets, {
        ...(input.signal ? { signal: input.signal } : {}),
        ...(input.concurrency !== undefined ? { concurrency: input.concurrency } : {}),
        sessions: input.sessions !== false,
        onSetRead: early.onSetRead,
      });
      const comparisons = await compareAll(targets, cloud, values, input.verdicts, early.started);
      return { context: { targets, values, cloud, target }, comparisons };
    }),
  );
  const now = (input.now ?? Date.now)();
  let checks = 0;
  const plans = await Promise.all(
    read.map(async ({ context: c, comparisons }) => {
      const plan = buildEnvironmentPlan(c.targets, c.values, c.cloud, comparisons, {
        now,
        ...(input.prune ? { prune: true } : {}),
      });
      if (!input.deployments) return plan;
      const checked = await checkDeployments(c.target.agents, plan, c.cloud, {
        ...(input.signal ? { signal: input.signal } : {}),
        ...(input.concurrency !== undefined ? { concurrency: input.concurrency } : {}),
        ...(input.now ? { now: input.now } : {}),
      });
      checks += checked.requests;
      return checked.plan;
    }),
  );
  const contexts = read.map((r) => r.context);
  input.verdicts?.save();
  return {
    plan: projectPlan(plans),
    fingerprint: cloudFingerprint(contexts.map((c) => c.cloud)),
    warnings,
    contexts,
    requests: contexts.reduce((n, c) => n + c.cloud.requests, 0) + checks,
  };
}
