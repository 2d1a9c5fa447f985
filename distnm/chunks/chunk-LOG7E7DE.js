import { createRequire as __agentdeckCreateRequire } from 'node:module'; const require = __agentdeckCreateRequire(import.meta.url);
import {
  Help,
  InvalidArgumentError,
  Option
} from "./chunk-TZFNRNE6.js";

// src/cli/options.ts
function withDefault(description, defaultText) {
  return `${description} (default: ${defaultText})`;
}
var described = (flags, description, defaultText) => new Option(flags, defaultText === void 0 ? description : withDefault(description, defaultText));
var organizationOption = (description = "Organization to act on.") => new Option("-o, --organization <org>", withDefault(description, "current organization from configuration"));
var skipOption = () => new Option("-s, --skip", withDefault("Skip confirmations.", "false"));
var waitOptions = (cmd) => cmd.addOption(new Option("--wait", withDefault("Poll until the set is ready or failed; exit 1 when it failed.", "false"))).addOption(
  new Option("--wait-timeout <seconds>", withDefault("Longest time --wait polls.", "300")).argParser(positiveNumber("--wait-timeout"))
);
var RETRY_BUDGET_SECONDS = 60;
var RETRY_HELP = `Network: each HTTP attempt waits up to AGENTDECK_TIMEOUT seconds (default 10). Answered 5xx/429 are retried up to 4 times (a Retry-After wait, shown on a terminal, is capped at 30 s), unreachable hosts twice, POSTs only on 429; one command retries for at most ${RETRY_BUDGET_SECONDS} s in total. A write whose answer never came is re-read and reported as applied, not applied or unknown.`;
function addCommonOptions(cmd) {
  return cmd.addOption(new Option("--json", "Machine-readable JSON on stdout; human messages go to stderr.")).addOption(new Option("--verbose", "Say on stderr where the command talks to (never a key).")).addHelpText("after", ({ command, error }) => {
    const output = command.configureOutput();
    const width = (error ? output.getErrHelpWidth?.() : output.getOutHelpWidth?.()) ?? 80;
    return `
${new Help().boxWrap(RETRY_HELP, width)}`;
  });
}
function positiveInteger(flag) {
  return (raw) => {
    if (!/^\d+$/.test(raw.trim()) || Number(raw) <= 0) throw new InvalidArgumentError(`${flag}: must be a positive whole number`);
    return Number(raw);
  };
}
function nonNegativeInteger(flag) {
  return (raw) => {
    if (!/^\d+$/.test(raw.trim())) throw new InvalidArgumentError(`${flag}: must be a whole number \u2265 0`);
    return Number(raw);
  };
}
function positiveNumber(flag) {
  return (raw) => {
    const value = Number(raw);
    if (raw.trim() === "" || !Number.isFinite(value) || value <= 0) throw new InvalidArgumentError(`${flag}: must be a number > 0`);
    return value;
  };
}
function unixSeconds(flag) {
  return (raw) => {
    const value = Number(raw);
    if (raw.trim() === "" || !Number.isFinite(value) || value <= 0) throw new InvalidArgumentError(`${flag}: must be a Unix timestamp in seconds`);
    if (value > 1e11) throw new InvalidArgumentError(`${flag}: must be a Unix timestamp in seconds, not milliseconds`);
    return value;
  };
}
function jsonObject(flag) {
  return (raw) => {
    let value;
    try {
      value = JSON.parse(raw);
    } catch {
      throw new InvalidArgumentError(`${flag}: must be a JSON object, e.g. '{"canSend":true}'`);
    }
    if (value === null || typeof value !== "object" || Array.isArray(value)) {
      throw new InvalidArgumentError(`${flag}: must be a JSON object, e.g. '{"canSend":true}'`);
    }
    return value;
  };
}

export {
  withDefault,
  described,
  organizationOption,
  skipOption,
  waitOptions,
  RETRY_BUDGET_SECONDS,
  addCommonOptions,
  positiveInteger,
  nonNegativeInteger,
  positiveNumber,
  unixSeconds,
  jsonObject
};
