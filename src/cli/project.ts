// What the project commands (plan, apply, diff) share: the project file found and read (its warnings printed), and
// the connector that reaches each environment with its own credentials, with this run's HTTP settings.
import { problemText, type Project } from '../project/model.js';
import { connector, type Connector } from '../project/connect.js';
import { findProjectFile, readProject } from '../project/read.js';
import { RETRY_BUDGET_SECONDS } from './options.js';
import type { CommonOptions, Runtime } from './runtime.js';

export interface ProjectOptions extends CommonOptions {
  project?: string;
  env?: string[];
}

export function loadProject(rt: Runtime, opts: ProjectOptions, cwd: string = process.cwd()): Project {
  const path = findProjectFile({ ...(opts.project !== undefined ? { explicit: opts.project } : {}), env: rt.env, cwd });
  const { project, warnings } = readProject(path);
  for (const w of warnings) rt.info(rt.errStyle.yellow(problemText(w)));
  return project;
}

export function projectConnector(rt: Runtime): Connector {
  return connector({
    env: rt.env,
    startEmbeddedEmulator: rt.deps.startEmbeddedEmulator,
    warn: (message) => rt.info(rt.errStyle.yellow(message)),
    http: { retryBudget: { limitMs: RETRY_BUDGET_SECONDS * 1000 } },
  });
}
