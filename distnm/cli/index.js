export { runCli } from './program.js';
export { EXIT_FAILURE, EXIT_OK, EXIT_USAGE } from './failures.js';
