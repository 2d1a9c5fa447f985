// `agentdeck emulator`: start the local service, print where it listens and its keys, run until a signal.
import { homedir } from 'node:os';
import { join } from 'node:path';
import { Command, CommanderError, InvalidArgumentError, Option } from 'commander';
import { chaosFromEnv, parseChaosSpec } from './chaos.js';
import { DEFAULT_READY_DELAY_MS, startEmulator } from './server.js';
import type { ChaosOptions, RunningEmulator } from './types.js';

export function defaultEmulatorDataDir(env: NodeJS.ProcessEnv = process.env): string {
  const base = env.XDG_DATA_HOME && env.XDG_DATA_HOME.trim() !== '' ? env.XDG_DATA_HOME : join(homedir(), '.local', 'share');
  return join(base, 'agentdeck', 'emulator');
}

function integer(name: string, min: number, max: number) {
  return (value: string): number => {
    const n = Number(value);
    if (!/^\d+$/.test(value.trim()) || !Number.isSafeInteger(n) || n < min || n > max) {
      throw new InvalidArgumentError(`${name} must be an integer from ${min} to ${max}.`);
    }
    return n;
  };
}

function chaosSpec(value: string): ChaosOptions {
  try {
    return parseChaosSpec(value);
  } catch (error) {
    throw new InvalidArgumentError((error as Error).message);
  }
}

interface CommandOptions {
  port: number;
  data: string;
  host: string;
  readyDelay: number;
  chaos?: ChaosOptions;
  seedSets: number;
  tokenTtl: number;
  orgPut: 'any' | 'single-key';
  seedAgents: number;
}

interface Output {
  write(text: string): unknown;
}

export interface EmulatorCommandIo {
  /** Stops the emulator like SIGINT/SIGTERM do (for embedding and tests). */
  signal?: AbortSignal;
  stdout?: Output;
  stderr?: Output;
  env?: NodeJS.ProcessEnv;
}

function buildProgram(env: NodeJS.ProcessEnv, stdout: Output, stderr: Output): Command {
  return new Command('agentdeck emulator')
    .description('Run the local emulator of the Pipecat Cloud API and the Daily room API (offline development).')
    .addOption(new Option('--port <n>', 'port to listen on (0 = any free port)').argParser(integer('--port', 0, 65535)).default(0))
    .addOption(new Option('--data <dir>', 'data directory (SQLite store and keys)').default(defaultEmulatorDataDir(env)))
    .addOption(
      new Option('--host <host>', 'address to bind; anything but loopback exposes the emulator to your network').default(
        '127.0.0.1',
      ),
    )
    .addOption(
      new Option('--ready-delay <ms>', 'how long a written secret set stays pending')
        .argParser(integer('--ready-delay', 0, 3_600_000))
        .default(DEFAULT_READY_DELAY_MS),
    )
    .addOption(
      new Option(
        '--chaos <spec>',
        'fault injection, e.g. latency=200,error=0.3,errorMethods=GET,rate429=0.1,retryAfter=2,drop=0.05,malformed=0.05,hang=0,seed=7 (env AGENTDECK_EMULATOR_CHAOS)',
      ).argParser(chaosSpec),
    )
    .addOption(
      new Option('--seed-sets <n>', 'create N ready secret sets when the store is empty')
        .argParser(integer('--seed-sets', 0, 1_000_000))
        .default(0),
    )
    .addOption(
      new Option('--token-ttl <seconds>', 'lifetime of access tokens from the login flow (then 401 until refreshed)')
        .argParser(integer('--token-ttl', 1, 31_536_000))
        .default(86_400),
    )
    .addOption(
      new Option('--org-put <form>', 'what PUT on the org-scoped secrets path takes: any (batch or one key) or single-key')
        .choices(['any', 'single-key'])
        .default('any'),
    )
    .addOption(
      new Option('--seed-agents <n>', 'create N ready agents when there are none, binding the secret sets already there (after --seed-sets)')
        .argParser(integer('--seed-agents', 0, 100_000))
        .default(0),
    )
    .helpOption('-h, --help', 'show this help')
    .configureOutput({ writeOut: (text) => void stdout.write(text), writeErr: (text) => void stderr.write(text) })
    .exitOverride()
    .showHelpAfterError(false);
}

function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || host.startsWith('127.');
}

function banner(emulator: RunningEmulator, chaos: ChaosOptions | undefined): string {
  const lines = [
    `agentdeck emulator listening on ${emulator.url}`,
    `  Pipecat API host: ${emulator.apiHost}   (private API: ${emulator.apiHost}/v1/secrets, org API: ${emulator.apiHost}/v1/organizations/${emulator.orgs[0]}/secrets)`,
    `  Room API:         ${emulator.roomApiUrl}`,
    `  Data:             ${emulator.dataDir}`,
    `  Organizations:    ${emulator.orgs.join(', ')} (default ${emulator.orgs[0]})`,
    '',
    'Keys (local to this emulator; stored in keys.json in the data directory):',
    `  private API key (org ${emulator.orgs[0]}): ${emulator.keys.privateKey}`,
    `  user token (all orgs):          ${emulator.keys.userToken}`,
    `  room API key:                   ${emulator.keys.roomKey}`,
    `Login (agentdeck auth login / pipecat cloud auth login): PIPECAT_API_HOST=${emulator.apiHost}, issuer ${emulator.oauth.issuer}, access tokens live ${emulator.oauth.tokenTtlSeconds} s`,
    '',
    'Environment for agentdeck and your tools:',
    `PIPECAT_API_HOST=${emulator.apiHost}`,
    `PIPECAT_API_KEY=${emulator.keys.privateKey}`,
    `DAILY_API_URL=${emulator.roomApiUrl}`,
    `DAILY_API_KEY=${emulator.keys.roomKey}`,
    '',
  ];
  if (chaos) lines.push(`Fault injection on: ${JSON.stringify(chaos)}`, '');
  if (!isLoopback(emulator.host)) {
    lines.push(`WARNING: bound to ${emulator.host}, reachable from other machines. Use --host 127.0.0.1 to keep it local.`, '');
  }
  lines.push('Press Ctrl+C to stop.');
  return lines.join('\n') + '\n';
}

/** Runs `agentdeck emulator [options]`; argv holds the arguments after `emulator`. Resolves after a clean stop. */
export async function runEmulatorCommand(argv: string[], io: EmulatorCommandIo = {}): Promise<void> {
  const stdout = io.stdout ?? process.stdout;
  const stderr = io.stderr ?? process.stderr;
  const env = io.env ?? process.env;
  const args = argv[0] === 'emulator' ? argv.slice(1) : argv;
  const program = buildProgram(env, stdout, stderr);
  try {
    program.parse(args, { from: 'user' });
  } catch (error) {
    if (error instanceof CommanderError) {
      // Help exits 0; every parse error is a usage error (exit 2), as for every other command.
      if (error.exitCode !== 0) process.exitCode = 2;
      return;
    }
    throw error;
  }
  const options = program.opts<CommandOptions>();
  let chaos = options.chaos;
  if (!chaos) {
    try {
      chaos = chaosFromEnv(env);
    } catch (error) {
      stderr.write(`error: AGENTDECK_EMULATOR_CHAOS: ${(error as Error).message}\n`);
      process.exitCode = 2;
      return;
    }
  }
  let emulator: RunningEmulator;
  try {
    emulator = await startEmulator({
      dataDir: options.data,
      port: options.port,
      host: options.host,
      readyDelayMs: options.readyDelay,
      chaos,
      seedSets: options.seedSets,
      tokenTtlSeconds: options.tokenTtl,
      orgPutForm: options.orgPut,
      seedAgents: options.seedAgents,
    });
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException;
    const reason =
      code === 'EADDRINUSE'
        ? `port ${options.port} on ${options.host} is already in use (try --port 0 for any free port)`
        : code === 'EADDRNOTAVAIL'
          ? `address ${options.host} is not available on this machine`
          : message;
    stderr.write(`error: could not start the emulator: ${reason}\n`);
    process.exitCode = 1;
    return;
  }
  stdout.write(banner(emulator, chaos));
  await new Promise<void>((resolveStop) => {
    const stop = (): void => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      io.signal?.removeEventListener('abort', stop);
      resolveStop();
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
    if (io.signal?.aborted) stop();
    else io.signal?.addEventListener('abort', stop, { once: true });
  });
  await emulator.close();
  stdout.write('agentdeck emulator stopped\n');
}
