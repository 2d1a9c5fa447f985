// The npm package: `npm pack` holds only what runs; installed into an empty project offline with --omit=dev
// (scripts/consumerInstall.mjs: a lockfile made from this repo's, `npm ci --offline` from the npm cache that
// installed this checkout) it brings nothing but better-sqlite3's own tree, and it runs there.
// Install scripts are off, as in `npm install --ignore-scripts`: better-sqlite3 has no addon. That state is tested
// as it is (on Node 20 the embedded emulator says what to do; on Node ≥ 22.13 it runs on node:sqlite); then the
// addon this checkout built for the running Node is copied where `bindings` looks, as its install script would
// have put one, and the embedded emulator, the app's first frame (tmux) and the library run from the install.
import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installedPackages, installOffline, writeConsumer } from '../../scripts/consumerInstall.mjs';
import { noSqliteMessage } from '../../src/emulator/sqlite/open.js';
import { betterSqlite3Remedy } from '../../src/emulator/sqlite/remedy.js';
import { hasTmux, startTmuxApp } from '../helpers/tmuxApp.js';
import { ROOT, isolatedEnv, startTestEmulator, tempDir, type TestEmulator } from '../cli/helpers.js';

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function run(
  command: string,
  args: string[],
  opts: { cwd: string; env?: NodeJS.ProcessEnv; timeoutMs?: number },
): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: opts.cwd,
      env: opts.env ?? process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${command} ${args.join(' ')}: no exit within ${opts.timeoutMs} ms\n${stderr}`));
    }, opts.timeoutMs ?? 60_000);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { name: string; version: string };
const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { dependencies?: Record<string, string>; optionalDependencies?: Record<string, string> }>;
};

/** better-sqlite3 and everything it depends on, walked from the lockfile (npm's resolution: nested, then up). */
function treeOf(root: string): Set<string> {
  const found = new Set<string>();
  const visit = (path: string) => {
    if (found.has(path)) return;
    found.add(path);
    const entry = lock.packages[path];
    for (const name of Object.keys({ ...entry.dependencies, ...entry.optionalDependencies })) {
      let base = path;
      for (;;) {
        const candidate = `${base}/node_modules/${name}`;
        if (lock.packages[candidate]) {
          visit(candidate);
          break;
        }
        const up = base.lastIndexOf('/node_modules/');
        if (up === -1) {
          visit(`node_modules/${name}`);
          break;
        }
        base = base.slice(0, up);
      }
    }
  };
  visit(`node_modules/${root}`);
  return new Set([...found].map((path) => path.replace(/^node_modules\//, '')));
}

const hasNodeSqlite = process.getBuiltinModule('node:sqlite') !== undefined;
const FORBIDDEN = ['ink', 'react', 'got', 'commander', 'fastify', 'zustand', 'es-toolkit'];

let work: string;
let tarball: string;
let files: string[];
let app: string;
let bin: string;
let emulator: TestEmulator;

beforeAll(async () => {
  work = tempDir('agentdeck-pack-');
  // dist/ is fresh (test/globalSetup.ts); `prepare` would only build it again.
  const packed = await run('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', work], { cwd: ROOT });
  expect(packed.code, packed.stderr).toBe(0);
  const [info] = JSON.parse(packed.stdout) as Array<{ filename: string; files: Array<{ path: string }> }>;
  tarball = join(work, info.filename);
  files = info.files.map((f) => f.path);

  app = join(work, 'app');
  writeConsumer({
    dir: app,
    tarball,
    packageJson: join(ROOT, 'package.json'),
    lockfile: join(ROOT, 'package-lock.json'),
  });
  const install = await installOffline(app, { timeoutMs: 240_000 });
  expect(install.code, install.output).toBe(0);
  bin = join(app, 'node_modules', '.bin', 'agentdeck');
  emulator = await startTestEmulator(0);
}, 300_000);

afterAll(async () => {
  await emulator?.close();
  // The temp folder is left to the OS: an installed node_modules is large to delete on a busy machine.
});

const env = (extra: Record<string, string | undefined> = {}) =>
  isolatedEnv({ npm_config_offline: 'true', npm_config_update_notifier: 'false', ...extra });

describe('npm pack', () => {
  it('holds the bin and its bundles, the bundled library and its types — no sources, tests, bench, scripts or source maps', () => {
    expect(files).toContain('package.json');
    expect(files).toContain('README.md');
    expect(files).toContain('dist/main.cjs');
    expect(files).toContain('dist/cli.cjs');
    expect(files).toContain('dist/app.cjs');
    expect(files).toContain('dist/emulator.cjs');
    expect(files).toContain('dist/api/index.js');
    expect(files).toContain('dist/api/index.d.ts');
    expect(files).toContain('schema/agentdeck.schema.json');
    const outside = files.filter(
      (f) =>
        !/^(package\.json|README\.md|LICENSE[^/]*|schema\/agentdeck\.schema\.json|dist\/((main|cli|app|emulator)\.cjs(\.LEGAL\.txt)?|api\/(index\.js|.+\.d\.ts)))$/.test(
          f,
        ),
    );
    expect(outside).toEqual([]);
    for (const prefix of [
      'src/',
      'test/',
      'bench/',
      'scripts/',
      '.ci/',
      'dist/screens/',
      'dist/emulator/',
      'dist/cli/',
    ]) {
      expect(files.filter((f) => f.startsWith(prefix))).toEqual([]);
    }
  });
});

describe('installed with --omit=dev, offline, install scripts off', () => {
  it('brings nothing but better-sqlite3’s own tree: no ink, react, got, commander, fastify, zustand or es-toolkit', () => {
    const installed = installedPackages(app);
    const names = installed.map((path) => path.split('/node_modules/').pop());
    for (const name of FORBIDDEN) expect(names, name).not.toContain(name);
    const allowed = treeOf('better-sqlite3');
    expect(installed.filter((path) => path !== pkg.name && !allowed.has(path))).toEqual([]);
    expect(installed).toContain('better-sqlite3');
    expect(installed.length).toBeLessThanOrEqual(allowed.size + 1);
  });

  it('runs --version and --help, and a command against a running emulator', async () => {
    const version = await run('npx', ['--no-install', 'agentdeck', '--version'], { cwd: app, env: env() });
    expect(version.code, version.stderr).toBe(0);
    // The version and the runtime it runs on (a single-file build carries its own Node).
    expect(version.stdout.trim()).toBe(
      `agentdeck ${pkg.version} (node ${process.version}, ${process.platform}-${process.arch})`,
    );

    const help = await run(bin, ['--help'], { cwd: app, env: env() });
    expect(help.code, help.stderr).toBe(0);
    expect(help.stdout).toContain('Usage: agentdeck');
    expect(help.stdout).toContain('secrets');

    const list = await run(bin, ['secrets', 'list', '--json'], {
      cwd: app,
      env: { ...env(), ...emulator.env },
      timeoutMs: 30_000,
    });
    expect(list.code, list.stderr).toBe(0);
    expect(JSON.parse(list.stdout)).toHaveProperty('secretSets');
    expect(list.stderr).not.toContain('local emulator');
  });

  it(
    hasNodeSqlite
      ? 'nothing configured, better-sqlite3 without its addon: the embedded emulator runs on node:sqlite'
      : 'nothing configured, better-sqlite3 without its addon, no node:sqlite (Node 20): says what to do, exit 1',
    async () => {
      expect(existsSync(join(app, 'node_modules', 'better-sqlite3', 'build'))).toBe(false); // never built
      const list = await run(bin, ['secrets', 'list', '--json'], {
        cwd: app,
        env: env({ AGENTDECK_SQLITE: undefined }),
        timeoutMs: 30_000,
      });
      if (hasNodeSqlite) {
        expect(list.code, list.stderr).toBe(0);
        expect(JSON.parse(list.stdout)).toHaveProperty('secretSets');
        expect(list.stderr).toContain('local emulator');
        expect(list.stderr).not.toContain('ExperimentalWarning');
      } else {
        expect(list.code).toBe(1);
        // Installed as a dependency of `app` with --ignore-scripts: the addon is rebuilt there.
        expect(list.stderr).toContain(
          `error: ${noSqliteMessage(betterSqlite3Remedy({ kind: 'project', dir: app }, false))}`,
        );
        expect(list.stderr).not.toContain('Tried');
        // An addon that could not be built at install: npm leaves the optional package out, and a rebuild would
        // find nothing — the install must run again.
        const installed = join(app, 'node_modules', 'better-sqlite3');
        renameSync(installed, `${installed}.away`);
        try {
          const missing = await run(bin, ['secrets', 'list'], {
            cwd: app,
            env: env({ AGENTDECK_SQLITE: undefined }),
            timeoutMs: 30_000,
          });
          expect(missing.code).toBe(1);
          expect(missing.stderr).toBe(
            `error: ${noSqliteMessage(betterSqlite3Remedy({ kind: 'project', dir: app }, true))} [NO_SQLITE]\n`,
          );
        } finally {
          renameSync(`${installed}.away`, installed);
        }
      }
    },
    60_000,
  );
});

describe('installed, with the addon better-sqlite3’s install script would have built', () => {
  beforeAll(() => {
    const abiFolder = join('lib', 'binding', `node-v${process.versions.modules}-${process.platform}-${process.arch}`);
    const ourSqlite = join(ROOT, 'node_modules', 'better-sqlite3');
    const addon = [
      join(ourSqlite, abiFolder, 'better_sqlite3.node'),
      join(ourSqlite, 'build', 'Release', 'better_sqlite3.node'),
    ].find((p) => existsSync(p));
    expect(addon, 'this checkout has a better-sqlite3 addon for the running Node').toBeDefined();
    const theirs = join(app, 'node_modules', 'better-sqlite3', abiFolder);
    mkdirSync(theirs, { recursive: true });
    copyFileSync(addon!, join(theirs, 'better_sqlite3.node'));
  });

  it('the embedded emulator runs on better-sqlite3', async () => {
    const list = await run(bin, ['secrets', 'list', '--json'], {
      cwd: app,
      env: env({ AGENTDECK_SQLITE: 'better-sqlite3' }),
      timeoutMs: 30_000,
    });
    expect(list.code, list.stderr).toBe(0);
    expect(JSON.parse(list.stdout)).toHaveProperty('secretSets');
    expect(list.stderr).toContain('local emulator');
  }, 60_000);

  it.skipIf(!hasTmux)(
    'the app draws its first frame (nothing configured: the embedded emulator) and quits',
    async () => {
      const dir = tempDir('agentdeck-pack-app-');
      const tmux = await startTmuxApp({ name: 'packed', dir, cols: 100 });
      try {
        tmux.run(`${bin}; echo "EXIT=$?"`);
        // A first start on an empty embedded emulator offers the demo data; n starts empty.
        await tmux.waitForText('Start with demo data?', 30_000);
        await tmux.keys('n');
        const screen = await tmux.waitForText('No secret sets yet', 30_000);
        expect(screen).toMatch(/^agentdeck {2}▲ local emulator/m);
        await tmux.keys('q');
        await tmux.waitForText('EXIT=0');
      } finally {
        tmux.kill();
        rmSync(dir, { recursive: true, force: true, maxRetries: 5 });
      }
    },
    60_000,
  );

  it('the library loads from the package and talks to a running emulator', async () => {
    const script = `
      import { SecretsClient, createHttpClient, VERSION } from ${JSON.stringify(pkg.name)};
      const http = createHttpClient({ baseUrl: process.env.PIPECAT_API_HOST, token: process.env.PIPECAT_API_KEY, flavor: 'pipecat' });
      const sets = await new SecretsClient({ http }).listSecretSets();
      console.log(JSON.stringify({ VERSION, sets: Array.isArray(sets) }));
    `;
    const result = await run(process.execPath, ['--input-type=module', '-e', script], {
      cwd: app,
      env: { ...env(), ...emulator.env },
    });
    expect(result.code, result.stderr).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual({ VERSION: pkg.version, sets: true });
  });
});
