import { findProblems, problemsBySet, usedBy } from '../../api/usage.js';
import { fitNames, readReadiness, readUsage, usageUnavailableNote } from '../agentUsage.js';
import { renderTable } from '../style.js';
const problemJson = (p) => ({ kind: p.kind, agent: p.agent, message: p.message });
/** Starts reading the usage map now; `result` joins it with the set list once that has come. */
export function listUsage(target, cache) {
    const controller = new AbortController();
    const reading = readUsage(target.agents, { signal: controller.signal, cache });
    return {
        cancel: () => controller.abort(),
        result: async (sets, opts) => toListUsage(await reading, sets, opts.partial),
    };
}
function toListUsage(read, sets, partial) {
    if (!read.ok) {
        return {
            jsonFor: () => ({ usedBy: null, problems: [] }),
            json: { read: false, error: read.reason },
            cell: () => '?',
            problemsOf: () => [],
            printNotes: (rt) => rt.info(rt.errStyle.yellow(usageUnavailableNote(read))),
        };
    }
    const { usage } = read;
    // A region-filtered list is partial: a bound set missing from it may exist in another region.
    const problems = findProblems(sets, usage).filter((p) => !partial || !p.kind.startsWith('missing-'));
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
            ...(partial ? {} : { missingSets: missing.map((p) => ({ set: p.set, ...problemJson(p) })) }),
        },
        cell: (name, style) => {
            const names = fitNames(usedBy(usage, name).map((a) => a.name), problemsOf(name).length > 0 ? 30 : 32);
            return problemsOf(name).length > 0 ? style.yellow(`⚠ ${names}`) : names;
        },
        problemsOf,
        printNotes: (rt) => {
            if (usage.unreadable.length > 0) {
                rt.info(rt.errStyle.yellow(`note: the deployments of ${usage.unreadable.length} agent(s) could not be read (${fitNames(usage.unreadable, 60)}); USED BY may be incomplete.`));
            }
            for (const p of missing)
                rt.info(`${rt.errStyle.yellow('warning:')} ${p.message}`);
            if (missing.length > 0)
                rt.info('Run agentdeck secrets doctor for every problem.');
        },
    };
}
/** The agents that bind one set, with region and deployment readiness, and the set's problems. */
export async function agentsSection(target, set, cache) {
    const read = await readUsage(target.agents, { cache });
    if (!read.ok) {
        const note = (rt) => rt.info(rt.errStyle.yellow(usageUnavailableNote(read)));
        return { json: { usedBy: null, usedByError: read.reason }, print: note, printNotes: note };
    }
    const uses = usedBy(read.usage, set.name);
    const readiness = await readReadiness(target.agents, uses);
    const problems = findProblems([set], read.usage).filter((p) => p.set === set.name);
    const ready = (r) => (r.ready === null ? '? unknown' : r.ready ? '● ready' : '◌ not ready');
    return {
        json: { usedBy: readiness, problems: problems.map(problemJson) },
        print: (rt) => {
            const style = rt.outStyle;
            if (readiness.length === 0)
                rt.out('Used by no agent.');
            else {
                rt.out(`Used by ${readiness.length} agent${readiness.length === 1 ? '' : 's'}:`);
                rt.out(renderTable(['AGENT', 'REGION', 'DEPLOYMENT'], readiness.map((r) => [r.name, r.region ?? '?', ready(r)]), style));
            }
            for (const p of problems)
                rt.out(style.yellow(`⚠ ${p.message}`));
        },
        printNotes: () => { },
    };
}
