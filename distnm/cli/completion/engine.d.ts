import type { Command } from 'commander';
/** One line per candidate on the wire: `value\tdescription`; a line `:files` asks the shell for file names. */
export interface Completion {
    candidates: Array<{
        value: string;
        description?: string;
    }>;
    files: boolean;
}
export interface DynamicSources {
    /** Names of the active target's secret sets (never values). */
    sets(): Promise<string[]>;
    /** Region codes of the active target. */
    regions(): Promise<string[]>;
    /** Key names of one of the target's secret sets (never values). */
    keys(set: string): Promise<string[]>;
}
/**
 * Candidates for the last word of `words` (the command line after `agentdeck`, the word under the cursor last,
 * possibly empty). Walks the tree as commander parses: subcommand names descend, options consume their value.
 */
export declare function complete(program: Command, words: string[], sources: DynamicSources): Promise<Completion>;
/** The wire format the shell scripts read: one candidate a line, `value\tdescription`, then `:files` if asked. */
export declare function formatCompletion(completion: Completion): string;
