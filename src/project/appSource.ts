// The project as the app reads it (the Environments screen, through AppDeps.project): where agentdeck.toml is, or
// where it was looked for; then each environment's plan read on its own, so one environment that cannot be read
// (a missing .env, a variable not set, a service down) leaves the others shown, with its reason. The file is read
// again on every read (an edit shows on `r`). The values read for a plan stay here: what leaves is the plan, which
// holds none. Apply re-reads the environment and acts only if the cloud is still the one the plan was shown for, and
// only if each redeploy or follow its deployment check calls for was shown too (deploymentActions.ts); project/apply.ts
// does the steps; the app's rollout slice runs the rollouts, with the environment's clients.
import { applyWithHooks, type AppliedResult, type ApplyHooks } from './appApply.js';
import type { StartEmbeddedEmulator } from '../config/target.js';
import { connector, type Connector } from './connect.js';
import { deploymentActions, unshownDeploymentActions, type DeploymentAction } from './deploymentActions.js';
import { ProjectError, problemText, type Project } from './model.js';
import type { EnvironmentPlan } from './plan.js';
import { planProject } from './planProject.js';
import { findProjectFile, PROJECT_FILE, readProject } from './read.js';
import { expandProject } from './targets.js';

export type ProjectLocation =
  | { found: true; path: string }
  /** `searched`: the directory the search started in (it went up to the root); `message`: why, in words. */
  | { found: false; searched: string; message: string };

export interface EnvironmentRead {
  env: string;
  organization: string;
  protected: boolean;
  regions: string[];
  /** The plan (absent when the environment could not be read). */
  plan?: EnvironmentPlan;
  /** The cloud as read, hashed: apply acts only while it is the same. */
  fingerprint?: string;
  /** Why it could not be read (an Error; the store turns it into one line). */
  error?: unknown;
}

export interface ProjectRead {
  location: ProjectLocation;
  /** The file cannot be used: every problem, one line each (no environment is read then). */
  problems?: string[];
  warnings: string[];
  environments: EnvironmentRead[];
}

export type { ApplyHooks, ApplyLock, ApplyRollout, ApplyStep } from './appApply.js';

export interface ApplyOptions {
  /** Keys in the cloud and not in the source are removed (the command line's --prune). */
  prune?: boolean;
  /**
   * The deployment actions of the plan the user confirmed (deploymentActions of it); absent when that plan's
   * deployments were not read. An action the check finds and this does not hold stops the apply (`checked`).
   */
  shownDeploymentActions?: readonly DeploymentAction[];
}

export type ApplyResult =
  /** The cloud changed since the plan was shown: nothing was done; here is the plan again. */
  | { kind: 'changed'; read: EnvironmentRead }
  /**
   * Reading each agent's deployment found a redeploy or a deployment to follow the confirmed plan did not show:
   * nothing was done; here is the plan as checked (`deploymentsChecked`), with them.
   */
  | { kind: 'checked'; read: EnvironmentRead; found: DeploymentAction[] }
  | { kind: 'in-sync'; read: EnvironmentRead }
  | AppliedResult;

export interface ProjectSource {
  /** Where the project file is (or where it was looked for); reads no file but the directory entries. */
  locate(): ProjectLocation;
  /** Reads the file and each environment's cloud. Never rejects: problems are in the answer. */
  read(opts?: { signal?: AbortSignal; now?: number }): Promise<ProjectRead>;
  /**
   * Applies one environment when the cloud still hashes to `fingerprint` (the plan the user confirmed). Absent: this
   * build cannot apply from the app.
   */
  apply?(env: string, fingerprint: string, hooks: ApplyHooks, opts?: ApplyOptions): Promise<ApplyResult>;
  /** Stops what it holds open (the environments' clients). */
  close(): Promise<void>;
}

export interface ProjectSourceOptions {
  cwd: string;
  env: NodeJS.ProcessEnv;
  startEmbeddedEmulator: StartEmbeddedEmulator;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Where the project file is; the search's start and why not, when there is none. */
export function locateProject(cwd: string, env: NodeJS.ProcessEnv): ProjectLocation {
  try {
    return { found: true, path: findProjectFile({ cwd, env }) };
  } catch (error) {
    const message =
      error instanceof ProjectError && env.AGENTDECK_PROJECT?.trim()
        ? messageOf(error)
        : `no ${PROJECT_FILE} found — agentdeck init writes one`;
    return { found: false, searched: cwd, message };
  }
}

/** The environments the file names, read one by one with `connect`. */
async function readEnvironments(
  project: Project,
  env: NodeJS.ProcessEnv,
  connect: Connector,
  opts: { signal?: AbortSignal; now?: number },
): Promise<EnvironmentRead[]> {
  const out: EnvironmentRead[] = [];
  for (const spec of project.environments) {
    const base = {
      env: spec.name,
      organization: spec.organization,
      protected: spec.protected,
      regions: [...spec.regions],
    };
    try {
      const result = await planProject({
        project,
        only: [spec.name],
        processEnv: env,
        connector: connect,
        ...(opts.signal ? { signal: opts.signal } : {}),
        ...(opts.now !== undefined ? { now: () => opts.now as number } : {}),
      });
      const plan = result.plan.environments[0];
      out.push(
        plan ? { ...base, plan, fingerprint: result.fingerprint } : { ...base, error: new Error('not planned') },
      );
    } catch (error) {
      out.push({ ...base, error });
    }
  }
  return out;
}

export function projectSource(opts: ProjectSourceOptions): ProjectSource {
  let open: Connector | undefined;
  const makeConnector = () => connector({ env: opts.env, startEmbeddedEmulator: opts.startEmbeddedEmulator });
  return {
    locate: () => locateProject(opts.cwd, opts.env),

    async read(readOpts = {}) {
      const location = locateProject(opts.cwd, opts.env);
      if (!location.found) return { location, warnings: [], environments: [] };
      let project: Project;
      const warnings: string[] = [];
      try {
        const r = readProject(location.path);
        project = r.project;
        warnings.push(...r.warnings.map(problemText));
        const { problems } = expandProject(project);
        const errors = problems.filter((p) => p.severity === 'error');
        if (errors.length > 0) return { location, problems: errors.map(problemText), warnings, environments: [] };
      } catch (error) {
        const problems = error instanceof ProjectError ? error.problems.map(problemText) : [messageOf(error)];
        return { location, problems, warnings, environments: [] };
      }
      // A fresh connector per read: a failed sign-in or lookup is tried again on `r`.
      const connect = makeConnector();
      try {
        const environments = await readEnvironments(project, opts.env, connect, readOpts);
        return { location, warnings, environments };
      } finally {
        const previous = open;
        open = connect;
        await previous?.close();
      }
    },

    async apply(envName, fingerprint, hooks, applyOpts = {}) {
      const prune = applyOpts.prune === true;
      const location = locateProject(opts.cwd, opts.env);
      if (!location.found) throw new Error(location.message);
      const { project } = readProject(location.path);
      const connect = makeConnector();
      try {
        // With prune, the plan writes the sets that have keys to remove (the fingerprint is the cloud's, either way).
        // Each current agent's deployment is read too (deployments.ts): a failed one is redeployed, a rolling one
        // followed — what the screen's plan, read from the agent list only, cannot tell.
        const result = await planProject({
          project,
          only: [envName],
          processEnv: opts.env,
          connector: connect,
          deployments: true,
          ...(prune ? { prune: true } : {}),
        });
        const plan = result.plan.environments[0];
        const ctx = result.contexts[0];
        if (!plan || !ctx) throw new Error(`no environment '${envName}' in ${location.path}`);
        const spec = project.environments.find((e) => e.name === envName)!;
        const read: EnvironmentRead = {
          env: envName,
          organization: spec.organization,
          protected: spec.protected,
          regions: [...spec.regions],
          plan,
          fingerprint: result.fingerprint,
        };
        // Nothing is done unless the cloud is the one the plan was shown for, and each redeploy or follow the
        // deployments call for was shown too; else the plan is shown instead — without prune read again without it (P
        // is asked for again).
        const shownRead = async (deployments: boolean): Promise<EnvironmentRead> => {
          if (!prune) return read;
          const again = await planProject({
            project,
            only: [envName],
            processEnv: opts.env,
            connector: connect,
            ...(deployments ? { deployments: true } : {}),
          });
          const shown = again.plan.environments[0];
          return shown ? { ...read, plan: shown, fingerprint: again.fingerprint } : read;
        };
        if (result.fingerprint !== fingerprint) return { kind: 'changed', read: await shownRead(false) };
        if (unshownDeploymentActions(deploymentActions(plan), applyOpts.shownDeploymentActions).length > 0) {
          const shown = await shownRead(true);
          return { kind: 'checked', read: shown, found: deploymentActions(shown.plan ?? plan) };
        }
        if (plan.inSync) return { kind: 'in-sync', read };
        return await applyWithHooks(ctx, plan, { env: envName, prune }, hooks);
      } finally {
        await connect.close();
      }
    },

    async close() {
      await open?.close();
      open = undefined;
    },
  };
}
