// `agentdeck emulator`: start the local service, print where it listens and its keys, run until a signal.
import { CommanderError } from 'commander';
import { chaosFromEnv } from './chaos.js';
import { buildEmulatorProgram, type CommandOptions, type Output } from './options.js';
import { startEmulator } from './server.js';
import { SqliteUnavailableError } from './sqlite/open.js';
import { DEMO_AGENTS, DEMO_ROOM, DEMO_SETS } from './demo.js';
import { ORGANIZATIONS } from './rules.js';
import type { ChaosOptions, RunningEmulator, SeedOutcome } from './types.js';

export { defaultEmulatorDataDir } from './options.js';

export interface EmulatorCommandIo {
  /** Stops the emulator like SIGINT/SIGTERM do (for embedding and tests). */
  signal?: AbortSignal;
  stdout?: Output;
  stderr?: Output;
  env?: NodeJS.ProcessEnv;
}

function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || host.startsWith('127.');
}

/** A path as one shell word: as is when it is plain, else single-quoted. */
function shellWord(text: string): string {
  return /^[A-Za-z0-9_./:@%+,=-]+$/.test(text) ? text : `'${text.replace(/'/g, `'\\''`)}'`;
}

function tlsLines(tls: NonNullable<RunningEmulator['tls']>): { info: string[]; env: string[] } {
  const ca = shellWord(tls.caFile);
  return {
    info: [
      `  TLS:              certificate for ${tls.altNames.join(', ')}, valid until ${Number.isNaN(tls.notAfter.getTime()) ? 'an unreadable date' : tls.notAfter.toISOString()}, issued by the CA in ${tls.caFile}`,
      "                    NODE_EXTRA_CA_CERTS makes agentdeck (and Node tools) trust it; SSL_CERT_FILE makes Python's ssl trust it",
      "                    (the official CLI and pipecat use aiohttp, which reads only that). SSL_CERT_FILE replaces Python's",
      '                    default CA list: set it only for commands aimed at the emulator.',
    ],
    env: [`NODE_EXTRA_CA_CERTS=${ca}`, `SSL_CERT_FILE=${ca}`],
  };
}

const SEEDED: Record<SeedOutcome['option'], (n: number) => string> = {
  '--seed-sets': (n) => `${n} secret set${n === 1 ? '' : 's'}`,
  '--seed-agents': (n) => `${n} agent${n === 1 ? '' : 's'}`,
  '--seed-project': (n) =>
    `${n} agents of a two-environment project (organizations ${ORGANIZATIONS.map((o) => o.name).join(', ')}, regions us-west, us-east)`,
  '--seed-demo': () =>
    `the demo data (${DEMO_SETS.length} secret sets, ${DEMO_AGENTS.length} agents, room ${DEMO_ROOM})`,
};

/** What the seed options did (a seed fills an empty store only, so one may have done nothing: said so). */
function seedLines(emulator: RunningEmulator): string[] {
  return emulator.seeded.map((s) =>
    s.skipped === undefined
      ? `  Seeded:           ${SEEDED[s.option](s.created)} (${s.option})`
      : `  Seeded:           nothing for ${s.option}: ${s.skipped} (a seed fills an empty store only; pass --data with a new directory for one)`,
  );
}

function banner(emulator: RunningEmulator, chaos: ChaosOptions | undefined): string {
  const tls = emulator.tls ? tlsLines(emulator.tls) : { info: [], env: [] };
  const lines = [
    `agentdeck emulator listening on ${emulator.url}`,
    `  Pipecat API host: ${emulator.apiHost}   (private API: ${emulator.apiHost}/v1/secrets, org API: ${emulator.apiHost}/v1/organizations/${emulator.orgs[0]}/secrets)`,
    `  Room API:         ${emulator.roomApiUrl}`,
    `  Data:             ${emulator.dataDir}`,
    `  Organizations:    ${emulator.orgs.join(', ')} (default ${emulator.orgs[0]})`,
    ...seedLines(emulator),
    ...tls.info,
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
    ...tls.env,
    '',
  ];
  if (chaos) lines.push(`Fault injection on: ${JSON.stringify(chaos)}`, '');
  if (!isLoopback(emulator.host)) {
    lines.push(
      `WARNING: bound to ${emulator.host}, reachable from other machines. Use --host 127.0.0.1 to keep it local.`,
      '',
    );
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
  const program = buildEmulatorProgram(env, stdout, stderr);
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
      deployMs: options.deployMs,
      failAgents: options.failAgent,
      chaos,
      seedSets: options.seedSets,
      tokenTtlSeconds: options.tokenTtl,
      orgPutForm: options.orgPut,
      seedAgents: options.seedAgents,
      seedSessions: options.seedSessions,
      sessionMs: options.sessionMs,
      sessionRate: options.sessionRate,
      supersededSessions: options.supersededSessions,
      seedDemo: options.seedDemo,
      seedProject: options.seedProject,
      https: options.https,
    });
  } catch (error) {
    if (error instanceof SqliteUnavailableError) {
      stderr.write(`error: ${error.commandMessage}\n`);
      process.exitCode = 1;
      return;
    }
    const { code, message } = error as NodeJS.ErrnoException;
    const reason =
      code === 'EADDRINUSE'
        ? `port ${options.port} on ${options.host} is already in use (try --port 0 for any free port)`
        : code === 'EADDRNOTAVAIL'
          ? `address ${options.host} is not available on this machine`
          : /^(EACCES|EPERM|EROFS|ENOTDIR|ENOSPC|SQLITE_)/.test(code ?? '')
            ? `${message} — the data dir must be a writable directory: pass --data DIR`
            : message;
    stderr.write(`error: could not start the emulator: ${reason}\n`);
    process.exitCode = 1;
    return;
  }
  stdout.write(banner(emulator, chaos));
  for (const s of emulator.seeded) {
    if (s.skipped !== undefined)
      stderr.write(
        `warning: ${s.option} seeded nothing: ${s.skipped}; a seed fills an empty store only (pass --data with a new directory)\n`,
      );
  }
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
