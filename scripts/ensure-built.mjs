#!/usr/bin/env node
// `npm start` and `npm run emulator` in a checkout: builds dist/ first when it is missing or older than a source,
// else does nothing (≈ 50 ms). The package has no `prepare` script (npm would show it at every global install of
// the published package), so a fresh clone's `npm install` does not build; this does, on first use.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const BIN = join(ROOT, 'dist', 'main.cjs');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

const inputs = Math.max(
  newestMtime(join(ROOT, 'src')),
  ...['bundle.mjs', 'startupPlugins.mjs'].map((name) => statSync(join(ROOT, 'scripts', name)).mtimeMs),
);
if (!existsSync(BIN) || statSync(BIN).mtimeMs < inputs) {
  process.stderr.write('agentdeck: building dist/ (npm run build) …\n');
  const result = spawnSync('npm', ['run', 'build', '--silent'], { cwd: ROOT, stdio: 'inherit' });
  process.exit(result.status ?? 1);
}
