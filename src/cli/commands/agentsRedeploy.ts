import { Option, type Command } from 'commander';
import { journalKey } from '../../api/rollout/journal.js';
import { planCounts, rolloutReducer } from '../../api/rollout/model.js';
import { summarize } from '../../api/rollout/summary.js';
import { sanitizeTerminalText } from '../../api/redact/sanitize.js';
import { usedBy } from '../../api/agents/bindings.js';
import { validateSetName } from '../../api/validation.js';
import { cliUsageCache, readUsage } from '../agentBindings.js';
import { CancelledError, CommandFailure, UsageError } from '../failures.js';
import {
  addCommonOptions,
  drainOptions,
  organizationOption,
  positiveInteger,
  positiveNumber,
  skipOption,
  withDefault,
} from '../options.js';
import {
  executeRollout,
  planCliRollout,
  printPlan,
  rolloutDeps,
  rolloutOptions,
  setRolloutKey,
  targetKey,
  toRedeploy,
  type RolloutFlags,
} from '../rollout.js';
import { takeRolloutLock } from '../rolloutLock.js';
import { planJson, plural, summaryJson } from '../rolloutText.js';
import type { CommonOptions, Runtime } from '../runtime.js';

interface RedeployOptions extends CommonOptions, RolloutFlags {
  uses?: string;
  skip?: boolean;
  fresh?: boolean;
  dryRun?: boolean;
  follow?: boolean;
}

/** How long `--uses` waits for the agent list and bindings. */
const USAGE_DEADLINE_MS = 30_000;

export function register(agents: Command, rt: Runtime): void {
  const cmd = agents
    .command('redeploy')
    .description(
      'Redeploys agents so they run the current values of their secret sets, and follows each until it is ready on its new ' +
        'deployment and no session is left on its old one (--no-drain: until ready). With --uses SET, only the agents that do not yet run the set as it is now (stale, or not known; --all ' +
        'for every agent); it prints its plan first (--dry-run stops there). Exit 0 when every agent is ready and drained ' +
        '(or its sessions cannot be read), 1 naming each failure and each agent still draining. Ctrl+C stops starting new redeploys (a second one stops following); running the same command again ' +
        'continues, checking each agent again against the set as it is now. One rollout of a set at a time: a second one ' +
        'says who runs the first and exits (--follow waits for it).',
    )
    .argument('[names...]', 'Agents to redeploy (or --uses SET).')
    .addOption(
      new Option(
        '--uses <set>',
        'Every agent that uses this secret set or image pull secret and does not yet run it as it is now; waits for the set to be ready first.',
      ),
    )
    .addOption(
      new Option(
        '--all',
        withDefault(
          'With --uses: redeploy every agent that uses the set, current or not.',
          'only those not shown current',
        ),
      ),
    )
    .addOption(
      new Option('--dry-run', 'Print the plan (which agents are redeployed, followed, skipped, and why) and stop.'),
    )
    .addOption(
      new Option(
        '--follow',
        'When another rollout of the same set or agents is in progress: wait for it to end (showing its progress), then redeploy what is still stale.',
      ),
    )
    .addOption(
      new Option('--parallel <n>', withDefault('Agents redeployed at a time.', '1')).argParser(
        positiveInteger('--parallel'),
      ),
    )
    .addOption(new Option('--keep-going', withDefault('Go on after a failure.', 'stop at the first failure')))
    .addOption(
      new Option('--timeout <seconds>', withDefault('Longest wait for one agent to be ready.', '600')).argParser(
        positiveNumber('--timeout'),
      ),
    )
    .addOption(
      new Option('--no-wait', 'Request the redeploys without following them (exit 0 when every request was accepted).'),
    );
  drainOptions(cmd, { withRollout: false })
    .addOption(new Option('--fresh', 'The same as --all.').hideHelp())
    .addOption(skipOption())
    .addOption(organizationOption());
  addCommonOptions(cmd).action(async (names: string[], opts: RedeployOptions) => {
    await rt.run(opts, () => redeploy(rt, names, opts));
  });
}

function checkNames(names: string[], uses: string | undefined): void {
  if (uses !== undefined && names.length > 0)
    throw new UsageError('redeploy: name agents or pass --uses SET, not both');
  if (uses === undefined && names.length === 0)
    throw new UsageError('redeploy: name the agents to redeploy, or pass --uses SET for every agent that uses a set');
  for (const name of names) {
    const problem = validateSetName(name);
    if (problem)
      throw new UsageError(
        `${problem.replace(/^set name/, 'agent name')} ('${sanitizeTerminalText(name, { singleLine: true })}')`,
      );
  }
  if (uses !== undefined) {
    const problem = validateSetName(uses);
    if (problem) throw new UsageError(`--uses: ${problem}`);
  }
}

async function redeploy(rt: Runtime, names: string[], opts: RedeployOptions): Promise<number> {
  checkNames(names, opts.uses);
  const all = Boolean(opts.all || opts.fresh);
  if (!opts.skip && !opts.dryRun) rt.requireInteractive('redeploy', 'pass --skip (-s) to redeploy without asking');
  const target = await rt.target(opts);
  const deps = rolloutDeps(rt, target);
  const options = rolloutOptions(opts);
  const set = opts.uses;
  const key = set !== undefined ? setRolloutKey(target, set) : journalKey(targetKey(target), { agents: names });
  const resumeHint =
    set !== undefined
      ? `agentdeck agents redeploy --uses ${set}`
      : `agentdeck agents redeploy ${[...new Set(names)].join(' ')}`;
  // One rollout of a set (or of these agents) at a time; a dry run changes nothing and takes no lock.
  const lock = opts.dryRun
    ? undefined
    : await takeRolloutLock(rt, key, {
        what: set !== undefined ? `'${set}'` : names.join(', '),
        command: resumeHint,
        follow: opts.follow,
      });
  try {
    let agents: Array<{ name: string; region?: string }>;
    let unchecked: string[] = [];
    if (set !== undefined) {
      const read = await readUsage(target.agents, { cache: cliUsageCache(rt, opts), deadlineMs: USAGE_DEADLINE_MS });
      if (!read.ok)
        throw new CommandFailure(`could not read which agents use '${set}' (${read.reason}); nothing was redeployed`);
      agents = usedBy(read.usage, set).map((a) => ({
        name: a.name,
        ...(a.region !== undefined ? { region: a.region } : {}),
      }));
      unchecked = read.usage.unreadable;
      if (!(await target.secrets.listSecretSets()).some((s) => s.name === set)) {
        throw new CommandFailure(
          `No secret set or image pull secret named '${set}' (${target.label}); nothing was redeployed`,
          'NOT_FOUND',
        );
      }
      if (agents.length === 0) {
        rt.info(`No agent uses '${set}'; nothing to redeploy.`);
        if (unchecked.length > 0) rt.info(`note: the bindings of ${unchecked.join(', ')} could not be read.`);
        if (opts.json)
          rt.json({
            ok: unchecked.length === 0,
            set: { name: set },
            rolled: [],
            skipped: [],
            failed: [],
            requestedNotReady: [],
            notStarted: [],
            refused: [],
            ...(unchecked.length > 0 ? { unchecked } : {}),
          });
        return unchecked.length > 0 ? 1 : 0;
      }
    } else {
      agents = [...new Set(names)].map((name) => ({ name }));
    }
    const plan = await planCliRollout(rt, deps, {
      key,
      ...(set !== undefined ? { set } : {}),
      agents,
      options,
      fresh: all,
      all,
    });
    rt.info(`Target: ${target.label}`);
    printPlan(rt, plan);
    const queued = toRedeploy(plan);
    const counts = planCounts(plan.state);
    if (opts.dryRun) {
      rt.info(
        `Dry run: ${plural(counts.redeploy, 'agent')} would be redeployed, ${counts.follow} followed, ${counts.skip} skipped; nothing was changed.`,
      );
      if (opts.json) rt.json(planJson(plan.state, { counts, ...(unchecked.length > 0 ? { unchecked } : {}) }));
      return 0;
    }
    if (
      set !== undefined &&
      counts.redeploy + counts.follow === 0 &&
      counts.refused + counts.failed === 0 &&
      unchecked.length === 0 &&
      plan.state.set?.status === 'ready'
    ) {
      rt.info(
        `Nothing to redeploy: every agent that uses '${set}' runs it as it is now (--all redeploys them anyway).`,
      );
      const done = rolloutReducer(plan.state, { type: 'finish', at: Date.now() });
      if (opts.json) rt.json(summaryJson(summarize(done), done));
      return 0;
    }
    if (queued.length > 0 && !opts.skip && !plan.state.stopping) {
      const sessions = queued.reduce((n, a) => n + (a.sessions ?? 0), 0);
      const question = `Redeploy ${plural(queued.length, 'agent')}${sessions > 0 ? ` (${plural(sessions, 'live session')} ${sessions === 1 ? 'continues' : 'continue'} on the previous revision)` : ''}?`;
      if (!(await rt.prompter.confirm(question))) throw new CancelledError('Redeploy cancelled; nothing was changed.');
    }
    const { code } = await executeRollout(rt, deps, plan, { json: opts.json, resumeHint, unchecked });
    return code;
  } finally {
    lock?.release();
  }
}
