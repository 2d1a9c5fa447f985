import type { StateCreator } from 'zustand/vanilla';
import type { AppDeps, AppTarget } from './deps.js';
import type { Route } from './routes.js';
import type { AppState } from './store.js';
export type ToastKind = 'info' | 'success' | 'error';
export interface Toast {
    text: string;
    kind: ToastKind;
    /** Increases with every toast, so the same text shown twice still counts as new. */
    id: number;
}
/** How long a toast stays on screen. */
export declare const TOAST_MS = 4000;
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
    /** Stops the store's timers (toast). Call when the app exits. */
    dispose(): void;
}
export declare const createCoreSlice: (deps: AppDeps) => StateCreator<AppState, [], [], CoreSlice>;
