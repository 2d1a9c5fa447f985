// Holds one form's state for a component (the form engine is formModel.ts). A screen with a pure model keeps
// FormState in its reducer and calls formKey from there instead (rooms).
import type { Key } from 'ink';
import { useState } from 'react';
import { formKey, type FieldSpec, type FormAction, type FormOptions, type FormState } from './formModel.js';

export interface FormHandle {
  state: FormState;
  /** Applies one press (command: the binding table's action for it). */
  handle(
    specs: readonly FieldSpec[],
    input: string,
    key: Key,
    command: string | undefined,
    opts?: FormOptions,
  ): { action: FormAction; handled: boolean };
  /** A change outside a key press (a default that arrived, a step that cleared fields). */
  update(change: (state: FormState) => FormState): void;
}

export function useForm(initial: () => FormState): FormHandle {
  const [state, setState] = useState<FormState>(initial);
  return {
    state,
    handle(specs, input, key, command, opts) {
      const r = formKey(specs, state, input, key, command, opts);
      if (r.state !== state) setState(r.state);
      return { action: r.action, handled: r.handled };
    },
    update: setState,
  };
}
