import { createRequire as __agentdeckCreateRequire } from 'node:module'; const require = __agentdeckCreateRequire(import.meta.url);
import {
  capitalise,
  isUncertainWriteError,
  settleWrite
} from "./chunk-NRXDJIEN.js";
import {
  CommandFailure
} from "./chunk-ZJ6UEI4Y.js";

// src/cli/writeOutcome.ts
function outcomeField(outcome) {
  return outcome === "applied" ? { outcome: "applied", outcomeFrom: "re-read after the answer was lost" } : {};
}
async function writeOutcome(rt, write, opts) {
  try {
    const settled = await settleWrite(write, {
      ...opts,
      onRecheck: (reason) => rt.info(`agentdeck: ${opts.what}: ${reason}; re-reading to find out whether it was applied\u2026`)
    });
    if (settled.outcome === "applied") {
      rt.info(rt.errStyle.yellow(`${capitalise(opts.what)}: applied \u2014 the answer was lost, but a re-read shows the change.`));
    }
    return settled;
  } catch (error) {
    if (!isUncertainWriteError(error)) throw error;
    throw new CommandFailure(error.message, error.readBack === "not applied" ? "NOT_APPLIED" : "OUTCOME_UNKNOWN");
  }
}

export {
  outcomeField,
  writeOutcome
};
