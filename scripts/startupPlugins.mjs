// esbuild plugins for the bundled bin that defer work a dependency does at load time but a command rarely
// needs; each was measured in the start-up bench (`node --cpu-prof` of `secrets list --json`).
// - @sindresorhus/is (got's type checks) builds two Intl.ListFormat objects at module scope, for error messages
//   only. The first Intl object loads ICU's locale data: ≈ 10–40 ms, the largest single cost of loading got.
//   They are built on first use instead.
// - commander requires node:child_process at load, for executable subcommands (which agentdeck has none of);
//   loading it pulls in dgram, net's child-process pieces and more (≈ 5 ms). It is required on first use instead
//   (lazyRequire).
// - yoga-layout (Ink's layout engine) loads its WebAssembly from a base64 data: URL with `fetch` whenever fetch
//   exists, as it does in Node ≥ 18: that loads Node's whole fetch implementation (undici) for one decode,
//   ≈ 20–50 ms of the app's first frame. It is decoded with Buffer instead (also ≈ 20× faster than its own
//   atob loop), the same bytes without fetch — and compiled and instantiated synchronously (yogaSync), so that
//   yoga-layout's top-level `await` goes and the app can be a CommonJS bundle with a code cache (bundle.mjs).
// - Ink's reconciler awaits an import of React DevTools at the top level when DEV=true; react-devtools-core is
//   never installed with the package, so that import only ever failed (and the app with it: it then read a
//   package.json the bundle does not have). It is left out: DEV=true changes nothing.
// - string-width builds its RGI_Emoji expression on first use of an emoji (stringWidthLazyEmoji, below).
// - got loads node:tls, node:https and node:crypto at load, for https: URLs and a diagnostics id (gotLazyTls,
//   gotRequestIdWithoutCrypto, below).
// - fastify (the emulator) requires node:https, node:dns and node:perf_hooks at load (lazyHttpsAndDnsInFastify,
//   fastifyClockWithoutPerfHooks, below).
// - fastify (the emulator) requires node:http2 at load, for servers the emulator never starts (lazyHttp2InFastify).
// - fastify's plugin checks and find-my-way require node:assert at load, for options a caller got wrong
//   (lazyAssertInRouter, below), and semver to check a plugin's declared fastify version (lazySemverInFastify).
// - better-sqlite3's JavaScript is bundled into the emulator (betterSqlite3InBundle); only its addon is loaded
//   from node_modules.
// A dependency update that changes what a rewrite matches fails the build rather than silently undoing the saving.
import { readFileSync, realpathSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

const LAZY_LIST_FORMAT = `
function __lazyListFormat(locale, options) {
  let formatter;
  return { format: (list) => (formatter ??= new Intl.ListFormat(locale, options)).format(list) };
}
`;

export const lazyIntlListFormat = {
  name: 'lazy-intl-list-format',
  setup(build) {
    build.onLoad({ filter: /[\\/]@sindresorhus[\\/]is[\\/]distribution[\\/]index\.js$/ }, async ({ path }) => {
      const source = await readFile(path, 'utf8');
      const count = source.split('new Intl.ListFormat(').length - 1;
      if (count === 0)
        throw new Error(`${path}: no module-scope Intl.ListFormat left to defer; update scripts/startupPlugins.mjs`);
      return {
        contents: source.replaceAll('new Intl.ListFormat(', '__lazyListFormat(') + LAZY_LIST_FORMAT,
        loader: 'js',
      };
    });
  },
};

/**
 * `require(module)` in files matching `importer` gets a stand-in that requires the real module on its first
 * property access. Only for modules the importer keeps as one object and uses inside functions.
 */
export function lazyRequire(name, { module, importer }) {
  const exact = new RegExp(`^${escapeRegExp(module)}$`);
  return {
    name,
    setup(build) {
      build.onResolve({ filter: exact }, (args) =>
        args.kind === 'require-call' && importer.test(args.importer)
          ? { path: module, namespace: name, pluginData: { resolveDir: args.resolveDir } }
          : undefined,
      );
      build.onLoad({ filter: /.*/, namespace: name }, ({ path, pluginData }) => ({
        contents: `let real;\nmodule.exports = new Proxy({}, { get: (_target, key) => (real ??= require(${JSON.stringify(path)}))[key] });\n`,
        loader: 'js',
        resolveDir: pluginData.resolveDir,
      }));
    },
  };
}

export const lazyChildProcessInCommander = lazyRequire('lazy-child-process-in-commander', {
  module: 'node:child_process',
  importer: /[\\/]node_modules[\\/]commander[\\/]/,
});

// fastify requires node:http2 at load for its `http2: true` servers, which the emulator never starts: loading it
// (its core, compat and util modules) cost ≈ 20 % of a bare `node -e 0` on Node 20, on every command that starts the
// embedded emulator. It is required on first use instead.
export const lazyHttp2InFastify = lazyRequire('lazy-http2-in-fastify', {
  module: 'node:http2',
  importer: /[\\/]node_modules[\\/]fastify[\\/]lib[\\/]server\.js$/,
});

// fastify's plugin checks require semver at load (≈ 1–2 ms: its module builds some forty regular expressions and
// parses a few ranges) to compare a plugin's declared fastify version; the emulator registers no plugin that
// declares one, so semver is required on first use instead.
export const lazySemverInFastify = lazyRequire('lazy-semver-in-fastify', {
  module: 'semver',
  importer: /[\\/]node_modules[\\/]fastify[\\/]lib[\\/]plugin-utils\.js$/,
});

// fastify's server.js also requires node:https (for https servers: the emulator's --https mode only) and node:dns
// (to bind every address of a listen host given by name; the emulator binds an address): ≈ 2.3 and 1.1 ms of every
// command that starts the embedded emulator. Both are required on first use instead.
export const lazyHttpsAndDnsInFastify = ['https', 'dns'].map((name) =>
  lazyRequire(`lazy-${name}-in-fastify`, {
    module: `node:${name}`,
    importer: /[\\/]node_modules[\\/]fastify[\\/]lib[\\/]server\.js$/,
  }),
);

// fastify's plugin-utils.js and find-my-way (its router) require node:assert at load, and only ever call it as
// `assert(condition, message)`, on options a caller got wrong: loading node:assert (its error class, diff printer
// and call tracker) is ≈ 2 ms of every command that starts the embedded emulator. They get a function that requires
// node:assert only when a condition fails, and throws what it throws. An importer that calls anything else on it
// (`assert.equal`) fails the build.
const ASSERT_IMPORTERS =
  /[\\/]node_modules[\\/](fastify[\\/]lib[\\/]plugin-utils|find-my-way[\\/](index|lib[\\/]constrainer|lib[\\/]strategies[\\/]accept-(host|version)))\.js$/;

export const lazyAssertInRouter = {
  name: 'lazy-assert-in-router',
  setup(build) {
    build.onResolve({ filter: /^(node:)?assert$/ }, (args) => {
      if (!ASSERT_IMPORTERS.test(args.importer)) return undefined;
      if (/\bassert\s*\.\s*\w/.test(readFileSync(args.importer, 'utf8')))
        throw new Error(`${args.importer}: calls a method of node:assert; update scripts/startupPlugins.mjs`);
      return { path: 'node:assert', namespace: 'lazy-assert-in-router' };
    });
    build.onLoad({ filter: /.*/, namespace: 'lazy-assert-in-router' }, () => ({
      contents:
        "module.exports = function assert(value, message) {\n  if (!value) require('node:assert')(value, message);\n};\n",
      loader: 'js',
    }));
  },
};

/** Replaces each `[from, to]` in the file matching `filter`, failing the build when one no longer matches. */
function rewrite(name, filter, replacements) {
  return {
    name,
    setup(build) {
      build.onLoad({ filter }, async ({ path }) => {
        let source = await readFile(path, 'utf8');
        for (const [from, to] of replacements) {
          if (!source.includes(from))
            throw new Error(
              `${path}: ${JSON.stringify(from.slice(0, 60))} not found; update scripts/startupPlugins.mjs`,
            );
          source = source.replace(from, () => to); // a function: `$'` and `$&` in `to` are not patterns
        }
        return { contents: source, loader: 'js' };
      });
    },
  };
}

export const yogaWithoutFetch = rewrite(
  'yoga-without-fetch',
  /[\\/]yoga-layout[\\/]dist[\\/]binaries[\\/]yoga-wasm-base64-esm\.js$/,
  [
    // Emscripten's loader: `wasmBinary || typeof fetch != 'function' ? <sync decode> : fetch(<data: URL>)`.
    ['return w||"function"!=typeof fetch?', 'return!0?'],
    // The sync decode: atob, then one charCodeAt per byte.
    [
      'var b=xa(a.slice(37)),c=new Uint8Array(b.length);for(a=0;a<b.length;++a)c[a]=b.charCodeAt(a);var d=c',
      'var d=new Uint8Array(Buffer.from(a.slice(37),"base64"))',
    ],
    // Emscripten's createWasm: compiled and instantiated here and now (the module is ≈ 90 KB; Node sets no size
    // limit on a synchronous compile), then handed to its own success callback `a`, so the runtime is ready when
    // loadYoga returns.
    [
      'if(h.instantiateWasm)try{',
      'if(!0)return a(new WebAssembly.Instance(new WebAssembly.Module(wa()),d)),{};if(h.instantiateWasm)try{',
    ],
  ],
);

// yoga-layout's entry awaits loadYoga()'s promise at the top level. With the loader above, the module object given
// to loadYoga is ready when it returns: the entry takes that instead of awaiting, and fails loudly if it is not.
export const yogaSync = rewrite('yoga-sync', /[\\/]yoga-layout[\\/]dist[\\/]src[\\/]index\.js$/, [
  [
    'wrapAssembly(await loadYoga())',
    'wrapAssembly(((m) => { loadYoga(m); if (!m.calledRun) throw new Error("yoga-layout did not load synchronously"); return m; })({}))',
  ],
]);

// fastify times every reply (reply.elapsedTime) with perf_hooks' performance.now(): loading perf_hooks (its
// performance timeline, histograms, event-loop utilisation) cost ≈ 3 ms of every embedded emulator's first request.
// process.hrtime gives the same monotonic milliseconds (only differences of two readings are ever used).
export const fastifyClockWithoutPerfHooks = rewrite(
  'fastify-clock-without-perf-hooks',
  /[\\/]fastify[\\/]lib[\\/]logger-factory\.js$/,
  [
    [
      "const { performance } = require('node:perf_hooks')",
      'const performance = { now: () => Number(process.hrtime.bigint()) / 1e6 }',
    ],
  ],
);

// got loads node:tls and node:https at load (options.js: tls's checkServerIdentity as a default, https.request for
// https: URLs when no request function is given — agentdeck always gives one, src/api/http/nativeRequest.ts) and
// node:crypto for one randomUUID per request, an id only published on got's diagnostics channels (agentdeck
// subscribes to none). Loading the three and OpenSSL's random pool cost ≈ 3–5 ms of every command against an
// http: target (the local emulator). tls and https are now loaded on first use; the request id is a per-process
// counter, unique as before within the process, which is all a diagnostics subscriber can correlate anyway.
export const gotLazyTls = rewrite('got-lazy-tls', /[\\/]got[\\/]dist[\\/]source[\\/]core[\\/]options\.js$/, [
  [
    "import { checkServerIdentity } from 'node:tls';",
    "const checkServerIdentity = (hostname, certificate) => process.getBuiltinModule('node:tls').checkServerIdentity(hostname, certificate);",
  ],
  [
    "import https from 'node:https';",
    "const https = { get request() { return process.getBuiltinModule('node:https').request; } };",
  ],
]);
export const gotRequestIdWithoutCrypto = rewrite(
  'got-request-id-without-crypto',
  /[\\/]got[\\/]dist[\\/]source[\\/]core[\\/]diagnostics-channel\.js$/,
  [
    ["import { randomUUID } from 'node:crypto';", 'let requestCount = 0;'],
    ['return randomUUID();', 'return `got-${process.pid}-${++requestCount}`;'],
  ],
);

// Ink's two top-level awaits, both only when DEV=true (see the top of this file).
export const inkWithoutDevtools = rewrite('ink-without-devtools', /[\\/]ink[\\/]build[\\/]reconciler\.js$/, [
  ["await import('./devtools.js');", ';'],
  ['? await loadPackageJson()', '? { name: undefined, version: undefined }'],
]);

// string-width 8 (Ink's text measuring) builds /^\p{RGI_Emoji}$/v at load: V8 expands the property of strings into
// every emoji sequence, ≈ 18 ms of CPU before the first frame, yet it is only ever tested against one grapheme
// cluster of text that is not plain ASCII. Checked over every code point (alone, with VS16, as a keycap, with each
// skin tone) and every flag pair: every RGI emoji has a code point with the Emoji property, and one made of a single
// code point has Emoji_Presentation. So a cheap test on those properties answers the clusters that cannot be one
// (the app's own · … › ● ⠋, but also ✔ ✖ ⚠, which are emoji only with VS16), and the big expression is built when a
// cluster first might be one. (The top-level copy, Ink's; wrap-ansi keeps an older string-width of its own,
// without this expression. esbuild names files by their real path.)
const STRING_WIDTH = realpathSync(fileURLToPath(new URL('../node_modules/string-width/index.js', import.meta.url)));
export const stringWidthLazyEmoji = rewrite('string-width-lazy-emoji', new RegExp(`^${escapeRegExp(STRING_WIDTH)}$`), [
  [
    'const rgiEmojiRegex = /^\\p{RGI_Emoji}$/v;',
    `let rgiEmojiRegex;
const emojiCodePointRegex = /\\p{Emoji}/u;
const emojiPresentationRegex = /\\p{Emoji_Presentation}/u;
function mayBeRgiEmoji(segment) {
	const single = segment.length === 1 || (segment.length === 2 && segment.codePointAt(0) > 0xFF_FF);
	return (single ? emojiPresentationRegex : emojiCodePointRegex).test(segment)
		&& (rgiEmojiRegex ??= new RegExp('^\\\\p{RGI_Emoji}$', 'v')).test(segment);
}`,
  ],
  ['rgiEmojiRegex.test(segment)', 'mayBeRgiEmoji(segment)'],
]);

// find-my-way (fastify's router) generates a function with `new Function` for every route it registers: a params
// object builder and a constraint matcher per handler, a prefix matcher per static node — 279 for the routes a
// `secrets` command's embedded emulator registers (≈ 3 ms), and generated code is never in the bundle's code cache.
// A request reaches only a few of them, and the constraint matchers never (no route has constraints). Each is now
// generated on its first call, the same text with the same arguments and `this`.
export const findMyWayLazyCompile = [
  rewrite('find-my-way-lazy-node', /[\\/]find-my-way[\\/]lib[\\/]node\.js$/, [
    [
      "return new Function('path', 'i', `'use strict'\\nreturn ${lines.join(' && ')}`) // eslint-disable-line",
      "const body = `'use strict'\\nreturn ${lines.join(' && ')}`; let compiled\n  return function matchPrefix (path, i) { return (compiled ??= new Function('path', 'i', body))(path, i) }",
    ],
  ]),
  rewrite('find-my-way-lazy-handlers', /[\\/]find-my-way[\\/]lib[\\/]handler-storage\.js$/, [
    [
      "return new Function('NullObject', fnBody.join('\\n'))(NullObject)  // eslint-disable-line",
      "const body = fnBody.join('\\n'); let compiled\n    return function _createParamsObject (p0, p1, p2, p3, extra) { return (compiled ??= new Function('NullObject', body)(NullObject))(p0, p1, p2, p3, extra) }",
    ],
    [
      "this._getHandlerMatchingConstraints = new Function('derivedConstraints', lines.join('\\n')) // eslint-disable-line",
      "const body = lines.join('\\n'); let compiled\n    this._getHandlerMatchingConstraints = function (derivedConstraints) { return (compiled ??= new Function('derivedConstraints', body)).call(this, derivedConstraints) }",
    ],
  ]),
];

// better-sqlite3's JavaScript inside the emulator's bundle, so it runs from the bundle's code cache: from
// node_modules it was ≈ 13 files through Node's CommonJS loader, compiled at every start. The build replaces
// src/emulator/sqlite/betterSqlite3Js.ts (which says more) with a module that requires the package — bundled,
// with better-sqlite3 no longer external — and names the version bundled: the JavaScript runs only with an
// installed addon of that version (sqlite/open.ts), and the installed package's JavaScript runs otherwise. The
// bundled code never requires `bindings` (open.ts hands it the addon), which stays external.
const BETTER_SQLITE3_VERSION = JSON.parse(
  readFileSync(new URL('../node_modules/better-sqlite3/package.json', import.meta.url), 'utf8'),
).version;
export const betterSqlite3InBundle = {
  name: 'better-sqlite3-in-bundle',
  setup(build) {
    build.onLoad({ filter: /[\\/]src[\\/]emulator[\\/]sqlite[\\/]betterSqlite3Js\.ts$/ }, () => ({
      contents: `import { createRequire } from 'node:module';
export const bundledVersion = ${JSON.stringify(BETTER_SQLITE3_VERSION)};
export function bundledDatabase() { return require('better-sqlite3'); }
export function installedDatabase() { return createRequire(import.meta.url)('better-sqlite3'); }
`,
      loader: 'js',
    }));
  },
};
