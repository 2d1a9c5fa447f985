// `NODE_OPTIONS=--require …/noSqlite.cjs`: this process can load no SQLite driver — as on Node 20 after
// `npm install --ignore-scripts` (better-sqlite3 is there, its addon never built: `bindings` finds no file and
// lists the paths it tried), on a Node without node:sqlite. test/package/pack.test.ts makes that state for real.

const Module = require('node:module');

const NO_ADDON =
  'Could not locate the bindings file. Tried:\n → /nowhere/build/better_sqlite3.node\n → /nowhere/build/Release/better_sqlite3.node';
const load = Module._load;
Module._load = function withoutSqliteAddon(request, ...rest) {
  if (request === 'bindings') {
    return () => {
      throw new Error(NO_ADDON);
    };
  }
  // src/emulator/sqlite/open.ts loads the addon by its path where the install puts it (build/Release), and asks
  // `bindings` only when it is not there — as it is not after --ignore-scripts.
  if (request.endsWith('better_sqlite3.node')) throw new Error(NO_ADDON);
  return load.call(this, request, ...rest);
};

const getBuiltinModule = process.getBuiltinModule;
process.getBuiltinModule = (id) => (id === 'node:sqlite' || id === 'sqlite' ? undefined : getBuiltinModule(id));
