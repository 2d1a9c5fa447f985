// The Environments screen's text, pure: one row per environment × region with its drift (in sync, N changes, N
// stale agents, failed, cannot read), the filter, and an environment's plan as lines — the words are
// project/words.ts's, the ones `agentdeck plan` prints. Names, counts and reasons only: a plan holds no value.
// With prune (P), the keys not in the source are said to be removed by the apply, set by set.
import { countPlan, isInSync, type AgentPlan, type RegionPlan, type SetPlan } from '../../project/plan.js';
import { agentLine, deploymentsNote, pullSecretLine, setLineWith, summaryWords } from '../../project/words.js';
import type { EnvironmentEntry } from '../../state/projectSlice.js';

export type DriftKind = 'in-sync' | 'changes' | 'stale' | 'failed' | 'unreadable';

export interface EnvironmentRow {
  /** "env region": the selection's key. */
  key: string;
  env: string;
  region: string;
  organization: string;
  protected: boolean;
  drift: { kind: DriftKind; text: string };
  /** What differs, in words (the plan's summary for this region), or why it cannot be read. */
  what: string;
}

const plural = (n: number, word: string, many = `${word}s`) => `${n} ${n === 1 ? word : many}`;

const setDiffers = (s: SetPlan) =>
  s.action !== 'none' || s.remove.length > 0 || s.status === 'failed' || s.status === 'pending';
const agentDiffers = (a: AgentPlan) =>
  a.rebind ||
  a.redeploy ||
  a.follow === true ||
  a.issues.some((i) => i.kind === 'missing' || i.kind === 'wrong-region' || i.kind === 'unreadable');
const onlyStale = (a: AgentPlan) => a.redeploy && !a.rebind && a.issues.some((i) => i.kind === 'stale');

/** A region's drift: failed sets first, then stale agents alone, then the number of things that differ. */
export function regionDrift(r: RegionPlan): { kind: DriftKind; text: string } {
  const counts = countPlan(r.sets, r.pullSecrets, r.agents);
  if (counts.failedSets > 0) return { kind: 'failed', text: `${plural(counts.failedSets, 'set')} failed` };
  const sets = r.sets.filter(setDiffers).length;
  const pulls = r.pullSecrets.filter((p) => p.action !== 'none').length;
  const agents = r.agents.filter(agentDiffers);
  if (isInSync(counts) && sets + pulls + agents.length === 0) return { kind: 'in-sync', text: 'in sync' };
  if (sets + pulls === 0 && agents.length > 0 && agents.every(onlyStale))
    return { kind: 'stale', text: plural(agents.length, 'stale agent') };
  return { kind: 'changes', text: plural(sets + pulls + agents.length, 'change') };
}

/** Every environment × region of the project, in the file's order. */
export function environmentRows(environments: readonly EnvironmentEntry[]): EnvironmentRow[] {
  const rows: EnvironmentRow[] = [];
  for (const e of environments) {
    const base = { env: e.env, organization: e.organization, protected: e.protected };
    for (const region of e.regions) {
      const r = e.plan?.regions.find((x) => x.region === region);
      if (!r) {
        rows.push({
          ...base,
          key: `${e.env} ${region}`,
          region,
          drift: { kind: 'unreadable', text: 'cannot read' },
          what: e.error ?? 'not read',
        });
        continue;
      }
      rows.push({
        ...base,
        key: `${e.env} ${region}`,
        region,
        drift: regionDrift(r),
        what: summaryWords(countPlan(r.sets, r.pullSecrets, r.agents)),
      });
    }
  }
  return rows;
}

export const rowKey = (row: EnvironmentRow) => row.key;

/** The rows whose "env region" holds `filter` (case-insensitive). */
export function filterRows(rows: readonly EnvironmentRow[], filter: string): EnvironmentRow[] {
  const f = filter.trim().toLowerCase();
  return f === '' ? [...rows] : rows.filter((r) => r.key.toLowerCase().includes(f));
}

export interface PlanLine {
  text: string;
  tone: 'heading' | 'ok' | 'change' | 'error' | 'muted';
  indent: number;
}

/** The keys an apply with prune removes: per set (and its region) the keys it holds and the source has not. */
export interface PruneRemoval {
  set: string;
  region: string;
  keys: string[];
}

/** The keys not in the source, per set (a set apply cannot write is left out: nothing of it is removed). */
export function pruneRemovals(e: EnvironmentEntry): PruneRemoval[] {
  return (e.plan?.regions ?? []).flatMap((r) =>
    r.sets
      .filter((s) => s.remove.length > 0 && s.action !== 'blocked')
      .map((s) => ({ set: s.name, region: r.region, keys: [...s.remove] })),
  );
}

/** Sets apply writes only because prune is on (their keys differ only by keys to remove). */
export function pruneOnlyWrites(e: EnvironmentEntry): number {
  return (e.plan?.regions ?? []).reduce(
    (n, r) => n + r.sets.filter((s) => s.remove.length > 0 && s.action === 'none').length,
    0,
  );
}

const keyCount = (removals: readonly PruneRemoval[]) => removals.reduce((n, r) => n + r.keys.length, 0);

/** "app-us-west: OLD_KEY, LEGACY; app-us-east: OLD_KEY". */
export function removalsText(removals: readonly PruneRemoval[]): string {
  return removals.map((r) => `${r.set}: ${r.keys.join(', ')}`).join('; ');
}

/** The plan's line about prune: on (what goes), off with keys kept (P removes them), or none (nothing to remove, off). */
export function pruneLine(e: EnvironmentEntry, prune: boolean): PlanLine | undefined {
  const removals = pruneRemovals(e);
  const n = keyCount(removals);
  if (prune)
    return n === 0
      ? { text: 'prune on: no key to remove (P turns it off)', tone: 'muted', indent: 0 }
      : {
          text: `prune on: apply removes ${plural(n, 'key')} not in the source from ${e.env} — ${removalsText(removals)} (P keeps them)`,
          tone: 'error',
          indent: 0,
        };
  return n === 0
    ? undefined
    : {
        text: `prune off: ${plural(n, 'key')} not in the source ${n === 1 ? 'is' : 'are'} kept (P removes them)`,
        tone: 'muted',
        indent: 0,
      };
}

/** An environment's plan as lines: per region its drift, then each change in the CLI's words. */
export function planLines(e: EnvironmentEntry, now: number, prune = false): PlanLine[] {
  if (!e.plan) return [{ text: `cannot read: ${e.error ?? 'not read'}`, tone: 'error', indent: 0 }];
  const lines: PlanLine[] = [];
  for (const r of e.plan.regions) {
    const drift = regionDrift(r);
    lines.push({
      text: `${r.region}: ${drift.text}`,
      tone: drift.kind === 'in-sync' ? 'ok' : drift.kind === 'failed' ? 'error' : 'heading',
      indent: 0,
    });
    const items = [
      ...r.sets.map((s) => ({
        text: setLineWith(s, prune ? 'removed by this apply: prune is on' : 'kept: P removes them'),
        error: s.action === 'blocked' || s.status === 'failed',
      })),
      ...r.pullSecrets.map((p) => ({ text: pullSecretLine(p), error: p.action === 'blocked' })),
      ...r.agents.map((a) => ({
        text: agentLine(a, now),
        error: a.issues.some((i) => i.kind === 'missing' || i.kind === 'wrong-region' || i.kind === 'unreadable'),
      })),
    ];
    for (const item of items)
      if (item.text !== undefined) lines.push({ text: item.text, tone: item.error ? 'error' : 'change', indent: 2 });
  }
  return lines;
}

/** The plan's heading: the environment, its organization, and the summary `agentdeck plan` prints for it. */
export function planHeading(e: EnvironmentEntry): string {
  const where = `${e.env} (organization ${e.organization}${e.protected ? ', protected' : ''})`;
  if (!e.plan) return `${where}: cannot read`;
  const note = deploymentsNote(e.plan, 'apply (a) reads them first');
  return `${where}: ${summaryWords(e.plan.counts)}${note ? `; ${note}` : ''}`;
}
