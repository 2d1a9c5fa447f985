// The npm package: `npm pack` holds only what runs, and the tarball installed into an empty folder works there
// (`npx agentdeck --version` from the installed package, `agentdeck secrets list --json` against the embedded emulator).
// Offline: the consumer's lockfile is made from this repo's (its non-dev part is exactly the package's dependency
// tree) and `npm ci --offline` installs from the npm cache that installed this checkout. Install scripts are off:
// better-sqlite3's would compile the addon for minutes (no prebuilt download here); the addon this checkout
// built for the running Node is copied in instead, where `bindings` looks for it.
import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, isolatedEnv, tempDir } from '../cli/helpers.js';

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function run(command: string, args: string[], opts: { cwd: string; env?: NodeJS.ProcessEnv; timeoutMs?: number }): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: opts.cwd, env: opts.env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'] });
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

const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  name: string;
  version: string;
  license: string;
  bin: Record<string, string>;
  engines: Record<string, string>;
  dependencies: Record<string, string>;
};

let work: string;
let tarball: string;
let files: string[];

beforeAll(async () => {
  work = tempDir('agentdeck-pack-');
  // dist/ is fresh (test/globalSetup.ts); `prepare` would only build it again.
  const packed = await run('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', work], { cwd: ROOT });
  expect(packed.code, packed.stderr).toBe(0);
  const [info] = JSON.parse(packed.stdout) as Array<{ filename: string; files: Array<{ path: string }> }>;
  tarball = join(work, info.filename);
  files = info.files.map((f) => f.path);
}, 120_000);

afterAll(() => {
  // The temp folder is left to the OS: an installed node_modules is large to delete on a busy machine.
});

describe('npm pack', () => {
  it('holds the bin, its chunks and bundles, the library and the docs — no sources, tests, bench, scripts or source maps', () => {
    expect(files).toContain('package.json');
    expect(files).toContain('README.md');
    expect(files).toContain('dist/main.js');
    expect(files).toContain('dist/cli.cjs');
    expect(files).toContain('dist/emulator.cjs');
    expect(files).toContain('dist/api/index.js');
    expect(files).toContain('dist/api/index.d.ts');
    expect(files.some((f) => f.startsWith('dist/chunks/'))).toBe(true);
    const outside = files.filter((f) => !/^(package\.json|README\.md|LICENSE[^/]*|dist\/(main\.js|(cli|emulator)\.cjs(\.LEGAL\.txt)?|chunks\/[^/]+|api\/.+))$/.test(f));
    expect(outside).toEqual([]);
    for (const prefix of ['src/', 'test/', 'bench/', 'scripts/', '.ci/', 'dist/screens/', 'dist/emulator/', 'dist/cli/']) {
      expect(files.filter((f) => f.startsWith(prefix))).toEqual([]);
    }
  });

  it('installs into an empty folder offline and runs: npx agentdeck --version, agentdeck secrets list --json', async () => {
    const app = join(work, 'app');
    mkdirSync(app);
    const spec = `file:${tarball}`;
    const integrity = `sha512-${createHash('sha512').update(readFileSync(tarball)).digest('base64')}`;
    const ours = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, { dev?: boolean; devOptional?: boolean }>;
    };
    const packages: Record<string, unknown> = {
      '': { name: 'consumer', version: '1.0.0', dependencies: { [pkg.name]: spec } },
      [`node_modules/${pkg.name}`]: {
        version: pkg.version,
        resolved: spec,
        integrity,
        license: pkg.license,
        dependencies: pkg.dependencies,
        bin: pkg.bin,
        engines: pkg.engines,
      },
    };
    for (const [path, entry] of Object.entries(ours.packages)) {
      if (path === '' || entry.dev) continue;
      const { devOptional: _devOptional, ...rest } = entry;
      packages[path] = rest;
    }
    writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'consumer', version: '1.0.0', private: true, dependencies: { [pkg.name]: spec } }));
    writeFileSync(join(app, 'package-lock.json'), JSON.stringify({ name: 'consumer', version: '1.0.0', lockfileVersion: 3, requires: true, packages }));
    const install = await run('npm', ['ci', '--offline', '--ignore-scripts', '--no-audit', '--no-fund'], { cwd: app, timeoutMs: 240_000 });
    expect(install.code, install.stderr).toBe(0);

    const abiFolder = join('lib', 'binding', `node-v${process.versions.modules}-${process.platform}-${process.arch}`);
    const ourSqlite = join(ROOT, 'node_modules', 'better-sqlite3');
    const addon = [join(ourSqlite, abiFolder, 'better_sqlite3.node'), join(ourSqlite, 'build', 'Release', 'better_sqlite3.node')].find((p) =>
      existsSync(p),
    );
    expect(addon, 'this checkout has a better-sqlite3 addon for the running Node').toBeDefined();
    const theirs = join(app, 'node_modules', 'better-sqlite3', abiFolder);
    mkdirSync(theirs, { recursive: true });
    copyFileSync(addon!, join(theirs, 'better_sqlite3.node'));

    const env = isolatedEnv({ npm_config_offline: 'true', npm_config_update_notifier: 'false' });
    const version = await run('npx', ['--no-install', 'agentdeck', '--version'], { cwd: app, env });
    expect(version.code, version.stderr).toBe(0);
    expect(version.stdout.trim()).toBe(pkg.version);

    const bin = join(app, 'node_modules', '.bin', 'agentdeck');
    const list = await run(bin, ['secrets', 'list', '--json'], { cwd: app, env, timeoutMs: 30_000 });
    expect(list.code, list.stderr).toBe(0);
    expect(JSON.parse(list.stdout)).toHaveProperty('secretSets');
    expect(list.stderr).toContain('local emulator');
  }, 300_000);
});
