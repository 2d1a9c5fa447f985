import { Option, type Command } from 'commander';
import { journalKey } from '../../api/rollout/journal.js';
import { sanitizeTerminalText } from '../../api/sanitize.js';
import { usedBy } from '../../api/usage.js';
import { validateSetName } from '../../api/validation.js';
import { cliUsageCache, readUsage } from '../agentUsage.js';
import { CancelledError, CommandFailure, UsageError } from '../failures.js';
import { addCommonOptions, organizationOption, positiveInteger, positiveNumber, skipOption, withDefault } from '../options.js';
import { executeRollout, planCliRollout, printPlan, rolloutDeps, rolloutOptions, setRolloutKey, targetKey, toRedeploy, type RolloutFlags } from '../rollout.js';
import { plural } from '../rolloutView.js';
import type { CommonOptions, Runtime } from '../runtime.js';

interface RedeployOptions extends CommonOptions, RolloutFlags {
  uses?: string;
  skip?: boolean;
  fresh?: boolean;
}

/** How long `--uses` waits for the agent list and bindings. */
const USAGE_DEADLINE_MS = 30_000;

export function register(agents: Command, rt: Runtime): void {
  const cmd = agents
    .command('redeploy')
    .description(
      'Redeploys agents so they run the current values of their secret sets, and follows each until it is ready on its new ' +
        'deployment. Exit 0 when every agent is ready, 1 naming each failure. Ctrl+C stops starting new redeploys (a second ' +
        'one stops following); running the same command again continues: agents already rolled out or still rolling are ' +
        'not redeployed again.',
    )
    .argument('[names...]', 'Agents to redeploy (or --uses SET).')
    .addOption(new Option('--uses <set>', 'Every agent that uses this secret set or image pull secret; waits for the set to be ready first.'))
    .addOption(new Option('--parallel <n>', withDefault('Agents redeployed at a time.', '1')).argParser(positiveInteger('--parallel')))
    .addOption(new Option('--keep-going', withDefault('Go on after a failure.', 'stop at the first failure')))
    .addOption(new Option('--timeout <seconds>', withDefault('Longest wait for one agent to be ready.', '600')).argParser(positiveNumber('--timeout')))
    .addOption(new Option('--no-wait', 'Request the redeploys without following them (exit 0 when every request was accepted).'))
    .addOption(new Option('--fresh', 'Redeploy every agent, even those an unfinished earlier run of this rollout already redeployed.'))
    .addOption(skipOption())
    .addOption(organizationOption());
  addCommonOptions(cmd).action(async (names: string[], opts: RedeployOptions) => {
    await rt.run(opts, () => redeploy(rt, names, opts));
  });
}

function checkNames(names: string[], uses: string | undefined): void {
  if (uses !== undefined && names.length > 0) throw new UsageError('redeploy: name agents or pass --uses SET, not both');
  if (uses === undefined && names.length === 0) throw new UsageError('redeploy: name the agents to redeploy, or pass --uses SET for every agent that uses a set');
  for (const name of names) {
    const problem = validateSetName(name);
    if (problem) throw new UsageError(`${problem.replace(/^set name/, 'agent name')} ('${sanitizeTerminalText(name, { singleLine: true })}')`);
  }
  if (uses !== undefined) {
    const problem = validateSetName(uses);
    if (problem) throw new UsageError(`--uses: ${problem}`);
  }
}

async function redeploy(rt: Runtime, names: string[], opts: RedeployOptions): Promise<number> {
  checkNames(names, opts.uses);
  if (!opts.skip) rt.requireInteractive('redeploy', 'pass --skip (-s) to redeploy without asking');
  const target = await rt.target(opts);
  const deps = rolloutDeps(rt, target);
  const options = rolloutOptions(opts);
  let agents: Array<{ name: string; region?: string }>;
  let unchecked: string[] = [];
  let key: string;
  let resumeHint: string;
  if (opts.uses !== undefined) {
    const set = opts.uses;
    const read = await readUsage(target.agents, { cache: cliUsageCache(rt, opts), deadlineMs: USAGE_DEADLINE_MS });
    if (!read.ok) throw new CommandFailure(`could not read which agents use '${set}' (${read.reason}); nothing was redeployed`);
    agents = usedBy(read.usage, set).map((a) => ({ name: a.name, ...(a.region !== undefined ? { region: a.region } : {}) }));
    unchecked = read.usage.unreadable;
    key = setRolloutKey(target, set);
    resumeHint = `agentdeck agents redeploy --uses ${set}`;
    if (!(await target.secrets.listSecretSets()).some((s) => s.name === set)) {
      throw new CommandFailure(`No secret set or image pull secret named '${set}' (${target.label}); nothing was redeployed`, 'NOT_FOUND');
    }
    if (agents.length === 0) {
      rt.info(`No agent uses '${set}'; nothing to redeploy.`);
      if (unchecked.length > 0) rt.info(`note: the bindings of ${unchecked.join(', ')} could not be read.`);
      if (opts.json) rt.json({ ok: unchecked.length === 0, set: { name: set }, rolled: [], skipped: [], failed: [], requestedNotReady: [], notStarted: [], refused: [], ...(unchecked.length > 0 ? { unchecked } : {}) });
      return unchecked.length > 0 ? 1 : 0;
    }
  } else {
    agents = [...new Set(names)].map((name) => ({ name }));
    key = journalKey(targetKey(target), { agents: names });
    resumeHint = `agentdeck agents redeploy ${[...new Set(names)].join(' ')}`;
  }
  const plan = await planCliRollout(rt, deps, { key, ...(opts.uses !== undefined ? { set: opts.uses } : {}), agents, options, fresh: opts.fresh });
  rt.info(`Target: ${target.label}`);
  if (plan.state.resumed) rt.info('Continuing an unfinished earlier run of this rollout (--fresh starts over).');
  printPlan(rt, plan);
  const queued = toRedeploy(plan);
  if (queued.length > 0 && !opts.skip && !plan.state.stopping) {
    const sessions = queued.reduce((n, a) => n + (a.sessions ?? 0), 0);
    const question = `Redeploy ${plural(queued.length, 'agent')}${sessions > 0 ? ` (${plural(sessions, 'live session')} ${sessions === 1 ? 'continues' : 'continue'} on the previous revision)` : ''}?`;
    if (!(await rt.prompter.confirm(question))) throw new CancelledError('Redeploy cancelled; nothing was changed.');
  }
  const { code } = await executeRollout(rt, deps, plan, { json: opts.json, resumeHint, unchecked });
  return code;
}
