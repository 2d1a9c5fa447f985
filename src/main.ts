#!/usr/bin/env node
// The npm package's bin: runs launch.ts with the bundles that are files beside it (dist/cli.cjs, dist/app.cjs,
// dist/emulator.cjs). The single executable's entry is seaMain.ts.
import { readFileSync } from 'node:fs';
import * as nodeModule from 'node:module';
import { fileURLToPath } from 'node:url';
import { launch } from './launch.js';

// Node ≥ 22.1 keeps compiled code of the chunks on disk between runs (start-up is a benchmark); the chunks are
// imported below, after this. Node 20 has no such cache. NODE_DISABLE_COMPILE_CACHE=1 turns it off.
(nodeModule as { enableCompileCache?: () => unknown }).enableCompileCache?.();

launch({
  read(name) {
    const path = fileURLToPath(new URL(`./${name}.cjs`, import.meta.url));
    return { path, bytes: readFileSync(path) };
  },
});
