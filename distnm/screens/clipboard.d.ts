export interface ClipboardEnv {
    TMUX?: string;
    TERM?: string;
}
export declare function osc52Sequence(text: string, env?: ClipboardEnv): string;
/** What to tell the user after a copy: OSC 52 is fire-and-forget, the terminal never confirms it. */
export declare function clipboardNote(env?: ClipboardEnv): string;
export type ClipboardWriter = (sequence: string) => void;
export declare const writeToTerminal: ClipboardWriter;
export declare function copyToClipboard(text: string, write?: ClipboardWriter, env?: ClipboardEnv): void;
