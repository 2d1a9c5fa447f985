// The list-screen piece's hook: what the set list, the Agents screen and the Recordings screen share — the selection
// (by a row's key, held by the store; sticky: a row that vanished leaves the cursor where it was), movement (j/k, g/G,
// PgUp/PgDn), the `/` filter field (its text in the store, the cursor here; Enter keeps it, Esc clears it, ↑/↓ move
// while typing), "Esc clears the filter, then goes back", and the backoff re-read (1 s → 10 s) while something on it
// is still changing. The screen gives its rows and one handler per other action of its list scope; whether the filter
// is open is the screen's mode (its model), passed in. The frame the screens draw it in: ListFrame.tsx.
import type { Key } from 'ink';
import { useRef } from 'react';
import { useScreenKeys } from '../../components/keyRouter.js';
import { listMoveTarget } from '../../components/listNavigation.js';
import { useTextField } from '../../components/useTextField.js';
import { assertHandled, type Handler } from '../actionHandlers.js';
import { useBackoffPolling } from '../polling.js';
import { useStickySelection } from '../stickySelection.js';
import { useTextInputFocus } from '../screenStatus.js';
import { matchBinding, type ActionOf, type Scope } from '../keymap.js';
import { handleFilterKey, type FilterScope } from './filterKeys.js';

const MOVES = ['down', 'up', 'first', 'last', 'pageDown', 'pageUp'] as const;
type PieceAction = (typeof MOVES)[number] | 'filter';

/** One handler per action of the list scope, except movement and `/` (the piece's; a screen may still take them). */
export type ListHandlers<S extends Scope> = { [A in Exclude<ActionOf<S>, PieceAction>]: Handler } & {
  [A in Extract<ActionOf<S>, PieceAction>]?: Handler;
};

export interface ListFilter {
  scope: FilterScope;
  /** The filter's text (the store's: the rows are filtered by it). */
  value: string;
  set(value: string): void;
  /** The field has the keys (the screen's mode). */
  open: boolean;
  setOpen(open: boolean): void;
}

export interface ListScreenOptions<Row, S extends Scope> {
  /** The rows shown, in order (already filtered). */
  rows: readonly Row[];
  /** A row's key; the same function every render (module level). */
  keyOf(row: Row): string;
  /** The selected row's key (the store's); null: none picked yet. */
  selectedKey: string | null;
  select(key: string): void;
  /** Rows on screen: how far PgUp/PgDn move. */
  pageSize: number;
  scope: S;
  handlers: ListHandlers<S>;
  filter?: ListFilter;
  /** Esc with no filter to clear: leave (without it, Esc goes on to the shell, which goes back one screen). */
  onBack?(): void;
  /** Re-read with backoff while `active`. */
  poll?: { active: boolean; run(): Promise<unknown> };
  /** False while another view of the screen has the keys. */
  isActive?: boolean;
}

export interface ListScreen<Row> {
  selectedIndex: number;
  selected: Row | undefined;
  /** The filter field's cursor (the text is the store's). */
  filterCursor: number;
  /** The wait before the next re-read (null: not polling). */
  pollDelay: number | null;
}

const idle = async () => undefined;

export function useListScreen<Row, S extends Scope>(o: ListScreenOptions<Row, S>): ListScreen<Row> {
  const { rows, filter } = o;
  const active = o.isActive ?? true;
  const filtering = active && (filter?.open ?? false);
  const field = useTextField('', { onChange: (value) => filter?.set(value) });
  useTextInputFocus(filtering);
  // Under the tests: an action of the scope without a handler fails when the screen mounts (once per scope).
  const checked = useRef<string | null>(null);
  if (checked.current !== o.scope) {
    assertHandled(o.scope, o.handlers, [...MOVES, ...(filter ? ['filter'] : [])]);
    checked.current = o.scope;
  }

  // The selected key's row, looked for from where the selection was: O(1) when nothing moved, O(distance) after a
  // move, one scan of key comparisons when a filter key changed the rows — never a Map of every row, whose building
  // on each filter keystroke cost ~6 ms with 10,000 rows.
  const lastIndex = useRef(0);
  const found = o.selectedKey === null ? -1 : indexNear(rows, o.keyOf, o.selectedKey, lastIndex.current);
  const { selectedIndex, selected } = useStickySelection(rows, found);
  lastIndex.current = Math.max(0, selectedIndex);
  const pollDelay = useBackoffPolling(o.poll?.active ?? false, o.poll?.run ?? idle);

  const moveTo = (index: number) => {
    if (rows.length === 0) return;
    o.select(o.keyOf(rows[Math.min(Math.max(0, index), rows.length - 1)]!));
  };

  const listKey = (input: string, key: Key): boolean => {
    const action = matchBinding(o.scope, input, key)?.action;
    const own = action === undefined ? undefined : (o.handlers as Record<string, Handler | undefined>)[action];
    if (own) return own() !== false;
    const target = listMoveTarget(action, selectedIndex, rows.length, o.pageSize);
    if (target !== null) {
      moveTo(target);
      return true;
    }
    if (action === 'filter' && filter) {
      field.reset(filter.value);
      filter.setOpen(true);
      return true;
    }
    if (matchBinding('global', input, key)?.action === 'back') {
      // Esc clears an active filter before it leaves the screen.
      if (filter && filter.value !== '') {
        filter.set('');
        return true;
      }
      if (o.onBack) {
        o.onBack();
        return true;
      }
    }
    return false;
  };

  useScreenKeys(
    filtering && filter ? filter.scope : o.scope,
    (input, key) => {
      if (!filtering || !filter) return listKey(input, key);
      handleFilterKey(field, filter.scope, input, key, {
        close: () => filter.setOpen(false),
        clear: () => filter.set(''),
        move: (by) => moveTo(selectedIndex + by),
      });
      return true;
    },
    { isActive: active, acceptsText: filtering },
  );

  return { selectedIndex, selected, filterCursor: field.cursor, pollDelay };
}

/** The index of the row whose key is `key` (-1: none), looking outward from `near`. */
export function indexNear<Row>(rows: readonly Row[], keyOf: (row: Row) => string, key: string, near: number): number {
  if (rows.length === 0) return -1;
  const from = Math.min(Math.max(0, near), rows.length - 1);
  for (let d = 0; from - d >= 0 || from + d < rows.length; d++) {
    if (from + d < rows.length && keyOf(rows[from + d]!) === key) return from + d;
    if (d > 0 && from - d >= 0 && keyOf(rows[from - d]!) === key) return from - d;
  }
  return -1;
}
