import { createRequire as __agentdeckCreateRequire } from 'node:module'; const require = __agentdeckCreateRequire(import.meta.url);

// src/config/credentialsFile.ts
import { readFileSync, statSync } from "node:fs";
var ConfigFileError = class extends Error {
  constructor(message) {
    super(message);
    this.name = "ConfigFileError";
  }
};
async function readCredentialsToml(path, warn) {
  let mode;
  try {
    mode = statSync(path).mode;
  } catch (error) {
    if (error.code === "ENOENT") return null;
    throw new ConfigFileError(`${path}: cannot read (${error.code ?? "error"})`);
  }
  if ((mode & 63) !== 0 && process.platform !== "win32") {
    warn(`warning: ${path} holds credentials and is readable by group/others; fix with: chmod 600 ${path}`);
  }
  let text;
  try {
    text = readFileSync(path, "utf8");
  } catch (error) {
    throw new ConfigFileError(`${path}: cannot read (${error.code ?? "error"})`);
  }
  const { parse } = await import("./dist-DUBK24YR.js");
  try {
    return parse(text);
  } catch (error) {
    const line = error.line;
    throw new ConfigFileError(`${path}: not valid TOML${line ? ` (line ${line})` : ""}`);
  }
}
function stringField(table, key) {
  const value = table?.[key];
  return typeof value === "string" && value.trim().length > 0 ? value.trim() : void 0;
}

export {
  ConfigFileError,
  readCredentialsToml,
  stringField
};
