// Tab completion from the commander program tree: whatever commands and options are registered (by any group,
// today's or tomorrow's) are what gets completed. Pure: the set names and regions come in through `sources`.
import type { Command, Option } from 'commander';

/** One line per candidate on the wire: `value\tdescription`; a line `:files` asks the shell for file names. */
export interface Completion {
  candidates: Array<{ value: string; description?: string }>;
  files: boolean;
}

export interface DynamicSources {
  /** Names of the active target's secret sets (never values). */
  sets(): Promise<string[]>;
  /** Region codes of the active target. */
  regions(): Promise<string[]>;
  /** Key names of one of the target's secret sets (never values). */
  keys(set: string): Promise<string[]>;
  /** Names of the active target's agents. */
  agents(): Promise<string[]>;
}

type ValueKind =
  | { kind: 'choices'; values: string[] }
  | { kind: 'keys'; set: string }
  | { kind: 'sets' | 'regions' | 'agents' | 'files' | 'free' };

/** A short description for zsh/fish menus: the first sentence, without the default. */
const oneLine = (text: string | undefined): string | undefined => {
  const first = text
    ?.split('\n')[0]
    ?.replace(/\s*\(default: .*\)$/, '')
    .replace(/\t/g, ' ')
    .trim();
  if (!first) return undefined;
  const sentence = /^(.+?(?<!\be\.g|\bi\.e)\.)\s/.exec(first)?.[1] ?? first;
  return sentence.length > 70 ? `${sentence.slice(0, 67)}...` : sentence;
};

function takesValue(option: Option): boolean {
  return option.required || option.optional;
}

function optionValueKind(option: Option): ValueKind {
  if (option.argChoices && option.argChoices.length > 0) return { kind: 'choices', values: [...option.argChoices] };
  if (option.long === '--region') return { kind: 'regions' };
  if (option.long === '--uses') return { kind: 'sets' };
  if (/<(file|path|dir)[^>]*>|\[(file|path|dir)[^\]]*\]/i.test(option.flags)) return { kind: 'files' };
  return { kind: 'free' };
}

function isUnder(cmd: Command, group: string): boolean {
  for (let c: Command | null = cmd; c; c = c.parent) if (c.name() === group && c.parent) return true;
  return false;
}

/**
 * Positional `name` of a command in the `secrets` group is a set name, and a `secret_key` after it one of that
 * set's keys; `name`/`names` in the `agents` group are agent names; `file`/`path` arguments are files.
 */
function argumentValueKind(cmd: Command, positionals: readonly string[]): ValueKind {
  const args = cmd.registeredArguments;
  const index = positionals.length;
  const arg = args[index] ?? (args.at(-1)?.variadic ? args.at(-1) : undefined);
  if (!arg) return { kind: 'free' };
  if (arg.argChoices && arg.argChoices.length > 0) return { kind: 'choices', values: [...arg.argChoices] };
  const name = arg.name();
  if ((name === 'name' || name === 'names') && isUnder(cmd, 'agents')) return { kind: 'agents' };
  if (name === 'name' && isUnder(cmd, 'secrets')) return { kind: 'sets' };
  const setAt = args.findIndex((a) => a.name() === 'name');
  if (name === 'secret_key' && isUnder(cmd, 'secrets') && setAt >= 0 && positionals[setAt]) {
    return { kind: 'keys', set: positionals[setAt] };
  }
  if (/^(file|path|dir)/i.test(name)) return { kind: 'files' };
  return { kind: 'free' };
}

function findOption(cmd: Command, token: string): Option | undefined {
  const help = cmd.createHelp();
  return help.visibleOptions(cmd).find((o) => o.long === token || o.short === token);
}

function findSubcommand(cmd: Command, token: string): Command | undefined {
  return cmd.commands.find((c) => c.name() === token || c.aliases().includes(token));
}

async function valuesFor(kind: ValueKind, sources: DynamicSources): Promise<Completion> {
  switch (kind.kind) {
    case 'choices':
      return { candidates: kind.values.map((value) => ({ value })), files: false };
    case 'sets':
      return { candidates: (await sources.sets()).map((value) => ({ value })), files: false };
    case 'regions':
      return { candidates: (await sources.regions()).map((value) => ({ value })), files: false };
    case 'agents':
      return { candidates: (await sources.agents()).map((value) => ({ value })), files: false };
    case 'keys':
      return { candidates: (await sources.keys(kind.set)).map((value) => ({ value })), files: false };
    case 'files':
      return { candidates: [], files: true };
    default:
      return { candidates: [], files: false };
  }
}

function withPrefix(completion: Completion, current: string, prefix = ''): Completion {
  return {
    files: completion.files,
    candidates: completion.candidates
      .filter((c) => c.value.startsWith(current))
      .map((c) => ({ ...c, value: prefix + c.value })),
  };
}

/**
 * Candidates for the last word of `words` (the command line after `agentdeck`, the word under the cursor last,
 * possibly empty). Walks the tree as commander parses: subcommand names descend, options consume their value.
 */
export async function complete(program: Command, words: string[], sources: DynamicSources): Promise<Completion> {
  const current = words.at(-1) ?? '';
  const before = words.slice(0, -1);
  let cmd = program;
  const positionals: string[] = [];
  let pendingOption: Option | undefined;
  let optionsEnded = false;
  for (const token of before) {
    if (pendingOption) {
      pendingOption = undefined;
      continue;
    }
    if (!optionsEnded && token === '--') {
      optionsEnded = true;
      continue;
    }
    if (!optionsEnded && token.startsWith('-') && token.length > 1) {
      const option = findOption(cmd, token.split('=')[0]);
      if (option && takesValue(option) && !token.includes('=') && option.required) pendingOption = option;
      continue;
    }
    const sub = positionals.length === 0 && !optionsEnded ? findSubcommand(cmd, token) : undefined;
    if (sub) {
      cmd = sub;
      continue;
    }
    // `agentdeck help secrets <Tab>` completes like `agentdeck secrets <Tab>`.
    if (token === 'help' && positionals.length === 0 && cmd.commands.length > 0) continue;
    positionals.push(token);
  }

  if (pendingOption) return withPrefix(await valuesFor(optionValueKind(pendingOption), sources), current);

  if (!optionsEnded && current.startsWith('--') && current.includes('=')) {
    const [flag, ...rest] = current.split('=');
    const option = findOption(cmd, flag);
    if (!option || !takesValue(option)) return { candidates: [], files: false };
    const kind = optionValueKind(option);
    // The shell completes files itself from its own idea of the word; only values are spelled out here.
    if (kind.kind === 'files') return { candidates: [], files: true };
    return withPrefix(await valuesFor(kind, sources), rest.join('='), `${flag}=`);
  }

  if (!optionsEnded && current.startsWith('-')) {
    const help = cmd.createHelp();
    const candidates = help.visibleOptions(cmd).flatMap((option) => {
      const description = oneLine(option.description);
      return [option.long, option.short]
        .filter((flag): flag is string => Boolean(flag))
        .map((value) => ({ value, description }));
    });
    return withPrefix({ candidates, files: false }, current);
  }

  if (positionals.length === 0 && cmd.commands.length > 0) {
    const help = cmd.createHelp();
    const candidates = help
      .visibleCommands(cmd)
      .filter((c) => c.name() !== 'help' || cmd === program)
      .map((c) => ({ value: c.name(), description: oneLine(c.summary() || c.description()) }));
    return withPrefix({ candidates, files: false }, current);
  }

  return withPrefix(await valuesFor(argumentValueKind(cmd, positionals), sources), current);
}

/** The wire format the shell scripts read: one candidate a line, `value\tdescription`, then `:files` if asked. */
export function formatCompletion(completion: Completion): string {
  const lines = completion.candidates.map((c) => (c.description ? `${c.value}\t${c.description}` : c.value));
  if (completion.files) lines.push(':files');
  return lines.length > 0 ? `${lines.join('\n')}\n` : '';
}
