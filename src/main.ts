#!/usr/bin/env node
// argv → emulator | command line | interactive app. Everything heavy is imported only on the path that needs it.
import * as nodeModule from 'node:module';
import { join } from 'node:path';
import { commandGroup, commandWord } from './cli/commandWord.js';
import { loadBundle } from './codeCache.js';
import { agentdeckCacheDir } from './config/paths.js';
import type { EmbeddedEmulator } from './config/target.js';
import { withFirstListRequested } from './screens/firstList.js';

// Node ≥ 22.1 keeps compiled code of the chunks on disk between runs (start-up is a benchmark); the chunks are
// imported below, after this. Node 20 has no such cache. NODE_DISABLE_COMPILE_CACHE=1 turns it off.
(nodeModule as { enableCompileCache?: () => unknown }).enableCompileCache?.();

// Before anything can import chalk (Ink): chalk ignores NO_COLOR, FORCE_COLOR=0 it honours.
if (process.env.NO_COLOR && process.env.FORCE_COLOR === undefined) process.env.FORCE_COLOR = '0';

// `agentdeck secrets list | head -1`: a reader that goes away ends us quietly instead of with a stack trace.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw error;
});

/**
 * One of the bin's CommonJS bundles (dist/cli.cjs, dist/emulator.cjs), run with a code cache (codeCache.ts) that
 * is written when this process exits. `AGENTDECK_CODE_CACHE=0` turns the cache off.
 */
function loadCached<T>(file: string, variant?: string): T {
  const dir = join(agentdeckCacheDir(process.env), 'code');
  const bundle = loadBundle<T>(new URL(file, import.meta.url), process.env.AGENTDECK_CODE_CACHE === '0' ? undefined : { dir, variant });
  process.once('exit', () => bundle.saveCache());
  return bundle.exports;
}

type EmulatorModule = typeof import('./emulator/index.js');
let emulatorModule: EmulatorModule | undefined;
const loadEmulator = (): EmulatorModule => (emulatorModule ??= loadCached<EmulatorModule>('./emulator.cjs'));

async function startEmbeddedEmulator({ dataDir }: { dataDir: string }): Promise<EmbeddedEmulator> {
  return loadEmulator().startEmulator({ dataDir, host: '127.0.0.1', port: 0 });
}

async function runEmulator(argv: string[]): Promise<number> {
  await loadEmulator().runEmulatorCommand(argv);
  return typeof process.exitCode === 'number' ? process.exitCode : 0;
}

type CliModule = typeof import('./cli/index.js');
let cli: CliModule | undefined;

async function main(argv: string[]): Promise<number> {
  if (argv[0] === 'emulator') return runEmulator(argv.slice(1));
  // The interactive app (Ink needs ES modules) and the root command that opens it run from the ES module chunks;
  // every other command line runs from dist/cli.cjs, the whole command line in one CommonJS file whose modules
  // are evaluated only when used: on Node 20 each ES module file costs ≈ 1 ms to load, and a command loaded ≈ 28.
  // A process runs from one of the two only, so no object ever crosses between two copies of a module.
  const opensApp = commandWord(argv) === undefined && Boolean(process.stdin.isTTY && process.stdout.isTTY);
  cli = opensApp ? await import('./cli/index.js') : loadCached<CliModule>('./cli.cjs', commandGroup(argv) ?? 'other');
  return cli.runCli(argv, {
    startEmbeddedEmulator,
    runEmulator,
    emulatorProgram: async () => (await import('./emulator/options.js')).buildEmulatorProgram(process.env, process.stdout, process.stderr),
    runInteractive: !opensApp ? undefined : async (target) => {
      const secrets = withFirstListRequested(target.secrets);
      const [{ runApp }, { meetingTokenDir }, { fileJournal }, { rolloutTargetName }] = await Promise.all([
        import('./screens/runApp.js'),
        import('./config/paths.js'),
        import('./config/rolloutJournal.js'),
        import('./api/rollout/journal.js'),
      ]);
      const tokenDir = meetingTokenDir(process.env);
      // The command line's journal: a rollout the app leaves unfinished is continued by `agents redeploy`, and back.
      const rolloutJournal = fileJournal(process.env);
      const appTarget = (t: typeof target) => ({
        secrets: t.secrets,
        getRooms: () => t.getRooms(),
        target: t,
        agents: t.agents,
        tokenDir,
        rolloutJournal,
        rolloutTarget: rolloutTargetName(t),
      });
      const { forOrganization, listOrganizations } = target;
      await runApp({
        ...appTarget(target),
        secrets,
        ...(forOrganization && listOrganizations
          ? {
              organizations: {
                current: target.org,
                list: () => listOrganizations(),
                open: async (org: string) => appTarget(await forOrganization(org)),
              },
            }
          : {}),
      });
      return 0;
    },
  });
}

main(process.argv.slice(2)).then(
  (code) => {
    // Leave once the output is flushed: keep-alive sockets or a closed emulator's handles must not hold the process.
    process.exitCode = code;
    process.stdout.write('', () => process.exit(code));
  },
  async (error: unknown) => {
    const { redact } = cli ?? (await import('./cli/index.js'));
    process.stderr.write(redact(`error: ${error instanceof Error ? error.message : String(error)}\n`));
    process.exit(1);
  },
);
