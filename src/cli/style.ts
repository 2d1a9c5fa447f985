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
export const ANSI: Style = { bold: wrap(1, 22), dim: wrap(2, 22), green: wrap(32, 39), yellow: wrap(33, 39), red: wrap(31, 39) };

/** Colour only on a terminal, never with NO_COLOR (any non-empty value), FORCE_COLOR=0 or TERM=dumb. */
export function colorEnabled(env: NodeJS.ProcessEnv, isTTY: boolean): boolean {
  if (env.NO_COLOR) return false;
  if (env.TERM === 'dumb' && env.FORCE_COLOR === undefined) return false;
  if (env.FORCE_COLOR === '0' || env.FORCE_COLOR === 'false') return false;
  return isTTY;
}

const STATUS_GLYPHS: Record<SecretSetStatus, string> = { ready: '●', pending: '◌', failed: '✖' };

/** Status is glyph + word, never colour alone. */
export function statusText(status: string, style: Style): string {
  const glyph = STATUS_GLYPHS[status as SecretSetStatus];
  if (!glyph) return `? ${status || 'unknown'}`;
  const text = `${glyph} ${status}`;
  if (status === 'ready') return style.green(text);
  if (status === 'pending') return style.yellow(text);
  return style.red(text);
}

const ANSI_RE = /\u001b\[[0-9;]*m/g;
export function visibleLength(text: string): number {
  return [...text.replace(ANSI_RE, '')].length;
}

/** Left-aligned columns separated by two spaces; `notes[i]` is printed, indented, under row i. */
export function renderTable(headers: string[], rows: string[][], style: Style, notes: Array<string | undefined> = []): string {
  const widths = headers.map((h, c) => Math.max(visibleLength(h), ...rows.map((r) => visibleLength(r[c] ?? ''))));
  const line = (cells: string[]) =>
    cells
      .map((cell, c) => (c === cells.length - 1 ? cell : cell + ' '.repeat(widths[c] - visibleLength(cell))))
      .join('  ')
      .trimEnd();
  const out = [style.bold(line(headers))];
  rows.forEach((row, i) => {
    out.push(line(row));
    const note = notes[i];
    if (note) out.push(`  ↳ ${note}`);
  });
  return `${out.join('\n')}\n`;
}
