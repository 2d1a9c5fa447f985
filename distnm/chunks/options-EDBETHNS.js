import { createRequire as __agentdeckCreateRequire } from 'node:module'; const require = __agentdeckCreateRequire(import.meta.url);
import {
  Command,
  InvalidArgumentError,
  Option
} from "./chunk-TZFNRNE6.js";
import "./chunk-SJQH257H.js";

// src/emulator/options.ts
import { homedir } from "node:os";
import { join } from "node:path";

// src/emulator/chaos.ts
var RATE_FIELDS = ["errorRate", "rateLimitRate", "dropRate", "malformedRate", "hangRate", "hangAfterWriteRate", "errorAfterWriteRate"];
var SPEC_ITEMS = {
  latency: "latencyMs",
  error: "errorRate",
  errormethods: "errorMethods",
  rate429: "rateLimitRate",
  ratelimit: "rateLimitRate",
  retryafter: "retryAfterSeconds",
  drop: "dropRate",
  malformed: "malformedRate",
  hang: "hangRate",
  hangafterwrite: "hangAfterWriteRate",
  errorafterwrite: "errorAfterWriteRate",
  seed: "seed"
};
var SPEC_HELP = "expected comma-separated items like latency=200,error=0.3,errorMethods=GET,rate429=0.1,retryAfter=2,drop=0.05,malformed=0.05,hang=0,hangAfterWrite=0,errorAfterWrite=0,seed=7";
var HTTP_METHODS = /* @__PURE__ */ new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
function parseChaosSpec(spec) {
  const chaos = {};
  const trimmed = spec.trim();
  if (trimmed === "") return chaos;
  for (const rawItem of trimmed.split(",")) {
    const item = rawItem.trim();
    if (item === "") continue;
    const eq = item.indexOf("=");
    if (eq <= 0) throw new Error(`Invalid chaos item '${item}': ${SPEC_HELP}`);
    const name = item.slice(0, eq).trim();
    const value = item.slice(eq + 1).trim();
    const field = SPEC_ITEMS[name.toLowerCase()];
    if (!field) throw new Error(`Unknown chaos item '${name}': ${SPEC_HELP}`);
    if (field === "errorMethods") {
      const methods = value.split(/[|+ ]/).map((m) => m.trim().toUpperCase()).filter(Boolean);
      if (methods.length === 0 || methods.some((m) => !HTTP_METHODS.has(m))) {
        throw new Error(`Invalid chaos item '${item}': errorMethods takes HTTP methods separated by '|', e.g. GET|PUT`);
      }
      chaos.errorMethods = methods;
      continue;
    }
    const number = value === "" ? Number.NaN : Number(value);
    if (!Number.isFinite(number)) throw new Error(`Invalid chaos item '${item}': ${name} must be a number`);
    chaos[field] = number;
  }
  return validateChaos(chaos, (field) => `chaos item for ${field}`);
}
function validateChaos(input, label = (f) => f) {
  if (input === null || input === void 0) return {};
  if (typeof input !== "object" || Array.isArray(input)) throw new Error("chaos options must be a JSON object");
  const source = input;
  const out = {};
  const known = /* @__PURE__ */ new Set([...RATE_FIELDS, "latencyMs", "errorMethods", "retryAfterSeconds", "seed"]);
  for (const key of Object.keys(source)) {
    if (!known.has(key)) throw new Error(`Unknown chaos option '${key}'`);
  }
  for (const field of RATE_FIELDS) {
    const value = source[field];
    if (value === void 0) continue;
    if (typeof value !== "number" || !(value >= 0 && value <= 1)) {
      throw new Error(`${label(field)} must be a number from 0 to 1`);
    }
    out[field] = value;
  }
  for (const field of ["latencyMs", "retryAfterSeconds"]) {
    const value = source[field];
    if (value === void 0) continue;
    if (typeof value !== "number" || !Number.isFinite(value) || value < 0 || value > 6e5) {
      throw new Error(`${label(field)} must be a non-negative number`);
    }
    out[field] = value;
  }
  if (source.seed !== void 0) {
    if (typeof source.seed !== "number" || !Number.isInteger(source.seed)) throw new Error(`${label("seed")} must be an integer`);
    out.seed = source.seed;
  }
  if (source.errorMethods !== void 0) {
    const methods = source.errorMethods;
    if (!Array.isArray(methods) || methods.some((m) => typeof m !== "string" || !HTTP_METHODS.has(m.toUpperCase()))) {
      throw new Error(`${label("errorMethods")} must be a list of HTTP methods`);
    }
    out.errorMethods = methods.map((m) => m.toUpperCase());
  }
  return out;
}

// src/emulator/options.ts
var DEFAULT_READY_DELAY_MS = 1500;
function defaultEmulatorDataDir(env = process.env) {
  const base = env.XDG_DATA_HOME && env.XDG_DATA_HOME.trim() !== "" ? env.XDG_DATA_HOME : join(homedir(), ".local", "share");
  return join(base, "agentdeck", "emulator");
}
function integer(name, min, max) {
  return (value) => {
    const n = Number(value);
    if (!/^\d+$/.test(value.trim()) || !Number.isSafeInteger(n) || n < min || n > max) {
      throw new InvalidArgumentError(`${name} must be an integer from ${min} to ${max}.`);
    }
    return n;
  };
}
function chaosSpec(value) {
  try {
    return parseChaosSpec(value);
  } catch (error) {
    throw new InvalidArgumentError(error.message);
  }
}
function buildEmulatorProgram(env, stdout, stderr) {
  return new Command("agentdeck emulator").description("Run the local emulator of the Pipecat Cloud API and the Daily room API (offline development).").addOption(new Option("--port <n>", "port to listen on (0 = any free port)").argParser(integer("--port", 0, 65535)).default(0)).addOption(new Option("--data <dir>", "data directory (SQLite store and keys)").default(defaultEmulatorDataDir(env))).addOption(
    new Option("--host <host>", "address to bind; anything but loopback exposes the emulator to your network").default(
      "127.0.0.1"
    )
  ).addOption(
    new Option("--ready-delay <ms>", "how long a written secret set stays pending").argParser(integer("--ready-delay", 0, 36e5)).default(DEFAULT_READY_DELAY_MS)
  ).addOption(
    new Option(
      "--chaos <spec>",
      "fault injection, e.g. latency=200,error=0.3,errorMethods=GET,rate429=0.1,retryAfter=2,drop=0.05,malformed=0.05,hang=0,seed=7 (env AGENTDECK_EMULATOR_CHAOS)"
    ).argParser(chaosSpec)
  ).addOption(
    new Option("--seed-sets <n>", "create N ready secret sets when the store is empty").argParser(integer("--seed-sets", 0, 1e6)).default(0)
  ).addOption(
    new Option("--token-ttl <seconds>", "lifetime of access tokens from the login flow (then 401 until refreshed)").argParser(integer("--token-ttl", 1, 31536e3)).default(86400)
  ).addOption(
    new Option("--org-put <form>", "what PUT on the org-scoped secrets path takes: any (batch or one key) or single-key").choices(["any", "single-key"]).default("any")
  ).addOption(
    new Option("--seed-agents <n>", "create N ready agents when there are none, binding the secret sets already there (after --seed-sets)").argParser(integer("--seed-agents", 0, 1e5)).default(0)
  ).helpOption("-h, --help", "show this help").configureOutput({ writeOut: (text) => void stdout.write(text), writeErr: (text) => void stderr.write(text) }).exitOverride().showHelpAfterError(false);
}
export {
  DEFAULT_READY_DELAY_MS,
  buildEmulatorProgram,
  defaultEmulatorDataDir
};
