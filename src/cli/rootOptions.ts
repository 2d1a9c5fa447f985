// Options given before the command (`agentdeck -o staging secrets set …`, `agentdeck --json secrets list`) are
// parsed by the root program (positional options). They are handed to the command that runs, or refused.
import type { Command } from 'commander';

/** The root options a command can inherit, by attribute name, with the flag to name in messages. */
const ROOT_OPTIONS: Record<string, string> = {
  organization: '-o/--organization',
  json: '--json',
  verbose: '--verbose',
};

function commandPath(cmd: Command): string {
  const names: string[] = [];
  for (let c: Command | null = cmd; c?.parent; c = c.parent) names.unshift(c.name());
  return names.join(' ');
}

/**
 * Copies root options into the command about to run. A command without that option, or the same option given
 * with two different values, is a usage error (exit 2) rather than an option silently ignored.
 */
export function applyRootOptions(root: Command, actionCommand: Command): void {
  if (actionCommand === root) return;
  const given = root.opts<Record<string, unknown>>();
  for (const [attribute, flag] of Object.entries(ROOT_OPTIONS)) {
    const value = given[attribute];
    if (value === undefined) continue;
    const name = commandPath(actionCommand);
    const takes = actionCommand.options.some((option) => option.attributeName() === attribute);
    if (!takes) {
      root.error(`error: ${flag} given before '${name}', which does not take it`, {
        exitCode: 2,
        code: 'agentdeck.rootOption',
      });
    }
    const own =
      actionCommand.getOptionValueSource(attribute) === 'cli' ? actionCommand.getOptionValue(attribute) : undefined;
    if (own !== undefined && own !== value) {
      root.error(
        `error: ${flag} given twice with different values ('${String(value)}' before '${name}', '${String(own)}' after it)`,
        {
          exitCode: 2,
          code: 'agentdeck.rootOption',
        },
      );
    }
    actionCommand.setOptionValueWithSource(attribute, value, 'cli');
  }
}
