import { createRequire as __agentdeckCreateRequire } from 'node:module'; const require = __agentdeckCreateRequire(import.meta.url);
import {
  renderTable,
  statusText
} from "./chunk-EUX4PQUR.js";
import {
  cliUsageCache,
  fitNames,
  readReadiness,
  readUsage,
  usageUnavailableNote
} from "./chunk-Y7NU4ZVB.js";
import {
  findProblems,
  problemsBySet,
  usedBy
} from "./chunk-NOC2BXNB.js";
import {
  assertKnownRegion
} from "./chunk-OA53UNZE.js";
import {
  addCommonOptions,
  organizationOption,
  withDefault
} from "./chunk-LOG7E7DE.js";
import {
  Option
} from "./chunk-TZFNRNE6.js";
import {
  CommandFailure,
  UsageError
} from "./chunk-ZJ6UEI4Y.js";
import {
  validateExistingSetName
} from "./chunk-PQFZSIR2.js";
import {
  isApiError
} from "./chunk-WLHYYBCR.js";

// src/cli/commands/secretsUsage.ts
var problemJson = (p) => ({ kind: p.kind, agent: p.agent, message: p.message });
function listUsage(target, cache) {
  const controller = new AbortController();
  const reading = readUsage(target.agents, { signal: controller.signal, cache });
  return {
    cancel: () => controller.abort(),
    result: async (sets, opts) => toListUsage(await reading, sets, opts.partial)
  };
}
function toListUsage(read, sets, partial) {
  if (!read.ok) {
    return {
      jsonFor: () => ({ usedBy: null, problems: [] }),
      json: { read: false, error: read.reason },
      cell: () => "?",
      problemsOf: () => [],
      printNotes: (rt) => rt.info(rt.errStyle.yellow(usageUnavailableNote(read)))
    };
  }
  const { usage } = read;
  const problems = findProblems(sets, usage).filter((p) => !partial || !p.kind.startsWith("missing-"));
  const bySet = problemsBySet(problems);
  const listed = new Set(sets.map((s) => s.name));
  const missing = problems.filter((p) => !listed.has(p.set));
  const problemsOf = (name) => bySet.get(name) ?? [];
  return {
    jsonFor: (name) => ({ usedBy: usedBy(usage, name).map((a) => a.name), problems: problemsOf(name).map(problemJson) }),
    json: {
      read: true,
      agents: usage.agents.length,
      unreadable: usage.unreadable,
      ...partial ? {} : { missingSets: missing.map((p) => ({ set: p.set, ...problemJson(p) })) }
    },
    cell: (name, style) => {
      const names = fitNames(usedBy(usage, name).map((a) => a.name), problemsOf(name).length > 0 ? 30 : 32);
      return problemsOf(name).length > 0 ? style.yellow(`\u26A0 ${names}`) : names;
    },
    problemsOf,
    printNotes: (rt) => {
      if (usage.unreadable.length > 0) {
        rt.info(rt.errStyle.yellow(`note: the deployments of ${usage.unreadable.length} agent(s) could not be read (${fitNames(usage.unreadable, 60)}); USED BY may be incomplete.`));
      }
      for (const p of missing) rt.info(`${rt.errStyle.yellow("warning:")} ${p.message}`);
      if (missing.length > 0) rt.info("Run agentdeck secrets doctor for every problem.");
    }
  };
}
async function agentsSection(target, set, cache) {
  const read = await readUsage(target.agents, { cache });
  if (!read.ok) {
    const note = (rt) => rt.info(rt.errStyle.yellow(usageUnavailableNote(read)));
    return { json: { usedBy: null, usedByError: read.reason }, print: note, printNotes: note };
  }
  const uses = usedBy(read.usage, set.name);
  const readiness = await readReadiness(target.agents, uses);
  const problems = findProblems([set], read.usage).filter((p) => p.set === set.name);
  const ready = (r) => r.ready === null ? "? unknown" : r.ready ? "\u25CF ready" : "\u25CC not ready";
  return {
    json: { usedBy: readiness, problems: problems.map(problemJson) },
    print: (rt) => {
      const style = rt.outStyle;
      if (readiness.length === 0) rt.out("Used by no agent.");
      else {
        rt.out(`Used by ${readiness.length} agent${readiness.length === 1 ? "" : "s"}:`);
        rt.out(renderTable(["AGENT", "REGION", "DEPLOYMENT"], readiness.map((r) => [r.name, r.region ?? "?", ready(r)]), style));
      }
      for (const p of problems) rt.out(style.yellow(`\u26A0 ${p.message}`));
    },
    printNotes: () => {
    }
  };
}

// src/cli/commands/secretsList.ts
var TYPE_WORDS = { secret: "secret set", imagePullSecret: "image pull secret" };
function register(secrets, rt) {
  const cmd = secrets.command("list").description(
    "Lists secret sets and image pull secrets for the active organization, with their readiness status and the agents that use them (USED BY; problems such as a region mismatch are flagged). Given a set name, shows the keys of that set, its status and its agents with their region and deployment readiness; values are hidden."
  ).argument("[name]", "Set whose keys are listed.").addOption(new Option("-s, --sets", "Show secret sets only; filters out image pull secrets.").default(true)).addOption(new Option("--no-sets", "Include image pull secrets in the list.")).addOption(organizationOption("Organization to list for.")).addOption(new Option("-r, --region <region>", withDefault("Only secrets in this region are shown.", "all regions")));
  addCommonOptions(cmd).action(async (name, opts) => {
    await rt.run(opts, async () => {
      if (name !== void 0) {
        const problem = validateExistingSetName(name);
        if (problem) throw new UsageError(problem);
      }
      const target = await rt.target(opts);
      if (opts.region) await assertKnownRegion(target.secrets, opts.region);
      return name === void 0 ? listSets(rt, target, opts) : showSet(rt, target, name, opts);
    });
  });
}
function safeSummary(rt, set) {
  return {
    name: rt.safe(set.name),
    type: set.type,
    region: rt.safe(set.region),
    status: set.status,
    ...set.errorMessage !== void 0 ? { errorMessage: rt.safe(set.errorMessage) } : {}
  };
}
function where(target) {
  return target.org ? `organization '${target.org}'` : target.label;
}
async function listSets(rt, target, opts) {
  const usagePromise = listUsage(target, cliUsageCache(rt, opts));
  let all;
  try {
    all = await target.secrets.listSecretSets(opts.region ? { region: opts.region } : {});
  } catch (error) {
    usagePromise.cancel();
    throw error;
  }
  const usage = await usagePromise.result(all, { partial: opts.region !== void 0 });
  const sets = all.filter((s) => !opts.sets || s.type === "secret").map((s) => safeSummary(rt, s));
  if (opts.json) {
    rt.json({ secretSets: sets.map((s) => ({ ...s, ...usage.jsonFor(s.name) })), agentUsage: usage.json });
    usage.printNotes(rt);
    return 0;
  }
  const hidden = all.length - sets.length;
  if (hidden > 0) rt.info(`(${hidden} image pull secret${hidden === 1 ? "" : "s"} not shown; --no-sets lists them too)`);
  if (sets.length === 0) {
    rt.info(`No ${opts.sets ? "secret sets" : "secret sets or image pull secrets"} for ${where(target)}${opts.region ? ` in region ${opts.region}` : ""}.`);
    usage.printNotes(rt);
    return 0;
  }
  const style = rt.outStyle;
  rt.out(
    renderTable(
      ["NAME", "TYPE", "REGION", "STATUS", "USED BY"],
      sets.map((s) => [s.name, TYPE_WORDS[s.type] ?? rt.safe(String(s.type)), s.region, statusText(s.status, style), usage.cell(s.name, style)]),
      style,
      sets.map((s) => {
        const notes = [
          ...s.status === "failed" ? [s.errorMessage ?? "provisioning failed (no message)"] : [],
          ...usage.problemsOf(s.name).map((p) => `\u26A0 ${p.message}`)
        ];
        return notes.length > 0 ? notes.join("\n  \u21B3 ") : void 0;
      })
    )
  );
  usage.printNotes(rt);
  return 0;
}
async function showSet(rt, target, name, opts) {
  let detail;
  try {
    detail = await target.secrets.getSecretSet(name);
  } catch (error) {
    if (isApiError(error) && error.status === 404) {
      throw new CommandFailure(`No secret set named '${name}' found for ${where(target)}`, error.code);
    }
    if (isApiError(error) && error.status === 400) {
      const summary = (await target.secrets.listSecretSets()).find((s) => s.name === name && s.type === "imagePullSecret");
      if (summary) return showImagePullSecret(rt, safeSummary(rt, summary), opts, await agentsSection(target, summary, cliUsageCache(rt, opts)));
    }
    throw error;
  }
  const keys = detail.keys.map((k) => rt.safe(k));
  const region = rt.safe(detail.region);
  const errorMessage = detail.errorMessage !== void 0 ? rt.safe(detail.errorMessage) : void 0;
  if (opts.region && region !== opts.region) {
    throw new CommandFailure(`Secret set '${name}' is in region ${region}, not ${opts.region}`, "NOT_FOUND");
  }
  const agents = await agentsSection(target, { name, type: "secret", region, status: detail.status }, cliUsageCache(rt, opts));
  if (opts.json) {
    rt.json({ name, type: "secret", region, status: detail.status, ...errorMessage !== void 0 ? { errorMessage } : {}, keys, ...agents.json });
    agents.printNotes(rt);
    return 0;
  }
  const style = rt.outStyle;
  rt.out(`Secret set ${style.bold(name)} \xB7 region ${region} \xB7 ${statusText(detail.status, style)}`);
  rt.out(keys.length > 0 ? renderTable(["KEY"], keys.map((k) => [k]), style) : "(no keys)");
  agents.print(rt);
  if (detail.status === "failed") rt.info(`Provisioning failed: ${errorMessage ?? "(no message)"}`);
  if (detail.status === "pending") {
    rt.info("This secret set is still being provisioned. Deploys that bind it will be rejected until it is ready.");
  }
  return 0;
}
function showImagePullSecret(rt, summary, opts, agents) {
  if (opts.json) {
    rt.json({ ...summary, ...agents.json });
    agents.printNotes(rt);
    return 0;
  }
  const style = rt.outStyle;
  rt.out(`Image pull secret ${style.bold(summary.name)} \xB7 region ${summary.region} \xB7 ${statusText(summary.status, style)}`);
  agents.print(rt);
  rt.info("Image pull secrets have no keys to list; their credentials are never shown.");
  if (summary.status === "failed") rt.info(`Provisioning failed: ${summary.errorMessage ?? "(no message)"}`);
  return 0;
}

export {
  TYPE_WORDS,
  register,
  listSets
};
