// Editing a text field from key presses — the one editor every field uses (through useTextField, the form
// engine, or a screen model's reducer). A field is a value and a cursor (in characters): type or paste at the
// cursor, Backspace deletes before it (Ink 6 reports the Backspace key and Delete alike), ←/→ Home/End and
// Ctrl+A/Ctrl+E move it, Ctrl+U clears, Ctrl+W deletes the word before the cursor; Enter submits, Esc cancels.
// A `multiline` field (a secret value, a registry password) keeps the line breaks and tabs of a paste exactly;
// typing never adds one (Enter submits). A one-line field never takes a line break: the input layer refuses a
// paste of several lines before it gets here (input/keyQueue.ts), and an input with one is ignored, never joined.
import type { Key } from 'ink';

export interface FieldState {
  value: string;
  /** 0 … number of characters (code points) in value. */
  cursor: number;
}

export type FieldEdit =
  { kind: 'change'; state: FieldState } | { kind: 'submit' } | { kind: 'cancel' } | { kind: 'ignored' };

/** Printable text only: escape sequences and control characters never enter a field. */
export function printable(input: string): string {
  return input.replace(/\u001b\[[0-9;?]*[ -/]*[@-~]/g, '').replace(/[\u0000-\u001f\u007f-\u009f]/g, '');
}

/** Printable text with its line breaks (LF, CRLF) and tabs, for a field whose value may span lines. */
function printableLines(input: string): string {
  return input
    .replace(/\u001b\[[0-9;?]*[ -/]*[@-~]/g, '')
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g, '');
}

export interface EditOptions {
  /** The value may hold line breaks (a pasted PEM or JSON key). */
  multiline?: boolean;
}

export function fieldAtEnd(value: string): FieldState {
  return { value, cursor: [...value].length };
}

const change = (chars: string[], cursor: number): FieldEdit => ({
  kind: 'change',
  state: { value: chars.join(''), cursor: Math.min(Math.max(0, cursor), chars.length) },
});

export function editField(state: FieldState, input: string, key: Key, opts: EditOptions = {}): FieldEdit {
  const chars = [...state.value];
  const at = Math.min(Math.max(0, state.cursor), chars.length);
  if (key.return) return { kind: 'submit' };
  if (key.escape) return { kind: 'cancel' };
  if (key.backspace || key.delete) {
    return at > 0 ? change([...chars.slice(0, at - 1), ...chars.slice(at)], at - 1) : { kind: 'ignored' };
  }
  if (key.leftArrow) return at > 0 ? change(chars, at - 1) : { kind: 'ignored' };
  if (key.rightArrow) return at < chars.length ? change(chars, at + 1) : { kind: 'ignored' };
  if (key.home || (key.ctrl && input === 'a')) return change(chars, 0);
  if (key.end || (key.ctrl && input === 'e')) return change(chars, chars.length);
  if (key.ctrl && input === 'u') return change([], 0);
  if (key.ctrl && input === 'w') {
    const before = chars
      .slice(0, at)
      .join('')
      .replace(/\S+\s*$/, '');
    const kept = [...before];
    return change([...kept, ...chars.slice(at)], kept.length);
  }
  if (key.ctrl || key.meta || key.tab || key.upArrow || key.downArrow || key.pageUp || key.pageDown) {
    return { kind: 'ignored' };
  }
  if (!opts.multiline && /[\r\n]/.test(input)) return { kind: 'ignored' };
  const text = [...(opts.multiline ? printableLines(input) : printable(input))];
  return text.length > 0
    ? change([...chars.slice(0, at), ...text, ...chars.slice(at)], at + text.length)
    : { kind: 'ignored' };
}
