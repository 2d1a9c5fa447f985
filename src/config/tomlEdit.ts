// Edits the text of a TOML file line by line, so that comments, key order and spacing stay as they were: set or
// remove keys at the top level or in one table, add a table at the end, remove a table. smol-toml (the parser in use)
// cannot write a file back with its comments. These edits know only simple shapes; the caller checks that the edited
// text parses to exactly the table it meant, and writes that table whole otherwise (sessionFile.ts).
import { parse } from 'smol-toml';

/** A table's key path; [] is the top level. */
export type TablePath = readonly string[];
export type LineValue = string | number | bigint;

interface Segment {
  /** null: a header this editor does not follow (an array of tables). */
  path: string[] | null;
  /** The header's line; -1 for the top level. */
  header: number;
  /** First line after the header, and the line after the segment's last. */
  start: number;
  end: number;
}

const HEADER = /^\s*\[/;
const BARE_KEY = /^[A-Za-z0-9_-]+$/;

function escapeText(value: string): string {
  return JSON.stringify(value).replace(
    /[\u007f-\u009f]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

export function tomlKey(key: string): string {
  return BARE_KEY.test(key) ? key : escapeText(key);
}

/** `key = value`: strings as basic strings; an expiry as a float, as the official CLI's `toml.dump` writes it. */
export function tomlLine(key: string, value: LineValue): string {
  if (typeof value === 'string') return `${tomlKey(key)} = ${escapeText(value)}`;
  const text =
    typeof value === 'number' && Number.isInteger(value) && key === 'token_expires_at' && value !== 0
      ? `${value}.0`
      : String(value);
  return `${tomlKey(key)} = ${text}`;
}

/** The key path of a `[table]` header line; null for `[[array]]` or a line that is not a header after all. */
function headerPath(line: string): string[] | null {
  if (/^\s*\[\[/.test(line)) return null;
  let node: unknown;
  try {
    node = parse(`${line}\n`);
  } catch {
    return null;
  }
  const path: string[] = [];
  while (typeof node === 'object' && node !== null && !Array.isArray(node)) {
    const keys = Object.keys(node);
    if (keys.length !== 1) break;
    path.push(keys[0]);
    node = (node as Record<string, unknown>)[keys[0]];
  }
  return path.length > 0 ? path : null;
}

const keyLine = (key: string) => {
  const escaped = key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^\\s*(?:${escaped}|"${escaped}"|'${escaped}')\\s*=`);
};

const samePath = (a: readonly string[] | null, b: TablePath) =>
  a !== null && a.length === b.length && a.every((k, i) => k === b[i]);

export class TomlText {
  private lines: string[];
  private readonly newline: string;

  constructor(text: string) {
    this.newline = text.includes('\r\n') ? '\r\n' : '\n';
    this.lines = text.length === 0 ? [] : text.split(/\r?\n/);
    if (this.lines.length > 0 && this.lines[this.lines.length - 1] === '') this.lines.pop();
  }

  private segments(): Segment[] {
    const out: Segment[] = [];
    let current: Segment = { path: [], header: -1, start: 0, end: this.lines.length };
    this.lines.forEach((line, i) => {
      if (!HEADER.test(line)) return;
      current.end = i;
      out.push(current);
      current = { path: headerPath(line), header: i, start: i + 1, end: this.lines.length };
    });
    out.push(current);
    return out;
  }

  private find(path: TablePath): Segment | undefined {
    return this.segments().find((s) => samePath(s.path, path));
  }

  /**
   * Sets (`null`: removes) keys of the table at `path`, each on its own line. False when the table is not there as
   * a `[header]` (or the top level) or a key's value spans several lines: the caller re-serialises.
   */
  setKeys(path: TablePath, update: Readonly<Record<string, LineValue | null | undefined>>): boolean {
    for (const [key, value] of Object.entries(update)) {
      if (value === undefined) continue;
      const segment = this.find(path);
      if (!segment) return false;
      const pattern = keyLine(key);
      let index = -1;
      for (let i = segment.start; i < segment.end; i++) if (pattern.test(this.lines[i])) index = i;
      if (index !== -1) {
        const rest = this.lines[index].replace(pattern, '').trim();
        if (/^("""|'''|\[|\{)/.test(rest)) return false;
        if (value === null) this.lines.splice(index, 1);
        else this.lines[index] = tomlLine(key, value);
      } else if (value !== null) {
        // After the table's last key (before the blank lines that lead to the next table), else first.
        let insertAt = segment.start;
        for (let i = segment.start; i < segment.end; i++) if (/^\s*[^#\s]/.test(this.lines[i])) insertAt = i + 1;
        this.lines.splice(insertAt, 0, tomlLine(key, value));
      }
    }
    return true;
  }

  /** Appends `[path]` with `values` at the end of the file, after one blank line. */
  addTable(path: TablePath, values: Readonly<Record<string, LineValue>>): void {
    if (this.lines.length > 0 && this.lines[this.lines.length - 1].trim() !== '') this.lines.push('');
    this.lines.push(`[${path.map(tomlKey).join('.')}]`);
    for (const [key, value] of Object.entries(values)) this.lines.push(tomlLine(key, value));
  }

  /** Removes the `[path]` header and its lines, up to the next header; nothing when there is none. */
  removeTable(path: TablePath): void {
    const segment = this.find(path);
    if (!segment || segment.header < 0) return;
    this.lines.splice(segment.header, segment.end - segment.header);
  }

  hasTable(path: TablePath): boolean {
    return this.find(path) !== undefined;
  }

  toString(): string {
    while (this.lines.length > 0 && this.lines[this.lines.length - 1].trim() === '') this.lines.pop();
    return this.lines.length === 0 ? '' : this.lines.join(this.newline) + this.newline;
  }
}
