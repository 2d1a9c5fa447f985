export declare const SHELLS: readonly ["bash", "zsh", "fish"];
export type Shell = (typeof SHELLS)[number];
export declare const COMPLETE_COMMAND = "__complete";
/** How to install each script: lines of at most 76 columns (they are printed by `completion --help`). */
export declare const INSTALL_HINTS: Record<Shell, string[]>;
export declare function completionScript(shell: Shell, bin?: string): string;
