// esbuild plugins for the bundled bin that defer work a dependency does at load time but a command rarely
// needs; each was measured in the start-up bench (`node --cpu-prof` of `secrets list --json`).
// - @sindresorhus/is (got's type checks) builds two Intl.ListFormat objects at module scope, for error messages
//   only. The first Intl object loads ICU's locale data: ≈ 10–40 ms, the largest single cost of loading got.
//   They are built on first use instead.
// - commander requires node:child_process at load, for executable subcommands (which agentdeck has none of);
//   loading it pulls in dgram, net's child-process pieces and more (≈ 5 ms). It is required on first use instead
//   (lazyRequire). (Deferring fastify's semver the same way showed no difference in A/B runs.)
// - yoga-layout (Ink's layout engine) loads its WebAssembly from a base64 data: URL with `fetch` whenever fetch
//   exists, as it does in Node ≥ 18: that loads Node's whole fetch implementation (undici) for one decode,
//   ≈ 20–50 ms of the app's first frame. It is decoded with Buffer instead (also ≈ 20× faster than its own
//   atob loop), the same bytes without fetch.
// A dependency update that changes what a rewrite matches fails the build rather than silently undoing the saving.
import { readFile } from 'node:fs/promises';

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
      if (count === 0) throw new Error(`${path}: no module-scope Intl.ListFormat left to defer; update scripts/startupPlugins.mjs`);
      return { contents: source.replaceAll('new Intl.ListFormat(', '__lazyListFormat(') + LAZY_LIST_FORMAT, loader: 'js' };
    });
  },
};

/**
 * `require(module)` in files matching `importer` gets a stand-in that requires the real module on its first
 * property access. Only for modules the importer keeps as one object and uses inside functions.
 */
export function lazyRequire(name, { module, importer }) {
  const exact = new RegExp(`^${module.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`);
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

/** Replaces each `[from, to]` in the file matching `filter`, failing the build when one no longer matches. */
function rewrite(name, filter, replacements) {
  return {
    name,
    setup(build) {
      build.onLoad({ filter }, async ({ path }) => {
        let source = await readFile(path, 'utf8');
        for (const [from, to] of replacements) {
          if (!source.includes(from)) throw new Error(`${path}: ${JSON.stringify(from.slice(0, 60))} not found; update scripts/startupPlugins.mjs`);
          source = source.replace(from, to);
        }
        return { contents: source, loader: 'js' };
      });
    },
  };
}

export const yogaWithoutFetch = rewrite('yoga-without-fetch', /[\\/]yoga-layout[\\/]dist[\\/]binaries[\\/]yoga-wasm-base64-esm\.js$/, [
  // Emscripten's loader: `wasmBinary || typeof fetch != 'function' ? <sync decode> : fetch(<data: URL>)`.
  ['return w||"function"!=typeof fetch?', 'return!0?'],
  // The sync decode: atob, then one charCodeAt per byte.
  [
    'var b=xa(a.slice(37)),c=new Uint8Array(b.length);for(a=0;a<b.length;++a)c[a]=b.charCodeAt(a);var d=c',
    'var d=new Uint8Array(Buffer.from(a.slice(37),"base64"))',
  ],
]);
