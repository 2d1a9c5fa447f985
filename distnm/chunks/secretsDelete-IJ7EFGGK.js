import { createRequire as __agentdeckCreateRequire } from 'node:module'; const require = __agentdeckCreateRequire(import.meta.url);
import {
  TYPE_WORDS
} from "./chunk-KKUGXMPH.js";
import "./chunk-EUX4PQUR.js";
import {
  changeWarning,
  cliUsageCache,
  printChangeWarning,
  readUsage,
  warningJson
} from "./chunk-Y7NU4ZVB.js";
import "./chunk-NOC2BXNB.js";
import "./chunk-UYWC2BWY.js";
import "./chunk-OA53UNZE.js";
import "./chunk-5KIXRVCL.js";
import {
  outcomeField,
  writeOutcome
} from "./chunk-GUB7RH6N.js";
import {
  capitalise,
  findSet,
  readBackSetDeleted
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
  validateExistingSetName
} from "./chunk-PQFZSIR2.js";
import "./chunk-BO633EMQ.js";
import {
  isApiError
} from "./chunk-WLHYYBCR.js";
import "./chunk-SJQH257H.js";

// src/cli/commands/secretsDelete.ts
function register(secrets, rt) {
  const cmd = secrets.command("delete").description("Deletes an entire secret set (or image pull secret). The action is irreversible.").argument("<name>", "Secret set (or image pull secret) name.").addOption(skipOption()).addOption(organizationOption());
  addCommonOptions(cmd).action(async (name, opts) => {
    await rt.run(opts, async () => {
      const problem = validateExistingSetName(name);
      if (problem) throw new UsageError(problem);
      if (!opts.skip) rt.requireInteractive(`delete '${name}'`, "pass --skip (-s) to delete without asking");
      const target = await rt.target(opts);
      const existing = await findSet(target.secrets, name);
      if (!existing) {
        throw new CommandFailure(`No secret set or image pull secret named '${name}' (${target.label}); nothing was deleted`, "NOT_FOUND");
      }
      const what = `${TYPE_WORDS[existing.type] ?? "secret set"} '${name}'`;
      const warning = changeWarning(await readUsage(target.agents, { cache: cliUsageCache(rt, opts) }), name, "delete");
      printChangeWarning(rt, warning);
      if (!opts.skip && !await rt.prompter.confirm(`Delete ${what} from ${target.label}? This cannot be undone.`)) {
        throw new CancelledError("Delete cancelled; nothing was changed.");
      }
      let outcome = "confirmed";
      try {
        ({ outcome } = await writeOutcome(rt, () => target.secrets.deleteSecretSet(name), {
          what: `delete ${what}`,
          check: () => readBackSetDeleted(target.secrets, name)
        }));
      } catch (error) {
        if (!(isApiError(error) && error.status === 404)) throw error;
        rt.info(`${capitalise(what)} was already gone when the delete arrived (an earlier attempt or another client removed it).`);
      }
      rt.info(`${capitalise(what)} deleted.`);
      if (opts.json) rt.json({ name, type: existing.type, deleted: true, ...outcomeField(outcome), ...warningJson(warning) });
      return 0;
    });
  });
}
export {
  register
};
