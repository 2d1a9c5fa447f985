#!/usr/bin/env node
// argv → emulator | command line | interactive app. Everything heavy is imported only on the path that needs it.
// Built as dist/main.cjs, the bin (scripts/bundle.mjs: a CommonJS entry starts faster than an ES module one).
import * as nodeModule from 'node:module';
import { join } from 'node:path';
import { commandGroup, commandWord } from './cli/commandWord.js';
import { loadBundle } from './codeCache.js';
import { agentdeckCacheDir, meetingTokenDir } from './config/paths.js';
import type { EmbeddedEmulator } from './config/target.js';
import { withFirstListRequested } from './screens/firstList.js';

// Node ≥ 22.1 keeps compiled code of what Node's module loader loads after this on disk between runs (the bundles
// run through node:vm with a code cache of their own, codeCache.ts; what is left is an installed better-sqlite3's
// JavaScript, sqlite/betterSqlite3Js.ts). Node 20 has no such cache. NODE_DISABLE_COMPILE_CACHE=1 turns it off.
(nodeModule as { enableCompileCache?: () => unknown }).enableCompileCache?.();

// Before anything can import chalk (Ink): chalk ignores NO_COLOR, FORCE_COLOR=0 it honours.
if (process.env.NO_COLOR && process.env.FORCE_COLOR === undefined) process.env.FORCE_COLOR = '0';

// `agentdeck secrets list | head -1`: a reader that goes away ends us quietly instead of with a stack trace.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw error;
});

/**
 * One of the bin's CommonJS bundles (dist/cli.cjs, dist/app.cjs, dist/emulator.cjs), run with a code cache
 * (codeCache.ts) that is written when this process exits, if `worthKeeping` says so then. `AGENTDECK_CODE_CACHE=0`
 * turns the cache off.
 */
function loadCached<T>(file: string, variant?: string, worthKeeping: () => boolean = () => true): T {
  const dir = join(agentdeckCacheDir(process.env), 'code');
  const bundle = loadBundle<T>(new URL(file, import.meta.url), process.env.AGENTDECK_CODE_CACHE === '0' ? undefined : { dir, variant });
  process.once('exit', () => {
    if (worthKeeping()) bundle.saveCache();
  });
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

type CliModule = Pick<typeof import('./cli/index.js'), 'runCli' | 'redact'>;
type AppModule = typeof import('./appBundle.js');
let cli: CliModule | undefined;
let appStarted = false;
/**
 * The longest the app waits for the set list before its first frame (runApp): a local service has answered by
 * the time the app is loaded, and the list is drawn once instead of after a loading frame; a slow one shows the
 * loading frame this much later, still within what reads as immediate.
 */
const FIRST_LIST_WAIT_MS = 100;

async function main(argv: string[]): Promise<number> {
  if (argv[0] === 'emulator') return runEmulator(argv.slice(1));
  // The command line runs from one CommonJS file whose modules are evaluated only when used (on Node 20 each
  // ES module file costs ≈ 1 ms to load, and a command loaded ≈ 28): dist/cli.cjs, or, when the root command
  // may open the interactive app, dist/app.cjs, the same command line with the app (React, Ink, the screens)
  // inside. A process runs from one of the two only, so no object ever crosses between two copies of a module.
  // The app's code cache is its own, and taken only from a run that opened the app: a first `agentdeck --help`
  // on a terminal would otherwise leave it without the app's code in it, for good.
  const opensApp = commandWord(argv) === undefined && Boolean(process.stdin.isTTY && process.stdout.isTTY);
  const app = opensApp ? loadCached<AppModule>('./app.cjs', 'app', () => appStarted) : undefined;
  cli = app ?? loadCached<CliModule>('./cli.cjs', commandGroup(argv) ?? 'other');
  return cli.runCli(argv, {
    startEmbeddedEmulator,
    runEmulator,
    emulatorProgram: async () => (await import('./emulator/options.js')).buildEmulatorProgram(process.env, process.stdout, process.stderr),
    runInteractive: !app ? undefined : async (target) => {
      appStarted = true;
      const secrets = withFirstListRequested(target.secrets);
      // The app's modules load synchronously; the early request is first let out: got opens its socket a turn
      // of the event loop later and writes the request the next (a remote service's DNS lookup starts there).
      // The service then answers while the app loads, and the app draws the list as its first frame.
      for (let turn = 0; turn < 2; turn++) await new Promise((resolve) => setImmediate(resolve));
      const { runApp } = await app.loadApp();
      const tokenDir = meetingTokenDir(process.env);
      // The command line's journal: a rollout the app leaves unfinished is continued by `agents redeploy`, and back.
      const rolloutJournal = app.fileJournal(process.env);
      const appTarget = (t: typeof target) => ({
        secrets: t.secrets,
        getRooms: () => t.getRooms(),
        target: t,
        agents: t.agents,
        tokenDir,
        rolloutJournal,
        rolloutTarget: app.rolloutTargetName(t),
      });
      const { forOrganization, listOrganizations } = target;
      await runApp({
        ...appTarget(target),
        secrets,
        waitForFirstListMs: FIRST_LIST_WAIT_MS,
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
  (error: unknown) => {
    const message = `error: ${error instanceof Error ? error.message : String(error)}\n`;
    // Redacted by the copy of the modules that ran (the secrets it learned are registered there); without a
    // command line (the emulator, or a bundle that failed to load) no secret was registered anywhere.
    process.stderr.write(cli ? cli.redact(message) : message);
    process.exit(1);
  },
);
