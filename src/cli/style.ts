import { SET_STATUS_GLYPHS } from '../api/words/glyphs.js';
import type { SecretSetStatus } from '../api/models.js';

export interface Style {
  bold(text: string): string;
  dim(text: string): string;
  green(text: string): string;
  yellow(text: string): string;
  red(text: string): string;
}

const wrap = (open: number, close: number) => (text: string) => `\u001b[${open}m${text}\u001b[${close}m`;

export const PLAIN: Style = { bold: (t) => t, dim: (t) => t, green: (t) => t, yellow: (t) => t, red: (t) => t };
export const ANSI: Style = {
  bold: wrap(1, 22),
  dim: wrap(2, 22),
  green: wrap(32, 39),
  yellow: wrap(33, 39),
  red: wrap(31, 39),
};

/** Colour only on a terminal, never with NO_COLOR (any non-empty value), FORCE_COLOR=0 or TERM=dumb. */
export function colorEnabled(env: NodeJS.ProcessEnv, isTTY: boolean): boolean {
  if (env.NO_COLOR) return false;
  if (env.TERM === 'dumb' && env.FORCE_COLOR === undefined) return false;
  if (env.FORCE_COLOR === '0' || env.FORCE_COLOR === 'false') return false;
  return isTTY;
}

/** Status is glyph + word, never colour alone. */
export function statusText(status: string, style: Style): string {
  const glyph = SET_STATUS_GLYPHS[status as SecretSetStatus];
  if (!glyph) return `? ${status || 'unknown'}`;
  const text = `${glyph} ${status}`;
  if (status === 'ready') return style.green(text);
  if (status === 'pending') return style.yellow(text);
  return style.red(text);
}

/**
 * The largest of `floor` and `measure(item)` for every item. A loop, never `Math.max(...list)`: spreading a whole list
 * into arguments overflows the stack from about 120,000 items (`secrets list` died at 130,000 sets).
 */
export function maxOf<T>(items: Iterable<T>, measure: (item: T) => number, floor = 0): number {
  let max = floor;
  for (const item of items) {
    const value = measure(item);
    if (value > max) max = value;
  }
  return max;
}

const ANSI_RE = /\u001b\[[0-9;]*m/g;
/** Characters on screen: colour codes left out, a character outside the BMP counted once (no array per call). */
export function visibleLength(text: string): number {
  const plain = text.includes('\u001b') ? text.replace(ANSI_RE, '') : text;
  let count = 0;
  for (let i = 0; i < plain.length; i++) {
    const unit = plain.charCodeAt(i);
    if (unit < 0xdc00 || unit > 0xdfff) count++; // a low surrogate completes the character before it
  }
  return count;
}

/** Left-aligned columns separated by two spaces; `notes[i]` is printed, indented, under row i. */
export function renderTable(
  headers: string[],
  rows: string[][],
  style: Style,
  notes: Array<string | undefined> = [],
): string {
  return [...tableChunks(headers, rows, style, notes)].join('');
}

/**
 * The same table in pieces of at most `linesPerChunk` lines (each ending in a line break), for a list too long to
 * print as one string (a million sets).
 */
export function* tableChunks(
  headers: string[],
  rows: readonly string[][],
  style: Style,
  notes: ReadonlyArray<string | undefined> = [],
  linesPerChunk = 1000,
): Generator<string> {
  const widths = headers.map((h, c) => maxOf(rows, (r) => visibleLength(r[c] ?? ''), visibleLength(h)));
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, c) => (c === cells.length - 1 ? cell : cell + ' '.repeat(widths[c] - visibleLength(cell))))
      .join('  ')
      .trimEnd();
  let chunk = `${style.bold(line(headers))}\n`;
  let lines = 1;
  for (let i = 0; i < rows.length; i++) {
    chunk += `${line(rows[i])}\n`;
    const note = notes[i];
    if (note) chunk += `  ↳ ${note}\n`;
    if (++lines >= linesPerChunk) {
      yield chunk;
      chunk = '';
      lines = 0;
    }
  }
  if (chunk !== '') yield chunk;
}
