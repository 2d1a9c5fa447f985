import { createRequire as __agentdeckCreateRequire } from 'node:module'; const require = __agentdeckCreateRequire(import.meta.url);

// src/config/cacheFile.ts
import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
function writeCacheFile(path, data) {
  const tmp = `${path}.${process.pid}.tmp`;
  try {
    mkdirSync(dirname(path), { recursive: true, mode: 448 });
    writeFileSync(tmp, data, { mode: 384 });
    renameSync(tmp, path);
    return true;
  } catch {
    return false;
  }
}

export {
  writeCacheFile
};
