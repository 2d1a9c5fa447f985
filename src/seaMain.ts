// The single executable's entry (scripts/sea.mjs builds it into the Node runtime, as a Node single executable
// application): runs launch.ts with the three bundles that the executable carries as assets. Their code cache is
// codeCache.ts's, as the npm package's, kept apart from it (`sea`); the emulator runs on node:sqlite (no addon
// can be loaded from inside one file).
import { dirname, join } from 'node:path';
import { getAsset } from 'node:sea';
import { launch } from './launch.js';

launch({
  read(name) {
    // No file by this name exists: the path gives the code a __filename beside the executable.
    return { path: join(dirname(process.execPath), `${name}.cjs`), bytes: Buffer.from(getAsset(`${name}.cjs`)) };
  },
  cacheTag: 'sea',
});
