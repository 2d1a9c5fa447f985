// Bundles the `agentdeck` bin (dist/main.cjs and the CommonJS bundles it runs) after tsc has emitted dist/.
// Why: loading got, commander, ink and react as hundreds of separate modules cost more than the work a CLI
// command does; bundles whose modules are evaluated only when used (a command line never evaluates React/Ink,
// the emulator loads only for `emulator` or the embedded fallback) and React's production build keep start-up
// close to bare node.
// The library entry (dist/api/index.js, beside tsc's .d.ts files) is bundled too: the package installs no
// dependency but SQLite's (package.json), so what the library imports (got, p-map) must be inside it.
import { chmodSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { ownTextPieces } from './ownText.mjs';
// tsc's output of src/bundleWrapper.ts (the build runs tsc first): one text for the build and the loader.
import { WRAPPER_END, WRAPPER_START } from '../dist/bundleWrapper.js';
import {
  betterSqlite3InBundle,
  fastifyClockWithoutPerfHooks,
  findMyWayLazyCompile,
  inkWithoutDevtools,
  gotLazyTls,
  gotRequestIdWithoutCrypto,
  lazyAssertInRouter,
  lazyChildProcessInCommander,
  lazyHttp2InFastify,
  lazyHttpsAndDnsInFastify,
  lazyIntlListFormat,
  lazySemverInFastify,
  stringWidthLazyEmoji,
  yogaSync,
  yogaWithoutFetch,
} from './startupPlugins.mjs';

// Every bin build's: each rewrites a dependency only where that dependency is bundled.
const plugins = [
  lazyIntlListFormat,
  gotLazyTls,
  gotRequestIdWithoutCrypto,
  lazyChildProcessInCommander,
  lazyHttp2InFastify,
  ...lazyHttpsAndDnsInFastify,
  fastifyClockWithoutPerfHooks,
  lazyAssertInRouter,
  lazySemverInFastify,
  yogaWithoutFetch,
  yogaSync,
  inkWithoutDevtools,
  stringWidthLazyEmoji,
  ...findMyWayLazyCompile,
];

// Compiled into src/api/http/version.ts (saves reading package.json at every start).
const VERSION = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).version;

const STUBS = ['http2-wrapper', 'cacheable-request', 'cacheable-lookup'];
const stub = (name) => fileURLToPath(new URL(`./stubs/${name}.mjs`, import.meta.url));

// The bin was an ES module with chunks until 2026-11 (dist/main.js, dist/chunks/): an old build's are removed.
rmSync(fileURLToPath(new URL('../dist/chunks', import.meta.url)), { recursive: true, force: true });

// Shared by every build. better-sqlite3 (its native addon is loaded from node_modules; the CommonJS bundles hold
// its JavaScript, below) and ink's optional devtools hook (never installed). Fastify's schema compilers, its
// inject() helper and its logger (pino): the emulator declares no schemas (src/emulator/schemaCompilers.ts),
// never injects and logs only when a test asks, so these stay out of its bundle. The package does not install them
// (fastify is a devDependency): the bin must never require them (test/cli/startupLoads.test.ts), and better-sqlite3
// (with `bindings`) is the one external an installed package has.
const external = [
  'better-sqlite3',
  'react-devtools-core',
  '@fastify/ajv-compiler',
  '@fastify/fast-json-stringify-compiler',
  'light-my-request',
  'pino',
];
// agentdeck's own fixed text, which redaction never eats (src/api/redact/ownText.ts), compiled in as one string; the tests,
// which run from src/, read the same list from dist/own-text.json (test/setup.ts).
const OWN_TEXT = ownTextPieces(fileURLToPath(new URL('../src', import.meta.url)));
mkdirSync(fileURLToPath(new URL('../dist', import.meta.url)), { recursive: true });
writeFileSync(new URL('../dist/own-text.json', import.meta.url), `${JSON.stringify(OWN_TEXT)}\n`);
const define = {
  'process.env.NODE_ENV': '"production"',
  AGENTDECK_VERSION: JSON.stringify(VERSION),
  AGENTDECK_OWN_TEXT: JSON.stringify(OWN_TEXT.join('\u0000')),
};
const cjsOptions = {
  bundle: true,
  format: 'cjs',
  platform: 'node',
  target: 'node20',
  minify: true,
  legalComments: 'linked',
  // better-sqlite3's JavaScript is bundled (betterSqlite3InBundle), its addon finder is not.
  external: [...external.filter((name) => name !== 'better-sqlite3'), 'bindings'],
  define: { ...define, 'import.meta.url': '__agentdeckFileUrl' },
  banner: { js: "const __agentdeckFileUrl = require('node:url').pathToFileURL(__filename).href;" },
  // got's http2, HTTP-cache and DNS-cache dependencies, never used here (see scripts/stubs/unused.mjs).
  alias: Object.fromEntries(STUBS.map((name) => [name, stub(name)])),
  plugins: [...plugins, betterSqlite3InBundle],
  logLevel: 'warning',
};

// The bin: dist/main.cjs (src/main.ts), small, run by Node's own CommonJS loader. CommonJS because an ES module
// entry starts Node's ES module loader and gives every built-in it imports a module facade: ≈ 8–15 % of a bare
// `node -e 0` on Node 20, on every command (bench/startup-ab.mjs). What main.ts imports with import() (the
// emulator's options, for Tab completion) is inside it, evaluated only when used.
await build({ ...cjsOptions, entryPoints: { main: 'src/main.ts' }, outdir: 'dist', outExtension: { '.js': '.cjs' } });
chmodSync(fileURLToPath(new URL('../dist/main.cjs', import.meta.url)), 0o755);
// `node dist/main.js`, as a checkout ran the bin until then (docs, scripts, tests): the bin, by way of one
// ES module. Not packed (package.json "files").
const MAIN_JS = `#!/usr/bin/env node
// Runs the bin, dist/main.cjs (written by scripts/bundle.mjs; the package's bin is that file).
import { createRequire } from 'node:module';
createRequire(import.meta.url)('./main.cjs');
`;
const mainJs = fileURLToPath(new URL('../dist/main.js', import.meta.url));
writeFileSync(mainJs, MAIN_JS);
chmodSync(mainJs, 0o755); // tsc wrote this file first, without the executable bit

// The command line, the app and the emulator as one CommonJS file each, which main.ts runs with a V8 code cache
// (src/codeCache.ts; node:vm can cache a script's code but not an ES module's, and Node 20 has no compile cache).
// One file instead of dozens of ES module files (≈ 1 ms each to load on Node 20), its modules still evaluated
// only when used (esbuild keeps what is imported with import() lazy). dist/cli.cjs: every command line but the
// interactive app. dist/app.cjs (src/appBundle.ts): the command line with the app, for a root command on a
// terminal; Ink and yoga-layout wait on promises at the top level, which CommonJS cannot, so startupPlugins.mjs
// makes both synchronous. dist/emulator.cjs: the `emulator` command and the embedded emulator.
for (const [name, entry] of [
  ['cli', 'src/cli/index.ts'],
  ['app', 'src/appBundle.ts'],
  ['emulator', 'src/emulator/index.ts'],
]) {
  await build({
    ...cjsOptions,
    entryPoints: { [name]: entry },
    outdir: 'dist',
    outExtension: { '.js': '.cjs' },
    // dist/<name>.cjs.map, not packed: test/helpers/evaluatedSources.ts maps V8's coverage of a run back to the
    // source files whose code ran (no module loads are left to watch in one file).
    sourcemap: 'external',
    // The command line's and the emulator's files are already the function codeCache.ts runs (Node's CommonJS
    // wrapper around the module), so their text is handed to V8 as read: wrapping it at run time made a second copy
    // of the whole source (interleaved, 2 × 12 rounds: a command 7–8 ms faster). Not the app's: its first frame
    // measured slower that way (3 interleaved runs, 9–19 ms; not explained), so codeCache.ts wraps app.cjs at run
    // time as before. Only codeCache.ts runs these files, never require().
    ...(name === 'app'
      ? {}
      : { banner: { js: `${WRAPPER_START}${cjsOptions.banner.js}` }, footer: { js: WRAPPER_END } }),
  });
}

// The library: `import { SecretsClient } from 'agentdeck-cli'` loads dist/api/index.js, tsc's per-module output
// until here. One ES module with got and p-map inside (the package installs neither), the same got stand-ins as
// the bin (the library's clients never turn http2 or the caches on); not minified, so its stack traces read.
// Replaces tsc's index.js; tsc's other .js files under dist/api/ are not packed (package.json "files").
await build({
  entryPoints: { 'api/index': 'src/api/index.ts' },
  outdir: 'dist',
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  define: { AGENTDECK_VERSION: JSON.stringify(VERSION), AGENTDECK_OWN_TEXT: define.AGENTDECK_OWN_TEXT },
  banner: {
    js: "import { createRequire as __agentdeckCreateRequire } from 'node:module'; const require = __agentdeckCreateRequire(import.meta.url);",
  },
  alias: Object.fromEntries(STUBS.map((name) => [name, stub(name)])),
  plugins: [lazyIntlListFormat],
  logLevel: 'warning',
});
