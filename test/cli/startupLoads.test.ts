// Start-up: a command loads only what it runs, and the embedded emulator's compiled code is cached between runs. The built bin runs under a module-load trace; the chunk names are
// esbuild's (named after the module that starts them), node: built-ins appear as such.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    const loaded = await loadsOf(['secrets', 'list', '--json'], t.env);
    expect(loaded).toContain('chunks/secretsList');
    expect(loaded).toContain('chunks/target'); // the target with its secrets client, not the room client (chunks/rooms)
    expect(loaded).toContain('chunks/httpStack'); // got, loaded as one lazy piece
    for (const other of ['secretsSet', 'secretsUnset', 'secretsDelete', 'imagePullSecret', 'roomsCreate', 'roomsToken', 'rooms', 'runApp']) {
      expect(loaded).not.toContain(`chunks/${other}`);
    }
    // The emulator (dist/emulator.cjs, run through node:vm so no module load names it) would require SQLite.
    expect(loaded).not.toContain('require:better-sqlite3');
    expect(loaded).toContain('node:https'); // it does talk HTTP…
    expect(loaded).not.toContain('node:http2'); // …without got's http2 wrapper (left out of the bundle)
    // commander's require of child_process is deferred to first use (scripts/startupPlugins.mjs).
    expect(loaded).not.toContain('node:child_process');
  });

  it('whoami, --version and --help load no HTTP stack', async () => {
    for (const args of [['whoami'], ['--version'], ['secrets', '--help']]) {
      const loaded = await loadsOf(args, t.env);
      for (const builtin of ['node:http', 'node:https', 'node:tls', 'node:net']) expect(loaded, args.join(' ')).not.toContain(builtin);
    }
  });

  it('secrets --help lists every secrets command (all of them loaded for help)', async () => {
    const loaded = await loadsOf(['secrets', '--help'], t.env);
    for (const command of ['secretsList', 'secretsSet', 'secretsUnset', 'secretsDelete', 'imagePullSecret']) {
      expect(loaded).toContain(`chunks/${command}`);
    }
  });

  it('with nothing configured the embedded emulator loads, the app does not', async () => {
    const loaded = await loadsOf(['secrets', 'list', '--json'], isolatedEnv());
    // dist/emulator.cjs runs through node:vm (src/codeCache.ts), so no module load names it: its requires do.
    expect(loaded).toContain('require:better-sqlite3');
    expect(loaded).not.toContain('chunks/runApp');
    expect(loaded).toContain('require:bindings'); // better-sqlite3 finding its addon: CommonJS requires are traced
    // Fastify's schema compilers, inject() and logger are outside the bundle and not needed (scripts/bundle.mjs).
    for (const unused of ['@fastify/ajv-compiler', '@fastify/fast-json-stringify-compiler', 'light-my-request', 'pino']) {
      expect(loaded).not.toContain(`require:${unused}`);
    }
  });
});

describe('the embedded emulator’s code cache (src/codeCache.ts)', () => {
  const codeCaches = (env: NodeJS.ProcessEnv) => {
    const dir = join(env.HOME as string, '.cache', 'agentdeck', 'code');
    return existsSync(dir) ? readdirSync(dir).map((name) => join(dir, name)) : [];
  };

  it('the first run with nothing configured writes it; the next runs use it as it is', async () => {
    const env = isolatedEnv();
    const first = await runBuilt(['secrets', 'list', '--json'], env);
    expect(first.code, first.stderr).toBe(0);
    const files = codeCaches(env);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/emulator\.cjs-v[\d.]+-\w+-[0-9a-f]{16}\.v8$/);
    const written = { bytes: readFileSync(files[0]), mtimeMs: statSync(files[0]).mtimeMs };

    const second = await runBuilt(['secrets', 'list', '--json'], env);
    expect(second.code, second.stderr).toBe(0);
    expect(JSON.parse(second.stdout)).toEqual(JSON.parse(first.stdout));
    // Used, not refused: a refused cache would have been written again at exit.
    expect(codeCaches(env)).toEqual(files);
    expect(statSync(files[0]).mtimeMs).toBe(written.mtimeMs);
    expect(readFileSync(files[0]).equals(written.bytes)).toBe(true);
  });

  it('AGENTDECK_CODE_CACHE=0 writes none; a configured target never loads the emulator, so writes none either', async () => {
    const off = isolatedEnv({ AGENTDECK_CODE_CACHE: '0' });
    expect((await runBuilt(['secrets', 'list', '--json'], off)).code).toBe(0);
    expect(codeCaches(off)).toEqual([]);
    expect((await runBuilt(['secrets', 'list', '--json'], t.env)).code).toBe(0);
    expect(codeCaches(t.env)).toEqual([]);
  });
});
