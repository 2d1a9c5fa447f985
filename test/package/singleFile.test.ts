// The linux-x64 single executable (scripts/sea.mjs) and the Python wheel that carries it (scripts/wheel.mjs), run
// as a user without Node would: from an environment whose PATH has no `node`. The file is built from the Node 24
// runtime .ci/run puts in .runtimes/ (scripts/node24.mjs; the same package and version the release uses), and
// kept there between the suite's two runs; without that runtime (a checkout that never ran the setup) these skip.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NODE_VERSION, runtimePath } from '../../scripts/runtimes.mjs';
import { buildSea } from '../../scripts/sea.mjs';
import { buildWheel } from '../../scripts/wheel.mjs';
import { hasTmux, startTmuxApp } from '../helpers/tmuxApp.js';
import { ROOT, startTestEmulator, tempDir, type TestEmulator } from '../cli/helpers.js';

const runtime = runtimePath('linux-x64');
const canRun = process.platform === 'linux' && process.arch === 'x64' && runtime !== undefined;
if (!canRun)
  console.warn('single-file tests skipped: no Node 24 runtime in .runtimes/ (node scripts/node24.mjs setup)');
const { version } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string };
const hasVenv = spawnSync('python3', ['-c', 'import ensurepip, venv'], { stdio: 'ignore' }).status === 0;
const pipx = onPath('pipx');

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv, timeoutMs = 60_000): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${command} ${args.join(' ')}: no exit within ${timeoutMs} ms\n${stderr}`));
    }, timeoutMs);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/** HOME and the XDG dirs in a fresh folder, nothing configured, and a PATH with a shell on it but no `node`. */
function noNodeEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv & { HOME: string; PATH: string } {
  const home = tempDir('agentdeck-sea-home-');
  const bin = join(home, 'bin');
  mkdirSync(bin);
  symlinkSync('/bin/bash', join(bin, 'bash'));
  return {
    PATH: bin,
    HOME: home,
    XDG_CACHE_HOME: join(home, 'cache'),
    XDG_DATA_HOME: join(home, 'data'),
    XDG_CONFIG_HOME: join(home, 'config'),
    PIPECAT_CONFIG_PATH: join(home, 'no-pipecatcloud.toml'),
    ...extra,
  };
}

let exe: string;

beforeAll(async () => {
  if (!canRun) return;
  const started = Date.now();
  exe = (await buildSea({ platforms: ['linux-x64'], outDir: join(ROOT, '.runtimes', 'sea-suite'), reuse: true }))[
    'linux-x64'
  ];
  console.info(`single file: ready in ${Date.now() - started} ms (${(statSync(exe).size / 1e6).toFixed(1)} MB)`);
}, 180_000);

describe.skipIf(!canRun)('the linux-x64 single executable, with no node on PATH', () => {
  it('has no node to lean on, and names its version', async () => {
    const env = noNodeEnv();
    expect(spawnSync('/bin/sh', ['-c', 'command -v node'], { env }).status).not.toBe(0);
    const result = await run(exe, ['--version'], env);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain(version);
    // `--version` names the runtime inside (agentdeck 0.1.0 (node v24.21.0, linux-x64)) once the command line says it.
    if (result.stdout.includes('node v')) expect(result.stdout).toContain(`node v${NODE_VERSION}, linux-x64`);
  });

  it('runs the emulator on node:sqlite wherever it is put, even below a node_modules with better-sqlite3 for its Node', async () => {
    // The file is built inside this checkout, whose node_modules holds better-sqlite3 with an addon for Node 24
    // (scripts/node24.mjs): left to look for one, the file would load it from there.
    const abi = spawnSync(runtime!, ['-p', 'process.versions.modules'], { encoding: 'utf8' }).stdout.trim();
    const addon = join(ROOT, 'node_modules', 'better-sqlite3', 'lib', 'binding', `node-v${abi}-linux-x64`);
    expect(existsSync(join(addon, 'better_sqlite3.node')), addon).toBe(true);
    const env = noNodeEnv();
    const doctor = await run(exe, ['doctor'], env);
    expect(doctor.stdout).toMatch(/ok +sqlite +node \(the embedded emulator's database\)/);
    const versionJson = await run(exe, ['--version', '--json'], env);
    expect(JSON.parse(versionJson.stdout)).toMatchObject({ sqlite: 'node' });
  });

  it('lists sets on the embedded emulator (node:sqlite inside), and keeps its code cache for the next run', async () => {
    const env = noNodeEnv();
    const first = await run(exe, ['secrets', 'list', '--json'], env);
    expect(first.code, first.stderr).toBe(0);
    expect(JSON.parse(first.stdout)).toMatchObject({ secretSets: [] });
    expect(first.stderr).toContain('using the local emulator');
    expect(first.stderr).not.toContain('Warning');

    const cacheDir = join(env.XDG_CACHE_HOME!, 'agentdeck', 'code');
    const caches = readdirSync(cacheDir).sort();
    expect(caches).toEqual([
      expect.stringMatching(new RegExp(`^cli\\.cjs-sea-secrets-v${NODE_VERSION}-x64-[0-9a-f]{16}\\.v8$`)),
      expect.stringMatching(/^emulator\.cjs-sea-v[\d.]+-x64-[0-9a-f]{16}\.v8$/),
    ]);
    const written = caches.map((name) => statSync(join(cacheDir, name)).mtimeMs);
    const second = await run(exe, ['secrets', 'list'], env);
    expect(second.code, second.stderr).toBe(0);
    expect(second.stderr).toContain('No secret sets for local emulator');
    // V8 took the caches: a refused or missing one would have been written again at exit.
    expect(readdirSync(cacheDir).sort()).toEqual(caches);
    expect(caches.map((name) => statSync(join(cacheDir, name)).mtimeMs)).toEqual(written);
  }, 60_000);

  it.skipIf(!hasTmux)(
    'opens the app in a terminal (first frame on the embedded emulator) and quits with q',
    async () => {
      const env = noNodeEnv();
      const dir = tempDir('agentdeck-sea-tmux-');
      const tmux = await startTmuxApp({
        name: 'sea',
        dir,
        cols: 100,
        env: { PATH: env.PATH, HOME: env.HOME, AGENTDECK_SQLITE: undefined },
      });
      try {
        tmux.run('command -v node || echo NO-NODE');
        await tmux.waitForText('NO-NODE');
        tmux.run(`${exe}; echo "EXIT=$?"`);
        // A first start on an empty embedded emulator offers the demo data; n starts empty.
        await tmux.waitForText('Start with demo data?', 30_000);
        await tmux.keys('n');
        const screen = await tmux.waitForText('No secret sets yet', 30_000);
        expect(screen).toMatch(/^agentdeck {2}▲ local emulator/m);
        await tmux.keys('q');
        await tmux.waitForText('EXIT=0');
      } finally {
        tmux.kill();
      }
    },
    60_000,
  );

  it('serves `agentdeck emulator`, which its own command line then talks to', async () => {
    const env = noNodeEnv();
    const server = spawn(exe, ['emulator', '--port', '0'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    try {
      let out = '';
      server.stdout.setEncoding('utf8').on('data', (d: string) => (out += d));
      const deadline = Date.now() + 30_000;
      while (!/^PIPECAT_API_KEY=/m.test(out) || !/^DAILY_API_KEY=/m.test(out)) {
        if (Date.now() > deadline || server.exitCode !== null) throw new Error(`the emulator did not start:\n${out}`);
        await new Promise((r) => setTimeout(r, 100));
      }
      const vars = Object.fromEntries(
        [...out.matchAll(/^(PIPECAT_API_HOST|PIPECAT_API_KEY|DAILY_API_URL|DAILY_API_KEY)=(\S+)$/gm)].map((m) => [
          m[1],
          m[2],
        ]),
      );
      const created = await run(exe, ['rooms', 'create', '--name', 'from-the-single-file', '--json'], {
        ...noNodeEnv(),
        ...vars,
      });
      expect(created.code, created.stderr).toBe(0);
      const listed = await run(exe, ['rooms', 'list', '--json'], { ...noNodeEnv(), ...vars });
      expect(listed.code, listed.stderr).toBe(0);
      expect(listed.stdout).toContain('from-the-single-file');
      expect(listed.stderr).not.toContain('local emulator'); // a configured service, not the embedded one
    } finally {
      server.kill('SIGINT');
      await new Promise((r) => server.once('close', r));
    }
    expect(server.exitCode ?? server.signalCode).not.toBeNull();
  }, 60_000);
});

/** A program's path when it is on this PATH. */
function onPath(name: string): string | undefined {
  const found = spawnSync('/bin/sh', ['-c', `command -v ${name}`], { encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim() || undefined : undefined;
}

// The arm64 file on this x64 machine: through qemu-user (Debian's qemu-user-static) with arm64's C library
// (libc6:arm64), both of which .ci/run installs.
const armRuntime = runtimePath('linux-arm64');
const qemu = onPath('qemu-aarch64-static') ?? onPath('qemu-aarch64');
const canRunArm =
  process.platform === 'linux' &&
  process.arch === 'x64' &&
  armRuntime !== undefined &&
  qemu !== undefined &&
  existsSync('/lib/ld-linux-aarch64.so.1');
if (!canRunArm)
  console.warn('linux-arm64 single-file tests skipped: needs its runtime in .runtimes/, qemu-user and libc6:arm64');

describe.skipIf(!canRunArm)('the linux-arm64 single executable, run under qemu-user', () => {
  let armExe: string;
  beforeAll(async () => {
    armExe = (
      await buildSea({ platforms: ['linux-arm64'], outDir: join(ROOT, '.runtimes', 'sea-suite'), reuse: true })
    )['linux-arm64'];
  }, 180_000);
  const arm = (args: string[], env: NodeJS.ProcessEnv) => run(qemu!, [armExe, ...args], env, 120_000);

  it('names its runtime, and keeps a set on its embedded emulator (node:sqlite) without printing its value', async () => {
    const env = noNodeEnv();
    const named = await arm(['--version'], env);
    expect(named.code, named.stderr).toBe(0);
    expect(named.stdout).toContain(`agentdeck ${version} (node v${NODE_VERSION}, linux-arm64)`);
    const set = await arm(['secrets', 'set', 'arm-set', 'GREETING=hello-from-arm64', '-s', '--json'], env);
    expect(set.code, set.stderr).toBe(0);
    const listed = await arm(['secrets', 'list', '--json'], env);
    expect(listed.code, listed.stderr).toBe(0);
    expect(JSON.parse(listed.stdout).secretSets).toEqual([expect.objectContaining({ name: 'arm-set' })]);
    for (const out of [set, listed]) expect(out.stdout + out.stderr).not.toContain('hello-from-arm64');
    const doctor = await arm(['doctor'], env);
    expect(doctor.stdout).toMatch(/ok +sqlite +node \(the embedded emulator's database\)/);
  }, 240_000);
});

describe.skipIf(!canRun || !hasVenv)('the linux-x64 wheel, installed with pip into a fresh virtual environment', () => {
  let venv: string;
  let wheel: string;
  let emulator: TestEmulator;

  beforeAll(async () => {
    const dir = tempDir('agentdeck-wheel-');
    // Level 1: the suite checks the wheel's shape, not how small it is (the release compresses harder).
    wheel = buildWheel({ platform: 'linux-x64', binary: exe, outDir: dir, level: 1 });
    expect(wheel).toMatch(/agentdeck_cli-[\w.]+-py3-none-manylinux_2_28_x86_64\.whl$/);
    venv = join(dir, 'venv');
    const made = spawnSync('python3', ['-m', 'venv', venv], { encoding: 'utf8' });
    expect(made.status, made.stderr).toBe(0);
    const pip = spawnSync(
      join(venv, 'bin', 'pip'),
      ['install', '--no-index', '--disable-pip-version-check', '--no-cache-dir', wheel],
      { encoding: 'utf8' },
    );
    expect(pip.status, pip.stderr).toBe(0);
    emulator = await startTestEmulator(0);
  }, 180_000);

  afterAll(async () => {
    await emulator?.close();
  });

  it('puts `agentdeck` on the environment’s PATH as an executable, the same file as the single executable', () => {
    const installed = join(venv, 'bin', 'agentdeck');
    expect(existsSync(installed)).toBe(true);
    expect(statSync(installed).mode & 0o111).not.toBe(0);
    expect(statSync(installed).size).toBe(statSync(exe).size);
  });

  it('runs `agentdeck secrets list` from the environment: on the embedded emulator, and against a running one', async () => {
    const env = noNodeEnv();
    const path = `${join(venv, 'bin')}:${env.PATH}`;
    const embedded = await run('/bin/sh', ['-c', 'command -v node || agentdeck secrets list'], { ...env, PATH: path });
    expect(embedded.code, embedded.stderr).toBe(0);
    expect(embedded.stdout).toBe('');
    expect(embedded.stderr).toContain('No secret sets for local emulator');

    const configured = await run('/bin/sh', ['-c', 'agentdeck secrets list --json'], {
      ...emulator.env,
      PATH: path,
      AGENTDECK_SQLITE: undefined,
    });
    expect(configured.code, configured.stderr).toBe(0);
    expect(JSON.parse(configured.stdout)).toHaveProperty('secretSets');
  }, 60_000);

  it.skipIf(!pipx)(
    'installs with pipx (offline, from the file), runs from pipx’s bin dir, and uninstalls',
    async () => {
      const home = tempDir('agentdeck-pipx-');
      const pipxEnv = {
        ...process.env,
        PIPX_HOME: join(home, 'pipx'),
        PIPX_BIN_DIR: join(home, 'bin'),
        PIP_NO_INDEX: '1',
        PIP_DISABLE_PIP_VERSION_CHECK: '1',
      };
      const installed = spawnSync(pipx!, ['install', wheel], { encoding: 'utf8', env: pipxEnv });
      expect(installed.status, installed.stderr).toBe(0);
      const command = join(home, 'bin', 'agentdeck');
      const env = noNodeEnv();
      const listed = await run(command, ['secrets', 'list'], env);
      expect(listed.code, listed.stderr).toBe(0);
      expect(listed.stderr).toContain('No secret sets for local emulator');
      const removed = spawnSync(pipx!, ['uninstall', 'agentdeck-cli'], { encoding: 'utf8', env: pipxEnv });
      expect(removed.status, removed.stderr).toBe(0);
      expect(existsSync(command)).toBe(false);
    },
    120_000,
  );
});
