// `agents rollback NAME`: a new deployment of what the agent ran before (api/agents/rollback.ts: the previous deployment's
// image, sets and settings through the agent update API), after a confirmation that says secret VALUES cannot roll
// back, followed to ready by the rollout engine as a redeploy is (the same live view, Ctrl+C and summary).
import { Option, type Command } from 'commander';
import { ROLLBACK_VALUES_NOTE, planRollback, rollbackAgents, rollbackLines } from '../../api/agents/rollback.js';
import { sanitizeTerminalText } from '../../api/redact/sanitize.js';
import { validateSetName } from '../../api/validation.js';
import { CancelledError, UsageError } from '../failures.js';
import { addCommonOptions, organizationOption, positiveNumber, skipOption, withDefault } from '../options.js';
import {
  executeRollout,
  planCliRollout,
  printPlan,
  rolloutDeps,
  rolloutOptions,
  targetKey,
  type RolloutFlags,
} from '../rollout.js';
import { journalKey } from '../../api/rollout/journal.js';
import { takeRolloutLock } from '../rolloutLock.js';
import type { CommonOptions, Runtime } from '../runtime.js';

interface RollbackOptions extends CommonOptions, RolloutFlags {
  skip?: boolean;
}

export function register(agents: Command, rt: Runtime): void {
  const cmd = agents
    .command('rollback')
    .description(
      "Redeploys an agent's previous deployment: its image and settings (secret set and image pull secret bound, scaling, " +
        'node type, session limit), read from the deployments list (a user session: `agentdeck auth login`; the private-key ' +
        "API has no such list). Secret VALUES cannot roll back: the new deployment reads the sets' current values. Asks " +
        'first (-s skips), then follows it until ready as a redeploy is. Exit 0 when ready, 1 when it failed or cannot be ' +
        'rolled back.',
    )
    .argument('<name>', 'The agent to roll back.')
    .addOption(
      new Option('--timeout <seconds>', withDefault('Longest wait for the agent to be ready.', '600')).argParser(
        positiveNumber('--timeout'),
      ),
    )
    .addOption(new Option('--no-wait', 'Request the rollback without following it.'))
    .addOption(skipOption())
    .addOption(organizationOption());
  addCommonOptions(cmd).action(async (name: string, opts: RollbackOptions) => {
    await rt.run(opts, () => rollback(rt, name, opts));
  });
}

async function rollback(rt: Runtime, name: string, opts: RollbackOptions): Promise<number> {
  const problem = validateSetName(name);
  if (problem)
    throw new UsageError(
      `${problem.replace(/^set name/, 'agent name')} ('${sanitizeTerminalText(name, { singleLine: true })}')`,
    );
  if (!opts.skip) rt.requireInteractive('rollback', 'pass --skip (-s) to roll back without asking');
  const target = await rt.target(opts);
  const detail = await target.agents.getAgent(name);
  const plan = await planRollback(target.agents, detail);
  rt.info(`Target: ${target.label}`);
  for (const line of rollbackLines(plan)) rt.info(line);
  if (!opts.skip && !(await rt.prompter.confirm(`Roll back ${name}?`)))
    throw new CancelledError('Rollback cancelled; nothing was changed.');
  // The lock of `agents redeploy NAME`: a rollback and a redeploy of one agent never run at once.
  const lock = await takeRolloutLock(rt, journalKey(targetKey(target), { agents: [name] }), {
    what: name,
    command: `agentdeck agents rollback ${name}`,
  });
  try {
    return await rollbackLocked(rt, name, opts, target, plan, detail.region);
  } finally {
    lock.release();
  }
}

async function rollbackLocked(
  rt: Runtime,
  name: string,
  opts: RollbackOptions,
  target: Awaited<ReturnType<Runtime['target']>>,
  plan: Awaited<ReturnType<typeof planRollback>>,
  region: string | undefined,
): Promise<number> {
  // The rollout engine, unchanged: its "redeploy" of this agent is the rollback's update.
  const deps = { ...rolloutDeps(rt, target), agents: rollbackAgents(target.agents, [plan]) };
  const rollout = await planCliRollout(rt, deps, {
    agents: [{ name, ...(region !== undefined ? { region } : {}) }],
    all: true,
    fresh: true,
    options: rolloutOptions(opts),
  });
  printPlan(rt, rollout);
  const { code } = await executeRollout(rt, deps, rollout, {
    json: opts.json,
    resumeHint: `agentdeck agents rollback ${name}`,
    extraJson: {
      rollback: {
        agent: name,
        from: plan.from.id ?? null,
        to: plan.to.id,
        image: plan.write.image ?? null,
        changes: plan.changes,
        valuesNote: ROLLBACK_VALUES_NOTE,
      },
    },
  });
  return code;
}
