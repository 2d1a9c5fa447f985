// The Node runtimes a start-up bench measures: the one running the bench, and Node 24 from .runtimes/ when
// `node scripts/node24.mjs setup` has put it there (CI does; locally: run that once).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './env.mjs';

export function runtimes() {
  const list = [
    {
      label: `Node ${process.versions.node}`,
      exec: process.execPath,
      major: Number(process.versions.node.split('.')[0]),
    },
  ];
  const found = spawnSync(process.execPath, [join(ROOT, 'scripts', 'node24.mjs'), 'path'], { encoding: 'utf8' });
  const exec = found.status === 0 ? found.stdout.trim() : '';
  if (exec && exec !== process.execPath) {
    const version = spawnSync(exec, ['-p', 'process.versions.node'], { encoding: 'utf8' }).stdout.trim();
    if (version) list.push({ label: `Node ${version}`, exec, major: Number(version.split('.')[0]) });
  } else {
    process.stderr.write('bench: Node 24 is not set up (node scripts/node24.mjs setup); measuring one runtime\n');
  }
  return list;
}

/**
 * A start-up row's target and verdict: the targets are set for Node 20 (issue 14), so other runtimes are reported
 * against them without a verdict (Node 24 starts a bare `node -e 0` 2–3× faster, so its ratios read worse while
 * every absolute time is lower).
 */
export function startupTarget(runtime, ratio, limit) {
  return runtime.major === 20
    ? { target: `ratio ≤ ${limit}`, pass: ratio <= limit }
    : { target: `(Node 20's ≤ ${limit})`, pass: undefined };
}
