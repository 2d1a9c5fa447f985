// Paths and process environments for benches: everything under a temp dir, nothing in the real HOME.
import { mkdirSync, mkdtempSync, rmSync, statSync, readdirSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnSync } from 'node:child_process';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const DIST = join(ROOT, 'dist');
/** The bin (package.json "bin"). */
export const MAIN = join(DIST, 'main.cjs');

export function tempDir(prefix) {
  return mkdtempSync(join(tmpdir(), `agentdeck-bench-${prefix}-`));
}

export function removeDir(dir) {
  rmSync(dir, { recursive: true, force: true });
}

/**
 * Environment of a child CLI/app with nothing configured (it falls back to its embedded emulator): no PIPECAT_,
 * DAILY_, AGENTDECK_ or XDG_ variable of the caller's; HOME, every XDG base dir and TMPDIR (where Node 24 keeps
 * its compile cache) inside `home`, so a run neither reads nor fills the caller's caches; no colour; not "in CI";
 * and no NODE_EXTRA_CA_CERTS (unless `keepExtraCaCerts`): Node reads and parses that bundle at every start
 * (≈ 37 ms on Node 20 for a system bundle), which users do not set, and which lifts every time the benches take,
 * the `node -e 0` baseline included, by the same amount — flattering each start-up ratio.
 */
export function isolatedEnv(home, { keepExtraCaCerts = false } = {}) {
  const env = { ...process.env };
  for (const name of Object.keys(env)) {
    // CI and CONTINUOUS_INTEGRATION go too: with either set (even empty), Ink draws only the last frame.
    if (/^(PIPECAT_|DAILY_|AGENTDECK_|XDG_|NODE_COMPILE_CACHE$|NODE_OPTIONS$|CI$|CONTINUOUS_INTEGRATION$)/.test(name))
      delete env[name];
  }
  if (!keepExtraCaCerts) delete env.NODE_EXTRA_CA_CERTS;
  const tmp = join(home, 'tmp');
  mkdirSync(tmp, { recursive: true });
  return {
    ...env,
    HOME: home,
    XDG_CONFIG_HOME: join(home, '.config'),
    XDG_DATA_HOME: join(home, '.local', 'share'),
    XDG_CACHE_HOME: join(home, '.cache'),
    XDG_STATE_HOME: join(home, '.local', 'state'),
    TMPDIR: tmp,
    PIPECAT_CONFIG_PATH: join(home, 'no-pipecatcloud.toml'),
    NO_COLOR: '1',
  };
}

/** Environment of a child CLI/app aimed at an emulator handle; HOME and XDG dirs point into `home`. */
export function targetEnv(emulator, home, options) {
  return {
    ...isolatedEnv(home, options),
    PIPECAT_API_KEY: emulator.keys.privateKey,
    PIPECAT_API_HOST: emulator.url,
    DAILY_API_KEY: emulator.keys.roomKey,
    DAILY_API_URL: emulator.roomApiUrl,
  };
}

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** Runs `npm run build` when dist/ is missing or older than src/. tsc still emits on type errors elsewhere. */
export function ensureBuilt(log = console.error) {
  const stale = !existsSync(MAIN) || newestMtime(join(ROOT, 'src')) > newestMtime(DIST);
  if (!stale) return;
  log('bench: dist/ is stale, running npm run build …');
  const result = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  if (!existsSync(MAIN)) throw new Error(`npm run build did not produce ${MAIN} (exit ${result.status})`);
}
