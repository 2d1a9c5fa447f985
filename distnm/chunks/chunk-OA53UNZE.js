import { createRequire as __agentdeckCreateRequire } from 'node:module'; const require = __agentdeckCreateRequire(import.meta.url);
import {
  CommandFailure,
  UsageError
} from "./chunk-ZJ6UEI4Y.js";
import {
  sanitizeTerminalText
} from "./chunk-BO633EMQ.js";

// src/cli/regions.ts
async function assertKnownRegion(secrets, region) {
  const codes = (await secrets.listRegions()).map((r) => sanitizeTerminalText(r.code, { singleLine: true }));
  if (!codes.includes(region)) {
    throw new UsageError(`Invalid region '${sanitizeTerminalText(region, { singleLine: true })}'. Valid regions are: ${codes.join(", ")}`);
  }
}
async function describeRegion(secrets, name, given, existing) {
  if (existing && given && given !== existing) {
    throw new CommandFailure(
      `'${name}' is in region ${existing}; a set's region cannot change (-r ${given}). Use another name per region, e.g. ${name}-${given}`,
      "REGION_MISMATCH"
    );
  }
  if (existing) return { region: existing, label: `${existing} (existing set)` };
  if (given) return { region: given, label: given };
  const { defaultRegion } = await secrets.getProperties();
  const region = sanitizeTerminalText(defaultRegion, { singleLine: true });
  return { region, label: `${region} (organization default)` };
}

export {
  assertKnownRegion,
  describeRegion
};
