// Core of the app state: the screen stack, the toast line, the global error area, text-input focus and help.
import type { StateCreator } from 'zustand/vanilla';
import { redact } from '../api/redact/redact.js';
import type { AppDeps, AppTarget } from './deps.js';
import { tabStack, type Route } from './routes.js';
import type { AppState } from './store.js';

export type ToastKind = 'info' | 'success' | 'error';

export interface Toast {
  text: string;
  kind: ToastKind;
  /** Increases with every toast, so the same text shown twice still counts as new. */
  id: number;
}

/** How long a toast stays on screen. */
export const TOAST_MS = 4000;

export interface CoreSlice {
  /** Where the app talks to (shown in the header). */
  target: AppTarget;

  /** The screen stack; the last entry is on screen. Never empty. */
  routes: Route[];
  push(route: Route): void;
  /** Back one screen; the home screen stays. */
  pop(): void;
  /** Swap the screen on top. */
  replace(route: Route): void;
  /** Go to a top-level screen (a tab): the one push/replace/pop rule of routes.ts's tabStack. */
  switchTab(route: Route): void;

  toast: Toast | null;
  showToast(text: string, kind?: ToastKind): void;
  clearToast(): void;

  /** A problem that concerns the whole app (shown above the footer until cleared). */
  globalError: string | null;
  setGlobalError(message: string | null): void;

  /** True while a text field has focus: single-letter global keys (q, ?) are off. */
  textInputActive: boolean;
  setTextInputActive(active: boolean): void;

  helpOpen: boolean;
  setHelpOpen(open: boolean): void;

  /**
   * Unsaved work the screen on top holds (e.g. "2 staged changes to keys"), or null. Keys that would open another
   * screen from elsewhere (the rollout prompt's `r`, `w`, a USED BY pick) leave it in place instead of losing it.
   */
  heldDraft: string | null;
  setHeldDraft(what: string | null): void;

  /** Stops the store's timers (toast) and a running rollout's (its journal keeps what it did). Call when the app exits. */
  dispose(): void;
}

export const createCoreSlice =
  (deps: AppDeps): StateCreator<AppState, [], [], CoreSlice> =>
  (set, get) => {
    let toastTimer: ReturnType<typeof setTimeout> | undefined;
    let toastSeq = 0;
    const stopToastTimer = () => {
      if (toastTimer !== undefined) clearTimeout(toastTimer);
      toastTimer = undefined;
    };
    return {
      target: deps.target,
      routes: [{ name: 'sets' }],
      push: (route) => set((s) => ({ routes: [...s.routes, route] })),
      pop: () => set((s) => (s.routes.length > 1 ? { routes: s.routes.slice(0, -1) } : s)),
      replace: (route) => set((s) => ({ routes: [...s.routes.slice(0, -1), route] })),
      switchTab: (route) => set((s) => ({ routes: tabStack(s.routes, route) })),

      toast: null,
      showToast: (text, kind = 'info') => {
        stopToastTimer();
        toastSeq += 1;
        const id = toastSeq;
        set({ toast: { text: redact(text), kind, id } });
        toastTimer = setTimeout(() => {
          toastTimer = undefined;
          if (get().toast?.id === id) set({ toast: null });
        }, TOAST_MS);
        toastTimer.unref?.();
      },
      clearToast: () => {
        stopToastTimer();
        set({ toast: null });
      },

      globalError: null,
      setGlobalError: (message) => set({ globalError: message === null ? null : redact(message) }),

      textInputActive: false,
      setTextInputActive: (active) => {
        if (get().textInputActive !== active) set({ textInputActive: active });
      },

      helpOpen: false,
      setHelpOpen: (open) => set({ helpOpen: open }),

      heldDraft: null,
      setHeldDraft: (what) => {
        if (get().heldDraft !== what) set({ heldDraft: what });
      },

      dispose: () => {
        stopToastTimer();
        get().disposeRollout();
      },
    };
  };
