// Bundles the `agentdeck` bin (dist/main.js) after tsc has emitted dist/.
// Why: loading got, commander, ink and react as hundreds of separate modules cost more than the work a CLI
// command does; one bundle with lazily loaded chunks (the CLI path never loads React/Ink, the emulator loads
// only for `emulator` or the embedded fallback) and React's production build keep start-up close to bare node.
// The library entry (dist/api/index.js) stays tsc's per-module output.
import { build } from 'esbuild';

await build({
  entryPoints: { main: 'src/main.ts' },
  outdir: 'dist',
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  minify: true,
  legalComments: 'linked',
  // Native addon (loaded from node_modules) and ink's optional devtools hook (never installed).
  external: ['better-sqlite3', 'react-devtools-core'],
  define: { 'process.env.NODE_ENV': '"production"' },
  // Bundled CommonJS dependencies call require() for Node built-ins; ESM has none, so give each chunk one.
  banner: {
    js: "import { createRequire as __agentdeckCreateRequire } from 'node:module'; const require = __agentdeckCreateRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
