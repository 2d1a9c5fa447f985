import type { Command } from 'commander';
import { isApiError } from '../../api/errors.js';
import { validateSecretKey, validateSetName } from '../../api/validation.js';
import { changeWarning, printChangeWarning, readUsage, warningJson } from '../agentUsage.js';
import { CancelledError, CommandFailure, UsageError } from '../failures.js';
import { addCommonOptions, organizationOption, skipOption } from '../options.js';
import type { CommonOptions, Runtime } from '../runtime.js';

interface UnsetOptions extends CommonOptions {
  skip?: boolean;
}

export function register(secrets: Command, rt: Runtime): void {
  const cmd = secrets
    .command('unset')
    .description('Removes one key from a secret set.')
    .argument('<name>', 'Secret set name.')
    .argument('<secret_key>', 'Key to remove.')
    .addOption(skipOption())
    .addOption(organizationOption());
  addCommonOptions(cmd).action(async (name: string, key: string, opts: UnsetOptions) => {
    await rt.run(opts, async () => {
      const problem = validateSetName(name) ?? validateSecretKey(key);
      if (problem) throw new UsageError(problem);
      if (!opts.skip) rt.requireInteractive(`unset '${key}' from '${name}'`, 'pass --skip (-s) to remove it without asking');
      const target = await rt.target(opts);
      const warning = changeWarning(await readUsage(target.agents), name, 'unset');
      printChangeWarning(rt, warning);
      if (!opts.skip && !(await rt.prompter.confirm(`Remove key '${key}' from secret set '${name}' (${target.label})?`))) {
        throw new CancelledError('Secret key unset cancelled; nothing was changed.');
      }
      try {
        await target.secrets.unsetSecret(name, key);
      } catch (error) {
        if (isApiError(error) && error.status === 404) {
          throw new CommandFailure(`Key '${key}' not found in set '${name}' (${rt.safe(error.message)})`, error.code);
        }
        throw error;
      }
      rt.info(
        warning.agents.length > 0
          ? `Secret '${key}' removed from secret set '${name}'. Re-deploy ${warning.agents.join(', ')} for the change to take effect.`
          : `Secret '${key}' removed from secret set '${name}'. Re-deploy agents that use it for the change to take effect.`,
      );
      if (opts.json) rt.json({ name, key, removed: true, ...warningJson(warning) });
      return 0;
    });
  });
}
