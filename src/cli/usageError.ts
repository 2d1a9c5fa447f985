// Commander's parse errors quote the offending argument ("unknown option '-x=…'"). An argument that is not an
// option or command name may be a mistyped KEY=value pair holding a secret, which was never registered for
// redaction because parsing stopped first: such text is described, never echoed.
const OPTION_NAME = /^--?[A-Za-z][A-Za-z0-9-]*$/;
const COMMAND_NAME = /^[A-Za-z][A-Za-z0-9_-]*$/;

export function safeUsageError(text: string): string {
  const option = /^error: unknown option '([\s\S]*)'(\n?\(Did you mean [^)]*\)\??)?\n?$/.exec(text);
  if (option) {
    const [, flag, suggestion = ''] = option;
    if (OPTION_NAME.test(flag)) return text;
    const name = flag.split('=')[0];
    if (flag.includes('=') && OPTION_NAME.test(name))
      return `error: unknown option '${name}' (its value is not shown)${suggestion}\n`;
    return (
      "error: an argument starting with '-' is not an option of this command (not shown: it may hold a secret). " +
      "A key cannot start with '-'; to pass a value starting with '-', write KEY=-value.\n"
    );
  }
  const command = /^error: unknown command '([\s\S]*)'(\n?\(Did you mean [^)]*\)\??)?\n?$/.exec(text);
  if (command && !COMMAND_NAME.test(command[1])) {
    return 'error: unknown command (the argument is not shown: it may hold a secret; see agentdeck --help)\n';
  }
  return text;
}
