// Node's own CommonJS wrapper, so a bundle sees exactly what a required file would. scripts/bundle.mjs writes it
// around dist/cli.cjs, app.cjs and emulator.cjs; src/codeCache.ts runs those files as they are, and wraps any
// other text it is given.
export const WRAPPER_START = '(function (exports, require, module, __filename, __dirname) {';
export const WRAPPER_END = '\n})';
