// Lets the docs generators (app-screens.mjs, cli-reference.mjs) read the TypeScript source itself rather than a
// build that may be stale: esbuild bundles the named src/ modules (npm packages stay external, loaded from
// node_modules) into one temporary ES module under node_modules/.cache, which is imported and then removed.
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

/** `modules`: { name: 'src/…/file.ts' } → { name: that module's exports }. */
export async function loadSource(root, modules) {
  const entry = Object.entries(modules)
    .map(([name, path]) => `export * as ${name} from ${JSON.stringify(`./${path}`)};`)
    .join('\n');
  const dir = join(root, 'node_modules', '.cache', 'agentdeck-docs');
  mkdirSync(dir, { recursive: true });
  const outfile = join(dir, `source-${process.pid}-${Date.now()}.mjs`);
  const version = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).version;
  await build({
    stdin: { contents: entry, resolveDir: root, loader: 'ts', sourcefile: 'docs-entry.ts' },
    outfile,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    define: { AGENTDECK_VERSION: JSON.stringify(version) },
    logLevel: 'error',
  });
  try {
    return await import(pathToFileURL(outfile).href);
  } finally {
    rmSync(outfile, { force: true });
  }
}
