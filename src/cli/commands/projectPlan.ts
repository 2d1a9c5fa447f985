// `agentdeck plan`: the project against the cloud, drawn (text, Markdown or JSON); exit 1 on drift with --exit-code.
// One agent list read per environment; --deployments reads each current agent's deployment too, as apply does.
import { fileVerdicts } from '../../project/verdicts.js';
import { planProject } from '../../project/planProject.js';
import { problemText } from '../../project/model.js';
import { startProgress } from '../progress.js';
import { loadProject, projectConnector, type ProjectOptions } from '../project.js';
import { planMarkdown, planText } from '../projectView.js';
import type { Runtime } from '../runtime.js';

interface PlanOptions extends ProjectOptions {
  exitCode?: boolean;
  format?: 'text' | 'markdown';
  prune?: boolean;
  deployments?: boolean;
}

export async function runPlan(rt: Runtime, opts: PlanOptions): Promise<number> {
  const project = loadProject(rt, opts);
  const connect = projectConnector(rt);
  const progress = startProgress(rt, 'Reading the cloud…');
  let result;
  try {
    result = await planProject({
      project,
      ...(opts.env ? { only: opts.env } : {}),
      processEnv: rt.env,
      connector: connect,
      verdicts: fileVerdicts(rt.env),
      ...(opts.prune ? { prune: true } : {}),
      ...(opts.deployments ? { deployments: true } : {}),
    });
  } finally {
    progress.stop();
    await connect.close();
  }
  for (const w of result.warnings) rt.info(rt.errStyle.yellow(problemText(w)));
  if (opts.json) {
    rt.json({
      drift: result.plan.drift,
      fingerprint: result.fingerprint,
      environments: result.plan.environments,
      warnings: result.warnings.map(problemText),
      requests: result.requests,
    });
  } else if (opts.format === 'markdown') {
    rt.out(planMarkdown(result.plan));
  } else {
    rt.out(planText(result.plan).join('\n'));
  }
  return opts.exitCode && result.plan.drift ? 1 : 0;
}
