// What the store knows of a screen: a text field's focus, unsaved work (heldDraft), whether it is covered.
import { useEffect } from 'react';
import { useAppStore, useAppStoreApi } from '../state/context.js';

/** While `active`, the store knows a text field has focus (global single-letter keys are off). */
export function useTextInputFocus(active: boolean): void {
  const store = useAppStoreApi();
  useEffect(() => {
    store.getState().setTextInputActive(active);
  }, [store, active]);
  useEffect(() => () => store.getState().setTextInputActive(false), [store]);
}

/**
 * While `what` is set, the screen holds unsaved work the store knows of (heldDraft): the shell asks before q, Ctrl+C,
 * Esc or a tab key drops it, and keys that would open another screen over it leave it in place. `what` follows
 * "your": "2 staged changes to my-set". Cleared when the screen goes.
 */
export function useHeldDraft(what: string | null): void {
  const store = useAppStoreApi();
  useEffect(() => {
    store.getState().setHeldDraft(what);
  }, [store, what]);
  useEffect(() => () => store.getState().setHeldDraft(null), [store]);
}

/** False while something (the help overlay) covers the screen: polling stops. */
export function useScreenVisible(): boolean {
  return useAppStore((s) => !s.helpOpen);
}
