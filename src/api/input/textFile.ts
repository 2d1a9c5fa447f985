// Reading a file (or stdin) that should hold text: at most a fixed number of bytes are read, so `-f /dev/urandom`
// stops at the limit instead of eating memory, and bytes that are not UTF-8 text are refused by line number —
// never shown, since the file holds secrets.
import { open } from 'node:fs/promises';

/** The largest secrets file (or stdin) accepted. */
export const MAX_TEXT_FILE_BYTES = 1024 * 1024;

export type TextRead = { ok: true; text: string } | { ok: false; problem: string };

const tooLarge = (): TextRead => ({
  ok: false,
  problem: 'is over the 1 MiB limit for a secrets file; nothing was read further',
});

/** C0 controls other than tab and line breaks, DEL and C1 controls: not in a text file. */
const CONTROL = /[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]/u;

/** `bytes` as UTF-8 text (a BOM kept), or the first line that is not text. */
export function decodeText(bytes: Uint8Array): TextRead {
  if (bytes.length > MAX_TEXT_FILE_BYTES) return tooLarge();
  const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
  const lines: string[] = [];
  let start = 0;
  // A line break byte never occurs inside a multi-byte UTF-8 sequence, so lines decode one by one.
  for (let lineNo = 1; start <= bytes.length; lineNo++) {
    let end = bytes.indexOf(0x0a, start);
    if (end < 0) end = bytes.length;
    let line: string;
    try {
      line = decoder.decode(bytes.subarray(start, end));
    } catch {
      return { ok: false, problem: `line ${lineNo} is not text (not valid UTF-8)` };
    }
    const control = CONTROL.exec(line);
    if (control) {
      const code = control[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0');
      return { ok: false, problem: `line ${lineNo} is not text (control character U+${code})` };
    }
    lines.push(line);
    start = end + 1;
  }
  return { ok: true, text: lines.join('\n') };
}

/** At most MAX_TEXT_FILE_BYTES + 1 bytes of `path` (one more tells that the file is over the limit). */
export async function readLimited(path: string): Promise<Uint8Array> {
  const handle = await open(path, 'r');
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

/** A text file's content, or why it cannot be used (size, not text); file-system errors are thrown. */
export async function readTextFile(path: string): Promise<TextRead> {
  return decodeText(await readLimited(path));
}
