// Pure line editing for our text fields. The screen's single key handler forwards keys here, so no text
// field owns a useInput of its own (one root key router, docs/tui-practices.md §0.3).
import type { Key } from 'ink';

export interface TextState {
  value: string;
  cursor: number;
}

/** Printable part of an input chunk: a paste arrives as ONE chunk; line breaks and control characters go. */
export function printable(input: string): string {
  // eslint-disable-next-line no-control-regex
  return input.replace(/[\u0000-\u001f\u007f-\u009f]/g, '');
}

/** The edited state, or null when the key is not an editing key (Enter, Esc, Tab, ↑/↓ … are the screen's). */
export function editText(state: TextState, input: string, key: Partial<Key>): TextState | null {
  const { value } = state;
  const cursor = Math.max(0, Math.min(state.cursor, value.length));
  if (key.return || key.escape || key.tab || key.upArrow || key.downArrow || key.pageUp || key.pageDown) return null;
  // Ink 6 reports the real Backspace (0x7F) as `delete`; we treat both as "delete before the cursor".
  if (key.backspace || key.delete) {
    if (cursor === 0) return { value, cursor };
    return { value: value.slice(0, cursor - 1) + value.slice(cursor), cursor: cursor - 1 };
  }
  if (key.leftArrow) return { value, cursor: Math.max(0, cursor - 1) };
  if (key.rightArrow) return { value, cursor: Math.min(value.length, cursor + 1) };
  if (key.home) return { value, cursor: 0 };
  if (key.end) return { value, cursor: value.length };
  if (key.ctrl) {
    if (input === 'u') return { value: '', cursor: 0 };
    if (input === 'a') return { value, cursor: 0 };
    if (input === 'e') return { value, cursor: value.length };
    return null;
  }
  if (key.meta) return null;
  const text = printable(input);
  if (text.length === 0) return null;
  return { value: value.slice(0, cursor) + text + value.slice(cursor), cursor: cursor + text.length };
}
