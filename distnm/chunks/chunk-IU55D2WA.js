import { createRequire as __agentdeckCreateRequire } from 'node:module'; const require = __agentdeckCreateRequire(import.meta.url);
import {
  ConfigFileError
} from "./chunk-X6UWKNGN.js";

// src/config/sessionFile.ts
import { randomBytes } from "node:crypto";
import {
  closeSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
  writeSync,
  constants as fsConstants
} from "node:fs";
import { dirname, join } from "node:path";
function errnoCode(error) {
  return error.code ?? "error";
}
function readSessionText(path) {
  try {
    return readFileSync(path, "utf8");
  } catch (error) {
    if (errnoCode(error) === "ENOENT") return null;
    throw new ConfigFileError(`${path}: cannot read (${errnoCode(error)})`);
  }
}
async function parseSession(path, text) {
  if (text === null) return {};
  const { parse } = await import("./dist-DUBK24YR.js");
  let table;
  try {
    table = parse(text);
  } catch (error) {
    const line = error.line;
    throw new ConfigFileError(`${path}: not valid TOML${line ? ` (line ${line})` : ""}`);
  }
  const str = (key) => typeof table[key] === "string" && table[key].trim() !== "" ? table[key].trim() : void 0;
  const expiry = table.token_expires_at;
  const expiresAt = typeof expiry === "number" ? expiry : typeof expiry === "bigint" ? Number(expiry) : void 0;
  return {
    ...str("token") ? { token: str("token") } : {},
    ...str("org") ? { org: str("org") } : {},
    ...str("refresh_token") ? { refreshToken: str("refresh_token") } : {},
    ...expiresAt !== void 0 ? { expiresAt } : {}
  };
}
async function readSession(path) {
  return parseSession(path, readSessionText(path));
}
function tomlLine(key, value) {
  if (typeof value === "number") {
    const text = Number.isInteger(value) && key === "token_expires_at" && value !== 0 ? `${value}.0` : String(value);
    return `${key} = ${text}`;
  }
  return `${key} = ${JSON.stringify(value).replace(/[\u007f-\u009f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`)}`;
}
var TABLE_HEADER = /^\s*\[/;
var keyLine = (key) => new RegExp(`^\\s*(?:${key}|"${key}"|'${key}')\\s*=`);
function editTopLevelKeys(text, update) {
  const newline = text.includes("\r\n") ? "\r\n" : "\n";
  const lines = text.length === 0 ? [] : text.split(/\r?\n/);
  const trailingNewline = text.length === 0 || /\r?\n$/.test(text);
  if (trailingNewline && lines.length > 0 && lines[lines.length - 1] === "") lines.pop();
  let topEnd = lines.findIndex((line) => TABLE_HEADER.test(line));
  if (topEnd === -1) topEnd = lines.length;
  for (const [key, value] of Object.entries(update)) {
    if (value === void 0) continue;
    const index = lines.slice(0, topEnd).findIndex((line) => keyLine(key).test(line));
    if (index !== -1) {
      const rest = lines[index].replace(keyLine(key), "").trim();
      if (rest.startsWith('"""') || rest.startsWith("'''") || rest.startsWith("[") || rest.startsWith("{")) return null;
      if (value === null) {
        lines.splice(index, 1);
        topEnd--;
      } else {
        lines[index] = tomlLine(key, value);
      }
    } else if (value !== null) {
      let insertAt = 0;
      for (let i = 0; i < topEnd; i++) if (/^\s*[^#\s]/.test(lines[i])) insertAt = i + 1;
      lines.splice(insertAt, 0, tomlLine(key, value));
      topEnd++;
    }
  }
  return lines.length === 0 ? "" : lines.join(newline) + newline;
}
function writeFileAtomic(path, text) {
  const dir = dirname(path);
  try {
    mkdirSync(dir, { recursive: true, mode: 448 });
  } catch (error) {
    throw new ConfigFileError(`${dir}: cannot create (${errnoCode(error)})`);
  }
  const temp = join(dir, `.pipecatcloud_${randomBytes(6).toString("hex")}.tmp`);
  let fd;
  try {
    fd = openSync(temp, fsConstants.O_CREAT | fsConstants.O_EXCL | fsConstants.O_WRONLY, 384);
    writeSync(fd, text);
    fsyncSync(fd);
    closeSync(fd);
    fd = void 0;
    renameSync(temp, path);
  } catch (error) {
    if (fd !== void 0) closeSync(fd);
    try {
      unlinkSync(temp);
    } catch {
    }
    throw new ConfigFileError(`${path}: cannot write (${errnoCode(error)})`);
  }
  try {
    const dirFd = openSync(dir, "r");
    fsyncSync(dirFd);
    closeSync(dirFd);
  } catch {
  }
}
async function updateSessionFile(path, update) {
  const text = readSessionText(path) ?? "";
  let next = editTopLevelKeys(text, update);
  if (next !== null) {
    const { parse } = await import("./dist-DUBK24YR.js");
    try {
      const table = parse(next);
      for (const [key, value] of Object.entries(update)) {
        if (value === void 0) continue;
        const got = typeof table[key] === "bigint" ? Number(table[key]) : table[key];
        if (value === null ? key in table : got !== value) next = null;
      }
    } catch {
      next = null;
    }
  }
  if (next === null) {
    const { parse, stringify } = await import("./dist-DUBK24YR.js");
    const table = text.trim() === "" ? {} : parse(text);
    for (const [key, value] of Object.entries(update)) {
      if (value === null) delete table[key];
      else if (value !== void 0) table[key] = value;
    }
    next = `${stringify(table)}
`;
  }
  writeFileAtomic(path, next);
}
async function withFileLock(path, body, opts = {}) {
  const lockPath = `${path}.lock`;
  const timeoutMs = opts.timeoutMs ?? 1e4;
  const staleMs = opts.staleMs ?? 3e4;
  const deadline = Date.now() + timeoutMs;
  let held = false;
  try {
    mkdirSync(dirname(path), { recursive: true, mode: 448 });
  } catch {
  }
  while (!held) {
    try {
      const fd = openSync(lockPath, fsConstants.O_CREAT | fsConstants.O_EXCL | fsConstants.O_WRONLY, 384);
      writeSync(fd, `${process.pid}
`);
      closeSync(fd);
      held = true;
    } catch (error) {
      if (errnoCode(error) !== "EEXIST") break;
      try {
        if (Date.now() - statSync(lockPath).mtimeMs > staleMs) unlinkSync(lockPath);
      } catch {
      }
      if (Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
  try {
    return await body();
  } finally {
    if (held) {
      try {
        unlinkSync(lockPath);
      } catch {
      }
    }
  }
}

export {
  readSession,
  updateSessionFile,
  withFileLock
};
