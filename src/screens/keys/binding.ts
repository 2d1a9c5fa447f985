// What a row of the key-binding table is, the key matchers rows are made of, and the row groups several scopes
// share (list movement, the form engine's keys, a wizard step's keys). The rows themselves are in the
// *Keys.ts files beside this one; keymap.ts puts them together into THE table.
import type { Key } from 'ink';
import type { RouteName } from '../../state/routes.js';

export type BindingScope = 'global' | RouteName | (string & {});

export interface Binding<S extends string = string, A extends string = string> {
  scope: S;
  /** Display form, e.g. ['j', '↓']. */
  keys: string[];
  /** Stable id the handlers switch on, e.g. 'down', 'open', 'delete'. */
  action: A;
  /** One line for the help overlay. */
  description: string;
  /** Short word(s) for the footer; shown in the footer only when set. */
  footer?: string;
  /** When the footer is too narrow, higher ranks go first (default 5; 1 = keep longest). */
  footerRank?: number;
  /** Matched only: help and footer show the row that describes it (e.g. ↑ and ↓ as one line). */
  hidden?: true;
  match(input: string, key: Key): boolean;
}

// ---- matchers ------------------------------------------------------------------------------------------

const plain = (key: Key) => !key.ctrl && !key.meta;
/** A printable character without Ctrl/Meta. */
export const ch = (c: string) => (input: string, key: Key) => plain(key) && input === c;
export const ctrl = (c: string) => (input: string, key: Key) => key.ctrl && input === c;
export const any =
  (...ms: Array<(input: string, key: Key) => boolean>) =>
  (input: string, key: Key) =>
    ms.some((m) => m(input, key));
export const isEnter = (_: string, key: Key) => key.return;
export const isEscape = (_: string, key: Key) => key.escape;
export const isUp = (_: string, key: Key) => key.upArrow;
export const isDown = (_: string, key: Key) => key.downArrow;
export const isLeft = (_: string, key: Key) => key.leftArrow;
export const isRight = (_: string, key: Key) => key.rightArrow;
export const isTab = (_: string, key: Key) => key.tab && !key.shift;
export const isShiftTab = (_: string, key: Key) => key.tab && key.shift;
export const isPageUp = (_: string, key: Key) => key.pageUp;
export const isPageDown = (_: string, key: Key) => key.pageDown;
export const isHome = (_: string, key: Key) => key.home;
export const isEnd = (_: string, key: Key) => key.end;

export const b = <S extends string, A extends string>(
  scope: S,
  keys: string[],
  action: A,
  description: string,
  match: Binding['match'],
  footer?: string,
): Binding<S, A> => ({ scope, keys, action, description, match, ...(footer ? { footer } : {}) });

/** The same binding with a footer rank (see Binding.footerRank). */
export const rank = <B extends Binding>(binding: B, footerRank: number): B => ({ ...binding, footerRank });

/** A binding that only matches (its keys are described by a display row; see Binding.hidden). */
export const hidden = <S extends string, A extends string>(
  scope: S,
  action: A,
  match: Binding['match'],
): Binding<S, A> => ({
  ...b(scope, [], action, '', match),
  hidden: true,
});

/** A row for help and footer only: its keys are matched by hidden bindings. */
export const never = () => false;

// ---- shared row groups ---------------------------------------------------------------------------------

/** A list's movement keys. */

export const movement = <S extends string>(scope: S) => [
  rank(b(scope, ['j', '↓'], 'down', 'move down', any(ch('j'), isDown), 'move'), 9),
  b(scope, ['k', '↑'], 'up', 'move up', any(ch('k'), isUp)),
  b(scope, ['g', 'home'], 'first', 'first row', any(ch('g'), isHome)),
  b(scope, ['G', 'end'], 'last', 'last row', any(ch('G'), isEnd)),
  b(scope, ['pgdn'], 'pageDown', 'one page down', isPageDown),
  b(scope, ['pgup'], 'pageUp', 'one page up', isPageUp),
];

/** A wizard step's Enter and Esc. */
export const wizardStepKeys = <S extends string>(scope: S) => [
  b(scope, ['enter'], 'next', 'next step (refused while the value breaks a rule)', isEnter, 'next'),
  b(scope, ['esc'], 'back', 'previous step; on step 1 discard the wizard (asks first)', isEscape, 'back'),
];

/** The form engine's keys (components/form/formModel.ts reads the actions as its commands). */
export const formKeys = <S extends string>(scope: S, submit: string) => [
  b(scope, ['↑', '↓', 'tab'], 'move', 'previous / next field', never, 'fields'),
  hidden(scope, 'next', any(isDown, isTab)),
  hidden(scope, 'prev', any(isUp, isShiftTab)),
  b(scope, ['space', '←', '→'], 'toggle', 'toggle on/off, cycle a choice', never, 'toggle'),
  hidden(scope, 'toggleNext', any(ch(' '), isRight)),
  hidden(scope, 'togglePrev', isLeft),
  b(scope, ['enter'], 'submit', submit, isEnter, 'submit'),
  b(scope, ['ctrl+u'], 'clear', 'clear a text field', ctrl('u')),
  b(scope, ['esc'], 'cancel', 'cancel: the values are dropped (asks first when you changed one)', isEscape, 'cancel'),
];
