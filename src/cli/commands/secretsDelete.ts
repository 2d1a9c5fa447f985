import type { Command } from 'commander';
import { isApiError } from '../../api/http/errors.js';
import { setTypeWord } from '../../api/words/setWords.js';
import { readBackSetDeleted } from '../../api/http/writeOutcome.js';
import { validateExistingSetName as validateSetName } from '../../api/validation.js';
import { changeWarning, cliUsageCache, printChangeWarning, readUsage, warningJson } from '../agentBindings.js';
import { CancelledError, CommandFailure, UsageError } from '../failures.js';
import { addCommonOptions, organizationOption, skipOption } from '../options.js';
import type { CommonOptions, Runtime } from '../runtime.js';
import { capitalise, outcomeField, writeOutcome, type WriteOutcome } from '../writeOutcome.js';
import { findSet } from './existing.js';

interface DeleteOptions extends CommonOptions {
  skip?: boolean;
}

export function register(secrets: Command, rt: Runtime): void {
  const cmd = secrets
    .command('delete')
    .description('Deletes an entire secret set (or image pull secret). The action is irreversible.')
    .argument('<name>', 'Secret set (or image pull secret) name.')
    .addOption(skipOption())
    .addOption(organizationOption());
  addCommonOptions(cmd).action(async (name: string, opts: DeleteOptions) => {
    await rt.run(opts, async () => {
      const problem = validateSetName(name);
      if (problem) throw new UsageError(problem);
      if (!opts.skip) rt.requireInteractive(`delete '${name}'`, 'pass --skip (-s) to delete without asking');
      const target = await rt.target(opts);
      // The list says what the name is, so every message names the right thing.
      const existing = await findSet(target.secrets, name);
      if (!existing) {
        throw new CommandFailure(
          `No secret set or image pull secret named '${name}' (${target.label}); nothing was deleted`,
          'NOT_FOUND',
        );
      }
      const what = `${setTypeWord(existing.type)} '${name}'`;
      // Which agents lose the set: said before the question, and with --skip too.
      const warning = changeWarning(await readUsage(target.agents, { cache: cliUsageCache(rt, opts) }), name, 'delete');
      printChangeWarning(rt, warning);
      if (!opts.skip && !(await rt.prompter.confirm(`Delete ${what} from ${target.label}? This cannot be undone.`))) {
        throw new CancelledError('Delete cancelled; nothing was changed.');
      }
      let outcome: WriteOutcome = 'confirmed';
      try {
        ({ outcome } = await writeOutcome(rt, () => target.secrets.deleteSecretSet(name), {
          what: `delete ${what}`,
          check: () => readBackSetDeleted(target.secrets, name),
        }));
      } catch (error) {
        if (!(isApiError(error) && error.status === 404)) throw error;
        // It was listed a moment ago: a retried DELETE whose first attempt went through, or another client.
        rt.info(
          `${capitalise(what)} was already gone when the delete arrived (an earlier attempt or another client removed it).`,
        );
      }
      rt.info(`${capitalise(what)} deleted.`);
      if (opts.json)
        rt.json({ name, type: existing.type, deleted: true, ...outcomeField(outcome), ...warningJson(warning) });
      return 0;
    });
  });
}
