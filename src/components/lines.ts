// Values that may hold line breaks (a pasted PEM or JSON key): how many lines they have, and how such a value
// is drawn on ONE row — a field never grows taller than its row, masked or revealed.

const LINE_BREAK = /\r\n|\r|\n/;

export function hasLineBreak(value: string): boolean {
  return /[\r\n]/.test(value);
}

/** Lines of text: 'a\nb' and 'a\nb\n' have 2 (a final line break ends the last line, it opens none). */
export function lineCount(value: string): number {
  const parts = value.split(LINE_BREAK);
  if (parts.length > 1 && parts[parts.length - 1] === '') parts.pop();
  return parts.length;
}

/** Shown after a value that holds line breaks, e.g. "(4 lines)"; '' for a one-line value. */
export function linesNote(value: string): string {
  if (!hasLineBreak(value)) return '';
  const n = lineCount(value);
  return `(${n} ${n === 1 ? 'line' : 'lines'})`;
}

const GLYPH: Record<string, string> = { '\n': '↵', '\r': '␍', '\t': '⇥' };

/**
 * One glyph per character (code point), so a cursor counted in characters is drawn where it is: masked, every
 * character is `mask`; revealed, a line feed is ↵, a carriage return ␍ (CRLF: ␍↵) and a tab ⇥.
 */
export function shownChars(value: string, mask: string | null): string[] {
  const chars = [...value];
  return mask === null ? chars.map((c) => GLYPH[c] ?? c) : chars.map(() => mask);
}
