// `agentdeck completion bash|zsh|fish` prints the shell's script; `agentdeck __complete WORD…` (run by those
// scripts on Tab, hidden) prints the candidates. Both read the same program tree the command line parses.
import { Argument } from 'commander';
import { complete, formatCompletion } from '../completion/engine.js';
import { COMPLETE_COMMAND, INSTALL_HINTS, SHELLS, completionScript } from '../completion/scripts.js';
export { COMPLETE_COMMAND };
export function register(program, rt) {
    program
        .command('completion')
        .description('Prints the shell completion script for bash, zsh or fish (commands, options, set names).')
        .addArgument(new Argument('<shell>', 'bash, zsh or fish.').choices(SHELLS))
        .addHelpText('after', `\nInstall:\n${SHELLS.map((shell) => `  ${shell}:\n${INSTALL_HINTS[shell].map((line) => `    ${line}`).join('\n')}`).join('\n')}\n` +
        '\nSet names and regions come from the active target, cached\nfor a minute; offline, Tab offers none and prints nothing.')
        .action((shell) => {
        rt.out(completionScript(shell));
    });
}
/** The words after `agentdeck __complete`, the word under the cursor last; never fails, never prints to stderr. */
export async function runComplete(program, words, rt) {
    try {
        const { dynamicSources } = await import('../completion/dynamic.js');
        const sources = dynamicSources({
            env: rt.env,
            organization: organizationIn(words),
            startEmbeddedEmulator: rt.deps.startEmbeddedEmulator,
        });
        // `agentdeck emulator --<Tab>`: the emulator parses its own options (the CLI's `emulator` passes them on).
        const emulator = words[0] === 'emulator' && words.length > 1 ? await rt.deps.emulatorProgram?.() : undefined;
        const [tree, completed] = emulator ? [emulator, words.slice(1)] : [program, words.length > 0 ? words : ['']];
        rt.stdout.write(formatCompletion(await complete(tree, completed, sources)));
    }
    catch {
        // Tab must never print an error into the user's command line.
    }
    return 0;
}
function organizationIn(words) {
    for (let i = 0; i < words.length - 1; i++) {
        const word = words[i];
        if ((word === '-o' || word === '--organization') && i + 1 < words.length - 1)
            return words[i + 1];
        if (word.startsWith('--organization='))
            return word.slice('--organization='.length);
    }
    return undefined;
}
