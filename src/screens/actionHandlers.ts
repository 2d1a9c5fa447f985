// A key binding and its handler, kept together: a screen hands over one handler per action of its scope, as a map the
// compiler checks is complete (a row added to keys/*Keys.ts without a handler does not compile), and the map is
// checked again when the screen mounts under the tests (an action left out through a cast throws there).
// Why a map and not one record of key + handler + description (lazygit's controllers): the table stays static — the
// footer, `?` help and docs/app.md read it without mounting a screen — while the handlers live in the hooks that have
// the state they need. The map gives the same guarantee at the cost of one line per action.
import type { Key } from 'ink';
import { useRef } from 'react';
import { useScreenKeys, type KeysOptions } from '../components/keyRouter.js';
import { never } from './keys/binding.js';
import { BINDINGS, matchBinding, type ActionOf, type Scope } from './keymap.js';

/** What an action does; `false`: it did not apply here (the key goes on to the shell's global keys). */
export type Handler = () => boolean | void;

/** One handler per action of `S`. */
export type Handlers<S extends Scope> = { [A in ActionOf<S>]: Handler };

/** The actions of `scope` that `handlers` leaves out (those named in `elsewhere` are handled by someone else). */
export function missingHandlers(scope: Scope, handlers: object, elsewhere: readonly string[] = []): string[] {
  // Display-only rows (their keys are matched by hidden rows) never fire.
  const actions = new Set(BINDINGS.filter((x) => x.scope === scope && x.match !== never).map((x) => x.action));
  return [...actions].filter((a) => !(a in handlers) && !elsewhere.includes(a));
}

/** Under the tests, a handler map that misses an action fails loudly (the app itself never throws for it). */
export function assertHandled(scope: Scope, handlers: object, elsewhere: readonly string[] = []): void {
  if (!process.env.VITEST) return;
  const missing = missingHandlers(scope, handlers, elsewhere);
  if (missing.length > 0)
    throw new Error(`scope '${scope}': no handler for ${missing.map((a) => `'${a}'`).join(', ')}`);
}

/**
 * Runs the handler of the binding of `scope` this key press matches: true when it did something, false when it did
 * not apply, undefined when no binding of the scope matches the key.
 */
export function runAction<S extends Scope>(
  scope: S,
  handlers: Partial<Handlers<S>>,
  input: string,
  key: Key,
): boolean | undefined {
  const action = matchBinding(scope, input, key)?.action;
  if (action === undefined) return undefined;
  const handler = handlers[action as ActionOf<S>] as Handler | undefined;
  if (!handler) return undefined;
  return handler() !== false;
}

/**
 * A view's keys as a handler map: the binding of `scope` a press matches runs its handler; a key no binding matches
 * goes on to the shell's global keys (Esc back, q, ?, the tab keys).
 */
export function useActionKeys<S extends Scope>(
  scope: S,
  handlers: Handlers<S>,
  opts: KeysOptions & {
    /** A key no binding of the scope matches (e.g. Esc over unsaved work); false: not used. */ otherwise?(
      input: string,
      key: Key,
    ): boolean;
  } = {},
): void {
  const checked = useRef<string | null>(null);
  if (checked.current !== scope) {
    assertHandled(scope, handlers);
    checked.current = scope;
  }
  const { otherwise, ...keys } = opts;
  useScreenKeys(
    scope,
    (input, key) => runAction(scope, handlers, input, key) ?? otherwise?.(input, key) ?? false,
    keys,
  );
}
