#!/usr/bin/env node
// The npm package's bin: runs launch.ts with the bundles that are files beside it (dist/cli.cjs, dist/app.cjs,
// dist/emulator.cjs). Built as dist/main.cjs (scripts/bundle.mjs: a CommonJS entry starts faster than an ES module
// one). The single executable's entry is seaMain.ts.
import { readFileSync } from 'node:fs';
import * as nodeModule from 'node:module';
import { fileURLToPath } from 'node:url';
import { launch } from './launch.js';

// Node ≥ 22.1 keeps compiled code of what Node's module loader loads after this on disk between runs (the bundles
// run through node:vm with a code cache of their own, codeCache.ts; what is left is an installed better-sqlite3's
// JavaScript, sqlite/betterSqlite3Js.ts). Node 20 has no such cache. NODE_DISABLE_COMPILE_CACHE=1 turns it off.
(nodeModule as { enableCompileCache?: () => unknown }).enableCompileCache?.();

launch({
  read(name) {
    const path = fileURLToPath(new URL(`./${name}.cjs`, import.meta.url));
    return { path, bytes: readFileSync(path) };
  },
});
