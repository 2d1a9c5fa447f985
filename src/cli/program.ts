import { Command, CommanderError } from 'commander';
import { VERSION } from '../api/version.js';
import * as imagePullSecret from './commands/imagePullSecret.js';
import * as roomsCreate from './commands/roomsCreate.js';
import * as roomsDelete from './commands/roomsDelete.js';
import * as roomsGet from './commands/roomsGet.js';
import * as roomsToken from './commands/roomsToken.js';
import * as secretsDelete from './commands/secretsDelete.js';
import * as secretsList from './commands/secretsList.js';
import * as secretsSet from './commands/secretsSet.js';
import * as secretsUnset from './commands/secretsUnset.js';
import * as whoami from './commands/whoami.js';
import { EXIT_USAGE } from './failures.js';
import { addCommonOptions, organizationOption } from './options.js';
import type { CliDeps, CommonOptions, Runtime } from './runtime.js';
import { Runtime as RuntimeClass } from './runtime.js';

const NO_TERMINAL_HINT = 'agentdeck needs a terminal for the interactive app; over SSH use ssh -t';

function buildProgram(rt: Runtime): Command {
  const program = new Command('agentdeck')
    .description(
      'Secret sets, image pull secrets, rooms and meeting tokens on Pipecat Cloud and Daily.\n' +
        'Without a command: the interactive app on a terminal, else the set table.',
    )
    .version(VERSION, '-V, --version')
    .enablePositionalOptions()
    .exitOverride()
    .configureOutput({
      writeOut: (text) => void rt.stdout.write(text),
      writeErr: (text) => void rt.stderr.write(text),
    })
    .showSuggestionAfterError(true)
    .addOption(organizationOption());
  addCommonOptions(program);
  program.action(async (opts: CommonOptions) => {
    await rt.run(opts, async () => {
      const target = await rt.target(opts);
      if (rt.deps.runInteractive && rt.isTTY && rt.stdout.isTTY && !opts.json) return rt.deps.runInteractive(target);
      if (!opts.json) rt.info(NO_TERMINAL_HINT);
      return secretsList.listSets(rt, target, { json: opts.json });
    });
  });

  const secrets = program.command('secrets').description('Manage secret sets and image pull secrets.');
  secretsList.register(secrets, rt);
  secretsSet.register(secrets, rt);
  secretsUnset.register(secrets, rt);
  secretsDelete.register(secrets, rt);
  imagePullSecret.register(secrets, rt);

  const rooms = program.command('rooms').description('Create, look up and delete rooms; issue meeting tokens.');
  roomsCreate.register(rooms, rt);
  roomsGet.register(rooms, rt);
  roomsDelete.register(rooms, rt);
  roomsToken.register(rooms, rt);

  whoami.register(program, rt);

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
  return program;
}

/** Runs one command line (`argv` without node and script). Returns the exit code; never calls process.exit. */
export async function runCli(argv: string[], deps: CliDeps): Promise<number> {
  const rt = new RuntimeClass(deps);
  const program = buildProgram(rt);
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
