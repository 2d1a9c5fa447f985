// The key router behind the app's ONE root useInput. Components don't call useInput themselves; they
// register a handler here:
//
//   useScreenKeys(scope, handler, {isActive, acceptsText})  – a screen's keys; return true when the key was used
//   useDialogKeys(scope, handler, {isActive, acceptsText})  – an open dialog: modal, gets every key first
//
// `acceptsText`: the handler owns a focused text field, so the input layer (input/useKeyPump.ts) may hand it
// a run of typed or pasted characters as one press; 'lines' when the field's value may span lines (a paste
// keeps its line breaks; a one-line field refuses a paste of several lines).
// `holdKeys`: an action the handler started is running; the input layer keeps the following presses, in
// order, until it turns false (typed ahead, not dropped; Ctrl+C still quits).
//
// The root (App) calls `dispatch`: the newest active dialog gets the key (and always consumes it); else the
// newest active screen handler; if that returns false/undefined the App applies global keys.
// Handlers are read through refs at dispatch time, so they never see a stale closure.
import type { Key } from 'ink';
import type { AcceptsText } from './input/keyQueue.js';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';

export type KeyHandler = (input: string, key: Key) => boolean | void;
type Layer = 'dialog' | 'screen';

interface Entry {
  id: number;
  layer: Layer;
  scope: string;
  active: boolean;
  acceptsText: AcceptsText;
  holdKeys: boolean;
  handler: { current: KeyHandler };
}

export interface KeyRouter {
  register(entry: Omit<Entry, 'id'>): number;
  update(id: number, patch: Partial<Pick<Entry, 'active' | 'scope' | 'acceptsText' | 'holdKeys'>>): void;
  unregister(id: number): void;
  /** true when a dialog or screen used the key. */
  dispatch(input: string, key: Key): boolean;
  /** The scope that gets keys now (newest active dialog, else newest active screen). */
  activeScope(): string | undefined;
  hasActiveDialog(): boolean;
  /** What the entry that gets keys now takes as text (false: no focused text field). */
  acceptsText(): AcceptsText;
  /** The entry that gets keys now holds them (see KeysOptions.holdKeys). */
  holding(): boolean;
  /** The action the binding table (given by the app) names for this key in `scope`. */
  action(scope: string, input: string, key: Key): string | undefined;
}

/** Looks a key up in the app's binding table (screens/keymap.ts; components never import it). */
export type ActionMatcher = (scope: string, input: string, key: Key) => string | undefined;

function top(entries: Entry[], layer: Layer): Entry | undefined {
  for (let i = entries.length - 1; i >= 0; i--) {
    const e = entries[i];
    if (e.layer === layer && e.active) return e;
  }
  return undefined;
}

export function createKeyRouter(onChange: () => void = () => {}, match: ActionMatcher = () => undefined): KeyRouter {
  let entries: Entry[] = [];
  let seq = 0;
  return {
    register(entry) {
      seq += 1;
      entries = [...entries, { ...entry, id: seq }];
      onChange();
      return seq;
    },
    update(id, patch) {
      entries = entries.map((e) => (e.id === id ? { ...e, ...patch } : e));
      onChange();
    },
    unregister(id) {
      entries = entries.filter((e) => e.id !== id);
      onChange();
    },
    dispatch(input, key) {
      const dialog = top(entries, 'dialog');
      if (dialog) {
        dialog.handler.current(input, key);
        return true;
      }
      const screen = top(entries, 'screen');
      return screen ? screen.handler.current(input, key) === true : false;
    },
    activeScope() {
      return (top(entries, 'dialog') ?? top(entries, 'screen'))?.scope;
    },
    hasActiveDialog() {
      return top(entries, 'dialog') !== undefined;
    },
    acceptsText() {
      return (top(entries, 'dialog') ?? top(entries, 'screen'))?.acceptsText ?? false;
    },
    holding() {
      return (top(entries, 'dialog') ?? top(entries, 'screen'))?.holdKeys ?? false;
    },
    action: match,
  };
}

interface RouterContextValue {
  router: KeyRouter;
  /** Changes whenever registrations change, so the footer and help follow the active scope. */
  version: number;
}

const RouterContext = createContext<RouterContextValue | null>(null);

export function KeyRouterProvider({
  router: given,
  match,
  children,
}: {
  router?: KeyRouter;
  match?: ActionMatcher;
  children?: ReactNode;
}) {
  const [version, setVersion] = useState(0);
  const bump = useCallback(() => setVersion((v) => v + 1), []);
  const routerRef = useRef<KeyRouter | null>(null);
  if (!routerRef.current) routerRef.current = given ?? createKeyRouter(bump, match);
  const value = useMemo(() => ({ router: routerRef.current as KeyRouter, version }), [version]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

export function useKeyRouter(): KeyRouter {
  const ctx = useContext(RouterContext);
  if (!ctx) throw new Error('useScreenKeys/useDialogKeys need <KeyRouterProvider> (rendered by App)');
  return ctx.router;
}

/** The active scope; re-renders when it changes. */
export function useActiveScope(): string | undefined {
  const ctx = useContext(RouterContext);
  return ctx?.router.activeScope();
}

export interface KeysOptions {
  isActive?: boolean;
  /** A focused text field: true for one line, 'lines' when its value may span lines. */
  acceptsText?: AcceptsText;
  /** While true, presses wait (in order) instead of reaching the handler: an action it started is running. */
  holdKeys?: boolean;
}

function useKeys(
  layer: Layer,
  scope: string,
  handler: KeyHandler,
  { isActive = true, acceptsText = false, holdKeys = false }: KeysOptions,
) {
  const router = useKeyRouter();
  const handlerRef = useRef(handler);
  handlerRef.current = handler;
  const idRef = useRef<number | null>(null);
  useEffect(() => {
    const id = router.register({ layer, scope, active: isActive, acceptsText, holdKeys, handler: handlerRef });
    idRef.current = id;
    return () => {
      router.unregister(id);
      idRef.current = null;
    };
    // Registration happens once per mount; scope/active changes go through update below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [router, layer]);
  useEffect(() => {
    if (idRef.current !== null) router.update(idRef.current, { scope, active: isActive, acceptsText, holdKeys });
  }, [router, scope, isActive, acceptsText, holdKeys]);
}

export function useScreenKeys(scope: string, handler: KeyHandler, opts: KeysOptions = {}) {
  useKeys('screen', scope, handler, opts);
}

export function useDialogKeys(scope: string, handler: KeyHandler, opts: KeysOptions = {}) {
  useKeys('dialog', scope, handler, opts);
}
