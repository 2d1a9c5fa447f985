// Editing a one-line text field from key presses (the app's fields are driven by the key router, not by
// their own useInput). The cursor stays at the end: type, Backspace, Ctrl+U (clear), Ctrl+W (word).
import type { Key } from 'ink';

export type EditResult =
  | { kind: 'change'; value: string }
  | { kind: 'submit' }
  | { kind: 'cancel' }
  | { kind: 'ignored' };

/** Printable text only: pastes may carry newlines or escape sequences, which never enter a field. */
export function printable(input: string): string {
  // eslint-disable-next-line no-control-regex
  return input.replace(/\u001b\[[0-9;?]*[ -/]*[@-~]/g, '').replace(/[\u0000-\u001f\u007f-\u009f]/g, '');
}

export function editText(value: string, input: string, key: Key): EditResult {
  if (key.return) return { kind: 'submit' };
  if (key.escape) return { kind: 'cancel' };
  if (key.backspace || key.delete) return value.length > 0 ? { kind: 'change', value: [...value].slice(0, -1).join('') } : { kind: 'ignored' };
  if (key.ctrl && input === 'u') return { kind: 'change', value: '' };
  if (key.ctrl && input === 'w') return { kind: 'change', value: value.replace(/\S+\s*$/, '') };
  if (key.ctrl || key.meta || key.tab || key.upArrow || key.downArrow || key.leftArrow || key.rightArrow) {
    return { kind: 'ignored' };
  }
  if (key.pageUp || key.pageDown || key.home || key.end) return { kind: 'ignored' };
  const text = printable(input);
  return text.length > 0 ? { kind: 'change', value: value + text } : { kind: 'ignored' };
}
