// The project commands (agentdeck.toml: docs/projects.md): plan, apply, init and diff, registered at the top level.
// Light: each command's body is loaded when it runs.
import { Option, type Command } from 'commander';
import { addCommonOptions, repeatable, skipOption } from '../options.js';
import type { Runtime } from '../runtime.js';

const projectOption = () =>
  new Option('--project <file>', 'The project file (default: agentdeck.toml here or in a parent; AGENTDECK_PROJECT).');
const envOption = (what: string) =>
  repeatable(new Option('-e, --env <name>', `${what} (repeatable; default: every environment).`));

export function register(program: Command, rt: Runtime): void {
  const plan = program
    .command('plan')
    .description(
      'Compares agentdeck.toml with the cloud and lists, per environment and region, what apply would change — sets to ' +
        'create, keys to add or remove, values that differ (never a value), failed or pending sets, pull secrets, ' +
        'agents bound wrong, stale or not drained — and a summary per environment. Changes nothing.',
    )
    .addOption(envOption('Plan this environment'))
    .addOption(new Option('--exit-code', 'Exit 1 when anything differs, 0 when everything is in sync (for CI).'))
    .addOption(
      new Option('--format <format>', 'text, or markdown (a pull request comment).')
        .choices(['text', 'markdown'])
        .default('text'),
    )
    .addOption(new Option('--prune', 'Plan as apply --prune: sets with keys to remove are written whole.'))
    .addOption(
      new Option(
        '--deployments',
        "Also read each current agent's deployment (one request per agent, as apply does): a failed one is drift " +
          '(apply redeploys it), a rolling one too (apply follows it). Default: the agent list only.',
      ),
    )
    .addOption(projectOption());
  addCommonOptions(plan).action(async (opts) => {
    const { runPlan } = await import('./projectPlan.js');
    await rt.run(opts, () => runPlan(rt, opts));
  });

  const apply = program
    .command('apply')
    .description(
      'Makes the cloud match agentdeck.toml: shows the plan and asks (a protected environment needs its name typed), ' +
        'then writes each set (one write, all keys), waits until it is ready, fixes agent bindings and rolls the change ' +
        "out to the agents that use it. Keys not in the source are removed only with --prune. It reads each agent's " +
        'deployment too: one that failed is redeployed, one rolling is followed. Run again after an interruption or a ' +
        'failed rollout: it carries on from what is done.',
    )
    .addOption(envOption('Apply to this environment'))
    .addOption(new Option('--prune', 'Remove keys the source does not have.'))
    .addOption(skipOption())
    .addOption(projectOption());
  addCommonOptions(apply).action(async (opts) => {
    const { runApply } = await import('./projectApply.js');
    await rt.run(opts, () => runApply(rt, opts));
  });

  const init = program
    .command('init')
    .description(
      'Writes a starting agentdeck.toml from what the cloud holds now (organizations, regions, sets, agents and their ' +
        'bindings), and a .env.ENV.example per environment listing key names (values cannot be read back).',
    )
    .addOption(
      repeatable(
        new Option(
          '-e, --env <name=org>',
          'An environment and its organization (repeatable; default: one per organization, named after it).',
        ),
      ),
    )
    .addOption(new Option('--force', 'Replace an agentdeck.toml that is already there.'))
    .addOption(new Option('--dir <dir>', 'Where to write (default: the current directory).'));
  addCommonOptions(init).action(async (opts) => {
    const { runInit } = await import('./projectInit.js');
    await rt.run(opts, () => runInit(rt, opts));
  });

  const diff = program
    .command('diff')
    .description(
      'Compares two environments of agentdeck.toml by key names, set by set (staging has OPENAI_API_KEY, prod has not).',
    )
    .argument('<env-a>', 'An environment.')
    .argument('<env-b>', 'Another environment.')
    .addOption(projectOption());
  addCommonOptions(diff).action(async (a: string, b: string, opts) => {
    const { runDiff } = await import('./projectDiff.js');
    await rt.run(opts, () => runDiff(rt, a, b, opts));
  });
}
