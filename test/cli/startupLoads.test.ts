// Start-up: a command loads only what it runs, and the embedded emulator's compiled code is cached between runs. The built bin runs under a module-load trace; the chunk names are
// esbuild's (named after the module that starts them), node: built-ins appear as such. The interactive app runs
// from its own bundle (dist/app.cjs) with its own code cache: those tests need a terminal (tmux).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { evaluatedSources, sourcesInCoverage } from '../helpers/evaluatedSources.js';
import { hasTmux, startTmuxApp, type TmuxApp } from '../helpers/tmuxApp.js';
import { DIST_MAIN, ROOT, isolatedEnv, runBuilt, startTestEmulator, tempDir, type TestEmulator } from './helpers.js';

const REGISTER = join(ROOT, 'test', 'helpers', 'moduleTrace', 'register.mjs');

async function loadsOf(args: string[], env: NodeJS.ProcessEnv): Promise<string[]> {
  const trace = join(tempDir('agentdeck-trace-'), 'modules.txt');
  const child = spawn(process.execPath, ['--import', REGISTER, DIST_MAIN, ...args], {
    env: { ...env, AGENTDECK_MODULE_TRACE: trace },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  expect(code, stderr).toBe(0);
  return readFileSync(trace, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((url) => (url.startsWith('node:') ? url : url.replace(/^.*\/dist\//, '').replace(/-[A-Z0-9]{8}\.js$/, '')));
}

let t: TestEmulator;
beforeAll(async () => {
  t = await startTestEmulator(0);
});
afterAll(async () => {
  await t.close();
});

describe('what a command loads', () => {
  it('secrets list: its own command only — not set/unset/delete/image-pull-secret, no rooms commands or client, no app, no emulator, no http2', async () => {
    // The command line is one file (dist/cli.cjs): what "loads" is the code that runs (test/helpers/evaluatedSources.ts).
    const ran = await evaluatedSources(['secrets', 'list', '--json'], t.env);
    expect(ran.code, ran.stderr).toBe(0);
    expect(ran.cli).toContain('src/cli/commands/secretsList.ts');
    expect(ran.cli).toContain('src/config/target.ts'); // the target with its secrets client, not the room client
    expect(ran.cli).toContain('src/api/http/httpStack.ts'); // got, loaded as one lazy piece
    expect([...ran.cli].some((source) => source.startsWith('node_modules/got/'))).toBe(true);
    for (const other of [
      'secretsSet',
      'secretsUnset',
      'secretsDelete',
      'imagePullSecret',
      'secretsDoctor',
      'roomsCreate',
      'roomsToken',
      'roomsList',
    ]) {
      expect(ran.cli).not.toContain(`src/cli/commands/${other}.ts`);
    }
    expect(ran.cli).not.toContain('src/api/rooms/client.ts');
    expect(ran.emulator.size).toBe(0); // a configured target: the emulator never runs
    expect(ran.app.size).toBe(0); // nor the app's bundle
    const loaded = await loadsOf(['secrets', 'list', '--json'], t.env);
    expect(loaded).not.toContain('require:better-sqlite3'); // no SQLite driver of either kind
    expect(loaded).not.toContain('node:sqlite');
    expect(loaded).toContain('node:http'); // it does talk HTTP…
    expect(loaded).not.toContain('node:http2'); // …without got's http2 wrapper (left out of the bundle)
    // …to an http: target, so neither TLS nor node:crypto: got's tls/https/randomUUID and agentdeck's own
    // hashing are loaded on first use (scripts/startupPlugins.mjs, src/cli/completion/dynamic.ts).
    for (const builtin of ['node:https', 'node:tls', 'node:crypto']) expect(loaded).not.toContain(builtin);
    // commander's require of child_process is deferred to first use (scripts/startupPlugins.mjs).
    expect(loaded).not.toContain('node:child_process');
  });

  it('agents list: its own command only — not the rollout engine, its journal or the other agents commands', async () => {
    const ran = await evaluatedSources(['agents', 'list', '--json'], t.env);
    expect(ran.code, ran.stderr).toBe(0);
    expect(ran.cli).toContain('src/cli/commands/agentsList.ts');
    expect(ran.cli).toContain('src/api/agents/deployStatus.ts');
    for (const source of [
      'src/api/rollout/runner.ts',
      'src/api/rollout/model.ts',
      'src/api/agents/redeploy.ts',
      'src/cli/rollout.ts',
      'src/config/rolloutJournal.ts',
      'src/cli/commands/agentsRedeploy.ts',
      'src/cli/commands/agentsLogs.ts',
      'src/cli/commands/agentsStatus.ts',
      'src/cli/commands/secretsList.ts',
    ]) {
      expect(ran.cli, source).not.toContain(source);
    }
  });

  it('secrets set without --rollout: the rollout engine is not evaluated (only the journal note)', async () => {
    const ran = await evaluatedSources(['secrets', 'set', 'startup-set', 'K=v', '-s', '--json'], t.env);
    expect(ran.code, ran.stderr).toBe(0);
    for (const source of [
      'src/api/rollout/runner.ts',
      'src/api/rollout/model.ts',
      'src/cli/rollout.ts',
      'src/cli/setRollout.ts',
    ]) {
      expect(ran.cli, source).not.toContain(source);
    }
  });

  it('whoami, --version and --help load no HTTP stack', async () => {
    for (const args of [['whoami'], ['--version'], ['secrets', '--help']]) {
      const loaded = await loadsOf(args, t.env);
      for (const builtin of ['node:http', 'node:https', 'node:tls', 'node:net'])
        expect(loaded, args.join(' ')).not.toContain(builtin);
    }
  });

  it('secrets --help lists every secrets command (all of them loaded for help)', async () => {
    const ran = await evaluatedSources(['secrets', '--help'], t.env);
    expect(ran.code, ran.stderr).toBe(0);
    for (const command of ['secretsList', 'secretsSet', 'secretsUnset', 'secretsDelete', 'imagePullSecret']) {
      expect(ran.cli).toContain(`src/cli/commands/${command}.ts`);
    }
    expect(ran.cli).not.toContain('src/cli/commands/roomsCreate.ts');
  });

  it('with nothing configured the embedded emulator loads with its SQLite driver, the app does not', async () => {
    const env = isolatedEnv(); // one data dir: the second run finds the keys the first made
    const ran = await evaluatedSources(['secrets', 'list', '--json'], env);
    expect(ran.code, ran.stderr).toBe(0);
    expect(ran.emulator).toContain('src/emulator/server.ts');
    expect(ran.app.size).toBe(0);
    const loaded = await loadsOf(['secrets', 'list', '--json'], env);
    // dist/emulator.cjs runs through node:vm (src/codeCache.ts), so no module load names it: its requires do.
    if (process.env.AGENTDECK_SQLITE === 'node') {
      expect(loaded).toContain('node:sqlite');
      expect(loaded).not.toContain('require:better-sqlite3');
    } else {
      // better-sqlite3 first (src/emulator/sqlite/open.ts): with its addon there, node:sqlite is never asked for.
      // Its JavaScript runs from the emulator's bundle (and code cache), its addon is loaded by its path: neither
      // the package nor its addon finder (`bindings`) goes through Node's module loader.
      expect(ran.emulator).toContain('node_modules/better-sqlite3/lib/database.js');
      expect(loaded).toContain('addon:better_sqlite3.node');
      expect(loaded).not.toContain('require:better-sqlite3');
      expect(loaded).not.toContain('require:bindings');
      expect(loaded).not.toContain('node:sqlite');
    }
    // Fastify's schema compilers, inject() and logger are outside the bundle and not needed (scripts/bundle.mjs).
    for (const unused of [
      '@fastify/ajv-compiler',
      '@fastify/fast-json-stringify-compiler',
      'light-my-request',
      'pino',
    ]) {
      expect(loaded).not.toContain(`require:${unused}`);
    }
    // Nor is node:http2, which fastify requires at load for servers the emulator never starts (scripts/startupPlugins.mjs).
    expect(loaded).not.toContain('node:http2');
    // Nor node:crypto once the data dir has its keys (the first run makes them): the emulator loads it on first use
    // (src/emulator/nodeCrypto.ts) and checks a request's key with @noble/hashes.
    expect(loaded).not.toContain('node:crypto');
    // Nor node:assert, which fastify's plugin checks and its router call only on bad options (startupPlugins.mjs).
    expect(loaded).not.toContain('node:assert');
  });
});

describe('the code cache of the command line and the embedded emulator (src/codeCache.ts)', () => {
  it('every bundle it loads is ASCII, so it is read as a one-byte string (a non-ASCII regex literal is kept as it is by esbuild)', () => {
    for (const name of ['main.cjs', 'cli.cjs', 'emulator.cjs', 'app.cjs']) {
      const bytes = readFileSync(join(ROOT, 'dist', name));
      const at = bytes.findIndex((byte) => byte > 0x7f);
      expect(at === -1 ? '' : bytes.subarray(Math.max(0, at - 60), at + 20).toString('utf8'), name).toBe('');
    }
  });

  const codeCaches = (env: NodeJS.ProcessEnv) => {
    const dir = join(env.HOME as string, '.cache', 'agentdeck', 'code');
    return existsSync(dir) ? readdirSync(dir).map((name) => join(dir, name)) : [];
  };

  it('the first run with nothing configured writes the command line’s and the emulator’s; the next runs use them as they are', async () => {
    const env = isolatedEnv();
    const first = await runBuilt(['secrets', 'list', '--json'], env);
    expect(first.code, first.stderr).toBe(0);
    const files = codeCaches(env).sort();
    expect(files).toHaveLength(2);
    expect(files[0]).toMatch(/cli\.cjs-secrets-v[\d.]+-\w+-[0-9a-f]{16}\.v8$/); // one per command group
    expect(files[1]).toMatch(/emulator\.cjs-v[\d.]+-\w+-[0-9a-f]{16}\.v8$/);
    const written = files.map((file) => ({ bytes: readFileSync(file), mtimeMs: statSync(file).mtimeMs }));

    const second = await runBuilt(['secrets', 'list', '--json'], env);
    expect(second.code, second.stderr).toBe(0);
    expect(JSON.parse(second.stdout)).toEqual(JSON.parse(first.stdout));
    // Used, not refused: a refused cache would have been written again at exit.
    expect(codeCaches(env).sort()).toEqual(files);
    files.forEach((file, i) => {
      expect(statSync(file).mtimeMs).toBe(written[i].mtimeMs);
      expect(readFileSync(file).equals(written[i].bytes)).toBe(true);
    });
  });

  it('AGENTDECK_CODE_CACHE=0 writes none; a configured target never runs the emulator, so only the command line’s is written', async () => {
    const off = isolatedEnv({ AGENTDECK_CODE_CACHE: '0' });
    expect((await runBuilt(['secrets', 'list', '--json'], off)).code).toBe(0);
    expect(codeCaches(off)).toEqual([]);
    const configured = isolatedEnv({
      PIPECAT_API_KEY: t.env.PIPECAT_API_KEY,
      PIPECAT_API_HOST: t.env.PIPECAT_API_HOST,
    });
    expect((await runBuilt(['secrets', 'list', '--json'], configured)).code).toBe(0);
    expect(codeCaches(configured).map((file) => file.replace(/^.*\//, '').split('-').slice(0, 2).join('-'))).toEqual([
      'cli.cjs-secrets',
    ]);
    // --version is answered before any bundle loads: it leaves no cache at all, so never a thin one.
    expect((await runBuilt(['--version'], configured)).code).toBe(0);
    expect(
      codeCaches(configured)
        .map((file) => file.replace(/^.*\//, '').split('-').slice(0, 2).join('-'))
        .sort(),
    ).toEqual(['cli.cjs-secrets']);
  });
});

describe.skipIf(!hasTmux)('the interactive app: dist/app.cjs and its code cache (tmux)', () => {
  let dir: string;
  let app: TmuxApp | undefined;
  beforeAll(async () => {
    // A set of this block's own, so the list it waits for does not depend on what the tests above wrote.
    expect((await runBuilt(['secrets', 'set', 'app-start-set', 'K=v', '-s'], t.env)).code).toBe(0);
  });
  afterEach(() => {
    app?.kill();
    app = undefined;
  });

  /** Opens the app on a terminal, waits for the set list and quits with q; `env` is added to the shell's. */
  async function openAndQuit(name: string, env: Record<string, string> = {}): Promise<void> {
    app = await startTmuxApp({ name, dir, emulator: t.emu, cols: 100, rows: 30, env });
    app.run(`node ${DIST_MAIN}; echo "EXIT=$?"`);
    await app.waitForText('app-start-set');
    await app.keys('q');
    await app.waitForText('EXIT=0');
    app.kill();
    app = undefined;
  }

  it('the root command and the app run from dist/app.cjs; dist/cli.cjs and the emulator never run', async () => {
    dir = tempDir('agentdeck-app-bundle-');
    const coverage = join(dir, 'coverage');
    await openAndQuit('appbundle', { NODE_V8_COVERAGE: coverage, AGENTDECK_CODE_CACHE: '0' });
    const ran = sourcesInCoverage(coverage);
    expect(ran.app).toContain('src/cli/program.ts'); // the command line that opened the app…
    expect(ran.app).toContain('src/screens/runApp.tsx'); // …and the app, from one copy of the modules
    expect(ran.app).toContain('src/screens/sets/SetList.tsx');
    expect([...ran.app].some((source) => source.startsWith('node_modules/ink/'))).toBe(true);
    expect(ran.cli.size).toBe(0);
    expect(ran.emulator.size).toBe(0);
  });

  it('a run that opened the app writes its cache (app.cjs-app-…); the next uses it as it is; --version on a terminal writes none', async () => {
    dir = tempDir('agentdeck-app-cache-');
    const cacheDir = join(dir, 'home', '.cache', 'agentdeck', 'code');
    const caches = () => (existsSync(cacheDir) ? readdirSync(cacheDir).sort() : []);

    app = await startTmuxApp({ name: 'appversion', dir, emulator: t.emu });
    app.run(`node ${DIST_MAIN} --version; echo "EXIT=$?"`);
    await app.waitForText('EXIT=0');
    app.kill();
    app = undefined;
    expect(caches()).toEqual([]); // it loaded dist/app.cjs, but opened no app: nothing of the app to keep

    await openAndQuit('appcache1');
    const files = caches();
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^app\.cjs-app-v[\d.]+-\w+-[0-9a-f]{16}\.v8$/);
    const written = {
      bytes: readFileSync(join(cacheDir, files[0])),
      mtimeMs: statSync(join(cacheDir, files[0])).mtimeMs,
    };

    await openAndQuit('appcache2');
    expect(caches()).toEqual(files); // used, not refused (a refused cache is written again at exit)
    expect(statSync(join(cacheDir, files[0])).mtimeMs).toBe(written.mtimeMs);
    expect(readFileSync(join(cacheDir, files[0])).equals(written.bytes)).toBe(true);
  });
});
