// `agentdeck diff A B`: two environments of the project compared by key names in the cloud, set by set.
import { readCloud } from '../../project/cloud.js';
import { expandProject } from '../../project/targets.js';
import { CommandFailure, UsageError } from '../failures.js';
import { loadProject, projectConnector, type ProjectOptions } from '../project.js';
import type { Runtime } from '../runtime.js';

export interface SetKeys {
  set: string;
  /** Real names in the environment (one per region), or none when it is not there. */
  names: { a: string[]; b: string[] };
  onlyA: string[];
  onlyB: string[];
  missingA: boolean;
  missingB: boolean;
}

export async function runDiff(rt: Runtime, a: string, b: string, opts: ProjectOptions): Promise<number> {
  if (a === b) throw new UsageError('diff: name two different environments');
  const project = loadProject(rt, opts);
  const { environments, problems } = expandProject(project, [a, b]);
  const errors = problems.filter((p) => p.severity === 'error');
  if (errors.length > 0) throw new CommandFailure(errors.map((p) => p.message).join('; '), 'PROJECT_INVALID');
  const connect = projectConnector(rt);
  const keysOf = new Map<string, Map<string, Set<string> | null>>();
  try {
    for (const targets of environments) {
      const target = await connect.target(targets.env);
      const cloud = await readCloud(target, targets, { sessions: false });
      const byLogical = new Map<string, Set<string> | null>();
      for (const t of targets.sets) {
        const keys = cloud.sets.get(t.name)?.detail?.keys;
        const have = byLogical.get(t.logical);
        if (keys) byLogical.set(t.logical, new Set([...(have ?? []), ...keys]));
        else if (have === undefined) byLogical.set(t.logical, null);
      }
      keysOf.set(targets.env.name, byLogical);
    }
  } finally {
    await connect.close();
  }
  const A = keysOf.get(a)!;
  const B = keysOf.get(b)!;
  const rows: SetKeys[] = [];
  for (const set of project.sets.map((s) => s.name)) {
    if (!A.has(set) && !B.has(set)) continue;
    const ka = A.get(set) ?? null;
    const kb = B.get(set) ?? null;
    rows.push({
      set,
      names: { a: [], b: [] },
      onlyA: ka ? [...ka].filter((k) => !kb?.has(k)).sort() : [],
      onlyB: kb ? [...kb].filter((k) => !ka?.has(k)).sort() : [],
      missingA: ka === null,
      missingB: kb === null,
    });
  }
  const differs = rows.some((r) => r.onlyA.length + r.onlyB.length > 0 || r.missingA || r.missingB);
  if (opts.json) {
    rt.json({ a, b, same: !differs, sets: rows.map(({ names: _names, ...r }) => r) });
    return 0;
  }
  for (const r of rows) {
    const parts: string[] = [];
    if (r.missingA) parts.push(`not in ${a}`);
    if (r.missingB) parts.push(`not in ${b}`);
    if (r.onlyA.length > 0) parts.push(`only ${a} has ${r.onlyA.join(', ')}`);
    if (r.onlyB.length > 0) parts.push(`only ${b} has ${r.onlyB.join(', ')}`);
    rt.out(`${r.set}: ${parts.length > 0 ? parts.join('; ') : 'the same key names'}`);
  }
  if (!differs) rt.info(`${a} and ${b} hold the same key names.`);
  return 0;
}
