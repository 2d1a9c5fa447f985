import type { Command } from 'commander';
import { isApiError } from '../../api/errors.js';
import { validateSetName } from '../../api/validation.js';
import { changeWarning, printChangeWarning, readUsage, warningJson } from '../agentUsage.js';
import { CancelledError, CommandFailure, UsageError } from '../failures.js';
import { addCommonOptions, organizationOption, skipOption } from '../options.js';
import type { CommonOptions, Runtime } from '../runtime.js';

interface DeleteOptions extends CommonOptions {
  skip?: boolean;
}

export function register(secrets: Command, rt: Runtime): void {
  const cmd = secrets
    .command('delete')
    .description('Deletes an entire secret set (or image pull secret). The action is irreversible.')
    .argument('<name>', 'Secret set name.')
    .addOption(skipOption())
    .addOption(organizationOption());
  addCommonOptions(cmd).action(async (name: string, opts: DeleteOptions) => {
    await rt.run(opts, async () => {
      const problem = validateSetName(name);
      if (problem) throw new UsageError(problem);
      if (!opts.skip) rt.requireInteractive(`delete '${name}'`, 'pass --skip (-s) to delete without asking');
      const target = await rt.target(opts);
      // Which agents lose the set: said before the question, and with --skip too.
      const warning = changeWarning(await readUsage(target.agents), name, 'delete');
      printChangeWarning(rt, warning);
      if (
        !opts.skip &&
        !(await rt.prompter.confirm(`Delete secret set '${name}' from ${target.label}? This cannot be undone.`))
      ) {
        throw new CancelledError('Delete cancelled; nothing was changed.');
      }
      try {
        await target.secrets.deleteSecretSet(name);
      } catch (error) {
        if (isApiError(error) && error.status === 404) {
          throw new CommandFailure(`No set found with name '${name}'`, error.code);
        }
        throw error;
      }
      rt.info(`Secret set '${name}' deleted.`);
      if (opts.json) rt.json({ name, deleted: true, ...warningJson(warning) });
      return 0;
    });
  });
}
