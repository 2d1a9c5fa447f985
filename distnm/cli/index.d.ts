export { runCli } from './program.js';
export type { CliDeps, TextSink } from './runtime.js';
export { EXIT_FAILURE, EXIT_OK, EXIT_USAGE } from './failures.js';
