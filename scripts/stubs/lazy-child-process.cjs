// node:child_process for commander in the bundled bin, loaded on first use (see scripts/startupPlugins.mjs).
let childProcess;
module.exports = new Proxy(
  {},
  {
    get: (_target, key) => (childProcess ??= require('node:child_process'))[key],
  },
);
