// What the secrets commands say about agents: the usage map read next to the set list, never blocking a command
// (a deadline, and any failure becomes a note), the USED BY cell, and the warnings shown before a change.
import pMap from 'p-map';
import { isApiError } from '../api/errors.js';
import { sanitizeTerminalText } from '../api/sanitize.js';
import { loadUsageMap, usedBy } from '../api/usage.js';
import { readCachedUsage, usageCacheFile, writeCachedUsage } from './usageCacheFile.js';
/** How long a secrets command waits for the agents before going on without them. */
export const USAGE_DEADLINE_MS = 5_000;
/** Widest USED BY cell in the set table. */
export const USED_BY_WIDTH = 32;
/** Reads the usage map (reusing the cache file's bindings where still valid); resolves with the reason instead of throwing. */
export async function readUsage(agents, opts = {}) {
    const previous = opts.cache ? (readCachedUsage(opts.cache) ?? undefined) : undefined;
    const read = await readFromService(agents, opts, previous);
    if (read.ok && opts.cache)
        writeCachedUsage(opts.cache, read.usage);
    return read;
}
/** The cache file of the command's target (none with `AGENTDECK_USAGE_CACHE=0`). */
export function cliUsageCache(rt, opts) {
    return usageCacheFile(rt.env, opts.organization);
}
async function readFromService(agents, opts, previous) {
    const deadlineMs = opts.deadlineMs ?? USAGE_DEADLINE_MS;
    const deadline = AbortSignal.timeout(deadlineMs);
    const signal = opts.signal ? AbortSignal.any([deadline, opts.signal]) : deadline;
    try {
        return { ok: true, usage: await loadUsageMap(agents, { signal, previous }) };
    }
    catch (error) {
        if (opts.signal?.aborted)
            return { ok: false, reason: 'cancelled' };
        if (deadline.aborted)
            return { ok: false, reason: `no answer within ${deadlineMs / 1000} s` };
        if (isApiError(error))
            return { ok: false, reason: sanitizeTerminalText(error.message, { singleLine: true }) };
        return { ok: false, reason: sanitizeTerminalText(String(error?.message ?? error), { singleLine: true }) };
    }
}
/** One line on stderr saying the agents could not be read, and that the command went on. */
export function usageUnavailableNote(read) {
    return `note: could not read which agents use the sets (${read.reason}); agent usage is not shown.`;
}
/** Agent names joined and cut to `width` visible characters: `alpha, beta +3` (a lone long name ends in `…`). */
export function fitNames(names, width = USED_BY_WIDTH) {
    if (names.length === 0)
        return '–';
    let text = '';
    for (let i = 0; i < names.length; i++) {
        const next = i === 0 ? names[0] : `${text}, ${names[i]}`;
        const more = names.length - i - 1;
        if ([...next].length + (more > 0 ? ` +${more}`.length : 0) <= width) {
            text = next;
            continue;
        }
        const left = names.length - i;
        if (i > 0)
            return `${text} +${left}`;
        const suffix = left > 1 ? ` +${left - 1}` : '';
        return `${[...names[0]].slice(0, Math.max(1, width - suffix.length - 1)).join('')}…${suffix}`;
    }
    return text;
}
/** Deployment readiness of the given agents (one detail request each, 8 at a time); never throws. */
export async function readReadiness(agents, uses) {
    const signal = AbortSignal.timeout(USAGE_DEADLINE_MS);
    return pMap(uses, async (use) => {
        try {
            const detail = await agents.getAgent(use.name, { signal });
            return { name: use.name, ...(use.region !== undefined ? { region: use.region } : {}), ready: detail.ready ?? null };
        }
        catch {
            return { name: use.name, ...(use.region !== undefined ? { region: use.region } : {}), ready: null };
        }
    }, { concurrency: 8 });
}
/** The warning a change to `setName` deserves, from the usage map (or why it cannot be given). */
export function changeWarning(read, setName, kind) {
    if (!read.ok) {
        return { agents: [], unknown: `could not check which agents use '${setName}' (${read.reason})` };
    }
    const agents = usedBy(read.usage, setName).map((a) => a.name);
    if (agents.length === 0)
        return { agents };
    const list = `${agents.length} agent${agents.length === 1 ? '' : 's'} (${agents.join(', ')})`;
    const message = kind === 'delete'
        ? `'${setName}' is used by ${list}: ${agents.length === 1 ? 'it' : 'they'} will fail ${agents.length === 1 ? 'its' : 'their'} next deploy once it is deleted.`
        : `'${setName}' is used by ${list}: re-deploy ${agents.length === 1 ? 'it' : 'them'} for the change to take effect.`;
    return { agents, message };
}
/** Prints the warning on stderr (also with --skip: skipping the question does not skip the warning). */
export function printChangeWarning(rt, warning) {
    if (warning.message)
        rt.info(`${rt.errStyle.yellow('warning:')} ${warning.message}`);
    else if (warning.unknown)
        rt.info(`${rt.errStyle.yellow('note:')} ${warning.unknown}.`);
}
/** The JSON form of a warning, for --json output. */
export function warningJson(warning) {
    return warning.unknown !== undefined
        ? { usedBy: null, usedByError: warning.unknown }
        : { usedBy: warning.agents, ...(warning.message ? { warning: warning.message } : {}) };
}
