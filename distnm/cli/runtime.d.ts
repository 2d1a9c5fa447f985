import type { ResolvedTarget, StartEmbeddedEmulator } from '../config/target.js';
import { Prompter, type PromptStreams } from './prompt.js';
import { type Style } from './style.js';
export interface TextSink {
    write(chunk: string): unknown;
    isTTY?: boolean;
}
export interface CliDeps {
    startEmbeddedEmulator: StartEmbeddedEmulator;
    stdout?: TextSink;
    stderr?: TextSink;
    stdin?: PromptStreams['stdin'];
    env?: NodeJS.ProcessEnv;
    /** May the CLI prompt and animate? (stdin and stderr are terminals.) Default: from the real streams. */
    isTTY?: boolean;
    /** `agentdeck` with no command on a terminal: the interactive app (injected by main; the CLI loads no Ink). */
    runInteractive?: (target: ResolvedTarget) => Promise<number>;
    /** `agentdeck emulator …` (injected by main). */
    runEmulator?: (argv: string[]) => Promise<number>;
    /** The parser of `agentdeck emulator`'s own options, for Tab (injected by main; loads no server code). */
    emulatorProgram?: () => Promise<import('commander').Command>;
    /** Injected in tests to make polling instant. */
    sleep?: (ms: number) => Promise<void>;
}
export interface CommonOptions {
    json?: boolean;
    verbose?: boolean;
    organization?: string;
}
/** Options shared by the commands that write a set (`set`, `image-pull-secret`). */
export interface WriteOptions extends CommonOptions {
    skip?: boolean;
    region?: string;
    wait?: boolean;
    waitTimeout?: number;
}
export declare class Runtime {
    readonly deps: CliDeps;
    readonly stdout: TextSink;
    readonly stderr: TextSink;
    readonly env: NodeJS.ProcessEnv;
    readonly isTTY: boolean;
    /** Keys can be read from a terminal (the interactive app also needs stdout to be one). */
    readonly stdinIsTTY: boolean;
    /** Style for stdout (tables) and for stderr (messages). */
    readonly outStyle: Style;
    readonly errStyle: Style;
    readonly prompter: Prompter;
    readonly sleep: (ms: number) => Promise<void>;
    exitCode: number;
    /** The unwrapped stdout, only for JSON already redacted value by value (text redaction could break its syntax). */
    private readonly rawStdout;
    private targetPromise;
    constructor(deps: CliDeps);
    /** Machine-readable or table output. */
    out(text: string): void;
    json(value: unknown): void;
    /** Human text (progress, previews, hints, warnings). */
    info(text: string): void;
    /** Server text made safe for one line of a terminal. */
    safe(text: string | undefined): string;
    /** Throws the "no TTY → never prompt" usage error naming the flag to pass. */
    requireInteractive(what: string, flagHint: string): void;
    target(opts: CommonOptions): Promise<ResolvedTarget>;
    /** Runs a command body, mapping what it throws to an exit code and one message. */
    run(opts: CommonOptions, body: () => Promise<number | void>): Promise<void>;
    close(): Promise<void>;
}
