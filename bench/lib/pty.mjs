// Times a command in a plain pseudo-terminal, as a user's terminal sees it: bench/lib/pty-record.py (Python's
// pty module, on every Debian/Ubuntu machine and CI image; no node-pty, no tmux) starts it and streams what it
// writes, each read timed from just before the fork; this side finds the first read after which the screen
// text (escape sequences removed) satisfies a predicate. Python's own start-up is not timed.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const RECORDER = fileURLToPath(new URL('./pty-record.py', import.meta.url));

/**
 * Splits the recorder's output into records. `buffer` may end inside a record: the complete ones come back with
 * the unread rest, to be prefixed to the next chunk.
 * @returns {{ records: Array<{ ms: number, cpu?: number, bytes: Buffer }>, rest: Buffer }}
 */
export function parseRecords(buffer) {
  const records = [];
  let at = 0;
  for (;;) {
    const newline = buffer.indexOf(0x0a, at);
    if (newline < 0) break;
    const header = buffer.subarray(at, newline).toString('latin1');
    const match = /^(\d+(?:\.\d+)?) (\d+)(?: (-?\d+(?:\.\d+)?))?$/.exec(header);
    if (!match) throw new Error(`pty recorder: malformed record header ${JSON.stringify(header.slice(0, 60))}`);
    const length = Number(match[2]);
    if (buffer.length < newline + 1 + length) break;
    const cpu = match[3] === undefined || Number(match[3]) < 0 ? undefined : Number(match[3]);
    records.push({
      ms: Number(match[1]),
      ...(cpu === undefined ? {} : { cpu }),
      bytes: buffer.subarray(newline + 1, newline + 1 + length),
    });
    at = newline + 1 + length;
  }
  return { records, rest: buffer.subarray(at) };
}

// CSI (ESC [ … final), OSC (ESC ] … BEL or ST), DCS/SOS/PM/APC strings, two-byte escapes (ESC 7, ESC =, ESC ( B),
// and the C0 controls other than line breaks and tabs.
const ESCAPES =
  /\u001B\[[0-?]*[ -/]*[@-~]|\u001B\][^\u0007\u001B]*(?:\u0007|\u001B\\)|\u001B[PX^_][^\u001B]*\u001B\\|\u001B[ -/]*[0-~]|[\u0000-\u0008\u000B-\u001A\u001C-\u001F\u007F]/g;

/** The text of terminal output with its escape sequences and control characters removed. */
export function screenText(text) {
  return text.replace(ESCAPES, '');
}

/**
 * A matcher fed the records in order. `marks` maps a name to a predicate over the screen text so far; each mark's
 * time is the ms of the record after which its predicate first held. Returns {name: ms} once every mark has
 * been seen, else undefined; with `cpu: {name: ms}` too (the command's CPU time by then) when the records carry it.
 * UTF-8 split across reads is decoded whole.
 */
export function markTimes(marks) {
  const decoder = new TextDecoder('utf-8');
  const found = {};
  const cpu = {};
  let text = '';
  return (record) => {
    text += screenText(decoder.decode(record.bytes, { stream: true }));
    for (const [name, onScreen] of Object.entries(marks)) {
      if (found[name] === undefined && onScreen(text)) {
        found[name] = record.ms;
        if (record.cpu !== undefined) cpu[name] = record.cpu;
      }
    }
    if (!Object.keys(marks).every((name) => found[name] !== undefined)) return undefined;
    return Object.keys(cpu).length === Object.keys(marks).length ? { ...found, cpu: { ...cpu } } : { ...found };
  };
}

/**
 * Runs `command args` in a new pty of `columns`×`rows` and resolves with {mark: ms} (see markTimes): the ms from
 * just before its start until each mark's predicate held (and `cpu`: {mark: ms of CPU time by then}, on Linux). Rejects (with the text seen) when the command ends or
 * `timeoutMs` passes before every mark was seen, or when python3 is missing.
 */
export function timeOnPty(command, args, { env, marks, columns = 100, rows = 30, timeoutMs = 20_000 }) {
  return new Promise((resolve, reject) => {
    const child = spawn('python3', [RECORDER, String(columns), String(rows), String(timeoutMs), command, ...args], {
      env,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    const match = markTimes(marks);
    let pending = Buffer.alloc(0);
    let seen = '';
    let found;
    let stderr = '';
    child.stdin.on('error', () => undefined); // the recorder may already have exited
    child.stderr.on('data', (d) => (stderr += d));
    child.stdout.on('data', (chunk) => {
      if (found !== undefined) return;
      const { records, rest } = parseRecords(Buffer.concat([pending, chunk]));
      pending = rest;
      for (const record of records) {
        seen += record.bytes.toString('utf8');
        found = match(record);
        if (found !== undefined) {
          child.stdin.end('\n');
          break;
        }
      }
    });
    child.on('error', (error) => {
      reject(
        error.code === 'ENOENT'
          ? new Error('python3 is needed to time the app in a pseudo-terminal (bench/lib/pty-record.py)')
          : error,
      );
    });
    child.on('close', (code) => {
      if (found !== undefined) return resolve(found);
      const what =
        code === 0
          ? `not on screen within ${timeoutMs} ms (or the command ended first)`
          : `pty recorder exited ${code}: ${stderr.slice(0, 300)}`;
      reject(new Error(`${command} ${args.join(' ')}: ${what}; screen text:\n${screenText(seen).slice(0, 1500)}`));
    });
  });
}
