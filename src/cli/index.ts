export { runCli } from './program.js';
export type { CliDeps, TextSink } from './runtime.js';
export { EXIT_FAILURE, EXIT_OK, EXIT_USAGE } from './failures.js';
// main.ts reports an error that escapes runCli with the redaction of the copy of the modules that ran it (the
// secrets it learned are registered there).
export { redact } from '../api/redact/redact.js';
