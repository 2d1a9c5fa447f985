// argv → emulator | command line | interactive app, for both ways agentdeck ships: the npm package's bin (main.ts:
// the bundles are files beside it) and the single executable (seaMain.ts: the bundles are assets inside it).
// Everything heavy is imported only on the path that needs it.
import { join } from 'node:path';
import { endQuietlyOnClosedPipe } from './cli/closedPipe.js';
import { commandGroup, commandWord, versionRequest } from './cli/commandWord.js';
import { loadBundleSource } from './codeCache.js';
import { agentdeckCacheDir, meetingTokenDir } from './config/paths.js';
import type { EmbeddedEmulator } from './config/target.js';
import type { RouteFamily } from './emulator/routeFamilies.js';
import { withFirstListRequested } from './screens/firstList.js';
import { asciiText, glyphModeFor } from './api/words/glyphs.js';

export type BundleName = 'cli' | 'app' | 'emulator';

/** Where the three CommonJS bundles come from. */
export interface BundleSource {
  /** The text of `<name>.cjs`, and the path it runs as (its __filename; require() resolves from there). */
  read(name: BundleName): { path: string; bytes: Buffer };
  /** Keeps this build's code caches apart from other builds' on the same runtime (the single executable's: `sea`). */
  cacheTag?: string;
}

let bundles: BundleSource;

/**
 * One of the bin's CommonJS bundles (dist/cli.cjs, dist/app.cjs, dist/emulator.cjs), run with a code cache
 * (codeCache.ts) that is written when this process exits, if `worthKeeping` says so then. `AGENTDECK_CODE_CACHE=0`
 * turns the cache off.
 */
function loadCached<T>(name: BundleName, variant?: string, worthKeeping: () => boolean = () => true): T {
  const dir = join(agentdeckCacheDir(process.env), 'code');
  const { path, bytes } = bundles.read(name);
  const kind = [bundles.cacheTag, variant].filter(Boolean).join('-') || undefined;
  const bundle = loadBundleSource<T>(
    path,
    bytes,
    process.env.AGENTDECK_CODE_CACHE === '0' ? undefined : { dir, variant: kind },
  );
  process.once('exit', () => {
    if (worthKeeping()) bundle.saveCache();
  });
  return bundle.exports;
}

type EmulatorModule = typeof import('./emulator/index.js');
let emulatorModule: EmulatorModule | undefined;
const loadEmulator = (): EmulatorModule => (emulatorModule ??= loadCached<EmulatorModule>('emulator'));

/** The embedded emulator this process started (its demo data is offered by the app, on it only). */
let embedded: Awaited<ReturnType<EmulatorModule['startEmulator']>> | undefined;
/** The routes this command line's embedded emulator registers (undefined: all): fewer routes, a faster start. */
let embeddedRoutes: readonly RouteFamily[] | undefined;

/**
 * A secrets or agents command reaches only the private API, and with `-o` the org-scoped one (the emulator's user
 * token: config/target.ts); a room command only the room service.
 */
function routesFor(argv: readonly string[]): readonly RouteFamily[] | undefined {
  const group = commandGroup(argv);
  if (group === 'secrets' || group === 'agents')
    return namesOrganization(argv) ? ['pipecat', 'organizations'] : ['pipecat'];
  if (group === 'rooms' || group === 'recordings' || group === 'domain') return ['daily'];
  return undefined;
}

/** `-o ORG`, `-oORG`, `--organization[=ORG]`, or `-o` among other short options: generous, as a miss would 404. */
function namesOrganization(argv: readonly string[]): boolean {
  return argv.some((arg) => arg.startsWith('--organization') || /^-[^-]*o/.test(arg));
}

async function startEmbeddedEmulator({ dataDir }: { dataDir: string }): Promise<EmbeddedEmulator> {
  embedded = await loadEmulator().startEmulator({
    dataDir,
    host: '127.0.0.1',
    port: 0,
    headRoutes: false,
    ...(embeddedRoutes ? { routes: embeddedRoutes } : {}),
  });
  return embedded;
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
  // `--version [--json]` before any bundle loads (on a terminal the root command would load the app's).
  const version = versionRequest(argv);
  if (version) {
    const [{ versionText }, { probeSqliteDriver }] = await Promise.all([
      import('./cli/versionInfo.js'),
      import('./emulator/sqlite/probe.js'),
    ]);
    process.stdout.write(`${versionText(version, () => probeSqliteDriver(process.env))}\n`);
    return 0;
  }
  // The command line runs from one CommonJS file whose modules are evaluated only when used (on Node 20 each
  // ES module file costs ≈ 1 ms to load, and a command loaded ≈ 28): dist/cli.cjs, or, when the root command
  // may open the interactive app, dist/app.cjs, the same command line with the app (React, Ink, the screens)
  // inside. A process runs from one of the two only, so no object ever crosses between two copies of a module.
  // The app's code cache is its own, and taken only from a run that opened the app: a first `agentdeck --help`
  // on a terminal would otherwise leave it without the app's code in it, for good.
  // TERM=dumb (Emacs' shell, some CI consoles) cannot move the cursor: the set table and a hint instead (cli/program.ts).
  const opensApp =
    commandWord(argv) === undefined &&
    Boolean(process.stdin.isTTY && process.stdout.isTTY) &&
    process.env.TERM !== 'dumb';
  embeddedRoutes = opensApp ? undefined : routesFor(argv);
  const app = opensApp ? loadCached<AppModule>('app', 'app', () => appStarted) : undefined;
  cli = app ?? loadCached<CliModule>('cli', commandGroup(argv) ?? 'other');
  return cli.runCli(argv, {
    startEmbeddedEmulator,
    onExitCode: (code) => {
      process.exitCode = code;
    },
    runEmulator,
    sqlite: {
      probe: () => null, // answered above, before the bundle loaded
      check: async () => loadEmulator().checkSqliteDriver(process.env),
    },
    emulatorProgram: async () =>
      (await import('./emulator/options.js')).buildEmulatorProgram(process.env, process.stdout, process.stderr),
    runInteractive: !app
      ? undefined
      : async (target) => {
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
          const rolloutLocks = app.fileRolloutLocks(process.env);
          const appTarget = (t: typeof target) => ({
            secrets: t.secrets,
            getRooms: () => t.getRooms(),
            target: t,
            agents: t.agents,
            tokenDir,
            rolloutJournal,
            rolloutLocks,
            rolloutTarget: app.rolloutTargetName(t),
          });
          const { forOrganization, listOrganizations } = target;
          // The Environments screen's project (agentdeck.toml here or above): its environments reach their own
          // organizations; on the embedded emulator they share the one the app runs on (never closed by them).
          const appEmulator = embedded;
          const project = app.projectSource({
            cwd: process.cwd(),
            env: process.env,
            startEmbeddedEmulator: async ({ dataDir }) =>
              appEmulator
                ? { ...appEmulator, close: async () => {} }
                : loadEmulator().startEmulator({ dataDir, host: '127.0.0.1', port: 0, headRoutes: false }),
          });
          // Demo data on the embedded emulator only (its default organization, which the demo fills), never a service.
          const demoOffer =
            target.kind === 'emulator' && target.keySource === 'embedded emulator' && target.org === undefined
              ? embedded?.demo
              : undefined;
          await runApp({
            ...appTarget(target),
            secrets,
            project,
            ...(demoOffer ? { demoOffer } : {}),
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
          }).finally(() => project.close());
          return 0;
        },
  });
}

/** Runs the command line in process.argv with the bundles `source` holds; the process exits with its code. */
export function launch(source: BundleSource): void {
  bundles = source;
  // Before anything can import chalk (Ink): chalk ignores NO_COLOR, FORCE_COLOR=0 it honours.
  if (process.env.NO_COLOR && process.env.FORCE_COLOR === undefined) process.env.FORCE_COLOR = '0';

  // `agentdeck secrets list 2>&1 | head -1`: a reader that goes away ends us quietly instead of with a stack trace.
  endQuietlyOnClosedPipe(process.stdout);
  endQuietlyOnClosedPipe(process.stderr);

  main(process.argv.slice(2)).then(
    (code) => {
      // Leave once the output is flushed: keep-alive sockets or a closed emulator's handles must not hold the process.
      process.exitCode = code;
      process.stdout.write('', () => process.exit(code));
    },
    (error: unknown) => {
      const raw = `error: ${error instanceof Error ? error.message : String(error)}\n`;
      const message = glyphModeFor(process.env) === 'ascii' ? asciiText(raw) : raw;
      // Redacted by the copy of the modules that ran (the secrets it learned are registered there); without a
      // command line (the emulator, or a bundle that failed to load) no secret was registered anywhere.
      process.stderr.write(cli ? cli.redact(message) : message);
      process.exit(1);
    },
  );
}
