// Which command a command line names, read before commander loads (main.ts and the program use it to load only
// what runs). Light on purpose: main.ts imports it on every start.

/** The first word that is neither an option nor the value of `-o/--organization`; undefined: the root command. */
export function commandWord(argv: readonly string[]): string | undefined {
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '-o' || arg === '--organization') i++;
    else if (!arg.startsWith('-')) return arg;
  }
  return undefined;
}

/** The top-level commands that have commands of their own. */
export const COMMAND_GROUPS = ['secrets', 'agents', 'rooms', 'recordings', 'domain', 'auth'] as const;
export type CommandGroup = (typeof COMMAND_GROUPS)[number];

/** The group a command line names (`agentdeck help secrets` too), or undefined. */
export function commandGroup(argv: readonly string[]): CommandGroup | undefined {
  let word = commandWord(argv);
  if (word === 'help') word = commandWord(argv.slice(argv.indexOf('help') + 1));
  return (COMMAND_GROUPS as readonly string[]).includes(word ?? '') ? (word as CommandGroup) : undefined;
}

/** A command line that only asks for the version: `-V`/`--version`, optionally with `--json`. */
export function versionRequest(argv: readonly string[]): { json: boolean } | undefined {
  if (argv.length === 0 || argv.length > 2) return undefined;
  if (!argv.some((a) => a === '-V' || a === '--version')) return undefined;
  if (!argv.every((a) => a === '-V' || a === '--version' || a === '--json')) return undefined;
  return { json: argv.includes('--json') };
}
