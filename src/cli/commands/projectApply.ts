// `agentdeck apply`: the plan shown and confirmed (a protected environment's name typed), the cloud read again
// (changed since, or an agent's deployment failed since: planned again and asked again), then each environment
// applied (project/apply.ts) with the rollout engine drawn as `agents redeploy` draws it. Nothing to do: nothing
// written.
import { applyEnvironment, type EnvironmentOutcome, type RolloutCall } from '../../project/apply.js';
import { deploymentActions, unshownDeploymentActions, type DeploymentAction } from '../../project/deploymentActions.js';
import type { Connector } from '../../project/connect.js';
import { problemText, type Project } from '../../project/model.js';
import { fileVerdicts } from '../../project/verdicts.js';
import { planProject, type EnvironmentContext, type PlanResult } from '../../project/planProject.js';
import { applyEventLine, deploymentsFoundWords } from '../../project/words.js';
import { CancelledError } from '../failures.js';
import { startProgress } from '../progress.js';
import { loadProject, projectConnector, type ProjectOptions } from '../project.js';
import { planText } from '../projectView.js';
import { executeRollout, planCliRollout, printPlan, rolloutDeps, setRolloutKey } from '../rollout.js';
import { takeRolloutLock } from '../rolloutLock.js';
import type { Runtime } from '../runtime.js';

interface ApplyOptions extends ProjectOptions {
  prune?: boolean;
  skip?: boolean;
}

/** How many times the plan is read again when the cloud keeps changing under the confirmation. */
const MAX_REPLANS = 3;

async function readPlan(rt: Runtime, project: Project, opts: ApplyOptions, connect: Connector): Promise<PlanResult> {
  const progress = startProgress(rt, 'Reading the cloud…');
  try {
    return await planProject({
      project,
      ...(opts.env ? { only: opts.env } : {}),
      processEnv: rt.env,
      connector: connect,
      verdicts: fileVerdicts(rt.env),
      // A failed deployment is drift for apply (a re-run after a failed rollout redeploys it): deployments.ts.
      deployments: true,
      ...(opts.prune ? { prune: true } : {}),
    });
  } finally {
    progress.stop();
  }
}

/** The redeploys and follows of `again` that the plan shown (`shown`) did not have, in every environment. */
function unshownActions(shown: PlanResult, again: PlanResult): DeploymentAction[] {
  return again.plan.environments.flatMap((e) => {
    const before = shown.plan.environments.find((x) => x.env === e.env);
    return unshownDeploymentActions(deploymentActions(e), before ? deploymentActions(before) : []);
  });
}

/** The confirmation: the environment's name typed for a protected one, y/N otherwise. */
async function confirm(rt: Runtime, result: PlanResult): Promise<void> {
  const changing = result.plan.environments.filter((e) => !e.inSync);
  for (const e of changing.filter((x) => x.protected)) {
    const typed = await rt.prompter.ask(`${e.env} is protected: type its name to apply to it: `);
    if (typed !== e.env) throw new CancelledError(`Cancelled: '${e.env}' was not typed; nothing was changed.`);
  }
  if (changing.some((e) => !e.protected)) {
    const names = changing.filter((e) => !e.protected).map((e) => e.env);
    if (!(await rt.prompter.confirm(`Apply these changes to ${names.join(', ')}?`)))
      throw new CancelledError('Apply cancelled; nothing was changed.');
  }
}

function rollout(rt: Runtime, ctx: EnvironmentContext) {
  return async (call: RolloutCall): Promise<boolean> => {
    const target = ctx.target;
    const deps = rolloutDeps(rt, target);
    const key = setRolloutKey(target, call.set);
    const lock = await takeRolloutLock(rt, key, { what: `'${call.set}'`, command: 'agentdeck apply' });
    try {
      const plan = await planCliRollout(rt, deps, {
        key,
        set: call.set,
        agents: call.agents,
        ...(call.writtenAt !== undefined ? { fresh: true, notBefore: call.writtenAt } : {}),
      });
      rt.info(`${call.env}: roll out ${call.set}:`);
      printPlan(rt, plan);
      const { code } = await executeRollout(rt, deps, plan, { resumeHint: 'agentdeck apply' });
      return code === 0;
    } finally {
      lock.release();
    }
  };
}

export async function runApply(rt: Runtime, opts: ApplyOptions): Promise<number> {
  const project = loadProject(rt, opts);
  if (!opts.skip) rt.requireInteractive('apply', 'pass --skip (-s) to apply without asking');
  const connect = projectConnector(rt);
  try {
    let result = await readPlan(rt, project, opts, connect);
    for (const w of result.warnings) rt.info(rt.errStyle.yellow(problemText(w)));
    for (let replans = 0; ; replans++) {
      for (const line of planText(result.plan)) rt.info(line);
      if (!result.plan.drift) {
        if (opts.json) rt.json({ ok: true, changed: false, environments: [] });
        return 0;
      }
      if (opts.skip) break;
      await confirm(rt, result);
      // The cloud may have changed while the question was open: act only on the plan that was confirmed — its
      // writes (the fingerprint) and its redeploys and follows (an agent whose deployment failed meanwhile).
      const again = await readPlan(rt, project, opts, connect);
      const unshown = unshownActions(result, again);
      if (again.fingerprint === result.fingerprint && unshown.length === 0) {
        result = again;
        break;
      }
      if (replans + 1 >= MAX_REPLANS)
        throw new CancelledError('The cloud keeps changing while apply asks; nothing was changed. Try again.');
      rt.info(
        rt.errStyle.yellow(
          again.fingerprint !== result.fingerprint
            ? 'The cloud changed since the plan was shown: here is the plan again.'
            : `Reading each agent's deployment again found ${deploymentsFoundWords(unshown)}: here is the plan again.`,
        ),
      );
      result = again;
    }
    const outcomes: EnvironmentOutcome[] = [];
    for (const plan of result.plan.environments) {
      if (plan.inSync) continue;
      const ctx = result.contexts.find((c) => c.targets.env.name === plan.env)!;
      const outcome = await applyEnvironment(
        ctx,
        plan,
        { ...(opts.prune ? { prune: true } : {}) },
        {
          secrets: ctx.target.secrets,
          agents: ctx.target.agents,
          rollout: rollout(rt, ctx),
          verdicts: fileVerdicts(rt.env),
          onEvent: (e) => rt.info(applyEventLine(e)),
          ...(rt.deps.sleep ? { sleep: rt.deps.sleep } : {}),
        },
      );
      outcomes.push(outcome);
      rt.info(
        outcome.ok
          ? `${plan.env}: applied.`
          : rt.errStyle.red(
              `${plan.env}: stopped: ${outcome.stopped ?? 'a step failed'}. Run apply again to carry on.`,
            ),
      );
    }
    const ok = outcomes.every((o) => o.ok);
    if (opts.json) rt.json({ ok, changed: true, environments: outcomes });
    return ok ? 0 : 1;
  } finally {
    await connect.close();
  }
}
