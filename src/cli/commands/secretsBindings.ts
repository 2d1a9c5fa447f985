// The agents part of `secrets list`: the USED BY column and problem notes of the table, and the agents section of
// `secrets list NAME`. Agents are read next to the sets with a deadline; when they cannot be read the command
// still succeeds and says so on stderr (and in --json).
import type { SecretSetSummary } from '../../api/models.js';
import { findProblems, problemsBySet, usedBy, type BindingProblem } from '../../api/agents/bindings.js';
import type { ResolvedTarget } from '../../config/target.js';
import {
  fitNames,
  readReadiness,
  readUsage,
  usageUnavailableNote,
  type AgentReadiness,
  type UsageRead,
} from '../agentBindings.js';
import type { Runtime } from '../runtime.js';
import type { UsageCacheFile } from '../bindingsCacheFile.js';
import { renderTable, type Style } from '../style.js';
import { countStaleness, stalenessJson, type SetWrite } from '../../api/secrets/staleness.js';
import { plural } from '../../api/rollout/words.js';
import { stalenessCell, stalenessOfAgents } from '../staleness.js';

const problemJson = (p: BindingProblem) => ({ kind: p.kind, agent: p.agent, message: p.message });

export interface ListUsage {
  /** `usedBy` (null when unknown) and `problems` of one set, for its --json object. */
  jsonFor(name: string): Record<string, unknown>;
  /** Top-level `agentUsage` of the --json output. */
  json: Record<string, unknown>;
  cell(name: string, style: Style): string;
  problemsOf(name: string): BindingProblem[];
  /** Stderr notes: agents unreadable, bound sets that do not exist. */
  printNotes(rt: Runtime): void;
}

/** Starts reading the usage map now; `result` joins it with the set list once that has come. */
export function listUsage(
  target: ResolvedTarget,
  cache?: UsageCacheFile,
): {
  cancel(): void;
  result(sets: readonly SecretSetSummary[], opts: { partial: boolean }): Promise<ListUsage>;
} {
  const controller = new AbortController();
  const reading = readUsage(target.agents, { signal: controller.signal, cache });
  return {
    cancel: () => controller.abort(),
    result: async (sets, opts) => toListUsage(await reading, sets, opts.partial),
  };
}

function toListUsage(read: UsageRead, sets: readonly SecretSetSummary[], partial: boolean): ListUsage {
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
  const problemsOf = (name: string) => bySet.get(name) ?? [];
  return {
    jsonFor: (name) => ({
      usedBy: usedBy(usage, name).map((a) => a.name),
      problems: problemsOf(name).map(problemJson),
    }),
    json: {
      read: true,
      agents: usage.agents.length,
      unreadable: usage.unreadable,
      ...(partial ? {} : { missingSets: missing.map((p) => ({ set: p.set, ...problemJson(p) })) }),
    },
    cell: (name, style) => {
      const names = fitNames(
        usedBy(usage, name).map((a) => a.name),
        problemsOf(name).length > 0 ? 30 : 32,
      );
      return problemsOf(name).length > 0 ? style.yellow(`⚠ ${names}`) : names;
    },
    problemsOf,
    printNotes: (rt) => {
      if (usage.unreadable.length > 0) {
        rt.info(
          rt.errStyle.yellow(
            `note: the deployments of ${usage.unreadable.length} agent(s) could not be read (${fitNames(usage.unreadable, 60)}); USED BY may be incomplete.`,
          ),
        );
      }
      for (const p of missing) rt.info(`${rt.errStyle.yellow('warning:')} ${p.message}`);
      if (missing.length > 0) rt.info('Run agentdeck secrets doctor for every problem.');
    },
  };
}

export interface AgentsSection {
  json: Record<string, unknown>;
  print(rt: Runtime): void;
  printNotes(rt: Runtime): void;
}

/**
 * The agents that bind one set, with region and deployment readiness, and the set's problems; given the set's last
 * write (a secret set), also whether each runs it as it is now, and how many run older values.
 */
export async function agentsSection(
  target: ResolvedTarget,
  set: Pick<SecretSetSummary, 'name' | 'type' | 'region' | 'status'>,
  cache?: UsageCacheFile,
  write?: SetWrite,
): Promise<AgentsSection> {
  const read = await readUsage(target.agents, { cache });
  if (!read.ok) {
    const note = (rt: Runtime) => rt.info(rt.errStyle.yellow(usageUnavailableNote(read)));
    return { json: { usedBy: null, usedByError: read.reason }, print: note, printNotes: note };
  }
  const uses = usedBy(read.usage, set.name);
  const readiness: AgentReadiness[] = await readReadiness(target.agents, uses);
  const problems = findProblems([set], read.usage).filter((p) => p.set === set.name);
  const ready = (r: AgentReadiness) => (r.ready === null ? '? unknown' : r.ready ? '● ready' : '◌ not ready');
  const now = Date.now();
  const stale = write
    ? stalenessOfAgents(
        new Map([[set.name, write]]),
        readiness.map((r) => ({ name: r.name, secretSets: [set.name], deployment: r.deployment ?? {} })),
        now,
      )
    : undefined;
  const counts = stale ? countStaleness([...stale.values()]) : undefined;
  const older =
    counts && counts.stale > 0
      ? `${counts.stale} of ${plural(counts.total, 'agent')} run${counts.stale === 1 ? 's' : ''} values older than the last write`
      : undefined;
  return {
    json: {
      usedBy: readiness.map(({ deployment: _d, ...r }) => ({
        ...r,
        ...(stale ? { staleness: stalenessJson(stale.get(r.name)!) } : {}),
      })),
      ...(counts ? { staleness: counts } : {}),
      problems: problems.map(problemJson),
    },
    print: (rt) => {
      const style = rt.outStyle;
      if (readiness.length === 0) rt.out('Used by no agent.');
      else {
        rt.out(`Used by ${readiness.length} agent${readiness.length === 1 ? '' : 's'}:`);
        const header = ['AGENT', 'REGION', 'DEPLOYMENT', ...(stale ? ['VALUES'] : [])];
        rt.out(
          renderTable(
            header,
            readiness.map((r) => [
              r.name,
              r.region ?? '?',
              ready(r),
              ...(stale ? [stalenessCell(stale.get(r.name), style, now)] : []),
            ]),
            style,
          ),
        );
      }
      if (older) rt.out(style.yellow(`⚠ ${older}: agentdeck agents redeploy --uses ${set.name}`));
      if (counts && counts.unknown > 0)
        rt.out(
          `? ${counts.unknown} of ${plural(counts.total, 'agent')}: not known (${[...stale!.values()].find((x) => x.state === 'unknown')?.message ?? 'unknown'})`,
        );
      for (const p of problems) rt.out(style.yellow(`⚠ ${p.message}`));
    },
    printNotes: () => {},
  };
}
