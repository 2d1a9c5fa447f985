// A list's `/` filter field (the list-screen piece's: useListScreen.ts), on the set list, Agents and Environments: Enter
// keeps the filter and goes back to the list, Esc clears it, ↑/↓ move the selection while typing, every other key
// edits the field.
import type { Key } from 'ink';
import type { TextFieldHandle } from '../../components/useTextField.js';
import { matchBinding } from '../keymap.js';

export interface FilterKeyEffects {
  /** Back to the list (the filter stays). */
  close(): void;
  /** Empty the filter (then close). */
  clear(): void;
  /** Move the selection by one row. */
  move(by: -1 | 1): void;
}

export type FilterScope = 'setsFilter' | 'agentsFilter' | 'environmentsFilter';

export function handleFilterKey(
  field: TextFieldHandle,
  scope: FilterScope,
  input: string,
  key: Key,
  on: FilterKeyEffects,
): void {
  const result = field.handle(input, key);
  if (result === 'submit') on.close();
  else if (result === 'cancel') {
    on.clear();
    on.close();
  } else if (result === 'ignored') {
    const move = matchBinding(scope, input, key)?.action;
    if (move === 'up' || move === 'down') on.move(move === 'up' ? -1 : 1);
  }
}
