// The usage map: which agents bind which secret sets and image pull secrets, and what does not fit together.
// One list request with `includeActiveDeployment=true` when the service honours it; otherwise one detail request
// per agent whose bindings the list did not carry, at most `concurrency` at a time — unless a previous map read
// that agent at the same `desiredDeploymentId` (bindings live in the deployment manifest, and every deploy gets a
// new id), so a refresh costs one request when no agent was re-deployed. Every server string is sanitised here,
// so every consumer (CLI, app) gets names that are safe to print.
import pMap from 'p-map';
import { isApiError } from './errors.js';
import { sanitizeTerminalText } from './sanitize.js';
export const DEFAULT_USAGE_CONCURRENCY = 8;
export const DEFAULT_USAGE_TTL_MS = 30_000;
const clean = (text) => sanitizeTerminalText(text, { singleLine: true });
function toUse(name, region, bindings, deployment) {
    return {
        name: clean(name),
        ...(region !== undefined ? { region: clean(region) } : {}),
        secretSets: bindings.secretSets.map(clean),
        ...(bindings.imagePullSecret !== undefined ? { imagePullSecret: clean(bindings.imagePullSecret) } : {}),
        ...(deployment !== undefined ? { deployment } : {}),
    };
}
export async function loadUsageMap(api, opts = {}) {
    const now = opts.now ?? Date.now;
    let requests = 1;
    const listed = await api.listAgents({ signal: opts.signal, includeDeployment: opts.includeDeployment !== false });
    const agents = [];
    const missing = [];
    const known = new Map(opts.previous?.agents.filter((a) => a.deployment !== undefined).map((a) => [a.name, a]));
    let reused = 0;
    for (const agent of listed) {
        const deployment = agent.desiredDeploymentId;
        const before = deployment !== undefined ? known.get(clean(agent.name)) : undefined;
        if (agent.bindings)
            agents.push(toUse(agent.name, agent.region, agent.bindings, deployment));
        else if (before && before.deployment === deployment) {
            agents.push(toUse(agent.name, agent.region, before, deployment));
            reused++;
        }
        else
            missing.push(agent);
    }
    const unreadable = [];
    await pMap(missing, async (agent) => {
        requests++;
        try {
            const detail = await api.getAgent(agent.name, { signal: opts.signal });
            agents.push(toUse(agent.name, detail.region ?? agent.region, detail.bindings ?? { secretSets: [] }, agent.desiredDeploymentId));
        }
        catch (error) {
            if (isApiError(error) && error.code === 'ABORTED')
                throw error;
            // Deleted between the list and the detail: it binds nothing any more.
            if (isApiError(error) && error.status === 404)
                return;
            unreadable.push(clean(agent.name));
        }
    }, { concurrency: Math.max(1, opts.concurrency ?? DEFAULT_USAGE_CONCURRENCY), signal: opts.signal });
    return { ...usageMapFrom(agents, unreadable, requests, now()), reused };
}
/** A map from agents already read (a load, or a cache file: names are sanitised again here). */
export function usageMapFrom(agents, unreadable, requests, loadedAt) {
    const sorted = agents.map((a) => toUse(a.name, a.region, a, a.deployment)).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    return { agents: sorted, bySet: indexBySet(sorted), unreadable: unreadable.map(clean).sort(), requests, loadedAt };
}
function indexBySet(agents) {
    const bySet = new Map();
    const add = (set, agent) => {
        const list = bySet.get(set);
        if (list) {
            if (!list.includes(agent))
                list.push(agent);
        }
        else
            bySet.set(set, [agent]);
    };
    for (const agent of agents) {
        for (const set of agent.secretSets)
            add(set, agent);
        if (agent.imagePullSecret !== undefined)
            add(agent.imagePullSecret, agent);
    }
    return bySet;
}
/** The agents that bind `setName` (as a secret set or as their image pull secret). */
export function usedBy(usage, setName) {
    return usage?.bySet.get(setName) ?? [];
}
/**
 * Every binding that does not fit. `sets` must be the organization's full list (all regions, both types):
 * a name absent from it is reported as missing.
 */
export function findProblems(sets, usage) {
    const byName = new Map(sets.map((s) => [s.name, s]));
    const problems = [];
    for (const agent of usage.agents) {
        const bound = [
            ...agent.secretSets.map((s) => [s, 'secret']),
            ...(agent.imagePullSecret !== undefined ? [[agent.imagePullSecret, 'imagePullSecret']] : []),
        ];
        for (const [name, type] of bound) {
            const what = type === 'secret' ? 'secret set' : 'image pull secret';
            const set = byName.get(name);
            const base = { set: name, agent: agent.name, ...(agent.region !== undefined ? { agentRegion: agent.region } : {}) };
            if (!set) {
                problems.push({
                    ...base,
                    kind: type === 'secret' ? 'missing-set' : 'missing-image-pull-secret',
                    message: `agent '${agent.name}' binds ${what} '${name}', which does not exist: its next deploy will fail`,
                });
                continue;
            }
            const setRegion = clean(set.region);
            if (set.type !== type) {
                problems.push({
                    ...base,
                    setRegion,
                    kind: 'wrong-type',
                    message: `agent '${agent.name}' uses '${name}' as its ${what}, but it is ${set.type === 'secret' ? 'a secret set' : 'an image pull secret'}`,
                });
            }
            if (agent.region !== undefined && setRegion !== agent.region) {
                problems.push({
                    ...base,
                    setRegion,
                    kind: 'region-mismatch',
                    message: `agent '${agent.name}' is in region ${agent.region} but its ${what} '${name}' is in ${setRegion}: they must be in the same region`,
                });
            }
            if (set.status === 'failed' || set.status === 'pending') {
                problems.push({
                    ...base,
                    setRegion,
                    kind: set.status === 'failed' ? 'set-failed' : 'set-pending',
                    message: set.status === 'failed'
                        ? `${what} '${name}' used by agent '${agent.name}' failed to provision: a re-deploy will be refused`
                        : `${what} '${name}' used by agent '${agent.name}' is still pending: a deploy now would be refused until it is ready`,
                });
            }
        }
    }
    return problems;
}
/** Problems grouped by the set they are about (missing sets included, under their bound name). */
export function problemsBySet(problems) {
    const out = new Map();
    for (const p of problems) {
        const list = out.get(p.set);
        if (list)
            list.push(p);
        else
            out.set(p.set, [p]);
    }
    return out;
}
/**
 * A short-lived cache of the usage map: callers within `ttlMs` of the last load share it, and concurrent callers
 * share one load. A failed load is not cached.
 */
export class UsageCache {
    load;
    value;
    inflight;
    ttlMs;
    now;
    constructor(load, opts = {}) {
        this.load = load;
        this.ttlMs = opts.ttlMs ?? DEFAULT_USAGE_TTL_MS;
        this.now = opts.now ?? Date.now;
    }
    /** The last loaded map, however old (undefined before the first load). */
    peek() {
        return this.value;
    }
    isFresh() {
        return this.value !== undefined && this.now() - this.value.loadedAt < this.ttlMs;
    }
    get(opts = {}) {
        if (!opts.force && this.isFresh())
            return Promise.resolve(this.value);
        this.inflight ??= this.load(opts.signal).then((map) => {
            this.value = map;
            this.inflight = undefined;
            return map;
        }, (error) => {
            this.inflight = undefined;
            throw error;
        });
        return this.inflight;
    }
    invalidate() {
        this.value = undefined;
    }
}
