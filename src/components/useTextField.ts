// The text-field hook: owns one field's value, cursor and reveal state, and applies key presses to it with
// editField (`multiline`: a paste keeps its line breaks). Render it with <TextField {...field.props} …/>.
// A screen whose fields live in a pure model (the rooms forms) calls editField from its reducer instead.
import type { Key } from 'ink';
import { useState } from 'react';
import { editField, fieldAtEnd, type FieldState } from './textEdit.js';

export interface TextFieldHandle {
  value: string;
  cursor: number;
  revealed: boolean;
  /** Applies one press: 'change' (value or cursor moved), 'submit', 'cancel' or 'ignored'. */
  handle(input: string, key: Key): 'change' | 'submit' | 'cancel' | 'ignored';
  /** Show or hide a masked value (the screen's `reveal` binding). */
  toggleReveal(): void;
  set(value: string): void;
  /** Empty value, hidden again. */
  reset(value?: string): void;
  /** For <TextField>. */
  props: { value: string; cursor: number; revealed: boolean };
}

export function useTextField(
  initial = '',
  opts: { onChange?(value: string): void; multiline?: boolean } = {},
): TextFieldHandle {
  const [state, setState] = useState<FieldState>(() => fieldAtEnd(initial));
  const [revealed, setRevealed] = useState(false);
  return {
    value: state.value,
    cursor: state.cursor,
    revealed,
    handle(input, key) {
      const r = editField(state, input, key, { multiline: opts.multiline === true });
      if (r.kind === 'change') {
        setState(r.state);
        if (r.state.value !== state.value) opts.onChange?.(r.state.value);
      }
      return r.kind;
    },
    toggleReveal() {
      setRevealed((v) => !v);
    },
    set(value) {
      setState(fieldAtEnd(value));
    },
    reset(value = '') {
      setState(fieldAtEnd(value));
      setRevealed(false);
    },
    props: { value: state.value, cursor: state.cursor, revealed },
  };
}
