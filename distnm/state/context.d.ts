import { type ReactNode } from 'react';
import type { AppState, AppStore } from './store.js';
export declare function StoreProvider({ store, children }: {
    store: AppStore;
    children?: ReactNode;
}): import("react").JSX.Element;
/** The store itself (for getState() in key handlers, which must not read stale render values). */
export declare function useAppStoreApi(): AppStore;
export declare function useAppStore<T>(selector: (state: AppState) => T): T;
