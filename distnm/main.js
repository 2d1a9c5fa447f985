#!/usr/bin/env node
import { createRequire as __agentdeckCreateRequire } from 'node:module'; const require = __agentdeckCreateRequire(import.meta.url);
import {
  writeCacheFile
} from "./chunks/chunk-UJ2YOHBG.js";
import {
  agentdeckCacheDir
} from "./chunks/chunk-GFMKCGGO.js";
import "./chunks/chunk-SJQH257H.js";

// src/main.ts
import * as nodeModule from "node:module";
import { join as join2 } from "node:path";

// src/codeCache.ts
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { basename, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { Script } from "node:vm";
function cachePrefix(file) {
  return `${basename(file)}-${process.version}-${process.arch}-`;
}
function loadBundle(file, cacheDir) {
  const path = fileURLToPath(file);
  const bytes = readFileSync(path);
  const source = bytes.toString("utf8");
  const cachePath = cacheDir === void 0 ? void 0 : join(cacheDir, `${cachePrefix(path)}${sha256(bytes).toString("hex").slice(0, 16)}.v8`);
  const cachedData = cachePath === void 0 ? void 0 : readCache(cachePath);
  const script = new Script(`(function (exports, require, module, __filename, __dirname) {${source}
})`, {
    filename: path,
    cachedData
  });
  const cacheUsed = cachedData !== void 0 && !script.cachedDataRejected;
  const module = { exports: {} };
  script.runInThisContext()(module.exports, createRequire(path), module, path, dirname(path));
  let saved = cacheUsed;
  return {
    exports: module.exports,
    cacheUsed,
    saveCache() {
      if (saved || cachePath === void 0) return;
      saved = true;
      const data = script.createCachedData();
      if (writeCacheFile(cachePath, Buffer.concat([sha256(data), data]))) removeOtherBuilds(cachePath, cachePrefix(path));
    }
  };
}
var DIGEST_BYTES = 32;
function sha256(data) {
  return createHash("sha256").update(data).digest();
}
function readCache(cachePath) {
  try {
    const file = readFileSync(cachePath);
    const data = file.subarray(DIGEST_BYTES);
    return file.length > DIGEST_BYTES && sha256(data).equals(file.subarray(0, DIGEST_BYTES)) ? data : void 0;
  } catch {
    return void 0;
  }
}
function removeOtherBuilds(kept, prefix) {
  try {
    for (const name of readdirSync(dirname(kept))) {
      if (name.startsWith(prefix) && name.endsWith(".v8") && name !== basename(kept)) rmSync(join(dirname(kept), name), { force: true });
    }
  } catch {
  }
}

// src/screens/firstList.ts
function withFirstListRequested(secrets) {
  let early = secrets.listSecretSets();
  early.catch(() => void 0);
  return new Proxy(secrets, {
    get(target, key) {
      if (key === "listSecretSets") {
        return (opts) => {
          const answer = opts === void 0 ? early : void 0;
          early = void 0;
          return answer ?? target.listSecretSets(opts);
        };
      }
      const value = Reflect.get(target, key, target);
      return typeof value === "function" ? value.bind(target) : value;
    }
  });
}

// src/main.ts
nodeModule.enableCompileCache?.();
if (process.env.NO_COLOR && process.env.FORCE_COLOR === void 0) process.env.FORCE_COLOR = "0";
process.stdout.on("error", (error) => {
  if (error.code === "EPIPE") process.exit(process.exitCode ?? 0);
  throw error;
});
var emulatorModule;
function loadEmulator() {
  if (emulatorModule) return emulatorModule;
  const cacheDir = process.env.AGENTDECK_CODE_CACHE === "0" ? void 0 : join2(agentdeckCacheDir(process.env), "code");
  const bundle = loadBundle(new URL("./emulator.cjs", import.meta.url), cacheDir);
  process.once("exit", () => bundle.saveCache());
  return emulatorModule = bundle.exports;
}
async function startEmbeddedEmulator({ dataDir }) {
  return loadEmulator().startEmulator({ dataDir, host: "127.0.0.1", port: 0 });
}
async function runEmulator(argv) {
  await loadEmulator().runEmulatorCommand(argv);
  return typeof process.exitCode === "number" ? process.exitCode : 0;
}
async function main(argv) {
  if (argv[0] === "emulator") return runEmulator(argv.slice(1));
  const { runCli } = await import("./chunks/cli-BF4BK5XK.js");
  return runCli(argv, {
    startEmbeddedEmulator,
    runEmulator,
    emulatorProgram: async () => (await import("./chunks/options-EDBETHNS.js")).buildEmulatorProgram(process.env, process.stdout, process.stderr),
    runInteractive: async (target) => {
      const secrets = withFirstListRequested(target.secrets);
      const { runApp } = await import("./chunks/runApp-UTJ3YDUO.js");
      const appTarget = (t) => ({ secrets: t.secrets, getRooms: () => t.getRooms(), target: t, agents: t.agents });
      const { forOrganization, listOrganizations } = target;
      await runApp({
        ...appTarget(target),
        secrets,
        ...forOrganization && listOrganizations ? {
          organizations: {
            current: target.org,
            list: () => listOrganizations(),
            open: async (org) => appTarget(await forOrganization(org))
          }
        } : {}
      });
      return 0;
    }
  });
}
main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
    process.stdout.write("", () => process.exit(code));
  },
  async (error) => {
    const { redact } = await import("./chunks/redact-G5RI3KFY.js");
    process.stderr.write(redact(`error: ${error instanceof Error ? error.message : String(error)}
`));
    process.exit(1);
  }
);
