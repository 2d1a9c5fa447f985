import type { CliDeps } from './runtime.js';
/** Runs one command line (`argv` without node and script). Returns the exit code; never calls process.exit. */
export declare function runCli(argv: string[], deps: CliDeps): Promise<number>;
