// Option factories shared by the commands, with help text in the seed's words and defaults spelled out, and the
// one rule for an option given twice (refuseRepeatedValues).
import { Help, InvalidArgumentError, Option, type Command } from 'commander';

export function withDefault(description: string, defaultText: string): string {
  return `${description} (default: ${defaultText})`;
}

/** An option whose help ends with its default when it has one. */
export const described = (flags: string, description: string, defaultText?: string) =>
  new Option(flags, defaultText === undefined ? description : withDefault(description, defaultText));

export const organizationOption = (description = 'Organization to act on.') =>
  new Option('-o, --organization <org>', withDefault(description, 'current organization from configuration')).argParser(
    notEmpty('-o/--organization', 'the current organization'),
  );

/** `-r` with the help's default spelled out; an empty value is refused rather than read as "the default". */
export const regionOption = (description: string, defaultText: string, whenLeftOut = defaultText) =>
  new Option('-r, --region <region>', withDefault(description, defaultText)).argParser(
    notEmpty('-r/--region', whenLeftOut),
  );

/** A value that must not be empty: `-r ''` (an unset variable in a script) would otherwise mean the default. */
export function notEmpty(flag: string, whenLeftOut: string) {
  return (raw: string): string => {
    if (raw.trim() === '')
      throw new InvalidArgumentError(`${flag}: must not be empty (leave the option out for ${whenLeftOut})`);
    return raw;
  };
}

export const skipOption = () => new Option('-s, --skip', withDefault('Skip confirmations.', 'false'));

export const waitOptions = (cmd: Command) =>
  cmd
    .addOption(
      new Option('--wait', withDefault('Poll until the set is ready or failed; exit 1 when it failed.', 'false')),
    )
    .addOption(
      new Option('--wait-timeout <seconds>', withDefault('Longest time --wait polls.', '300')).argParser(
        positiveNumber('--wait-timeout'),
      ),
    );

export const ROLLOUT_HELP =
  'After the write, redeploy every agent that uses the set, one at a time, and follow each until it is ready on its new ' +
  'deployment (exit 1 naming each one that is not). Ctrl+C stops starting new redeploys; `agents redeploy --uses NAME` ' +
  'continues (more options there: --parallel, --keep-going, --timeout). Once an agent is ready, its old deployment is ' +
  'followed until no session is left on it (--drain-timeout, --no-drain).';

/** Default shown for --drain-timeout (the rule: api/rollout/drain.ts defaultDrainTimeoutMs). */
export const DRAIN_TIMEOUT_DEFAULT_TEXT = "the agent's max session duration + 30 s, at most 3600";

/**
 * --drain-timeout and --no-drain, on `agents redeploy` and on the secrets commands' --rollout. `withRollout`: the
 * command redeploys only with --rollout, and either option without it is a usage error (silently ignored, it
 * would let a script believe it followed the drain).
 */
export const drainOptions = (cmd: Command, { withRollout = true } = {}) => {
  if (withRollout)
    cmd.hook('preAction', (command) => {
      const opts = command.opts<{ rollout?: boolean; drain?: boolean; drainTimeout?: number }>();
      if (opts.rollout) return;
      const given =
        opts.drainTimeout !== undefined ? '--drain-timeout' : opts.drain === false ? '--no-drain' : undefined;
      if (given)
        command.error(
          `error: ${given} is for --rollout (how long the rollout follows the sessions on an old deployment); add --rollout or leave it out. Nothing was written`,
          { exitCode: 2, code: 'agentdeck.drainWithoutRollout' },
        );
    });
  return cmd
    .addOption(
      new Option(
        '--drain-timeout <seconds>',
        withDefault(
          'After an agent is ready, the longest wait for the sessions on its old deployment to end; then it is reported "ready, still draining" (exit 1).',
          DRAIN_TIMEOUT_DEFAULT_TEXT,
        ),
      ).argParser(nonNegativeNumber('--drain-timeout', 86_400)),
    )
    .addOption(
      new Option(
        '--no-drain',
        'Ready is the end: do not follow the sessions on the old deployment (exit 0 once ready).',
      ),
    );
};

/** Longest time one command spends retrying (waits and retried attempts), after its first attempt failed. */
export const RETRY_BUDGET_SECONDS = 60;

export const RETRY_HELP =
  'Network: each HTTP attempt waits up to AGENTDECK_TIMEOUT seconds (default 10). Answered 5xx/429 are retried up to ' +
  '4 times (a Retry-After wait, shown on a terminal, is capped at 30 s), unreachable hosts twice, POSTs only on 429; ' +
  `one command retries for at most ${RETRY_BUDGET_SECONDS} s in total. A write whose answer never came is re-read ` +
  'and reported as applied, not applied or unknown.';

/** --json and --verbose on every command. */
export function addCommonOptions(cmd: Command): Command {
  return cmd
    .addOption(new Option('--json', 'Machine-readable JSON on stdout; human messages go to stderr.'))
    .addOption(new Option('--verbose', 'Say on stderr where the command talks to (never a key).'));
}

/** The retry policy, once, at the end of the root's help (not repeated on every command's; the README has it too). */
export function addNetworkHelp(root: Command): Command {
  return root.addHelpText('after', ({ command, error }) => {
    const output = command.configureOutput();
    const width = (error ? output.getErrHelpWidth?.() : output.getOutHelpWidth?.()) ?? 80;
    return `\n${new Help().boxWrap(RETRY_HELP, width)}`;
  });
}

export function positiveInteger(flag: string) {
  return (raw: string): number => {
    if (!/^\d+$/.test(raw.trim()) || Number(raw) <= 0)
      throw new InvalidArgumentError(`${flag}: must be a positive whole number`);
    return Number(raw);
  };
}

export function nonNegativeInteger(flag: string) {
  return (raw: string): number => {
    if (!/^\d+$/.test(raw.trim())) throw new InvalidArgumentError(`${flag}: must be a whole number ≥ 0`);
    return Number(raw);
  };
}

/** A number of seconds from 0 to `max` (0: look once, do not wait). */
export function nonNegativeNumber(flag: string, max: number) {
  return (raw: string): number => {
    const value = Number(raw);
    if (raw.trim() === '' || !Number.isFinite(value) || value < 0 || value > max)
      throw new InvalidArgumentError(`${flag}: must be a number of seconds from 0 to ${max}`);
    return value;
  };
}

export function positiveNumber(flag: string) {
  return (raw: string): number => {
    const value = Number(raw);
    if (raw.trim() === '' || !Number.isFinite(value) || value <= 0)
      throw new InvalidArgumentError(`${flag}: must be a number > 0`);
    return value;
  };
}

/** Unix timestamp in whole seconds (not milliseconds, no fraction: `1.5` is not silently cut to 1). */
export function unixSeconds(flag: string) {
  return (raw: string): number => {
    const value = Number(raw);
    if (raw.trim() === '' || !Number.isFinite(value) || value <= 0)
      throw new InvalidArgumentError(`${flag}: must be a Unix timestamp in seconds`);
    if (value > 1e11) throw new InvalidArgumentError(`${flag}: must be a Unix timestamp in seconds, not milliseconds`);
    if (!/^\s*\d+\s*$/.test(raw))
      throw new InvalidArgumentError(`${flag}: must be a Unix timestamp in whole seconds (no fraction or exponent)`);
    return value;
  };
}

export function jsonObject(flag: string) {
  return (raw: string): Record<string, unknown> => {
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch {
      throw new InvalidArgumentError(`${flag}: must be a JSON object, e.g. '{"canSend":true}'`);
    }
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
      throw new InvalidArgumentError(`${flag}: must be a JSON object, e.g. '{"canSend":true}'`);
    }
    return value as Record<string, unknown>;
  };
}

/** Options whose every occurrence counts (`--unset a --unset b`); any other option takes one value. */
const REPEATABLE = new WeakSet<Option>();

const collect = (value: string, previous: string[] = []): string[] => {
  previous.push(value);
  return previous;
};

/** An option given once per value, collected into a list (the only options that may be repeated). */
export function repeatable(option: Option): Option {
  REPEATABLE.add(option);
  return option.argParser(collect);
}

const flagName = (option: Option): string =>
  option.short && option.long ? `${option.short}/${option.long}` : (option.long ?? option.flags);

/**
 * Every option that takes one value, on `root` and every command under it: a second, different value is a usage
 * error (exit 2), not a silent replacement of the first (`-f a.env -f b.env` used to send b.env alone). The same
 * value twice is accepted, as for an option given both before and after the command (rootOptions.ts). Values are
 * not shown: one may be a secret typed in the wrong place.
 */
export function refuseRepeatedValues(root: Command): void {
  const commands = [root];
  for (let i = 0; i < commands.length; i++) {
    const command = commands[i];
    commands.push(...command.commands);
    for (const option of command.options) {
      if (!(option.required || option.optional) || option.variadic || REPEATABLE.has(option)) continue;
      let first: string | undefined;
      command.on(`option:${option.name()}`, (value: unknown) => {
        const text = String(value);
        if (first === undefined) first = text;
        else if (text !== first) {
          command.error(
            `error: ${flagName(option)} given twice with different values: it takes one, and the second would replace the first (the values are not shown); give it once`,
            { exitCode: 2, code: 'agentdeck.repeatedOption' },
          );
        }
      });
    }
  }
}
