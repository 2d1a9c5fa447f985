// Builds dist/ (tsc, then the bundled bin) once before any test file runs, when a source is newer than the bin:
// the CLI, fault, security and end-to-end tests run the bin (`node dist/main.cjs`, or dist/main.js, which runs it)
// exactly as users do.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const BIN = join(ROOT, 'dist', 'main.cjs');

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

export default function buildOnce(): void {
  const inputs = Math.max(
    newestMtime(join(ROOT, 'src')),
    ...['bundle.mjs', 'startupPlugins.mjs', 'ownText.mjs'].map((name) => statSync(join(ROOT, 'scripts', name)).mtimeMs),
  );
  if (existsSync(BIN) && statSync(BIN).mtimeMs >= inputs) return;
  const result = spawnSync('npm', ['run', 'build'], { cwd: ROOT, encoding: 'utf8', timeout: 180_000 });
  if (result.status !== 0)
    throw new Error(`npm run build failed before the tests:\n${result.stdout}\n${result.stderr}`);
}
