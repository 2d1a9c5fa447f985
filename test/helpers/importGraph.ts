// The import graph of a source tree (relative imports of .ts/.tsx files, `import type` included: a type-only
// circle still ties two modules together for a reader) and its circles, as strongly connected components.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) out.push(...sourceFiles(path));
    else if (/\.tsx?$/.test(entry) && !entry.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;

/** File → the files it imports, paths relative to `root`. */
export function importGraph(root: string): Map<string, Set<string>> {
  const files = sourceFiles(root).map((f) => relative(root, f));
  const known = new Set(files);
  const graph = new Map<string, Set<string>>();
  for (const file of files) {
    const deps = new Set<string>();
    for (const match of readFileSync(join(root, file), 'utf8').matchAll(IMPORT)) {
      const base = relative(root, resolve(root, dirname(file), match[1] ?? match[2])).replace(/\.js$/, '');
      const target = [`${base}.ts`, `${base}.tsx`].find((candidate) => known.has(candidate));
      if (target) deps.add(target);
    }
    graph.set(file, deps);
  }
  return graph;
}

/** Every circle: the groups of files that reach each other (Tarjan's strongly connected components), sorted. */
export function importCircles(graph: Map<string, Set<string>>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1) circles.push(group.sort());
    }
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return circles.sort((a, b) => a[0].localeCompare(b[0]));
}
