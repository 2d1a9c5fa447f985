// Where a key of a TOML file is, as line and column (1-based), for messages about a value the parser accepted but
// the project refuses. smol-toml gives positions only for syntax errors, so the source is scanned: table headers
// (`[a.b]`) and `key = …` lines, dotted and quoted keys included. Never returns any of the line's text.

export interface Position {
  line: number;
  column: number;
}

const HEADER = /^\s*\[\s*([^\]]+?)\s*\]\s*(?:#.*)?$/;
const KEY_LINE =
  /^(\s*)((?:[A-Za-z0-9_-]+|"(?:[^"\\]|\\.)*"|'[^']*')(?:\s*\.\s*(?:[A-Za-z0-9_-]+|"(?:[^"\\]|\\.)*"|'[^']*'))*)\s*=/;
const PART = /[A-Za-z0-9_-]+|"(?:[^"\\]|\\.)*"|'[^']*'/g;

function keyParts(text: string): string[] {
  return (text.match(PART) ?? []).map((part) => {
    if (part.startsWith('"')) {
      try {
        return JSON.parse(part) as string;
      } catch {
        return part.slice(1, -1);
      }
    }
    return part.startsWith("'") ? part.slice(1, -1) : part;
  });
}

const startsWith = (path: readonly string[], prefix: readonly string[]) =>
  prefix.length <= path.length && prefix.every((p, i) => path[i] === p);

/** The position of `path` (a key or a table) in `source`; the nearest enclosing table's when the key is not written out. */
export function locate(source: string, path: readonly string[]): Position {
  const lines = source.split(/\r?\n/);
  let table: string[] = [];
  let best: { depth: number; pos: Position } = { depth: -1, pos: { line: 1, column: 1 } };
  const consider = (full: string[], pos: Position) => {
    if (!startsWith(path, full.slice(0, Math.min(full.length, path.length)))) return;
    const depth = Math.min(full.length, path.length);
    if (depth > best.depth) best = { depth, pos };
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const header = HEADER.exec(line);
    if (header && !line.trimStart().startsWith('[[')) {
      table = keyParts(header[1]);
      consider(table, { line: i + 1, column: line.indexOf('[') + 1 });
      continue;
    }
    const key = KEY_LINE.exec(line);
    if (key) {
      const full = [...table, ...keyParts(key[2])];
      if (startsWith(full, table)) consider(full, { line: i + 1, column: key[1].length + 1 });
    }
  }
  return best.pos;
}
