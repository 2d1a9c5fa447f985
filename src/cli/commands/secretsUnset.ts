import { Option, type Command } from 'commander';
import { isApiError } from '../../api/http/errors.js';
import { readBackKeyUnset } from '../../api/http/writeOutcome.js';
import { isReferencedSet, referencedSetRefusal } from '../../api/secrets/client.js';
import type { MarkerWriteOutcome } from '../../api/models.js';
import { registerSecret } from '../../api/redact/redact.js';
import { SECRET_KEY_MAX, validateSecretKey, validateExistingSetName as validateSetName } from '../../api/validation.js';
import { changeWarning, cliUsageCache, printChangeWarning, readUsage, warningJson } from '../agentBindings.js';
import { CancelledError, CommandFailure, UsageError } from '../failures.js';
import { ROLLOUT_HELP, addCommonOptions, organizationOption, skipOption, drainOptions } from '../options.js';
import { supersedeRollout } from '../rolloutKey.js';
import type { ResolvedTarget } from '../../config/target.js';
import type { CommonOptions, Runtime } from '../runtime.js';
import { outcomeField, writeOutcome, type WriteOutcome } from '../writeOutcome.js';
import { findSet } from './existing.js';

interface UnsetOptions extends CommonOptions {
  skip?: boolean;
  rollout?: boolean;
  /** --no-drain (with --rollout). */
  drain?: boolean;
  /** --drain-timeout seconds (with --rollout). */
  drainTimeout?: number;
}

export function register(secrets: Command, rt: Runtime): void {
  const cmd = secrets
    .command('unset')
    .description('Removes one key from a secret set.')
    .argument('<name>', 'Secret set name.')
    .argument('<secret_key>', 'Key to remove.')
    .addOption(skipOption())
    .addOption(organizationOption())
    .addOption(new Option('--rollout', ROLLOUT_HELP));
  drainOptions(cmd);
  addCommonOptions(cmd).action(async (name: string, key: string, opts: UnsetOptions) => {
    await rt.run(opts, async () => {
      const setProblem = validateSetName(name);
      if (setProblem) throw new UsageError(setProblem);
      if (validateSecretKey(key)) throw new UsageError(unsetKeyProblem(key));
      if (!opts.skip)
        rt.requireInteractive(`unset '${key}' from '${name}'`, 'pass --skip (-s) to remove it without asking');
      const target = await rt.target(opts);
      // Read first so a wrong key or set is named precisely, before any prompt.
      const keys = await keysOf(target, name);
      if (!keys.includes(key)) {
        throw new CommandFailure(`Key '${key}' is not in secret set '${name}'; nothing was changed`, 'NOT_FOUND');
      }
      const usage = await readUsage(target.agents, { cache: cliUsageCache(rt, opts) });
      const warning = changeWarning(usage, name, 'unset', { rollout: opts.rollout });
      const setRollout = opts.rollout ? await import('../setRollout.js') : undefined;
      const rollout = setRollout ? await setRollout.prepareSetRollout(rt, target, name, usage, opts) : undefined;
      printChangeWarning(rt, warning);
      const andRollout = setRollout && rollout ? setRollout.describeSetRollout(rt, rollout) : '';
      if (
        !opts.skip &&
        !(await rt.prompter.confirm(`Remove key '${key}' from secret set '${name}' (${target.label})${andRollout}?`))
      ) {
        throw new CancelledError('Secret key unset cancelled; nothing was changed.');
      }
      let outcome: WriteOutcome = 'confirmed';
      let result: MarkerWriteOutcome | void = undefined;
      try {
        ({ outcome, result } = await writeOutcome(rt, () => target.secrets.unsetSecret(name, key), {
          what: `unset key '${key}' from secret set '${name}'`,
          check: () => readBackKeyUnset(target.secrets, name, key),
        }));
      } catch (error) {
        if (!(isApiError(error) && error.status === 404)) throw error;
        // The key was there a moment ago: a retried DELETE whose first attempt went through, or another client.
        rt.info(
          `Key '${key}' was already gone when the request arrived (an earlier attempt or another client removed it).`,
        );
      }
      const summary = { name, key, removed: true, ...outcomeField(outcome), ...warningJson(warning) };
      if (result?.markerProblem)
        rt.info(
          rt.errStyle.yellow(
            `note: ${result.markerProblem}; which agents run this write cannot be told until the next write through agentdeck.`,
          ),
        );
      if (setRollout && rollout) {
        rt.info(`Secret '${key}' removed from secret set '${name}'.`);
        return setRollout.runSetRollout(rt, rollout, {
          json: opts.json,
          extraJson: summary,
          ...(result?.marker ? { writtenAt: result.marker.writtenAt } : {}),
        });
      }
      supersedeRollout(rt, target, name);
      rt.info(
        warning.agents.length > 0
          ? `Secret '${key}' removed from secret set '${name}'. Roll it out to ${warning.agents.join(', ')}: agentdeck agents redeploy --uses ${name}`
          : `Secret '${key}' removed from secret set '${name}'. Agents that use it run without it once redeployed (agentdeck agents redeploy --uses ${name}).`,
      );
      if (opts.json) rt.json(summary);
      return 0;
    });
  });
}

/** Keys of the set; a missing set, an image pull secret or a referenced set is a failure that names it. */
async function keysOf(target: ResolvedTarget, name: string): Promise<string[]> {
  try {
    const detail = await target.secrets.getSecretSet(name);
    if (isReferencedSet(detail)) throw new CommandFailure(referencedSetRefusal(name, 'unset'), 'REFERENCED_SET');
    return detail.keys;
  } catch (error) {
    if (isApiError(error) && error.status === 404) {
      throw new CommandFailure(`No secret set named '${name}' (${target.label}); nothing was changed`, error.code);
    }
    if (
      isApiError(error) &&
      error.status === 400 &&
      (await findSet(target.secrets, name))?.type === 'imagePullSecret'
    ) {
      throw new CommandFailure(
        `'${name}' is an image pull secret; it has no keys to unset (delete it with 'secrets delete')`,
        'CONFLICT',
      );
    }
    throw error;
  }
}

/**
 * An invalid <secret_key> is not echoed: it may be a value typed by mistake (`unset SET KEY=value`), which is
 * registered for redaction too.
 */
function unsetKeyProblem(key: string): string {
  registerSecret(key);
  const eq = key.indexOf('=');
  if (eq >= 0) {
    registerSecret(key.slice(eq + 1));
    return 'secret_key: unset takes a key name, not KEY=value (what was given is not shown: it may hold a secret)';
  }
  return `secret_key: not a valid key; keys are 1–${SECRET_KEY_MAX} letters, numbers, _ and - (what was given is not shown: it may hold a secret)`;
}
