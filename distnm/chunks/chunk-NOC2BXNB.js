import { createRequire as __agentdeckCreateRequire } from 'node:module'; const require = __agentdeckCreateRequire(import.meta.url);
import {
  sanitizeTerminalText
} from "./chunk-BO633EMQ.js";
import {
  isApiError
} from "./chunk-WLHYYBCR.js";

// node_modules/p-map/index.js
function pMap(iterable, mapper, options) {
  return mapConcurrently(iterable, mapper, options, false);
}
async function mapConcurrently(iterable, mapper, {
  concurrency = Number.POSITIVE_INFINITY,
  stopOnError = true,
  signal
} = {}, isSettled) {
  return new Promise((resolve_, reject_) => {
    validateOptions(iterable, mapper, concurrency);
    const result = [];
    const errors = [];
    let skippedCount = 0;
    let isResolved = false;
    let isIterableDone = false;
    const pendingIndexes = /* @__PURE__ */ new Set();
    let doneIndex = Number.POSITIVE_INFINITY;
    let currentIndex = 0;
    const iterator = getIterator(iterable);
    const signalListener = () => {
      reject(signal.reason);
    };
    const cleanup = () => {
      signal?.removeEventListener("abort", signalListener);
    };
    const resolve = (value) => {
      resolve_(value);
      cleanup();
    };
    const reject = (reason) => {
      if (isResolved) {
        return;
      }
      isResolved = true;
      reject_(reason);
      cleanup();
      if (!isIterableDone) {
        closeIterator(iterator);
      }
    };
    if (signal) {
      if (signal.aborted) {
        reject(signal.reason);
        return;
      }
      signal.addEventListener("abort", signalListener, { once: true });
    }
    const pull = createPuller(iterator);
    const settleIfFinished = () => {
      if (isResolved || doneIndex === Number.POSITIVE_INFINITY) {
        return;
      }
      for (const index of pendingIndexes) {
        if (index < doneIndex) {
          return;
        }
      }
      if (!stopOnError) {
        const collectedErrors = [];
        for (let index = 0; index < Math.min(doneIndex, errors.length); index++) {
          if (index in errors) {
            collectedErrors.push(errors[index]);
          }
        }
        if (collectedErrors.length > 0) {
          reject(new AggregateError(collectedErrors));
          return;
        }
      }
      isResolved = true;
      if (!isIterableDone) {
        closeIterator(iterator);
      }
      const lastIndex = Math.min(doneIndex, result.length);
      if (lastIndex === result.length && skippedCount === 0) {
        resolve(result);
        return;
      }
      resolve(result.slice(0, lastIndex).filter((value) => value !== pMapSkip));
    };
    const next = async () => {
      if (isResolved || currentIndex >= doneIndex) {
        return;
      }
      const index = currentIndex++;
      pendingIndexes.add(index);
      let nextItem;
      try {
        nextItem = await pull();
      } catch (error) {
        pendingIndexes.delete(index);
        if (index < doneIndex) {
          throw error;
        }
        settleIfFinished();
        return;
      }
      if (nextItem.done) {
        pendingIndexes.delete(index);
        doneIndex = Math.min(doneIndex, index);
        isIterableDone = true;
        settleIfFinished();
        return;
      }
      const runner = (async () => {
        try {
          const element = await nextItem.value;
          if (isResolved || index >= doneIndex) {
            return;
          }
          const value = await mapper(element, index);
          if (index >= doneIndex) {
            return;
          }
          if (value === pMapStop) {
            doneIndex = index;
            return;
          }
          if (value === pMapSkip) {
            skippedCount++;
          }
          result[index] = isSettled && value !== pMapSkip ? { status: "fulfilled", value } : value;
        } catch (error) {
          if (index >= doneIndex) {
            return;
          }
          if (isSettled) {
            result[index] = { status: "rejected", reason: error };
          } else if (stopOnError) {
            reject(error);
            return;
          } else {
            errors[index] = error;
          }
        } finally {
          pendingIndexes.delete(index);
          settleIfFinished();
        }
        try {
          await next();
        } catch (error) {
          reject(error);
        }
      })();
      runner.then(() => new Promise(() => {
      })).then(resolve_);
    };
    (async () => {
      for (let index = 0; index < concurrency; index++) {
        try {
          await next();
        } catch (error) {
          reject(error);
          break;
        }
        if (isResolved || currentIndex >= doneIndex) {
          break;
        }
      }
    })();
  });
}
var pMapSkip = /* @__PURE__ */ Symbol("skip");
var pMapStop = /* @__PURE__ */ Symbol("stop");
function validateOptions(iterable, mapper, concurrency) {
  if (iterable?.[Symbol.iterator] === void 0 && iterable?.[Symbol.asyncIterator] === void 0) {
    throw new TypeError(`Expected \`input\` to be either an \`Iterable\` or \`AsyncIterable\`, got (${typeof iterable})`);
  }
  if (typeof mapper !== "function") {
    throw new TypeError("Mapper function is required");
  }
  if (!isLimit(concurrency, 1)) {
    throw new TypeError(`Expected \`concurrency\` to be an integer from 1 and up or \`Infinity\`, got \`${concurrency}\` (${typeof concurrency})`);
  }
}
function isLimit(value, minimum) {
  return Number.isSafeInteger(value) && value >= minimum || value === Number.POSITIVE_INFINITY;
}
function getIterator(iterable) {
  return iterable[Symbol.asyncIterator] === void 0 ? iterable[Symbol.iterator]() : iterable[Symbol.asyncIterator]();
}
async function closeIterator(iterator) {
  try {
    await iterator.return?.();
  } catch {
  }
}
function createPuller(iterator) {
  let isSourceDone = false;
  const markDone = (item) => {
    if (item?.done) {
      isSourceDone = true;
    }
  };
  return () => {
    if (isSourceDone) {
      return { done: true };
    }
    const result = iterator.next();
    markDone(result);
    if (typeof result?.then !== "function") {
      return result;
    }
    const promise = Promise.resolve(result);
    promise.then(markDone, () => {
    });
    return promise;
  };
}

// src/api/usage.ts
var DEFAULT_USAGE_CONCURRENCY = 8;
var DEFAULT_USAGE_TTL_MS = 3e4;
var clean = (text) => sanitizeTerminalText(text, { singleLine: true });
function toUse(name, region, bindings, deployment) {
  return {
    name: clean(name),
    ...region !== void 0 ? { region: clean(region) } : {},
    secretSets: bindings.secretSets.map(clean),
    ...bindings.imagePullSecret !== void 0 ? { imagePullSecret: clean(bindings.imagePullSecret) } : {},
    ...deployment !== void 0 ? { deployment } : {}
  };
}
async function loadUsageMap(api, opts = {}) {
  const now = opts.now ?? Date.now;
  let requests = 1;
  const listed = await api.listAgents({ signal: opts.signal, includeDeployment: opts.includeDeployment !== false });
  const agents = [];
  const missing = [];
  const known = new Map(opts.previous?.agents.filter((a) => a.deployment !== void 0).map((a) => [a.name, a]));
  let reused = 0;
  for (const agent of listed) {
    const deployment = agent.desiredDeploymentId;
    const before = deployment !== void 0 ? known.get(clean(agent.name)) : void 0;
    if (agent.bindings) agents.push(toUse(agent.name, agent.region, agent.bindings, deployment));
    else if (before && before.deployment === deployment) {
      agents.push(toUse(agent.name, agent.region, before, deployment));
      reused++;
    } else missing.push(agent);
  }
  const unreadable = [];
  await pMap(
    missing,
    async (agent) => {
      requests++;
      try {
        const detail = await api.getAgent(agent.name, { signal: opts.signal });
        agents.push(toUse(agent.name, detail.region ?? agent.region, detail.bindings ?? { secretSets: [] }, agent.desiredDeploymentId));
      } catch (error) {
        if (isApiError(error) && error.code === "ABORTED") throw error;
        if (isApiError(error) && error.status === 404) return;
        unreadable.push(clean(agent.name));
      }
    },
    { concurrency: Math.max(1, opts.concurrency ?? DEFAULT_USAGE_CONCURRENCY), signal: opts.signal }
  );
  return { ...usageMapFrom(agents, unreadable, requests, now()), reused };
}
function usageMapFrom(agents, unreadable, requests, loadedAt) {
  const sorted = agents.map((a) => toUse(a.name, a.region, a, a.deployment)).sort((a, b) => a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
  return { agents: sorted, bySet: indexBySet(sorted), unreadable: unreadable.map(clean).sort(), requests, loadedAt };
}
function indexBySet(agents) {
  const bySet = /* @__PURE__ */ new Map();
  const add = (set, agent) => {
    const list = bySet.get(set);
    if (list) {
      if (!list.includes(agent)) list.push(agent);
    } else bySet.set(set, [agent]);
  };
  for (const agent of agents) {
    for (const set of agent.secretSets) add(set, agent);
    if (agent.imagePullSecret !== void 0) add(agent.imagePullSecret, agent);
  }
  return bySet;
}
function usedBy(usage, setName) {
  return usage?.bySet.get(setName) ?? [];
}
function findProblems(sets, usage) {
  const byName = new Map(sets.map((s) => [s.name, s]));
  const problems = [];
  for (const agent of usage.agents) {
    const bound = [
      ...agent.secretSets.map((s) => [s, "secret"]),
      ...agent.imagePullSecret !== void 0 ? [[agent.imagePullSecret, "imagePullSecret"]] : []
    ];
    for (const [name, type] of bound) {
      const what = type === "secret" ? "secret set" : "image pull secret";
      const set = byName.get(name);
      const base = { set: name, agent: agent.name, ...agent.region !== void 0 ? { agentRegion: agent.region } : {} };
      if (!set) {
        problems.push({
          ...base,
          kind: type === "secret" ? "missing-set" : "missing-image-pull-secret",
          message: `agent '${agent.name}' binds ${what} '${name}', which does not exist: its next deploy will fail`
        });
        continue;
      }
      const setRegion = clean(set.region);
      if (set.type !== type) {
        problems.push({
          ...base,
          setRegion,
          kind: "wrong-type",
          message: `agent '${agent.name}' uses '${name}' as its ${what}, but it is ${set.type === "secret" ? "a secret set" : "an image pull secret"}`
        });
      }
      if (agent.region !== void 0 && setRegion !== agent.region) {
        problems.push({
          ...base,
          setRegion,
          kind: "region-mismatch",
          message: `agent '${agent.name}' is in region ${agent.region} but its ${what} '${name}' is in ${setRegion}: they must be in the same region`
        });
      }
      if (set.status === "failed" || set.status === "pending") {
        problems.push({
          ...base,
          setRegion,
          kind: set.status === "failed" ? "set-failed" : "set-pending",
          message: set.status === "failed" ? `${what} '${name}' used by agent '${agent.name}' failed to provision: a re-deploy will be refused` : `${what} '${name}' used by agent '${agent.name}' is still pending: a deploy now would be refused until it is ready`
        });
      }
    }
  }
  return problems;
}
function problemsBySet(problems) {
  const out = /* @__PURE__ */ new Map();
  for (const p of problems) {
    const list = out.get(p.set);
    if (list) list.push(p);
    else out.set(p.set, [p]);
  }
  return out;
}
var UsageCache = class {
  constructor(load, opts = {}) {
    this.load = load;
    this.ttlMs = opts.ttlMs ?? DEFAULT_USAGE_TTL_MS;
    this.now = opts.now ?? Date.now;
  }
  load;
  value;
  inflight;
  ttlMs;
  now;
  /** The last loaded map, however old (undefined before the first load). */
  peek() {
    return this.value;
  }
  isFresh() {
    return this.value !== void 0 && this.now() - this.value.loadedAt < this.ttlMs;
  }
  get(opts = {}) {
    if (!opts.force && this.isFresh()) return Promise.resolve(this.value);
    this.inflight ??= this.load(opts.signal).then(
      (map) => {
        this.value = map;
        this.inflight = void 0;
        return map;
      },
      (error) => {
        this.inflight = void 0;
        throw error;
      }
    );
    return this.inflight;
  }
  invalidate() {
    this.value = void 0;
  }
};

export {
  pMap,
  loadUsageMap,
  usageMapFrom,
  usedBy,
  findProblems,
  problemsBySet,
  UsageCache
};
