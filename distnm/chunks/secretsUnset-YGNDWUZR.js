import { createRequire as __agentdeckCreateRequire } from 'node:module'; const require = __agentdeckCreateRequire(import.meta.url);
import {
  changeWarning,
  cliUsageCache,
  printChangeWarning,
  readUsage,
  warningJson
} from "./chunk-Y7NU4ZVB.js";
import "./chunk-NOC2BXNB.js";
import "./chunk-UYWC2BWY.js";
import "./chunk-5KIXRVCL.js";
import {
  outcomeField,
  writeOutcome
} from "./chunk-GUB7RH6N.js";
import {
  findSet,
  readBackKeyUnset
} from "./chunk-NRXDJIEN.js";
import {
  addCommonOptions,
  organizationOption,
  skipOption
} from "./chunk-LOG7E7DE.js";
import "./chunk-TZFNRNE6.js";
import {
  CancelledError,
  CommandFailure,
  UsageError
} from "./chunk-ZJ6UEI4Y.js";
import "./chunk-UJ2YOHBG.js";
import "./chunk-GFMKCGGO.js";
import {
  SECRET_KEY_MAX,
  validateExistingSetName,
  validateSecretKey
} from "./chunk-PQFZSIR2.js";
import {
  registerSecret
} from "./chunk-4K7H4426.js";
import "./chunk-BO633EMQ.js";
import {
  isApiError
} from "./chunk-WLHYYBCR.js";
import "./chunk-SJQH257H.js";

// src/cli/commands/secretsUnset.ts
function register(secrets, rt) {
  const cmd = secrets.command("unset").description("Removes one key from a secret set.").argument("<name>", "Secret set name.").argument("<secret_key>", "Key to remove.").addOption(skipOption()).addOption(organizationOption());
  addCommonOptions(cmd).action(async (name, key, opts) => {
    await rt.run(opts, async () => {
      const setProblem = validateExistingSetName(name);
      if (setProblem) throw new UsageError(setProblem);
      if (validateSecretKey(key)) throw new UsageError(unsetKeyProblem(key));
      if (!opts.skip) rt.requireInteractive(`unset '${key}' from '${name}'`, "pass --skip (-s) to remove it without asking");
      const target = await rt.target(opts);
      const keys = await keysOf(target, name);
      if (!keys.includes(key)) {
        throw new CommandFailure(`Key '${key}' is not in secret set '${name}'; nothing was changed`, "NOT_FOUND");
      }
      const warning = changeWarning(await readUsage(target.agents, { cache: cliUsageCache(rt, opts) }), name, "unset");
      printChangeWarning(rt, warning);
      if (!opts.skip && !await rt.prompter.confirm(`Remove key '${key}' from secret set '${name}' (${target.label})?`)) {
        throw new CancelledError("Secret key unset cancelled; nothing was changed.");
      }
      let outcome = "confirmed";
      try {
        ({ outcome } = await writeOutcome(rt, () => target.secrets.unsetSecret(name, key), {
          what: `unset key '${key}' from secret set '${name}'`,
          check: () => readBackKeyUnset(target.secrets, name, key)
        }));
      } catch (error) {
        if (!(isApiError(error) && error.status === 404)) throw error;
        rt.info(`Key '${key}' was already gone when the request arrived (an earlier attempt or another client removed it).`);
      }
      rt.info(
        warning.agents.length > 0 ? `Secret '${key}' removed from secret set '${name}'. Re-deploy ${warning.agents.join(", ")} for the change to take effect.` : `Secret '${key}' removed from secret set '${name}'. Re-deploy agents that use it for the change to take effect.`
      );
      if (opts.json) rt.json({ name, key, removed: true, ...outcomeField(outcome), ...warningJson(warning) });
      return 0;
    });
  });
}
async function keysOf(target, name) {
  try {
    return (await target.secrets.getSecretSet(name)).keys;
  } catch (error) {
    if (isApiError(error) && error.status === 404) {
      throw new CommandFailure(`No secret set named '${name}' (${target.label}); nothing was changed`, error.code);
    }
    if (isApiError(error) && error.status === 400 && (await findSet(target.secrets, name))?.type === "imagePullSecret") {
      throw new CommandFailure(`'${name}' is an image pull secret; it has no keys to unset (delete it with 'secrets delete')`, "CONFLICT");
    }
    throw error;
  }
}
function unsetKeyProblem(key) {
  registerSecret(key);
  const eq = key.indexOf("=");
  if (eq >= 0) {
    registerSecret(key.slice(eq + 1));
    return "secret_key: unset takes a key name, not KEY=value (what was given is not shown: it may hold a secret)";
  }
  return `secret_key: not a valid key; keys are 1\u2013${SECRET_KEY_MAX} letters, numbers, _ and - (what was given is not shown: it may hold a secret)`;
}
export {
  register
};
