import { createRequire as __agentdeckCreateRequire } from 'node:module'; const require = __agentdeckCreateRequire(import.meta.url);

// src/api/textFile.ts
import { open } from "node:fs/promises";
var MAX_TEXT_FILE_BYTES = 1024 * 1024;
var tooLarge = () => ({ ok: false, problem: "is over the 1 MiB limit for a secrets file; nothing was read further" });
var CONTROL = /[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]/u;
function decodeText(bytes) {
  if (bytes.length > MAX_TEXT_FILE_BYTES) return tooLarge();
  const decoder = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });
  const lines = [];
  let start = 0;
  for (let lineNo = 1; start <= bytes.length; lineNo++) {
    let end = bytes.indexOf(10, start);
    if (end < 0) end = bytes.length;
    let line;
    try {
      line = decoder.decode(bytes.subarray(start, end));
    } catch {
      return { ok: false, problem: `line ${lineNo} is not text (not valid UTF-8)` };
    }
    const control = CONTROL.exec(line);
    if (control) {
      const code = control[0].codePointAt(0).toString(16).toUpperCase().padStart(4, "0");
      return { ok: false, problem: `line ${lineNo} is not text (control character U+${code})` };
    }
    lines.push(line);
    start = end + 1;
  }
  return { ok: true, text: lines.join("\n") };
}
async function readLimited(path) {
  const handle = await open(path, "r");
  try {
    const buffer = Buffer.alloc(MAX_TEXT_FILE_BYTES + 1);
    let filled = 0;
    while (filled < buffer.length) {
      const { bytesRead } = await handle.read(buffer, filled, buffer.length - filled, null);
      if (bytesRead === 0) break;
      filled += bytesRead;
    }
    return buffer.subarray(0, filled);
  } finally {
    await handle.close();
  }
}
async function readTextFile(path) {
  return decodeText(await readLimited(path));
}

export {
  MAX_TEXT_FILE_BYTES,
  decodeText,
  readLimited,
  readTextFile
};
