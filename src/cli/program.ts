import { Command, CommanderError } from 'commander';
import { commandGroup } from './commandWord.js';
import * as completion from './commands/completion.js';
import * as doctor from './commands/doctor.js';
import * as project from './commands/project.js';
import * as whoami from './commands/whoami.js';
import { versionLine, versionRequest, versionText } from './versionInfo.js';
import { EXIT_USAGE } from './failures.js';
import { helpLayout, helpWidth } from './helpLayout.js';
import { safeUsageError } from './usageError.js';
import { applyRootOptions } from './rootOptions.js';
import { addCommonOptions, addNetworkHelp, organizationOption, refuseRepeatedValues } from './options.js';
import type { CliDeps, CommonOptions, Runtime } from './runtime.js';
import { Runtime as RuntimeClass } from './runtime.js';

const NO_TERMINAL_HINT = 'agentdeck needs a terminal for the interactive app; over SSH use ssh -t';
const DUMB_TERMINAL_HINT =
  'TERM=dumb: this terminal cannot draw the interactive app, so here is the set table (agentdeck --help lists the commands); ' +
  'set TERM to your terminal (e.g. TERM=xterm-256color) to open the app';

interface CommandModule {
  register(group: Command, rt: Runtime): void;
}
type CommandLoaders = Record<string, () => Promise<CommandModule>>;

/** Each group's commands by name: a command line loads only the one it runs (all of them for help or a typo). */
const SECRETS_COMMANDS: CommandLoaders = {
  list: () => import('./commands/secretsList.js'),
  set: () => import('./commands/secretsSet.js'),
  unset: () => import('./commands/secretsUnset.js'),
  delete: () => import('./commands/secretsDelete.js'),
  'image-pull-secret': () => import('./commands/imagePullSecret.js'),
  doctor: () => import('./commands/secretsDoctor.js'),
};

const AGENTS_COMMANDS: CommandLoaders = {
  list: () => import('./commands/agentsList.js'),
  status: () => import('./commands/agentsStatus.js'),
  redeploy: () => import('./commands/agentsRedeploy.js'),
  rollback: () => import('./commands/agentsRollback.js'),
  logs: () => import('./commands/agentsLogs.js'),
  sessions: () => import('./commands/agentsSessions.js'),
};

const ROOMS_COMMANDS: CommandLoaders = {
  create: () => import('./commands/roomsCreate.js'),
  get: () => import('./commands/roomsGet.js'),
  delete: () => import('./commands/roomsDelete.js'),
  token: () => import('./commands/roomsToken.js'),
  list: () => import('./commands/roomsList.js'),
  update: () => import('./commands/roomsUpdate.js'),
  'token-info': () => import('./commands/roomsTokenInfo.js'),
  prune: () => import('./commands/roomsPrune.js'),
};

/** The word after the group's name, when it is one of the group's commands (`secrets list` → list). */
function selectedCommand(argv: string[], group: string, loaders: CommandLoaders): string | undefined {
  const at = argv.indexOf(group);
  const next = at >= 0 ? argv[at + 1] : undefined;
  return next !== undefined && Object.hasOwn(loaders, next) && !argv.includes('help') ? next : undefined;
}

async function registerCommands(group: Command, rt: Runtime, loaders: CommandLoaders, argv: string[]): Promise<void> {
  const chosen = selectedCommand(argv, group.name(), loaders);
  const modules = await Promise.all((chosen ? [loaders[chosen]] : Object.values(loaders)).map((load) => load()));
  for (const module of modules) module.register(group, rt);
}

async function registerRecordings(recordings: Command, rt: Runtime): Promise<void> {
  const modules = await Promise.all([import('./commands/recordings.js'), import('./commands/recordingsDownload.js')]);
  for (const module of modules) module.register(recordings, rt);
}

export async function buildProgram(rt: Runtime, argv: string[]): Promise<Command> {
  // Only the named group's modules are loaded (start-up is a benchmark); the others are still listed (name and
  // description) for help and suggestions.
  const group = commandGroup(argv);
  const program = new Command('agentdeck')
    .description(
      'Secret sets, image pull secrets, agents, rooms and meeting tokens on Pipecat Cloud and Daily.\n' +
        'Without a command: the interactive app on a terminal, else the set table.',
    )
    .version(
      versionLine(),
      '-V, --version',
      'Print the version and the runtime (node, platform); with --json, as data.',
    )
    .enablePositionalOptions()
    .exitOverride()
    .configureOutput({
      writeOut: (text) => void rt.stdout.write(text),
      writeErr: (text) => void rt.stderr.write(text),
      outputError: (text, write) => write(safeUsageError(text)),
      getOutHelpWidth: () => helpWidth(rt.stdout, rt.env),
      getErrHelpWidth: () => helpWidth(rt.stderr, rt.env),
    })
    .configureHelp(helpLayout())
    .showSuggestionAfterError(true)
    .helpCommand(true)
    .addOption(organizationOption());
  addNetworkHelp(addCommonOptions(program));
  program.action(async (opts: CommonOptions) => {
    // Extra operands reach the root only when they name no command (`agentdeck bogus`): commander's own
    // "unknown command 'bogus'" with its closest suggestion, as for subcommands. A usage error (exit 2).
    if (program.args.length > 0) (program as unknown as { unknownCommand(): never }).unknownCommand();
    await rt.run(opts, async () => {
      const target = await rt.target(opts);
      if (rt.deps.runInteractive && rt.stdinIsTTY && rt.stdout.isTTY && !opts.json)
        return rt.deps.runInteractive(target);
      if (!opts.json)
        rt.info(rt.stdinIsTTY && rt.stdout.isTTY && rt.env.TERM === 'dumb' ? DUMB_TERMINAL_HINT : NO_TERMINAL_HINT);
      const { listSets } = await import('./commands/secretsList.js');
      return listSets(rt, target, { json: opts.json });
    });
  });

  const secrets = program.command('secrets').description('Manage secret sets and image pull secrets.');
  if (group === 'secrets') await registerCommands(secrets, rt, SECRETS_COMMANDS, argv);
  const agents = program
    .command('agents')
    .description(
      'List agents, show their status, sessions and logs, and redeploy them to roll a set change out (agents redeploy --uses SET).',
    );
  if (group === 'agents') await registerCommands(agents, rt, AGENTS_COMMANDS, argv);
  const rooms = program.command('rooms').description('Create, look up and delete rooms; issue meeting tokens.');
  if (group === 'rooms') await registerCommands(rooms, rt, ROOMS_COMMANDS, argv);
  const recordings = program
    .command('recordings')
    .description('List, download, start, stop and delete recordings of rooms.');
  if (group === 'recordings') await registerRecordings(recordings, rt);
  const domain = program
    .command('domain')
    .description("Show and change the room service's domain settings (force_audio_only_recording).");
  if (group === 'domain') (await import('./commands/domain.js')).register(domain, rt);

  const auth = program
    .command('auth')
    .description('Sign in, as the official CLI does (login, use-pat, logout, status).');
  if (group === 'auth') (await import('./commands/auth.js')).register(auth, rt);

  project.register(program, rt);
  whoami.register(program, rt);
  doctor.register(program, rt);
  completion.register(program, rt);

  program
    .command('emulator')
    .description('Runs the local emulator of the services on loopback (agentdeck emulator --help for its options).')
    .helpOption(false)
    .allowUnknownOption()
    .allowExcessArguments()
    .argument('[args...]')
    .action(async (args: string[]) => {
      if (!rt.deps.runEmulator) throw new Error('the emulator is started by the agentdeck binary');
      rt.exitCode = await rt.deps.runEmulator(args);
    });
  // Options before the command (`agentdeck -o staging secrets set …`) apply to it, or are a usage error.
  program.hook('preAction', (_root, actionCommand) => applyRootOptions(program, actionCommand));
  // After the subcommands exist (they copy this setting): only the root itself takes stray operands, see its action.
  program.allowExcessArguments(true);
  refuseRepeatedValues(program);
  return program;
}

/** Runs one command line (`argv` without node and script). Returns the exit code; never calls process.exit. */
export async function runCli(argv: string[], deps: CliDeps): Promise<number> {
  const rt = new RuntimeClass(deps);
  // Tab completion (`agentdeck __complete secrets set …`) loads the same group the completed command would.
  if (argv[0] === completion.COMPLETE_COMMAND) {
    const words = argv.slice(1);
    try {
      return await completion.runComplete(await buildProgram(rt, words.slice(0, -1)), words, rt);
    } finally {
      await rt.close();
    }
  }
  const version = versionRequest(argv);
  if (version) {
    rt.stdout.write(`${versionText(version, () => deps.sqlite?.probe() ?? null)}\n`);
    return 0;
  }
  const program = await buildProgram(rt, argv);
  try {
    await program.parseAsync(argv, { from: 'user' });
    return rt.exitCode;
  } catch (error) {
    if (error instanceof CommanderError) {
      // Help and version exit 0; every parse error (unknown option, missing argument, bad value) is a usage error.
      return error.exitCode === 0 ? 0 : EXIT_USAGE;
    }
    throw error;
  } finally {
    await rt.close();
  }
}
