import { createRequire as __agentdeckCreateRequire } from 'node:module'; const require = __agentdeckCreateRequire(import.meta.url);
import {
  parseEnvFile
} from "./chunk-BDLPKW34.js";
import {
  changeWarning,
  cliUsageCache,
  printChangeWarning,
  readUsage,
  warningJson
} from "./chunk-Y7NU4ZVB.js";
import "./chunk-NOC2BXNB.js";
import "./chunk-UYWC2BWY.js";
import {
  reportWritten
} from "./chunk-E4JWONUH.js";
import {
  MAX_TEXT_FILE_BYTES,
  decodeText,
  readLimited
} from "./chunk-7HFWRYT3.js";
import "./chunk-K6YVVY37.js";
import {
  assertKnownRegion,
  describeRegion
} from "./chunk-OA53UNZE.js";
import {
  existingKeys
} from "./chunk-5KIXRVCL.js";
import {
  outcomeField,
  writeOutcome
} from "./chunk-GUB7RH6N.js";
import {
  findSet,
  readBackSecretSet
} from "./chunk-NRXDJIEN.js";
import {
  addCommonOptions,
  organizationOption,
  skipOption,
  waitOptions,
  withDefault
} from "./chunk-LOG7E7DE.js";
import {
  Argument,
  Option
} from "./chunk-TZFNRNE6.js";
import {
  CancelledError,
  CommandFailure,
  UsageError
} from "./chunk-ZJ6UEI4Y.js";
import "./chunk-UJ2YOHBG.js";
import "./chunk-UY6GZFHY.js";
import "./chunk-GFMKCGGO.js";
import {
  SECRET_KEY_MAX,
  quoteForMessage,
  validateSecretKey,
  validateSetName
} from "./chunk-PQFZSIR2.js";
import {
  registerSecret
} from "./chunk-4K7H4426.js";
import "./chunk-BO633EMQ.js";
import "./chunk-WLHYYBCR.js";
import "./chunk-SJQH257H.js";

// src/api/keyValue.ts
function unquote(value) {
  return value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value;
}
function splitPair(text) {
  const eq = text.indexOf("=");
  if (eq < 0) return { ok: false, reason: "no-separator" };
  return { ok: true, key: text.slice(0, eq).trim(), value: unquote(text.slice(eq + 1).trim()) };
}
var URL_LIKE = /^[a-z][a-z0-9+.-]*:\/\//i;
function invalidKeyMessage(text, whole) {
  const hint = URL_LIKE.test(whole.trim()) ? " \u2014 looks like a URL: did you mean KEY=<url>?" : "";
  const length = text.length > SECRET_KEY_MAX ? `, ${text.length} characters,` : "";
  return `invalid key: keys are 1\u2013${SECRET_KEY_MAX} letters, numbers, _ and - (the text before '='${length} is not shown: it may hold a secret)${hint}`;
}
function pairProblem(key, value, whole) {
  if (key.length === 0) return { message: "empty key; both key and value must be provided (KEY=value)" };
  if (validateSecretKey(key)) return { message: invalidKeyMessage(key, whole) };
  if (value.length === 0) return { message: `empty value for key "${key}"; both key and value must be provided`, key };
  return null;
}
function parseKeyValueArgs(args) {
  const pairs = /* @__PURE__ */ Object.create(null);
  const errors = [];
  args.forEach((arg, index) => {
    const position = index + 1;
    const split = splitPair(arg);
    if (!split.ok) {
      registerSecret(arg);
      const hint = URL_LIKE.test(arg.trim()) ? " \u2014 looks like a URL: did you mean KEY=<url>?" : "";
      errors.push({
        line: position,
        message: `argument ${position}: missing '=' separator; secrets must be given as KEY=value${hint}`
      });
      return;
    }
    registerSecret(split.value);
    const problem = pairProblem(split.key, split.value, arg);
    if (problem) {
      if (!problem.key) [arg, split.key].forEach(registerSecret);
      errors.push({ line: position, ...problem.key ? { key: problem.key } : {}, message: `argument ${position}: ${problem.message}` });
      return;
    }
    pairs[split.key] = split.value;
  });
  return { pairs: { ...pairs }, errors };
}

// src/cli/commands/secretsSet.ts
function register(secrets, rt) {
  const cmd = secrets.command("set").description("Creates or updates a secret set with the given name and key-value pairs, passed directly or loaded from a file.").argument("<name>", "Letters, numbers and hyphens only.").addArgument(new Argument("[secrets...]", "Space-separated pairs KEY=value; a value with spaces is quoted.")).addOption(
    new Option(
      "-f, --file <file>",
      "Relative path of a file; each line is KEY=value (- reads stdin). Read as python-dotenv reads a .env (export, quotes, multi-line values, ${VAR}); at most 1 MiB."
    )
  ).addOption(skipOption()).addOption(organizationOption()).addOption(
    new Option("-r, --region <region>", withDefault("Region where the set is stored.", "organization default region (typically us-west)"))
  );
  waitOptions(cmd);
  addCommonOptions(cmd).action(async (name, pairArgs, opts) => {
    await rt.run(opts, () => setSecrets(rt, name, pairArgs, opts));
  });
}
function formatIssues(issues, label) {
  return issues.map((issue) => `${label}: ${issue.message.replace(` in ${label}`, "")}`).join("\n       ");
}
async function readPairs(rt, pairArgs, file) {
  if (file !== void 0 && pairArgs.length > 0) {
    throw new UsageError("set: pass KEY=value pairs or --file, not both");
  }
  if (file === void 0) {
    if (pairArgs.length === 0) throw new UsageError("set: no secrets given; pass KEY=value pairs or --file FILE");
    const parsed2 = parseKeyValueArgs(pairArgs);
    if (parsed2.errors.length > 0) throw new UsageError(formatIssues(parsed2.errors, "secrets"));
    return { pairs: parsed2.pairs, interpolated: [] };
  }
  const [bytes, label] = file === "-" ? [await rt.prompter.readAllBytes(MAX_TEXT_FILE_BYTES), "stdin"] : [await readFileBytes(file), file];
  const text = decodeText(bytes);
  if (!text.ok) throw new UsageError(`${label}: ${text.problem}; nothing was sent`);
  const parsed = parseEnvFile(text.text, rt.env);
  if (parsed.errors.length > 0) throw new UsageError(`${formatIssues(parsed.errors, label)}
       nothing was sent`);
  return { pairs: parsed.pairs, interpolated: parsed.interpolated };
}
async function readFileBytes(file) {
  try {
    return await readLimited(file);
  } catch (error) {
    const code = error.code;
    const shown = quoteForMessage(file);
    throw new UsageError(
      code === "ENOENT" ? `--file: file ${shown} does not exist` : code === "EISDIR" ? `--file: ${shown} is a folder` : `--file: cannot read ${shown} (${code ?? "error"})`
    );
  }
}
async function setSecrets(rt, name, pairArgs, opts) {
  if (name.includes("=")) {
    registerSecret(name);
    registerSecret(name.slice(name.indexOf("=") + 1));
    throw new UsageError("set name: looks like KEY=value \u2014 the set name comes first: secrets set NAME KEY=value (what was given is not shown: it may hold a secret)");
  }
  const nameProblem = validateSetName(name);
  if (nameProblem) throw new UsageError(nameProblem);
  if (opts.file === "-" && !opts.skip) throw new UsageError("set: --file - reads stdin, so there is no prompt; pass --skip (-s) too");
  const { pairs, interpolated } = await readPairs(rt, pairArgs, opts.file);
  if (!opts.skip) rt.requireInteractive(`set '${name}'`, "pass --skip (-s) to write without asking");
  const target = await rt.target(opts);
  if (opts.region) await assertKnownRegion(target.secrets, opts.region);
  const existing = await findSet(target.secrets, name);
  if (existing && existing.type !== "secret") {
    throw new CommandFailure(`'${name}' is an image pull secret; a name is either a secret set or an image pull secret`, "CONFLICT");
  }
  const currentKeys = new Set(existing ? await existingKeys(target.secrets, name) : []);
  const keys = Object.keys(pairs);
  const overwritten = keys.filter((k) => currentKeys.has(k));
  const added = keys.filter((k) => !currentKeys.has(k));
  const [region, usage] = await Promise.all([
    describeRegion(target.secrets, name, opts.region, existing ? rt.safe(existing.region) : void 0),
    readUsage(target.agents, { cache: cliUsageCache(rt, opts) })
  ]);
  const warning = changeWarning(usage, name, "set");
  rt.info(`Secret set: ${name} (${existing ? "existing" : "new"}) \xB7 ${target.label}`);
  rt.info(`Region: ${region.label}`);
  if (added.length > 0) rt.info(`Keys to add (${added.length}): ${added.join(", ")}`);
  if (overwritten.length > 0) rt.info(`Keys to overwrite (${overwritten.length}): ${overwritten.join(", ")}`);
  if (interpolated.length > 0) rt.info(`Interpolated (\${\u2026} expanded as python-dotenv does): ${interpolated.join(", ")}`);
  printChangeWarning(rt, warning);
  if (!opts.skip && !await rt.prompter.confirm(`Write ${keys.length} key${keys.length === 1 ? "" : "s"} to '${name}'?`)) {
    throw new CancelledError();
  }
  const { outcome, result } = await writeOutcome(rt, () => target.secrets.putSecrets(name, pairs, opts.region ? { region: opts.region } : {}), {
    what: `${existing ? "update" : "create"} secret set '${name}'`,
    check: () => readBackSecretSet(target.secrets, name, { created: !existing, added, priorStatus: existing?.status })
  });
  const writtenRegion = rt.safe(result?.region) || region.region;
  rt.info(
    existing ? `Secret set '${name}' modified in ${writtenRegion}. Re-deploy agents that use it for the change to take effect.` : `Secret set '${name}' created in ${writtenRegion}. Deploy your agent with --secrets ${name}.`
  );
  return reportWritten(
    rt,
    `secret set '${name}'`,
    async () => {
      const detail = await target.secrets.getSecretSet(name);
      return { status: detail.status, errorMessage: detail.errorMessage };
    },
    { name, created: !existing, region: writtenRegion, added, overwritten, ...outcomeField(outcome), ...warningJson(warning) },
    opts
  );
}
export {
  formatIssues,
  register
};
