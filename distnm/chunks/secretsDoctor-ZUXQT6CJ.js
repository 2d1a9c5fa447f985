import { createRequire as __agentdeckCreateRequire } from 'node:module'; const require = __agentdeckCreateRequire(import.meta.url);
import {
  renderTable
} from "./chunk-EUX4PQUR.js";
import {
  findProblems,
  loadUsageMap
} from "./chunk-NOC2BXNB.js";
import {
  addCommonOptions,
  organizationOption
} from "./chunk-LOG7E7DE.js";
import "./chunk-TZFNRNE6.js";
import "./chunk-BO633EMQ.js";
import "./chunk-WLHYYBCR.js";
import "./chunk-SJQH257H.js";

// src/cli/commands/secretsDoctor.ts
var KIND_WORDS = {
  "region-mismatch": "region mismatch",
  "set-failed": "set failed",
  "set-pending": "set pending",
  "missing-set": "missing set",
  "missing-image-pull-secret": "missing image pull secret",
  "wrong-type": "wrong type"
};
function register(secrets, rt) {
  const cmd = secrets.command("doctor").description(
    "Checks every agent against the sets it binds: an agent in another region than its set, a bound set that is failed or pending, an agent naming a secret set or image pull secret that does not exist. Exit 1 when anything is wrong or the agents cannot be read; made for CI."
  ).addOption(organizationOption("Organization to check."));
  addCommonOptions(cmd).action(async (opts) => {
    await rt.run(opts, async () => {
      const target = await rt.target(opts);
      const [sets, usage] = await Promise.all([target.secrets.listSecretSets(), loadUsageMap(target.agents)]);
      const problems = findProblems(sets, usage);
      const errors = problems.length;
      const ok = errors === 0 && usage.unreadable.length === 0;
      if (opts.json) {
        rt.json({
          ok,
          sets: sets.length,
          agents: usage.agents.length,
          unreadable: usage.unreadable,
          problems
        });
      } else {
        const style = rt.outStyle;
        if (problems.length > 0) {
          rt.out(
            renderTable(
              ["PROBLEM", "SET", "AGENT", "DETAIL"],
              problems.map((p) => [
                style.red(`\u2716 ${KIND_WORDS[p.kind]}`),
                p.set,
                p.agent,
                p.message
              ]),
              style
            )
          );
        }
      }
      if (usage.unreadable.length > 0) {
        rt.info(`The deployments of ${usage.unreadable.length} agent(s) could not be read: ${usage.unreadable.join(", ")}.`);
      }
      const summary = `${sets.length} set(s), ${usage.agents.length} agent(s) checked: ${errors} problem(s)${usage.unreadable.length > 0 ? `, ${usage.unreadable.length} agent(s) not checked` : ""}.`;
      rt.info(ok ? rt.errStyle.green(`\u2714 ${summary}`) : `${rt.errStyle.red("\u2716")} ${summary}`);
      return ok ? 0 : 1;
    });
  });
}
export {
  register
};
