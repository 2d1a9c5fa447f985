// The emulator's command line (`agentdeck emulator --port … --chaos …`), without the server: `runEmulatorCommand`
// parses with it, and Tab completion reads its options without loading fastify and SQLite.
import { homedir } from 'node:os';
import { join } from 'node:path';
import { Command, InvalidArgumentError, Option } from 'commander';
import { parseChaosSpec } from './chaos.js';
import { SERVICE_NAME } from './rules.js';
import type { ChaosOptions } from './types.js';

export const DEFAULT_READY_DELAY_MS = 1500;
export const DEFAULT_DEPLOY_MS = 3000;

export interface Output {
  write(text: string): unknown;
}

export function defaultEmulatorDataDir(env: NodeJS.ProcessEnv = process.env): string {
  const base =
    env.XDG_DATA_HOME && env.XDG_DATA_HOME.trim() !== '' ? env.XDG_DATA_HOME : join(homedir(), '.local', 'share');
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

/** `--fail-agent NAME[=MESSAGE]`, repeatable. */
function failAgent(value: string, previous: FailAgent[] = []): FailAgent[] {
  const eq = value.indexOf('=');
  const name = (eq < 0 ? value : value.slice(0, eq)).trim();
  const message = eq < 0 ? DEFAULT_FAIL_MESSAGE : value.slice(eq + 1).trim();
  if (!SERVICE_NAME.test(name))
    throw new InvalidArgumentError(`--fail-agent takes NAME or NAME=MESSAGE; '${name}' is not an agent name.`);
  if (message === '') throw new InvalidArgumentError('--fail-agent NAME=MESSAGE: the message must not be empty.');
  return [...previous, { name, message }];
}

/** `--superseded-sessions NAME`, repeatable. */
function agentName(value: string, previous: string[] = []): string[] {
  const name = value.trim();
  if (!SERVICE_NAME.test(name))
    throw new InvalidArgumentError(`--superseded-sessions takes an agent name; '${name}' is not one.`);
  return [...previous, name];
}

function rate(value: string): number {
  const n = Number(value);
  if (value.trim() === '' || !Number.isFinite(n) || n < 0 || n > 6000)
    throw new InvalidArgumentError('--session-rate must be a number from 0 to 6000.');
  return n;
}

function chaosSpec(value: string): ChaosOptions {
  try {
    return parseChaosSpec(value);
  } catch (error) {
    throw new InvalidArgumentError((error as Error).message);
  }
}

export interface FailAgent {
  name: string;
  message: string;
}

/** The revision message of an agent failed with `--fail-agent NAME` (no message given). */
export const DEFAULT_FAIL_MESSAGE = 'RuntimeError: the agent exited during start-up (emulator: --fail-agent)';

export interface CommandOptions {
  port: number;
  data: string;
  host: string;
  readyDelay: number;
  deployMs: number;
  failAgent: FailAgent[];
  chaos?: ChaosOptions;
  seedSets: number;
  tokenTtl: number;
  orgPut: 'any' | 'single-key';
  seedAgents: number;
  seedSessions: number;
  sessionMs: number;
  sessionRate: number;
  supersededSessions: string[];
  seedDemo: boolean;
  seedProject: boolean;
  https: boolean;
}

/** The parser of `agentdeck emulator`'s arguments (help and errors go to the given streams). */
export function buildEmulatorProgram(env: NodeJS.ProcessEnv, stdout: Output, stderr: Output): Command {
  return new Command('agentdeck emulator')
    .description('Run the local emulator of the Pipecat Cloud API and the Daily room API (offline development).')
    .addOption(
      new Option('--port <n>', 'port to listen on (0 = any free port)')
        .argParser(integer('--port', 0, 65535))
        .default(0),
    )
    .addOption(
      new Option('--data <dir>', 'data directory (SQLite store and keys)').default(defaultEmulatorDataDir(env)),
    )
    .addOption(
      new Option(
        '--host <host>',
        'address to bind; anything but loopback exposes the emulator to your network',
      ).default('127.0.0.1'),
    )
    .addOption(
      new Option('--ready-delay <ms>', 'how long a written secret set stays pending')
        .argParser(integer('--ready-delay', 0, 3_600_000))
        .default(DEFAULT_READY_DELAY_MS),
    )
    .addOption(
      new Option('--deploy-ms <ms>', "how long an agent's deployment takes to become ready (or fail)")
        .argParser(integer('--deploy-ms', 0, 3_600_000))
        .default(DEFAULT_DEPLOY_MS),
    )
    .addOption(
      new Option(
        '--chaos <spec>',
        'fault injection, e.g. latency=200,error=0.3,errorMethods=GET,errorRetryAfter=0,rate429=0.1,retryAfter=2,drop=0.05,malformed=0.05,hang=0,seed=7 (env AGENTDECK_EMULATOR_CHAOS)',
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
      new Option(
        '--org-put <form>',
        'what PUT on the org-scoped secrets path takes: any (batch or one key) or single-key',
      )
        .choices(['any', 'single-key'])
        .default('any'),
    )
    .addOption(
      new Option(
        '--seed-agents <n>',
        'create N ready agents when there are none, binding the secret sets already there (after --seed-sets)',
      )
        .argParser(integer('--seed-agents', 0, 100_000))
        .default(0),
    )
    .addOption(
      new Option(
        '--seed-demo',
        "create the README's demo data when the store is empty: 4 secret sets, 4 agents (one bound across regions) and a room",
      ).default(false),
    )
    .addOption(
      new Option(
        '--seed-project',
        'create the agents of a two-environment, two-region project in every organization when there are none (docs/ci.md)',
      ).default(false),
    )
    .addOption(
      new Option(
        '--fail-agent <name[=message]>',
        "the agent's new deployments fail with this revision message (repeatable; also before it exists)",
      )
        .argParser(failAgent)
        .default([]),
    )
    .addOption(
      new Option(
        '--seed-sessions <n>',
        'give every agent without sessions N active sessions on its serving deployment at start',
      )
        .argParser(integer('--seed-sessions', 0, 1000))
        .default(0),
    )
    .addOption(
      new Option(
        '--session-ms <ms>',
        'how long a session started without a duration lasts (seeded, traffic, the start control; 0 = until stopped)',
      )
        .argParser(integer('--session-ms', 0, 7 * 24 * 3_600_000))
        .default(0),
    )
    .addOption(
      new Option(
        '--session-rate <n>',
        'steady traffic: every agent gets N new sessions per minute (lasting --session-ms, else 60 s)',
      )
        .argParser(rate)
        .default(0),
    )
    .addOption(
      new Option(
        '--superseded-sessions <name>',
        "fault: the agent's superseded deployment keeps taking new sessions after a redeploy (repeatable)",
      )
        .argParser(agentName)
        .default([]),
    )
    .addOption(
      new Option(
        '--https',
        'serve https (a local CA and certificate generated into <data>/tls; prints the variables that make clients trust it)',
      ).default(false),
    )
    .helpOption('-h, --help', 'show this help')
    .configureOutput({ writeOut: (text) => void stdout.write(text), writeErr: (text) => void stderr.write(text) })
    .exitOverride()
    .showHelpAfterError(false);
}
